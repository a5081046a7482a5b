/** Italian texts for a natal point in a sign and in a house. */
import type { Sign } from '../../astro/vocabulary.ts';
import { type Angularity, angularityOf, type HousePoint, isGenerational, JOYS, type SignPoint } from '../catalogue.ts';
import type { House } from '../names.ts';
import { signName } from '../names.ts';
import { capitalize, paragraph } from '../sentences.ts';
import { type Dignity, dignityOf, elementOf, modalityOf, oppositeSign } from '../sign-qualities.ts';
import type { Chooser } from '../variation.ts';
import type { InterpretationText } from '../writer.ts';
import { agree, each, type ItGender, polish } from './grammar.ts';
import { IT_NATAL, IT_POINT_NAMES } from './points.ts';
import {
  IT_ELEMENT,
  IT_ELEMENT_NAME,
  IT_HOUSE_ORDINALS,
  IT_HOUSES,
  IT_MODALITY,
  IT_MODALITY_WAY,
  IT_SIGNS,
} from './zodiac.ts';

const DIGNITY: Record<Dignity, (p: string, s: string, g: ItGender) => string> = {
  domicile: (p, s) => `${p} è nel suo domicilio in ${s}, il segno che governa, e la sua energia scorre libera.`,
  exaltation: (p, s, g) => `${p} è ${agree('esaltato', g)} in ${s}: le sue qualità migliori emergono con facilità.`,
  detriment: (p, s, g) =>
    `${p} è in esilio in ${s}, ${agree('lontano', g)} da casa: qui lavora di più, e ciò che impara lo conquista con fatica.`,
  fall: (p, s) => `${p} è in caduta in ${s}: i suoi doni hanno bisogno di una cura consapevole per fiorire.`,
};

/** Title and body of natal `point` in `sign`, in Italian. */
export function itPlanetSign(point: SignPoint, sign: Sign, c: Chooser): InterpretationText {
  const name = IT_POINT_NAMES[point];
  const N = IT_NATAL[point];
  const S = IT_SIGNS[sign];
  const sName = signName(sign, 'it');
  const The = capitalize(name.il);
  const domain = c.pick('domain', N.domain);

  const openings = [
    `${The} in ${sName} esprime ${domain} in modo ${S.traits}.`,
    `${capitalize(agree('situato', name.g))} in ${sName}, ${name.il} dà ${each('a', domain)} un carattere ${S.traits}.`,
    `Con ${name.il} in ${sName}, c'è qualcosa di ${S.traits} ${each('in', domain)}.`,
  ];
  const middles = [`In fatto di ${N.area}, ${S.style}.`, `In tema di ${N.area}, ${S.style}.`];
  const closings = [
    `Hai bisogno ${each('di', S.needs)}; attenzione ${each('a', S.shadow)}.`,
    `Nella sua versione migliore, questa posizione dà ${S.gift}; nella peggiore, ${S.shadow}.`,
    `Se nutri questa posizione ${each('di', S.needs)}, cresce ${S.gift}; altrimenti prendono il sopravvento ${S.shadow}.`,
  ];
  const sentences = [c.pick('opening', openings), c.pick('middle', middles), c.pick('closing', closings)];

  const dignity = dignityOf(point, sign);
  if (dignity) {
    sentences.push(DIGNITY[dignity](The, sName, name.g));
  } else if (isGenerational(point)) {
    sentences.push(
      `${The} resta molti anni in uno stesso segno, quindi questa posizione descrive la tua generazione quanto te.`,
    );
  } else if (point === 'north-node' || point === 'south-node') {
    const other = oppositeSign(sign);
    const [from, to] = point === 'north-node' ? [other, sign] : [sign, other];
    sentences.push(
      `Con il Nodo Sud in ${signName(from, 'it')} e il Nodo Nord in ${signName(to, 'it')}, cresci passando da ${IT_SIGNS[from].gift} a ${IT_SIGNS[to].gift}.`,
    );
  } else {
    const element = elementOf(sign);
    const modality = modalityOf(sign);
    sentences.push(
      c.pick('quality', [
        `${sName} è un segno ${IT_MODALITY[modality]} di ${IT_ELEMENT_NAME[element]}: ${IT_MODALITY_WAY[modality]}, e il suo elemento ${IT_ELEMENT[element]}.`,
        '',
      ]),
    );
  }
  return { title: `${name.name} in ${sName}`, body: polish(paragraph(sentences)) };
}

