// Public surface of the morphology module.
export { loadMorphology, PolimorfMorphology, specToString } from './morphology.js';
export type { Morphology, WordForm, InflectResult, Generated, LoadOptions } from './morphology.js';
export type { Reading, Casing } from './dictionary.js';
export { isMorphLoadError, cacheDirectory, locateDictionary } from './obtain.js';
export type { MorphLoadError, DictFiles } from './obtain.js';
export {
  specFromNkjp, specFromUd, featsFromXpos, udFromTag, parsePolimorfTag, parseXpos, renderXpos, classesFromUd,
  parseFeats, formatFeats, tagMatches, tagScore,
} from './tags.js';
export type { Spec, Tag } from './tags.js';
