/**
 * The Vedic report's month of panchang, when the report asks for one, in two tables of a row per
 * day at the panchang's place: the tithi, nakshatra and yoga running at sunrise with the time
 * each ends; then sunrise, sunset, the karana at sunrise, Rahu kaal and Abhijit muhurta. Times are the
 * place's wall clock; an end on a later day is marked "+1" (or "+2"). Words in every Vedic language.
 */
import { daysBetween, localDateOf } from '../astro/sky-calendars/calendar-days.ts';
import type { Panchang } from '../astro/vedic/panchang.ts';
import { VEDIC_TEXTS, type VedicLanguage } from '../interpretation/vedic/index.ts';
import { PANCHANG_NAMES } from '../interpretation/vedic/panchang-names.ts';
import { heading, paragraph, type ReportDocument, table } from './pdf-layout.ts';
import { LOCALES, reportDates } from './report-dates.ts';
import { subheading } from './report-sections.ts';

interface PanchangWords {
  /** "Panchang, December 2026". */
  title(month: string): string;
  /** Where and how to read the table. */
  intro(place: string, zone: string): string;
  /** The first table: the limbs running at sunrise. */
  limbs: string;
  /** The second table: the Sun and the day's periods. */
  periods: string;
  date: string;
  sunrise: string;
  sunset: string;
  abhijit: string;
  tithi: string;
  nakshatra: string;
  yoga: string;
  karana: string;
  rahuKaal: string;
}

