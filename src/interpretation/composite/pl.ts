/** Polish texts of the composite chart: the relationship's own chart, read for both people ("wy"). */
import type { Element } from '../../astro/sign-qualities.ts';
import { aspectTo, PL_ASPECTS } from '../pl/aspects.ts';
import { agree, listPl, polish } from '../pl/grammar.ts';
import { PL_POINT_NAMES } from '../pl/points.ts';
import { inSign, PL_HOUSE_ORDINALS, PL_HOUSES, PL_SIGNS } from '../pl/zodiac.ts';
import { capitalize } from '../sentences.ts';
import type { CompositeAspect, CompositeAspectPoint, CompositeKeyPoint, CompositeWriter, ScoreBand } from './writer.ts';

const names = (ids: readonly CompositeAspectPoint[]) => listPl(ids.map((id) => PL_POINT_NAMES[id].nom));
/** "Słońce kompozytowe", "Wenus kompozytowa", "Mars kompozytowy": the adjective agrees with the point. */
const composite = (p: CompositeAspectPoint) => `${PL_POINT_NAMES[p].nom} ${agree('kompozytowy', PL_POINT_NAMES[p].g)}`;
/** What each point stands for in a relationship (nominative). */
const ROLE: Record<CompositeAspectPoint, string> = {
  sun: 'sens związku',
  moon: 'klimat uczuciowy między wami',
  mercury: 'wasz sposób rozmawiania',
  venus: 'wasza czułość i wspólne przyjemności',
  mars: 'wspólny rozpęd',
  jupiter: 'wasze wspólne nadzieje',
  saturn: 'zobowiązania, których dotrzymujecie',
  uranus: 'swoboda, jaką sobie dajecie',
  neptune: 'ideały, które dzielicie',
  pluto: 'władza, jaką ta więź ma nad wami obojgiem',
  ascendant: 'obraz, jaki dajecie jako para',
  midheaven: 'to, co razem osiągacie w świecie',
};

const ASPECT: Record<CompositeAspect, (a: string, b: string) => string> = {
  conjunction: (a, b) => `${a} i ${b} stapiają się w jeden temat`,
  trine: (a, b) => `${a} i ${b} płyną razem bez wysiłku`,
  sextile: (a, b) => `${a} i ${b} pomagają sobie, gdy tylko chwytacie okazję`,
  square: (a, b) => `${a} i ${b} ocierają się o siebie`,
  opposition: (a, b) => `${a} i ${b} ciągną w przeciwne strony`,
};
const ASPECT_AFTER: Record<CompositeAspect, string> = {
  conjunction: 'Co dotyka jednego, dotyka też drugiego.',
  trine: 'To siła, którą łatwo uznać za oczywistą; korzystajcie z niej celowo.',
  sextile: 'Ten dar jest prawdziwy, ale wymaga małego kroku od was obojga.',
  square: 'W tym tarciu związek jest zmuszony do wzrostu.',
  opposition: 'Równowaga przychodzi, gdy każde z was świadomie trzyma jeden koniec.',
};

const PLACEMENT: Record<CompositeKeyPoint, string> = {
  sun: 'Słońce kompozytowe mówi, po co istnieje ten związek',
  moon: 'Księżyc kompozytowy pokazuje, co sprawia, że razem czujecie się jak w domu',
  venus: 'Wenus kompozytowa pokazuje, jak okazujecie sobie miłość',
  mars: 'Mars kompozytowy pokazuje, jak działacie i kłócicie się jako para',
  mercury: 'Merkury kompozytowy pokazuje, jak razem myślicie i rozmawiacie',
  ascendant: 'Ascendent kompozytowy to obraz, jaki mają o was inni',
};

/** The element in the genitive, after "w znakach". */
const ELEMENT_NAME: Record<Element, string> = { fire: 'ognia', earth: 'ziemi', air: 'powietrza', water: 'wody' };
/** What an element brings to the couple (nominative, equal to the accusative). */
const ELEMENT_TONE: Record<Element, string> = {
  fire: 'entuzjazm, śmiałość i zamiłowanie do przygód',
  earth: 'konkretne plany, lojalność i wspólne poczucie bezpieczeństwa',
  air: 'rozmowy, pomysły i przyjaźń',
  water: 'uczucie, bliskość i ciche zrozumienie',
};

const BAND: Record<ScoreBand, string> = {
  strong: 'to mocne połączenie, w którym kontakty między waszymi horoskopami prawie zawsze się wspierają',
  good: 'to dobre połączenie – wsparcie przeważa nad tarciem, a z tarciem da się pracować',
  mixed:
    'to mieszany obraz – wsparcie i tarcie są niemal na równi, więc wiele zależy od tego, jak wychodzicie sobie naprzeciw',
  demanding: 'to wymagające połączenie – tarcie przeważa nad łatwością, a to wymaga cierpliwości i jasnych ustaleń',
};

