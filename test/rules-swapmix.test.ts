// The bundled rules for swapping_rc_ptcp and removing_conjunct_in_adjunct on hand-written
// sentences (fixtures/pl/swapmix.conllu), from a read of 120 candidates (seed 9677): a weak
// personal pronoun in a new relative clause goes before the verb, and the comma that opens a
// coordination stays when its first conjunct goes.
import { beforeAll, describe, expect, it } from 'vitest';
import { generateFixture, textsOf, type Candidate } from './helpers/candidates.js';

const FIXTURE = 'fixtures/pl/swapmix.conllu';

let cands: Candidate[] = [];

beforeAll(async () => {
  cands = await generateFixture(FIXTURE, { types: ['swapping_rc_ptcp', 'removing_conjunct_in_adjunct'] });
});

const texts = (id: string, type: string) => textsOf(cands, id, (c) => c.type === type);

describe('swapping_rc_ptcp', () => {
  it('a weak pronoun of the participle goes right after który, before the verb', () => {
    expect(texts('sm-pron', 'swapping_rc_ptcp')).toEqual(['Dziewczynka głaszcze psa, który jej towarzyszy.']);
  });

  it('a pronoun after a preposition stays after the verb', () => {
    expect(texts('sm-pron-prep', 'swapping_rc_ptcp')).toEqual(['Dzieci głaszczą psa, który biegnie do nas.']);
  });
});

describe('removing_conjunct_in_adjunct', () => {
  it('the comma before a coordinated prepositional phrase stays when its first conjunct goes', () => {
    expect(texts('sm-comma-prep', 'removing_conjunct_in_adjunct')).toEqual([
      'Chłopiec siedzi na ławce, obok kota.',
      'Chłopiec siedzi na ławce, obok psa.',
    ]);
  });

  it('the comma before coordinated participles stays when the first goes', () => {
    expect(texts('sm-comma-ptcp', 'removing_conjunct_in_adjunct')).toEqual([
      'Na stole leżą mapy, przedstawiające góry.',
      'Na stole leżą mapy, używane w szkole.',
    ]);
  });
});
