/** Spanish phrasing of the weekly horoscope. */
import type { Sign } from '../../astro/vocabulary.ts';
import { natureOf } from '../catalogue.ts';
import { ES_ASPECTS } from '../es/aspects.ts';
import { agree, polish } from '../es/grammar.ts';
import { ES_POINT_NAMES } from '../es/points.ts';
import { ES_HOUSES, ES_SIGNS } from '../es/zodiac.ts';
import { signName } from '../names.ts';
import { capitalize, listOf, paragraph } from '../sentences.ts';
import type { Chooser } from '../variation.ts';
import type { CalendarDay } from './calendar.ts';
import type { HoroscopeEvent, HoroscopePoint, IngressPoint, MoonPhase, StationPoint } from './events.ts';
import { type HoroscopeWriter, type Tone, type WeekTheme, weekThemeOf } from './writer.ts';

const WEEKDAYS = ['lunes', 'martes', 'miércoles', 'jueves', 'viernes', 'sábado', 'domingo'];
const MONTHS = [
  'enero',
  'febrero',
  'marzo',
  'abril',
  'mayo',
  'junio',
  'julio',
  'agosto',
  'septiembre',
  'octubre',
  'noviembre',
  'diciembre',
];

const PHASE: Record<MoonPhase, string> = {
  new: 'la Luna nueva',
  'first-quarter': 'el cuarto creciente',
  full: 'la Luna llena',
  'last-quarter': 'el cuarto menguante',
};
const PHASE_ADVICE: Record<MoonPhase, ((action: string) => string)[]> = {
  new: [(a) => `Siembra una semilla: ${a}.`, (a) => `Buen momento para empezar: ${a}.`],
  'first-quarter': [
    (a) => `Es hora de actuar sobre lo que empezaste: ${a}.`,
    (a) => `Supera el primer obstáculo: ${a}.`,
  ],
  full: [
    () => 'Algo llega a su punto culminante: celebra lo que ha crecido y suelta lo que no.',
    () => 'Las emociones están a flor de piel en estos asuntos; toma distancia antes de reaccionar.',
  ],
  'last-quarter': [
    () => 'Revisa, ordena y suelta lo que ya no te sirve.',
    () => 'Haz balance y termina lo pendiente antes de que empiece el próximo ciclo.',
  ],
};

const THEME: Record<HoroscopePoint, string> = {
  sun: 'el protagonismo',
  moon: 'tus emociones',
  mercury: 'tu pensamiento y tus conversaciones',
  venus: 'el amor y el placer',
  mars: 'la energía y el empuje',
  jupiter: 'el crecimiento y la suerte',
  saturn: 'la disciplina y las pruebas',
  uranus: 'el cambio y las sorpresas',
  neptune: 'los sueños y la inspiración',
  pluto: 'la transformación profunda',
  chiron: 'la sanación',
};
const STAY: Record<IngressPoint, string> = {
  sun: 'durante el próximo mes',
  mercury: 'durante las próximas semanas',
  venus: 'durante unas cuatro semanas',
  mars: 'durante unas seis semanas',
  jupiter: 'durante alrededor de un año',
  saturn: 'durante dos o tres años',
  uranus: 'durante unos siete años',
  neptune: 'durante más de una década',
  pluto: 'durante muchos años',
  chiron: 'durante varios años',
};
const RETROGRADE: Record<StationPoint, string> = {
  mercury: 'Revisa mensajes, contratos y planes de viaje, y dale una segunda oportunidad a viejas conversaciones.',
  venus: 'Revisa qué y a quién valoras; aplaza las grandes compras y los cambios de imagen.',
  mars: 'Baja el ritmo, revisa tu estrategia y termina batallas en lugar de empezar otras nuevas.',
  jupiter: 'El crecimiento se vuelve interior: reconsidera tus creencias y tus planes a largo plazo.',
  saturn: 'Las responsabilidades piden revisión más que expansión.',
  uranus: 'Los cambios maduran en silencio antes de mostrarse.',
  neptune: 'La niebla se disipa un poco: mira con honestidad tus ilusiones.',
  pluto: 'Comienza un proceso interior de soltar.',
  chiron: 'Viejas heridas vuelven a la superficie para ser comprendidas.',
};
const HARD_ADVICE = [
  'haz una pausa antes de presionar',
  'no te lo tomes como algo personal',
  'mantén los planes flexibles',
];
const WEEK_THEME: Record<WeekTheme, string> = {
  new: 'Es una semana para empezar de nuevo.',
  full: 'Llegan la claridad y la sensación de que algo culmina.',
  'first-quarter': 'Es una semana de decisiones y primeros pasos.',
  'last-quarter': 'Es una semana para revisar y despejar el terreno.',
  'moon-ingress': 'Sigue tus estados de ánimo y mantén los planes ligeros.',
  ingress: 'Se abre un nuevo capítulo en este ámbito de tu vida.',
  retrograde: 'Baja el ritmo: es momento de revisar más que de lanzar.',
  direct: 'Lo que estaba parado empieza a moverse.',
  hard: 'Es una semana que pone a prueba tu paciencia.',
  soft: 'Las oportunidades llegan con facilidad, así que acéptalas.',
  fusion: 'Empieza un nuevo ciclo.',
};
const TONE: Record<Tone, string> = {
  harmonious: 'La mayoría de los contactos entre planetas son favorables, así que la semana fluye bien.',
  tense: 'Varios aspectos tensos piden paciencia por el camino.',
  mixed: 'La tensión y la fluidez se alternan, así que elige bien tus momentos.',
  calm: 'Por lo demás, el cielo está tranquilo.',
};

