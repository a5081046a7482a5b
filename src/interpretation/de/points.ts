/**
 * German phrases for the points. Nouns carry gender and forms so that the composers decline
 * them; longer phrases are written out in the case their slot needs (named on each field).
 * The reader is addressed with "du".
 */
import type { Nature, SynastryPoint, TextPoint, TransitingPoint } from '../catalogue.ts';
import { type DeNoun, np } from './grammar.ts';

/** How a point is named in German. */
export interface DePointName {
  noun: DeNoun;
  /** Whether the bare name takes the article ("die Sonne", "der Mond") or not ("Mars", "Venus"). */
  article: boolean;
}

/** German nouns of the text points (gender for declension). */
export const DE_POINT_NAMES: Record<TextPoint, DePointName> = {
  sun: { noun: { noun: 'Sonne', g: 'f' }, article: true },
  moon: { noun: { noun: 'Mond', g: 'm', gen: 'Mondes' }, article: true },
  mercury: { noun: { noun: 'Merkur', g: 'm' }, article: false },
  venus: { noun: { noun: 'Venus', g: 'f' }, article: false },
  mars: { noun: { noun: 'Mars', g: 'm' }, article: false },
  jupiter: { noun: { noun: 'Jupiter', g: 'm' }, article: false },
  saturn: { noun: { noun: 'Saturn', g: 'm' }, article: false },
  uranus: { noun: { noun: 'Uranus', g: 'm' }, article: false },
  neptune: { noun: { noun: 'Neptun', g: 'm' }, article: false },
  pluto: { noun: { noun: 'Pluto', g: 'm' }, article: false },
  chiron: { noun: { noun: 'Chiron', g: 'm' }, article: false },
  'north-node': { noun: { noun: 'Nordknoten', g: 'm', gen: 'Nordknotens' }, article: true },
  'south-node': { noun: { noun: 'Südknoten', g: 'm', gen: 'Südknotens' }, article: true },
  'mean-lilith': { noun: { noun: 'Lilith', g: 'f' }, article: false },
  ascendant: { noun: { noun: 'Aszendent', g: 'm', oblique: 'Aszendenten' }, article: true },
  midheaven: { noun: { noun: 'Medium Coeli', g: 'n' }, article: true },
};

/** The point's name in a case, with the article where German uses one: "die Sonne", "Mars", "dem Aszendenten". */
export function deName(point: TextPoint, kase: 'nom' | 'acc' | 'dat' | 'gen'): string {
  const p = DE_POINT_NAMES[point];
  return np(p.noun, kase, p.article ? 'def' : 'none');
}

/** What a transiting point brings, in German. */
export interface DeTransiting {
  /** Apposition in the nominative: "Mars, der Planet des Antriebs, ...". */
  epithet: string[];
  /** Accusative noun phrase (two or more things): what the transit brings, by nature. */
  brings: Record<Nature, string>;
  /** Imperative clause (du), lower-case start unless a noun, no final stop. */
  advice: Record<Nature, string[]>;
}

