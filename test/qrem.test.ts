// The bundled rules on hand-written sentences (fixtures/pl/qrem.conllu): faults found by reading
// removing_adjuncts output on PDB dev + PUD (session 4, qrem), each with a positive control.
import { beforeAll, describe, expect, it } from 'vitest';
import { generateFixture, textsOf, type Candidate } from './helpers/candidates.js';

let cands: Candidate[] = [];

beforeAll(async () => {
  cands = await generateFixture('fixtures/pl/qrem.conllu', { types: ['removing_adjuncts', 'removing_conjunct_in_adjunct'] });
});

const texts = (id: string) => textsOf(cands, id, (c) => c.type === 'removing_adjuncts');

describe('removing_adjuncts: the predicative jako-phrase of a verb of considering stays', () => {
  it('powinna być rozumiana jako reforma systemu -/-> powinna być rozumiana', () => {
    // prec_keep (removing_adjuncts.drv, '--- prec ---'): a noun keeps its only modifier when that is a genitive noun (reforma systemu)
    expect(texts('qrem-jako')).toEqual([]);
  });
  it('a jako-phrase that only adds a role may go (pracuje jako nauczyciel -> pracuje)', () => {
    expect(texts('qrem-jako-role')).toEqual(['Ojciec pracuje.']);
  });
});

describe('removing_adjuncts: a foreign word inside a nominal phrase is part of a name', () => {
  it('na Plaza de las Flores -/-> na Plaza de Flores', () => {
    expect(texts('qrem-plaza')).toEqual([]);
  });
  it('a foreign-tagged phrase of a verb may go (Na przemian śpiewają -> Śpiewają)', () => {
    expect(texts('qrem-vegas')).toEqual(['Śpiewają i tańczą.']);
  });
});

describe('removing_adjuncts: the place of a presentational verb before its subject stays', () => {
  it('mieszkało tam dwadzieścia rodzin -/-> mieszkało dwadzieścia rodzin', () => {
    expect(texts('qrem-rodziny')).toEqual(['W tym czasie mieszkały tam rodziny.']);
  });
  it('not when a place before the verb motivates the inversion (a kawałek dalej płynie po wodzie wiosło)', () => {
    // (wypadać keeps its only oblique: no "Chłopiec wypada, …")
    expect(texts('qrem-wioslo')).toEqual([
      'Chłopiec wypada z łodzi, a dalej płynie po wodzie wiosło.',
      'Chłopiec wypada z łodzi, a dalej płynie wiosło.',
      'Chłopiec wypada z łodzi, a kawałek dalej płynie wiosło.',
    ]);
  });
});

describe('removing_adjuncts: goals and places that a verb needs', () => {
  it('odesłała statki do portu -/-> odesłała statki', () => {
    expect(texts('qrem-odeslac')).toEqual([]);
  });
  it('zamieszkała w Krakowie -/-> zamieszkała; the time may go', () => {
    expect(texts('qrem-zamieszkala')).toEqual(['Kobieta zamieszkała w Krakowie.']);
  });
});

describe('punctuation: a dash left before the final full stop goes', () => {
  it('wystawa zdjęć inspirowanych morzem - autorstwa X. minus the nmod -> … morzem.', () => {
    expect(texts('qrem-dash')).toEqual([
      'Dużo uwagi przyciągnęła wystawa autorstwa Jana Nowaka.',
      'Dużo uwagi przyciągnęła wystawa zdjęć autorstwa Jana Nowaka.',
      'Dużo uwagi przyciągnęła wystawa zdjęć inspirowanych morzem.',
      // prec_keep (removing_adjuncts.drv, '--- prec ---'): a noun keeps its only modifier when that is a genitive noun: the reductions keep the last one
      // (dużo stays: a governing quantifier goes only from a subject, see numeral_keep in removing_adjuncts.drv)
    ]);
  });
});

describe('removing_adjuncts: round 2 (negation on the auxiliary, at-best hedges, exceptions, pochodzenie)', () => {
  it('Nie będę czekał długo -/-> Nie będę czekał (the negation hangs on the auxiliary)', () => {
    expect(texts('qrem-czekal')).toEqual([]);
  });
  it('without the negation the adverb may go', () => {
    expect(texts('qrem-czekal-aff')).toEqual(['Będę czekał.']);
  });
  it('oparte w najlepszym przypadku na luźnych skojarzeniach -/-> na skojarzeniach', () => {
    expect(texts('qrem-najlepszym')).toEqual([]);
  });
  it('without the hedge the adjective may go', () => {
    expect(texts('qrem-oparte')).toEqual(['Teorie są oparte na skojarzeniach.']);
  });
  it('an exception stays, and so does what it excepts; the whole phrase may go with its host', () => {
    expect(texts('qrem-wyjatek')).toEqual(['Lek stosuje się.']);
  });
  it('Pochodzenie nazwy jest niejasne -/-> Pochodzenie jest niejasne', () => {
    expect(texts('qrem-pochodzenie')).toEqual([]);
  });
});

