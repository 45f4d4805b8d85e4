// The bundled rules on hand-written sentences (fixtures/pl/qneg.conllu, fixtures/pl/qneg-mix.conllu):
// negation and mixing_dependents faults found reading PDB dev + PUD output (notes: session 4, qneg).
import { beforeAll, describe, expect, it } from 'vitest';
import { generateFixture, textsOf, type Candidate } from './helpers/candidates.js';

let neg: Candidate[] = [];
let mix: Candidate[] = [];

beforeAll(async () => {
  neg = await generateFixture('fixtures/pl/qneg.conllu', { types: ['negation'] });
  mix = await generateFixture('fixtures/pl/qneg-mix.conllu', { types: ['mixing_dependents'], donors: 50 });
});

const negTexts = (id: string) => textsOf(neg, id);
const mixTexts = (id: string, rule: string) => textsOf(mix, id, (c) => c.rule === rule);

describe('negation: an adverb moved behind the verb goes after a pronoun object', () => {
  it('Najpierw poprosili ją -> Nie poprosili jej najpierw (not *najpierw jej)', () => {
    expect(negTexts('qn-najpierw')).toEqual(['Nie poprosili jej najpierw o pomoc.']);
  });
  it('control: a noun object follows the moved adverb', () => {
    expect(negTexts('qn-szybko-ja')).toEqual(['Nie poprosili szybko lekarza o pomoc.']);
  });
});

describe('negation: an emphatic adverb on a verb of knowing with a clause is not negated', () => {
  it('poeta świetnie wiedział, że … -/-> *nie wiedział świetnie', () => {
    expect(negTexts('qn-swietnie')).toEqual([]);
  });
  it('control: wcześniej is no emphatic degree (Poeta wcześniej nie wiedział, że …)', () => {
    expect(negTexts('qn-swietnie-ctl')).toEqual([
      'Nikt wcześniej nie wiedział, że wiosna przyjdzie.',
      'Poeta wcześniej nie wiedział, że wiosna przyjdzie.',
      'Żaden poeta wcześniej nie wiedział, że wiosna przyjdzie.',
    ]);
  });
  it('control: without the adverb all variants', () => {
    expect(negTexts('qn-wiedzial')).toEqual([
      'Nikt nie wiedział, że wiosna przyjdzie.',
      'Poeta nie wiedział, że wiosna przyjdzie.',
      'Żaden poeta nie wiedział, że wiosna przyjdzie.',
    ]);
  });
});

describe('negation: a superlative adverb scopes over nie', () => {
  it('Najbardziej gwałtownie grypa zaatakowała -/-> *Najbardziej gwałtownie (żadna) grypa nie zaatakowała', () => {
    expect(negTexts('qn-grypa')).toEqual([]);
  });
  it('control: a positive adverb moves behind the verb', () => {
    expect(negTexts('qn-gwaltownie')).toEqual(['Grypa nie zaatakowała gwałtownie na północy.']);
  });
});

describe('negation: a relative clause on the new subject of a verb of coming into being', () => {
  it('Rozwinęła się przyjaźń, która trwała latami -/-> *Nie rozwinęła się przyjaźń, która trwała', () => {
    expect(negTexts('qn-relacja')).toEqual([]);
  });
  it('control: without the relative clause', () => {
    expect(negTexts('qn-relacja-bez')).toEqual(['Nie rozwinęła się między nimi przyjaźń.']);
  });
});

describe('negation: coordinated predicates framing a quotation are not negated', () => {
  it('- Jest ciężko - powiedziała Marta i położyła … -/-> *nie powiedziała … i nie położyła', () => {
    expect(negTexts('qn-marta')).toEqual([]);
  });
  it('control: an inserted source phrase (Według matki) is no frame', () => {
    expect(negTexts('qn-wedlug')).toEqual(['Według matki Marta nie wstała i nie położyła ręki na stole.']);
  });
});

