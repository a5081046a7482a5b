/**
 * The words in a chart image, in the request's language: the title, the subtitle lines (birth
 * date and time with its UTC offset, the place, the house system), the bi-wheel legend and the
 * axis labels. Pure; dates are written from the resolved local wall-clock time, so they read as
 * the clock on the wall read at the place.
 */

import { AYANAMSA_NAMES, type Ayanamsa } from '../astro/sidereal/ayanamsa.ts';
import type { TimeResolution } from '../astro/time/birth-time.ts';
import { readDate, wallMs } from '../astro/time/date-grammar.ts';
import type { HouseSystem } from '../astro/vocabulary.ts';
import { type Language, readableEntity } from '../interpretation/index.ts';
import type { WheelLabels } from './index.ts';

/** What kind of wheel the image shows. */
export type WheelKind = 'natal' | 'transit' | 'synastry' | 'composite';

interface Words {
  locale: string;
  title: Record<WheelKind, string>;
  natal: string;
  transits: string;
  person: (n: 1 | 2) => string;
  /** North, south, east, west. */
  compass: [string, string, string, string];
  angles: { ascendant: string; descendant: string; midheaven: string; 'imum-coeli': string };
  /** The zodiac line of a sidereal chart, from the ayanamsa's name. */
  sidereal: (ayanamsa: string) => string;
}

