/** Dutch texts of the composite chart: the relationship's own chart, read for both people ("jullie"). */
import type { Element } from '../../astro/sign-qualities.ts';
import { signName } from '../names.ts';
import { NL_ASPECTS } from '../nl/aspects.ts';
import { adjective, list, polish } from '../nl/grammar.ts';
import { NL_POINT_NAMES } from '../nl/points.ts';
import { NL_HOUSE_ORDINALS, NL_HOUSES, NL_SIGNS } from '../nl/zodiac.ts';
import { capitalize } from '../sentences.ts';
import type { CompositeAspect, CompositeAspectPoint, CompositeKeyPoint, CompositeWriter, ScoreBand } from './writer.ts';

const names = (ids: readonly CompositeAspectPoint[]) => list(ids.map((id) => NL_POINT_NAMES[id].name));
/**
 * "Samengestelde Zon", "Samengesteld Medium Coeli": with no article, the adjective stays bare before
 * a het-word and takes -e before a de-word.
 */
const composite = (p: CompositeAspectPoint) =>
  `${capitalize(adjective('samengesteld', NL_POINT_NAMES[p].g, false))} ${NL_POINT_NAMES[p].name}`;
/** What each point stands for in a relationship. */
const ROLE: Record<CompositeAspectPoint, string> = {
  sun: 'de zin van de relatie',
  moon: 'de emotionele sfeer tussen jullie',
  mercury: 'jullie manier van praten',
  venus: 'jullie genegenheid en gedeelde genoegens',
  mars: 'de drive die jullie delen',
  jupiter: 'jullie gezamenlijke hoop',
  saturn: 'de verplichtingen die jullie nakomen',
  uranus: 'de vrijheid die jullie elkaar gunnen',
  neptune: 'de idealen die jullie delen',
  pluto: 'de macht die de band over jullie allebei heeft',
  ascendant: 'het beeld dat jullie als stel uitstralen',
  midheaven: 'wat jullie samen in de wereld bereiken',
};

const ASPECT: Record<CompositeAspect, (a: string, b: string) => string> = {
  conjunction: (a, b) => `${a} en ${b} smelten samen tot één thema`,
  trine: (a, b) => `${a} en ${b} stromen moeiteloos samen`,
  sextile: (a, b) => `${a} en ${b} helpen elkaar zodra jullie de kans grijpen`,
  square: (a, b) => `${a} en ${b} schuren langs elkaar`,
  opposition: (a, b) => `${a} en ${b} trekken elk een andere kant op`,
};
const ASPECT_AFTER: Record<CompositeAspect, string> = {
  conjunction: 'Wat het een raakt, raakt ook het ander.',
  trine: 'Het is een kracht waarop jullie kunnen rekenen; gebruik haar bewust.',
  sextile: 'Het geschenk is echt, maar vraagt van jullie allebei een kleine stap.',
  square: 'In dat schuren wordt de relatie gedwongen te groeien.',
  opposition: 'Evenwicht komt wanneer ieder bewust één uiteinde vasthoudt.',
};

const PLACEMENT: Record<CompositeKeyPoint, string> = {
  sun: 'De samengestelde Zon zegt waarvoor de relatie bestaat',
  moon: 'De samengestelde Maan laat zien waardoor jullie je samen thuis voelen',
  venus: 'De samengestelde Venus laat zien hoe jullie elkaar liefde tonen',
  mars: 'De samengestelde Mars laat zien hoe jullie als stel handelen en ruziemaken',
  mercury: 'De samengestelde Mercurius laat zien hoe jullie samen denken en praten',
  ascendant: 'De samengestelde Ascendant is het beeld dat anderen van jullie hebben',
};

const ELEMENT_SIGNS: Record<Element, string> = {
  fire: 'vuurtekens',
  earth: 'aardetekens',
  air: 'luchttekens',
  water: 'watertekens',
};
const ELEMENT_NAME: Record<Element, string> = { fire: 'vuur', earth: 'aarde', air: 'lucht', water: 'water' };
const ELEMENT_TONE: Record<Element, string> = {
  fire: 'enthousiasme, moed en zin in avontuur',
  earth: 'concrete plannen, trouw en gedeelde zekerheid',
  air: 'gesprek, ideeën en vriendschap',
  water: 'gevoel, intimiteit en stil begrip',
};

const BAND: Record<ScoreBand, string> = {
  strong: 'een sterke combinatie: de contacten tussen jullie horoscopen steunen elkaar bijna altijd',
  good: 'een goede combinatie: steun weegt zwaarder dan wrijving, en aan de wrijving valt te werken',
  mixed:
    'een gemengd beeld: steun en wrijving houden elkaar bijna in evenwicht, dus veel hangt af van hoe jullie elkaar tegemoetkomen',
  demanding:
    'een veeleisende combinatie: wrijving weegt zwaarder dan gemak, en dat vraagt om geduld en heldere afspraken',
};