describe('mixing_dependents: donor phrases', () => {
  it('a donor split by its verb (Tym większą widzę potrzebę pomocy) is not used; a whole one is', () => {
    expect(mixTexts('qm-kobieta', 'object')).toEqual(['Kobieta widziała szansę.']);
  });
  it('a name with a stray instrumental member (Stealers Wheel Eganem) is not used', () => {
    expect(mixTexts('qm-sheppard', 'noun_modifier_bare')).toEqual(['Słuchał płyty zespołu Queen.']);
    expect(mixTexts('qm-queen', 'noun_modifier_bare')).toEqual(['Znał piosenki zespołu Sheppard.']);
  });
  it('control: the misparsed sentence still takes donors', () => {
    expect(mixTexts('qm-egan', 'noun_modifier_bare')).toEqual([
      'Spotkał się z kolegą z zespołu Queen.',
      'Spotkał się z kolegą z zespołu Sheppard.',
    ]);
  });
});

describe('negation: a substitutive zamiast before the verb needs the positive', () => {
  it('Zamiast mózgu miał w głowie gąbkę -/-> *Zamiast mózgu nie miał', () => {
    expect(negTexts('qn-zamiast')).toEqual([]);
  });
  it('control: zamiast after the verb stays with the object', () => {
    expect(negTexts('qn-zamiast-po')).toEqual(['Nie miał w głowie gąbki zamiast mózgu.']);
  });
});

describe('negation: a particularising w szczególności on the verb scopes over nie', () => {
  it('Umowa określa w szczególności termin -/-> *nie określa w szczególności', () => {
    expect(negTexts('qn-szczegolnosci')).toEqual([]);
  });
  it('control: a manner adverb in the place of w szczególności (Umowa nie określa precyzyjnie terminu)', () => {
    expect(negTexts('qn-szczegolnosci-ctl')).toEqual([
      'Umowa nie określa precyzyjnie terminu.',
      'Żadna umowa nie określa precyzyjnie terminu.',
    ]);
  });
  it('control: without it', () => {
    expect(negTexts('qn-umowa')).toEqual(['Umowa nie określa terminu.', 'Żadna umowa nie określa terminu.']);
  });
});

describe('negation: no żaden for an ordinal-marked or abstract subject', () => {
  it('Pierwsze wydanie -/-> *Żadne pierwsze wydanie; the nie variant stays', () => {
    expect(negTexts('qn-wydanie')).toEqual(['Pierwsze wydanie nie sprzedało się szybko.']);
  });
  it('Globalne ocieplenie -/-> *Żadne (globalne) ocieplenie; the nie variant stays', () => {
    expect(negTexts('qn-ocieplenie')).toEqual(['Globalne ocieplenie nie spowodowało suszy.']);
  });
});

describe('negation, round 3', () => {
  it('an evidential frame is not negated: Okazuje się, że … -/-> *Nie okazuje się, że …', () => {
    expect(negTexts('qn-okazuje')).toEqual([]);
  });
  it('an identifying właśnie before the verb scopes over nie: *To właśnie nie cieszy matki', () => {
    expect(negTexts('qn-wlasnie')).toEqual([]);
    expect(negTexts('qn-to')).toEqual(['To nie cieszy matki.']);
  });
  it('a multiword name takes no żaden (*Żadna Orkiestra); a common noun phrase does', () => {
    expect(negTexts('qn-orkiestra')).toEqual(['Wielka Orkiestra Świątecznej Pomocy nie zagrała w niedzielę.']);
    expect(negTexts('qn-orkiestra-mala')).toEqual([
      'Szkolna orkiestra nie zagrała w niedzielę.',
      'Żadna orkiestra nie zagrała w niedzielę.',
      'Żadna szkolna orkiestra nie zagrała w niedzielę.',
    ]);
  });
  it('a numbered occasion (po raz szósty) scopes over nie', () => {
    expect(negTexts('qn-szosty')).toEqual([]);
  });
});

describe('negation: a bare pani / pan is the polite "you"', () => {
  it('Pani zna drogę -/-> *Żadna pani nie zna drogi', () => {
    expect(negTexts('qn-pani')).toEqual(['Nikt nie zna drogi.', 'Pani nie zna drogi.']);
  });
});
