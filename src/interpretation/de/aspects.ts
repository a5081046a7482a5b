/** German phrases for the aspects. */
import type { AspectId } from '../../astro/vocabulary.ts';
import type { DeNoun } from './grammar.ts';
import type { AccDat } from './points.ts';

/** The phrases of one aspect in German. */
export interface DeAspect {
  /** The aspect as a noun (for "dieses Quadrat", "ein Trigon bilden"). */
  noun: DeNoun;
  /** The preposition phrase before the other point, which follows in the dative: "im Quadrat zu", "in Konjunktion mit". */
  prep: string;
  /** The preposition that links the aspect noun to the other point: "zu" or "mit". */
  to: 'zu' | 'mit';
  /** Accusative noun phrase: the aspect's quality. */
  quality: string[];
  /** Predicates (3rd person singular, verb second) on a domain: "setzt {acc} unter Druck". */
  effect: ((d: AccDat) => string)[];
  /** Complete sentences of advice. */
  advice: string[];
  /** Synastry: plural predicate for "dein X und ihr Y ...". */
  links: string[];
}

/** German phrases for every aspect of the vocabulary. */
export const DE_ASPECTS: Record<AspectId, DeAspect> = {
  conjunction: {
    noun: { noun: 'Konjunktion', g: 'f' },
    prep: 'in Konjunktion mit',
    to: 'mit',
    quality: ['eine Verschmelzung der Kräfte', 'einen konzentrierten Neubeginn'],
    effect: [(d) => `verschmilzt mit ${d.dat}`, (d) => `rückt ${d.acc} ins Rampenlicht`],
    advice: [
      'Eine Konjunktion eröffnet einen Zyklus: Was du jetzt beginnst, gibt oft den Ton für das Folgende an.',
      'Die Energien verschmelzen, im Guten wie im Schlechten, also richte sie bewusst aus.',
    ],
    links: ['verschmelzen miteinander', 'werden fast eins'],
  },
  opposition: {
    noun: { noun: 'Opposition', g: 'f' },
    prep: 'in Opposition zu',
    to: 'zu',
    quality: ['ein Spannungsfeld zwischen zwei Polen', 'die Spiegelung durch andere Menschen'],
    effect: [(d) => `hält ${d.dat} einen Spiegel vor`, (d) => `stellt ${d.acc} in ein Spannungsfeld`],
    advice: [
      'Such den Ausgleich: Was andere dir jetzt zeigen, ist Teil der Antwort.',
      'Vermeide Alles-oder-nichts-Entscheidungen; die Lösung liegt meist zwischen den Extremen.',
    ],
    links: ['stehen einander gegenüber', 'ziehen in entgegengesetzte Richtungen'],
  },
  trine: {
    noun: { noun: 'Trigon', g: 'n' },
    prep: 'im Trigon zu',
    to: 'zu',
    quality: ['einen mühelosen Fluss', 'natürliche Harmonie'],
    effect: [(d) => `fließt mühelos in ${d.acc}`, (d) => `unterstützt ${d.acc}`],
    advice: [
      'Leichtigkeit bleibt oft unbemerkt, also nutze dieses Trigon bewusst.',
      'Die Dinge laufen jetzt rund; investiere den guten Fluss in etwas, das dir wichtig ist.',
    ],
    links: ['fließen zusammen', 'harmonieren auf natürliche Weise'],
  },
  square: {
    noun: { noun: 'Quadrat', g: 'n' },
    prep: 'im Quadrat zu',
    to: 'zu',
    quality: ['spürbare Spannung', 'Reibung mit Entscheidungsdruck'],
    effect: [(d) => `setzt ${d.acc} unter Druck`, (d) => `fordert ${d.acc} heraus`],
    advice: [
      'Spannung ist Treibstoff: Handle, statt sie sich aufstauen zu lassen.',
      'Die Reibung zeigt, wo sich etwas ändern muss; eine Entscheidung jetzt erspart später Ärger.',
    ],
    links: ['prallen aufeinander', 'reiben sich aneinander'],
  },
  sextile: {
    noun: { noun: 'Sextil', g: 'n' },
    prep: 'im Sextil zu',
    to: 'zu',
    quality: ['eine günstige Gelegenheit', 'freundliches Zusammenspiel'],
    effect: [(d) => `öffnet ${d.dat} neue Türen`, (d) => `regt ${d.acc} sanft an`],
    advice: [
      'Gelegenheiten kommen, aber du musst zugreifen.',
      'Ein kleiner Einsatz bringt jetzt mehr als sonst; sag Ja zur Einladung.',
    ],
    links: ['arbeiten gut zusammen', 'verstehen sich leicht'],
  },
  quincunx: {
    noun: { noun: 'Quincunx', g: 'm' },
    prep: 'im Quincunx zu',
    to: 'zu',
    quality: ['ein unbequemes Missverhältnis', 'spürbaren Anpassungsbedarf'],
    effect: [(d) => `verlangt Anpassungen bei ${d.dat}`, (d) => `bringt ${d.acc} aus dem Gleichgewicht`],
    advice: [
      'Keine Seite passt mühelos zur anderen: Passe Routinen und Erwartungen Schritt für Schritt an.',
      'Achte auf Gesundheit und Zeitplan; kleine Korrekturen wirken besser als große Gesten.',
    ],
    links: ['passen schwer zusammen', 'müssen sich ständig aneinander anpassen'],
  },
  'semi-sextile': {
    noun: { noun: 'Halbsextil', g: 'n' },
    prep: 'im Halbsextil zu',
    to: 'zu',
    quality: ['einen sanften Anstoß', 'eine leise Öffnung'],
    effect: [(d) => `gibt ${d.dat} einen sanften Anstoß`, (d) => `nährt ${d.acc} im Stillen`],
    advice: [
      'Kleine Schritte zählen jetzt; achte auf die leisen Öffnungen.',
      'Die Wirkung ist subtil, deshalb lohnt es sich, auf kleine Signale zu achten.',
    ],
    links: ['unterstützen sich leise', 'berühren sich sacht'],
  },
  'semi-square': {
    noun: { noun: 'Halbquadrat', g: 'n' },
    prep: 'im Halbquadrat zu',
    to: 'zu',
    quality: ['unterschwellige Gereiztheit', 'leise Reibung'],
    effect: [(d) => `reibt sich an ${d.dat}`, (d) => `sorgt für leichte Reibung bei ${d.dat}`],
    advice: [
      'Kleine Reibungen weisen auf kleine Korrekturen hin; kümmere dich früh darum.',
      'Lass kleine Ärgernisse nicht anwachsen; ein kurzes Wort klärt die Luft.',
    ],
    links: ['reiben sich', 'reizen einander'],
  },
  sesquiquadrate: {
    noun: { noun: 'Anderthalbquadrat', g: 'n' },
    prep: 'im Anderthalbquadrat zu',
    to: 'zu',
    quality: ['wachsende Unruhe', 'anschwellenden Druck'],
    effect: [(d) => `wühlt ${d.acc} auf`, (d) => `bringt Unruhe in ${d.acc}`],
    advice: [
      'Reagiere nicht über; eine maßvolle Antwort wirkt besser als eine plötzliche.',
      'Der Druck baut sich leise auf, also lass ihn früh ab, durch Bewegung oder ein ehrliches Gespräch.',
    ],
    links: ['provozieren einander', 'halten einander in Unruhe'],
  },
  quintile: {
    noun: { noun: 'Quintil', g: 'n' },
    prep: 'im Quintil zu',
    to: 'zu',
    quality: ['kreatives Talent', 'einen Funken Geschick'],
    effect: [(d) => `verleiht ${d.dat} kreatives Flair`, (d) => `weckt kreative Talente in ${d.dat}`],
    advice: [
      'Spiel damit: Dieser Aspekt belohnt Kreativität und Können.',
      'Nutze den Funken für ein Handwerk, ein Spiel oder eine elegante Lösung.',
    ],
    links: ['inspirieren einander', 'entfachen einander'],
  },
  'bi-quintile': {
    noun: { noun: 'Biquintil', g: 'n' },
    prep: 'im Biquintil zu',
    to: 'zu',
    quality: ['einen erfinderischen Funken', 'stillen Einfallsreichtum'],
    effect: [(d) => `bringt erfinderische Ideen in ${d.acc}`, (d) => `verleiht ${d.dat} Einfallsreichtum`],
    advice: [
      'Nutze die Inspiration für ein Handwerk, ein Hobby oder eine originelle Lösung.',
      'Eine ungewöhnliche Idee funktioniert vielleicht besser als die übliche; probier sie aus.',
    ],
    links: ['verfeinern einander', 'inspirieren einander'],
  },
};
