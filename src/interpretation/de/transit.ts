/**
 * German transit texts: "Transit-Mars im Quadrat zur natalen Sonne" with a body that joins what
 * the transiting point brings, the aspect's quality and the natal point's domain.
 */
import type { AspectId } from '../../astro/vocabulary.ts';
import { isMinor, isReturn, type NatalPoint, type Nature, natureOf, PACE, type TransitingPoint } from '../catalogue.ts';
import { capitalize, paragraph } from '../sentences.ts';
import type { Chooser } from '../variation.ts';
import type { InterpretationText } from '../writer.ts';
import { DE_ASPECTS } from './aspects.ts';
import { closed, contract, np, pronounsOf } from './grammar.ts';
import { DE_NATAL, DE_POINT_NAMES, DE_TRANSITING, deName } from './points.ts';

/**
 * Wie lange der Transit dauert und wie er sich entfaltet, für jeden laufenden Punkt in eigenen
 * Worten (drei Fassungen), damit ein Bericht mit mehreren Transiten eines Planeten nicht dasselbe sagt.
 */
const TIMING: Record<TransitingPoint, string[]> = {
  sun: [
    'Die Sonne berührt diesen Punkt einmal im Jahr und bleibt nur wenige Tage im Orbis.',
    'Nach ein paar Tagen zieht die Sonne weiter, also nutze den Moment.',
    'Schon wenige helle Tage genügen, um den Unterschied zu bemerken.',
  ],
  moon: [
    'Der Mond zieht binnen Stunden weiter, es ist also eher eine Tagesstimmung als ein Lebensereignis.',
    'Wie jeder Mondtransit ist er nach wenigen Stunden vorbei.',
    'Morgen ist der Mond schon in anderen Bereichen deines Horoskops unterwegs.',
  ],
  mercury: [
    'Merkur ist schnell: ein paar Tage, es sei denn, eine rückläufige Schleife bringt das Thema zurück.',
    'Wird Merkur in der Nähe rückläufig, kehrt das Thema binnen Wochen bis zu dreimal wieder.',
    'Gespräche dieser Tage können mehr Gewicht haben, als es zunächst scheint.',
  ],
  venus: [
    'Venus verweilt hier nur wenige Tage, außer in ihren seltenen rückläufigen Jahren.',
    'Das sind ein paar angenehme Tage, kein Wendepunkt.',
    'Was dir in diesen Tagen gefällt, zeigt dir, wovon du mehr willst.',
  ],
  mars: [
    'Mars hält die Hitze etwa eine Woche lang hoch.',
    'Rechne mit einer Woche; ist Mars rückläufig, kann es Monate dauern.',
    'Die Energie erreicht um den exakten Tag ihren Höhepunkt und klingt binnen einer Woche ab.',
  ],
  jupiter: [
    'Jupiter lässt sich dafür Wochen Zeit, und eine Rückläufigkeit kann im selben Jahr einen zweiten und dritten Durchgang bringen.',
    'Das ist ein Thema für mehrere Wochen, nicht für einen einzelnen Tag.',
    'Wachstum unter Jupiter kommt schrittweise; was du jetzt beginnst, kann sich ein Jahr lang auszahlen.',
  ],
  'north-node': [
    'Der Mondknoten wandert langsam rückwärts durch den Tierkreis, deshalb hält dieser Kontakt Wochen an.',
    'Begegnungen und Chancen dieser Wochen können mehr bedeuten als sonst.',
    'Seine Wirkung zeigt sich weniger in Ereignissen als in einem Gespür für die Richtung.',
  ],
  saturn: [
    'Saturn arbeitet langsam: Das entfaltet sich über Monate, oft in mehr als einem exakten Durchgang.',
    'Rechne mit einem langsamen Prozess über mehrere Monate statt mit einem einzelnen Ereignis.',
    'Was du in diesen Monaten aufbaust oder klärst, hat meist Bestand.',
  ],
  chiron: [
    'Chiron bewegt sich langsam, daher erstreckt sich dieser Kontakt über Monate und kehrt oft ein zweites Mal wieder.',
    'Heilung dieser Art braucht Monate, nicht Tage.',
    'Alte Geschichten können mehr als einmal auftauchen, bevor sie sich lösen.',
  ],
  uranus: [
    'Uranus bleibt ein Jahr oder länger, in bis zu drei Durchgängen, und was er anstößt, bleibt meist.',
    'Langsam und tiefgreifend ist dieser Transit ein Lebenskapitel, kein Ereignis.',
    'Plötzliche Wendungen häufen sich um die exakten Durchgänge, dazwischen liegen ruhigere Monate.',
  ],
  neptune: [
    'Neptun lässt sich ein Jahr oder länger Zeit, in bis zu drei Durchgängen, und seine Wirkung überdauert den Transit.',
    'Klarheit kommt unter Neptun langsam; den Sinn dieser Zeit erkennst du oft erst im Rückblick.',
    'Das ist ein langer, leiser Prozess und kein einzelner Moment.',
  ],
  pluto: [
    'Pluto bleibt über Jahre, in bis zu drei exakten Durchgängen: ein langsamer, tiefer Wandel, kein Ereignis.',
    'Was Pluto verwandelt, wird nicht wieder, wie es war.',
    'Ein so langer Transit verlangt Geduld; der Wandel wirkt zuerst unter der Oberfläche.',
  ],
};

