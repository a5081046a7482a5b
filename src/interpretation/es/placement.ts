/** Spanish texts for a natal point in a sign and in a house. */
import type { Sign } from '../../astro/vocabulary.ts';
import { type Angularity, angularityOf, type HousePoint, isGenerational, JOYS, type SignPoint } from '../catalogue.ts';
import type { House } from '../names.ts';
import { signName } from '../names.ts';
import { capitalize, paragraph } from '../sentences.ts';
import { type Dignity, dignityOf, elementOf, modalityOf, oppositeSign } from '../sign-qualities.ts';
import type { Chooser } from '../variation.ts';
import type { InterpretationText } from '../writer.ts';
import { agree, type EsGender, polish } from './grammar.ts';
import { ES_NATAL, ES_POINT_NAMES } from './points.ts';
import { ES_ELEMENT, ES_ELEMENT_NAME, ES_HOUSES, ES_MODALITY, ES_MODALITY_WAY, ES_SIGNS } from './zodiac.ts';

const DIGNITY: Record<Dignity, (p: string, s: string, g: EsGender) => string> = {
  domicile: (p, s) => `${p} está en domicilio en ${s}, el signo que rige, así que su energía fluye con libertad.`,
  exaltation: (p, s, g) => `${p} está ${agree('exaltado', g)} en ${s}: sus mejores cualidades salen con facilidad.`,
  detriment: (p, s) =>
    `${p} está en exilio en ${s}, lejos de casa: aquí trabaja más, y lo que aprende lo gana con esfuerzo.`,
  fall: (p, s) => `${p} está en caída en ${s}: sus dones necesitan un cuidado consciente para desplegarse.`,
};

/** Title and body of natal `point` in `sign`, in Spanish. */
export function esPlanetSign(point: SignPoint, sign: Sign, c: Chooser): InterpretationText {
  const name = ES_POINT_NAMES[point];
  const N = ES_NATAL[point];
  const S = ES_SIGNS[sign];
  const sName = signName(sign, 'es');
  const The = capitalize(name.el);
  const domain = c.pick('domain', N.domain);

  const openings = [
    `${The} en ${sName} expresa ${domain} de un modo ${S.traits}.`,
    `${capitalize(agree('situado', name.g))} en ${sName}, ${name.el} da a ${domain} un carácter ${S.traits}.`,
    `Con ${name.el} en ${sName}, hay algo ${S.traits} en ${domain}.`,
  ];
  const middles = [`En cuestiones de ${N.area}, ${S.style}.`, `En materia de ${N.area}, ${S.style}.`];
  const closings = [
    `Necesitas ${S.needs}; cuidado con ${S.shadow}.`,
    `En su mejor versión, esta posición da ${S.gift}; en la peor, ${S.shadow}.`,
    `Si alimentas esta posición con ${S.needs}, crece ${S.gift}; si no, se imponen ${S.shadow}.`,
  ];
  const sentences = [c.pick('opening', openings), c.pick('middle', middles), c.pick('closing', closings)];

  const dignity = dignityOf(point, sign);
  if (dignity) {
    sentences.push(DIGNITY[dignity](The, sName, name.g));
  } else if (isGenerational(point)) {
    sentences.push(
      `${The} permanece muchos años en un signo, así que esta posición describe a tu generación tanto como a ti.`,
    );
  } else if (point === 'north-node' || point === 'south-node') {
    const other = oppositeSign(sign);
    const [from, to] = point === 'north-node' ? [other, sign] : [sign, other];
    sentences.push(
      `Con el Nodo Sur en ${signName(from, 'es')} y el Nodo Norte en ${signName(to, 'es')}, creces al pasar de ${ES_SIGNS[from].gift} a ${ES_SIGNS[to].gift}.`,
    );
  } else {
    const element = elementOf(sign);
    const modality = modalityOf(sign);
    sentences.push(
      c.pick('quality', [
        `${sName} es un signo ${ES_MODALITY[modality]} de ${ES_ELEMENT_NAME[element]}: ${ES_MODALITY_WAY[modality]}, y su elemento ${ES_ELEMENT[element]}.`,
        '',
      ]),
    );
  }
  return { title: `${name.name} en ${sName}`, body: polish(paragraph(sentences)) };
}

const HOUSE_ROLE: Record<HousePoint, string> = {
  sun: 'aquí es donde quieres brillar y recibir reconocimiento',
  moon: 'aquí buscas consuelo, y aquí se manifiestan tus estados de ánimo',
  mercury: 'aquí es donde tu mente trabaja más',
  venus: 'aquí encuentras placer y atraes la buena voluntad de los demás',
  mars: 'aquí empujas, compites y gastas tu energía',
  jupiter: 'aquí la suerte y el crecimiento llegan con más facilidad',
  saturn: 'aquí te enfrentas a pruebas y construyes una fortaleza duradera',
  uranus: 'aquí necesitas libertad y puedes vivir cambios repentinos',
  neptune: 'aquí idealizas, sueñas y a veces te pierdes',
  pluto: 'aquí vives intensidad, poder y cambios profundos',
  chiron: 'aquí viven las viejas heridas, y aquí puedes ayudar a otros a sanar',
  'north-node': 'aquí está tu crecimiento, aunque te resulte poco familiar',
  'south-node': 'aquí recurres a habilidades antiguas y bien practicadas',
  'mean-lilith': 'aquí te niegas a que te domestiquen',
};

const ANGULARITY: Record<Angularity, string[]> = {
  angular: [
    'Una casa angular hace que esta posición destaque en tu vida.',
    'En una casa angular, esta posición es visible y activa.',
  ],
  succedent: [
    'En una casa sucedente trabaja con constancia y construye recursos con el tiempo.',
    'Una casa sucedente le da perseverancia.',
  ],
  cadent: [
    'En una casa cadente actúa en segundo plano, a través del aprendizaje y la adaptación.',
    'Una casa cadente vuelve su influencia más discreta y flexible.',
  ],
};

/** Title and body of natal `point` in house `house`, in Spanish. */
export function esPlanetHouse(point: HousePoint, house: House, c: Chooser): InterpretationText {
  const name = ES_POINT_NAMES[point];
  const N = ES_NATAL[point];
  const H = ES_HOUSES[house];
  const The = capitalize(name.el);
  const area = c.pick('area', H.areas);
  const domain = c.pick('domain', N.domain);

  const openings = [
    `${The} en la casa ${house} lleva ${domain} al terreno de ${area}.`,
    `${capitalize(agree('situado', name.g))} en la casa ${house}, ${name.el} expresa ${domain} a través de ${area}.`,
    `En la casa ${house}, la casa de ${area}, ${name.el} vincula ${domain} con este ámbito de la vida.`,
  ];
  const sentences = [c.pick('opening', openings), `${HOUSE_ROLE[point]}.`];
  const joy = (JOYS as Record<string, number | undefined>)[point];
  if (joy === house) {
    sentences.push(
      `Según la tradición, ${name.el} se alegra en la casa ${house}: aquí se siente especialmente a gusto.`,
    );
  } else {
    sentences.push(c.pick('angularity', ANGULARITY[angularityOf(house)]));
  }
  const action = c.pick('act', H.actions);
  sentences.push(
    c.pick('action', [`Una buena manera de trabajar con ella: ${action}.`, `Llévalo a lo concreto: ${action}.`, '']),
  );
  return { title: `${name.name} en la casa ${house}`, body: polish(paragraph(sentences)) };
}
