/** German phrasing of the weekly horoscope. */
import type { Sign } from '../../astro/vocabulary.ts';
import { natureOf } from '../catalogue.ts';
import { DE_ASPECTS } from '../de/aspects.ts';
import { contract } from '../de/grammar.ts';
import { type AccDat, deName } from '../de/points.ts';
import { DE_HOUSES, DE_SIGNS, inSign, intoSign } from '../de/zodiac.ts';
import { signName } from '../names.ts';
import { capitalize, listOf, paragraph } from '../sentences.ts';
import type { Chooser } from '../variation.ts';
import type { CalendarDay } from './calendar.ts';
import type { HoroscopeEvent, HoroscopePoint, IngressPoint, MoonPhase, StationPoint } from './events.ts';
import { type HoroscopeWriter, type Tone, type WeekTheme, weekThemeOf } from './writer.ts';

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

/** Phase names, nominative and accusative. */
const PHASE: Record<MoonPhase, { nom: string; acc: string }> = {
  new: { nom: 'der Neumond', acc: 'den Neumond' },
  'first-quarter': { nom: 'der zunehmende Halbmond', acc: 'den zunehmenden Halbmond' },
  full: { nom: 'der Vollmond', acc: 'den Vollmond' },
  'last-quarter': { nom: 'der abnehmende Halbmond', acc: 'den abnehmenden Halbmond' },
};
const PHASE_ADVICE: Record<MoonPhase, ((action: string) => string)[]> = {
  new: [(a) => `Säe einen Samen: ${a}.`, (a) => `Ein guter Moment für einen Anfang: ${a}.`],
  'first-quarter': [
    (a) => `Zeit, dem Begonnenen Taten folgen zu lassen: ${a}.`,
    (a) => `Überwinde das erste Hindernis: ${a}.`,
  ],
  full: [
    () => 'Etwas kommt zum Höhepunkt: Feiere, was gewachsen ist, und lass los, was nicht gewachsen ist.',
    () => 'Bei diesen Themen kochen die Gefühle hoch; tritt einen Schritt zurück, bevor du reagierst.',
  ],
  'last-quarter': [
    () => 'Zieh Bilanz, räum auf und lass los, was dir nicht mehr dient.',
    () => 'Bring Offenes zu Ende, bevor der nächste Zyklus beginnt.',
  ],
};

