/** Italian phrasing of the daily and monthly horoscopes (tu); dates from Intl ('it-IT'). */
import { IT_ASPECTS } from '../it/aspects.ts';
import { agree, each, polish } from '../it/grammar.ts';
import { IT_POINT_NAMES } from '../it/points.ts';
import { IT_HOUSES, IT_SIGNS } from '../it/zodiac.ts';
import { signName } from '../names.ts';
import { capitalize, paragraph } from '../sentences.ts';
import type { Chooser } from '../variation.ts';
import type { HoroscopeEvent, HoroscopePoint, MoonPhase } from './events.ts';
import type { DayPhase, PeriodWriter } from './period-writer.ts';
import type { Tone } from './writer.ts';

const FULL_DAY = new Intl.DateTimeFormat('it-IT', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});
const MONTH_YEAR = new Intl.DateTimeFormat('it-IT', { month: 'long', year: 'numeric', timeZone: 'UTC' });

const PHASE: Record<MoonPhase, string> = {
  new: 'la Luna nuova',
  'first-quarter': 'il primo quarto',
  full: 'la Luna piena',
  'last-quarter': "l'ultimo quarto",
};

const DAY_PHASE: Record<DayPhase, string[]> = {
  new: [
    "La Luna è nuova, buia e piena di promesse: fissa un'intenzione e per ora tienila per te.",
    'Con la Luna nel suo punto più buio, comincia in silenzio e fidati di ciò che ancora non vedi.',
  ],
  waxing: [
    'La Luna cresce, quindi oggi lo sforzo si somma a sé stesso: aggiungi qualcosa a ciò che hai già avviato.',
    'Una Luna crescente favorisce lo slancio; fai il prossimo passo concreto.',
  ],
  full: [
    'La Luna è piena e illumina ciò che era nascosto: guarda ciò che sembra già compiuto.',
    'Sotto la Luna piena le emozioni parlano forte; dai loro un nome prima di agire.',
  ],
  waning: [
    'La Luna cala, tempo di semplificare: lascia perdere un compito che ti sfinisce.',
    'Una Luna calante favorisce le chiusure; metti in ordine, salda i conti e riposa.',
  ],
};
const MONTH_TONE: Record<Tone, string> = {
  harmonious: 'I contatti planetari del mese sono per lo più gentili, quindi i progetti tendono a incastrarsi.',
  tense: 'Diversi contatti tesi questo mese ti chiedono di dosare le forze.',
  mixed: 'Questo mese si alternano tratti facili e difficili, quindi scegli il momento di agire.',
  calm: 'Per il resto, il cielo del mese è calmo.',
};

/** Eclipse types as adjectives agreeing with "eclissi" (feminine). */
const IT_ECLIPSE_TYPE: Record<string, string> = {
  total: 'totale',
  annular: 'anulare',
  hybrid: 'ibrida',
  partial: 'parziale',
  penumbral: 'di penombra',
};

const il = (p: HoroscopePoint) => IT_POINT_NAMES[p].il;
const area = (house: number, c: Chooser) => c.pick(`area${house}`, IT_HOUSES[house].areas);
const action = (house: number, c: Chooser) => c.pick(`action${house}`, IT_HOUSES[house].actions);
const houseOf = (house: number, c: Chooser) => `la tua casa ${house}, quella ${each('di', area(house, c))}`;

export const italianPeriodHoroscope: PeriodWriter = {
  dailyTitle: (sign, d) =>
    `Oroscopo del giorno per il segno ${signName(sign, 'it')}: ${FULL_DAY.format(Date.UTC(d.year, d.month - 1, d.day))}`,
  monthlyTitle: (sign, year, month) =>
    `Oroscopo mensile per il segno ${signName(sign, 'it')}: ${MONTH_YEAR.format(Date.UTC(year, month - 1, 15))}`,

  moonOfDay(moonSign, house, phase, c) {
    return polish(
      paragraph([
        `Oggi la Luna attraversa ${signName(moonSign, 'it')}, ${houseOf(house, c)}, e il clima è ${IT_SIGNS[moonSign].mood}.`,
        c.pick('dayPhase', DAY_PHASE[phase]),
      ]),
    );
  },

  quietDay: (sign, c) =>
    c.pick('quiet', [
      `Oggi non ci sono contatti planetari esatti, ${signName(sign, 'it')}: una giornata facile per seguire il tuo ritmo.`,
      `Oggi i pianeti restano quieti, ${signName(sign, 'it')}, e lasciano spazio alla routine e al riposo.`,
    ]),

  monthOpening(e: HoroscopeEvent, tone, c) {
    const where = houseOf(e.house, c);
    let first: string;
    switch (e.kind) {
      case 'moon-phase':
        first = `Il momento culminante del mese è ${PHASE[e.phase]} in ${signName(e.sign, 'it')}, in ${where}.`;
        break;
      case 'moon-ingress':
        first = `Un mese scandito dal ritmo della Luna, che comincia in ${signName(e.sign, 'it')}, ${where}.`;
        break;
      case 'ingress':
        first = `Il titolo del mese: ${il(e.point)} passa in ${signName(e.sign, 'it')}, ${where}.`;
        break;
      case 'station': {
        const turn =
          e.direction === 'retrograde'
            ? `diventa ${agree('retrogrado', IT_POINT_NAMES[e.point].g)}`
            : 'riprende il moto diretto';
        first = `Questo mese ruota intorno a ${il(e.point)}, che ${turn} in ${where}.`;
        break;
      }
      case 'aspect':
        first = `L'aspetto che definisce il mese è ${il(e.point)} ${IT_ASPECTS[e.aspect].prep} ${il(e.other)}, che si nota in ${where}.`;
        break;
    }
    return polish(paragraph([capitalize(first), MONTH_TONE[tone]]));
  },

  quietMonth: (sign) =>
    `Un mese senza grandi svolte planetarie per il segno ${signName(sign, 'it')}: costruisci con calma su ciò che già funziona.`,

  eclipse(kind, type, sign, house, c) {
    const t = IT_ECLIPSE_TYPE[type] ?? type;
    return polish(
      kind === 'solar'
        ? `Un'eclissi solare ${t} in ${signName(sign, 'it')} scuote ${houseOf(house, c)}: si apre una porta che non avevi previsto, quindi lascia da parte il solito copione.`
        : `Un'eclissi lunare ${t} in ${signName(sign, 'it')} inonda di luce ${houseOf(house, c)}: lì qualcosa si compie, quindi fai spazio a ciò che arriva.`,
    );
  },

  sunFocus(sunSign, house, period, c) {
    const when = period === 'day' ? 'in questi giorni' : 'questo mese';
    return polish(
      `Con il Sole in ${signName(sunSign, 'it')}, la tua casa ${house}, ${when} la tua energia va ${each('a', area(house, c))}: ${action(house, c)}.`,
    );
  },
};
