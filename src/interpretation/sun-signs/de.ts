/** Deutsche Texte zur Sonnenzeichen-Kompatibilität. */
import type { SunSignTexts } from './keys.ts';

export const DE_SUN_SIGN_TEXTS: SunSignTexts = {
  elements: {
    'fire-fire': {
      title: 'Zwei Feuer',
      body: 'Ihr spornt euch gegenseitig an. Aus Plänen werden schnell Abenteuer, und ein wenig Drama schreckt keinen von euch. Wechselt euch mit der Führung ab, sonst fliegen die Funken in die falsche Richtung.',
    },
    'earth-earth': {
      title: 'Fester Boden',
      body: 'Ihr schätzt beide, was Bestand hat: Gewohnheiten, gehaltene Versprechen, ein Zuhause, das funktioniert. Die Gefahr ist, dass Behaglichkeit zur Routine wird; plant ab und zu eine Überraschung.',
    },
    'air-air': {
      title: 'Endloses Gespräch',
      body: 'Vom ersten Treffen an fliegen Ideen zwischen euch hin und her. Freiheit lasst ihr euch leicht; achtet darauf, dass aus dem Reden auch Entscheidungen werden, die ihr gemeinsam umsetzt.',
    },
    'water-water': {
      title: 'Tiefe Wasser',
      body: 'Ihr versteht euch ohne viele Worte und spürt die Stimmung des anderen sofort. Schützt diese Nähe und lasst gemeinsame Sorgen nicht ungebremst anschwellen.',
    },
    'fire-earth': {
      title: 'Funke und Beständigkeit',
      body: 'Einer will sofort loslegen, der andere erst sichergehen. Wenn ihr diesen Unterschied respektiert, wird daraus Arbeitsteilung: Ideen mit einem Plan dahinter.',
    },
    'fire-air': {
      title: 'Wind für die Flamme',
      body: 'Luft nährt Feuer: Neugier trifft Begeisterung, und langweilig wird es selten. Ihr ermutigt einander zu den kühnsten Plänen; jemand muss trotzdem die Rechnungen bezahlen.',
    },
    'fire-water': {
      title: 'Dampf',
      body: 'Leidenschaft und Gefühl prallen direkt aufeinander. Offenheit kann einen empfindsamen Partner verletzen, und Empfindsamkeit wirkt auf einen feurigen wie Launenhaftigkeit. Mit Geduld wird aus Dampf Wärme.',
    },
    'earth-air': {
      title: 'Fakten und Theorien',
      body: 'Erde will Beweise, Luft will Möglichkeiten. Gemeinsam könnt ihr Bemerkenswertes schaffen, wenn die praktische Seite den Ideen zuhört und die träumerische das Budget respektiert.',
    },
    'earth-water': {
      title: 'Ein Garten',
      body: 'Wasser macht die Erde weich, und die Erde gibt dem Wasser Form. Ihr fühlt euch miteinander meist sicher, treu und umsorgt; sprecht eure Bedürfnisse aus, statt sie vorauszusetzen.',
    },
    'air-water': {
      title: 'Kopf und Herz',
      body: 'Einer denkt ein Gefühl durch, der andere fühlt einen Gedanken. Das kann faszinieren oder zermürben; es gelingt, wenn der Kopf dem Herzen Raum lässt und das Herz ein wenig Abstand erlaubt.',
    },
  },
  aspects: {
    conjunction: {
      title: 'Vereinte Sonnen',
      body: 'Eure Sonnen stehen Seite an Seite: Ihr wollt Ähnliches vom Leben und erkennt euch im anderen wieder. Achtet darauf, dass zwei starke Willen nicht um dasselbe Rampenlicht wetteifern.',
    },
    sextile: {
      title: 'Freundliche Sonnen',
      body: 'Eure Sonnen bilden ein Sextil, eine leichte, kooperative Verbindung. Ihr seid gern zusammen und gute Verbündete; die Beziehung wächst an gemeinsamen Vorhaben.',
    },
    square: {
      title: 'Sonnen im Spannungsfeld',
      body: 'Eure Sonnen stehen im Quadrat: unterschiedliche Ziele und Tempi reiben sich. Die Reibung ist auch Energie, und Paare mit diesem Aspekt erreichen viel, sobald sie aufhören, einander ändern zu wollen.',
    },
    trine: {
      title: 'Sonnen im Einklang',
      body: 'Eure Sonnen bilden ein Trigon, die fließendste Verbindung zweier Persönlichkeiten. Ihr stärkt einander wie selbstverständlich und verzeiht schnell; lasst die Leichtigkeit nicht zur Selbstverständlichkeit werden.',
    },
    opposition: {
      title: 'Gegenüberliegende Sonnen',
      body: 'Eure Sonnen stehen sich im Tierkreis gegenüber: Euch zieht an, was der andere hat und euch fehlt. Die Aufgabe ist das Gleichgewicht, der Lohn eine Partnerschaft, die euch beide ergänzt.',
    },
    none: {
      title: 'Unabhängige Sonnen',
      body: 'Eure Sonnen bilden keinen Hauptaspekt: Eure zentralen Antriebe laufen auf getrennten Gleisen. Das lässt jedem Raum, er selbst zu sein; die Berührungspunkte liegen im Rest eurer Horoskope.',
    },
  },
};
