/** English texts for a natal point in a sign and in a house. */
import type { Sign } from '../../astro/vocabulary.ts';
import { type Angularity, angularityOf, type HousePoint, isGenerational, JOYS, type SignPoint } from '../catalogue.ts';
import type { House } from '../names.ts';
import { signName } from '../names.ts';
import { capitalize, paragraph } from '../sentences.ts';
import { type Dignity, dignityOf, elementOf, modalityOf, oppositeSign } from '../sign-qualities.ts';
import type { Chooser } from '../variation.ts';
import type { InterpretationText } from '../writer.ts';
import { aOrAn } from './articles.ts';
import { EN_NATAL, EN_POINT_NAMES } from './points.ts';
import { EN_ELEMENT, EN_ELEMENT_NAME, EN_HOUSES, EN_MODALITY, EN_MODALITY_WAY, EN_SIGNS, enOrdinal } from './zodiac.ts';

const DIGNITY: Record<Dignity, (point: string, sign: string) => string> = {
  domicile: (p, s) => `${p} is at home in ${s}, the sign it rules, so its energy flows freely.`,
  exaltation: (p, s) => `${p} is exalted in ${s}: its best qualities come out easily.`,
  detriment: (p, s) =>
    `${p} is in detriment in ${s}, far from home: it works harder here, and what it learns is hard-won.`,
  fall: (p, s) => `${p} is in its fall in ${s}: its gifts need conscious care to unfold.`,
};

/** Title and body of natal `point` in `sign`, in English. */
export function enPlanetSign(point: SignPoint, sign: Sign, c: Chooser): InterpretationText {
  const names = EN_POINT_NAMES[point];
  const N = EN_NATAL[point];
  const S = EN_SIGNS[sign];
  const sName = signName(sign, 'en');
  const domain = c.pick('domain', N.domain);
  const The = capitalize(names.the);

  const openings = [
    `${The} in ${sName} expresses ${domain} in ${aOrAn(S.traits)} way.`,
    `Placed in ${sName}, ${names.the} gives ${domain} ${aOrAn(S.traits)} character.`,
    `With ${names.the} in ${sName}, there is ${aOrAn(S.traits)} quality to ${domain}.`,
  ];
  const middles = [`When it comes to ${N.area}, ${S.style}.`, `In matters of ${N.area}, ${S.style}.`];
  const closings = [
    `You need ${S.needs}; watch out for ${S.shadow}.`,
    `At its best this placement gives ${S.gift}; at its worst, ${S.shadow}.`,
    `Feed it with ${S.needs}, and its ${S.gift} grows; starve it, and ${S.shadow} take over.`,
  ];
  const sentences = [c.pick('opening', openings), c.pick('middle', middles), c.pick('closing', closings)];

  const dignity = dignityOf(point, sign);
  const element = elementOf(sign);
  const modality = modalityOf(sign);
  if (dignity) {
    sentences.push(DIGNITY[dignity](The, sName));
  } else if (isGenerational(point)) {
    sentences.push(
      `${The} stays in a sign for many years, so this placement describes your generation as much as you personally.`,
    );
  } else if (point === 'north-node' || point === 'south-node') {
    const other = oppositeSign(sign);
    const [from, to] = point === 'north-node' ? [other, sign] : [sign, other];
    sentences.push(
      `With the South Node in ${signName(from, 'en')} and the North Node in ${signName(to, 'en')}, you grow by moving from ${EN_SIGNS[from].gift} toward ${EN_SIGNS[to].gift}.`,
    );
  } else {
    sentences.push(
      c.pick('quality', [
        `${sName} is a ${EN_MODALITY[modality]} ${EN_ELEMENT_NAME[element]} sign: ${EN_MODALITY_WAY[modality]}, and its element ${EN_ELEMENT[element]}.`,
        `The ${EN_ELEMENT_NAME[element]} element ${EN_ELEMENT[element]}, and as a ${EN_MODALITY[modality]} sign ${EN_MODALITY_WAY[modality]}.`,
        '',
      ]),
    );
  }
  return { title: `${names.name} in ${sName}`, body: paragraph(sentences) };
}

const HOUSE_ROLE: Record<HousePoint, string> = {
  sun: 'this is where you want to shine and be recognised',
  moon: 'this is where you look for comfort and where your moods play out',
  mercury: 'this is where your mind is busiest',
  venus: 'this is where you find pleasure and attract goodwill',
  mars: 'this is where you push, compete and spend your energy',
  jupiter: 'this is where luck and growth come most easily',
  saturn: 'this is where you meet tests and build lasting strength',
  uranus: 'this is where you need freedom and may meet sudden change',
  neptune: 'this is where you idealise, dream and sometimes lose your way',
  pluto: 'this is where you meet intensity, power and deep change',
  chiron: 'this is where old hurts live, and where you can help others heal',
  'north-node': 'this is where your growth lies, even if it feels unfamiliar',
  'south-node': 'this is where you fall back on old, well-practised skills',
  'mean-lilith': 'this is where you refuse to be tamed',
};

const ANGULARITY: Record<Angularity, string[]> = {
  angular: [
    'An angular house makes this placement prominent in your life.',
    'In an angular house it is visible and active.',
  ],
  succedent: [
    'In a succedent house it works steadily, building resources over time.',
    'A succedent house gives it staying power.',
  ],
  cadent: [
    'In a cadent house it works in the background, through learning and adaptation.',
    'A cadent house makes its influence quieter and more flexible.',
  ],
};

/** Title and body of natal `point` in house `house`, in English. */
export function enPlanetHouse(point: HousePoint, house: House, c: Chooser): InterpretationText {
  const names = EN_POINT_NAMES[point];
  const N = EN_NATAL[point];
  const H = EN_HOUSES[house];
  const The = capitalize(names.the);
  const ordinal = enOrdinal(house);
  const area = c.pick('area', H.areas);
  const domain = c.pick('domain', N.domain);

  const openings = [
    `${The} in the ${ordinal} house brings ${domain} into the field of ${area}.`,
    `Placed in the ${ordinal} house, ${names.the} expresses ${domain} through ${area}.`,
    `In the ${ordinal} house, the house of ${area}, ${names.the} ties ${domain} to this part of life.`,
  ];
  const sentences = [c.pick('opening', openings), `${HOUSE_ROLE[point]}.`];
  const joy = (JOYS as Record<string, number | undefined>)[point];
  if (joy === house) {
    sentences.push(`Tradition says ${names.the} rejoices in the ${ordinal} house: it feels especially at ease here.`);
  } else {
    sentences.push(c.pick('angularity', ANGULARITY[angularityOf(house)]));
  }
  sentences.push(
    c.pick('action', [
      `A good way to work with it: ${c.pick('act', H.actions)}.`,
      `Make it concrete: ${c.pick('act', H.actions)}.`,
      '',
    ]),
  );
  return { title: `${names.name} in the ${ordinal} House`, body: paragraph(sentences) };
}
