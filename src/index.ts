// The library API of derywat.
export * from './conllu/types.js';
