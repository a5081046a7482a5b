/** Dutch phrasing of the daily and monthly horoscopes (je); dates from Intl ('nl-NL'). */

import { signName } from '../names.ts';
import { NL_ASPECTS } from '../nl/aspects.ts';
import { adjective, list, type NlGender, polish } from '../nl/grammar.ts';
import { NL_POINT_NAMES } from '../nl/points.ts';
import { NL_HOUSE_ORDINALS, NL_HOUSES, NL_SIGNS } from '../nl/zodiac.ts';
import { capitalize, paragraph } from '../sentences.ts';
import type { Chooser } from '../variation.ts';
import type { HoroscopeEvent, HoroscopePoint, MoonPhase } from './events.ts';
import type { DayPhase, PeriodWriter } from './period-writer.ts';
import type { Tone } from './writer.ts';

const FULL_DAY = new Intl.DateTimeFormat('nl-NL', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});
const MONTH_YEAR = new Intl.DateTimeFormat('nl-NL', { month: 'long', year: 'numeric', timeZone: 'UTC' });

const PHASE: Record<MoonPhase, string> = {
  new: 'de nieuwe maan',
  'first-quarter': 'het eerste kwartier',
  full: 'de volle maan',
  'last-quarter': 'het laatste kwartier',
};

const DAY_PHASE: Record<DayPhase, string[]> = {
  new: [
    'Het is nieuwe maan, donker en vol belofte: stel een voornemen op en houd het voorlopig voor jezelf.',
    'Nu de Maan op haar donkerst is, begin je in stilte en vertrouw je op wat je nog niet ziet.',
  ],
  waxing: [
    'De Maan groeit, dus vandaag telt elke inspanning dubbel: bouw verder op wat je al begonnen bent.',
    'Een wassende maan helpt je vaart te maken; zet de volgende concrete stap.',
  ],
  full: [
    'Het is volle maan en wat verborgen was, komt in het licht: kijk naar wat al voltooid lijkt.',
    'Onder de volle maan spreken de emoties luid; benoem ze voordat je iets doet.',
  ],
  waning: [
    'De Maan neemt af, tijd om te vereenvoudigen: laat een taak vallen die je uitput.',
    'Een afnemende maan helpt bij afronden; ruim op, vereffen rekeningen en rust uit.',
  ],
};
const MONTH_TONE: Record<Tone, string> = {
  harmonious:
    'De planetaire contacten van de maand zijn overwegend vriendelijk, dus plannen vallen meestal op hun plek.',
  tense: 'Verschillende gespannen contacten vragen je deze maand om je krachten te doseren.',
  mixed: 'Deze maand wisselen makkelijke en moeilijke stukken elkaar af, dus kies je moment om te handelen.',
  calm: 'Verder is de hemel deze maand rustig.',
};

/** Eclipse types as adjectives before the de-word "eclips" (inflected after "een"). */
const NL_ECLIPSE_TYPE: Record<string, string> = {
  total: 'totaal',
  annular: 'ringvormig',
  hybrid: 'hybride',
  partial: 'gedeeltelijk',
  penumbral: 'bijschaduw',
};
/** "een totale zonsverduistering", but "een bijschaduwverduistering" (a noun, written together). */
function eclipseName(kind: 'solar' | 'lunar', type: string): string {
  const noun = kind === 'solar' ? 'zonsverduistering' : 'maansverduistering';
  const t = NL_ECLIPSE_TYPE[type];
  if (t === undefined) return `een ${noun}`;
  if (type === 'penumbral') return `een ${t}${kind === 'lunar' ? 'verduistering van de maan' : noun}`;
  const g: NlGender = 'de';
  return `een ${adjective(t, g, false)} ${noun}`;
}