/**
 * Eine zweite Fassung dessen, was jeder laufende Punkt bringt (neben DE_TRANSITING), je nach
 * Aspektnatur, als Akkusativ: Ein Planet mit mehreren Transiten bringt nicht jedes Mal dieselben Worte.
 */
const ALSO_BRINGS: Record<TransitingPoint, Record<Nature, string>> = {
  sun: {
    fusion: 'einen frischen Schub Lebenskraft und den Wunsch, bemerkt zu werden',
    hard: 'Stolz, Müdigkeit und eine Probe für deinen Willen',
    soft: 'Wärme, Anerkennung und ein gelassenes Selbstvertrauen',
  },
  moon: {
    fusion: 'starke Gefühle und einen Zug nach Hause',
    hard: 'unruhige Stimmungen und kleine Reizbarkeiten',
    soft: 'Geborgenheit, Nähe und eine sanfte Stimmung',
  },
  mercury: {
    fusion: 'Nachrichten, Pläne und einen Kopf voller Ideen',
    hard: 'Missverständnisse, Verzögerungen und nervöses Grübeln',
    soft: 'ein gutes Timing für Gespräche, Briefe und Entscheidungen',
  },
  venus: {
    fusion: 'Wärme, Anziehung und Lust am Leben',
    hard: 'Eitelkeit, zu hohe Ausgaben und stillen Groll',
    soft: 'Freundlichkeit, gute Gesellschaft und kleine Genüsse',
  },
  mars: {
    fusion: 'Tatendrang, Appetit und Ungeduld, endlich anzufangen',
    hard: 'Ärger, Missgeschicke aus Eile und Kämpfe um die eigene Position',
    soft: 'Ausdauer, Initiative und einen gesunden Ehrgeiz',
  },
  jupiter: {
    fusion: 'Gelegenheiten, Vertrauen und den Wunsch zu wachsen',
    hard: 'zu große Versprechen und einen Hang zum Zuviel',
    soft: 'Unterstützung durch andere, Glück und Zuversicht',
  },
  'north-node': {
    fusion: 'eine Begegnung mit dem, was du in diesem Leben lernen willst',
    hard: 'den Sog alter Gewohnheiten gegen neue Ziele',
    soft: 'Verbündete und Chancen, die zu deinem Weg passen',
  },
  saturn: {
    fusion: 'eine Reifeprüfung und die Aufgabe, Verantwortung zu übernehmen',
    hard: 'harte Grenzen, Erschöpfung und Pflichten, die nicht warten',
    soft: 'Geduld, Struktur und den Lohn früherer Mühe',
  },
  chiron: {
    fusion: 'einen berührten wunden Punkt und die Chance, ihn zu versorgen',
    hard: 'aufgewühlten alten Schmerz und den Drang, dich zu schützen',
    soft: 'Verständnis, Versöhnung und den Wunsch, anderen beim Heilen zu helfen',
  },
  uranus: {
    fusion: 'Durchbrüche, Umwälzungen und das Bedürfnis nach Freiheit',
    hard: 'plötzliche Brüche, nervöse Anspannung und Aufbegehren',
    soft: 'erfinderische Lösungen und einen glücklichen Kurswechsel',
  },
  neptune: {
    fusion: 'Träume, schwindende Gewissheiten und spirituellen Hunger',
    hard: 'Nebel, Enttäuschung und die Versuchung zu flüchten',
    soft: 'Fantasie, Einfühlung und eine stille Anmut',
  },
  pluto: {
    fusion: 'Abschiede, Neugeburt und eine Begegnung mit der Macht',
    hard: 'Kontrolle, Zwänge und Krisen, die den Boden bereiten',
    soft: 'Entschlossenheit, Einsicht und die Kraft zur Erneuerung',
  },
};