/** German phrases of every transiting point. */
export const DE_TRANSITING: Record<TransitingPoint, DeTransiting> = {
  sun: {
    epithet: ['die Spenderin von Licht und Lebenskraft', 'das Licht von Wille und Bestimmung'],
    brings: {
      fusion: 'Rampenlicht, frische Lebenskraft und den Wunsch, gesehen zu werden',
      hard: 'Willenskämpfe und einen Energieabfall',
      soft: 'Selbstvertrauen, Sichtbarkeit und Wohlwollen',
    },
    advice: {
      fusion: ['tritt nach vorn und zeig dich', 'setz dir eine Absicht für das kommende Jahr oder den kommenden Monat'],
      hard: [
        'wähle deine Kämpfe mit Bedacht und ruh dich aus, wenn du es brauchst',
        'lass anderen bei den kleinen Dingen ihren Willen',
      ],
      soft: [
        'zeig, was du kannst, und bitte um das, was du willst',
        'bring dich ein, die Menschen sind jetzt empfänglich',
      ],
    },
  },
  moon: {
    epithet: ['der Herrscher über Gefühle und Rhythmen', 'der Hüter der Stimmungen und Bedürfnisse'],
    brings: {
      fusion: 'eine Welle von Gefühlen und das Bedürfnis nach Geborgenheit',
      hard: 'Launen und empfindliche Reaktionen',
      soft: 'emotionale Leichtigkeit und ein gutes Gespür',
    },
    advice: {
      fusion: ['hör auf deine Gefühle, bevor du handelst', 'gönn dir eine ruhige Stunde zu Hause'],
      hard: [
        'triff keine großen Entscheidungen aus einer Laune heraus',
        'iss, schlaf und werde langsamer, bevor du reagierst',
      ],
      soft: [
        'verbring Zeit mit Menschen, die dir guttun',
        'vertrau bei kleinen Alltagsentscheidungen deinem Bauchgefühl',
      ],
    },
  },
  mercury: {
    epithet: ['der Götterbote', 'der Planet des Denkens und der Worte'],
    brings: {
      fusion: 'Gespräche, Neuigkeiten und einen regen Geist',
      hard: 'Missverständnisse, nervöses Gerede und späte Zweifel',
      soft: 'klares Denken und nützlichen Austausch',
    },
    advice: {
      fusion: [
        'schreib Dinge auf und sprich sie durch',
        'führ das Gespräch oder schick die Nachricht, die du schon lange vorbereitest',
      ],
      hard: [
        'prüf Nachrichten doppelt und hör zu, bevor du antwortest',
        'schlaf eine Nacht über jede Unterschrift und jede scharfe Antwort',
      ],
      soft: ['verhandle, lerne oder stell deine Idee vor', 'nutze die Klarheit für Papierkram und Pläne'],
    },
  },
  venus: {
    epithet: ['der Planet der Liebe und der Werte', 'das kleine Glück der Tradition'],
    brings: {
      fusion: 'Zuneigung, Genuss und Sinn für Schönheit',
      hard: 'Maßlosigkeit, Eifersucht und den Wunsch, um jeden Preis zu gefallen',
      soft: 'Charme, Harmonie und kleine Freuden',
    },
    advice: {
      fusion: [
        'genieß Schönheit und Gesellschaft, aber gib dein Geld mit Verstand aus',
        'nimm dir Zeit für die Liebe und für das, was du schön findest',
      ],
      hard: [
        'versuch nicht, Zuneigung oder Anerkennung zu kaufen',
        'sag, was dir wirklich wichtig ist, statt um des lieben Friedens willen zu schweigen',
      ],
      soft: ['triff Menschen, schließ Frieden und gönn dir etwas', 'kitte eine Beziehung oder verschönere dein Umfeld'],
    },
  },
  mars: {
    epithet: ['der Planet des Antriebs und des Begehrens', 'der Krieger'],
    brings: {
      fusion: 'einen Energieschub und den Drang, etwas anzufangen',
      hard: 'Reibung, Hast und eine kurze Zündschnur',
      soft: 'Mut und die Energie, Dinge anzupacken',
    },
    advice: {
      fusion: [
        'beginne das Projekt, das du schon lange aufschiebst',
        'steck die zusätzliche Energie in deinen Körper und deine Ziele',
      ],
      hard: [
        'lenk die Hitze in Sport oder harte Arbeit statt in Streit',
        'mach langsam im Verkehr, in der Küche und in Diskussionen',
      ],
      soft: [
        'ergreif die Initiative und pack an, was Mut erfordert',
        'geh dem nach, was du willst, solange der Wind günstig steht',
      ],
    },
  },
  jupiter: {
    epithet: ['das große Glück der Tradition', 'der Planet des Wachstums und des Glaubens'],
    brings: {
      fusion: 'Wachstum, Zuversicht und einen weiteren Horizont',
      hard: 'Selbstüberschätzung und den Hang zum Übertreiben',
      soft: 'Glück, Großzügigkeit und offene Türen',
    },
    advice: {
      fusion: [
        'sag Ja zum Wachstum, aber bleib auf dem Boden',
        'steck dir höhere Ziele als sonst und lerne etwas Neues',
      ],
      hard: ['lies das Kleingedruckte, bevor du dich festlegst', 'versprich weniger und halte mehr'],
      soft: [
        'bewirb dich, reise, lehre oder lerne, denn die Türen stehen offen',
        'bitte um Unterstützung, die Menschen helfen jetzt gern',
      ],
    },
  },
  saturn: {
    epithet: ['der strenge Lehrmeister', 'der Planet der Zeit und der Struktur'],
    brings: {
      fusion: 'Gewicht, Verantwortung und eine ernste Bilanz',
      hard: 'Hindernisse, Verzögerungen und das Gefühl, geprüft zu werden',
      soft: 'Beständigkeit, Disziplin und dauerhafte Ergebnisse',
    },
    advice: {
      fusion: [
        'verpflichte dich dem, was zählt, und lass los, was nicht zählt',
        'zieh ehrlich Bilanz und leg ein neues Fundament',
      ],
      hard: [
        'sei geduldig, tu die Arbeit und akzeptiere realistische Grenzen',
        'vereinfache, und nimm Rückschläge nicht als endgültiges Urteil',
      ],
      soft: ['bau etwas auf, das Bestand hat', 'mach den langfristigen Plan und geh den ersten konkreten Schritt'],
    },
  },
  uranus: {
    epithet: ['der Erwecker', 'der Planet der plötzlichen Veränderung'],
    brings: {
      fusion: 'plötzliche Veränderungen und einen Weckruf',
      hard: 'Umbrüche, Unruhe und Überraschungen',
      soft: 'frische Ideen und willkommene Freiheit',
    },
    advice: {
      fusion: [
        'schaff Raum für Neues, ohne alle Brücken abzubrechen',
        'verabschiede dich von einer Regel, die nicht mehr zu dir passt',
      ],
      hard: [
        'bleib flexibel und vermeide überstürzte Brüche',
        'rechne mit dem Unerwarteten und halte einen Plan B bereit',
      ],
      soft: [
        'experimentiere und probier einen ungewöhnlichen Ansatz',
        'erneuere deine Werkzeuge, deine Gewohnheiten oder deinen Look',
      ],
    },
  },
  neptune: {
    epithet: ['der Planet der Träume und der Auflösung', 'der Mystiker'],
    brings: {
      fusion: 'Sehnsucht, Inspiration und verschwimmende Grenzen',
      hard: 'Verwirrung, Zweifel und den Sog der Illusion',
      soft: 'Intuition, Mitgefühl und Inspiration',
    },
    advice: {
      fusion: [
        'vertrau deiner Intuition, aber prüf die Fakten',
        'gib deiner Fantasie eine Form, ob Musik, Kunst oder Gebet',
      ],
      hard: [
        'lies das Kleingedruckte und meide die Flucht aus der Wirklichkeit',
        'ruh dich mehr aus und unterschreib nichts, was du nicht verstehst',
      ],
      soft: ['mach Kunst, meditiere oder hilf jemandem', 'folge der leisen Inspiration, die immer wiederkehrt'],
    },
  },
  pluto: {
    epithet: ['der Herr der Wandlung', 'der Planet der Tiefe und der Macht'],
    brings: {
      fusion: 'Intensität, Macht und tiefe Wandlung',
      hard: 'Machtkämpfe, Druck und erzwungene Offenlegung',
      soft: 'Tiefe, Fokus und regenerierende Kraft',
    },
    advice: {
      fusion: [
        'lass los, was sich überlebt hat',
        'stell dich dem, was du gemieden hast, denn einmal angesehen verliert es an Macht',
      ],
      hard: [
        'erzwinge nichts und schau dir an, was dich wirklich antreibt',
        'lass dich auf keine Machtspiele ein, auch nicht auf deine eigenen',
      ],
      soft: [
        'geh in die Tiefe, denn Recherche, Therapie und konzentrierte Arbeit zahlen sich aus',
        'nutze deinen Einfluss, um etwas Wichtiges zu erneuern',
      ],
    },
  },
  chiron: {
    epithet: ['der verwundete Heiler', 'die Brücke zwischen Schmerz und Weisheit'],
    brings: {
      fusion: 'alte Wunden, die an die Oberfläche kommen, und die Chance, sie zu heilen',
      hard: 'wunde Punkte und Erinnerungen an alten Schmerz',
      soft: 'heilsame Einsichten und weises Mitgefühl',
    },
    advice: {
      fusion: [
        'sei sanft mit dir und lass dir helfen',
        'such dir eine gute Heilerin, einen Lehrer oder jemanden, der zuhört',
      ],
      hard: [
        'benenne den Schmerz, statt ihn zu verstecken',
        'lass nicht zu, dass ein alter Schmerz die Entscheidungen von heute trifft',
      ],
      soft: [
        'teile, was du aus schweren Zeiten gelernt hast',
        'begleite jemanden durch etwas, das du nur zu gut kennst',
      ],
    },
  },
  'north-node': {
    epithet: ['der Punkt künftigen Wachstums', 'der Kompass der Seele'],
    brings: {
      fusion: 'schicksalhaft wirkende Begegnungen und einen Blick auf deine künftige Richtung',
      hard: 'eine Spannung zwischen Bequemlichkeit und Wachstum',
      soft: 'hilfreiche Kontakte und das Gefühl, auf dem richtigen Weg zu sein',
    },
    advice: {
      fusion: [
        'folge den Gelegenheiten, die dich wachsen lassen',
        'achte darauf, wer und was jetzt auftaucht, denn es weist nach vorn',
      ],
      hard: [
        'zieh dich nicht ins Vertraute zurück, nur weil es bequem ist',
        'wähle Wachstum statt Gewohnheit, wo du kannst',
      ],
      soft: [
        'sag Ja zu Menschen und Chancen, die nach vorn weisen',
        'geh den nächsten Schritt, auch wenn er klein ist',
      ],
    },
  },
};

