// The library API of derywat: read CoNLL-U, compile rules, run the engine,
// format candidates. The CLI is a thin layer over exactly these.
export * from './conllu/index.js';
export { Tree } from './tree/tree.js';
export type { Node } from './tree/tree.js';
export * as treeOps from './tree/ops.js';
export { realise, realiseSentence } from './tree/realise.js';
export { loadMorphology, isMorphLoadError } from './morph/index.js';
export type { Morphology, MorphLoadError, WordForm, InflectResult } from './morph/index.js';
export { compileRuleFiles, compileRuleText, type CompileResult } from './dsl/compile.js';
export { formatDiagnostic, type Diagnostic } from './dsl/diagnostics.js';
export type { RuleSet, Rule, Variant, Profile } from './dsl/compiled.js';
export { Engine, type Candidate, type Drop, type EngineOptions, type Relation } from './engine/engine.js';
export { DonorPool } from './engine/pool.js';
export { generateCandidates, emptySummary, type GenerateOptions, type GenerateSummary } from './engine/generate.js';
export { runExamples, formatOutcome, type ExampleOutcome } from './engine/examples.js';
export { explain, formatExplanation, type Explanation } from './engine/explain.js';
export { formatCandidate, candidateConllu, type OutputFormat } from './output/format.js';
export { DEFAULT_RULES_DIR } from './engine/rules-dir.js';
