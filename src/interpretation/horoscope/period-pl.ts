/** Polish phrasing of the daily and monthly horoscopes (ty); dates from Intl ('pl-PL'). */
import type { Sign } from '../../astro/vocabulary.ts';
import { aspectTo, PL_ASPECTS } from '../pl/aspects.ts';
import { polish } from '../pl/grammar.ts';
import { PL_POINT_NAMES } from '../pl/points.ts';
import { inSign, PL_HOUSES, PL_SIGN_NAMES, PL_SIGNS } from '../pl/zodiac.ts';
import { capitalize, paragraph } from '../sentences.ts';
import type { Chooser } from '../variation.ts';
import type { HoroscopeEvent, HoroscopePoint } from './events.ts';
import type { DayPhase, PeriodWriter } from './period-writer.ts';
import { PL_PHASE } from './pl.ts';
import type { Tone } from './writer.ts';

const FULL_DAY = new Intl.DateTimeFormat('pl-PL', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});
const MONTH_YEAR = new Intl.DateTimeFormat('pl-PL', { month: 'long', year: 'numeric', timeZone: 'UTC' });

const DAY_PHASE: Record<DayPhase, string[]> = {
  new: [
    'Księżyc jest w nowiu, ciemny i pełen obietnic: postaw sobie zamiar i na razie zachowaj go dla siebie.',
    'Gdy Księżyc jest w najciemniejszym punkcie, zacznij po cichu i zaufaj temu, czego jeszcze nie widać.',
  ],
  waxing: [
    'Księżyc przybywa, więc dziś wysiłek się kumuluje: dołóż coś do tego, co już zaczęte.',
    'Przybywający Księżyc sprzyja rozpędowi; zrób kolejny konkretny krok.',
  ],
  full: [
    'Księżyc jest w pełni i oświetla to, co było ukryte: przyjrzyj się temu, co wydaje się już spełnione.',
    'Podczas pełni emocje mówią głośno; nazwij je, zanim zaczniesz działać.',
  ],
  waning: [
    'Księżyc ubywa, to czas upraszczania: odpuść zadanie, które Cię wyczerpuje.',
    'Ubywający Księżyc sprzyja zamknięciom; uporządkuj, wyrównaj rachunki i odpocznij.',
  ],
};
const MONTH_TONE: Record<Tone, string> = {
  harmonious:
    'Kontakty planet w tym miesiącu są przeważnie łagodne, więc plany mają skłonność do układania się w całość.',
  tense: 'Kilka napiętych kontaktów w tym miesiącu każe Ci dawkować siły.',
  mixed: 'W tym miesiącu łatwe i trudne odcinki przeplatają się, więc wybieraj moment na działanie.',
  calm: 'Poza tym niebo w tym miesiącu jest spokojne.',
};

/** Eclipse types as adjectives agreeing with "zaćmienie" (neuter). */
const PL_ECLIPSE_TYPE: Record<string, string> = {
  total: 'całkowite',
  annular: 'obrączkowe',
  hybrid: 'hybrydowe',
  partial: 'częściowe',
  penumbral: 'półcieniowe',
};

/** The signs in the vocative, for addressing the reader by their sign: "Baranie", "Panno", "Ryby". */
const VOCATIVE: Record<Sign, string> = {
  aries: 'Baranie',
  taurus: 'Byku',
  gemini: 'Bliźnięta',
  cancer: 'Raku',
  leo: 'Lwie',
  virgo: 'Panno',
  libra: 'Wago',
  scorpio: 'Skorpionie',
  sagittarius: 'Strzelcu',
  capricorn: 'Koziorożcu',
  aquarius: 'Wodniku',
  pisces: 'Ryby',
};

const name = (p: HoroscopePoint) => PL_POINT_NAMES[p].nom;
const area = (house: number, c: Chooser) => c.pick(`area${house}`, PL_HOUSES[house].areas);
const action = (house: number, c: Chooser) => c.pick(`action${house}`, PL_HOUSES[house].actions);
const inHouse = (house: number, c: Chooser) => `w Twoim ${house}. domu, domu ${area(house, c).gen}`;

