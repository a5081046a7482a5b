/** English phrasing of the weekly horoscope. */
import type { Sign } from '../../astro/vocabulary.ts';
import { natureOf } from '../catalogue.ts';
import { EN_ASPECTS } from '../en/aspects.ts';
import { EN_POINT_NAMES } from '../en/points.ts';
import { EN_HOUSES, EN_SIGNS, enOrdinal } from '../en/zodiac.ts';
import { signName } from '../names.ts';
import { capitalize, listOf, paragraph } from '../sentences.ts';
import type { Chooser } from '../variation.ts';
import type { CalendarDay } from './calendar.ts';
import type { HoroscopeEvent, HoroscopePoint, IngressPoint, MoonPhase, StationPoint } from './events.ts';
import { type HoroscopeWriter, type Tone, type WeekTheme, weekThemeOf } from './writer.ts';

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
const PHASE_ADVICE: Record<MoonPhase, ((action: string) => string)[]> = {
  new: [(a) => `Plant a seed: ${a}.`, (a) => `A good moment to begin: ${a}.`],
  'first-quarter': [(a) => `Time to act on what you started: ${a}.`, (a) => `Push past the first obstacle and ${a}.`],
  full: [
    () => 'Something comes to a head here; celebrate what has grown and let go of what has not.',
    () => 'Emotions run high around these matters, so step back before you react.',
  ],
  'last-quarter': [
    () => 'Review, tidy up and release what no longer serves you.',
    () => 'Take stock and finish what is left before the next cycle begins.',
  ],
};

const THEME: Record<HoroscopePoint, string> = {
  sun: 'the spotlight',
  moon: 'your feelings',
  mercury: 'your thinking and conversations',
  venus: 'love and pleasure',
  mars: 'energy and drive',
  jupiter: 'growth and luck',
  saturn: 'discipline and tests',
  uranus: 'change and surprise',
  neptune: 'dreams and inspiration',
  pluto: 'deep transformation',
  chiron: 'healing',
};
const STAY: Record<IngressPoint, string> = {
  sun: 'for the next month',
  mercury: 'for the coming weeks',
  venus: 'for about four weeks',
  mars: 'for six weeks or so',
  jupiter: 'for about a year',
  saturn: 'for two to three years',
  uranus: 'for about seven years',
  neptune: 'for more than a decade',
  pluto: 'for many years',
  chiron: 'for several years',
};
const RETROGRADE: Record<StationPoint, string> = {
  mercury: 'Double-check messages, contracts and travel plans, and give old conversations a second chance.',
  venus: 'Revisit what and whom you value; postpone big purchases and makeovers.',
  mars: 'Slow down, revise your strategy and finish battles rather than starting new ones.',
  jupiter: 'Growth turns inward: reconsider your beliefs and long-range plans.',
  saturn: 'Responsibilities call for review rather than expansion.',
  uranus: 'Changes ripen quietly before they show.',
  neptune: 'The fog lifts a little: look honestly at your illusions.',
  pluto: 'An inner process of letting go begins.',
  chiron: 'Old hurts resurface to be understood.',
};
const HARD_ADVICE = ['pause before you push', 'do not take it personally', 'keep your plans flexible'];
const WEEK_THEME: Record<WeekTheme, string> = {
  new: 'It is a week for fresh starts.',
  full: 'Expect clarity and a sense that something has come full circle.',
  'first-quarter': 'It is a week for decisions and first steps.',
  'last-quarter': 'It is a week to review and clear the decks.',
  'moon-ingress': 'Follow your moods and keep your plans light.',
  ingress: 'A new chapter opens in this part of your life.',
  retrograde: 'Slow down: this is a time to revisit rather than to launch.',
  direct: 'What stalled starts moving again.',
  hard: 'It is a week that tests your patience.',
  soft: 'Opportunities come easily, so say yes to them.',
  fusion: 'A new cycle begins.',
};
const TONE: Record<Tone, string> = {
  harmonious: 'Most contacts between the planets are supportive, so the week flows well.',
  tense: 'Several tense aspects ask for patience along the way.',
  mixed: 'Tension and flow alternate, so pick your moments.',
  calm: 'Otherwise the sky is calm.',
};

const the = (p: HoroscopePoint) => EN_POINT_NAMES[p].the;
const The = (p: HoroscopePoint) => capitalize(the(p));
const area = (house: number, c: Chooser) => c.pick(`area${house}`, EN_HOUSES[house].areas);
const action = (house: number, c: Chooser) => c.pick(`action${house}`, EN_HOUSES[house].actions);