const el = (p: HoroscopePoint) => ES_POINT_NAMES[p].el;
const El = (p: HoroscopePoint) => capitalize(el(p));
const area = (house: number, c: Chooser) => c.pick(`area${house}`, ES_HOUSES[house].areas);
const action = (house: number, c: Chooser) => c.pick(`action${house}`, ES_HOUSES[house].actions);

/** The Spanish weekly-horoscope phrasing (tú). */
export const spanishHoroscope: HoroscopeWriter = {
  title: (sign, year, week) => `Horóscopo semanal de ${signName(sign, 'es')}: semana ${week} de ${year}`,

  dayHeading: (d: CalendarDay) => `${capitalize(WEEKDAYS[d.weekday - 1])} ${d.day} de ${MONTHS[d.month - 1]}`,

  event(e: HoroscopeEvent, c: Chooser): string {
    const n = e.house;
    let text: string;
    switch (e.kind) {
      case 'moon-phase':
        text = paragraph([
          `${capitalize(PHASE[e.phase])} en ${signName(e.sign, 'es')} cae en tu casa ${n}, la de ${area(n, c)}.`,
          c.pick('phase', PHASE_ADVICE[e.phase])(action(n, c)),
        ]);
        break;
      case 'moon-ingress': {
        const sign = signName(e.sign, 'es');
        text = c.pick('moon', [
          `La Luna entra en ${sign}, tu casa ${n}: el ambiente se vuelve ${ES_SIGNS[e.sign].mood} y el foco pasa a ${area(n, c)}.`,
          `Con la Luna entrando en ${sign}, tu casa ${n}, el ambiente es ${ES_SIGNS[e.sign].mood}: ${action(n, c)}.`,
        ]);
        break;
      }
      case 'ingress': {
        const verb = e.retrograde ? 'vuelve a entrar en' : 'entra en';
        const first = `${El(e.point)} ${verb} ${signName(e.sign, 'es')}, tu casa ${n}, ${STAY[e.point]}, y lleva ${THEME[e.point]} a ${area(n, c)}.`;
        text =
          e.point === 'sun' && n === 1
            ? paragraph([first, 'Empieza tu temporada de cumpleaños y, con ella, tu año personal.'])
            : first;
        break;
      }
      case 'station': {
        const g = ES_POINT_NAMES[e.point].g;
        text =
          e.direction === 'retrograde'
            ? paragraph([
                `${El(e.point)} se vuelve ${agree('retrógrado', g)} en ${signName(e.sign, 'es')}, en tu casa ${n}, la de ${area(n, c)}.`,
                RETROGRADE[e.point],
              ])
            : `${El(e.point)} retoma su marcha directa en ${signName(e.sign, 'es')}, en tu casa ${n}: lo que se había estancado en ${area(n, c)} vuelve a moverse.`;
        break;
      }
      case 'aspect': {
        const A = ES_ASPECTS[e.aspect];
        const nature = natureOf(e.aspect);
        const first = `${El(e.point)} ${A.verbs[0]} ${el(e.other)} y une ${THEME[e.point]} con ${THEME[e.other]} en tu casa ${n}.`;
        const second =
          nature === 'hard'
            ? `Cabe esperar algo de fricción: ${c.pick('hard', HARD_ADVICE)}.`
            : nature === 'soft'
              ? `Aprovecha el momento: ${action(n, c)}.`
              : `Un nuevo comienzo: ${action(n, c)}.`;
        text = paragraph([first, second]);
        break;
      }
    }
    return polish(text);
  },

  opening(e: HoroscopeEvent, tone: Tone, c: Chooser): string {
    const where = `tu casa ${e.house}, la de ${area(e.house, c)}`;
    let first: string;
    switch (e.kind) {
      case 'moon-phase':
        first = `Esta semana gira en torno a ${PHASE[e.phase]} en ${signName(e.sign, 'es')}, que cae en ${where}.`;
        break;
      case 'moon-ingress':
        first = `Una semana más ligera: la Luna marca el ritmo, empezando en ${signName(e.sign, 'es')}, ${where}.`;
        break;
      case 'ingress':
        first = `La gran noticia de la semana: ${el(e.point)} entra en ${signName(e.sign, 'es')}, ${where}.`;
        break;
      case 'station': {
        const turn =
          e.direction === 'retrograde'
            ? `se vuelve ${agree('retrógrado', ES_POINT_NAMES[e.point].g)}`
            : 'retoma su marcha directa';
        first = `El punto de inflexión de la semana: ${el(e.point)} ${turn} en ${where}.`;
        break;
      }
      case 'aspect':
        first = `La influencia más fuerte de la semana es ${el(e.point)} ${ES_ASPECTS[e.aspect].prep} ${el(e.other)}, que se siente en ${where}.`;
        break;
    }
    return polish(paragraph([first, WEEK_THEME[weekThemeOf(e)], TONE[tone]]));
  },

  quietDays(days: CalendarDay[]): string {
    const names = listOf(
      days.map((d) => `el ${WEEKDAYS[d.weekday - 1]}`),
      'y',
    );
    const plural = days.length > 1;
    return polish(
      capitalize(
        `${names} ${plural ? 'son' : 'es'} más ${plural ? 'tranquilos' : 'tranquilo'}: aprovecha la pausa para descansar y ponerte al día.`,
      ),
    );
  },

  empty: (sign: Sign) =>
    `Esta semana no hay grandes movimientos planetarios para ${signName(sign, 'es')}: buen momento para consolidar, descansar y seguir tu propio ritmo.`,
};
