/** Deutsche Numerologie-Texte: wovon jede Zahlenart spricht, die Bedeutung jeder Zahl, karmische Schulden, Beziehungen. */
import type { NumerologyTexts } from './text-set.ts';

export const germanNumerology: NumerologyTexts = {
  kinds: {
    lifePath: 'Deine Lebenszahl beschreibt den Weg, den du gehst, und die Lektionen, die er dir immer wieder anbietet.',
    expression: 'Deine Ausdruckszahl zeigt die Talente, die dein voller Name trägt, und wie du sie einsetzt.',
    soulUrge: 'Deine Seelenzahl spricht von dem, wonach du dich im Stillen sehnst, unter dem, was andere sehen.',
    personality: 'Deine Persönlichkeitszahl ist der erste Eindruck, den du machst, die Tür, an die andere klopfen.',
    birthday:
      'Deine Geburtstagszahl ist eine Gabe, mit der du geboren wurdest, ein Können, das dich keine Mühe kostet.',
    maturity: 'Deine Reifezahl verrät, was in der zweiten Lebenshälfte stärker wird.',
    personalYear: 'Deine persönliche Jahreszahl gibt das Thema dieses Jahres für dich vor.',
  },
  numbers: {
    1: 'Die Eins ist die Pionierin: unabhängig, zielstrebig und eigenständig. Am besten bist du, wenn du führst und selbst anfängst; lerne, Hilfe anzunehmen, ohne dich kleiner zu fühlen.',
    2: 'Die Zwei ist die Friedensstifterin: sanft, feinfühlig und kooperativ. Partnerschaften bringen deine besten Seiten hervor, solange du darin deine eigene Stimme behältst.',
    3: 'Die Drei ist die Mitteilsame: verspielt, ausdrucksstark und herzlich. Worte, Kunst und Lachen fallen dir leicht; Ausdauer macht aus diesem Funken bleibendes Werk.',
    4: 'Die Vier ist die Baumeisterin: beständig, praktisch und treu. Du schaffst Sicherheit mit Geduld und Methode; lass Raum für Wandel, damit Ordnung kein Käfig wird.',
    5: 'Die Fünf ist die Abenteurerin: neugierig, rastlos und schnell. Reisen, Abwechslung und Freiheit nähren dich; eine frei gewählte Bindung gibt dieser Energie eine Richtung.',
    6: 'Die Sechs ist die Fürsorgliche: verantwortungsvoll, liebevoll und dem Zuhause zugewandt. Andere stützen sich auf dein Pflicht- und Schönheitsgefühl; sorge auch für dich selbst.',
    7: 'Die Sieben ist die Suchende: analytisch, zurückhaltend und spirituell. Studium und Alleinsein zeigen dir Wahrheiten, die andere übersehen; Vertrauen lässt dich sie teilen.',
    8: 'Die Acht ist die Macherin: ehrgeizig, fähig und willensstark. Geld, Verantwortung und Ergebnisse sind dein Feld; fair eingesetzte Macht kommt vielfach zu dir zurück.',
    9: 'Die Neun ist die Menschenfreundin: großzügig, weise und idealistisch. Du bist hier, um zu geben und Kreise zu schließen; würdevolles Loslassen ist deine große Kunst.',
    11: 'Die Elf, eine Meisterzahl, ist die Erleuchtende: intuitiv, inspiriert und sehr empfindsam. Mit deiner Vision kannst du andere aufrichten, wenn du Nerven und Zweifel erdest.',
    22: 'Die Zweiundzwanzig, eine Meisterzahl, ist die Meisterbaumeisterin: Du kannst große Träume in Strukturen verwandeln, die vielen dienen. Der Druck ist echt; Geduld macht es möglich.',
    33: 'Die Dreiunddreißig, eine Meisterzahl, ist die Meisterlehrerin: gelebtes Mitgefühl. Deine Fürsorge kann heilen und führen, sobald du aufhörst, die Lasten aller allein zu tragen.',
    0: 'Der Name enthält keine Buchstaben dieser Art, also schweigt diese Zahl; ihre Qualitäten kommen über deine anderen Zahlen zu dir.',
  },
  karmicDebts: {
    13: 'Die karmische Schuld 13 verlangt stetige Mühe: Abkürzungen rächen sich, geduldige, konzentrierte Arbeit wird belohnt.',
    14: 'Die karmische Schuld 14 verlangt Maß: Du brauchst Freiheit, doch Übermaß und zerstreute Kraft kosten dich viel; Gleichgewicht macht dich frei.',
    16: 'Die karmische Schuld 16 verlangt Demut: Was auf dem Ego gebaut ist, kann fallen, und was danach entsteht, ist echter.',
    19: 'Die karmische Schuld 19 bittet dich, Hilfe anzunehmen: Unabhängigkeit ist deine Stärke, aber niemand kommt ganz allein ans Ziel.',
  },
  relations: {
    mirror: 'Ihr teilt dieselbe Zahl: Ihr versteht euch ohne Worte, teilt aber auch dieselben blinden Flecken.',
    natural:
      'Eure Zahlen gehören zur selben Familie: Euer Rhythmus passt zusammen, und ihr zieht in dieselbe Richtung.',
    compatible:
      'Eure Zahlen ergänzen sich: Was dem einen fehlt, bringt der andere mit, und das hält die Verbindung lebendig.',
    challenging:
      'Eure Zahlen ziehen in verschiedene Richtungen: Die Verbindung kann euch viel lehren, wenn ihr beide den Unterschied achtet.',
  },
  labels: {
    lifePath: 'Lebenszahl',
    expression: 'Ausdruckszahl',
    soulUrge: 'Seelenzahl',
    personality: 'Persönlichkeitszahl',
    birthday: 'Geburtstagszahl',
    maturity: 'Reifezahl',
    personalYear: 'Persönliches Jahr',
  },
};