/** A phrase in the two cases the composers use. */
export interface AccDat {
  acc: string;
  dat: string;
}

/** What a natal point stands for, in German. */
export interface DeNatal {
  /** What the point stands for, with "dein": two variants. */
  domain: [AccDat, AccDat];
  /** Main clause (verb second), lower-case start unless a noun: how a transit to it feels, by nature. */
  feels: Record<Nature, string>;
  /** Bare noun phrase (no article) for "In Sachen ..." / "Wenn es um ... geht". */
  area: string;
}

/** German phrases of every natal point. */
export const DE_NATAL: Record<TextPoint, DeNatal> = {
  sun: {
    domain: [
      { acc: 'dein Selbstbild und deine Lebenskraft', dat: 'deinem Selbstbild und deiner Lebenskraft' },
      {
        acc: 'deine Identität und deinen schöpferischen Willen',
        dat: 'deiner Identität und deinem schöpferischen Willen',
      },
    ],
    feels: {
      fusion: 'wer du bist und was du willst, rückt in den Vordergrund',
      hard: 'vielleicht fühlst du deinen Willen gebremst oder deine Energie gedämpft',
      soft: 'du fühlst dich mehr wie du selbst, und das sieht man',
    },
    area: 'Identität',
  },
  moon: {
    domain: [
      {
        acc: 'deine Gefühle und dein Bedürfnis nach Sicherheit',
        dat: 'deinen Gefühlen und deinem Bedürfnis nach Sicherheit',
      },
      {
        acc: 'deine Stimmungen, dein Zuhause und dein Innenleben',
        dat: 'deinen Stimmungen, deinem Zuhause und deinem Innenleben',
      },
    ],
    feels: {
      fusion: 'deine Gefühle liegen dicht unter der Oberfläche',
      hard: 'vielleicht fühlst du dich unruhig und empfindlich und brauchst mehr Zuspruch',
      soft: 'du fühlst dich emotional wohl und umsorgt',
    },
    area: 'Gefühle',
  },
  mercury: {
    domain: [
      { acc: 'dein Denken und deine Kommunikation', dat: 'deinem Denken und deiner Kommunikation' },
      { acc: 'deinen Verstand und deine Ausdrucksweise', dat: 'deinem Verstand und deiner Ausdrucksweise' },
    ],
    feels: {
      fusion: 'dein Kopf ist voll, und deine Worte haben Gewicht',
      hard: 'die Gedanken rasen, und Worte können falsch herauskommen',
      soft: 'Ideen verbinden sich leicht, und du findest die richtigen Worte',
    },
    area: 'Denken und Sprechen',
  },
  venus: {
    domain: [
      {
        acc: 'deine Beziehungen, deinen Geschmack und deine Werte',
        dat: 'deinen Beziehungen, deinem Geschmack und deinen Werten',
      },
      {
        acc: 'dein Liebesleben, deine Freuden und deine Finanzen',
        dat: 'deinem Liebesleben, deinen Freuden und deinen Finanzen',
      },
    ],
    feels: {
      fusion: 'Liebe, Geld und Genuss beschäftigen dich',
      hard: 'vielleicht zweifelst du an dem, was du schätzt, oder an denen, die du liebst',
      soft: 'Zuneigung und Wertschätzung fließen leichter',
    },
    area: 'Liebe und Genuss',
  },
  mars: {
    domain: [
      { acc: 'deinen Antrieb und deine Durchsetzungskraft', dat: 'deinem Antrieb und deiner Durchsetzungskraft' },
      { acc: 'deinen Ehrgeiz, dein Begehren und deinen Mut', dat: 'deinem Ehrgeiz, deinem Begehren und deinem Mut' },
    ],
    feels: {
      fusion: 'dein Antrieb ist eingeschaltet',
      hard: 'Ärger steigt schneller auf als sonst',
      soft: 'du handelst selbstsicher und mit gutem Timing',
    },
    area: 'Tatkraft',
  },
  jupiter: {
    domain: [
      {
        acc: 'deine Überzeugungen, deine Hoffnungen und deine Sinnsuche',
        dat: 'deinen Überzeugungen, deinen Hoffnungen und deiner Sinnsuche',
      },
      { acc: 'dein Wachstum und deine Großzügigkeit', dat: 'deinem Wachstum und deiner Großzügigkeit' },
    ],
    feels: {
      fusion: 'dein Vertrauen in die Zukunft wächst',
      hard: 'vielleicht versprichst du mehr, als du halten kannst',
      soft: 'du siehst das große Ganze und bist großzügig gestimmt',
    },
    area: 'Wachstum und Glauben',
  },
  saturn: {
    domain: [
      {
        acc: 'deine Strukturen, deine Pflichten und deine Ambitionen',
        dat: 'deinen Strukturen, deinen Pflichten und deinen Ambitionen',
      },
      { acc: 'dein Verantwortungsgefühl und deine Grenzen', dat: 'deinem Verantwortungsgefühl und deinen Grenzen' },
    ],
    feels: {
      fusion: 'deine Verpflichtungen kommen auf den Prüfstand',
      hard: 'Pflichten können schwerer wiegen als sonst',
      soft: 'du arbeitest beständig und verdienst dir Respekt',
    },
    area: 'Pflicht und Ehrgeiz',
  },
  uranus: {
    domain: [
      { acc: 'dein Bedürfnis nach Freiheit und Originalität', dat: 'deinem Bedürfnis nach Freiheit und Originalität' },
      {
        acc: 'deine Unabhängigkeit und deine Lust auf Veränderung',
        dat: 'deiner Unabhängigkeit und deiner Lust auf Veränderung',
      },
    ],
    feels: {
      fusion: 'dein Freiheitsbedürfnis erwacht',
      hard: 'vielleicht bist du unruhig und bereit, Regeln zu brechen',
      soft: 'du traust dich, Dinge anders zu machen',
    },
    area: 'Freiheit',
  },
  neptune: {
    domain: [
      {
        acc: 'deine Träume, deine Ideale und deine Empfindsamkeit',
        dat: 'deinen Träumen, deinen Idealen und deiner Empfindsamkeit',
      },
      {
        acc: 'deine Fantasie und deine spirituelle Sehnsucht',
        dat: 'deiner Fantasie und deiner spirituellen Sehnsucht',
      },
    ],
    feels: {
      fusion: 'deine Fantasie und deine Empfindsamkeit sind gesteigert',
      hard: 'es kann schwerfallen, Traum und Wirklichkeit zu unterscheiden',
      soft: 'deine Intuition und dein Mitgefühl sind stark',
    },
    area: 'Träume und Ideale',
  },
  pluto: {
    domain: [
      {
        acc: 'deine tiefsten Triebkräfte und deine Fähigkeit zur Wandlung',
        dat: 'deinen tiefsten Triebkräften und deiner Fähigkeit zur Wandlung',
      },
      {
        acc: 'dein Verhältnis zu Kontrolle, Verlust und Erneuerung',
        dat: 'deinem Verhältnis zu Kontrolle, Verlust und Erneuerung',
      },
    ],
    feels: {
      fusion: 'du spürst den Sog tiefer Wünsche und verborgener Motive',
      hard: 'Kontrolle und Macht werden zu heiklen Themen',
      soft: 'du findest die Kraft, loszulassen und dich zu erneuern',
    },
    area: 'Macht und Wandlung',
  },
  chiron: {
    domain: [
      { acc: 'deine alten Wunden und deine Gabe zu heilen', dat: 'deinen alten Wunden und deiner Gabe zu heilen' },
      { acc: 'deine verletzlichsten Stellen', dat: 'deinen verletzlichsten Stellen' },
    ],
    feels: {
      fusion: 'eine alte Wunde verlangt Aufmerksamkeit',
      hard: 'ein wunder Punkt könnte berührt werden',
      soft: 'du kannst vergangenen Schmerz in Weisheit für andere verwandeln',
    },
    area: 'Heilung',
  },
  'north-node': {
    domain: [
      { acc: 'deinen Entwicklungsweg', dat: 'deinem Entwicklungsweg' },
      { acc: 'deine künftige Lebensrichtung', dat: 'deiner künftigen Lebensrichtung' },
    ],
    feels: {
      fusion: 'dein Sinn für deine Bestimmung schärft sich',
      hard: 'alte Gewohnheiten und neue Ziele ziehen in verschiedene Richtungen',
      soft: 'der nächste Schritt auf deinem Weg fühlt sich natürlich an',
    },
    area: 'persönliches Wachstum',
  },
  'south-node': {
    domain: [
      { acc: 'deine Gewohnheiten und mitgebrachten Talente', dat: 'deinen Gewohnheiten und mitgebrachten Talenten' },
      { acc: 'deine angeborene Komfortzone', dat: 'deiner angeborenen Komfortzone' },
    ],
    feels: {
      fusion: 'vertraute Muster und alte Talente tauchen wieder auf',
      hard: 'vielleicht fällst du in alte Gewohnheiten zurück',
      soft: 'Fähigkeiten, die du längst besitzt, kommen dir zugute',
    },
    area: 'alte Gewohnheiten',
  },
  'mean-lilith': {
    domain: [
      {
        acc: 'deine ungezähmten Instinkte und unausgesprochenen Wünsche',
        dat: 'deinen ungezähmten Instinkten und unausgesprochenen Wünschen',
      },
      { acc: 'deine verborgenen, wilden Seiten', dat: 'deinen verborgenen, wilden Seiten' },
    ],
    feels: {
      fusion: 'was du sonst unterdrückst, will sich ausdrücken',
      hard: 'unterdrückte Wut oder Lust kann aufflammen',
      soft: 'du kannst zu deinen Instinkten stehen, ohne dich zu entschuldigen',
    },
    area: 'verborgene Wünsche',
  },
  ascendant: {
    domain: [
      { acc: 'dein Auftreten und deine Wirkung auf andere', dat: 'deinem Auftreten und deiner Wirkung auf andere' },
      {
        acc: 'deinen Körper, deinen Stil und deine Ausstrahlung',
        dat: 'deinem Körper, deinem Stil und deiner Ausstrahlung',
      },
    ],
    feels: {
      fusion: 'die Art, wie du auftrittst und dich zeigst, verändert sich',
      hard: 'vielleicht wirkst du anders, als du es beabsichtigst',
      soft: 'du machst mühelos einen guten Eindruck',
    },
    area: 'Auftreten',
  },
  midheaven: {
    domain: [
      {
        acc: 'deine Karriere, deinen Ruf und deine Lebensrichtung',
        dat: 'deiner Karriere, deinem Ruf und deiner Lebensrichtung',
      },
      { acc: 'deine öffentliche Rolle und deine Ziele', dat: 'deiner öffentlichen Rolle und deinen Zielen' },
    ],
    feels: {
      fusion: 'Karriere und Ruf rücken in den Mittelpunkt',
      hard: 'deine öffentliche Rolle oder deine Richtung könnte infrage gestellt werden',
      soft: 'deine Arbeit wird bemerkt, und deine Ziele scheinen erreichbar',
    },
    area: 'Karriere und Ruf',
  },
};