const THEME: Record<HoroscopePoint, AccDat> = {
  sun: { acc: 'das Rampenlicht', dat: 'dem Rampenlicht' },
  moon: { acc: 'deine Gefühle', dat: 'deinen Gefühlen' },
  mercury: { acc: 'dein Denken und deine Gespräche', dat: 'deinem Denken und deinen Gesprächen' },
  venus: { acc: 'Liebe und Genuss', dat: 'Liebe und Genuss' },
  mars: { acc: 'Energie und Antrieb', dat: 'Energie und Antrieb' },
  jupiter: { acc: 'Wachstum und Glück', dat: 'Wachstum und Glück' },
  saturn: { acc: 'Disziplin und Prüfungen', dat: 'Disziplin und Prüfungen' },
  uranus: { acc: 'Wandel und Überraschungen', dat: 'Wandel und Überraschungen' },
  neptune: { acc: 'Träume und Inspiration', dat: 'Träumen und Inspiration' },
  pluto: { acc: 'tiefe Wandlung', dat: 'tiefer Wandlung' },
  chiron: { acc: 'Heilung', dat: 'Heilung' },
};
const STAY: Record<IngressPoint, string> = {
  sun: 'für den nächsten Monat',
  mercury: 'für die kommenden Wochen',
  venus: 'für etwa vier Wochen',
  mars: 'für etwa sechs Wochen',
  jupiter: 'für etwa ein Jahr',
  saturn: 'für zwei bis drei Jahre',
  uranus: 'für etwa sieben Jahre',
  neptune: 'für über ein Jahrzehnt',
  pluto: 'für viele Jahre',
  chiron: 'für mehrere Jahre',
};
const RETROGRADE: Record<StationPoint, string> = {
  mercury: 'Prüf Nachrichten, Verträge und Reisepläne doppelt und gib alten Gesprächen eine zweite Chance.',
  venus: 'Überdenke, was und wen du schätzt; verschiebe große Anschaffungen und Typveränderungen.',
  mars: 'Mach langsamer, überarbeite deine Strategie und beende Kämpfe, statt neue zu beginnen.',
  jupiter: 'Das Wachstum wendet sich nach innen: Überdenke deine Überzeugungen und langfristigen Pläne.',
  saturn: 'Verantwortung verlangt jetzt Überprüfung statt Ausdehnung.',
  uranus: 'Veränderungen reifen im Stillen, bevor sie sich zeigen.',
  neptune: 'Der Nebel lichtet sich ein wenig: Schau ehrlich auf deine Illusionen.',
  pluto: 'Ein innerer Prozess des Loslassens beginnt.',
  chiron: 'Alte Verletzungen tauchen auf, um verstanden zu werden.',
};
const HARD_ADVICE = ['Halte inne, bevor du Druck machst', 'Nimm es nicht persönlich', 'Halte deine Pläne flexibel'];
const WEEK_THEME: Record<WeekTheme, string> = {
  new: 'Es ist eine Woche für Neuanfänge.',
  full: 'Es wird klar, was sich erfüllt hat.',
  'first-quarter': 'Es ist eine Woche für Entscheidungen und erste Schritte.',
  'last-quarter': 'Es ist eine Woche, um Bilanz zu ziehen und aufzuräumen.',
  'moon-ingress': 'Folge deinen Stimmungen und halte deine Pläne leicht.',
  ingress: 'In diesem Lebensbereich beginnt ein neues Kapitel.',
  retrograde: 'Mach langsamer: Jetzt geht es ums Überprüfen, nicht ums Starten.',
  direct: 'Was stockte, kommt wieder in Bewegung.',
  hard: 'Diese Woche stellt deine Geduld auf die Probe.',
  soft: 'Chancen kommen leicht, also greif zu.',
  fusion: 'Ein neuer Zyklus beginnt.',
};
const TONE: Record<Tone, string> = {
  harmonious: 'Die meisten Kontakte zwischen den Planeten sind unterstützend, die Woche läuft also rund.',
  tense: 'Mehrere Spannungsaspekte verlangen unterwegs Geduld.',
  mixed: 'Spannung und Fluss wechseln sich ab, also wähle deine Momente mit Bedacht.',
  calm: 'Ansonsten ist der Himmel ruhig.',
};

const Nom = (p: HoroscopePoint) => capitalize(deName(p, 'nom'));
const area = (house: number, c: Chooser) => c.pick(`area${house}`, DE_HOUSES[house].areas);
const action = (house: number, c: Chooser) => capitalize(c.pick(`action${house}`, DE_HOUSES[house].actions));