const WORDS: Readonly<Record<Language, Words>> = {
  en: {
    locale: 'en-GB',
    title: { natal: 'Natal chart', transit: 'Transits', synastry: 'Synastry', composite: 'Composite chart' },
    natal: 'Natal',
    transits: 'Transits',
    person: (n) => `Person ${n}`,
    compass: ['N', 'S', 'E', 'W'],
    angles: { ascendant: 'ASC', descendant: 'DSC', midheaven: 'MC', 'imum-coeli': 'IC' },
    sidereal: (a) => `Sidereal zodiac, ayanamsa ${a}`,
  },
  es: {
    locale: 'es-ES',
    title: { natal: 'Carta natal', transit: 'Tránsitos', synastry: 'Sinastría', composite: 'Carta compuesta' },
    natal: 'Natal',
    transits: 'Tránsitos',
    person: (n) => `Persona ${n}`,
    compass: ['N', 'S', 'E', 'O'],
    angles: { ascendant: 'ASC', descendant: 'DSC', midheaven: 'MC', 'imum-coeli': 'FC' },
    sidereal: (a) => `Zodiaco sideral, ayanamsa ${a}`,
  },
  de: {
    locale: 'de-DE',
    title: { natal: 'Geburtshoroskop', transit: 'Transite', synastry: 'Synastrie', composite: 'Composit' },
    natal: 'Radix',
    transits: 'Transite',
    person: (n) => `Person ${n}`,
    compass: ['N', 'S', 'O', 'W'],
    angles: { ascendant: 'AC', descendant: 'DC', midheaven: 'MC', 'imum-coeli': 'IC' },
    sidereal: (a) => `Siderischer Tierkreis, Ayanamsa ${a}`,
  },
  fr: {
    locale: 'fr-FR',
    title: { natal: 'Thème natal', transit: 'Transits', synastry: 'Synastrie', composite: 'Thème composite' },
    natal: 'Natal',
    transits: 'Transits',
    person: (n) => `Personne ${n}`,
    compass: ['N', 'S', 'E', 'O'],
    angles: { ascendant: 'ASC', descendant: 'DSC', midheaven: 'MC', 'imum-coeli': 'FC' },
    sidereal: (a) => `Zodiaque sidéral, ayanamsa ${a}`,
  },
  it: {
    locale: 'it-IT',
    title: { natal: 'Tema natale', transit: 'Transiti', synastry: 'Sinastria', composite: 'Tema composito' },
    natal: 'Natale',
    transits: 'Transiti',
    person: (n) => `Persona ${n}`,
    compass: ['N', 'S', 'E', 'O'],
    angles: { ascendant: 'ASC', descendant: 'DIS', midheaven: 'MC', 'imum-coeli': 'FC' },
    sidereal: (a) => `Zodiaco siderale, ayanamsa ${a}`,
  },
  ja: {
    locale: 'ja-JP',
    title: { natal: '出生図', transit: 'トランジット', synastry: 'シナストリー', composite: 'コンポジット・チャート' },
    natal: '出生図',
    transits: 'トランジット',
    person: (n) => `${n}人目`,
    compass: ['N', 'S', 'E', 'W'],
    angles: { ascendant: 'ASC', descendant: 'DSC', midheaven: 'MC', 'imum-coeli': 'IC' },
    sidereal: (a) => `サイデリアル方式、アヤナムシャ：${a}`,
  },
  ru: {
    locale: 'ru-RU',
    title: { natal: 'Натальная карта', transit: 'Транзиты', synastry: 'Синастрия', composite: 'Композитная карта' },
    natal: 'Натальная',
    transits: 'Транзиты',
    person: (n) => `Человек ${n}`,
    compass: ['С', 'Ю', 'В', 'З'],
    angles: { ascendant: 'ASC', descendant: 'DSC', midheaven: 'MC', 'imum-coeli': 'IC' },
    sidereal: (a) => `Сидерический зодиак, аянамша ${a}`,
  },
  pt: {
    locale: 'pt-BR',
    title: { natal: 'Mapa natal', transit: 'Trânsitos', synastry: 'Sinastria', composite: 'Mapa composto' },
    natal: 'Natal',
    transits: 'Trânsitos',
    person: (n) => `Pessoa ${n}`,
    compass: ['N', 'S', 'L', 'O'],
    angles: { ascendant: 'ASC', descendant: 'DSC', midheaven: 'MC', 'imum-coeli': 'FC' },
    sidereal: (a) => `Zodíaco sideral, ayanamsa ${a}`,
  },
  hi: {
    locale: 'hi-IN',
    title: { natal: 'जन्म कुंडली', transit: 'गोचर', synastry: 'कुंडली मिलान', composite: 'संयुक्त कुंडली' },
    natal: 'जन्म',
    transits: 'गोचर',
    person: (n) => `व्यक्ति ${n}`,
    compass: ['उ', 'द', 'पू', 'प'],
    angles: { ascendant: 'लग्न', descendant: 'सप्तम', midheaven: 'दशम', 'imum-coeli': 'चतुर्थ' },
    sidereal: (a) => `निरयन राशिचक्र, अयनांश ${a}`,
  },
  nl: {
    locale: 'nl-NL',
    title: {
      natal: 'Geboortehoroscoop',
      transit: 'Transits',
      synastry: 'Synastrie',
      composite: 'Composiethoroscoop',
    },
    natal: 'Geboorte',
    transits: 'Transits',
    person: (n) => `Persoon ${n}`,
    compass: ['N', 'Z', 'O', 'W'],
    angles: { ascendant: 'ASC', descendant: 'DSC', midheaven: 'MC', 'imum-coeli': 'IC' },
    sidereal: (a) => `Siderische dierenriem, ayanamsa ${a}`,
  },
  tr: {
    locale: 'tr-TR',
    title: { natal: 'Doğum haritası', transit: 'Transitler', synastry: 'Sinastri', composite: 'Kompozit harita' },
    natal: 'Natal',
    transits: 'Transitler',
    person: (n) => `${n}. kişi`,
    compass: ['K', 'G', 'D', 'B'],
    angles: { ascendant: 'ASC', descendant: 'DSC', midheaven: 'MC', 'imum-coeli': 'IC' },
    sidereal: (a) => `Yıldızsal zodyak, ayanamsa ${a}`,
  },
  pl: {
    locale: 'pl-PL',
    title: {
      natal: 'Horoskop urodzeniowy',
      transit: 'Tranzyty',
      synastry: 'Synastria',
      composite: 'Horoskop kompozytowy',
    },
    natal: 'Urodzeniowy',
    transits: 'Tranzyty',
    person: (n) => `Osoba ${n}`,
    compass: ['N', 'S', 'E', 'W'],
    angles: { ascendant: 'ASC', descendant: 'DSC', midheaven: 'MC', 'imum-coeli': 'IC' },
    sidereal: (a) => `Zodiak syderyczny, ajanamsa ${a}`,
  },
};

const formatters = new Map<Language, Intl.DateTimeFormat>();

