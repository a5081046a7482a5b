/** The fixed words of the Chinese report, in every language of the texts. */
import type { Language } from '../interpretation/index.ts';

export interface ChineseReportWords {
  title: string;
  chineseYear: string;
  lunarDateLabel: string;
  lunarDate: (year: number, month: number, day: number, leap: boolean) => string;
  forecastYear: string;
  /** Section headings (the template's wheel, positions, houses, aspects and interpretation sections). */
  figure: string;
  pillars: string;
  elements: string;
  years: string;
  interpretation: string;
  parts: { sign: string; pillars: string; elements: string; forecast: string };
  pillar: string;
  pillarNames: { year: string; month: string; day: string; hour: string };
  stem: string;
  branch: string;
  element: string;
  polarity: string;
  animal: string;
  count: string;
  year: string;
  relation: string;
  relations: Record<'same-sign' | 'six-harmony' | 'three-harmony' | 'clash' | 'harm' | 'neutral', string>;
  /** When the birth time is not known: no pillars. */
  noPillars: string;
}

export const CHINESE_REPORT_WORDS: Record<Language, ChineseReportWords> = {
  en: {
    title: 'Chinese Horoscope',
    chineseYear: 'Chinese year',
    lunarDateLabel: 'Lunar date',
    lunarDate: (y, m, d, leap) => `day ${d} of ${leap ? 'leap ' : ''}month ${m}, ${y}`,
    forecastYear: 'Forecast year',
    figure: 'Animal and elements',
    pillars: 'The four pillars',
    elements: 'The five elements',
    years: 'Years ahead',
    interpretation: 'Interpretation',
    parts: {
      sign: 'Your sign',
      pillars: 'The four pillars',
      elements: 'The five elements',
      forecast: 'The year ahead',
    },
    pillar: 'Pillar',
    pillarNames: { year: 'Year', month: 'Month', day: 'Day', hour: 'Hour' },
    stem: 'Stem',
    branch: 'Branch',
    element: 'Element',
    polarity: 'Yin/Yang',
    animal: 'Animal',
    count: 'Characters',
    year: 'Year',
    relation: 'To your animal',
    relations: {
      'same-sign': 'own year',
      'six-harmony': 'six harmony',
      'three-harmony': 'three harmony',
      clash: 'clash',
      harm: 'harm',
      neutral: 'neutral',
    },
    noPillars: 'Without a birth time the four pillars cannot be cast.',
  },
  de: {
    title: 'Chinesisches Horoskop',
    chineseYear: 'Chinesisches Jahr',
    lunarDateLabel: 'Mondkalender',
    lunarDate: (y, m, d, leap) => `${d}. Tag des ${leap ? 'Schalt' : ''}monats ${m}, ${y}`,
    forecastYear: 'Prognosejahr',
    figure: 'Tier und Elemente',
    pillars: 'Die vier Säulen',
    elements: 'Die fünf Elemente',
    years: 'Die kommenden Jahre',
    interpretation: 'Deutung',
    parts: {
      sign: 'Dein Zeichen',
      pillars: 'Die vier Säulen',
      elements: 'Die fünf Elemente',
      forecast: 'Das kommende Jahr',
    },
    pillar: 'Säule',
    pillarNames: { year: 'Jahr', month: 'Monat', day: 'Tag', hour: 'Stunde' },
    stem: 'Stamm',
    branch: 'Zweig',
    element: 'Element',
    polarity: 'Yin/Yang',
    animal: 'Tier',
    count: 'Zeichen',
    year: 'Jahr',
    relation: 'Zu deinem Tier',
    relations: {
      'same-sign': 'eigenes Jahr',
      'six-harmony': 'sechs Harmonien',
      'three-harmony': 'drei Harmonien',
      clash: 'Konflikt',
      harm: 'Schaden',
      neutral: 'neutral',
    },
    noPillars: 'Ohne Geburtszeit lassen sich die vier Säulen nicht stellen.',
  },
  es: {
    title: 'Horóscopo chino',
    chineseYear: 'Año chino',
    lunarDateLabel: 'Fecha lunar',
    lunarDate: (y, m, d, leap) => `día ${d} del mes ${leap ? 'intercalar ' : ''}${m}, ${y}`,
    forecastYear: 'Año de previsión',
    figure: 'Animal y elementos',
    pillars: 'Los cuatro pilares',
    elements: 'Los cinco elementos',
    years: 'Los próximos años',
    interpretation: 'Interpretación',
    parts: {
      sign: 'Tu signo',
      pillars: 'Los cuatro pilares',
      elements: 'Los cinco elementos',
      forecast: 'El año que viene',
    },
    pillar: 'Pilar',
    pillarNames: { year: 'Año', month: 'Mes', day: 'Día', hour: 'Hora' },
    stem: 'Tronco',
    branch: 'Rama',
    element: 'Elemento',
    polarity: 'Yin/Yang',
    animal: 'Animal',
    count: 'Caracteres',
    year: 'Año',
    relation: 'Con tu animal',
    relations: {
      'same-sign': 'año propio',
      'six-harmony': 'seis armonías',
      'three-harmony': 'tres armonías',
      clash: 'choque',
      harm: 'daño',
      neutral: 'neutral',
    },
    noPillars: 'Sin hora de nacimiento no se pueden levantar los cuatro pilares.',
  },
  fr: {
    title: 'Horoscope chinois',
    chineseYear: 'Année chinoise',
    lunarDateLabel: 'Date lunaire',
    lunarDate: (y, m, d, leap) => `${d === 1 ? '1er' : d} jour du ${leap ? 'mois intercalaire ' : 'mois '}${m}, ${y}`,
    forecastYear: 'Année de prévision',
    figure: 'Animal et éléments',
    pillars: 'Les quatre piliers',
    elements: 'Les cinq éléments',
    years: 'Les années à venir',
    interpretation: 'Interprétation',
    parts: {
      sign: 'Votre signe',
      pillars: 'Les quatre piliers',
      elements: 'Les cinq éléments',
      forecast: 'L’année qui vient',
    },
    pillar: 'Pilier',
    pillarNames: { year: 'Année', month: 'Mois', day: 'Jour', hour: 'Heure' },
    stem: 'Tronc',
    branch: 'Branche',
    element: 'Élément',
    polarity: 'Yin/Yang',
    animal: 'Animal',
    count: 'Caractères',
    year: 'Année',
    relation: 'Avec votre animal',
    relations: {
      'same-sign': 'année propre',
      'six-harmony': 'six harmonies',
      'three-harmony': 'trois harmonies',
      clash: 'opposition',
      harm: 'nuisance',
      neutral: 'neutre',
    },
    noPillars: 'Sans heure de naissance, les quatre piliers ne peuvent pas être établis.',
  },
  it: {
    title: 'Oroscopo cinese',
    chineseYear: 'Anno cinese',
    lunarDateLabel: 'Data lunare',
    lunarDate: (y, m, d, leap) => `giorno ${d} del mese ${m}${leap ? ' intercalare' : ''}, ${y}`,
    forecastYear: 'Anno di previsione',
    figure: 'Animale ed elementi',
    pillars: 'I quattro pilastri',
    elements: 'I cinque elementi',
    years: 'I prossimi anni',
    interpretation: 'Interpretazione',
    parts: {
      sign: 'Il tuo segno',
      pillars: 'I quattro pilastri',
      elements: 'I cinque elementi',
      forecast: "L'anno che viene",
    },
    pillar: 'Pilastro',
    pillarNames: { year: 'Anno', month: 'Mese', day: 'Giorno', hour: 'Ora' },
    stem: 'Tronco',
    branch: 'Ramo',
    element: 'Elemento',
    polarity: 'Yin/Yang',
    animal: 'Animale',
    count: 'Caratteri',
    year: 'Anno',
    relation: 'Con il tuo animale',
    relations: {
      'same-sign': 'anno proprio',
      'six-harmony': 'sei armonie',
      'three-harmony': 'tre armonie',
      clash: 'scontro',
      harm: 'danno',
      neutral: 'neutro',
    },
    noPillars: "Senza l'ora di nascita non si possono calcolare i quattro pilastri.",
  },
  pl: {
    title: 'Horoskop chiński',
    chineseYear: 'Rok chiński',
    lunarDateLabel: 'Data księżycowa',
    lunarDate: (y, m, d, leap) => `${d}. dzień ${m}. miesiąca${leap ? ' przestępnego' : ''}, ${y}`,
    forecastYear: 'Rok prognozy',
    figure: 'Zwierzę i żywioły',
    pillars: 'Cztery filary',
    elements: 'Pięć żywiołów',
    years: 'Nadchodzące lata',
    interpretation: 'Interpretacja',
    parts: {
      sign: 'Twój znak',
      pillars: 'Cztery filary',
      elements: 'Pięć żywiołów',
      forecast: 'Nadchodzący rok',
    },
    pillar: 'Filar',
    pillarNames: { year: 'Rok', month: 'Miesiąc', day: 'Dzień', hour: 'Godzina' },
    stem: 'Pień',
    branch: 'Gałąź',
    element: 'Żywioł',
    polarity: 'Yin/Yang',
    animal: 'Zwierzę',
    count: 'Znaki',
    year: 'Rok',
    relation: 'Wobec Twojego zwierzęcia',
    relations: {
      'same-sign': 'własny rok',
      'six-harmony': 'sześć harmonii',
      'three-harmony': 'trzy harmonie',
      clash: 'konflikt',
      harm: 'szkoda',
      neutral: 'neutralny',
    },
    noPillars: 'Bez godziny urodzenia nie da się obliczyć czterech filarów.',
  },
};
