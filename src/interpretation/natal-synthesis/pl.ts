/** The Polish natal synthesis texts (see writer.ts). */
import type { Element, Modality } from '../../astro/sign-qualities.ts';
import type { Planet } from '../../astro/vocabulary.ts';
import { aspectTo, PL_ASPECTS } from '../pl/aspects.ts';
import { pluralOf, polish } from '../pl/grammar.ts';
import { PL_NATAL, PL_POINT_NAMES } from '../pl/points.ts';
import { inSign } from '../pl/zodiac.ts';
import { capitalize, listOf, paragraph } from '../sentences.ts';
import { type AspectTextPoint, cycle, type MajorAspect, type NatalSynthesisWriter } from './writer.ts';

const P = (p: AspectTextPoint) => PL_POINT_NAMES[p];
const names = (ps: readonly Planet[]) =>
  listOf(
    ps.map((p) => P(p).nom),
    'i',
  );
/** Numerals from two to ten with "planeta" in the form they govern: "trzy planety", "pięć planet". */
const PLANETS_BY_NUMBER = [
  '',
  'jedna planeta',
  'dwie planety',
  'trzy planety',
  'cztery planety',
  'pięć planet',
  'sześć planet',
  'siedem planet',
  'osiem planet',
  'dziewięć planet',
  'dziesięć planet',
];
/** The verb after a counted subject: plural after "few" numerals (2–4, 22–24 …), singular after "one" and "many" ("pięć planet stoi"). */
const verbFor = (n: number, singular: string, plural: string) => (pluralOf(n) === 'few' ? plural : singular);
/** The element in the genitive: "znaki ognia". */
const ELEMENT: Record<Element, string> = { fire: 'ognia', earth: 'ziemi', air: 'powietrza', water: 'wody' };
/** Modality adjectives in the genitive plural, agreeing with "znaków" / "znakach" (locative plural has the same form). */
const MODALITY: Record<Modality, string> = { cardinal: 'kardynalnych', fixed: 'stałych', mutable: 'zmiennych' };
/** Modality adjectives in the nominative plural (non-masculine-personal), as subjects: "przeważają znaki stałe". */
const MODALITY_NOM: Record<Modality, string> = { cardinal: 'kardynalne', fixed: 'stałe', mutable: 'zmienne' };
/** Feminine numerals (agreeing with "planeta") without the noun: "pięć stoi", "trzy stoją". */
const NUMERAL = [
  'żadna',
  'jedna',
  'dwie',
  'trzy',
  'cztery',
  'pięć',
  'sześć',
  'siedem',
  'osiem',
  'dziewięć',
  'dziesięć',
];
/** What an element gives, in the accusative. */
const ELEMENT_GIFT: Record<Element, string> = {
  fire: 'entuzjazm, odwagę i chęć działania',
  earth: 'cierpliwość, zmysł praktyczny i wyczucie tego, co trwałe',
  air: 'pomysły, rozmowę i umiejętność nabrania dystansu',
  water: 'uczucie, intuicję i subtelne wyczucie innych',
};
const ELEMENT_LACK: Record<Element, string> = {
  fire: 'spontaniczności i wiary w siebie trzeba się uczyć, zamiast uważać je za oczywiste',
  earth: 'rutyna, pieniądze i ciało wymagają więcej świadomej troski, niż Ci się wydaje',
  air: 'rozmowa o uczuciu, by je sobie wyjaśnić, nie przychodzi Ci naturalnie',
  water: 'uczucia łatwiej Ci analizować niż przeżywać',
};
const MODALITY_WAY: Record<Modality, string> = {
  cardinal: 'zaczynasz, robisz pierwszy krok i wskazujesz kierunek',
  fixed: 'trzymasz kurs, budujesz powoli i doprowadzasz do końca to, co zaczynasz',
  mutable: 'dostosowujesz się, szybko się uczysz i zmieniasz kurs, gdy życie tego wymaga',
};
const HEMISPHERE: Record<'north' | 'south' | 'east' | 'west', string> = {
  south:
    'Większość planet stoi nad horyzontem, w domach życia publicznego: żyjesz na zewnątrz, a wiele z Twojego rozwoju dzieje się na oczach innych.',
  north:
    'Większość planet stoi pod horyzontem, w domach prywatnych: Twoje życie zapuszcza korzenie w domu, w świecie wewnętrznym i wśród najbliższych, a dojrzewasz we własnym tempie.',
  east: 'Wschodnia połowa, strona Ascendentu, skupia większość planet: masz skłonność do wytyczania własnej drogi i ufania własnej inicjatywie.',
  west: 'Zachodnia połowa, strona Descendentu, skupia większość planet: ożywasz w relacjach, a wiele z tego, co osiągasz, przychodzi przez innych.',
};
const TITLE = {
  'grand-trine': 'Wielki trygon',
  't-square': 'Kwadratura T',
  'grand-cross': 'Wielki krzyż',
  yod: 'Yod',
  kite: 'Latawiec',
} as const;
/** The aspect in the nominative and the accusative. */
const ASPECT_FORMS: Record<MajorAspect, { nom: string; acc: string }> = {
  conjunction: { nom: 'koniunkcja', acc: 'koniunkcję' },
  opposition: { nom: 'opozycja', acc: 'opozycję' },
  trine: { nom: 'trygon', acc: 'trygon' },
  square: { nom: 'kwadratura', acc: 'kwadraturę' },
  sextile: { nom: 'sekstyl', acc: 'sekstyl' },
};
const ASPECT_OPENINGS: ((a: AspectTextPoint, x: MajorAspect, b: AspectTextPoint) => string)[] = [
  (a, x, b) => `${P(a).nom} i ${P(b).nom} tworzą ${ASPECT_FORMS[x].acc}.`,
  (a, x, b) => `Między ${P(a).ins} a ${P(b).ins} zachodzi ${ASPECT_FORMS[x].nom}.`,
  (a, x, b) => `Twój horoskop łączy ${P(a).acc} i ${P(b).acc} poprzez ${ASPECT_FORMS[x].acc}.`,
  (a, x, b) => `${capitalize(ASPECT_FORMS[x].nom)} łączy ${P(a).acc} i ${P(b).acc}.`,
];
const ASPECT_MEANING: Record<MajorAspect, string[]> = {
  conjunction: [
    'Tutaj obie siły działają jak jedna: rzadko przeżywasz jedną bez drugiej.',
    'Tak stopione, każda z nich zabarwia wszystko, co robi druga.',
    'Koniunkcja skupia: czego chce jedna strona, to druga wzmacnia.',
  ],
  opposition: [
    'Przeżywasz je jak dwa bieguny, a życie prosi, by utrzymać w rękach oba, zamiast wybierać.',
    'Często inni ludzie uosabiają jedną stronę tej pary, dopóki nie uznasz obu za swoje.',
    'Wahanie się między nimi uczy równowagi, powoli, a czasem przez konflikt.',
  ],
  trine: [
    'Obie siły wspierają się bez wysiłku: to talent, który łatwo uznać za oczywisty.',
    'Ten przepływ to zasób, z którego warto korzystać celowo, a nie tylko się nim cieszyć.',
    'Harmonia między nimi sprawia, że ta dziedzina życia przychodzi Ci naturalnie.',
  ],
  square: [
    'Obie siły ocierają się o siebie; tarcie jest niewygodne, ale popycha Cię do budowania.',
    'Napięcie między nimi wymaga decyzji, a każda decyzja Cię wzmacnia.',
    'To kontakt roboczy: tutaj wysiłek daje więcej niż gdzie indziej.',
  ],
  sextile: [
    'Obie siły współpracują, gdy dasz im powód: niewielki wysiłek otwiera te drzwi.',
    'Między nimi rodzą się okazje, które nagradzają inicjatywę.',
    'Łagodna więź, która rośnie dzięki praktyce i ciekawości.',
  ],
};
const ASPECT_LINKS: ((x: string, y: string) => string)[] = [
  (x, y) => `Aspekt wiąże dwie dziedziny: z jednej strony ${x}, z drugiej ${y}.`,
  (x, y) => `W grze są z jednej strony ${x}, a z drugiej ${y}.`,
  (x, y) => `W praktyce kształtują się nawzajem dwie sfery: ${x} z jednej strony, ${y} z drugiej.`,
  (x, y) => `Ten kontakt łączy dwie sfery: po jednej stronie ${x}, po drugiej ${y}.`,
];

