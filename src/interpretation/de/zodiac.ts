/** German phrases for the signs and houses. */
import type { Sign } from '../../astro/vocabulary.ts';
import type { Element, Modality } from '../sign-qualities.ts';
import { contract, type DeNoun, np } from './grammar.ts';

/** The phrases of one sign in German. */
export interface DeSign {
  noun: DeNoun;
  /** Three adjective stems ("direkt", "mutig", "ungeduldig"), declined by the composer. */
  traits: [string, string, string];
  /** Clause with the verb first (after a fronted phrase): "handelst du zuerst und fragst später". */
  styleV1: string;
  /** Accusative noun phrase: what the sign needs. */
  needs: string;
  /** The sign's shadow, nominative (= accusative) and dative. */
  shadow: { nom: string; dat: string };
  /** Bare noun (case-invariant): the sign's gift. */
  gift: string;
  /** Two predicative adjectives for the Moon's mood in the sign. */
  mood: string;
}

/** German phrases for the twelve signs. */
export const DE_SIGNS: Record<Sign, DeSign> = {
  aries: {
    noun: { noun: 'Widder', g: 'm' },
    traits: ['direkt', 'mutig', 'ungeduldig'],
    styleV1: 'handelst du zuerst und fragst später',
    needs: 'Herausforderungen und Raum zum Führen',
    shadow: { nom: 'Ungeduld und Jähzorn', dat: 'Ungeduld und Jähzorn' },
    gift: 'Mut',
    mood: 'kühn und spontan',
  },
  taurus: {
    noun: { noun: 'Stier', g: 'm' },
    traits: ['beständig', 'sinnlich', 'geduldig'],
    styleV1: 'lässt du dir Zeit und vertraust auf das, was du anfassen kannst',
    needs: 'Sicherheit und Behaglichkeit',
    shadow: { nom: 'Sturheit und Besitzdenken', dat: 'Sturheit und Besitzdenken' },
    gift: 'Ausdauer',
    mood: 'ruhig und genussfreudig',
  },
  gemini: {
    noun: { noun: 'Zwillinge', g: 'pl', dat: 'Zwillingen' },
    traits: ['neugierig', 'schnell', 'vielseitig'],
    styleV1: 'suchst du Abwechslung und verknüpfst Ideen blitzschnell',
    needs: 'Anregung und Gespräche',
    shadow: { nom: 'Zerstreutheit und Rastlosigkeit', dat: 'Zerstreutheit und Rastlosigkeit' },
    gift: 'Witz',
    mood: 'gesprächig und neugierig',
  },
  cancer: {
    noun: { noun: 'Krebs', g: 'm' },
    traits: ['fürsorglich', 'beschützend', 'gefühlvoll'],
    styleV1: 'beschützt du, was dir am Herzen liegt, und folgst deinen Gefühlen',
    needs: 'Zugehörigkeit und emotionale Geborgenheit',
    shadow: {
      nom: 'Launenhaftigkeit und das Festhalten an der Vergangenheit',
      dat: 'Launenhaftigkeit und dem Festhalten an der Vergangenheit',
    },
    gift: 'Fürsorge',
    mood: 'zärtlich und häuslich',
  },
  leo: {
    noun: { noun: 'Löwe', g: 'm', oblique: 'Löwen' },
    traits: ['warmherzig', 'stolz', 'ausdrucksstark'],
    styleV1: 'willst du gestalten, strahlen und geschätzt werden',
    needs: 'Anerkennung und herzlichen Ausdruck',
    shadow: { nom: 'Stolz und Geltungsdrang', dat: 'Stolz und Geltungsdrang' },
    gift: 'Großzügigkeit',
    mood: 'warm und verspielt',
  },
  virgo: {
    noun: { noun: 'Jungfrau', g: 'f' },
    traits: ['genau', 'bescheiden', 'hilfsbereit'],
    styleV1: 'verfeinerst, analysierst und verbesserst du',
    needs: 'Ordnung und eine sinnvolle Aufgabe',
    shadow: { nom: 'Perfektionismus und Sorgen', dat: 'Perfektionismus und Sorgen' },
    gift: 'Geschick',
    mood: 'praktisch und ordentlich',
  },
  libra: {
    noun: { noun: 'Waage', g: 'f' },
    traits: ['liebenswürdig', 'gerecht', 'gesellig'],
    styleV1: 'suchst du Ausgleich, Schönheit und Partnerschaft',
    needs: 'Harmonie und einen fairen Austausch',
    shadow: { nom: 'Unentschlossenheit und Gefallsucht', dat: 'Unentschlossenheit und Gefallsucht' },
    gift: 'Diplomatie',
    mood: 'gesellig und versöhnlich',
  },
  scorpio: {
    noun: { noun: 'Skorpion', g: 'm' },
    traits: ['intensiv', 'verschwiegen', 'entschlossen'],
    styleV1: 'gehst du in die Tiefe und machst nichts halb',
    needs: 'Tiefe und Vertrauen',
    shadow: { nom: 'Eifersucht und Kontrollzwang', dat: 'Eifersucht und Kontrollzwang' },
    gift: 'Tiefgang',
    mood: 'intensiv und forschend',
  },
  sagittarius: {
    noun: { noun: 'Schütze', g: 'm', oblique: 'Schützen' },
    traits: ['offenherzig', 'abenteuerlustig', 'optimistisch'],
    styleV1: 'suchst du Sinn und Raum zum Entdecken',
    needs: 'Freiheit und einen weiten Horizont',
    shadow: { nom: 'Maßlosigkeit und Belehrungseifer', dat: 'Maßlosigkeit und Belehrungseifer' },
    gift: 'Zuversicht',
    mood: 'rastlos und optimistisch',
  },
  capricorn: {
    noun: { noun: 'Steinbock', g: 'm' },
    traits: ['ehrgeizig', 'diszipliniert', 'zurückhaltend'],
    styleV1: 'planst du langfristig und verdienst dir deinen Platz',
    needs: 'ein Ziel und Respekt',
    shadow: { nom: 'Starrheit und Pessimismus', dat: 'Starrheit und Pessimismus' },
    gift: 'Beharrlichkeit',
    mood: 'nüchtern und konzentriert',
  },
  aquarius: {
    noun: { noun: 'Wassermann', g: 'm' },
    traits: ['unabhängig', 'erfinderisch', 'distanziert'],
    styleV1: 'denkst du selbst und stellst Menschen über Konventionen',
    needs: 'Freiheit und eine gute Sache',
    shadow: { nom: 'Unnahbarkeit und Widerspruchsgeist', dat: 'Unnahbarkeit und Widerspruchsgeist' },
    gift: 'Originalität',
    mood: 'gesellig und unkonventionell',
  },
  pisces: {
    noun: { noun: 'Fische', g: 'pl', dat: 'Fischen' },
    traits: ['verträumt', 'mitfühlend', 'empfänglich'],
    styleV1: 'spürst du, was andere fühlen, und folgst deiner Fantasie',
    needs: 'Sinn jenseits des Alltags',
    shadow: { nom: 'Weltflucht und verschwimmende Grenzen', dat: 'Weltflucht und verschwimmenden Grenzen' },
    gift: 'Mitgefühl',
    mood: 'verträumt und empfindsam',
  },
};