export const PANCHANG_WORDS: Record<VedicLanguage, PanchangWords> = {
  en: {
    title: (month) => `Panchang, ${month}`,
    intro: (place, zone) =>
      `At ${place}, times in ${zone}. Each day runs from sunrise to sunrise; each element is the one running at ` +
      'sunrise, with the time it ends (+1: the next day).',
    limbs: 'Tithi, nakshatra and yoga at sunrise',
    periods: "Sunrise, sunset and the day's periods",
    date: 'Date',
    sunrise: 'Sunrise',
    sunset: 'Sunset',
    abhijit: 'Abhijit muhurta',
    tithi: 'Tithi',
    nakshatra: 'Nakshatra',
    yoga: 'Yoga',
    karana: 'Karana',
    rahuKaal: 'Rahu kaal',
  },
  hi: {
    title: (month) => `पंचांग, ${month}`,
    intro: (place, zone) =>
      `${place} के लिए, समय ${zone} में। प्रत्येक दिन सूर्योदय से अगले सूर्योदय तक है; हर अंग वह है जो सूर्योदय के समय ` +
      'चल रहा है, उसकी समाप्ति के समय के साथ (+1: अगले दिन)।',
    limbs: 'सूर्योदय के समय तिथि, नक्षत्र और योग',
    periods: 'सूर्योदय, सूर्यास्त और दिन के काल',
    date: 'दिनांक',
    sunrise: 'सूर्योदय',
    sunset: 'सूर्यास्त',
    abhijit: 'अभिजित मुहूर्त',
    tithi: 'तिथि',
    nakshatra: 'नक्षत्र',
    yoga: 'योग',
    karana: 'करण',
    rahuKaal: 'राहु काल',
  },
  es: {
    title: (month) => `Panchang, ${month}`,
    intro: (place, zone) =>
      `En ${place}, horas en ${zone}. Cada día va de un amanecer al siguiente; cada elemento es el que está en curso ` +
      'al amanecer, con la hora en que termina (+1: el día siguiente).',
    limbs: 'Tithi, nakshatra y yoga al amanecer',
    periods: 'Amanecer, ocaso y periodos del día',
    date: 'Fecha',
    sunrise: 'Amanecer',
    sunset: 'Ocaso',
    abhijit: 'Abhijit muhurta',
    tithi: 'Tithi',
    nakshatra: 'Nakshatra',
    yoga: 'Yoga',
    karana: 'Karana',
    rahuKaal: 'Rahu kaal',
  },
  de: {
    title: (month) => `Panchang, ${month}`,
    intro: (place, zone) =>
      `Für ${place}, Zeiten in ${zone}. Jeder Tag reicht von Sonnenaufgang zu Sonnenaufgang; jedes Element ist das bei ` +
      'Sonnenaufgang laufende, mit der Zeit, zu der es endet (+1: am nächsten Tag).',
    limbs: 'Tithi, Nakshatra und Yoga bei Sonnenaufgang',
    periods: 'Sonnenaufgang, Sonnenuntergang und die Zeiten des Tages',
    date: 'Datum',
    sunrise: 'Aufgang',
    sunset: 'Untergang',
    abhijit: 'Abhijit Muhurta',
    tithi: 'Tithi',
    nakshatra: 'Nakshatra',
    yoga: 'Yoga',
    karana: 'Karana',
    rahuKaal: 'Rahu Kaal',
  },
  tr: {
    title: (month) => `Panchang, ${month}`,
    intro: (place, zone) =>
      `${place} için; saatler ${zone} saat dilimine göre. Her gün bir gün doğumundan ötekine kadar sürer; her öğe gün ` +
      'doğumunda geçerli olandır ve yanında bittiği saat yazılıdır (+1: ertesi gün).',
    limbs: 'Gün doğumunda tithi, nakşatra ve yoga',
    periods: 'Gün doğumu, gün batımı ve günün dönemleri',
    date: 'Tarih',
    // Column heads: "Gün doğumu" does not fit its column; the table's title names them in full.
    sunrise: 'Doğuş',
    sunset: 'Batış',
    abhijit: 'Abhijit muhurta',
    tithi: 'Tithi',
    nakshatra: 'Nakşatra',
    yoga: 'Yoga',
    karana: 'Karana',
    rahuKaal: 'Rahu kaal',
  },
  ja: {
    title: (month) => `パンチャーンガ（${month}）`,
    intro: (place, zone) =>
      `${place}、時刻は${zone}の時間です。各日は日の出から次の日の出までで、各要素は日の出の時点で進行中のものを、` +
      'それが終わる時刻とともに示します（+1：翌日）。',
    limbs: '日の出時のティティ、ナクシャトラ、ヨーガ',
    periods: '日の出、日の入り、一日の時間帯',
    date: '日付',
    sunrise: '日の出',
    sunset: '日の入り',
    abhijit: 'アビジット・ムフールタ',
    tithi: 'ティティ',
    nakshatra: 'ナクシャトラ',
    yoga: 'ヨーガ',
    karana: 'カラナ',
    rahuKaal: 'ラーフ・カーラ',
  },
  pt: {
    title: (month) => `Panchang, ${month}`,
    intro: (place, zone) =>
      `Em ${place}, horários em ${zone}. Cada dia vai de um nascer do sol ao seguinte; cada elemento é o que está em curso ` +
      'ao nascer do sol, com o horário em que termina (+1: no dia seguinte).',
    limbs: 'Tithi, nakshatra e yoga ao nascer do sol',
    periods: 'Nascer e pôr do sol e os períodos do dia',
    date: 'Data',
    sunrise: 'Nascer do sol',
    sunset: 'Pôr do sol',
    abhijit: 'Abhijit muhurta',
    tithi: 'Tithi',
    nakshatra: 'Nakshatra',
    yoga: 'Yoga',
    karana: 'Karana',
    rahuKaal: 'Rahu kaal',
  },
  nl: {
    title: (month) => `Panchang, ${month}`,
    intro: (place, zone) =>
      `In ${place}, tijden in ${zone}. Elke dag loopt van zonsopkomst tot zonsopkomst; elk element is het element dat ` +
      'bij zonsopkomst loopt, met de tijd waarop het eindigt (+1: de volgende dag).',
    limbs: 'Tithi, nakshatra en yoga bij zonsopkomst',
    periods: 'Zonsopkomst, zonsondergang en de periodes van de dag',
    date: 'Datum',
    // The columns' headers as Dutch almanacs write them; the full words are cut in a column this narrow.
    sunrise: 'Zon op',
    sunset: 'Zon onder',
    abhijit: 'Abhijit muhurta',
    tithi: 'Tithi',
    nakshatra: 'Nakshatra',
    yoga: 'Yoga',
    karana: 'Karana',
    rahuKaal: 'Rahu kaal',
  },
  fr: {
    title: (month) => `Panchang, ${month}`,
    intro: (place, zone) =>
      `À ${place}, heures du fuseau ${zone}. Chaque jour va d’un lever du soleil au suivant\u00a0; chaque élément est ` +
      'celui qui a cours au lever du soleil, avec l’heure à laquelle il prend fin (+1\u00a0: le lendemain).',
    limbs: 'Tithi, nakshatra et yoga au lever du soleil',
    periods: 'Lever et coucher du soleil, périodes du jour',
    date: 'Date',
    sunrise: 'Lever du soleil',
    sunset: 'Coucher du soleil',
    abhijit: 'Abhijit muhurta',
    tithi: 'Tithi',
    nakshatra: 'Nakshatra',
    yoga: 'Yoga',
    karana: 'Karana',
    rahuKaal: 'Rahu kaal',
  },
  it: {
    title: (month) => `Panchang, ${month}`,
    intro: (place, zone) =>
      `Per ${place}, orari nel fuso ${zone}. Ogni giorno va da un'alba all'altra; ogni elemento è quello in corso ` +
      "all'alba, con l'ora in cui termina (+1: il giorno dopo).",
    limbs: "Tithi, nakshatra e yoga all'alba",
    periods: 'Alba, tramonto e periodi del giorno',
    date: 'Data',
    sunrise: 'Alba',
    sunset: 'Tramonto',
    abhijit: 'Abhijit muhurta',
    tithi: 'Tithi',
    nakshatra: 'Nakshatra',
    yoga: 'Yoga',
    karana: 'Karana',
    rahuKaal: 'Rahu kaal',
  },
  pl: {
    // The month in lower case after the comma: "Panchang, styczeń 2027".
    title: (month) => `Panchang, ${month.toLowerCase()}`,
    intro: (place, zone) =>
      `Miejsce: ${place}; czas w strefie ${zone}. Każdy dzień trwa od wschodu do wschodu Słońca; każdy element to ten, ` +
      'który trwa w chwili wschodu, z godziną, o której się kończy (+1: następnego dnia).',
    limbs: 'Tithi, nakszatra i joga o wschodzie Słońca',
    periods: 'Wschód i zachód Słońca oraz okresy dnia',
    date: 'Data',
    sunrise: 'Wschód Słońca',
    sunset: 'Zachód Słońca',
    abhijit: 'Abhijit muhurta',
    tithi: 'Tithi',
    nakshatra: 'Nakszatra',
    yoga: 'Joga',
    karana: 'Karana',
    rahuKaal: 'Rahu kaal',
  },
  ru: {
    title: (month) => `Панчанга, ${month.toLowerCase()}`,
    intro: (place, zone) =>
      `Место: ${place}; время по часовому поясу ${zone}. Каждый день длится от восхода до восхода Солнца; для каждого ` +
      'элемента указан тот, что действует на восходе, и время его окончания (+1: на следующий день).',
    limbs: 'Титхи, накшатра и йога на восходе Солнца',
    periods: 'Восход и заход Солнца, периоды дня',
    date: 'Дата',
    sunrise: 'Восход',
    sunset: 'Заход',
    abhijit: 'Абхиджит-мухурта',
    tithi: 'Титхи',
    nakshatra: 'Накшатра',
    yoga: 'Йога',
    karana: 'Карана',
    rahuKaal: 'Раху-кала',
  },
};