/** "15 June 1990, 14:30 UTC+02:00" in the language, from a resolved time. */
export function formatLocalTime(time: TimeResolution, language: Language): string {
  let format = formatters.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(WORDS[language].locale, {
      year: 'numeric',
      month: 'long',
      day: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
      timeZone: 'UTC',
    });
    formatters.set(language, format);
  }
  const read = readDate(time.effectiveLocalDateTime, 'date-time');
  const wall = read.ok ? wallMs({ ...read.parts, second: 0, ms: 0 }) : Date.parse(time.utc);
  const offset = time.utcOffset === '+00:00' ? 'UTC' : `UTC${time.utcOffset}`;
  return `${format.format(new Date(wall))} ${offset}`;
}

/** "52°31′ N, 13°24′ E" with the language's compass letters. */
export function formatCoordinates(latitude: number, longitude: number, language: Language): string {
  const [n, s, e, w] = WORDS[language].compass;
  const dm = (value: number) => {
    const minutes = Math.round(Math.abs(value) * 60);
    return `${Math.floor(minutes / 60)}°${String(minutes % 60).padStart(2, '0')}′`;
  };
  return `${dm(latitude)} ${latitude < 0 ? s : n}, ${dm(longitude)} ${longitude < 0 ? w : e}`;
}

/** One chart's description for the labels. */
export interface LabelledChart {
  time: TimeResolution;
  latitude: number;
  longitude: number;
  placeName?: string;
  name?: string;
}

/**
 * The labels of one image.
 * @param kind natal wheel, transit bi-wheel, synastry bi-wheel or composite wheel
 * @param inner the natal chart (person 1)
 * @param houseSystem the house system used for the inner ring
 * @param outer the transit instant or person 2 (bi-wheels and the composite)
 * @param title an explicit title from the request (else the name, else the kind of chart)
 * @param ayanamsa a sidereal chart's ayanamsa: the zodiac and the ayanamsa are named in the subtitle
 */
export function wheelLabels(
  kind: WheelKind,
  language: Language,
  inner: LabelledChart,
  houseSystem: HouseSystem,
  outer?: LabelledChart,
  title?: string,
  ayanamsa?: Ayanamsa,
): WheelLabels {
  const words = WORDS[language];
  const labels = unzodiacLabels(kind, language, inner, houseSystem, outer, title);
  if (ayanamsa !== undefined && labels.subtitle !== undefined) {
    // A line of its own where there is room (at most 4), else after the last one.
    const zodiac = words.sidereal(AYANAMSA_NAMES[ayanamsa]);
    const last = labels.subtitle.length - 1;
    if (labels.subtitle.length < 4) labels.subtitle.push(zodiac);
    else labels.subtitle[last] = `${labels.subtitle[last]} · ${zodiac}`;
  }
  return labels;
}

/** The labels without the zodiac line (see wheelLabels). */
function unzodiacLabels(
  kind: WheelKind,
  language: Language,
  inner: LabelledChart,
  houseSystem: HouseSystem,
  outer?: LabelledChart,
  title?: string,
): WheelLabels {
  const words = WORDS[language];
  const place = (c: LabelledChart) => c.placeName || formatCoordinates(c.latitude, c.longitude, language);
  const when = (c: LabelledChart) => formatLocalTime(c.time, language);
  const system = readableEntity('house-system', houseSystem, language).name;
  if (kind === 'composite' && outer) {
    const first = inner.name || words.person(1);
    const second = outer.name || words.person(2);
    return {
      title: title || words.title.composite,
      subtitle: [`${first}: ${when(inner)}, ${place(inner)}`, `${second}: ${when(outer)}, ${place(outer)}`, system],
      angles: words.angles,
    };
  }
  if (kind === 'synastry' && outer) {
    const first = inner.name || words.person(1);
    const second = outer.name || words.person(2);
    return {
      title: title || words.title.synastry,
      subtitle: [`${first}: ${when(inner)}`, place(inner), `${second}: ${when(outer)}`, place(outer)],
      innerName: first,
      outerName: second,
      angles: words.angles,
    };
  }
  const labels: WheelLabels = {
    title: title || inner.name || words.title[kind],
    subtitle: [when(inner), place(inner), system],
    angles: words.angles,
  };
  if (kind === 'transit' && outer) {
    labels.innerName = inner.name ? `${words.natal}: ${inner.name}` : words.natal;
    labels.outerName = `${words.transits}: ${when(outer)}`;
  }
  return labels;
}