const PATTERN_TITLE = {
  'grand-trine': 'Grote driehoek',
  kite: 'Vlieger',
  't-square': 'T-vierkant',
  'grand-cross': 'Groot kruis',
  yod: 'Yod',
} as const;

export const nlComposite: CompositeWriter = {
  score(score, band, [a, b]) {
    return {
      title: `Compatibiliteit ${score} op 100`,
      body: `Horoscoop naast horoscoop gelegd, scoren ${a} en ${b} ${score} op 100, ${BAND[band]}. De composiethoroscoop beschrijft wat jullie samen doen.`,
    };
  },
  stellium(s) {
    const sign = NL_SIGNS[s.sign];
    const ord = NL_HOUSE_ORDINALS[s.houses[0]];
    return s.by === 'sign'
      ? {
          title: `Stellium in ${signName(s.sign, 'nl')}`,
          body: polish(
            // Predicative adjectives stay bare: "de relatie zelf is direct, moedig en ongeduldig".
            `${names(s.members)} komen samen in ${signName(s.sign, 'nl')} in jullie composiethoroscoop. De relatie zelf is ${list(sign.traits)}: ${sign.gift} is haar grote kracht, ${sign.shadow} haar risico.`,
          ),
        }
      : {
          title: `Stellium in het ${ord} huis`,
          body: polish(
            `${names(s.members)} komen samen in het ${ord} huis van jullie composiethoroscoop. ${capitalize(NL_HOUSES[s.houses[0]].areas[0])} vormen het belangrijkste toneel van de relatie.`,
          ),
        };
  },
  pattern(p) {
    const apex = p.apex ? NL_POINT_NAMES[p.apex].de : '';
    const body: Record<typeof p.kind, string> = {
      'grand-trine': `${names(p.members)} vormen een grote driehoek in jullie composiethoroscoop: een makkelijke cirkel van energie ${p.element ? `in ${ELEMENT_NAME[p.element]}` : 'uit gemengde elementen'} die de relatie op gewone dagen draagt. Geef hem een gezamenlijk doel, anders wordt het gemak sleur.`,
      kite: `${names(p.members)} vormen een vlieger: de makkelijke stroom van de grote driehoek krijgt richting, een gezamenlijk doel dat jullie met verenigde talenten kunnen najagen.`,
      't-square': `${names(p.members)} vormen een T-vierkant met ${apex} als top: daar bouwt de spanning van de relatie zich op, en daar bereiken jullie het meest als jullie het samen aanpakken.`,
      'grand-cross': `${names(p.members)} vormen een groot kruis: vier eisen trekken tegelijk aan de relatie, die sterk wordt door ze samen te dragen.`,
      yod: `${names(p.members)} vormen een yod die naar ${apex} wijst: iets in de relatie vraagt steeds om bijsturing in plaats van om meer inspanning.`,
    };
    return { title: PATTERN_TITLE[p.kind], body: polish(body[p.kind]) };
  },
  balance(b) {
    const main = b.dominantElements;
    const missing = b.missingElements;
    return {
      title: 'De elementen van de relatie',
      body: `De meeste samengestelde planeten staan in ${list(
        main.map((e) => ELEMENT_SIGNS[e]),
        'en',
      )}, dus de relatie leeft van ${list(main.map((e) => ELEMENT_TONE[e]))}.${
        missing.length
          ? ` Zonder iets in ${list(
              missing.map((e) => ELEMENT_SIGNS[e]),
              'of',
            )} moeten jullie bewust zorgen voor ${list(missing.map((e) => ELEMENT_TONE[e]))}.`
          : ''
      }`,
    };
  },
  placement(point, sign, house) {
    const s = NL_SIGNS[sign];
    return {
      title: `${composite(point)} in ${signName(sign, 'nl')}, huis ${house}`,
      body: polish(
        `${PLACEMENT[point]}. In dit teken wordt de relatie ${list(s.traits)}, en heeft ze ${s.needs} nodig.${point === 'ascendant' ? '' : ` Het kader wordt gevormd door ${NL_HOUSES[house].areas[0]}.`}`,
      ),
    };
  },
  aspect(a, aspect, b, position) {
    const first = ASPECT[aspect](ROLE[a], ROLE[b]);
    return {
      title: polish(`${composite(a)} ${NL_ASPECTS[aspect].prep} ${NL_POINT_NAMES[b].de}`),
      body: polish(`${capitalize(first)}. ${position < 5 ? ASPECT_AFTER[aspect] : ''}`.trim()),
    };
  },
};
