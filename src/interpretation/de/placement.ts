/** German texts for a natal point in a sign and in a house. */
import type { Sign } from '../../astro/vocabulary.ts';
import { type Angularity, angularityOf, type HousePoint, isGenerational, JOYS, type SignPoint } from '../catalogue.ts';
import type { House } from '../names.ts';
import { capitalize, listOf, paragraph } from '../sentences.ts';
import { type Dignity, dignityOf, elementOf, modalityOf, oppositeSign } from '../sign-qualities.ts';
import type { Chooser } from '../variation.ts';
import type { InterpretationText } from '../writer.ts';
import { adjective, contract, np, pronounsOf } from './grammar.ts';
import { DE_NATAL, DE_POINT_NAMES, deName } from './points.ts';
import {
  DE_ELEMENT,
  DE_ELEMENT_COMPOUND,
  DE_HOUSES,
  DE_MODALITY,
  DE_MODALITY_WAY,
  DE_SIGNS,
  inSign,
} from './zodiac.ts';

type Pron = { er: string; sein: string };
const DIGNITY: Record<Dignity, (p: string, where: string, pr: Pron) => string> = {
  domicile: (p, w, pr) => `${p} steht ${w} im eigenen Zeichen und kann ${pr.sein}e Energie frei entfalten.`,
  exaltation: (p, w, pr) => `${p} ist ${w} erhöht: Hier zeigen sich ${pr.sein}e besten Seiten mühelos.`,
  detriment: (p, w, pr) =>
    `${p} steht ${w} im Exil, fern der Heimat: Hier muss ${pr.er} mehr leisten, und was ${pr.er} lernt, ist hart erarbeitet.`,
  fall: (p, w, pr) =>
    `${p} steht ${w} im Fall: ${capitalize(pr.sein)}e Gaben brauchen bewusste Pflege, um sich zu entfalten.`,
};

/** Title and body of natal `point` in `sign`, in German. */
export function dePlanetSign(point: SignPoint, sign: Sign, c: Chooser): InterpretationText {
  const noun = DE_POINT_NAMES[point].noun;
  const N = DE_NATAL[point];
  const S = DE_SIGNS[sign];
  const where = inSign(sign);
  const pNom = capitalize(deName(point, 'nom'));
  const pNomInner = deName(point, 'nom');
  const domain = c.pick('domain', N.domain);
  const traitsF = listOf(
    S.traits.map((t) => adjective(t, 'none', 'f', 'acc')),
    'und',
  );
  const traitsM = listOf(
    S.traits.map((t) => adjective(t, 'ein', 'm', 'acc')),
    'und',
  );
  const traitsNoun = listOf(
    S.traits.map((t) => `${capitalize(t)}es`),
    'und',
  );

  const openings = [
    `${pNom} ${where} drückt ${domain.acc} auf ${traitsF} Weise aus.`,
    `${capitalize(where)} verleiht ${pNomInner} ${domain.dat} einen ${traitsM} Charakter.`,
    `Mit ${deName(point, 'dat')} ${where} liegt etwas ${traitsNoun} in ${domain.dat}.`,
  ];
  const middles = [`In Sachen ${N.area} ${S.styleV1}.`, `Wenn es um ${N.area} geht, ${S.styleV1}.`];
  const closings = [
    `Du brauchst ${S.needs}; hüte dich vor ${S.shadow.dat}.`,
    `Im besten Fall schenkt diese Stellung ${S.gift}, im schlechtesten ${S.shadow.nom}.`,
  ];
  const sentences = [c.pick('opening', openings), c.pick('middle', middles), c.pick('closing', closings)];

  const dignity = dignityOf(point, sign);
  if (dignity) {
    sentences.push(DIGNITY[dignity](pNom, where, pronounsOf(noun.g)));
  } else if (isGenerational(point)) {
    sentences.push(
      `${pNom} bleibt viele Jahre in einem Zeichen, daher beschreibt diese Stellung deine Generation ebenso wie dich selbst.`,
    );
  } else if (point === 'north-node' || point === 'south-node') {
    const other = oppositeSign(sign);
    const [from, to] = point === 'north-node' ? [other, sign] : [sign, other];
    sentences.push(
      `Mit dem Südknoten ${inSign(from)} und dem Nordknoten ${inSign(to)} wächst du, indem du dich von ${DE_SIGNS[from].gift} zu ${DE_SIGNS[to].gift} bewegst.`,
    );
  } else {
    const element = elementOf(sign);
    const modality = modalityOf(sign);
    const verb = S.noun.g === 'pl' ? 'sind' : 'ist';
    sentences.push(
      c.pick('quality', [
        `${capitalize(np(S.noun, 'nom', 'def'))} ${verb} ein ${adjective(DE_MODALITY[modality], 'ein', 'n', 'nom')} ${DE_ELEMENT_COMPOUND[element]}: ${capitalize(DE_MODALITY_WAY[modality])}, und ${DE_ELEMENT[element]}.`,
        '',
      ]),
    );
  }
  return { title: `${noun.noun} ${where}`, body: contract(paragraph(sentences)) };
}

