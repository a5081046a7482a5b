/** The fixed words of the composite report, in every language of the texts (shared words: report-words.ts). */
import type { Language } from '../interpretation/index.ts';

export interface CompositeReportWords {
  title: string;
  /** Section headings of the template's positions, houses and aspects sections. */
  positions: string;
  houses: string;
  aspects: string;
  /** Parts of the interpretation. */
  parts: { whole: string; aspects: string; placements: string };
}

export const COMPOSITE_REPORT_WORDS: Record<Language, CompositeReportWords> = {
  en: {
    title: 'Composite Chart Report',
    positions: 'Composite positions',
    houses: 'Composite houses',
    aspects: 'Composite aspects',
    parts: { whole: 'The relationship as a whole', aspects: 'Its strongest contacts', placements: 'Key placements' },
  },
  de: {
    title: 'Composit-Horoskop',
    positions: 'Positionen im Composit',
    houses: 'Häuser des Composits',
    aspects: 'Aspekte im Composit',
    parts: { whole: 'Die Beziehung als Ganzes', aspects: 'Ihre stärksten Kontakte', placements: 'Wichtige Stellungen' },
  },
  es: {
    title: 'Informe de carta compuesta',
    positions: 'Posiciones compuestas',
    houses: 'Casas compuestas',
    aspects: 'Aspectos compuestos',
    parts: { whole: 'La relación en conjunto', aspects: 'Sus contactos más fuertes', placements: 'Posiciones clave' },
  },
  fr: {
    title: 'Rapport de thème composite',
    positions: 'Positions composites',
    houses: 'Maisons composites',
    aspects: 'Aspects composites',
    parts: {
      whole: 'La relation dans son ensemble',
      aspects: 'Ses contacts les plus forts',
      placements: 'Positions clés',
    },
  },
  it: {
    title: 'Rapporto del tema composito',
    positions: 'Posizioni composite',
    houses: 'Case composite',
    aspects: 'Aspetti compositi',
    parts: {
      whole: 'La relazione nel suo insieme',
      aspects: 'I suoi contatti più forti',
      placements: 'Posizioni chiave',
    },
  },
  pl: {
    title: 'Raport horoskopu kompozytowego',
    positions: 'Pozycje kompozytowe',
    houses: 'Domy kompozytowe',
    aspects: 'Aspekty kompozytowe',
    parts: {
      whole: 'Związek jako całość',
      aspects: 'Jego najsilniejsze kontakty',
      placements: 'Kluczowe położenia',
    },
  },
};
