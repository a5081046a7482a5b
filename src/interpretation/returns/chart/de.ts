/** German texts of the solar return chart read as a whole. */
import type { ReturnChartWords } from './types.ts';

const ANGLE_NAMES = {
  ascendant: 'Aszendenten',
  midheaven: 'MC',
  descendant: 'Deszendenten',
  'imum-coeli': 'IC',
} as const;

export const DE_RETURN_CHART: ReturnChartWords = {
  ascendantTitle: (sign) => `Der Aszendent des Solars in ${sign}`,
  ascendant: {
    aries: 'Dieses Jahr gehst du die Dinge direkt an: Du beginnst schnell, sagst, was du willst, und gehst voran.',
    taurus:
      'Dieses Jahr verlangt ein ruhiges Tempo: Du baust langsam auf, sicherst deine Mittel und wirkst verlässlich.',
    gemini:
      'Dieses Jahr öffnet sich über Gespräche und Neugier: Nachrichten, Wege und kurze Reisen füllen den Kalender.',
    cancer: 'Dieses Jahr führt das Gefühl: Heim, Familie und die Menschen, die du schützt, prägen dein Auftreten.',
    leo: 'Dieses Jahr will dich sichtbar: Du handelst herzlich und mit etwas Stolz, und was du schaffst, fällt auf.',
    virgo: 'Dieses Jahr nimmst du die Dinge als Handwerk: Abläufe, Gesundheit und nützliche Details stehen vorn.',
    libra: 'Dieses Jahr gehst du auf andere zu: Partnerschaft, Fairness und Takt bringen dich weiter als Alleingänge.',
    scorpio: 'Dieses Jahr zählt Tiefe statt Breite: Du hältst dich bedeckt, bindest dich ganz und lässt Altes los.',
    sagittarius: 'Dieses Jahr blickst du über das Vertraute hinaus: Reisen, Studium und ein weiter Horizont locken.',
    capricorn:
      'Dieses Jahr nimmst du dich ernst: Du setzt Ziele, übernimmst Verantwortung und wirst an Ergebnissen gemessen.',
    aquarius:
      'Dieses Jahr trittst du aus dem Gewohnten: Freunde, Gruppen und ein eigenständiger Zug verändern dein Auftreten.',
    pisces:
      'Dieses Jahr folgst du der Intuition: Du bist weicher und empfänglicher, die Grenzen verschwimmen manchmal.',
  },
  midheavenTitle: (sign) => `Das MC des Solars in ${sign}`,
  midheaven: {
    aries: 'Das Ziel des Jahres ist, im Beruf die Initiative zu ergreifen und etwas unter eigenem Namen zu beginnen.',
    taurus: 'Das Ziel des Jahres sind dauerhafte Ergebnisse: ein festeres Einkommen und eine sichere Stellung.',
    gemini: 'Das Ziel des Jahres führt über Kommunikation: Schreiben, Lehren, Verkaufen oder Menschen verbinden.',
    cancer: 'Das Ziel des Jahres hängt an Heim und Fürsorge: Eine private Sache wird zur öffentlichen Aufgabe.',
    leo: 'Das Ziel des Jahres ist Anerkennung: führen, auftreten oder das Gesicht von etwas sein, auf das du stolz bist.',
    virgo: 'Das Ziel des Jahres ist Können: eine Fertigkeit meistern und die Person sein, auf die man sich verlässt.',
    libra:
      'Das Ziel des Jahres erreichst du mit anderen: Verträge, Zusammenarbeit und dein Sinn für Ausgleich öffnen Türen.',
    scorpio:
      'Das Ziel des Jahres ist, etwas Schwieriges zu übernehmen: eine Krise, gemeinsame Mittel, echten Einfluss.',
    sagittarius: 'Das Ziel des Jahres ist ein weiteres Feld: Weiterbildung, Veröffentlichung, Kontakte ins Ausland.',
    capricorn: 'Das Ziel des Jahres ist klar die Laufbahn: Die Verantwortung wächst und mit ihr die Autorität.',
    aquarius:
      'Das Ziel des Jahres liegt in Netzwerken und neuen Ideen: ein Team, eine Gemeinschaft, eine ungewöhnliche Rolle.',
    pisces: 'Das Ziel des Jahres ist schwer zu fassen: Dienst, Kunst oder Hilfe für andere zählen mehr als Status.',
  },
  sunHouse: {
    1: 'Mit der Solar-Sonne im ersten Haus geht es in diesem Jahr um dich: Gesundheit, Auftreten und einen Neubeginn.',
    2: 'Mit der Solar-Sonne im zweiten Haus stehen Geld, Besitz und deine Werte im Mittelpunkt des Jahres.',
    3: 'Mit der Solar-Sonne im dritten Haus kreist das Jahr um Lernen, Nachbarn, Geschwister und den Alltagsaustausch.',
    4: 'Mit der Solar-Sonne im vierten Haus fließt die Kraft des Jahres in Heim und Familie; ein Umzug ist möglich.',
    5: 'Mit der Solar-Sonne im fünften Haus begünstigt das Jahr Vergnügen, Liebe, Kinder und schöpferische Arbeit.',
    6: 'Mit der Solar-Sonne im sechsten Haus sind Arbeitsalltag, Gewohnheiten und Gesundheit das Projekt des Jahres.',
    7: 'Mit der Solar-Sonne im siebten Haus steht ein Partner oder ein wichtiges Gegenüber im Zentrum des Jahres.',
    8: 'Mit der Solar-Sonne im achten Haus geht es um gemeinsames Geld, Nähe und etwas, das endet, um Platz zu schaffen.',
    9: 'Mit der Solar-Sonne im neunten Haus erhellen Reisen, Studium und Sinnfragen das Jahr.',
    10: 'Mit der Solar-Sonne im zehnten Haus stehen Beruf und Ansehen im Blick; Einsatz wird hier sichtbar.',
    11: 'Mit der Solar-Sonne im elften Haus führen Freunde, Gruppen und Zukunftspläne durch das Jahr.',
    12: 'Mit der Solar-Sonne im zwölften Haus wendet sich das Jahr nach innen: Ruhe, Besinnung, Arbeit im Hintergrund.',
  },
  moonHouse: {
    1: 'Der Solar-Mond im ersten Haus macht deine Stimmungen sichtbar; deine Bedürfnisse zeigen sich rasch.',
    2: 'Der Solar-Mond im zweiten Haus knüpft dein Sicherheitsgefühl an Geld; Ausgaben folgen den Gefühlen.',
    3: 'Der Solar-Mond im dritten Haus hält den Kopf beschäftigt: du musst reden und in Kontakt bleiben.',
    4: 'Der Solar-Mond im vierten Haus macht das Zuhause zum Anker des Jahres; die Familie braucht dich.',
    5: 'Der Solar-Mond im fünften Haus verlangt Spiel, Zuneigung und Freude um ihrer selbst willen.',
    6: 'Der Solar-Mond im sechsten Haus bindet dein Wohlbefinden an Routine; ein geordneter Tag beruhigt.',
    7: 'Der Solar-Mond im siebten Haus lenkt deine Gefühle zu anderen; du brauchst die Antwort eines Partners.',
    8: 'Der Solar-Mond im achten Haus rührt tiefe Gefühle auf; Vertrauen und Nähe werden geprüft und erneuert.',
    9: 'Der Solar-Mond im neunten Haus weckt Fernweh und den Wunsch nach einem neuen Blick auf die Dinge.',
    10: 'Der Solar-Mond im zehnten Haus zeigt deine Gefühle im Beruf; der Ruf beeinflusst deine Stimmung.',
    11: 'Der Solar-Mond im elften Haus findet Halt unter Freunden und Gleichgesinnten.',
    12: 'Der Solar-Mond im zwölften Haus braucht Stille und Rückzug; Gefühle arbeiten unter der Oberfläche.',
  },
  onAngleTitle: (planet, angle, orb) => `${planet} am ${ANGLE_NAMES[angle]} des Solars (innerhalb ${orb}°)`,
  angle: {
    ascendant: 'Ein Planet so nah am Aszendenten des Solars färbt das ganze Jahr, wie du handelst und wirkst.',
    midheaven: 'Ein Planet so nah am MC des Solars prägt Beruf und öffentliches Leben des Jahres.',
    descendant: 'Ein Planet so nah am Deszendenten des Solars kommt über andere: Partner, Kunden, Rivalen.',
    'imum-coeli': 'Ein Planet so nah am IC des Solars wirkt an den Wurzeln: Heim, Familie und innerer Halt.',
  },
  planet: {
    sun: 'Die Sonne bringt Lebenskraft und den Wunsch, ohne Entschuldigung du selbst zu sein.',
    moon: 'Der Mond bringt wechselnde Stimmungen und ein starkes Bedürfnis nach Geborgenheit.',
    mercury: 'Merkur bringt Pläne, Papierkram und viele Gespräche.',
    venus: 'Venus bringt Zuneigung, Genuss und einen leichteren Umgang mit Menschen.',
    mars: 'Mars bringt Antrieb und Ungeduld; lenke ihn in Arbeit statt in Streit.',
    jupiter: 'Jupiter bringt Wachstum und Gelegenheiten und die Versuchung, zu viel zu übernehmen.',
    saturn: 'Saturn bringt Pflichten und Grenzen; was du darunter baust, hält.',
    uranus: 'Uranus bringt plötzliche Wechsel und den Wunsch nach Freiheit.',
    neptune: 'Neptun bringt Inspiration und etwas Verwirrung; prüfe Fakten, bevor du zusagst.',
    pluto: 'Pluto drängt dazu, etwas zu verwandeln, das nicht mehr trägt.',
  },
};