/** How a point acts between two people, in German. */
export interface DeRelating {
  /** Relational role as a noun ("Selbstverständnis"), declined with "dein" / "ihr". */
  role: DeNoun;
  /** Main clause with subject "du" (or your point); the other person is "sie" / "ihr" (die andere Person). */
  gives: Record<Nature, string>;
  /** Main clause about the other person, subject "sie" (die andere Person). */
  receives: Record<Nature, string>;
}

/** German synastry phrases of every synastry point. */
export const DE_RELATING: Record<SynastryPoint, DeRelating> = {
  sun: {
    role: { noun: 'Selbstverständnis', g: 'n' },
    gives: {
      fusion: 'du bringst sie zum Leuchten und beziehst sie in deine Pläne ein',
      hard: 'dein Wille kann ihr übermächtig vorkommen',
      soft: 'du ermutigst sie und gibst ihr das Gefühl, gesehen zu werden',
    },
    receives: {
      fusion: 'sie fühlt sich in ihrem Wesen erkannt',
      hard: 'vielleicht fühlt sie sich in ihrer Identität herausgefordert',
      soft: 'sie kann in deiner Nähe ganz sie selbst sein',
    },
  },
  moon: {
    role: { noun: 'Gefühlsbedürfnisse', g: 'pl', dat: 'Gefühlsbedürfnissen' },
    gives: {
      fusion: 'du reagierst aus dem Bauch heraus auf sie',
      hard: 'deine Launen können sie verunsichern',
      soft: 'du spürst, was sie braucht, bevor sie es sagt',
    },
    receives: {
      fusion: 'sie fühlt sich bei dir sofort zu Hause',
      hard: 'ihre Gefühle werden durch dich leicht verletzt',
      soft: 'sie fühlt sich bei dir emotional geborgen',
    },
  },
  mercury: {
    role: { noun: 'Denkweise', g: 'f' },
    gives: {
      fusion: 'du denkst in denselben Bahnen wie sie',
      hard: 'deine Worte können bei ihr falsch ankommen',
      soft: 'du erklärst Dinge so, dass sie sie versteht',
    },
    receives: {
      fusion: 'sie fühlt sich fast ohne Worte verstanden',
      hard: 'vielleicht fühlt sie sich missverstanden oder übergangen',
      soft: 'sie redet und plant gern mit dir',
    },
  },
  venus: {
    role: { noun: 'Zuneigung', g: 'f' },
    gives: {
      fusion: 'du zeigst ihr Wärme und Wertschätzung',
      hard: 'deine Art zu lieben entspricht vielleicht nicht ihren Erwartungen',
      soft: 'du schenkst ihr Zärtlichkeit und Charme',
    },
    receives: {
      fusion: 'sie fühlt sich angezogen und geschätzt',
      hard: 'vielleicht fühlt sie sich unterschätzt oder verwöhnt',
      soft: 'sie fühlt sich geliebt und wohl bei dir',
    },
  },
  mars: {
    role: { noun: 'Begehren', g: 'n' },
    gives: {
      fusion: 'du belebst und provozierst sie',
      hard: 'du kannst sie stärker drängen, als ihr lieb ist',
      soft: 'du spornst sie an und unterstützt ihre Pläne',
    },
    receives: {
      fusion: 'sie spürt einen starken körperlichen Funken',
      hard: 'vielleicht fühlt sie sich gedrängt, gereizt oder herausgefordert',
      soft: 'sie fühlt sich motiviert und begehrt',
    },
  },
  jupiter: {
    role: { noun: 'Optimismus', g: 'm' },
    gives: {
      fusion: 'du glaubst an sie und erweiterst ihre Welt',
      hard: 'deine Begeisterung verspricht ihr vielleicht mehr, als sie hält',
      soft: 'du bringst ihr Glück und Ermutigung',
    },
    receives: {
      fusion: 'sie gewinnt in deiner Nähe an Selbstvertrauen',
      hard: 'vielleicht findet sie, dass du übertreibst oder predigst',
      soft: 'sie fühlt sich unterstützt und zuversichtlich',
    },
  },
  saturn: {
    role: { noun: 'Pflichtgefühl', g: 'n' },
    gives: {
      fusion: 'du bietest ihr Struktur und Ernsthaftigkeit',
      hard: 'du kannst ihr kritisch oder kühl erscheinen',
      soft: 'du gibst ihr Stabilität und Treue',
    },
    receives: {
      fusion: 'sie spürt, dass die Verbindung auf Dauer angelegt ist',
      hard: 'vielleicht fühlt sie sich beurteilt oder gebremst',
      soft: 'sie weiß, dass sie sich auf dich verlassen kann',
    },
  },
  uranus: {
    role: { noun: 'Freiheitsdrang', g: 'm' },
    gives: {
      fusion: 'du überraschst sie und rüttelst ihre Routine auf',
      hard: 'du kannst ihr unberechenbar vorkommen',
      soft: 'du öffnest ihr den Blick für neue Möglichkeiten',
    },
    receives: {
      fusion: 'sie fühlt sich elektrisiert und ein wenig verunsichert',
      hard: 'vielleicht weiß sie nie genau, woran sie bei dir ist',
      soft: 'sie fühlt sich bei dir frei und angeregt',
    },
  },
  neptune: {
    role: { noun: 'Idealismus', g: 'm' },
    gives: {
      fusion: 'du siehst sie durch eine romantische, idealisierende Brille',
      hard: 'vielleicht siehst du sie so, wie du sie gern hättest',
      soft: 'du schenkst ihr Mitgefühl und Inspiration',
    },
    receives: {
      fusion: 'sie fühlt sich verzaubert, manchmal auch verwirrt',
      hard: 'vielleicht fühlt sie sich getäuscht oder verkannt',
      soft: 'sie fühlt sich in ihrer Seele verstanden',
    },
  },
  pluto: {
    role: { noun: 'Intensität', g: 'f' },
    gives: {
      fusion: 'du hast eine starke, verwandelnde Wirkung auf sie',
      hard: 'vielleicht versuchst du, sie zu kontrollieren oder zu verändern',
      soft: 'du hilfst ihr, durch Tiefe und Ehrlichkeit zu wachsen',
    },
    receives: {
      fusion: 'sie fühlt sich tief, fast zwanghaft angezogen',
      hard: 'vielleicht fühlt sie sich bedrängt oder vereinnahmt',
      soft: 'sie fühlt sich durch die Verbindung erneuert',
    },
  },
  ascendant: {
    role: { noun: 'Auftreten', g: 'n' },
    gives: {
      fusion: 'dein ganzes Auftreten findet bei ihr Widerhall',
      hard: 'dein Stil kann ihr gegen den Strich gehen',
      soft: 'deine Gegenwart beruhigt sie',
    },
    receives: {
      fusion: 'sie erlebt, dass du ihre Art, der Welt zu begegnen, spiegelst',
      hard: 'vielleicht fällt es ihr schwer, dein Auftreten einzuordnen',
      soft: 'ihr gefällt, wie du dich gibst',
    },
  },
};