/** "im Widder", "in den Zwillingen", "in der Jungfrau". */
export function inSign(sign: Sign): string {
  return contract(`in ${np(DE_SIGNS[sign].noun, 'dat', 'def')}`);
}
/** "in den Widder", "in die Zwillinge" (direction, for ingresses). */
export function intoSign(sign: Sign): string {
  return `in ${np(DE_SIGNS[sign].noun, 'acc', 'def')}`;
}

/** "Feuerzeichen" …: the element as a compound with "Zeichen". */
export const DE_ELEMENT_COMPOUND: Record<Element, string> = {
  fire: 'Feuerzeichen',
  earth: 'Erdzeichen',
  air: 'Luftzeichen',
  water: 'Wasserzeichen',
};
/** Main clause on what the element adds (about "es", the sign). */
export const DE_ELEMENT: Record<Element, string> = {
  fire: 'das Feuer schenkt Begeisterung und Spontaneität',
  earth: 'die Erde verankert es in praktischen Ergebnissen',
  air: 'die Luft macht es gesellig und nachdenklich',
  water: 'das Wasser macht es gefühlvoll und intuitiv',
};
/** Adjective stem of the modality ("kardinal" → "ein kardinales Feuerzeichen"). */
export const DE_MODALITY: Record<Modality, string> = { cardinal: 'kardinal', fixed: 'fix', mutable: 'veränderlich' };
/** Main clause (about "es", the sign) on how the modality acts. */
export const DE_MODALITY_WAY: Record<Modality, string> = {
  cardinal: 'es ergreift gern die Initiative',
  fixed: 'es hält fest und bringt Dinge zu Ende',
  mutable: 'es passt sich an und wechselt leicht die Richtung',
};