const PATTERN_TITLE = {
  'grand-trine': 'Wielki trygon',
  kite: 'Latawiec',
  't-square': 'Kwadratura T',
  'grand-cross': 'Wielki krzyż',
  yod: 'Yod',
} as const;

export const plComposite: CompositeWriter = {
  score(score, band, [a, b]) {
    return {
      title: `Zgodność ${score} na 100`,
      body: `Po porównaniu obu horoskopów ${a} i ${b} osiągają wynik ${score} na 100: ${BAND[band]}. Horoskop kompozytowy opisuje to, co tworzycie razem.`,
    };
  },
  stellium(s) {
    const sign = PL_SIGNS[s.sign];
    return s.by === 'sign'
      ? {
          title: `Stellium ${inSign(s.sign)}`,
          body: polish(
            `${names(s.members)} gromadzą się ${inSign(s.sign)} w waszym horoskopie kompozytowym. Sam związek jest ${sign.traits}: ${sign.gift} to jego wielka siła, a ${sign.shadow} – jego ryzyko.`,
          ),
        }
      : {
          title: `Stellium w ${PL_HOUSE_ORDINALS.loc[s.houses[0]]} domu`,
          body: polish(
            `${names(s.members)} gromadzą się w ${PL_HOUSE_ORDINALS.loc[s.houses[0]]} domu waszego horoskopu kompozytowego. ${capitalize(PL_HOUSES[s.houses[0]].areas[0].nom)} to główna scena związku.`,
          ),
        };
  },
  pattern(p) {
    const apex = p.apex ? PL_POINT_NAMES[p.apex] : undefined;
    const body: Record<typeof p.kind, string> = {
      'grand-trine': `${names(p.members)} tworzą wielki trygon w waszym horoskopie kompozytowym: łatwy krąg energii ${p.element ? `żywiołu ${ELEMENT_NAME[p.element]}` : 'mieszanych żywiołów'}, który wspiera związek w zwykłe dni. Dajcie mu wspólny cel, bo inaczej łatwość zamieni się w rutynę.`,
      kite: `${names(p.members)} tworzą latawiec: łatwy przepływ wielkiego trygonu dostaje kierunek, wspólny cel, do którego możecie dążyć połączonymi talentami.`,
      't-square': `${names(p.members)} tworzą kwadraturę T z wierzchołkiem, którym jest ${apex?.nom ?? ''}: tam gromadzi się napięcie związku i tam osiągacie najwięcej, gdy mierzycie się z nim razem.`,
      'grand-cross': `${names(p.members)} tworzą wielki krzyż: cztery żądania ciągną związek jednocześnie, a on staje się odporny, gdy dźwigacie je razem.`,
      yod: `${names(p.members)} tworzą yod wskazujący na ${apex?.acc ?? ''}: coś w związku wciąż wymaga dostrajania, a nie większego wysiłku.`,
    };
    return { title: PATTERN_TITLE[p.kind], body: polish(body[p.kind]) };
  },
  balance(b) {
    const main = b.dominantElements;
    const missing = b.missingElements;
    return {
      title: 'Żywioły związku',
      body: `Większość planet kompozytowych stoi w znakach ${listPl(main.map((e) => ELEMENT_NAME[e]))}, więc w związku liczą się ${listPl(main.map((e) => ELEMENT_TONE[e]))}.${
        missing.length
          ? ` Bez niczego w znakach ${listPl(missing.map((e) => ELEMENT_NAME[e]))} musicie świadomie wnosić ${listPl(missing.map((e) => ELEMENT_TONE[e]))}.`
          : ''
      }`,
    };
  },
  placement(point, sign, house) {
    const s = PL_SIGNS[sign];
    return {
      title: `${composite(point)} ${inSign(sign)}, ${house}. dom`,
      body: polish(
        `${PLACEMENT[point]}. W tym znaku związek staje się ${s.traits}, a do rozwoju potrzebuje ${s.needs}.${point === 'ascendant' ? '' : ` Ramy wyznaczają mu ${PL_HOUSES[house].areas[0].nom}.`}`,
      ),
    };
  },
  aspect(a, aspect, b, position) {
    const first = ASPECT[aspect](ROLE[a], ROLE[b]);
    return {
      title: polish(`${composite(a)} ${aspectTo(PL_ASPECTS[aspect], PL_POINT_NAMES[b])}`),
      body: polish(`${capitalize(first)}. ${position < 5 ? ASPECT_AFTER[aspect] : ''}`.trim()),
    };
  },
};