/** Draws a month of panchang days (one per calendar day, in order). */
export function panchangSection(
  report: ReportDocument,
  language: VedicLanguage,
  days: readonly Panchang[],
  place: { name: string; zone: string; longitude: number },
): void {
  const first = days[0];
  if (!first) return;
  const words = PANCHANG_WORDS[language];
  const names = PANCHANG_NAMES[language];
  const locale = LOCALES[language];
  const timeZone = place.zone;
  const time = new Intl.DateTimeFormat(locale, { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
  const day = new Intl.DateTimeFormat(locale, { timeZone: 'UTC', weekday: 'short', day: 'numeric' });
  /** "14:32", or "03:15 +1" when the end falls on a later day than the row's date (the place's calendar). */
  const until = (row: Panchang, ms: number) => {
    const later = daysBetween(row.date, localDateOf(ms, { zone: timeZone, longitude: place.longitude }));
    return later > 0 ? `${time.format(ms)} +${later}` : time.format(ms);
  };
  const month = reportDates(language, 'UTC').month(`${first.date}T12:00:00Z`);
  heading(report, words.title(month));
  paragraph(report, words.intro(place.name, timeZone));
  const date = (p: Panchang) => day.format(Date.parse(`${p.date}T12:00:00Z`));
  const span = (x: { start: number; end: number }) => `${time.format(x.start)}–${time.format(x.end)}`;
  subheading(report, words.limbs);
  table(
    report,
    [
      { header: words.date, share: 0.12 },
      { header: words.tithi, share: 0.32 },
      { header: words.nakshatra, share: 0.32 },
      { header: words.yoga, share: 0.24 },
    ],
    days.map((p) => {
      const [tithi] = p.tithi;
      const tithiName = names.tithi[tithi.name as keyof typeof names.tithi];
      const paksha = tithi.number === 15 || tithi.number === 30 ? '' : `${names.paksha[tithi.paksha]} `;
      const [nakshatra] = p.nakshatra;
      const [yoga] = p.yoga;
      return [
        date(p),
        `${paksha}${tithiName} ${until(p, tithi.end)}`,
        `${VEDIC_TEXTS[language].nakshatraNames[nakshatra.number - 1]} ${until(p, nakshatra.end)}`,
        `${names.yoga[yoga.name as keyof typeof names.yoga]} ${until(p, yoga.end)}`,
      ];
    }),
  );
  subheading(report, words.periods);
  table(
    report,
    [
      { header: words.date, share: 0.12 },
      { header: words.sunrise, share: 0.16 },
      { header: words.sunset, share: 0.16 },
      { header: words.karana, share: 0.2 },
      { header: words.rahuKaal, share: 0.17 },
      { header: words.abhijit, share: 0.19 },
    ],
    days.map((p) => [
      date(p),
      time.format(p.sunrise),
      time.format(p.sunset),
      `${names.karana[p.karana[0].name as keyof typeof names.karana]} ${until(p, p.karana[0].end)}`,
      span(p.rahuKaal),
      span(p.abhijitMuhurta),
    ]),
  );
}
