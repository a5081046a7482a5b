/** Spanish phrasing of the daily and monthly horoscopes (tú). */
import { ES_ASPECTS } from '../es/aspects.ts';
import { agree, polish } from '../es/grammar.ts';
import { ES_POINT_NAMES } from '../es/points.ts';
import { ES_HOUSES, ES_SIGNS } from '../es/zodiac.ts';
import { signName } from '../names.ts';
import { capitalize, paragraph } from '../sentences.ts';
import type { Chooser } from '../variation.ts';
import type { HoroscopeEvent, HoroscopePoint, MoonPhase } from './events.ts';
import type { DayPhase, PeriodWriter } from './period-writer.ts';
import type { Tone } from './writer.ts';

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

const DAY_PHASE: Record<DayPhase, string[]> = {
  new: [
    'La Luna está nueva, oscura y llena de promesas: fija una intención y guárdala para ti por ahora.',
    'Con la Luna en su punto más oscuro, empieza en silencio y confía en lo que aún no ves.',
  ],
  waxing: [
    'La Luna crece, así que hoy el esfuerzo se suma a sí mismo: añade algo a lo que ya empezaste.',
    'Una Luna creciente favorece el impulso; da el siguiente paso concreto.',
  ],
  full: [
    'La Luna está llena e ilumina lo que estaba oculto: fíjate en lo que ya parece terminado.',
    'Bajo la Luna llena las emociones hablan alto; ponles nombre antes de actuar.',
  ],
  waning: [
    'La Luna mengua, tiempo de simplificar: deja una tarea que te agota.',
    'Una Luna menguante favorece los cierres; ordena, salda cuentas y descansa.',
  ],
};
const MONTH_TONE: Record<Tone, string> = {
  harmonious: 'Los contactos planetarios del mes son en su mayoría amables, así que los planes tienden a encajar.',
  tense: 'Varios contactos tensos este mes te piden dosificar tus fuerzas.',
  mixed: 'Este mes se alternan tramos fáciles y difíciles, así que elige el momento de actuar.',
  calm: 'Por lo demás, el cielo del mes está en calma.',
};

const ES_ECLIPSE_TYPE: Record<string, string> = {
  total: 'total',
  annular: 'anular',
  hybrid: 'híbrido',
  partial: 'parcial',
  penumbral: 'penumbral',
};

const el = (p: HoroscopePoint) => ES_POINT_NAMES[p].el;
const area = (house: number, c: Chooser) => c.pick(`area${house}`, ES_HOUSES[house].areas);
const action = (house: number, c: Chooser) => c.pick(`action${house}`, ES_HOUSES[house].actions);

export const spanishPeriodHoroscope: PeriodWriter = {
  dailyTitle: (sign, d) =>
    `Horóscopo diario de ${signName(sign, 'es')}: ${WEEKDAYS[d.weekday - 1]} ${d.day} de ${MONTHS[d.month - 1]} de ${d.year}`,
  monthlyTitle: (sign, year, month) => `Horóscopo mensual de ${signName(sign, 'es')}: ${MONTHS[month - 1]} de ${year}`,

  moonOfDay(moonSign, house, phase, c) {
    return polish(
      paragraph([
        `Hoy la Luna recorre ${signName(moonSign, 'es')}, tu casa ${house}, la de ${area(house, c)}, y el ambiente es ${ES_SIGNS[moonSign].mood}.`,
        c.pick('dayPhase', DAY_PHASE[phase]),
      ]),
    );
  },

  quietDay: (sign, c) =>
    c.pick('quiet', [
      `Hoy no hay contactos planetarios exactos, ${signName(sign, 'es')}: un día fácil para seguir tu propio ritmo.`,
      `Los planetas se quedan quietos hoy, ${signName(sign, 'es')}, y dejan espacio para la rutina y el descanso.`,
    ]),

  monthOpening(e, tone, c) {
    const where = `tu casa ${e.house}, la de ${area(e.house, c)}`;
    let first: string;
    switch (e.kind) {
      case 'moon-phase':
        first = `El momento culminante del mes es ${PHASE[e.phase]} en ${signName(e.sign, 'es')}, en ${where}.`;
        break;
      case 'moon-ingress':
        first = `Un mes marcado por el ritmo de la Luna, que empieza en ${signName(e.sign, 'es')}, ${where}.`;
        break;
      case 'ingress':
        first = `El titular del mes: ${el(e.point)} pasa a ${signName(e.sign, 'es')}, ${where}.`;
        break;
      case 'station': {
        const turn =
          e.direction === 'retrograde'
            ? `se vuelve ${agree('retrógrado', ES_POINT_NAMES[e.point].g)}`
            : 'retoma su marcha directa';
        first = `Este mes gira en torno a ${el(e.point)}, que ${turn} en ${where}.`;
        break;
      }
      case 'aspect':
        first = `El aspecto que define el mes es ${el(e.point)} ${ES_ASPECTS[e.aspect].prep} ${el(e.other)}, que se nota en ${where}.`;
        break;
    }
    return polish(paragraph([capitalize(first), MONTH_TONE[tone]]));
  },

  quietMonth: (sign) =>
    `Un mes sin grandes giros planetarios para ${signName(sign, 'es')}: construye con calma sobre lo que ya funciona.`,

  eclipse(kind, type, sign, house, c) {
    const t = ES_ECLIPSE_TYPE[type] ?? type;
    return polish(
      kind === 'solar'
        ? `Un eclipse solar ${t} en ${signName(sign, 'es')} sacude tu casa ${house}, la de ${area(house, c)}: se abre una puerta que no habías previsto, así que suelta el guion de siempre.`
        : `Un eclipse lunar ${t} en ${signName(sign, 'es')} inunda de luz tu casa ${house}, la de ${area(house, c)}: algo ahí se completa, así que haz sitio a lo que viene.`,
    );
  },

  sunFocus(sunSign, house, period, c) {
    const when = period === 'day' ? 'estos días' : 'este mes';
    return polish(
      `Con el Sol en ${signName(sunSign, 'es')}, tu casa ${house}, ${when} tu energía va a ${area(house, c)}: ${action(house, c)}.`,
    );
  },
};
