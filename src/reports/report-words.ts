/**
 * The fixed words of a PDF report (titles, headings, table columns, cover labels) in every
 * language of the interpretation texts. Names of points, signs and aspects come from
 * src/interpretation.
 */
import type { Language } from '../interpretation/index.ts';
import type { ReportSection } from './template-settings.ts';

export interface ReportWords {
  /** Default cover title per report type. */
  title: { natal: string; transit: string; synastry: string };
  sections: Record<Exclude<ReportSection, 'cover'>, string>;
  born: string;
  localTime: string;
  utc: string;
  place: string;
  coordinates: string;
  timezone: string;
  houseSystem: string;
  prepared: string;
  point: string;
  sign: string;
  position: string;
  house: string;
  motion: string;
  retrograde: string;
  direct: string;
  cusp: string;
  aspect: string;
  orb: string;
  phase: string;
  applying: string;
  separating: string;
  noAspects: string;
  /** Synastry: the compatibility score and its themes. */
  compatibility: string;
  theme: string;
  score: string;
  /** Synastry: "Ada's points in Alan's houses". */
  overlay(pointsOf: string, housesOf: string): string;
  /** "Ada & Alan". */
  and: string;
  /** "Page 3 of 9". */
  page(n: number, of: number): string;
}

/** The words of each language. */
export const REPORT_WORDS: Record<Language, ReportWords> = {
  en: {
    title: { natal: 'Natal Chart Report', transit: 'Transit Report', synastry: 'Synastry Report' },
    sections: { wheel: 'Chart Wheel', positions: 'Planetary Positions', houses: 'Houses', aspects: 'Aspects', interpretation: 'Interpretation' },
    born: 'Born',
    localTime: 'Local time',
    utc: 'Universal time',
    place: 'Place',
    coordinates: 'Coordinates',
    timezone: 'Time zone',
    houseSystem: 'House system',
    prepared: 'Prepared',
    point: 'Point',
    sign: 'Sign',
    position: 'Position',
    house: 'House',
    motion: 'Motion',
    retrograde: 'retrograde',
    direct: 'direct',
    cusp: 'Cusp',
    aspect: 'Aspect',
    orb: 'Orb',
    phase: 'Phase',
    applying: 'applying',
    separating: 'separating',
    noAspects: 'No aspects within orb.',
    compatibility: 'Compatibility',
    theme: 'Theme',
    score: 'Score',
    overlay: (a, b) => `${a}’s points in ${b}’s houses`,
    and: '&',
    page: (n, of) => `Page ${n} of ${of}`,
  },
  es: {
    title: { natal: 'Informe de carta natal', transit: 'Informe de tránsitos', synastry: 'Informe de sinastría' },
    sections: { wheel: 'Rueda de la carta', positions: 'Posiciones planetarias', houses: 'Casas', aspects: 'Aspectos', interpretation: 'Interpretación' },
    born: 'Nacimiento',
    localTime: 'Hora local',
    utc: 'Tiempo universal',
    place: 'Lugar',
    coordinates: 'Coordenadas',
    timezone: 'Zona horaria',
    houseSystem: 'Sistema de casas',
    prepared: 'Preparado',
    point: 'Punto',
    sign: 'Signo',
    position: 'Posición',
    house: 'Casa',
    motion: 'Movimiento',
    retrograde: 'retrógrado',
    direct: 'directo',
    cusp: 'Cúspide',
    aspect: 'Aspecto',
    orb: 'Orbe',
    phase: 'Fase',
    applying: 'aplicativo',
    separating: 'separativo',
    noAspects: 'Ningún aspecto dentro del orbe.',
    compatibility: 'Compatibilidad',
    theme: 'Tema',
    score: 'Puntuación',
    overlay: (a, b) => `Puntos de ${a} en las casas de ${b}`,
    and: 'y',
    page: (n, of) => `Página ${n} de ${of}`,
  },
  de: {
    title: { natal: 'Geburtshoroskop', transit: 'Transitbericht', synastry: 'Synastriebericht' },
    sections: { wheel: 'Horoskopgrafik', positions: 'Planetenstände', houses: 'Häuser', aspects: 'Aspekte', interpretation: 'Deutung' },
    born: 'Geboren',
    localTime: 'Ortszeit',
    utc: 'Weltzeit',
    place: 'Ort',
    coordinates: 'Koordinaten',
    timezone: 'Zeitzone',
    houseSystem: 'Häusersystem',
    prepared: 'Erstellt',
    point: 'Punkt',
    sign: 'Zeichen',
    position: 'Position',
    house: 'Haus',
    motion: 'Bewegung',
    retrograde: 'rückläufig',
    direct: 'direkt',
    cusp: 'Spitze',
    aspect: 'Aspekt',
    orb: 'Orbis',
    phase: 'Phase',
    applying: 'applikativ',
    separating: 'separativ',
    noAspects: 'Keine Aspekte im Orbis.',
    compatibility: 'Kompatibilität',
    theme: 'Thema',
    score: 'Wert',
    overlay: (a, b) => `Punkte von ${a} in den Häusern von ${b}`,
    and: '&',
    page: (n, of) => `Seite ${n} von ${of}`,
  },
};