/** "oba" for two points of which at least one is masculine or neuter, "obie" for two feminine ones. */
const both = (a: AspectTextPoint, b: AspectTextPoint) => (P(a).g === 'f' && P(b).g === 'f' ? 'obie' : 'oba');

export const plSynthesis: NatalSynthesisWriter = {
  stellium(s) {
    const where = s.by === 'sign' ? inSign(s.sign) : `w ${s.houses[0]}. domu`;
    const n = s.members.length;
    const counted = n < PLANETS_BY_NUMBER.length ? PLANETS_BY_NUMBER[n] : `${n} planet`;
    return {
      title: `Stellium ${where}`,
      body: polish(
        paragraph([
          `${capitalize(counted)} ${verbFor(n, 'gromadzi się', 'gromadzą się')} ${where}: ${names(s.members)}.`,
          s.by === 'sign'
            ? `Taki ciężar w jednym znaku daje Ci jego charakter w skoncentrowanej postaci; mocno naznacza Cię żywioł ${ELEMENT[s.element]} i sposób działania znaków ${MODALITY[s.modality]}.`
            : 'Taki ciężar w jednym domu czyni tę dziedzinę życia główną sceną: to tam najpierw przeżywasz tematy tych planet.',
          s.by === 'sign' && s.houses.length > 0
            ? `${s.houses.length > 1 ? 'Stoją w domach' : 'Stoją w domu'} ${listOf(s.houses.map(String), 'i')} i tam ta koncentracja daje o sobie znać.`
            : `Większość z nich stoi ${inSign(s.sign)}, a ten znak nadaje ton całemu domowi.`,
          'Stellium daje skupienie; równowagę przynosi to, co zostaje poza nim.',
        ]),
      ),
    };
  },
  pattern(p) {
    const apex = p.apex;
    const sentences: string[] = [];
    switch (p.kind) {
      case 'grand-trine':
        sentences.push(
          `${names(p.members)} są połączone trzema trygonami w zamknięty krąg${p.element ? ` żywiołu ${ELEMENT[p.element]}` : ''}.`,
          p.element
            ? `Daje Ci to ${ELEMENT_GIFT[p.element]}, i to tak niezawodnie, że możesz tego nawet nie zauważać.`
            : 'Ponieważ obejmuje różne żywioły, jego łatwość jest mniej widoczna, ale sięga do różnych dziedzin życia.',
          'Ryzykiem wielkiego trygonu jest wygoda: jego talent rośnie w obliczu wyzwania.',
        );
        break;
      case 'kite':
        sentences.push(
          `Wielki trygon, który tworzą ${names(p.members.slice(0, 3))}, zakotwicza ${P(p.members[3]).nom}, w opozycji do jednego wierzchołka i w sekstylu z dwoma pozostałymi.`,
          `Latawiec nadaje kierunek przepływowi trygonu: celem, który zaprzęga talenty do pracy, staje się ${PL_NATAL[p.members[3]].domain[0].nom}.`,
        );
        break;
      case 't-square':
        sentences.push(
          `${P(p.members[1]).nom} i ${P(p.members[2]).nom} są w opozycji, a ${both(p.members[1], p.members[2])} tworzą kwadraturę z ${P(apex!).ins}, wierzchołkiem kwadratury T${p.modality ? ` w znakach ${MODALITY[p.modality]}` : ''}.`,
          `Napięcie naciska na ${PL_NATAL[apex!].domain[0].acc}: tam życie popycha Cię do działania i tam osiągasz najwięcej.`,
          p.modality
            ? `W znakach ${MODALITY[p.modality]} ${MODALITY_WAY[p.modality]}, i właśnie tak radzisz sobie z tą presją.`
            : 'Puste ramię krzyża, naprzeciw wierzchołka, pokazuje, skąd przychodzi ulga.',
        );
        break;
      case 'grand-cross':
        sentences.push(
          `${names(p.members)} tworzą wielki krzyż: dwie opozycje w kwadraturze do siebie${p.modality ? `, wszystkie w znakach ${MODALITY[p.modality]}` : ''}.`,
          'Cztery kierunki ciągną jednocześnie, co może przypominać życie pełne nieustannych żądań.',
          'Niesiony z cierpliwością, krzyż daje niezwykłą wytrzymałość.',
        );
        break;
      case 'yod':
        sentences.push(
          `${P(p.members[1]).nom} i ${P(p.members[2]).nom} są w sekstylu, a ${both(p.members[1], p.members[2])} tworzą kwinkunks z ${P(apex!).ins}: to yod, zwany też palcem Boga.`,
          `Wskazuje na ${PL_NATAL[apex!].domain[1].acc} jako coś, co wciąż na nowo dostrajasz; wymaga innego podejścia, nie większego wysiłku.`,
        );
        break;
    }
    return { title: TITLE[p.kind], body: polish(paragraph(sentences)) };
  },
  ruler(r) {
    return {
      title: `Władca horoskopu: ${P(r.ruler).nom}`,
      body: polish(
        paragraph([
          `Przy Ascendencie ${inSign(r.ascendantSign)} władcą Twojego horoskopu jest ${P(r.ruler).nom} (tradycyjne władztwo).`,
          `Stoi ${inSign(r.sign)}, w ${r.house}. domu, i wyznacza sposób, w jaki wychodzisz naprzeciw światu.`,
          `Wszystko, czego ${P(r.ruler).nom} dotyka swoimi aspektami, wchodzi w historię całego Twojego horoskopu.`,
        ]),
      ),
    };
  },
  balance(b) {
    const counted = (e: Element) => {
      const n = b.elements[e];
      const phrase = NUMERAL[n] ?? String(n);
      return `${phrase} ${verbFor(n, 'stoi', 'stoją')} w znakach ${ELEMENT[e]}`;
    };
    const sentences = [
      `Spośród dziesięciu planet ${b.dominantElements.map(counted).join(', a ')}: na pierwszym miejscu stawiasz ${listOf(
        b.dominantElements.map((e) => ELEMENT_GIFT[e]),
        'oraz',
      )}.`,
    ];
    for (const e of b.missingElements)
      sentences.push(`Żadna planeta nie stoi w znakach ${ELEMENT[e]}: ${ELEMENT_LACK[e]}.`);
    sentences.push(
      `Jeśli chodzi o sposoby działania, przeważają znaki ${listOf(
        b.dominantModalities.map((m) => MODALITY_NOM[m]),
        'i',
      )}: ${b.dominantModalities.map((m) => MODALITY_WAY[m]).join('; ')}.`,
    );
    for (const m of b.missingModalities)
      sentences.push(`Bez planet w znakach ${MODALITY[m]} często to inni przejmują za Ciebie tę rolę.`);
    return { title: 'Żywioły i sposoby działania', body: polish(paragraph(sentences)) };
  },
  hemispheres(h) {
    const sentences =
      h.emphasis.length > 0
        ? h.emphasis.map((side) => HEMISPHERE[side])
        : ['Planety rozkładają się bez wyraźnej przewagi którejś połowy: żadna strona życia nie dominuje.'];
    sentences.unshift(
      `Nad horyzontem: ${h.south}, pod horyzontem: ${h.north}; na wschodzie: ${h.east}, na zachodzie: ${h.west}.`,
    );
    return { title: 'Półkule', body: paragraph(sentences) };
  },
  dominant(d) {
    const [top, ...rest] = d;
    return {
      title: 'Planety dominujące',
      body: polish(
        paragraph([
          `${P(top.planet).nom} to najsilniejsza planeta Twojego horoskopu pod względem władztwa, godności, kątowości i aspektów, a tuż za nią ${listOf(
            rest.map((x) => P(x.planet).nom),
            'i',
          )}.`,
          `Jej tematy, ${PL_NATAL[top.planet].domain[1].nom}, przewijają się przez całą interpretację.`,
        ]),
      ),
    };
  },
  aspect(a, aspect, b, position, nth) {
    return {
      title: polish(`${P(a).nom} ${aspectTo(PL_ASPECTS[aspect], P(b))}`),
      body: polish(
        paragraph([
          cycle(ASPECT_OPENINGS, position)(a, aspect, b),
          cycle(ASPECT_LINKS, position + 1)(
            PL_NATAL[a].domain[position % 2].nom,
            PL_NATAL[b].domain[(position + 1) % 2].nom,
          ),
          cycle(ASPECT_MEANING[aspect], nth),
        ]),
      ),
    };
  },
};
