/** Spanish texts of the composite chart: the relationship's own chart, read for both people. */
import type { Element } from '../../astro/sign-qualities.ts';
import { ES_HOUSE_ORDINALS, ES_HOUSES, ES_SIGNS } from '../es/zodiac.ts';
import { aspectName, pointName, signName } from '../names.ts';
import { capitalize } from '../sentences.ts';
import type { CompositeAspect, CompositeAspectPoint, CompositeKeyPoint, CompositeWriter, ScoreBand } from './writer.ts';

const list = (items: readonly string[]) => new Intl.ListFormat('es', { type: 'conjunction' }).format(items);
const names = (ids: readonly string[]) => list(ids.map((id) => pointName(id as CompositeAspectPoint, 'es')));
/** What each point stands for in a relationship. */
const ROLE: Record<CompositeAspectPoint, string> = {
  sun: 'el sentido de la relación',
  moon: 'el clima emocional entre vosotros',
  mercury: 'vuestra manera de hablar',
  venus: 'vuestro cariño y los placeres compartidos',
  mars: 'el impulso que compartís',
  jupiter: 'vuestras esperanzas comunes',
  saturn: 'los compromisos que mantenéis',
  uranus: 'la libertad que os concedéis',
  neptune: 'los ideales que compartís',
  pluto: 'el poder que el vínculo tiene sobre ambos',
  ascendant: 'la imagen que dais como pareja',
  midheaven: 'lo que lográis juntos en el mundo',
};

const ASPECT: Record<CompositeAspect, (a: string, b: string) => string> = {
  conjunction: (a, b) => `${a} y ${b} se funden en un solo tema`,
  trine: (a, b) => `${a} y ${b} fluyen juntos sin esfuerzo`,
  sextile: (a, b) => `${a} y ${b} se ayudan en cuanto aprovecháis la ocasión`,
  square: (a, b) => `${a} y ${b} rozan entre sí`,
  opposition: (a, b) => `${a} y ${b} tiran en direcciones opuestas`,
};
const ASPECT_AFTER: Record<CompositeAspect, string> = {
  conjunction: 'Lo que toca a uno toca también al otro.',
  trine: 'Es una fuerza que podéis dar por sentada; usadla a propósito.',
  sextile: 'El don es real, pero pide un pequeño paso de los dos.',
  square: 'En ese roce la relación se ve obligada a crecer.',
  opposition: 'El equilibrio llega cuando cada uno sostiene un extremo a propósito.',
};

const PLACEMENT: Record<CompositeKeyPoint, string> = {
  sun: 'El Sol compuesto dice para qué existe la relación',
  moon: 'La Luna compuesta muestra qué os hace sentir en casa juntos',
  venus: 'Venus compuesta muestra cómo os demostráis el amor',
  mars: 'Marte compuesto muestra cómo actuáis y discutís como pareja',
  mercury: 'Mercurio compuesto muestra cómo pensáis y habláis juntos',
  ascendant: 'El Ascendente compuesto es la imagen que los demás tienen de vosotros',
};

const ELEMENT_NAME: Record<Element, string> = { fire: 'fuego', earth: 'tierra', air: 'aire', water: 'agua' };
const ELEMENT_TONE: Record<Element, string> = {
  fire: 'entusiasmo, valor y gusto por la aventura',
  earth: 'planes prácticos, lealtad y una seguridad compartida',
  air: 'conversación, ideas y amistad',
  water: 'sentimiento, intimidad y una comprensión callada',
};

const BAND: Record<ScoreBand, string> = {
  strong: 'una combinación fuerte: los contactos entre vuestras cartas se apoyan casi siempre',
  good: 'una buena combinación: el apoyo pesa más que el roce, y el roce se puede trabajar',
  mixed: 'un cuadro mixto: apoyo y roce están casi igualados, así que mucho depende de cómo os encontréis',
  demanding: 'una combinación exigente: el roce pesa más que la facilidad, lo que pide paciencia y acuerdos claros',
};

