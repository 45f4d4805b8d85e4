// The tree module: working tree, subtree operations, realiser.
export { Tree, type ToSentenceOptions } from './tree.js';
export type { Node, Origin } from './node.js';
export {
  deleteSubtree,
  moveSubtree,
  insertNode,
  copySubtree,
  reattach,
  replaceSubtree,
  validate,
  repairPunctuation,
  type Where,
  type InsertWhere,
  type OpResult,
  type NewNodeFields,
  type ReplaceFields,
} from './ops.js';
export { realise, realiseSentence } from './realise.js';
