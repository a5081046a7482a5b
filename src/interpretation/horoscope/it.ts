/** Italian phrasing of the weekly horoscope (tu); weekday and month names from Intl ('it-IT'). */
import type { Sign } from '../../astro/vocabulary.ts';
import { natureOf } from '../catalogue.ts';
import { IT_ASPECTS } from '../it/aspects.ts';
import { agree, each, polish } from '../it/grammar.ts';
import { IT_POINT_NAMES } from '../it/points.ts';
import { IT_HOUSES, IT_SIGNS } from '../it/zodiac.ts';
import { signName } from '../names.ts';
import { capitalize, listOf, paragraph } from '../sentences.ts';
import type { Chooser } from '../variation.ts';
import type { CalendarDay } from './calendar.ts';
import type { HoroscopeEvent, HoroscopePoint, IngressPoint, MoonPhase, StationPoint } from './events.ts';
import { type HoroscopeWriter, type Tone, type WeekTheme, weekThemeOf } from './writer.ts';

const WEEKDAY = new Intl.DateTimeFormat('it-IT', { weekday: 'long', timeZone: 'UTC' });
const DAY_MONTH = new Intl.DateTimeFormat('it-IT', { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' });

/** The weekday name of a calendar day in Italian ("lunedì"), by Intl. */
export function itWeekday(d: CalendarDay): string {
  return WEEKDAY.format(Date.UTC(d.year, d.month - 1, d.day));
}

/** "lunedì 1 giugno", by Intl. */
export function itDayMonth(d: CalendarDay): string {
  return DAY_MONTH.format(Date.UTC(d.year, d.month - 1, d.day));
}

/** Masculine weekdays take "il", "domenica" takes "la". */
function theWeekday(d: CalendarDay): string {
  const name = itWeekday(d);
  return `${name === 'domenica' ? 'la' : 'il'} ${name}`;
}

const PHASE: Record<MoonPhase, string> = {
  new: 'la Luna nuova',
  'first-quarter': 'il primo quarto',
  full: 'la Luna piena',
  'last-quarter': "l'ultimo quarto",
};
const PHASE_ADVICE: Record<MoonPhase, ((action: string) => string)[]> = {
  new: [(a) => `Pianta un seme: ${a}.`, (a) => `Un buon momento per cominciare: ${a}.`],
  'first-quarter': [(a) => `È ora di agire su ciò che hai avviato: ${a}.`, (a) => `Supera il primo ostacolo: ${a}.`],
  full: [
    () => 'Qualcosa arriva al culmine: celebra ciò che è cresciuto e lascia andare il resto.',
    () => 'Su questi temi le emozioni sono a fior di pelle; prendi le distanze prima di reagire.',
  ],
  'last-quarter': [
    () => 'Rivedi, metti in ordine e lascia andare ciò che non ti serve più.',
    () => 'Fai il punto e chiudi ciò che è in sospeso prima che cominci il prossimo ciclo.',
  ],
};

const THEME: Record<HoroscopePoint, string> = {
  sun: 'il protagonismo',
  moon: 'le tue emozioni',
  mercury: 'il tuo pensiero e le tue conversazioni',
  venus: "l'amore e il piacere",
  mars: "l'energia e la grinta",
  jupiter: 'la crescita e la fortuna',
  saturn: 'la disciplina e le prove',
  uranus: 'il cambiamento e le sorprese',
  neptune: "i sogni e l'ispirazione",
  pluto: 'la trasformazione profonda',
  chiron: 'la guarigione',
};
const STAY: Record<IngressPoint, string> = {
  sun: 'per il prossimo mese',
  mercury: 'per le prossime settimane',
  venus: 'per circa quattro settimane',
  mars: 'per circa sei settimane',
  jupiter: 'per circa un anno',
  saturn: 'per due o tre anni',
  uranus: 'per circa sette anni',
  neptune: 'per più di un decennio',
  pluto: 'per molti anni',
  chiron: 'per diversi anni',
};
const RETROGRADE: Record<StationPoint, string> = {
  mercury: 'Rileggi messaggi, contratti e piani di viaggio, e dai una seconda possibilità alle vecchie conversazioni.',
  venus: 'Rivedi che cosa e chi apprezzi; rimanda i grandi acquisti e i cambi di look.',
  mars: 'Rallenta, rivedi la tua strategia e chiudi le battaglie invece di aprirne di nuove.',
  jupiter: 'La crescita diventa interiore: riconsidera le tue convinzioni e i tuoi progetti a lungo termine.',
  saturn: "Le responsabilità chiedono una revisione più che un'espansione.",
  uranus: 'I cambiamenti maturano in silenzio prima di mostrarsi.',
  neptune: "La nebbia si dirada un po': guarda con onestà le tue illusioni.",
  pluto: 'Comincia un processo interiore di distacco.',
  chiron: 'Vecchie ferite tornano in superficie per essere comprese.',
};
const HARD_ADVICE = ['fai una pausa prima di insistere', 'non prenderla sul personale', 'tieni i piani flessibili'];
const WEEK_THEME: Record<WeekTheme, string> = {
  new: 'È una settimana per ricominciare.',
  full: 'Arrivano la chiarezza e la sensazione che qualcosa giunga a compimento.',
  'first-quarter': 'È una settimana di decisioni e di primi passi.',
  'last-quarter': 'È una settimana per fare il punto e sgombrare il terreno.',
  'moon-ingress': "Segui i tuoi stati d'animo e tieni i programmi leggeri.",
  ingress: 'Si apre un nuovo capitolo in questo ambito della tua vita.',
  retrograde: 'Rallenta: è il momento di rivedere più che di lanciare.',
  direct: 'Ciò che era fermo comincia a muoversi.',
  hard: 'È una settimana che mette alla prova la tua pazienza.',
  soft: 'Le occasioni arrivano con facilità, quindi coglile.',
  fusion: 'Comincia un nuovo ciclo.',
};
const TONE: Record<Tone, string> = {
  harmonious: 'La maggior parte dei contatti tra i pianeti è favorevole, quindi la settimana scorre bene.',
  tense: 'Diversi aspetti tesi chiedono pazienza lungo la strada.',
  mixed: 'Tensione e scorrevolezza si alternano, quindi scegli bene i tuoi momenti.',
  calm: 'Per il resto, il cielo è tranquillo.',
};

const il = (p: HoroscopePoint) => IT_POINT_NAMES[p].il;
const Il = (p: HoroscopePoint) => capitalize(il(p));
const area = (house: number, c: Chooser) => c.pick(`area${house}`, IT_HOUSES[house].areas);
const action = (house: number, c: Chooser) => c.pick(`action${house}`, IT_HOUSES[house].actions);
/** "la tua casa 5, quella della creatività, del romanticismo e del gioco". */
const houseOf = (house: number, c: Chooser) => `la tua casa ${house}, quella ${each('di', area(house, c))}`;

/** The Italian weekly-horoscope phrasing (tu). */
export const italianHoroscope: HoroscopeWriter = {
  title: (sign, year, week) => `Oroscopo settimanale del segno ${signName(sign, 'it')}: settimana ${week} del ${year}`,

  dayHeading: (d: CalendarDay) => capitalize(itDayMonth(d)),

  event(e: HoroscopeEvent, c: Chooser): string {
    const n = e.house;
    let text: string;
    switch (e.kind) {
      case 'moon-phase':
        text = paragraph([
          `${capitalize(PHASE[e.phase])} in ${signName(e.sign, 'it')} cade in ${houseOf(n, c)}.`,
          c.pick('phase', PHASE_ADVICE[e.phase])(action(n, c)),
        ]);
        break;
      case 'moon-ingress': {
        const sign = signName(e.sign, 'it');
        text = c.pick('moon', [
          `La Luna entra in ${sign}, la tua casa ${n}: il clima si fa ${IT_SIGNS[e.sign].mood} e l'attenzione passa ${each('a', area(n, c))}.`,
          `Con la Luna che entra in ${sign}, la tua casa ${n}, il clima è ${IT_SIGNS[e.sign].mood}: ${action(n, c)}.`,
        ]);
        break;
      }
      case 'ingress': {
        const verb = e.retrograde ? 'rientra in' : 'entra in';
        const first = `${Il(e.point)} ${verb} ${signName(e.sign, 'it')}, la tua casa ${n}, ${STAY[e.point]}, e porta ${THEME[e.point]} ${each('in', area(n, c))}.`;
        text =
          e.point === 'sun' && n === 1
            ? paragraph([first, 'Comincia la stagione del tuo compleanno e, con essa, il tuo anno personale.'])
            : first;
        break;
      }
      case 'station': {
        const g = IT_POINT_NAMES[e.point].g;
        text =
          e.direction === 'retrograde'
            ? paragraph([
                `${Il(e.point)} diventa ${agree('retrogrado', g)} in ${signName(e.sign, 'it')}, nella tua casa ${n}, quella ${each('di', area(n, c))}.`,
                RETROGRADE[e.point],
              ])
            : `${Il(e.point)} riprende il moto diretto in ${signName(e.sign, 'it')}, nella tua casa ${n}: ciò che si era bloccato ${each('in', area(n, c))} torna a muoversi.`;
        break;
      }
      case 'aspect': {
        const A = IT_ASPECTS[e.aspect];
        const nature = natureOf(e.aspect);
        const first = `${Il(e.point)} ${A.verbs[0]} ${il(e.other)} e unisce ${THEME[e.point]} ${each('a', THEME[e.other])} nella tua casa ${n}.`;
        const second =
          nature === 'hard'
            ? `Aspettati un po' di attrito: ${c.pick('hard', HARD_ADVICE)}.`
            : nature === 'soft'
              ? `Approfitta del momento: ${action(n, c)}.`
              : `Un nuovo inizio: ${action(n, c)}.`;
        text = paragraph([first, second]);
        break;
      }
    }
    return polish(text);
  },

  opening(e: HoroscopeEvent, tone: Tone, c: Chooser): string {
    const where = houseOf(e.house, c);
    let first: string;
    switch (e.kind) {
      case 'moon-phase':
        first = `Questa settimana ruota intorno ${each('a', PHASE[e.phase])} in ${signName(e.sign, 'it')}, che cade in ${where}.`;
        break;
      case 'moon-ingress':
        first = `Una settimana più leggera: la Luna detta il ritmo, a cominciare da ${signName(e.sign, 'it')}, ${where}.`;
        break;
      case 'ingress':
        first = `La grande novità della settimana: ${il(e.point)} entra in ${signName(e.sign, 'it')}, ${where}.`;
        break;
      case 'station': {
        const turn =
          e.direction === 'retrograde'
            ? `diventa ${agree('retrogrado', IT_POINT_NAMES[e.point].g)}`
            : 'riprende il moto diretto';
        first = `La svolta della settimana: ${il(e.point)} ${turn} in ${where}.`;
        break;
      }
      case 'aspect':
        first = `L'influenza più forte della settimana è ${il(e.point)} ${IT_ASPECTS[e.aspect].prep} ${il(e.other)}, che si sente in ${where}.`;
        break;
    }
    return polish(paragraph([first, WEEK_THEME[weekThemeOf(e)], TONE[tone]]));
  },

  quietDays(days: CalendarDay[]): string {
    const names = listOf(days.map(theWeekday), 'e');
    const plural = days.length > 1;
    // "più tranquillo" agrees with the day: "la domenica è più tranquilla", "il lunedì e la domenica sono più tranquilli".
    const feminine = days.every((d) => itWeekday(d) === 'domenica');
    return polish(
      capitalize(
        `${names} ${plural ? 'sono' : 'è'} più ${agree('tranquillo', feminine ? 'f' : 'm', plural)}: approfitta della pausa per riposare e rimetterti in pari.`,
      ),
    );
  },

  empty: (sign: Sign) =>
    `Questa settimana non ci sono grandi movimenti planetari per il segno ${signName(sign, 'it')}: un buon momento per consolidare, riposare e seguire il tuo ritmo.`,
};
