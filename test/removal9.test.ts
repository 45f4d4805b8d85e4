// Adjunct removal on the hand-written trees of fixtures/pl/removal9.conllu: the antecedent of a later
// subjectless 3rd-person verb, the amount of a verb of measure or duration, and faults from a read of 50
// removing_adjuncts candidates (seed 8808).
import { beforeAll, describe, expect, it } from 'vitest';
import { generateFixture, textsInOrder, type Candidate } from './helpers/candidates.js';

let cands: Candidate[] = [];

beforeAll(async () => {
  cands = await generateFixture('fixtures/pl/removal9.conllu', { types: ['removing_adjuncts'], quiet: true });
}, 120_000);

const texts = (id: string) => textsInOrder(cands, id);

describe('adjunct removal guards (9)', () => {
  it('the antecedent of a later subjectless verb stays (rower, który uderzył psa, wtedy odskoczył)', () => {
    // review 11 (cause 3): wtedy after the bare comma links the clauses and stays too, so nothing is left to remove
    expect(texts('ra9-rower')).toEqual([]);
    // without the linking word: the relative clause still stays (the later verb agrees with rower), szybko may go
    expect(texts('ra9-rower-i')).toEqual(['Kasia kopnęła rower, który uderzył psa, i odskoczył.']);
  });
  it('... but not when the later verb agrees with the subject (i odeszła)', () => {
    expect(texts('ra9-rower-odeszla')).toEqual(['Kasia kopnęła rower i odeszła.']);
  });
  it('... nor when the later verb continues a subjectless verb of its own (Skuliła się … i znieruchomiała)', () => {
    expect(texts('ra9-skulila')).toEqual(['Skuliła się i znieruchomiała.']);
  });
  it('the amount of trwać and its quantity stay (trwało około trzech godzin)', () => {
    expect(texts('ra9-trwalo')).toEqual(['Spotkanie trwało około trzech godzin.']);
  });
  it('a quantity adverb of kosztować stays (kosztuje dużo -/-> kosztuje)', () => {
    expect(texts('ra9-kosztuje')).toEqual(['Bilet kosztuje bardzo dużo.', 'Bilet kosztuje dziś dużo.', 'Bilet kosztuje dużo.']);
  });
  it('zajmować się is no verb of measure (Wieczorami zajmował się ogrodem -> Zajmował się ogrodem)', () => {
    expect(texts('ra9-zajmowal-sie')).toEqual(['Zajmował się ogrodem.']);
  });
  it('the place of mieć at oneself stays (Za sobą mieli długi dzień -/-> Mieli długi dzień)', () => {
    expect(texts('ra9-za-soba')).toEqual([]);
  });
  it('the possessor of what brakować misses stays (brakuje jego uśmiechu -/-> brakuje uśmiechu)', () => {
    expect(texts('ra9-brakowac')).toEqual([]);
  });
  it('the modifiers of a predicative za-phrase stay (za język o odrębnej historii -/-> za język)', () => {
    expect(texts('ra9-uznawany-za')).toEqual([]);
  });
  it('historia keeps its complement (wstęp do historii naszej przyjaźni -/-> wstęp do historii)', () => {
    expect(texts('ra9-historia')).toEqual(['Napisał wstęp.']);
  });
  it('sąsiedni with its reference point stays (sąsiednie regiony Macedonii -/-> regiony Macedonii)', () => {
    expect(texts('ra9-sasiedni')).toEqual([]);
  });
  it('control: górski has no reference point (górskie regiony Macedonii -> regiony Macedonii)', () => {
    expect(texts('ra9-sasiedni-ctl')).toEqual(['Zajął regiony Macedonii.']);
  });
  it('the capitalised opening of a quotation inside the sentence stays (: „Dzisiaj widzicie to?” -/-> : „widzicie to?”; czasem is a hedge now)', () => {
    expect(texts('ra9-cytat')).toEqual([]);
  });
  it('... but a quotation opening the sentence is capitalised (-> „Widzicie to?” zapytał.)', () => {
    expect(texts('ra9-cytat-poczatek')).toEqual(['„Widzicie to?” zapytał.']);
  });
});