const de = (p: HoroscopePoint) => NL_POINT_NAMES[p].de;
const area = (house: number, c: Chooser) => c.pick(`area${house}`, NL_HOUSES[house].areas);
const action = (house: number, c: Chooser) => c.pick(`action${house}`, NL_HOUSES[house].actions);
const houseOf = (house: number, c: Chooser) => `je ${NL_HOUSE_ORDINALS[house]} huis, dat van ${area(house, c)}`;

export const dutchPeriodHoroscope: PeriodWriter = {
  dailyTitle: (sign, d) =>
    `Daghoroscoop ${signName(sign, 'nl')}: ${FULL_DAY.format(Date.UTC(d.year, d.month - 1, d.day))}`,
  monthlyTitle: (sign, year, month) =>
    `Maandhoroscoop ${signName(sign, 'nl')}: ${MONTH_YEAR.format(Date.UTC(year, month - 1, 15))}`,

  moonOfDay(moonSign, house, phase, c) {
    return polish(
      paragraph([
        // V2: "Vandaag" first, the verb second, the subject after it; the predicative mood stays uninflected.
        `Vandaag trekt de Maan door ${signName(moonSign, 'nl')}, ${houseOf(house, c)}, en de sfeer is ${list(NL_SIGNS[moonSign].mood)}.`,
        c.pick('dayPhase', DAY_PHASE[phase]),
      ]),
    );
  },

  quietDay: (sign, c) =>
    c.pick('quiet', [
      `Vandaag zijn er geen exacte planetaire contacten, ${signName(sign, 'nl')}: een makkelijke dag om je eigen ritme te volgen.`,
      `Vandaag houden de planeten zich rustig, ${signName(sign, 'nl')}, en laten ze ruimte voor routine en rust.`,
    ]),

  monthOpening(e: HoroscopeEvent, tone, c) {
    const where = houseOf(e.house, c);
    let first: string;
    switch (e.kind) {
      case 'moon-phase':
        first = `Het hoogtepunt van de maand is ${PHASE[e.phase]} in ${signName(e.sign, 'nl')}, in ${where}.`;
        break;
      case 'moon-ingress':
        first = `Een maand op het ritme van de Maan, die begint in ${signName(e.sign, 'nl')}, ${where}.`;
        break;
      case 'ingress':
        first = `De kop van de maand: ${de(e.point)} gaat over naar ${signName(e.sign, 'nl')}, ${where}.`;
        break;
      case 'station':
        first = `Deze maand draait om ${de(e.point)}, die ${e.direction === 'retrograde' ? 'retrograde wordt' : 'weer direct wordt'} in ${where}.`;
        break;
      case 'aspect':
        first = `Het aspect dat de maand bepaalt, is ${de(e.point)} ${NL_ASPECTS[e.aspect].prep} ${de(e.other)}, merkbaar in ${where}.`;
        break;
    }
    return polish(paragraph([capitalize(first), MONTH_TONE[tone]]));
  },

  quietMonth: (sign) =>
    `Een maand zonder grote planetaire wendingen voor ${signName(sign, 'nl')}: bouw rustig verder op wat al werkt.`,

  eclipse(kind, type, sign, house, c) {
    const name = eclipseName(kind, type);
    return polish(
      kind === 'solar'
        ? `${capitalize(name)} in ${signName(sign, 'nl')} schudt ${houseOf(house, c)} wakker: er gaat een deur open die je niet had voorzien, dus leg het gewone draaiboek even opzij.`
        : `${capitalize(name)} in ${signName(sign, 'nl')} zet ${houseOf(house, c)} in het licht: daar komt iets tot voltooiing, dus maak ruimte voor wat eraan komt.`,
    );
  },

  sunFocus(sunSign, house, period, c) {
    const when = period === 'day' ? 'in deze dagen' : 'deze maand';
    return polish(
      `Met de Zon in ${signName(sunSign, 'nl')}, je ${NL_HOUSE_ORDINALS[house]} huis, gaat je energie ${when} naar ${area(house, c)}: ${action(house, c)}.`,
    );
  },
};