const HOUSE_ROLE: Record<HousePoint, string> = {
  sun: 'qui vuoi brillare e ricevere riconoscimento',
  moon: "qui cerchi conforto, e qui si manifestano i tuoi stati d'animo",
  mercury: 'qui la tua mente lavora di più',
  venus: 'qui trovi piacere e attiri la benevolenza degli altri',
  mars: 'qui spingi, competi e spendi la tua energia',
  jupiter: 'qui la fortuna e la crescita arrivano più facilmente',
  saturn: 'qui affronti prove e costruisci una forza duratura',
  uranus: 'qui hai bisogno di libertà e puoi vivere cambiamenti improvvisi',
  neptune: 'qui idealizzi, sogni e a volte ti perdi',
  pluto: 'qui vivi intensità, potere e cambiamenti profondi',
  chiron: 'qui abitano le vecchie ferite, e qui puoi aiutare gli altri a guarire',
  'north-node': 'qui sta la tua crescita, anche se ti sembra poco familiare',
  'south-node': 'qui ricorri a capacità antiche e ben collaudate',
  'mean-lilith': 'qui rifiuti di farti addomesticare',
};

const ANGULARITY: Record<Angularity, string[]> = {
  angular: [
    'Una casa angolare fa risaltare questa posizione nella tua vita.',
    'In una casa angolare questa posizione è visibile e attiva.',
  ],
  succedent: [
    'In una casa succedente lavora con costanza e costruisce risorse nel tempo.',
    'Una casa succedente le dà perseveranza.',
  ],
  cadent: [
    "In una casa cadente agisce in secondo piano, attraverso l'apprendimento e l'adattamento.",
    'Una casa cadente rende la sua influenza più discreta e flessibile.',
  ],
};

/** Title and body of natal `point` in house `house`, in Italian. */
export function itPlanetHouse(point: HousePoint, house: House, c: Chooser): InterpretationText {
  const name = IT_POINT_NAMES[point];
  const N = IT_NATAL[point];
  const H = IT_HOUSES[house];
  const The = capitalize(name.il);
  const area = c.pick('area', H.areas);
  const domain = c.pick('domain', N.domain);
  const ordinal = IT_HOUSE_ORDINALS[house];

  const openings = [
    `${The} nella casa ${house} porta ${domain} nel campo ${each('di', area)}.`,
    `${capitalize(agree('situato', name.g))} nella ${ordinal} casa, ${name.il} esprime ${domain} attraverso ${area}.`,
    `Nella casa ${house}, la casa ${each('di', area)}, ${name.il} lega ${domain} a questo ambito della vita.`,
  ];
  const sentences = [c.pick('opening', openings), `${HOUSE_ROLE[point]}.`];
  const joy = (JOYS as Record<string, number | undefined>)[point];
  if (joy === house) {
    sentences.push(
      `Secondo la tradizione, ${name.il} gioisce nella casa ${house}: qui si trova particolarmente a suo agio.`,
    );
  } else {
    sentences.push(c.pick('angularity', ANGULARITY[angularityOf(house)]));
  }
  const action = c.pick('act', H.actions);
  sentences.push(c.pick('action', [`Un buon modo per lavorarci: ${action}.`, `Rendilo concreto: ${action}.`, '']));
  return { title: `${name.name} in casa ${house}`, body: polish(paragraph(sentences)) };
}