const PATTERN_TITLE = {
  'grand-trine': 'Gran trígono',
  kite: 'Cometa',
  't-square': 'Cuadratura en T',
  'grand-cross': 'Gran cruz',
  yod: 'Yod',
} as const;

export const esComposite: CompositeWriter = {
  score(score, band, [a, b]) {
    return {
      title: `Compatibilidad ${score} de 100`,
      body: `Comparadas carta con carta, ${a} y ${b} obtienen ${score} de 100, ${BAND[band]}. La carta compuesta describe lo que los dos hacéis juntos.`,
    };
  },
  stellium(s) {
    const sign = ES_SIGNS[s.sign];
    return s.by === 'sign'
      ? {
          title: `Stellium en ${signName(s.sign, 'es')}`,
          body: `${names(s.members)} se reúnen en ${signName(s.sign, 'es')} en vuestra carta compuesta. El vínculo mismo es ${sign.traits}: ${sign.gift} es su gran fuerza, ${sign.shadow} su riesgo.`,
        }
      : {
          title: `Stellium en la casa ${ES_HOUSE_ORDINALS[s.houses[0]]}`,
          body: `${names(s.members)} se reúnen en la casa ${ES_HOUSE_ORDINALS[s.houses[0]]} de vuestra carta compuesta. ${capitalize(ES_HOUSES[s.houses[0]].areas[0])} son el escenario principal de la relación.`,
        };
  },
  pattern(p) {
    const apex = p.apex ? pointName(p.apex, 'es') : '';
    const body: Record<typeof p.kind, string> = {
      'grand-trine': `${names(p.members)} forman un gran trígono en vuestra carta compuesta: un círculo fácil de energía de ${p.element ? ELEMENT_NAME[p.element] : 'elementos mezclados'} que sostiene la relación en los días corrientes. Dadle una meta común, o la facilidad se vuelve rutina.`,
      kite: `${names(p.members)} forman una cometa: el flujo fácil del gran trígono recibe una dirección, una meta común que podéis perseguir con vuestros talentos unidos.`,
      't-square': `${names(p.members)} forman una cuadratura en T con ${apex} en el vértice: ahí se acumula la tensión de la relación, y ahí lográis más cuando la afrontáis juntos.`,
      'grand-cross': `${names(p.members)} forman una gran cruz: cuatro exigencias tiran a la vez de la relación, que se vuelve resistente al sostenerlas juntas.`,
      yod: `${names(p.members)} forman un yod que apunta a ${apex}: algo en la relación pide una y otra vez ajustes en lugar de más esfuerzo.`,
    };
    return { title: PATTERN_TITLE[p.kind], body: body[p.kind] };
  },
  balance(b) {
    const main = b.dominantElements;
    const missing = b.missingElements;
    return {
      title: 'Los elementos de la relación',
      body: `La mayoría de los planetas compuestos están en signos de ${list(main.map((e) => ELEMENT_NAME[e]))}, así que la relación vive de ${list(main.map((e) => ELEMENT_TONE[e]))}.${
        missing.length
          ? ` Sin nada en ${list(missing.map((e) => ELEMENT_NAME[e]))}, tendréis que traer a propósito ${list(missing.map((e) => ELEMENT_TONE[e]))}.`
          : ''
      }`,
    };
  },
  placement(point, sign, house) {
    const s = ES_SIGNS[sign];
    return {
      title: `${pointName(point, 'es')} compuesto en ${signName(sign, 'es')}, casa ${house}`,
      body: `${PLACEMENT[point]}. En este signo el vínculo se vuelve ${s.traits}, y necesita ${s.needs}.${point === 'ascendant' ? '' : ` El marco lo dan ${ES_HOUSES[house].areas[0]}.`}`,
    };
  },
  aspect(a, aspect, b, position) {
    const first = ASPECT[aspect](ROLE[a], ROLE[b]);
    return {
      title: `${pointName(a, 'es')} compuesto ${aspectName(aspect, 'es').toLowerCase()} ${pointName(b, 'es')}`,
      body: `${capitalize(first)}. ${position < 5 ? ASPECT_AFTER[aspect] : ''}`.trim(),
    };
  },
};
