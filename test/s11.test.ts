// Session 11's fixes (review 24), on hand-written input: PDB style (fixtures/pl/s11.conllu) and UD
// Polish LFG style (fixtures/pl/s11-lfg.conllu).
import { beforeAll, describe, expect, it } from 'vitest';
import { generateFixture, textsOf, ofType, type Candidate } from './helpers/candidates.js';

let cands: Candidate[] = [];
let lfg: Candidate[] = [];

beforeAll(async () => {
  cands = await generateFixture('fixtures/pl/s11.conllu', { types: ['removing_adjuncts', 'mixing_dependents'] });
  lfg = await generateFixture('fixtures/pl/s11-lfg.conllu', { types: ['removing_adjuncts', 'mixing_dependents'] });
});

const removals = (id: string): string[] => textsOf(cands, id, ofType('removing_adjuncts'));
const mixes = (id: string): string[] => textsOf(cands, id, ofType('mixing_dependents'));

describe('removing_adjuncts keeps complements and what names something (review 24)', () => {
  it('a predicative na + accusative adjective is an argument (wygląda mi na starą); the dative may go', () => {
    expect(removals('s11-looks')).toEqual(['Planeta wygląda na starą.']);
  });
  it('what wyglądać na says someone looks like stays (wyglądał na studenta)', () => {
    expect(removals('s11-looks-like')).toEqual([]);
  });
  it('control: a place in na + locative before wyglądać goes (Na wsi sytuacja wyglądała gorzej)', () => {
    expect(removals('s11-control-looks-place')).toEqual(['Sytuacja wyglądała gorzej.']);
  });
  it('control: a neuter na + adjective is an adverbial idiom and goes (wyjechał na stałe)', () => {
    expect(removals('s11-control-na-stale')).toEqual(['Wyjechał.']);
  });
  it('a predicative na + accusative adjective after another verb too (przerobiła sukienkę na krótszą)', () => {
    expect(removals('s11-predicative')).toEqual([]);
  });
  it('singular pan keeps its last modifier: bare, it is the polite "you" (Starszy pan czyta gazetę)', () => {
    expect(removals('s11-pan')).toEqual([]);
  });
  it('control: plural panie may lose their adjective (z pięknymi paniami)', () => {
    expect(removals('s11-control-panie')).toEqual(['Mąż tańczył z paniami.', 'Mąż tańczył.']);
  });
  it('a noun that says next to nothing keeps its last modifier; the whole phrase may go (w wielkim stylu)', () => {
    expect(removals('s11-light-noun')).toEqual(['Pożegnał się.']);
  });
  it('while another modifier stays, one may go (w wielkim stylu mistrza), but not both (*w stylu)', () => {
    expect(removals('s11-light-noun-two')).toEqual(['Pożegnał się w stylu mistrza.', 'Pożegnał się w wielkim stylu.', 'Pożegnał się.']);
  });
  it('plural siły keep their last modifier (siły okupacyjne)', () => {
    expect(removals('s11-forces')).toEqual([]);
  });
  it('a modifier written in digits is no adjunct of its own (przy bramie 3 -/-> przy bramie)', () => {
    expect(removals('s11-year')).toEqual(['Zginął.']);
    expect(removals('s11-digits')).toEqual(['Czekał.']);
  });
  it('a quotation of exact wording is kept word for word (Brzmi: „Wzywamy ponownie ludzi do pokoju na świecie”)', () => {
    expect(removals('s11-quote-wording')).toEqual([]);
  });
  it('control: quoted speech may still be shortened (Powiedział: „Wzywamy ludzi do pokoju”)', () => {
    expect(removals('s11-control-quote-speech')).toEqual([
      'Powiedział: „Wzywamy ludzi do pokoju na świecie”.',
      'Powiedział: „Wzywamy ludzi do pokoju”.',
      'Powiedział: „Wzywamy ponownie ludzi do pokoju”.',
    ]);
  });
  it('the place after koncentrować się is where the thing is (Elektorat koncentruje się w miastach)', () => {
    expect(removals('s11-gathering')).toEqual([]);
  });
  it('control: a scene set before the verb goes (W raporcie skoncentrowano się na kosztach)', () => {
    expect(removals('s11-control-gathering-scene')).toEqual(['Skoncentrowano się na kosztach.']);
  });
});

describe('punctuation: the sentence end after a deletion', () => {
  it('an exclamation mark that went with a quoted clause comes back as a full stop', () => {
    // not: Papuga odleciała (no mark at all)
    expect(removals('s11-final-stop')).toEqual(['Papuga odleciała.']);
  });
  it('LFG: an abbreviation that becomes the last word takes no second full stop (od 1990 r.)', () => {
    expect(textsOf(lfg, 's11-lfg-abbreviation-last', ofType('removing_adjuncts'))).toEqual([
      'Mieszka od 1990 r. z rodziną.',
      'Mieszka tu od 1990 r.',
      'Mieszka tu z rodziną.',
      'Mieszka.',
    ]);
  });
});

describe('UD Polish LFG: numbers and abbreviations (review 24e)', () => {
  it('a number tagged ADJ amod stays with its noun (tab. 4)', () => {
    expect(textsOf(lfg, 's11-lfg-figure', ofType('removing_adjuncts'))).toEqual([]);
  });
  it('an abbreviated noun keeps its last modifier (przy ul. Długiej -/-> przy ul.)', () => {
    expect(textsOf(lfg, 's11-lfg-street', ofType('removing_adjuncts'))).toEqual(['Spotkali się.']);
  });
});

describe('mixing_dependents: a later pronoun keeps a person in an oblique (review 24a g206)', () => {
  it('no donor for a name or a person when go refers back to it (do Jana, do ojca, do Orlenu)', () => {
    // not: Napisał list do Anny, prosząc go o pomoc.
    expect(mixes('s11-mix-pronoun')).toEqual([]);
    expect(mixes('s11-mix-pronoun-common')).toEqual([]);
    expect(mixes('s11-mix-pronoun-name')).toEqual([]);
  });
  it('they are still donors elsewhere (Napisała list do Jana)', () => {
    expect(mixes('s11-mix-donor')).toEqual(['Napisała list do Jana.', 'Napisała list do Orlenu.', 'Napisała list do ojca.']);
  });
  it('LFG: a person is told by SubGender=Masc1 (no Animacy)', () => {
    expect(textsOf(lfg, 's11-lfg-mix-pronoun', ofType('mixing_dependents'))).toEqual([]);
    expect(textsOf(lfg, 's11-lfg-mix-donor', ofType('mixing_dependents'))).toEqual(['Napisała list do ojca.']);
  });
  it('control: a thing in the oblique is replaced though a pronoun follows (pod ścianą …, a obok niej)', () => {
    expect(mixes('s11-mix-thing')).toEqual(['Stał pod lipą, a obok niej stała kobieta.']);
    expect(mixes('s11-mix-thing-donor')).toEqual(['Stała pod ścianą.']);
  });
});
