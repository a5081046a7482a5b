/** German phrasing of the daily and monthly horoscopes (du). */
import { DE_ASPECTS } from '../de/aspects.ts';
import { contract } from '../de/grammar.ts';
import { deName } from '../de/points.ts';
import { DE_HOUSES, DE_SIGNS, inSign, intoSign } from '../de/zodiac.ts';
import { signName } from '../names.ts';
import { capitalize, paragraph } from '../sentences.ts';
import type { Chooser } from '../variation.ts';
import type { MoonPhase } from './events.ts';
import type { DayPhase, PeriodWriter } from './period-writer.ts';
import type { Tone } from './writer.ts';

const WEEKDAYS = ['Montag', 'Dienstag', 'Mittwoch', 'Donnerstag', 'Freitag', 'Samstag', 'Sonntag'];
const MONTHS = [
  'Januar',
  'Februar',
  'März',
  'April',
  'Mai',
  'Juni',
  'Juli',
  'August',
  'September',
  'Oktober',
  'November',
  'Dezember',
];
const PHASE_DAT: Record<MoonPhase, string> = {
  new: 'dem Neumond',
  'first-quarter': 'dem zunehmenden Halbmond',
  full: 'dem Vollmond',
  'last-quarter': 'dem abnehmenden Halbmond',
};

const DAY_PHASE: Record<DayPhase, string[]> = {
  new: [
    'Der Mond ist neu, dunkel und voller Versprechen: Setz dir eine Absicht und behalte sie vorerst für dich.',
    'Mit dem Mond in seiner dunkelsten Phase beginnst du am besten leise und vertraust auf das, was du noch nicht siehst.',
  ],
  waxing: [
    'Der Mond nimmt zu, heute baut also jede Mühe auf der vorigen auf: Füge dem Begonnenen etwas hinzu.',
    'Ein wachsender Mond begünstigt Schwung; geh den nächsten konkreten Schritt.',
  ],
  full: [
    'Der Mond ist voll und beleuchtet, was verborgen war: Achte darauf, was sich abgeschlossen anfühlt.',
    'Unter dem Vollmond sind Gefühle laut; benenne sie, bevor du danach handelst.',
  ],
  waning: [
    'Der Mond nimmt ab, eine Zeit zum Vereinfachen: Streich eine Aufgabe, die dich auslaugt.',
    'Ein schwindender Mond begünstigt Abschlüsse; räum auf, begleiche Offenes und ruh dich aus.',
  ],
};
const MONTH_TONE: Record<Tone, string> = {
  harmonious: 'Die Planetenkontakte des Monats sind überwiegend freundlich, Pläne fügen sich also leicht.',
  tense: 'Mehrere angespannte Kontakte in diesem Monat verlangen, dass du mit deinen Kräften haushältst.',
  mixed: 'Leichte und holprige Abschnitte wechseln sich in diesem Monat ab, also wähle den richtigen Zeitpunkt.',
  calm: 'Ansonsten ist der Himmel des Monats ruhig.',
};

const DE_SOLAR_ECLIPSE: Record<string, string> = {
  total: 'eine totale',
  annular: 'eine ringförmige',
  hybrid: 'eine hybride',
  partial: 'eine partielle',
};
const DE_LUNAR_ECLIPSE: Record<string, string> = {
  total: 'eine totale Mondfinsternis',
  partial: 'eine partielle Mondfinsternis',
  penumbral: 'eine Halbschatten-Mondfinsternis',
};

const area = (house: number, c: Chooser) => c.pick(`area${house}`, DE_HOUSES[house].areas);
const action = (house: number, c: Chooser) => capitalize(c.pick(`action${house}`, DE_HOUSES[house].actions));

export const germanPeriodHoroscope: PeriodWriter = {
  dailyTitle: (sign, d) =>
    `Tageshoroskop ${signName(sign, 'de')}: ${WEEKDAYS[d.weekday - 1]}, ${d.day}. ${MONTHS[d.month - 1]} ${d.year}`,
  monthlyTitle: (sign, year, month) => `Monatshoroskop ${signName(sign, 'de')}: ${MONTHS[month - 1]} ${year}`,

  moonOfDay(moonSign, house, phase, c) {
    return contract(
      paragraph([
        `Heute steht der Mond ${inSign(moonSign)}, in deinem ${house}. Haus, dem Bereich für ${area(house, c)}, und die Stimmung ist ${DE_SIGNS[moonSign].mood}.`,
        c.pick('dayPhase', DAY_PHASE[phase]),
      ]),
    );
  },

  quietDay: (sign, c) =>
    c.pick('quiet', [
      `Heute gibt es keine exakten Planetenkontakte, ${signName(sign, 'de')}: ein leichter Tag, um deinem eigenen Rhythmus zu folgen.`,
      `Die Planeten halten heute still, ${signName(sign, 'de')}, und lassen Raum für Alltag und Erholung.`,
    ]),

  monthOpening(e, tone, c) {
    const where = `in deinem ${e.house}. Haus, dem Bereich für ${area(e.house, c)}`;
    let first: string;
    switch (e.kind) {
      case 'moon-phase':
        first = `Der Höhepunkt des Monats gehört ${PHASE_DAT[e.phase]} ${inSign(e.sign)}, ${where}.`;
        break;
      case 'moon-ingress':
        first = `Ein Monat im Rhythmus des Mondes, der ${inSign(e.sign)} beginnt, ${where}.`;
        break;
      case 'ingress':
        first = `Die Schlagzeile des Monats: ${capitalize(deName(e.point, 'nom'))} zieht ${intoSign(e.sign)}, in dein ${e.house}. Haus, den Bereich für ${area(e.house, c)}.`;
        break;
      case 'station':
        first = `Die Wende des Monats: ${capitalize(deName(e.point, 'nom'))} wird ${e.direction === 'retrograde' ? 'rückläufig' : 'wieder direktläufig'}, und zwar ${where}.`;
        break;
      case 'aspect':
        first = `Der prägende Aspekt des Monats: ${deName(e.point, 'nom')} ${DE_ASPECTS[e.aspect].prep} ${deName(e.other, 'dat')}, spürbar ${where}.`;
        break;
    }
    return contract(paragraph([capitalize(first), MONTH_TONE[tone]]));
  },

  quietMonth: (sign) =>
    `Ein Monat ohne große planetare Wendungen für ${signName(sign, 'de')}: Bau in Ruhe auf dem auf, was schon funktioniert.`,

  eclipse(kind, type, sign, house, c) {
    const name =
      kind === 'solar'
        ? `${DE_SOLAR_ECLIPSE[type] ?? 'eine'} Sonnenfinsternis`
        : (DE_LUNAR_ECLIPSE[type] ?? 'eine Mondfinsternis');
    return contract(
      kind === 'solar'
        ? `${capitalize(name)} ${inSign(sign)} trifft dein ${house}. Haus, den Bereich für ${area(house, c)}: Dort öffnet sich eine Tür, die du nicht geplant hast, also lockere den Griff am alten Drehbuch.`
        : `${capitalize(name)} ${inSign(sign)} taucht dein ${house}. Haus, den Bereich für ${area(house, c)}, in helles Licht: Dort ist etwas vollendet, also mach Platz für das, was kommt.`,
    );
  },

  sunFocus(sunSign, house, period, c) {
    const when = period === 'day' ? 'in diesen Tagen' : 'in diesem Monat';
    return contract(
      `Mit der Sonne ${inSign(sunSign)}, deinem ${house}. Haus, fließt deine Energie ${when} in den Bereich für ${area(house, c)}: ${action(house, c)}.`,
    );
  },
};
