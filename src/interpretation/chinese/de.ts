/** Deutsche Texte des chinesischen Horoskops. */
import type { Animal } from '../../astro/chinese-calendar/index.ts';
import type { ChineseTexts } from './text-set.ts';

/** Article and genitive of each animal ("des Pferdes"). */
const GENITIVE: Record<Animal, [string, string]> = {
  rat: ['der', 'Ratte'],
  ox: ['des', 'Büffels'],
  tiger: ['des', 'Tigers'],
  rabbit: ['des', 'Hasen'],
  dragon: ['des', 'Drachen'],
  snake: ['der', 'Schlange'],
  horse: ['des', 'Pferdes'],
  goat: ['der', 'Ziege'],
  monkey: ['des', 'Affen'],
  rooster: ['des', 'Hahns'],
  dog: ['des', 'Hundes'],
  pig: ['des', 'Schweins'],
};

export const germanChinese: ChineseTexts = {
  animalTitles: {
    rat: 'Ratte',
    ox: 'Büffel',
    tiger: 'Tiger',
    rabbit: 'Hase',
    dragon: 'Drache',
    snake: 'Schlange',
    horse: 'Pferd',
    goat: 'Ziege',
    monkey: 'Affe',
    rooster: 'Hahn',
    dog: 'Hund',
    pig: 'Schwein',
  },
  elementTitles: { wood: 'Holz', fire: 'Feuer', earth: 'Erde', metal: 'Metall', water: 'Wasser' },
  yinYangTitles: { yin: 'Yin', yang: 'Yang' },
  animals: {
    rat: 'Die Ratte ist schlagfertig, findig und charmant. Du erkennst Gelegenheiten vor anderen und machst aus wenig viel; hüte dich vor Unruhe und Grübelei.',
    ox: 'Der Büffel ist geduldig, verlässlich und stark. Du erreichst deine Ziele durch stetige Arbeit statt durch Glück, und man vertraut deinem Wort; Sturheit ist der Schatten deiner Ausdauer.',
    tiger:
      'Der Tiger ist mutig, leidenschaftlich und anziehend. Dich reizen Herausforderungen, und du verteidigst, wer sich nicht selbst verteidigen kann; lerne, vor dem Sprung innezuhalten.',
    rabbit:
      'Der Hase ist sanft, feinsinnig und diplomatisch. Du schaffst Harmonie um dich und liest Stimmungen mühelos; lass den Wunsch nach Frieden nicht verschweigen, was du brauchst.',
    dragon:
      'Der Drache ist selbstbewusst, großzügig und überlebensgroß. Du begeisterst andere und zielst hoch; dein Feuer brennt am hellsten, wenn es mehr als deinem Stolz dient.',
    snake:
      'Die Schlange ist weise, diskret und intuitiv. Du denkst, bevor du sprichst, und durchschaust den Schein; Vertrauen öffnet Türen, die deine Vorsicht verschlossen hält.',
    horse:
      'Das Pferd ist freiheitsliebend, tatkräftig und herzlich. Du liebst Bewegung, Reisen und Gesellschaft und belebst jeden Raum; zu Ende zu bringen, was du beginnst, ist deine Lektion.',
    goat: 'Die Ziege ist gütig, künstlerisch und empfindsam. Du bringst anderen Schönheit und Trost und blühst in einem friedlichen Zuhause auf; glaube an deine eigene Kraft.',
    monkey:
      'Der Affe ist klug, erfinderisch und verspielt. Du löst Probleme, an denen andere scheitern, und machst Arbeit zum Spiel; Tiefe gibt deinem Glanz bleibenden Wert.',
    rooster:
      'Der Hahn ist aufmerksam, ehrlich und fleißig. Dir entgeht kein Detail, und du sagst, was du denkst; Wärme macht deine Offenheit leichter annehmbar.',
    dog: 'Der Hund ist treu, gerecht und beschützend. Du stehst zu deinen Menschen und Prinzipien, in guten wie in schlechten Zeiten; lass Sorgen los, die nicht deine sind.',
    pig: 'Das Schwein ist großzügig, aufrichtig und gelassen. Du genießt die Freuden des Lebens und teilst sie gern; dein guter Glaube ist ein Geschenk, also wähle sorgfältig, wem du vertraust.',
  },
  elements: {
    wood: 'Holz schenkt Wachstum und Güte: Du planst voraus, arbeitest gern mit anderen und strebst immer nach Besserem.',
    fire: 'Feuer schenkt Leidenschaft und Wagemut: Du handelst aus Begeisterung, gehst mit gutem Beispiel voran und steckst andere an.',
    earth:
      'Erde schenkt Beständigkeit und gesunden Menschenverstand: Du bist praktisch, geduldig und der ruhende Pol für andere.',
    metal:
      'Metall schenkt Entschlossenheit und Klarheit: Du setzt dir feste Ziele, hältst hohe Maßstäbe und gibst nicht leicht auf.',
    water:
      'Wasser schenkt Intuition und Beweglichkeit: Du kommunizierst gut, passt dich jeder Strömung an und verstehst Menschen tief.',
  },
  yinYang: {
    yang: 'In einem Yang-Jahr geboren, wirkst du eher nach außen, ergreifst die Initiative und gehst das Leben direkt an.',
    yin: 'In einem Yin-Jahr geboren, wirkst du eher nach innen, denkst nach, bevor du handelst, und beeinflusst still.',
  },
  yearThemes: {
    rat: 'Ein Jahr der Ratte begünstigt Neuanfänge, kluge Pläne und Vorsorge für die Zukunft.',
    ox: 'Ein Jahr des Büffels belohnt harte Arbeit, Geduld und das Bauen auf festem Grund.',
    tiger: 'Ein Jahr des Tigers bringt kühne Veränderungen, Mut und plötzliche Wendungen.',
    rabbit: 'Ein Jahr des Hasen verlangt Diplomatie, Ruhe und Pflege von Zuhause und Beziehungen.',
    dragon: 'Ein Jahr des Drachen bringt Ehrgeiz, große Ideen und Glücksfälle für die Mutigen.',
    snake: 'Ein Jahr der Schlange begünstigt Besinnung, Strategie und stille Verwandlung.',
    horse: 'Ein Jahr des Pferdes ist schnell: Reisen, Freiheit und Taten liegen in der Luft.',
    goat: 'Ein Jahr der Ziege begünstigt Kreativität, Freundlichkeit und Heilung.',
    monkey: 'Ein Jahr des Affen belohnt Witz, Beweglichkeit und erfinderische Lösungen.',
    rooster: 'Ein Jahr des Hahns verlangt Ordnung, Genauigkeit und ehrliche Abrechnung.',
    dog: 'Ein Jahr des Hundes stellt Treue, Gerechtigkeit und den Schutz des Wichtigen an erste Stelle.',
    pig: 'Ein Jahr des Schweins bringt Fülle, Großzügigkeit und die Freude am Teilen.',
  },
  relations: {
    'same-sign':
      'Es ist dein eigenes Jahr, dein Běnmìngnián: Die Überlieferung sieht darin eine Prüfung, in der alte Muster zurückkehren, um angeschaut zu werden. Geh behutsam vor, trag etwas Rotes als Glücksbringer und mach es zu einem Jahr der Erneuerung statt des Risikos.',
    'six-harmony':
      'Das Tier des Jahres ist dein heimlicher Freund (sechs Harmonien): Unterstützung kommt von unerwarteter Seite, und Bündnisse, die du jetzt schließt, halten meist lange.',
    'three-harmony':
      'Das Tier des Jahres gehört zu deinem Dreieck der Verbündeten (drei Harmonien): Deine Mühen fließen mit der Zeit, und Teamarbeit zahlt sich aus.',
    clash:
      'Das Tier des Jahres steht deinem gegenüber (Konflikt): Rechne mit Veränderungen, die du nicht gewählt hast, etwa Umzügen, beruflichen Wechseln oder Unruhe zu Hause. Bleib beweglich und entscheide nichts überstürzt.',
    harm: 'Das Tier des Jahres schadet deinem: Kleine Missverständnisse und verdeckte Rivalitäten können wachsen, wenn du sie übergehst. Triff klare Absprachen und achte auf deine Gesundheit.',
    neutral:
      'Das Tier des Jahres hilft deinem weder noch hindert es: Was du daraus machst, liegt an deinen Entscheidungen, und das macht es zu einem guten Jahr für stetigen Fortschritt.',
  },
  elementRelations: {
    same: 'Das Jahr teilt dein Element und verstärkt deine natürlichen Stärken ebenso wie deine Gewohnheiten.',
    supports: 'Das Element des Jahres nährt deines: Kraft, Hilfe und Mittel kommen leichter zu dir.',
    drains:
      'Dein Element nährt das des Jahres: Du gibst viel, also teil dir deine Kräfte ein und ruh dich rechtzeitig aus.',
    controls:
      'Das Element des Jahres zügelt deines: Druck und Regeln formen dich, und Disziplin macht Wachstum daraus.',
    yields:
      'Dein Element beherrscht das des Jahres: Du kannst die Ereignisse gestalten, doch der Erfolg verlangt Mühe und Ausdauer.',
  },
  yearTitle: (element, animal) => {
    const [article, noun] = GENITIVE[animal];
    return `Jahr ${article} ${germanChinese.elementTitles[element]}-${noun}`;
  },
};
