// The bundled rules on hand-written sentences (fixtures/pl/f13a.conllu): the removal faults found by
// review 13 (seeds 2041, 2042), each with a positive control.
import { beforeAll, describe, expect, it } from 'vitest';
import { generateFixture, textsOf, type Candidate } from './helpers/candidates.js';

let cands: Candidate[] = [];

beforeAll(async () => {
  cands = await generateFixture('fixtures/pl/f13a.conllu', { types: ['removing_adjuncts'] });
});

const removals = (id: string) => textsOf(cands, id, (c) => c.type === 'removing_adjuncts');

describe('removing_adjuncts: a correlative im … tym loses neither half', () => {
  it('Im szybciej wrócisz, tym będziemy bardziej zadowoleni -/-> *Tym będziemy …, *Im wrócisz, tym …', () => {
    expect(removals('f13a-imtym')).toEqual([]);
  });
  it('a gdy-clause and its adverbs go (positive control)', () => {
    expect(removals('f13a-imtym-ctrl')).toEqual([
      'Będziemy bardzo zadowoleni.',
      'Będziemy zadowoleni.',
      'Gdy szybko wrócisz, będziemy zadowoleni.',
      'Gdy wrócisz, będziemy bardzo zadowoleni.',
    ]);
  });
});

describe('removing_adjuncts: the bound or rate a figure depends on stays', () => {
  it('Pompa tłoczy 20 litrów na minutę -/-> *Pompa tłoczy 20 litrów', () => {
    expect(removals('f13a-rate')).toEqual([]);
  });
  it('a unit with its own modifier is a time and goes (positive control)', () => {
    expect(removals('f13a-rate-ctrl')).toEqual(['Pompa tłoczy 20 litrów.']);
  });
  it('Firma zarabia 3000 zł rocznie -/-> *Firma zarabia 3000 zł', () => {
    expect(removals('f13a-rocznie')).toEqual([]);
  });
  it('a manner adverb may go: Firma zarabia 3000 zł łatwo -> Firma zarabia 3000 zł (control)', () => {
    expect(removals('f13a-rocznie-ctrl')).toEqual(['Firma zarabia 3000 zł.']);
  });
  it('Woda zamarza poniżej zera -/-> *Woda zamarza', () => {
    expect(removals('f13a-ponizej')).toEqual([]);
  });
  it('control: około is no bound preposition (Woda zamarza około zera -> Woda zamarza)', () => {
    expect(removals('f13a-ponizej-ctl')).toEqual(['Woda zamarza.']);
  });
  it('a plain time phrase goes (positive control)', () => {
    expect(removals('f13a-ponizej-ctrl')).toEqual(['Woda zamarza.']);
  });
  it('że począwszy od lipca, zarobi -/-> *że począwszy, zarobi', () => {
    expect(removals('f13a-poczawszy')).toEqual([
      'Mówił, że począwszy od lipca, zarobi.',
      'Mówił, że zarobi więcej.',
      'Mówił, że zarobi.',
    ]);
  });
  it('the place of another converb goes (positive control)', () => {
    expect(removals('f13a-poczawszy-ctrl')).toEqual(['Mówił, że kupi chleb.', 'Mówił, że wracając, kupi chleb.']);
  });
});

describe('removing_adjuncts: the place phrase a verb needs for its sense stays', () => {
  it('Brat skończył w więzieniu -/-> *Brat skończył', () => {
    expect(removals('f13a-skonczyl')).toEqual([]);
  });
  it('with an object the place goes (positive control)', () => {
    expect(removals('f13a-skonczyl-ctrl')).toEqual(['Brat skończył pracę.']);
  });
});

describe('removing_adjuncts: the direction of a verb of looking stays', () => {
  it('Kobieta siedzi, patrząc na rzekę -/-> *Kobieta siedzi, patrząc', () => {
    expect(removals('f13a-patrzy')).toEqual(['Kobieta siedzi.']);
  });
  it('the place of another converb goes (positive control)', () => {
    expect(removals('f13a-patrzy-ctrl')).toEqual(['Kobieta siedzi, czekając.', 'Kobieta siedzi.']);
  });
});

describe('removing_adjuncts: modifiers a noun needs stay', () => {
  // (both nouns have an adjective: prec_keep keeps the only genitive of a noun)
  it('siedzi na szerokim grzbiecie konia -/-> *siedzi na szerokim grzbiecie', () => {
    expect(removals('f13a-grzbiet')).toEqual(['Chłopiec siedzi na grzbiecie konia.', 'Chłopiec siedzi.']);
  });
  it('the genitive of a plain noun goes (positive control)', () => {
    expect(removals('f13a-grzbiet-ctrl')).toEqual([
      'Chłopiec siedzi na siodle konia.',
      'Chłopiec siedzi na szerokim siodle.',
      'Chłopiec siedzi.',
    ]);
  });
  it('strzela w pozycji leżącej -/-> *strzela w pozycji', () => {
    expect(removals('f13a-pozycja')).toEqual(['Żołnierz strzela.']);
  });
  it('wskutek ruchów tektonicznych -/-> *wskutek ruchów', () => {
    // the whole phrase stays too since session 15: powstać after its subject keeps its last adjunct (s15.test.ts)
    expect(removals('f13a-tektoniczne')).toEqual([]);
  });
});