describe('removing_adjuncts: round 3 (empty nouns, proportions, normative predicates, wtedy, ranks, przez cały, ranges)', () => {
  it('o sferze prywatnej -/-> o sferze; a plain noun may lose its adjective', () => {
    expect(texts('qrem-sfera')).toEqual([]);
    expect(texts('qrem-sprawa')).toEqual(['Rozmawiali o sprawie.']);
  });
  it('połowę ziemi uprawnej -/-> połowę ziemi; without the proportion the adjective may go', () => {
    expect(texts('qrem-polowa')).toEqual([]);
    expect(texts('qrem-ziemia')).toEqual(['Susza zniszczyła ziemię.']);
  });
  it('Przymusowy chrzest był nielegalny / wbrew przepisom -/-> Chrzest był …; częsty is no norm', () => {
    expect(texts('qrem-chrzest')).toEqual([]);
    expect(texts('qrem-chrzest-wbrew')).toEqual([]);
    expect(texts('qrem-chrzest-czesty')).toEqual(['Chrzest był częsty.']);
  });
  it('the time a later wtedy points back to stays (both may go together)', () => {
    expect(texts('qrem-wtedy')).toEqual([
      'Singiel ukazał się we wrześniu, ale piosenkarka mieszkała w Paryżu.',
      'Singiel ukazał się, ale piosenkarka mieszkała w Paryżu.',
    ]);
  });
  it('Młodszy inspektor -/-> Inspektor (a rank); Młodszy brat -> Brat', () => {
    expect(texts('qrem-inspektor')).toEqual([]);
    expect(texts('qrem-brat')).toEqual(['Brat apeluje o pomoc.']);
  });
  it('Przez całą wojnę -/-> Przez wojnę (a cause); the whole phrase may go', () => {
    expect(texts('qrem-przez')).toEqual(['Miasto było oblężone.']);
  });
  it('obniżona z 39 do 34 groszy -/-> obniżona z 39', () => {
    expect(texts('qrem-obnizona')).toEqual([]);
  });
});

describe('surface repairs: round 4 (capital after a colon and dash, z/ze, a stale closing comma)', () => {
  it('the word that now opens the quoted speech is capitalised (: - Niestety syn -> : - Syn)', () => {
    expect(texts('qrem-quote-cap')).toEqual([
      'Odpowiedział spokojnie: - Syn wyjechał.',
      'Odpowiedział: - Niestety syn wyjechał.',
      'Odpowiedział: - Syn wyjechał.',
    ]);
  });
  it('ze before a quoted title stays ze', () => {
    expect(texts('qrem-ze-quote')).toEqual(['Przebrali się za postaci ze „Stranger Things”.']);
  });
  it('z before an acronym stays z', () => {
    expect(texts('qrem-z-acronym')).toEqual(['Przyszli koledzy z SLD.']);
  });
  it('the comma that closed a deleted participle phrase goes; a plain removal keeps it', () => {
    expect(texts('qrem-stale-comma')).toEqual([
      'Jej ręka rosła.',
      'Jej ręka w świetle lampy rosła.',
      'Jej ręka wyciągnięta przed siebie rosła.',
      // prec_keep (removing_adjuncts.drv, '--- prec ---'): a noun keeps its only modifier when that is a genitive noun (w świetle lampy)
    ]);
  });
});

describe('round 5: quoted phrases, alternatives of a question, measure nouns', () => {
  it('no removal takes one quotation mark of a pair (z kolejnym „gorącym ziemniakiem”)', () => {
    expect(texts('qrem-ziemniak')).toEqual([]);
    expect(textsOf(cands, 'qrem-ziemniak', (c) => c.type === 'removing_conjunct_in_adjunct')).toEqual([
      'Rząd poradzi sobie z „gorącym ziemniakiem”.',
    ]);
  });
  it('the alternatives of a czy-question stay (stolicą wolną czy zależną)', () => {
    expect(textsOf(cands, 'qrem-czy', (c) => c.type === 'removing_conjunct_in_adjunct')).toEqual([]);
    expect(textsOf(cands, 'qrem-czy-decl', (c) => c.type === 'removing_conjunct_in_adjunct')).toEqual([
      'Miasto będzie stolicą bogatą.',
      'Miasto będzie stolicą wolną.',
    ]);
  });
  it('przy średniej dozie szczęścia -/-> przy dozie szczęścia / przy średniej dozie', () => {
    expect(texts('qrem-doza')).toEqual(['Inwestor zarobi.']);
  });
});

