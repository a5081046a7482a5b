/**
 * The panchang's tables: the names of the tithis, yogas, karanas and varas, the weekday parts of
 * Rahu kaal, Gulika kaal and Yamaganda, and the choghadiya order.
 *
 * - Tithi: 30 per synodic month, each 12° of the Moon's elongation from the Sun; 1–15 shukla
 *   paksha (waxing, ending with purnima), 16–30 krishna paksha (waning, ending with amavasya).
 * - Karana: half a tithi (6°), 60 a month: kimstughna first, the seven movable karanas (bava,
 *   balava, kaulava, taitila, garaja, vanija, vishti) eight times over, then shakuni, chatushpada
 *   and naga.
 * - Yoga: 27, each 13°20′ of the sum of the Sun's and the Moon's sidereal longitudes.
 * - Rahu kaal, Gulika kaal, Yamaganda: the day from sunrise to sunset in eight equal parts; the
 *   part (1–8) by weekday below.
 * - Choghadiya: the day and the night each in eight equal parts, named udveg (Sun), chal
 *   (Venus), labh (Mercury), amrit (Moon), kaal (Saturn), shubh (Jupiter), rog (Mars); by day from
 *   the weekday lord's, each next in Chaldean order (the 8th repeats the 1st); by night from the
 *   fifth weekday's lord (Sunday night: Jupiter's shubh), each next two back in Chaldean order.
 */
import type { ClassicalPlanet } from '../traditional/tables.ts';

export const TITHI_NAMES = [
  'pratipada',
  'dwitiya',
  'tritiya',
  'chaturthi',
  'panchami',
  'shashthi',
  'saptami',
  'ashtami',
  'navami',
  'dashami',
  'ekadashi',
  'dwadashi',
  'trayodashi',
  'chaturdashi',
] as const;

/** The name of tithi 1…30. */
export const tithiName = (n: number) => (n === 15 ? 'purnima' : n === 30 ? 'amavasya' : TITHI_NAMES[(n - 1) % 15]);

export const YOGA_NAMES = [
  'vishkambha',
  'priti',
  'ayushman',
  'saubhagya',
  'shobhana',
  'atiganda',
  'sukarma',
  'dhriti',
  'shula',
  'ganda',
  'vriddhi',
  'dhruva',
  'vyaghata',
  'harshana',
  'vajra',
  'siddhi',
  'vyatipata',
  'variyana',
  'parigha',
  'shiva',
  'siddha',
  'sadhya',
  'shubha',
  'shukla',
  'brahma',
  'indra',
  'vaidhriti',
] as const;

export const MOVABLE_KARANAS = ['bava', 'balava', 'kaulava', 'taitila', 'garaja', 'vanija', 'vishti'] as const;

/** The name of karana 1…60 of the month. */
export function karanaName(n: number): string {
  if (n === 1) return 'kimstughna';
  if (n >= 58) return ['shakuni', 'chatushpada', 'naga'][n - 58];
  return MOVABLE_KARANAS[(n - 2) % 7];
}

/** Sunday first, as Date.getUTCDay numbers them. */
export const VARAS = [
  { name: 'ravivara', lord: 'sun' },
  { name: 'somavara', lord: 'moon' },
  { name: 'mangalavara', lord: 'mars' },
  { name: 'budhavara', lord: 'mercury' },
  { name: 'guruvara', lord: 'jupiter' },
  { name: 'shukravara', lord: 'venus' },
  { name: 'shanivara', lord: 'saturn' },
] as const satisfies readonly { name: string; lord: ClassicalPlanet }[];

/** The eighth of the day (1…8, from sunrise) of each period, Sunday first. */
export const DAY_PART_PERIODS = {
  rahuKaal: [8, 2, 7, 5, 6, 4, 3],
  gulikaKaal: [7, 6, 5, 4, 3, 2, 1],
  yamaganda: [5, 4, 3, 2, 1, 7, 6],
} as const;

export const CHOGHADIYA_OF: Record<ClassicalPlanet, string> = {
  sun: 'udveg',
  venus: 'chal',
  mercury: 'labh',
  moon: 'amrit',
  saturn: 'kaal',
  jupiter: 'shubh',
  mars: 'rog',
};

/** Whether a choghadiya is counted good (amrit, shubh, labh), neutral (chal) or bad (udveg, kaal, rog). */
export const CHOGHADIYA_NATURE: Record<string, 'good' | 'neutral' | 'bad'> = {
  amrit: 'good',
  shubh: 'good',
  labh: 'good',
  chal: 'neutral',
  udveg: 'bad',
  kaal: 'bad',
  rog: 'bad',
};