export const polishPeriodHoroscope: PeriodWriter = {
  dailyTitle: (sign, d) =>
    `Horoskop dzienny: ${PL_SIGN_NAMES[sign].nom}, ${FULL_DAY.format(Date.UTC(d.year, d.month - 1, d.day))}`,
  monthlyTitle: (sign, year, month) =>
    `Horoskop miesięczny: ${PL_SIGN_NAMES[sign].nom}, ${MONTH_YEAR.format(Date.UTC(year, month - 1, 15))}`,

  moonOfDay(moonSign, house, phase, c) {
    return polish(
      paragraph([
        `Dziś Księżyc przechodzi przez znak ${PL_SIGN_NAMES[moonSign].gen} ${inHouse(house, c)}, a nastrój jest ${PL_SIGNS[moonSign].mood}.`,
        c.pick('dayPhase', DAY_PHASE[phase]),
      ]),
    );
  },

  quietDay: (sign, c) =>
    c.pick('quiet', [
      `Dziś nie ma dokładnych kontaktów planet, ${VOCATIVE[sign]}: to łatwy dzień, by iść własnym rytmem.`,
      `Dziś planety pozostają spokojne, ${VOCATIVE[sign]}, i zostawiają miejsce na rutynę i odpoczynek.`,
    ]),

  monthOpening(e: HoroscopeEvent, tone, c) {
    const where = inHouse(e.house, c);
    let first: string;
    switch (e.kind) {
      case 'moon-phase':
        first = `Kulminacją miesiąca jest ${PL_PHASE[e.phase].nom} ${inSign(e.sign)}, ${where}.`;
        break;
      case 'moon-ingress':
        first = `Miesiąc wyznacza rytm Księżyca, który zaczyna ${inSign(e.sign)}, ${where}.`;
        break;
      case 'ingress':
        first = `Nagłówek miesiąca: ${name(e.point)} przechodzi do znaku ${PL_SIGN_NAMES[e.sign].gen}, ${where}.`;
        break;
      case 'station': {
        const turn = e.direction === 'retrograde' ? 'rozpoczyna ruch wsteczny' : 'wraca do ruchu prostego';
        first = `Ten miesiąc kręci się wokół ${PL_POINT_NAMES[e.point].gen}, który ${turn} ${where}.`;
        if (PL_POINT_NAMES[e.point].g === 'f') first = first.replace(', który ', ', która ');
        if (PL_POINT_NAMES[e.point].g === 'n') first = first.replace(', który ', ', które ');
        break;
      }
      case 'aspect':
        first = `Aspekt, który definiuje ten miesiąc, to ${name(e.point)} ${aspectTo(PL_ASPECTS[e.aspect], PL_POINT_NAMES[e.other])}, widoczny ${where}.`;
        break;
    }
    return polish(paragraph([capitalize(first), MONTH_TONE[tone]]));
  },

  quietMonth: (sign) =>
    `Miesiąc bez wielkich zwrotów planetarnych dla znaku ${PL_SIGN_NAMES[sign].gen}: buduj spokojnie na tym, co już działa.`,

  eclipse(kind, type, sign, house, c) {
    const t = PL_ECLIPSE_TYPE[type] ?? type;
    return polish(
      kind === 'solar'
        ? `${capitalize(t)} zaćmienie Słońca ${inSign(sign)} wstrząsa Twoim ${house}. domem, domem ${area(house, c).gen}: otwierają się drzwi, których się nie spodziewasz, więc odłóż na bok zwykły scenariusz.`
        : `${capitalize(t)} zaćmienie Księżyca ${inSign(sign)} zalewa światłem Twój ${house}. dom, dom ${area(house, c).gen}: coś się tam dopełnia, więc zrób miejsce na to, co nadchodzi.`,
    );
  },

  sunFocus(sunSign, house, period, c) {
    const when = period === 'day' ? 'w tych dniach' : 'w tym miesiącu';
    return polish(
      `Przy Słońcu ${inSign(sunSign)}, w Twoim ${house}. domu, ${when} Twoja energia płynie w sferę ${area(house, c).gen}: ${action(house, c)}.`,
    );
  },
};