/** Weitere Namen für die Qualität der Hauptaspekte in einem Transit (Akkusativ, neben DE_ASPECTS). */
const MORE_QUALITY: Partial<Record<AspectId, string[]>> = {
  conjunction: ['ein Zusammenfließen zweier Kräfte', 'einen aufgeladenen Neubeginn'],
  opposition: ['ein Tauziehen', 'ein Kräftemessen auf der Suche nach Ausgleich'],
  square: ['wachsenden Handlungsdruck', 'einen Wendepunkt unter Spannung'],
  trine: ['stetige Unterstützung', 'Leichtigkeit und gutes Timing'],
  sextile: ['eine hilfreiche Öffnung', 'eine Chance für Eigeninitiative'],
};

const RETURNS: Partial<Record<TransitingPoint, string>> = {
  sun: 'Das ist deine Sonnenwiederkehr, dein Solar, das den Ton für das kommende Lebensjahr angibt.',
  moon: 'Das ist deine monatliche Mondwiederkehr, ein kleiner emotionaler Neubeginn.',
  jupiter: 'Das ist deine Jupiter-Wiederkehr, der Beginn eines neuen zwölfjährigen Wachstumszyklus.',
  saturn:
    'Das ist deine Saturn-Wiederkehr, ein Übergangsritus, der dich auffordert, dein Leben selbst in die Hand zu nehmen.',
  chiron: 'Das ist deine Chiron-Wiederkehr, eine einmalige Chance, Frieden mit einer alten Wunde zu schließen.',
  'north-node': 'Das ist deine Mondknoten-Wiederkehr, ein Moment, in dem dein Lebensweg wieder sichtbar wird.',
};

const MINOR_NOTES = [
  'Als Nebenaspekt wirkt dieser Kontakt subtil und wird leicht übersehen.',
  'Nebenaspekte flüstern, statt zu rufen: Achte auf die kleinen Zeichen.',
];

