/** The Spanish synastry synthesis texts (see writer.ts). */
import { ES_POINT_NAMES } from '../es/points.ts';
import { ES_HOUSES } from '../es/zodiac.ts';
import { capitalize, listOf } from '../sentences.ts';
import {
  byNumber,
  cycle,
  type OverlayHouse,
  type SummaryWords,
  type SynastrySynthesisWriter,
  summaryText,
} from './writer.ts';

const BANDS: SummaryWords['bands'] = [
  (n: number) =>
    `Una puntuación de ${n} sobre 100 describe un vínculo que os exige mucho a los dos: los contactos rozan más de lo que fluyen.`,
  (n: number) =>
    `Con ${n} sobre 100 la balanza se inclina un poco hacia el esfuerzo, una relación que crece con las diferencias que tiene que resolver.`,
  (n: number) =>
    `Con un ${n} sobre 100 la facilidad y la fricción están más o menos equilibradas, así que mucho depende de cómo llevéis los momentos difíciles.`,
  (n: number) =>
    `Una puntuación de ${n} sobre 100 señala un vínculo en el que los contactos que apoyan pesan claramente más que los difíciles.`,
  (n: number) =>
    `Con ${n} sobre 100 vuestras cartas encajan de forma poco común: casi todo lo que os une fluye sin esfuerzo.`,
];
const THEMES: SummaryWords['themes'] = {
  core: {
    name: 'la conexión esencial',
    strong: 'lo que sois y lo que sentís encaja bien',
    weak: 'vuestras naturalezas son distintas, y aceptarlo forma parte del vínculo',
  },
  emotional: {
    name: 'el lazo emocional',
    strong: 'soléis sentiros comprendidos y seguros el uno con el otro',
    weak: 'los sentimientos necesitan decirse en voz alta, porque no se leen solos',
  },
  attraction: {
    name: 'la atracción',
    strong: 'el deseo y el romance surgen con facilidad entre vosotros',
    weak: 'la química se mantiene viva con atención, no por sí sola',
  },
  communication: {
    name: 'la comunicación',
    strong: 'hablar, planear y decidir juntos resulta natural',
    weak: 'los malentendidos son probables si no comprobáis qué quiso decir el otro',
  },
  commitment: {
    name: 'el compromiso',
    strong: 'la lealtad y la constancia forman parte de la relación',
    weak: 'los deberes y las expectativas pueden pesar, así que acordadlos abiertamente',
  },
  growth: {
    name: 'el crecimiento',
    strong: 'os animáis mutuamente y compartís esperanzas de futuro',
    weak: 'las metas comunes hay que buscarlas de forma consciente',
  },
};

const SUMMARY: SummaryWords = {
  title: 'La puntuación en palabras',
  bands: BANDS,
  themes: THEMES,
  strongest: (t, n) => `El área más fuerte es ${t.name} (${n}): ${t.strong}.`,
  weakest: (t, n) => `La que más trabajo pide es ${t.name} (${n}), porque ${t.weak}.`,
  flow: (h, t) =>
    `De los contactos principales, ${h} fluyen y ${t} rozan, así que la buena voluntad tiene mucho sobre lo que construir.`,
  rub: (h, t) =>
    `De los contactos principales, ${t} rozan y ${h} fluyen: la fricción es real, y también la ocasión de crecer con ella.`,
  even: (each) => `Los contactos principales se reparten por igual, ${each} que fluyen y otros tantos que rozan.`,
};

const names = (h: OverlayHouse) =>
  listOf(
    h.planets.map((p) => ES_POINT_NAMES[p].name),
    'y',
  );
/** "el Sol de Mileva", "los planetas Sol y Venus de Mileva". */
const theirs = (partner: string, h: OverlayHouse) =>
  h.planets.length === 1
    ? `${ES_POINT_NAMES[h.planets[0]].el} de ${partner}`
    : `los planetas ${names(h)} de ${partner}`;
/** "tu Sol", "tus planetas Sol y Venus". */
const yours = (h: OverlayHouse) => (h.planets.length === 1 ? `tu ${names(h)}` : `tus planetas ${names(h)}`);
const verb = byNumber;

export const esSynastrySynthesis: SynastrySynthesisWriter = {
  summary: (s) => summaryText(s, SUMMARY),
  overlayTitle: (direction, partner) =>
    direction === 'theirs-in-yours'
      ? `Los planetas de ${partner} en tus casas`
      : `Tus planetas en las casas de ${partner}`,
  overlay(direction, partner, h, position) {
    const n = `casa ${h.house}`;
    const area = ES_HOUSES[h.house].areas[0];
    if (direction === 'theirs-in-yours') {
      const P = theirs(partner, h);
      return cycle(
        [
          `${capitalize(P)} ${verb(h, 'cae', 'caen')} en tu ${n}, y así ${partner} pone en movimiento ${area}.`,
          `Tu ${n}, la de ${area}, acoge ${P}.`,
          `Con ${P} en tu ${n}, ${area} se convierten en un escenario compartido.`,
          `Donde más directamente te encuentras con ${partner} es en ${area}: ${P} ${verb(h, 'está', 'están')} en tu ${n}.`,
          `En lo que toca a ${area}, ${partner} se hace notar, porque ${P} ${verb(h, 'ocupa', 'ocupan')} tu ${n}.`,
          `${partner} remueve ${area} al situar ${P} en tu ${n}.`,
        ],
        position,
      );
    }
    return cycle(
      [
        `${capitalize(yours(h))} ${verb(h, 'cae', 'caen')} en la ${n} de ${partner}, y así pones en movimiento ${area}.`,
        `En la ${n} de ${partner}, la de ${area}, ${verb(h, 'está', 'están')} ${yours(h)}.`,
        `A través de ${yours(h)} en la ${n} de ${partner}, tocas ${area} en su vida.`,
        `${partner} te nota en ${area}, ya que ${yours(h)} ${verb(h, 'ocupa', 'ocupan')} esa ${n}.`,
        `${verb(h, 'Situado', 'Situados')} en la ${n} de ${partner}, ${yours(h)} ${verb(h, 'tiñe', 'tiñen')} ${area}.`,
        `Para ${partner}, ${area} son donde dejas huella: ${yours(h)} ${verb(h, 'se sitúa', 'se sitúan')} en esa ${n}.`,
      ],
      position,
    );
  },
};
