// Session 9's fixes, on hand-written PDB-style input (fixtures/pl/s9.conllu).
import { beforeAll, describe, expect, it } from 'vitest';
import { generateFixture, textsOf, ofType, type Candidate } from './helpers/candidates.js';

let cands: Candidate[] = [];

beforeAll(async () => {
  cands = await generateFixture('fixtures/pl/s9.conllu', { types: ['passivisation'] });
});

describe('capitals of a moved first word', () => {
  it('a title before a proper name in flat is lower-cased when it leaves the front (przez ministra Nowaka)', () => {
    expect(textsOf(cands, 's9-title-name', ofType('passivisation'))).toEqual(['Ustawa została podpisana przez ministra Nowaka.']);
  });
  it('control: an institution named by noun and capitalised adjective keeps its capital (przez Radę Europejską)', () => {
    expect(textsOf(cands, 's9-institution-name', ofType('passivisation'))).toEqual(['Raport został przyjęty przez Radę Europejską.']);
  });
});