/** Title and body of transiting `transiting` in `aspect` to natal `natal`, in German. */
export function deTransit(
  transiting: TransitingPoint,
  aspect: AspectId,
  natal: NatalPoint,
  c: Chooser,
): InterpretationText {
  const tNoun = DE_POINT_NAMES[transiting].noun;
  const nNoun = DE_POINT_NAMES[natal].noun;
  const T = DE_TRANSITING[transiting];
  const N = DE_NATAL[natal];
  const A = DE_ASPECTS[aspect];
  const nature = natureOf(aspect);

  const tNom = capitalize(deName(transiting, 'nom'));
  const pronoun = capitalize(pronounsOf(tNoun.g).er);
  const natalDat = np(nNoun, 'dat', 'dein', ['natal']);

  const first = c.index('domain', 2);
  const domain = N.domain[first];
  const domain2 = N.domain[1 - first];
  const verbs = [`steht ${A.prep} ${natalDat}`, `bildet ${np(A.noun, 'acc', 'ein')} ${A.to} ${natalDat}`];
  if (aspect === 'opposition') verbs.push(`steht ${natalDat} gegenüber`);
  const verb = c.pick('verb', verbs);
  const effect = c.pick('effect', A.effect)(domain);
  const quality = c.pick('quality', [...A.quality, ...(MORE_QUALITY[aspect] ?? [])]);
  const epithet = c.pick('epithet', T.epithet);
  const brings = c.pick('brings', [T.brings[nature], ALSO_BRINGS[transiting][nature]]);
  const feels = N.feels[nature];
  const advice = capitalize(c.pick('advice', T.advice[nature]));

  const tName = deName(transiting, 'nom');
  const tDat = deName(transiting, 'dat');
  const natalDatShort = np(nNoun, 'dat', 'dein');
  const [finite, ...rest] = verb.split(' ');
  const openings = [
    `${tNom}, ${epithet}, ${verb} und ${effect}.`,
    `${capitalize(np(A.noun, 'nom', 'dies'))} zwischen ${tDat} und ${natalDatShort} ${effect}.`,
    `Solange ${tName} ${A.prep} ${natalDat} steht, erlebst du in ${domain.dat} ${quality}.`,
    `${tNom} ${verb} und bringt ${quality} in ${domain.acc}.`,
    `Für ${domain.acc} bedeutet das ${quality}, denn ${tName} ${verb}.`,
    `In ${domain.dat} erlebst du jetzt ${quality}, denn ${tName} ${verb}.`,
    `Unter ${np(A.noun, 'dat', 'def')} zwischen ${tDat} und ${natalDatShort} spürst du ${quality} in ${domain.dat}.`,
    `In Sachen ${N.area} ${finite} ${tName} ${rest.join(' ')} und ${effect}.`,
  ];
  const middles = [
    `Du kannst jetzt ${closed(brings)} erleben; ${feels}.`,
    `${pronoun} bringt ${closed(brings)} mit sich, und ${feels}.`,
    `Für ${domain2.acc} bedeutet das ${brings}, und ${feels}.`,
    `Konkret kann das ${closed(brings)} bedeuten: ${capitalize(feels)}.`,
    `${capitalize(feels)}, während ${tName} ${closed(brings)} mit sich bringt.`,
    `${capitalize(feels)}; ${tName} fügt ${closed(brings)} hinzu.`,
  ];
  // An opening that names the area already: the advice does not name it again.
  const areaOpening = c.index('opening', openings.length) === openings.length - 1;
  const advices = [
    `${advice}.`,
    `So nutzt du ${np(A.noun, 'acc', 'dies')}: ${advice}.`,
    `Der Rat lautet: ${advice}.`,
    // The aspect's own advice would repeat in every text of that aspect: minor aspects only (they are few).
    isMinor(aspect)
      ? c.pick('aspect-advice', A.advice)
      : areaOpening
        ? `${advice}.`
        : `Was ${N.area} angeht: ${advice}.`,
  ];
  const sentences = [c.pick('opening', openings), c.pick('middle', middles), c.pick('advice-form', advices)];

  const name = tNoun.noun;
  if (isReturn(transiting, aspect, natal)) {
    sentences.push(
      RETURNS[transiting] ??
        (PACE[transiting] === 'years'
          ? 'Ein so langsamer Planet kehrt nur in den ersten Lebensjahren oder, im Fall von Uranus, mit etwa 84 Jahren an seinen Geburtsort zurück: Das markiert eine Lebensphase, kein Ereignis.'
          : `Das ist deine ${name}-Wiederkehr, der Beginn eines neuen ${name}-Zyklus.`),
    );
  } else {
    const extras = [c.pick('pace', TIMING[transiting]), ''];
    if (isMinor(aspect)) extras.push(c.pick('minor', MINOR_NOTES));
    sentences.push(c.pick('extra', extras));
  }
  return {
    title: contract(`Transit-${name} ${A.prep} ${np(nNoun, 'dat', 'def', ['natal'])}`),
    body: contract(paragraph(sentences)),
  };
}