/** The phrases of one house in German. */
export interface DeHouse {
  /** Accusative noun phrases naming the house's areas of life. */
  areas: [string, string];
  /** Imperative clauses (du). */
  actions: [string, string];
}

/** German phrases for houses 1..12. */
export const DE_HOUSES: Record<number, DeHouse> = {
  1: {
    areas: ['Selbstbild, Körper und Eigeninitiative', 'dein Erscheinungsbild und persönliche Neuanfänge'],
    actions: ['ergreif die Initiative für dich selbst', 'frisch deinen Look auf oder beginne ein persönliches Projekt'],
  },
  2: {
    areas: ['Geld, Besitz und Selbstwert', 'dein Einkommen und deine Werte'],
    actions: ['überprüfe dein Budget', 'investiere in etwas von bleibendem Wert'],
  },
  3: {
    areas: ['Kommunikation, Lernen und dein direktes Umfeld', 'Geschwister, kurze Reisen und den Austausch im Alltag'],
    actions: ['schreib, ruf an oder lerne etwas Neues', 'melde dich bei Geschwistern oder Nachbarn'],
  },
  4: {
    areas: ['Zuhause, Familie und Wurzeln', 'dein Privatleben und deine emotionalen Fundamente'],
    actions: [
      'kümmere dich um dein Zuhause und deine Familie',
      'verbring ruhige Zeit dort, wo du dich zu Hause fühlst',
    ],
  },
  5: {
    areas: ['Kreativität, Romantik und Spiel', 'Kinder, Vergnügen und Selbstausdruck'],
    actions: ['erschaffe etwas nur aus Freude', 'plane ein Date oder einen Tag zum Spielen'],
  },
  6: {
    areas: ['Alltagsarbeit, Routinen und Gesundheit', 'deine Gewohnheiten, deine Pflichten und dein Wohlbefinden'],
    actions: [
      'bring Ordnung in deinen Zeitplan und deine Gewohnheiten',
      'achte auf deinen Körper und deine Arbeitslast',
    ],
  },
  7: {
    areas: ['Partnerschaft und enge Beziehungen', 'Ehe, Verträge und offene Gegner'],
    actions: ['komm deinem Gegenüber entgegen', 'sprich offen über eine gemeinsame Vereinbarung'],
  },
  8: {
    areas: ['gemeinsame Ressourcen, Intimität und Wandlung', 'Schulden, Erbschaften und tiefe Bindungen'],
    actions: ['ordne gemeinsame Finanzen', 'lass etwas los, das sich überlebt hat'],
  },
  9: {
    areas: ['Reisen, höhere Bildung und Weltanschauung', 'ferne Horizonte, Recht und Veröffentlichungen'],
    actions: ['plane eine Reise oder eine Weiterbildung', 'erweitere deinen Blick um eine neue Perspektive'],
  },
  10: {
    areas: ['Beruf, Status und öffentliches Leben', 'deinen Ehrgeiz und deinen Ruf'],
    actions: ['mach einen Schritt in deiner Karriere', 'zeig Vorgesetzten, was du kannst'],
  },
  11: {
    areas: ['Freunde, Gruppen und Zukunftshoffnungen', 'Netzwerke, gemeinsame Anliegen und Ziele'],
    actions: ['melde dich bei Freunden und Verbündeten', 'arbeite mit anderen an einem langfristigen Wunsch'],
  },
  12: {
    areas: ['Rückzug, Unbewusstes und Verborgenes', 'Stille, Träume und leise Abschiede'],
    actions: ['ruh dich aus und zieh dich ein wenig zurück', 'bring Liegengebliebenes zu Ende, bevor Neues beginnt'],
  },
};
