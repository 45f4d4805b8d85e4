// Faults the lead found reading real output between the reading rounds (fixtures/pl/lead.conllu);
// each test fails on the rules before its fix, and each has its control.
import { beforeAll, describe, expect, it } from 'vitest';
import { generateFixture, textsOf, type Candidate } from './helpers/candidates.js';

let cands: Candidate[] = [];

beforeAll(async () => {
  cands = await generateFixture('fixtures/pl/lead.conllu', { types: ['removing_adjuncts', 'swapping_rc_ptcp'], quiet: true });
}, 120_000);

const removal = (id: string) => textsOf(cands, id, (c) => c.type === 'removing_adjuncts');

describe('removing adjuncts', () => {
  it('the genitive object of a complex preposition (za osobistym pośrednictwem X) stays; a place noun loses its genitive', () => {
    // both nouns have an adjective: prec_keep (removing_adjuncts.drv, '--- prec ---') keeps a noun's only genitive
    expect(removal('lead-posrednictwo')).toEqual([
      'Ministerstwo poinformowało rząd.',
      'Za pośrednictwem ambasadora ministerstwo poinformowało rząd.',
    ]);
    expect(removal('lead-gabinet')).toEqual([
      'Ministerstwo poinformowało rząd.',
      'W gabinecie ambasadora ministerstwo poinformowało rząd.',
      'W osobistym gabinecie ministerstwo poinformowało rząd.',
    ]);
  });
  it('a negative evaluative adjective stays (niewystarczające zabezpieczenie is no protection); a positive one goes', () => {
    expect(removal('lead-zabezpieczenie')).toEqual([]);
    expect(removal('lead-dobre-zabezpieczenie')).toEqual(['Związek chwali zabezpieczenie.']);
  });
  it('a field keeps what it is a field of (pole golfowe -/-> pole); another place noun loses its classifier', () => {
    expect(removal('lead-pole')).toEqual([]);
    expect(removal('lead-boisko')).toEqual(['Zbudowano boisko.']);
  });
});

describe('swapping a participle for a relative clause', () => {
  const swapped = (id: string) => textsOf(cands, id, (c) => c.type === 'swapping_rc_ptcp');
  it('not a participle in quotation marks (*ekran, "który jest podzielony"); unquoted it is swapped', () => {
    expect(swapped('lead-cytat')).toEqual([]);
    expect(swapped('lead-bez-cytatu')).toEqual(['Firma planuje ekran, który jest podzielony.']);
  });
});
