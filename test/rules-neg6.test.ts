// The bundled rules for negation on hand-written sentences (fixtures/pl/neg6.conllu): a created or
// performed object described by a relative clause or a comma-set participle phrase (*Zespół nie
// wydał albumu, który zdobył nagrodę), and faults from the sample with seed 9411.
import { beforeAll, describe, expect, it } from 'vitest';
import { generateFixture, textsOf, type Candidate } from './helpers/candidates.js';

const FIXTURE = 'fixtures/pl/neg6.conllu';

let cands: Candidate[] = [];

beforeAll(async () => {
  cands = await generateFixture(FIXTURE, { types: ['negation'] });
});

const texts = (id: string) => textsOf(cands, id);

describe('negation: a created object described by a relative clause', () => {
  it('a creation verb with a relative clause on its object is not negated (*Zespół nie wydał albumu, który zdobył nagrodę)', () => {
    expect(texts('n6-wydal-relcl')).toEqual([]);
  });
  it('a verb that does not create its object keeps the relative clause', () => {
    expect(texts('n6-kupil-relcl')).toEqual([
      'Zespół nie kupił albumu, który zdobył nagrodę.',
      'Żaden zespół nie kupił albumu, który zdobył nagrodę.',
    ]);
  });
  it('a creation verb in an infinitive under the negated verb counts too (*nie zaczął budować zamku, który stał)', () => {
    expect(texts('n6-zaczal-budowac')).toEqual([]);
  });
  it('a participle phrase set off by a comma asserts like a relative clause (*nie napisał powieści, nagrodzonej …)', () => {
    expect(texts('n6-napisal-ptcp-comma')).toEqual([]);
  });
  it('a restrictive participle without a comma stays', () => {
    expect(texts('n6-napisal-ptcp')).toEqual([
      'Nikt nie napisał powieści nagrodzonej w Krakowie.',
      'Pisarz nie napisał powieści nagrodzonej w Krakowie.',
      'Żaden pisarz nie napisał powieści nagrodzonej w Krakowie.',
    ]);
  });
});

describe('negation: reasons, consequences and sentential relatives (sample seed 9411)', () => {
  it('a reason clause supports the positive clause (*Chłopiec nie idzie do domu, bo pada deszcz)', () => {
    expect(texts('n6-bo')).toEqual([]);
  });
  it('control: a time clause with gdy is negated with its clause', () => {
    expect(texts('n6-bo-ctl')).toEqual([
      'Chłopiec nie idzie do domu, gdy pada deszcz.',
      'Nikt nie idzie do domu, gdy pada deszcz.',
      'Żaden chłopiec nie idzie do domu, gdy pada deszcz.',
    ]);
  });
  it('a dzięki phrase too (*Dzięki pomocy chłopiec nie zdał egzaminu)', () => {
    expect(texts('n6-dzieki')).toEqual([]);
  });
  it('control: a według phrase in the same place is no reason (Według matki chłopiec nie zdał egzaminu)', () => {
    expect(texts('n6-dzieki-ctl')).toEqual([
      'Według matki chłopiec nie zdał egzaminu.',
      'Według matki nikt nie zdał egzaminu.',
      'Według matki żaden chłopiec nie zdał egzaminu.',
    ]);
  });
  it('a consequence with więc follows from the positive clause (*Chłopiec nie zmarzł, więc poszedł do domu)', () => {
    expect(texts('n6-wiec')).toEqual([]);
  });
  it('control: gdy instead of więc is no consequence (Chłopiec nie zmarzł, gdy poszedł do domu)', () => {
    expect(texts('n6-wiec-ctl')).toEqual(['Chłopiec nie zmarzł, gdy poszedł do domu.']);
  });
  it('a sentential relative clause comments on the positive clause (*Chłopiec nie wygrał, co ucieszyło matkę)', () => {
    expect(texts('n6-co-relcl')).toEqual([]);
    // no one-change control: co cannot give way to another word without rewriting the clause (to ucieszyło matkę
    // still comments on the first clause)
  });
});

describe('negation: culminative and sudden-event adverbs (sample seed 9411)', () => {
  it('wreszcie presupposes the event (*Chłopiec nie zasnął wreszcie)', () => {
    expect(texts('n6-wreszcie')).toEqual([]);
  });
  it('control: szybko is no culminative adverb (Chłopiec nie zasnął szybko)', () => {
    expect(texts('n6-wreszcie-ctl')).toEqual(['Chłopiec nie zasnął szybko.']);
  });
  it('w końcu too (*W końcu chłopiec nie zasnął)', () => {
    expect(texts('n6-w-koncu')).toEqual([]);
  });
  it('control: w nocy is no culminative phrase (W nocy chłopiec nie zasnął)', () => {
    expect(texts('n6-w-koncu-ctl')).toEqual([
      'W nocy chłopiec nie zasnął.',
      'W nocy nikt nie zasnął.',
      'W nocy żaden chłopiec nie zasnął.',
    ]);
  });
  it('a fronted nagle away from the verb scopes over nie (*Nagle drzwi domu nie otworzyły się)', () => {
    expect(texts('n6-nagle-front')).toEqual([]);
  });
  it('nagle next to the verb is moved after it by nie_adverb_sie_before', () => {
    expect(texts('n6-nagle-adjacent')).toEqual(['Drzwi domu nie otworzyły się nagle.']);
  });
});

describe('negation: genitive forms (sample seed 9411)', () => {
  it('the bare accusative complement of stanowić takes the genitive (nie stanowią kolejnego dowodu)', () => {
    expect(texts('n6-stanowi')).toEqual(['Wyniki nie stanowią kolejnego dowodu.', 'Żadne wyniki nie stanowią kolejnego dowodu.']);
  });
  it('kara takes the noun genitive kary, not the adjectival karej', () => {
    expect(texts('n6-kara')).toEqual(['Sąd nie złagodził kary.', 'Żaden sąd nie złagodził kary.']);
  });
});

describe('negation: first-person speech acts (sample seed 9411)', () => {
  it('a speech act framing what the speaker says is performative (*Nie stwierdzam kworum, *Nie cytuję: …)', () => {
    expect(texts('n6-stwierdzam')).toEqual([]);
  });
  it('the same verb in the third person is negated', () => {
    expect(texts('n6-stwierdza')).toEqual([
      'Marszałek nie stwierdza kworum.',
      'Nikt nie stwierdza kworum.',
      'Żaden marszałek nie stwierdza kworum.',
    ]);
  });
  it('a modal with a performative infinitive too (*Nie mogę poinformować państwa o wynikach)', () => {
    expect(texts('n6-moge-poinformowac')).toEqual([]);
  });
  it('a first-person factive is Moore-paradoxical when negated (*Nie wiem, że to nieprawda)', () => {
    expect(texts('n6-wiem-ze')).toEqual([]);
  });
  it('control: the third person is no Moore paradox (Wie, że to nieprawda -> Nie wie, że to nieprawda)', () => {
    expect(texts('n6-wiem-ze-ctl')).toEqual(['Nie wie, że to nieprawda.']);
  });
});
