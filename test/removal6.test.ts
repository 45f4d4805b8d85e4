// Adjunct removal on the hand-written trees of fixtures/pl/removal6.conllu: the place a later tam
// points back to when tam hangs on the clause's own verb or on the adjunct's head (nodes of a without
// block never coincide with matched ones), and faults from a read of 50 removing_adjuncts candidates
// (seed 8804).
import { beforeAll, describe, expect, it } from 'vitest';
import { generateFixture, textsInOrder, type Candidate } from './helpers/candidates.js';

let cands: Candidate[] = [];

beforeAll(async () => {
  cands = await generateFixture('fixtures/pl/removal6.conllu', { types: ['removing_adjuncts'], quiet: true });
}, 120_000);

const texts = (id: string) => textsInOrder(cands, id);

describe('adjunct removal guards (6)', () => {
  it('a clause holding the place of a tam on the root verb stays (-/-> Zamieszkał tam u ciotki)', () => {
    expect(texts('ra6-tam-conv')).toEqual([
      'Przyjechawszy do miasta, zamieszkał u ciotki.',
      'Przyjechawszy do miasta, zamieszkał tam.',
      // zamieszkać needs its place (fixtures/pl/qrem.conllu): the full reduction keeps one
      'Zamieszkał u ciotki.',
    ]);
  });
  it('a noun\'s place phrase that tam points back to stays (Turyści z gór wracają tam -/-> Turyści wracają tam)', () => {
    expect(texts('ra6-tam-noun')).toEqual([
      'Turyści z gór wracają chętnie.',
      'Turyści z gór wracają tam.',
      'Turyści wracają.',
    ]);
  });
  it('a resumptive tam on the same verb keeps its place (Na wsi tam ludzie … -/-> Tam ludzie …)', () => {
    expect(texts('ra6-tam-resumptive')).toEqual([
      'Na wsi ludzie chętnie mówią gwarą.',
      'Na wsi tam ludzie mówią gwarą.',
      'Na wsi tam ludzie chętnie mówią.',
      'Ludzie mówią.',
    ]);
  });
  it('miejsce keeps its modifier (w miejscach stacjonowania -/-> w miejscach)', () => {
    expect(texts('ra6-miejsce')).toEqual(['Żołnierze chorowali.']);
  });
  it('a reduplicated phrase stays whole (fala za falą -/-> fala)', () => {
    expect(texts('ra6-fala')).toEqual(['Nadciągają.']);
  });
  it('a modifier deep under a negative pronoun stays (nic wyraźnie dziwnego -/-> nic dziwnego)', () => {
    expect(texts('ra6-nic')).toEqual([]);
  });
  it('a repeated noun keeps what tells its mentions apart (herbatę z cytryną lub herbatę z mlekiem)', () => {
    expect(texts('ra6-powtorzony')).toEqual(['Jan pije herbatę z cytryną lub herbatę z mlekiem.']);
  });
  it('the set of a numeral partitive keeps its modifier (jeden z trzech starszych chirurgów)', () => {
    expect(texts('ra6-partytyw')).toEqual(['Przyszedł jeden ze starszych chirurgów.', 'Przyszedł jeden z chirurgów.']);
  });
  it('w tym wypadku is a condition and stays (-/-> Sen jest dobrym lekarstwem)', () => {
    expect(texts('ra6-wypadek')).toEqual(['Sen w tym wypadku jest lekarstwem.']);
  });
  it('the ruler of dominacja stays (Hiszpańska dominacja -/-> Dominacja)', () => {
    // (długo stays too since removal9: the amount of trwać is no adjunct)
    expect(texts('ra6-dominacja')).toEqual([]);
  });
  it('control: moda is no noun of rule (Hiszpańska moda -> Moda)', () => {
    expect(texts('ra6-dominacja-ctl')).toEqual(['Moda trwała długo.']);
  });
  it('the degree of an adverb before nie stays (już tak często nie kłamią -/-> już często nie)', () => {
    expect(texts('ra6-tak-czesto')).toEqual([]);
  });
  it('what a phase verb starts stays (zaczęli grać lepiej -/-> zaczęli grać)', () => {
    expect(texts('ra6-zaczac')).toEqual(['Piłkarze zaczęli grać lepiej.']);
  });
  it('the place of znaleźć można stays (-/-> Wzmiankę o mieście znaleźć można.)', () => {
    expect(texts('ra6-mozna')).toEqual(['Wzmiankę o mieście znaleźć można w kronice.']);
  });
  it('the adverb after a contrasting a stays (zjadł obiad, a potem zasnął -/-> a zasnął)', () => {
    expect(texts('ra6-a-potem')).toEqual([]);
  });
  it('control: i instead of the contrasting a (and so no comma): zjadł obiad i potem zasnął -> i zasnął', () => {
    expect(texts('ra6-a-potem-ctl')).toEqual(['Jan zjadł obiad i zasnął.']);
  });
});
