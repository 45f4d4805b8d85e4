// Adjunct removal on the hand-written trees of fixtures/pl/removal8.conllu: faults from a read of 50
// removing_adjuncts candidates (seed 8807): habitual and downward hedges, nouns of command and small
// measure, the restrictor of a w przypadku condition, a fronted identifying predicate noun, the property
// of a characterising o-phrase, the anchor of a time limit, a comparative with its comparand, a one-word
// apposition, the ordinal of urodziny and the only date of przypaść.
import { beforeAll, describe, expect, it } from 'vitest';
import { generateFixture, textsInOrder, type Candidate } from './helpers/candidates.js';

let cands: Candidate[] = [];

beforeAll(async () => {
  cands = await generateFixture('fixtures/pl/removal8.conllu', { types: ['removing_adjuncts'], quiet: true });
}, 120_000);

const texts = (id: string) => textsInOrder(cands, id);

describe('adjunct removal guards (8)', () => {
  it('a habitual or downward frequency stays (rzadko czyta -/-> czyta)', () => {
    expect(texts('ra8-rzadko')).toEqual(['Kasia rzadko czyta książki.']);
  });
  it('a downward quantity stays (ujawniła niewiele informacji -/-> ujawniła informacje)', () => {
    expect(texts('ra8-niewiele')).toEqual([]);
  });
  it('a noun of command keeps its complement (pod dowództwem generała -/-> pod dowództwem)', () => {
    expect(texts('ra8-dowodztwo')).toEqual(['Żołnierze walczyli.']);
  });
  it('a noun of small measure keeps its complement (iskierka nadziei -/-> iskierka)', () => {
    expect(texts('ra8-iskierka')).toEqual([]);
  });
  it('the restrictor of a w przypadku condition stays (W przypadku miast, które …, -/-> W przypadku miast)', () => {
    expect(texts('ra8-przypadek')).toEqual(['Decyduje rada.']);
  });
  it('a fronted identifying predicate noun keeps its modifiers (-/-> Zwierzęciem jest małpa)', () => {
    expect(texts('ra8-zwierze')).toEqual([]);
  });
  it('the property of a characterising o-phrase stays (kobieta o długich włosach -/-> kobieta o włosach)', () => {
    expect(texts('ra8-o-wlosach')).toEqual(['Przyszła kobieta.']);
  });
  it('the anchor of a time limit stays whole (do końca rządów komunistycznych -/-> do końca rządów)', () => {
    expect(texts('ra8-koniec')).toEqual([
      'Pracował w fabryce.', 'Do końca rządów komunistycznych pracował.', 'Pracował.',
    ]);
  });
  it('a comparative with its comparand stays (większą siłę od tamtej -/-> siłę od tamtej)', () => {
    expect(texts('ra8-wiekszy')).toEqual([]);
  });
  it('a one-word apposition names its noun (klawisz [Enter] -/-> klawisz)', () => {
    expect(texts('ra8-klawisz')).toEqual([]);
  });
  it('urodziny keep their ordinal and przypaść its only date (-/-> urodziny przypadły w maju, -/-> przypadły)', () => {
    expect(texts('ra8-urodziny')).toEqual([]);
  });
  it('control: odbyć się may lose its date; the ordinal of urodziny still stays (urodziny odbyły się w maju -> odbyły się)', () => {
    expect(texts('ra8-urodziny-ctl')).toEqual(['Jej sześćdziesiąte urodziny odbyły się.']);
  });
});