describe('round 6 (CDSC-like): held body parts, goals before a w-phrase of time, w wykonaniu', () => {
  it('trzymając rękę na plecach dziecka -/-> trzymając rękę / na plecach; the whole converb may go', () => {
    expect(texts('qrem-trzyma')).toEqual(['Kobieta stoi.']);
  });
  it('wchodzi do morza w pochmurny dzień -/-> wchodzi w pochmurny dzień', () => {
    expect(texts('qrem-wchodzi')).toEqual(['Mężczyzna wchodzi do morza.', 'Mężczyzna wchodzi.']);
  });
  it('premiera w wykonaniu aktorów -/-> premiera w wykonaniu', () => {
    expect(texts('qrem-wykonanie')).toEqual([
      'Odbyła się premiera sztuki.',
      'Odbyła się premiera w wykonaniu aktorów z Krakowa.',
      'Odbyła się premiera.',
    ]);
  });
});

describe('round 7: hidden places, a contrasting a, idioms, compass and direction nouns, a stale opening comma', () => {
  it('Pod skrzydłem zamku ukryta jest komnata -/-> Ukryta jest komnata', () => {
    expect(texts('qrem-ukryta')).toEqual([]);
  });
  it('control: zamknąć is no verb of position (Pod skrzydłem zamku zamknięta jest komnata -> Zamknięta jest komnata)', () => {
    expect(texts('qrem-ukryta-ctl')).toEqual(['Zamknięta jest komnata.']);
  });
  it('Miał plecak, a przed sobą dźwigał worek -/-> a dźwigał worek', () => {
    expect(texts('qrem-a-kontrast')).toEqual([]);
  });
  it('control: i instead of the contrasting a (and so no comma): Miał plecak i dźwigał worek', () => {
    expect(texts('qrem-a-kontrast-ctl')).toEqual(['Miał plecak i dźwigał worek.']);
  });
  it('polityczne samobójstwo -/-> samobójstwo', () => {
    expect(texts('qrem-samobojstwo')).toEqual([]);
  });
  it('polityczny błąd -> błąd: not the idiom (control)', () => {
    expect(texts('qrem-samobojstwo-ctrl')).toEqual(['Polityk popełni błąd.']);
  });
  it('na południowy wschód od miasta -/-> na wschód od miasta / na południowy wschód; the phrase may go whole', () => {
    expect(texts('qrem-wschod')).toEqual(['Elektrownia przestanie działać.']);
  });
  it('we właściwym kierunku -/-> w kierunku', () => {
    expect(texts('qrem-kierunek')).toEqual(['Idziemy.']);
  });
  it('control: obuwie is no complement noun (we właściwym obuwiu -> w obuwiu)', () => {
    expect(texts('qrem-kierunek-ctl')).toEqual(['Idziemy w obuwiu.', 'Idziemy.']);
  });
  it('the comma that opened a deleted relative clause but hangs on the noun goes', () => {
    expect(texts('qrem-opening-comma')).toEqual(['Moi przyjaciele pomogli mi.']);
  });
});

describe('round 7 (diff reading): how things turn out', () => {
  // (wczoraj, not inaczej or another manner adverb: those are kept by guards of their own, f16a)
  it('Sprawy mogły ułożyć się wczoraj -/-> mogły ułożyć się', () => {
    expect(texts('qrem-ulozyc')).toEqual([]);
  });
  it('control: skończyć się is no verb of turning out (mogły skończyć się wczoraj -> mogły skończyć się)', () => {
    expect(texts('qrem-ulozyc-ctl')).toEqual(['Sprawy mogły skończyć się.']);
  });
});

describe('profile: ze/we go back to z/w only where an edit made the pair (when final edited)', () => {
  it('the source’s own "we mgle" stays', () => {
    expect(texts('qrem-mgla')).toEqual(['W końcu wszystko znika.', 'Wszystko znika we mgle.', 'Wszystko znika.']);
  });
  it('a pair an edit made still switches (ze starym psem -> z psem)', () => {
    expect(texts('qrem-ze-psem')).toEqual(['Przyszła z psem.', 'Przyszła.']);
  });
});

