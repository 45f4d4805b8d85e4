// Public API of the CoNLL-U module.
export * from './types.js';
export { readConllu, readConlluStream, readBlocks, parseConllu, type ReadOptions } from './reader.js';
export { parseBlock } from './parse.js';
export type { Block } from './blocks.js';
export { writeSentence, formatSentence, writeWord, writeConllu } from './writer.js';
export { sourceText } from './verbatim.js';
export { TextSink } from './sink.js';
export { validateSentence, type Problem } from './validate.js';
export {
  parseFeats,
  formatFeats,
  parseMisc,
  formatMisc,
  miscGet,
  parseDeps,
  formatDeps,
  parseId,
  type ParsedId,
} from './fields.js';
export { textComment } from './text.js';
export { sentenceToJson, type SentenceJson, type TokenJson, type MwtJson, type EmptyNodeJson } from './json.js';
