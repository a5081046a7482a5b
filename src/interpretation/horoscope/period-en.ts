/** English phrasing of the daily and monthly horoscopes. */
import type { Sign } from '../../astro/vocabulary.ts';
import { EN_ASPECTS } from '../en/aspects.ts';
import { EN_POINT_NAMES } from '../en/points.ts';
import { EN_HOUSES, EN_SIGNS, enOrdinal } from '../en/zodiac.ts';
import { signName } from '../names.ts';
import { paragraph } from '../sentences.ts';
import type { Chooser } from '../variation.ts';
import type { CalendarDay } from './calendar.ts';
import type { HoroscopeEvent, HoroscopePoint, MoonPhase } from './events.ts';
import type { DayPhase, PeriodWriter } from './period-writer.ts';
import type { Tone } from './writer.ts';

const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
const PHASE: Record<MoonPhase, string> = {
  new: 'New Moon',
  'first-quarter': 'First Quarter Moon',
  full: 'Full Moon',
  'last-quarter': 'Last Quarter Moon',
};

const DAY_PHASE: Record<DayPhase, string[]> = {
  new: [
    'The Moon is new, dark and full of promise: set an intention and keep it to yourself for now.',
    'With the Moon at its darkest, begin quietly and trust what you cannot see yet.',
  ],
  waxing: [
    'The Moon is waxing, so effort builds on itself today: add to what you have begun.',
    'A growing Moon favours momentum; take the next concrete step.',
  ],
  full: [
    'The Moon is full, lighting up what was hidden: notice what feels finished.',
    'Under a full Moon feelings are loud; name them before acting on them.',
  ],
  waning: [
    'The Moon is waning, a time to simplify: drop one task that drains you.',
    'A shrinking Moon favours endings; tidy up, repay and rest.',
  ],
};
const MONTH_TONE: Record<Tone, string> = {
  harmonious: "The month's planetary contacts are mostly kind, so plans tend to fall into place.",
  tense: 'Several tense contacts this month ask you to pace yourself.',
  mixed: 'Smooth and bumpy stretches alternate this month, so time your moves.',
  calm: "Beyond that the month's sky is quiet.",
};

const the = (p: HoroscopePoint) => EN_POINT_NAMES[p].the;
const area = (house: number, c: Chooser) => c.pick(`area${house}`, EN_HOUSES[house].areas);
const action = (house: number, c: Chooser) => c.pick(`action${house}`, EN_HOUSES[house].actions);

export const englishPeriodHoroscope: PeriodWriter = {
  dailyTitle: (sign, d) =>
    `${signName(sign, 'en')} daily horoscope: ${WEEKDAYS[d.weekday - 1]}, ${d.day} ${MONTHS[d.month - 1]} ${d.year}`,
  monthlyTitle: (sign, year, month) => `${signName(sign, 'en')} monthly horoscope: ${MONTHS[month - 1]} ${year}`,

  moonOfDay(moonSign, house, phase, c) {
    return paragraph([
      `Today the Moon travels through ${signName(moonSign, 'en')}, your ${enOrdinal(house)} house of ${area(house, c)}, and the mood is ${EN_SIGNS[moonSign].mood}.`,
      c.pick('dayPhase', DAY_PHASE[phase]),
    ]);
  },

  quietDay: (sign, c) =>
    c.pick('quiet', [
      `No exact planetary contacts today, ${signName(sign, 'en')}: an easy day to follow your own rhythm.`,
      `The planets keep still today, ${signName(sign, 'en')}, leaving room for routine and rest.`,
    ]),

  monthOpening(e, tone, c) {
    const where = `your ${enOrdinal(e.house)} house of ${area(e.house, c)}`;
    let first: string;
    switch (e.kind) {
      case 'moon-phase':
        first = `The month's high point is the ${PHASE[e.phase]} in ${signName(e.sign, 'en')}, in ${where}.`;
        break;
      case 'moon-ingress':
        first = `A month led by the Moon's rhythm, beginning in ${signName(e.sign, 'en')}, ${where}.`;
        break;
      case 'ingress':
        first = `The headline of the month: ${the(e.point)} moves into ${signName(e.sign, 'en')}, ${where}.`;
        break;
      case 'station':
        first = `This month pivots on ${the(e.point)} turning ${e.direction} in ${where}.`;
        break;
      case 'aspect':
        first = `The month's defining aspect is ${the(e.point)} ${EN_ASPECTS[e.aspect].title} ${the(e.other)}, felt in ${where}.`;
        break;
    }
    return paragraph([first, MONTH_TONE[tone]]);
  },

  quietMonth: (sign) =>
    `A month without major planetary turns for ${signName(sign, 'en')}: build steadily on what is already working.`,

  eclipse(kind, type, sign, house, c) {
    return kind === 'solar'
      ? `A ${type} solar eclipse in ${signName(sign, 'en')} strikes your ${enOrdinal(house)} house of ${area(house, c)}: a door opens there that you did not plan, so loosen your grip on the old script.`
      : `A ${type} lunar eclipse in ${signName(sign, 'en')} floods your ${enOrdinal(house)} house of ${area(house, c)} with light: something there is complete, so make room for what comes next.`;
  },

  sunFocus(sunSign, house, period, c) {
    const when = period === 'day' ? 'these days' : 'this month';
    return `With the Sun in ${signName(sunSign, 'en')}, your ${enOrdinal(house)} house, ${when} your energy goes to ${area(house, c)}: ${action(house, c)}.`;
  },
};