describe('round 8: restriction to some, coraz, superlative domains, what is learnt', () => {
  it('są plagą na niektórych terenach -/-> są plagą', () => {
    expect(texts('qrem-niektore')).toEqual([]);
  });
  it('są plagą na rozległych terenach -> są plagą: no niektóry (control)', () => {
    expect(texts('qrem-niektore-ctrl')).toEqual(['Króliki są plagą.']);
  });
  it('a time with pewien may go (W pewnej chwili kot zasnął -> Kot zasnął)', () => {
    expect(texts('qrem-pewnej-chwili')).toEqual(['Kot zasnął.']);
  });
  it('jechał coraz szybciej -/-> jechał szybciej (the whole degree may go)', () => {
    expect(texts('qrem-coraz')).toEqual(['Tramwaj jechał.']);
  });
  // (on a predicate noun the superlative stays too: q2-grypa in qrem2.test.ts)
  it('największe miasto na zachód od Chin -/-> największe miasto; the superlative itself may go', () => {
    expect(texts('qrem-najwieksze')).toEqual(['Turyści zwiedzili miasto na zachód od Chin.', 'Turyści zwiedzili miasto.']);
  });
  it('Uczmy się patrzeć satyrycznie -/-> Uczmy się patrzeć', () => {
    expect(texts('qrem-uczmy')).toEqual([]);
  });
  it('control: starać się is no verb of learning (Starajmy się patrzeć satyrycznie -> Starajmy się patrzeć)', () => {
    expect(texts('qrem-uczmy-ctl')).toEqual(['Starajmy się patrzeć.']);
  });
});

describe('round 9: conditions, focus, fractions, idioms', () => {
  it('Jeżeli pojawią się nowe dowody, … -/-> Jeżeli pojawią się dowody, … (a weaker condition)', () => {
    expect(texts('qrem-jezeli')).toEqual([]);
  });
  it('Kiedy pojawią się nowe dowody, … -> Kiedy pojawią się dowody, …: not a condition (control)', () => {
    expect(texts('qrem-jezeli-ctrl')).toEqual(['Kiedy pojawią się dowody, sąd zmieni wyrok.']);
  });
  it('utrzymał się tylko przez rok -/-> utrzymał się; without tylko the time may go', () => {
    expect(texts('qrem-tylko')).toEqual([]);
    expect(texts('qrem-tylko-bez')).toEqual(['Podział utrzymał się.']);
  });
  // (the fixture was "sięgała pół miliona": pół over a genitive object is kept by numeral_keep as well, so the guard
  // of fractions was not what the test saw)
  it('wzrosła do pół miliona -/-> wzrosła do miliona; the whole phrase may go', () => {
    expect(texts('qrem-pol')).toEqual(['Populacja wzrosła.']);
  });
  it('control: okrągły is no fraction (do okrągłego miliona -> do miliona)', () => {
    expect(texts('qrem-pol-ctl')).toEqual(['Populacja wzrosła do miliona.', 'Populacja wzrosła.']);
  });
  it('zachować otwarty umysł -/-> zachować umysł', () => {
    expect(texts('qrem-umysl')).toEqual([]);
  });
  it('control: otwarty dostęp is no idiom (zachować otwarty dostęp -> zachować dostęp)', () => {
    expect(texts('qrem-umysl-ctl')).toEqual(['Trzeba zachować dostęp.']);
  });
});

describe('reading what appeared: downtoners, empty predicate nouns, the oblique of znajdować się', () => {
  it('jest nieco niewiarygodna -/-> jest niewiarygodna', () => {
    expect(texts('qrem-nieco')).toEqual([]);
  });
  it('jest bardzo niewiarygodna -> jest niewiarygodna: an intensifier, not a downtoner (control)', () => {
    expect(texts('qrem-nieco-ctrl')).toEqual(['Historia jest niewiarygodna.']);
  });
  // (without the nie of the reviewed sentence: prec_neg_keep would keep the phrase after it in both)
  it('jestem osobą nieskazitelnego charakteru -/-> jestem osobą', () => {
    expect(texts('qrem-osoba')).toEqual([]);
  });
  it('jestem lekarzem nieskazitelnego charakteru -> jestem lekarzem: not an empty noun (control)', () => {
    expect(texts('qrem-osoba-ctrl')).toEqual(['Jestem lekarzem.']);
  });
  it('Dziś znajdujemy się na początku dekady -/-> Znajdujemy się; Dziś may go', () => {
    expect(texts('qrem-znajdujemy')).toEqual(['Znajdujemy się na początku dekady.']);
  });
});

describe('round 10: the end of a time span, całość', () => {
  it('reprezentująca do 2010 roku mieszkańców -/-> reprezentująca mieszkańców (now still); the phrase may go whole', () => {
    expect(texts('qrem-do-roku')).toEqual(['Partia przegrała.']);
  });
  it('tworzyło całość nieudanego przedstawienia -/-> tworzyło całość; the adjective may go', () => {
    expect(texts('qrem-calosc')).toEqual(['Wszystko to tworzyło całość przedstawienia.']);
  });
});
