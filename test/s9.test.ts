// Session 9's fixes, on hand-written PDB-style input (fixtures/pl/s9.conllu).
import { beforeAll, describe, expect, it } from 'vitest';
import { generateFixture, textsOf, ofType, type Candidate } from './helpers/candidates.js';

let cands: Candidate[] = [];

beforeAll(async () => {
  cands = await generateFixture('fixtures/pl/s9.conllu', { types: ['passivisation', 'removing_adjuncts', 'dropping_conjunction', 'removing_conjunct_in_adjunct'] });
});

describe('capitals of a moved first word', () => {
  it('a title before a proper name in flat is lower-cased when it leaves the front (przez ministra Nowaka)', () => {
    expect(textsOf(cands, 's9-title-name', ofType('passivisation'))).toEqual(['Ustawa została podpisana przez ministra Nowaka.']);
  });
  it('control: an institution named by noun and capitalised adjective keeps its capital (przez Radę Europejską)', () => {
    expect(textsOf(cands, 's9-institution-name', ofType('passivisation'))).toEqual(['Raport został przyjęty przez Radę Europejską.']);
  });
});

describe('a comma pair around an adverbial insertion (review 22d g92, g105)', () => {
  it('both commas go: with the insertion, or with the phrase before it when the insertion stays', () => {
    expect(textsOf(cands, 's9-paired-comma', ofType('removing_adjuncts'))).toEqual([
      'W czasie wojny żołnierze budowali most.',
      'W czasie wojny, w tajemnicy, żołnierze budowali most.',
      'W wielkiej tajemnicy żołnierze budowali most.',
      'Żołnierze budowali most.',
    ]);
  });
  it('control: the comma that also closes a clause before the insertion stays (hung on the clause or on the verb)', () => {
    for (const id of ['s9-paired-comma-clause', 's9-paired-comma-clause-root'])
      expect(textsOf(cands, id, ofType('removing_adjuncts'))).toEqual([
        'Kiedy zapadła noc, w tajemnicy, żołnierze budowali most.',
        'Kiedy zapadła noc, żołnierze budowali most.',
      ]);
  });
  it('control: the comma stays where a conjunct follows that lost its own comma with the insertion', () => {
    expect(textsOf(cands, 's9-paired-comma-conjunct', ofType('removing_adjuncts'))).toEqual(['Jan wstał, wypił kawę.']);
  });
  it('before a conjunction hung on the first conjunct: a simple i takes no comma, an adversative a keeps it', () => {
    expect(textsOf(cands, 's9-paired-comma-flat-cc', ofType('removing_adjuncts'))).toEqual(['Jan wstał i wypił kawę.']);
    expect(textsOf(cands, 's9-paired-comma-flat-a', ofType('removing_adjuncts'))).toEqual(['Jan wstał, a Maria wypiła kawę.']);
  });
});

describe('bare arguments labelled plain obl (UD Polish LFG style, fixtures/pl/s9-lfg.conllu; review 22e)', () => {
  let lfg: Candidate[] = [];
  beforeAll(async () => {
    lfg = await generateFixture('fixtures/pl/s9-lfg.conllu', { types: ['removing_adjuncts'] });
  });
  it('a bare accusative noun of a verb with no object is its object (ma rację); the adverb goes', () => {
    expect(textsOf(lfg, 's9-lfg-acc-object', ofType('removing_adjuncts'))).toEqual(['Pan ma rację.']);
  });
  it('control: a bare accusative time measure is an adjunct (milczał chwilę)', () => {
    expect(textsOf(lfg, 's9-lfg-acc-measure', ofType('removing_adjuncts'))).toEqual(['Ojciec milczał.']);
  });
  it('a bare instrumental noun of a verb that governs the instrumental is its argument (zajmuję się heraldyką)', () => {
    expect(textsOf(lfg, 's9-lfg-ins-argument', ofType('removing_adjuncts'))).toEqual(['Zajmuję się heraldyką.']);
  });
  it('control: a bare instrumental path of another verb is an adjunct (jechał ulicą)', () => {
    expect(textsOf(lfg, 's9-lfg-ins-path', ofType('removing_adjuncts'))).toEqual(['Tramwaj jechał ulicą.', 'Tramwaj jechał wolno.', 'Tramwaj jechał.']);
  });
  it('a bare accusative pronoun of any kind is an object (wszystko pamięta)', () => {
    expect(textsOf(lfg, 's9-lfg-pron-object', ofType('removing_adjuncts'))).toEqual(['Jan wszystko pamięta.']);
  });
});

describe('dropping_conjunction needs one subject for both predicates (review 22e g0, g3, g5, g9)', () => {
  it('a second predicate in another person has a subject of its own: no participle', () => {
    expect(textsOf(cands, 's9-other-person', ofType('dropping_conjunction'))).toEqual([]);
  });
  it('a second predicate in another number has a subject of its own: no participle', () => {
    expect(textsOf(cands, 's9-other-number', ofType('dropping_conjunction'))).toEqual([]);
    expect(textsOf(cands, 's9-other-number-2', ofType('dropping_conjunction'))).toEqual([]);
  });
  it('control: the same person and number share the subject', () => {
    expect(textsOf(cands, 's9-same-subject', ofType('dropping_conjunction'))).toEqual([
      'Czekająca na obiad mama czyta gazetę.',
      'Czytająca gazetę mama czeka na obiad.',
      'Mama czyta gazetę, czekając na obiad.',
      'Mama, czytając gazetę, czeka na obiad.',
    ]);
  });
});

describe('fixed coordinations (review 22e g28)', () => {
  it('prędzej czy później keeps both halves when the comparative is lemmatised to its positive (prędko)', () => {
    expect(textsOf(cands, 's9-sooner-or-later', ofType('removing_conjunct_in_adjunct'))).toEqual([]);
  });
});