const HOUSE_ROLE: Record<HousePoint, string> = {
  sun: 'hier willst du strahlen und anerkannt werden',
  moon: 'hier suchst du Geborgenheit, und hier zeigen sich deine Stimmungen',
  mercury: 'hier ist dein Verstand am regsten',
  venus: 'hier findest du Freude und gewinnst Wohlwollen',
  mars: 'hier setzt du dich durch, misst dich mit anderen und verbrauchst deine Energie',
  jupiter: 'hier kommen Glück und Wachstum am leichtesten',
  saturn: 'hier begegnest du Prüfungen und baust dauerhafte Stärke auf',
  uranus: 'hier brauchst du Freiheit und erlebst plötzliche Wendungen',
  neptune: 'hier idealisierst und träumst du und verlierst dich manchmal',
  pluto: 'hier begegnest du Intensität, Macht und tiefem Wandel',
  chiron: 'hier wohnen alte Verletzungen, und hier kannst du anderen beim Heilen helfen',
  'north-node': 'hier liegt dein Wachstum, auch wenn es sich ungewohnt anfühlt',
  'south-node': 'hier greifst du auf alte, gut geübte Fähigkeiten zurück',
  'mean-lilith': 'hier lässt du dich nicht zähmen',
};

const ANGULARITY: Record<Angularity, string[]> = {
  angular: [
    'Ein Eckhaus macht diese Stellung in deinem Leben besonders sichtbar.',
    'In einem Eckhaus wirkt sie deutlich und aktiv.',
  ],
  succedent: [
    'In einem folgenden Haus wirkt sie beständig und baut mit der Zeit Ressourcen auf.',
    'Ein folgendes Haus verleiht ihr Ausdauer.',
  ],
  cadent: [
    'In einem fallenden Haus wirkt sie im Hintergrund, durch Lernen und Anpassung.',
    'Ein fallendes Haus macht ihren Einfluss leiser und flexibler.',
  ],
};

/** Title and body of natal `point` in house `house`, in German. */
export function dePlanetHouse(point: HousePoint, house: House, c: Chooser): InterpretationText {
  const noun = DE_POINT_NAMES[point].noun;
  const N = DE_NATAL[point];
  const H = DE_HOUSES[house];
  const pNom = capitalize(deName(point, 'nom'));
  const pNomInner = deName(point, 'nom');
  const area = c.pick('area', H.areas);
  const domain = c.pick('domain', N.domain);
  const pr = pronounsOf(noun.g);

  const openings = [
    `${pNom} im ${house}. Haus lenkt ${domain.acc} auf ${area}.`,
    `Im ${house}. Haus drückt ${pNomInner} ${domain.acc} über ${area} aus.`,
    `Im ${house}. Haus, zuständig für ${area}, verbindet ${pNomInner} ${domain.acc} mit diesem Lebensbereich.`,
  ];
  const sentences = [c.pick('opening', openings), `${HOUSE_ROLE[point]}.`];
  const joy = (JOYS as Record<string, number | undefined>)[point];
  if (joy === house) {
    sentences.push(
      `Der Tradition nach hat ${pNomInner} im ${house}. Haus ${pr.sein}e Freude: Hier fühlt ${pr.er} sich besonders wohl.`,
    );
  } else {
    sentences.push(c.pick('angularity', ANGULARITY[angularityOf(house)]));
  }
  const action = capitalize(c.pick('act', H.actions));
  sentences.push(c.pick('action', [`So kannst du damit arbeiten: ${action}.`, `Ganz konkret: ${action}.`, '']));
  return { title: `${noun.noun} im ${house}. Haus`, body: contract(paragraph(sentences)) };
}