/** The German weekly-horoscope phrasing (du). */
export const germanHoroscope: HoroscopeWriter = {
  title: (sign, year, week) => `Wochenhoroskop ${signName(sign, 'de')}: Woche ${week}/${year}`,

  dayHeading: (d: CalendarDay) => `${WEEKDAYS[d.weekday - 1]}, ${d.day}. ${MONTHS[d.month - 1]}`,

  event(e: HoroscopeEvent, c: Chooser): string {
    const n = e.house;
    let text: string;
    switch (e.kind) {
      case 'moon-phase':
        text = paragraph([
          `${capitalize(PHASE[e.phase].nom)} ${inSign(e.sign)} fällt in dein ${n}. Haus, den Bereich für ${area(n, c)}.`,
          c.pick('phase', PHASE_ADVICE[e.phase])(action(n, c)),
        ]);
        break;
      case 'moon-ingress':
        text = c.pick('moon', [
          `Der Mond wechselt ${intoSign(e.sign)}, dein ${n}. Haus: Die Stimmung wird ${DE_SIGNS[e.sign].mood}, und der Fokus verschiebt sich auf ${area(n, c)}.`,
          `Mit dem Mond ${inSign(e.sign)}, deinem ${n}. Haus, ist die Stimmung ${DE_SIGNS[e.sign].mood}: ${action(n, c)}.`,
        ]);
        break;
      case 'ingress': {
        const first = e.retrograde
          ? `${Nom(e.point)} kehrt rückläufig ${intoSign(e.sign)} zurück, in dein ${n}. Haus, und lenkt ${STAY[e.point]} ${THEME[e.point].acc} auf ${area(n, c)}.`
          : `${Nom(e.point)} wechselt ${intoSign(e.sign)}, dein ${n}. Haus, und lenkt ${STAY[e.point]} ${THEME[e.point].acc} auf ${area(n, c)}.`;
        text =
          e.point === 'sun' && n === 1
            ? paragraph([first, 'Deine Geburtstagszeit beginnt und mit ihr dein persönliches neues Jahr.'])
            : first;
        break;
      }
      case 'station':
        text =
          e.direction === 'retrograde'
            ? paragraph([
                `${Nom(e.point)} wird ${inSign(e.sign)} rückläufig, in deinem ${n}. Haus, dem Bereich für ${area(n, c)}.`,
                RETROGRADE[e.point],
              ])
            : `${Nom(e.point)} wird ${inSign(e.sign)} wieder direktläufig, in deinem ${n}. Haus: Was dort ins Stocken geraten war, kommt wieder in Bewegung.`;
        break;
      case 'aspect': {
        const A = DE_ASPECTS[e.aspect];
        const nature = natureOf(e.aspect);
        const first = `${Nom(e.point)} steht ${A.prep} ${deName(e.other, 'dat')} und verbindet ${THEME[e.point].acc} mit ${THEME[e.other].dat} in deinem ${n}. Haus.`;
        const second =
          nature === 'hard'
            ? `Rechne mit etwas Reibung: ${c.pick('hard', HARD_ADVICE)}.`
            : nature === 'soft'
              ? `Nutze die Gunst der Stunde: ${action(n, c)}.`
              : `Ein Neubeginn: ${action(n, c)}.`;
        text = paragraph([first, second]);
        break;
      }
    }
    return contract(text);
  },

  opening(e: HoroscopeEvent, tone: Tone, c: Chooser): string {
    const where = `in deinem ${e.house}. Haus, dem Bereich für ${area(e.house, c)}`;
    let first: string;
    switch (e.kind) {
      case 'moon-phase':
        first = `Diese Woche dreht sich um ${PHASE[e.phase].acc} ${inSign(e.sign)} ${where}.`;
        break;
      case 'moon-ingress':
        first = `Eine ruhigere Woche: Der Mond gibt den Takt vor, zu Beginn ${inSign(e.sign)}, ${where}.`;
        break;
      case 'ingress':
        first = `Die große Neuigkeit der Woche: ${Nom(e.point)} wechselt ${intoSign(e.sign)}, ${where.replace('in deinem', 'in dein').replace('dem Bereich', 'den Bereich')}.`;
        break;
      case 'station':
        first = `Der Wendepunkt der Woche: ${Nom(e.point)} wird ${e.direction === 'retrograde' ? 'rückläufig' : 'wieder direktläufig'}, und zwar ${where}.`;
        break;
      case 'aspect':
        first = `Der stärkste Einfluss der Woche: ${deName(e.point, 'nom')} ${DE_ASPECTS[e.aspect].prep} ${deName(e.other, 'dat')}, spürbar ${where}.`;
        break;
    }
    return contract(paragraph([first, WEEK_THEME[weekThemeOf(e)], TONE[tone]]));
  },

  quietDays(days: CalendarDay[]): string {
    const names = listOf(
      days.map((d) => WEEKDAYS[d.weekday - 1]),
      'und',
    );
    return `${names} ${days.length === 1 ? 'ist' : 'sind'} ruhiger: Nutze die Pause, um dich zu erholen und Liegengebliebenes aufzuholen.`;
  },

  empty: (sign: Sign) =>
    `Diese Woche gibt es für ${signName(sign, 'de')} keine großen Planetenbewegungen: Das ist eine gute Zeit, um zu festigen, dich auszuruhen und deinem eigenen Rhythmus zu folgen.`,
};
