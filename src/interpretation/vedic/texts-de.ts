/**
 * The Vedic texts in German, with the same content as the English ones (texts-en.ts): the
 * traditional facts of Brihat Parashara Hora Shastra and the common nakshatra tables, the
 * readings written for this service in the register of its German texts (du). Sanskrit terms in
 * the Latin transliteration German Jyotish books use (Lagna, Nakshatra, Mahadasha).
 */
import { SIGNS, type Sign } from '../../astro/vocabulary.ts';
import { signName } from '../names.ts';
import { VEDIC_TEXTS_EN } from './texts-en.ts';
import type { VedicTexts } from './types.ts';

export const VEDIC_TEXTS_DE: VedicTexts = {
  grahaNames: {
    sun: 'Sonne',
    moon: 'Mond',
    mars: 'Mars',
    mercury: 'Merkur',
    jupiter: 'Jupiter',
    venus: 'Venus',
    saturn: 'Saturn',
    rahu: 'Rahu',
    ketu: 'Ketu',
    lagna: 'Lagna',
  },
  // The German sign names are the service's own (src/interpretation/names.ts).
  signNames: Object.fromEntries(SIGNS.map((sign) => [sign, signName(sign, 'de')])) as Record<Sign, string>,
  // The Nakshatras keep their Sanskrit names in German books, as in English.
  nakshatraNames: VEDIC_TEXTS_EN.nakshatraNames,
  lagna: {
    aries:
      'Mit Mesha am Aszendenten regiert Mars das Horoskop, und dem Leben wird frontal begegnet. Du fängst Dinge schnell an, handelst, bevor Zweifel aufkommen, und erholst dich rasch von Rückschlägen. Geduld und Ausdauer nach einem kühnen Anfang sind das, was dieses Lagna lernt.',
    taurus:
      'Vrishabha am Aszendenten gibt Venus die Herrschaft über das Horoskop und damit ein beständiges, sinnliches Wesen. Du baust langsam auf und bewahrst, was du aufgebaut hast: Behaglichkeit, Schönheit und treue Menschen bedeuten dir viel. Hast du dich einmal entschieden, rückst du kaum davon ab, und genau darin liegen deine Stärke und deine Lektion.',
    gemini:
      'Ein Mithuna-Lagna, von Merkur regiert, macht den Verstand zum ersten Werkzeug des Lebens. Neugierig und flink lernst du im Gespräch, beim Lesen und indem du mehrere Wege zugleich ausprobierst. Wer jeweils nur einem Faden folgt, macht aus dieser Vielseitigkeit echtes Können.',
    cancer:
      'Karka am Aszendenten stellt den Mond an die Spitze des Horoskops: Das Gefühl kommt vor der Vernunft. Du beschützt die Deinen, erinnerst dich jahrelang an Freundlichkeit und brauchst ein Zuhause, das dir wirklich Geborgenheit gibt. Deine Stimmungen folgen den Gezeiten, darum hält dich ein ruhiger Lebensrhythmus stark.',
    leo: 'Das Simha-Lagna gehört der Sonne, und wer es hat, tritt mit Würde und Wärme auf. Du willst führen, gesehen werden und großzügig sein, und allein deine Gegenwart macht anderen Mut. Stolz wird zu echter Autorität, wenn er einer Sache dient, die größer ist als du selbst.',
    virgo:
      'Kanya am Aszendenten, ein weiteres Zeichen Merkurs, bringt Genauigkeit und den Wunsch, nützlich zu sein. Du bemerkst das Detail, das anderen entgeht, verbesserst alles, was du anfasst, und achtest auf Gesundheit und Ordnung. Das Unvollkommene anzunehmen, zuerst bei dir selbst, setzt sehr viel Energie frei.',
    libra:
      'Das Tula-Lagna gibt Venus ein zweites Horoskop zu regieren, diesmal über Gerechtigkeit und Partnerschaft. Du wägst beide Seiten ab, suchst Harmonie und arbeitest am besten an der Seite eines anderen Menschen. Selbst zu entscheiden, auch wenn jemand unzufrieden sein wird, ist die stille Aufgabe dieses Aszendenten.',
    scorpio:
      'Bei einem Vrishchika-Aszendenten regiert wieder Mars, diesmal nach innen: Intensität, Tiefe und Ausdauer prägen das Wesen. Du behältst deine Gedanken für dich, fühlst stark und kannst eine Krise in Erneuerung verwandeln. Vertrauen, einmal geschenkt, ist vollständig, darum verschenkst du es mit Bedacht.',
    sagittarius:
      'Dhanu am Aszendenten, von Jupiter regiert, schenkt ein offenes, hoffnungsvolles Temperament. Du suchst nach Sinn, achtest Lehrer und Weisheit und bist am glücklichsten mit einem Horizont, auf den du zugehen kannst. Ehrlichkeit ist deine Gabe; Taktgefühl macht es anderen leichter, sie anzunehmen.',
    capricorn:
      'Saturn regiert ein Makara-Lagna, und das Leben wird Schritt für Schritt aufgebaut. Du bist praktisch, verantwortungsbewusst und bereit, lange für ein Ziel zu arbeiten, das andere aufgeben würden. Der Erfolg kommt oft später als bei Gleichaltrigen, und er hält länger.',
    aquarius:
      'Kumbha am Aszendenten, ebenfalls von Saturn regiert, verbindet Disziplin mit Idealen. Du denkst unabhängig, dir liegen Gesellschaft und Freunde am Herzen, und dich zieht alles an, was neu und nützlich ist. Offen gezeigte Wärme hilft den Menschen, die Güte hinter deiner Zurückhaltung zu sehen.',
    pisces:
      'Ein Meena-Lagna hat Jupiter zum Herrn und einen sanften, fantasievollen Geist. Du fühlst, was andere fühlen, verzeihst bereitwillig und fühlst dich zu Kunst, Hingabe und Dienst hingezogen. Klare Grenzen schützen diese Empfindsamkeit davor, von der Welt ausgezehrt zu werden.',
  },
  moonSign: {
    aries:
      'Dein Janma Rashi ist Mesha, darum ist der Geist lebhaft und ungeduldig. Gefühle lodern auf und vergehen schnell; du handelst lieber nach einer Regung, als lange über sie nachzugrübeln.',
    taurus:
      'In Vrishabha erhöht, schenkt der Mond einen ruhigen, zufriedenen und stabilen Geist. Sicherheit, gutes Essen und die Gesellschaft vertrauter Menschen geben dir Kraft; Veränderungen nimmst du nur langsam an.',
    gemini:
      'Ein Mond in Mithuna gibt einen rastlosen, witzigen Geist, der Gespräche und Abwechslung braucht. Du verarbeitest Gefühle, indem du sie benennst, und Langeweile setzt dir mehr zu als Schwierigkeiten.',
    cancer:
      'In Karka, seinem eigenen Zeichen, ist der Mond stark: Die Gefühle reichen tief, und Fürsorge fällt dir leicht. Zuhause, Mutter und Erinnerung nehmen in deinem Innenleben viel Raum ein.',
    leo: 'Simha als Mondzeichen macht das Herz stolz und großzügig. Du brauchst Anerkennung, gibst dafür Treue zurück und bist gekränkt, wenn deine Mühe unbemerkt bleibt.',
    virgo:
      'Mit dem Mond in Kanya zerlegt und ordnet der Geist, was er fühlt. Sorgen sind dein wunder Punkt und Hilfsbereitschaft dein Trost; sinnvolle Arbeit bringt dich zur Ruhe.',
    libra:
      'Geboren mit dem Mond in Tula, suchst du Ausgleich und Schönheit. Disharmonie um dich herum empfindest du als innere Unruhe, und eine gute Partnerschaft tut deinem Frieden mehr gut als alles andere.',
    scorpio:
      'Vrishchika ist das Zeichen, in dem der Mond fällt, und die Gefühle sind hier intensiv und verborgen. Du spürst versteckte Beweggründe, hältst an Verletzungen fest und besitzt große Kräfte der Erneuerung.',
    sagittarius:
      'Der Mond in Dhanu gibt einen optimistischen Geist mit festen Grundsätzen. Freiheit, Reisen und Studium heben deine Stimmung, und du findest schneller als die meisten zur Hoffnung zurück.',
    capricorn:
      'Makara hält den Mond in Zurückhaltung: Gefühle bleiben praktisch und privat. Du zeigst Liebe durch Pflichterfüllung und Verlässlichkeit und fühlst dich am sichersten, wenn dein Leben geordnet ist.',
    aquarius:
      'Kumbha als Mondzeichen gibt einen distanzierten, menschenfreundlichen Geist. Dir liegen die Menschen im Allgemeinen und deine Freunde im Besonderen am Herzen, und du brauchst Raum für eigene Gedanken.',
    pisces:
      'In Meena ist der Mond verträumt, mitfühlend und empfänglich. Du nimmst die Stimmungen von Orten und Menschen in dich auf, darum schenken dir Stille, Musik und Gebet neue Kraft.',
  },
  nakshatra: [
    'Ashwini, das erste Nakshatra, wird von Ketu regiert und gehört den Ashwini Kumaras, den göttlichen Ärzten; sein Symbol ist ein Pferdekopf. Es schenkt Schnelligkeit, heilende Hände und den Mut zum Anfang.',
    'Bharani ist das Nakshatra Yamas, von Venus regiert, mit der Yoni als Symbol. Seine Geborenen tragen große schöpferische und erhaltende Kraft in sich und lernen, mit Verantwortung und Maß umzugehen.',
    'Krittika, von der Sonne regiert, untersteht Agni, und sein Symbol ist ein Rasiermesser oder eine Flamme. Es durchschneidet Verwirrung, nährt die, die es beschützt, und spricht offen aus, was ist.',
    'Rohini, der Liebling des Mondes, wird vom Mond regiert und untersteht Prajapati; sein Symbol ist ein Ochsenkarren. Es schenkt Charme, Fruchtbarkeit an Ideen und Liebe zu Schönheit und Wachstum.',
    'Mrigashira, der Kopf der Gazelle, wird von Mars regiert, und Soma ist seine Gottheit. Seine Geborenen suchen und erkunden, sind sanft und neugierig und geben sich selten mit der ersten Antwort zufrieden.',
    'Ardra wird von Rahu regiert und gehört Rudra, dem Sturm; sein Symbol ist eine Träne. Es bringt Intensität, einen scharfen Verstand und die Erneuerung, die auf einen Umbruch folgt.',
    'Punarvasu, von Jupiter regiert, gehört Aditi, der Mutter der Götter; sein Symbol ist ein Köcher voller Pfeile. Es schenkt die Gabe der Wiederkehr: Hoffnung, Großzügigkeit und die Fähigkeit, neu zu beginnen.',
    'Pushya, von Saturn regiert und mit Brihaspati als Gottheit, gilt als das glückverheißendste Nakshatra; sein Symbol ist das Euter der Kuh. Es nährt, beschützt und gibt beständigen Glauben.',
    'Ashlesha, von Merkur regiert, untersteht den Nagas, und sein Symbol ist eine zusammengerollte Schlange. Es schenkt durchdringende Einsicht, überzeugende Rede und starke Instinkte des Selbstschutzes.',
    'Magha wird von Ketu regiert und gehört den Pitris, den Ahnen; sein Symbol ist ein Königsthron. Seine Geborenen ehren die Tradition, gebieten Respekt und tragen ein Gespür für ihre Abstammung in sich.',
    'Purva Phalguni, von Venus regiert, gehört Bhaga, dem Gott der Freude; sein Symbol sind die vorderen Beine eines Bettes. Es schenkt Wärme, Kreativität und Freude an Ruhe und Genuss.',
    'Uttara Phalguni, von der Sonne regiert, untersteht Aryaman, dem Gott der Verträge und der Freundschaft. Seine Geborenen sind verlässlich, großzügig in Bündnissen und halten ihr Wort.',
    'Hasta, die Hand, wird vom Mond regiert, und Savitar ist seine Gottheit. Es schenkt handwerkliches Geschick, Klugheit, Humor und die Fähigkeit, aus einer Idee etwas Wirkliches zu machen.',
    'Chitra wird von Mars regiert und untersteht Vishvakarma, dem göttlichen Baumeister; sein Symbol ist ein leuchtendes Juwel. Seine Geborenen haben ein Auge für Gestaltung und machen die Dinge gern schön.',
    'Swati, von Rahu regiert, gehört Vayu, dem Wind; sein Symbol ist ein junger Spross, der sich im Wind wiegt. Es schenkt Unabhängigkeit, Anpassungsfähigkeit und Begabung für Handel und Diplomatie.',
    'Vishakha, von Jupiter regiert, teilen sich Indra und Agni; sein Symbol ist ein Triumphbogen. Seine Geborenen verfolgen ihre Ziele zielstrebig und erreichen sie durch Beharrlichkeit.',
    'Anuradha wird von Saturn regiert und gehört Mitra, dem Gott der Freundschaft; sein Symbol ist ein Lotos. Es schenkt Hingabe, Treue und Erfolg durch Zusammenarbeit, oft fern der Heimat.',
    'Jyeshtha, der Älteste, wird von Merkur regiert und untersteht Indra; sein Symbol ist ein rundes Amulett. Seine Geborenen sind beschützend, zur Führung fähig und feinfühlig für Rang und Achtung.',
    'Mula, die Wurzel, wird von Ketu regiert und gehört Nirriti; sein Symbol ist ein Bündel Wurzeln. Es geht den Dingen auf den Grund, reißt Falsches aus und sucht die grundlegende Wahrheit.',
    'Purva Ashadha, von Venus regiert, gehört Apas, den Wassern; sein Symbol ist ein Fächer. Es schenkt Überzeugungskraft, belebende Energie und das Selbstvertrauen, andere zu gewinnen.',
    'Uttara Ashadha wird von der Sonne regiert und gehört den Vishvadevas, den universalen Göttern; sein Symbol ist ein Elefantenstoßzahn. Seine Geborenen erringen dauerhafte Siege durch Integrität.',
    'Shravana, vom Mond regiert, ist das Nakshatra Vishnus; sein Symbol ist ein Ohr. Es schenkt die Gabe des Zuhörens und Lernens und den Wunsch, Menschen zu verbinden und Wissen zu bewahren.',
    'Dhanishta wird von Mars regiert und untersteht den acht Vasus; sein Symbol ist eine Trommel. Seine Geborenen haben Rhythmus, Ehrgeiz und eine Begabung für Musik und dafür, Wohlstand anzuziehen.',
    'Shatabhisha, die hundert Ärzte, wird von Rahu regiert und gehört Varuna; sein Symbol ist ein leerer Kreis. Es schenkt einen forschenden, heilenden und unabhängigen Geist.',
    'Purva Bhadrapada, von Jupiter regiert, gehört Aja Ekapada; sein Symbol ist ein Schwert. Seine Geborenen sind intensiv und idealistisch und zu großen Opfern für eine Sache fähig.',
    'Uttara Bhadrapada wird von Saturn regiert und untersteht Ahir Budhnya, der Schlange der Tiefe; sein Symbol sind die hinteren Beine eines Bettes. Es schenkt Weisheit, Selbstbeherrschung und ruhige Tiefe.',
    'Revati, das letzte Nakshatra, wird von Merkur regiert und gehört Pushan, dem Beschützer der Reisenden; sein Symbol ist ein Fisch. Es schenkt Güte, Fürsorge für Schutzbedürftige und sicheres Geleit durch Veränderungen.',
  ],
  mahadasha: {
    sun: 'In der Mahadasha der Sonne (sechs Jahre) treten Fragen des Selbst, der Autorität und der Bestimmung in den Vordergrund. Typisch sind Anerkennung durch Vorgesetzte, Kontakte mit Behörden und ein klareres Gespür für die Richtung; ebenso die Notwendigkeit, den Stolz im Blick zu behalten und auf die Lebenskraft zu achten.',
    moon: 'Die Mahadasha des Mondes (zehn Jahre) lenkt das Leben auf Gefühl, Zuhause und Öffentlichkeit. Familie, Mutter, Reisen ans Wasser und die Sorge für andere nehmen mehr Raum ein, und der Geist wird empfänglicher, im Guten wie in der Sorge.',
    mars: 'In den sieben Jahren der Mars-Mahadasha wachsen Energie, Mut und Tatkraft. Grundbesitz, Geschwister, technische Arbeit und Wettbewerb stehen im Vordergrund; Jähzorn und Hast gilt es im Zaum zu halten.',
    mercury:
      'Merkurs Mahadasha (siebzehn Jahre) begünstigt Lernen, Handel, Schreiben und Kommunikation. Freunde und junge Menschen bringen Gelegenheiten, und Geschick mit Worten oder Zahlen wird belohnt.',
    jupiter:
      'Jupiters Mahadasha, sechzehn Jahre lang, weitet das Leben durch Weisheit, Lehrer und guten Rat. Kinder, Studium, Glaube und wachsendes Glück sind ihre üblichen Themen, doch Behaglichkeit kann zur Selbstzufriedenheit verleiten.',
    venus:
      'Zwanzig Jahre Venus-Mahadasha rücken Beziehungen, Annehmlichkeiten, Kunst und Wohlstand in die Mitte. Ehe, Fahrzeuge, Schönheit und Genuss werden betont; Ausgewogenheit verhindert, dass Genuss zum Übermaß wird.',
    saturn:
      'Die Saturn-Mahadasha dauert neunzehn Jahre und belohnt geduldige Mühe. Verantwortung, harte Arbeit und Durchhaltevermögen sind gefragt, und was in dieser Zeit langsam und ehrlich aufgebaut wird, hat Bestand.',
    rahu: 'Rahus Mahadasha (achtzehn Jahre) weckt Ehrgeiz und das Verlangen nach Neuem oder Fremdem. Plötzliche Chancen, Technik, Auslandsreisen und unkonventionelle Wege tauchen auf; Klarheit über die eigenen Beweggründe ist der beste Schutz.',
    ketu: 'Mit der Ketu-Mahadasha (sieben Jahre) wendet sich die Aufmerksamkeit nach innen. Loslösung, Forschung, spirituelle Praxis und das Loslassen dessen, was abgeschlossen ist, sind ihre Gaben, auch wenn äußere Pläne ins Stocken zu geraten scheinen.',
  },
  antardasha: {
    sun: 'Innerhalb dieser Zeit bringt die Antardasha der Sonne Fragen von Stellung, Vater und Selbstvertrauen zur Entscheidung.',
    moon: 'Die Unterperiode des Mondes fügt emotionale Empfindsamkeit hinzu und lenkt den Blick auf Zuhause und Familie.',
    mars: 'Eine Mars-Antardasha beschleunigt das Tempo und verlangt entschlossenes Handeln und Umsicht bei Konflikten.',
    mercury: 'Merkurs Unterperiode begünstigt Studium, Handel, Dokumente und klare Kommunikation.',
    jupiter: 'Mit Jupiters Antardasha kommen Rat, Segen und Gelegenheiten zum Wachsen.',
    venus:
      'In der Unterperiode der Venus wird die Zeit durch Zuneigung, Annehmlichkeiten und schöpferische Freuden milder.',
    saturn: 'Saturns Antardasha verlangsamt die Dinge und verlangt Disziplin und realistische Pläne.',
    rahu: 'Rahus Unterperiode bringt unerwartete Wendungen und Ambitionen, die einen kühlen Kopf brauchen.',
    ketu: 'Eine Ketu-Antardasha lädt zu Besinnung, Vereinfachung und Gelassenheit gegenüber dem Ergebnis ein.',
  },
};