/** The English weekly-horoscope phrasing. */
export const englishHoroscope: HoroscopeWriter = {
  title: (sign, year, week) => `${signName(sign, 'en')} weekly horoscope: week ${week}, ${year}`,

  dayHeading: (d: CalendarDay) => `${WEEKDAYS[d.weekday - 1]}, ${d.day} ${MONTHS[d.month - 1]}`,

  event(e: HoroscopeEvent, c: Chooser): string {
    const ord = enOrdinal(e.house);
    switch (e.kind) {
      case 'moon-phase':
        return paragraph([
          `The ${PHASE[e.phase]} in ${signName(e.sign, 'en')} falls in your ${ord} house of ${area(e.house, c)}.`,
          c.pick('phase', PHASE_ADVICE[e.phase])(action(e.house, c)),
        ]);
      case 'moon-ingress': {
        const sign = signName(e.sign, 'en');
        return c.pick('moon', [
          `The Moon moves into ${sign}, your ${ord} house: the mood turns ${EN_SIGNS[e.sign].mood}, and the focus shifts to ${area(e.house, c)}.`,
          `With the Moon entering ${sign}, your ${ord} house, the mood is ${EN_SIGNS[e.sign].mood}: ${action(e.house, c)}.`,
        ]);
      }
      case 'ingress': {
        const verb = e.retrograde ? 'slips back into' : 'enters';
        const first = `${The(e.point)} ${verb} ${signName(e.sign, 'en')}, your ${ord} house, ${STAY[e.point]}, bringing ${THEME[e.point]} to ${area(e.house, c)}.`;
        return e.point === 'sun' && e.house === 1
          ? paragraph([first, 'Your birthday season begins, and with it your personal new year.'])
          : first;
      }
      case 'station':
        return e.direction === 'retrograde'
          ? paragraph([
              `${The(e.point)} turns retrograde in ${signName(e.sign, 'en')}, in your ${ord} house of ${area(e.house, c)}.`,
              RETROGRADE[e.point],
            ])
          : `${The(e.point)} turns direct in ${signName(e.sign, 'en')}, in your ${ord} house: what stalled around ${area(e.house, c)} starts moving again.`;
      case 'aspect': {
        const A = EN_ASPECTS[e.aspect];
        const nature = natureOf(e.aspect);
        const first = `${The(e.point)} ${A.verbs[0]} ${the(e.other)}, linking ${THEME[e.point]} with ${THEME[e.other]} in your ${ord} house.`;
        const second =
          nature === 'hard'
            ? `Expect some friction: ${c.pick('hard', HARD_ADVICE)}.`
            : nature === 'soft'
              ? `A good moment to ${action(e.house, c)}.`
              : `A new start: ${action(e.house, c)}.`;
        return paragraph([first, second]);
      }
    }
  },

  opening(e: HoroscopeEvent, tone: Tone, c: Chooser): string {
    const ord = enOrdinal(e.house);
    const where = `your ${ord} house of ${area(e.house, c)}`;
    let first: string;
    switch (e.kind) {
      case 'moon-phase':
        first = `This week revolves around the ${PHASE[e.phase]} in ${signName(e.sign, 'en')}, which falls in ${where}.`;
        break;
      case 'moon-ingress':
        first = `A lighter week: the Moon sets the pace, starting in ${signName(e.sign, 'en')}, ${where}.`;
        break;
      case 'ingress':
        first = `The big news this week: ${the(e.point)} enters ${signName(e.sign, 'en')}, ${where}.`;
        break;
      case 'station':
        first = `This week's turning point: ${the(e.point)} turns ${e.direction} in ${where}.`;
        break;
      case 'aspect':
        first = `The strongest influence this week is ${the(e.point)} ${EN_ASPECTS[e.aspect].title} ${the(e.other)}, felt in ${where}.`;
        break;
    }
    return paragraph([first, WEEK_THEME[weekThemeOf(e)], TONE[tone]]);
  },

  quietDays(days: CalendarDay[]): string {
    const names = listOf(
      days.map((d) => WEEKDAYS[d.weekday - 1]),
      'and',
    );
    return `${names} ${days.length === 1 ? 'is' : 'are'} quieter: use the pause to rest and catch up.`;
  },

  empty: (sign: Sign) =>
    `No major planetary events this week for ${signName(sign, 'en')}: a good time to consolidate, rest and follow your own rhythm.`,
};
