/** Portuguese (Brazilian) texts for a natal point in a sign and in a house. */
import type { Sign } from '../../astro/vocabulary.ts';
import { type Angularity, angularityOf, type HousePoint, isGenerational, JOYS, type SignPoint } from '../catalogue.ts';
import type { House } from '../names.ts';
import { signName } from '../names.ts';
import { capitalize, paragraph } from '../sentences.ts';
import { type Dignity, dignityOf, elementOf, modalityOf, oppositeSign } from '../sign-qualities.ts';
import type { Chooser } from '../variation.ts';
import type { InterpretationText } from '../writer.ts';
import { agree, each, type PtGender, polish } from './grammar.ts';
import { PT_NATAL, PT_POINT_NAMES } from './points.ts';
import {
  PT_ELEMENT,
  PT_ELEMENT_NAME,
  PT_HOUSE_ORDINALS,
  PT_HOUSES,
  PT_MODALITY,
  PT_MODALITY_WAY,
  PT_SIGNS,
} from './zodiac.ts';

const DIGNITY: Record<Dignity, (p: string, s: string, g: PtGender) => string> = {
  domicile: (p, s) => `${p} está em domicílio em ${s}, o signo que rege, e sua energia flui livremente.`,
  exaltation: (p, s, g) =>
    `${p} está ${agree('exaltado', g)} em ${s}: suas melhores qualidades aparecem com facilidade.`,
  detriment: (p, s, g) =>
    `${p} está em exílio em ${s}, ${agree('afastado', g)} de casa: aqui trabalha mais, e o que aprende conquista com esforço.`,
  fall: (p, s) => `${p} está em queda em ${s}: seus dons precisam de um cuidado consciente para florescer.`,
};

/** Title and body of natal `point` in `sign`, in Portuguese. */
export function ptPlanetSign(point: SignPoint, sign: Sign, c: Chooser): InterpretationText {
  const name = PT_POINT_NAMES[point];
  const N = PT_NATAL[point];
  const S = PT_SIGNS[sign];
  const sName = signName(sign, 'pt');
  const The = capitalize(name.o);
  const domain = c.pick('domain', N.domain);

  const openings = [
    `${The} em ${sName} expressa ${domain} de um jeito ${S.traits}.`,
    `${capitalize(agree('situado', name.g))} em ${sName}, ${name.o} imprime um caráter ${S.traits} ${each('em', domain)}.`,
    `Com ${name.o} em ${sName}, há algo de ${S.traits} ${each('em', domain)}.`,
  ];
  const middles = [`Em matéria de ${N.area}, ${S.style}.`, `Quando se trata de ${N.area}, ${S.style}.`];
  const closings = [
    `Você precisa ${each('de', S.needs)}; cuidado com ${S.shadow}.`,
    `Na sua melhor versão, esta posição traz ${S.gift}; na pior, ${S.shadow}.`,
    `Se você nutrir esta posição ${each('com', S.needs)}, cresce ${S.gift}; do contrário, prevalecem ${S.shadow}.`,
  ];
  const sentences = [c.pick('opening', openings), c.pick('middle', middles), c.pick('closing', closings)];

  const dignity = dignityOf(point, sign);
  if (dignity) {
    sentences.push(DIGNITY[dignity](The, sName, name.g));
  } else if (isGenerational(point)) {
    sentences.push(
      `${The} permanece muitos anos num mesmo signo, por isso esta posição descreve sua geração tanto quanto você.`,
    );
  } else if (point === 'north-node' || point === 'south-node') {
    const other = oppositeSign(sign);
    const [from, to] = point === 'north-node' ? [other, sign] : [sign, other];
    sentences.push(
      `Com o Nodo Sul em ${signName(from, 'pt')} e o Nodo Norte em ${signName(to, 'pt')}, você cresce indo de ${PT_SIGNS[from].gift} para ${PT_SIGNS[to].gift}.`,
    );
  } else {
    const element = elementOf(sign);
    const modality = modalityOf(sign);
    sentences.push(
      c.pick('quality', [
        `${sName} é um signo ${PT_MODALITY[modality]} de ${PT_ELEMENT_NAME[element]}: ${PT_MODALITY_WAY[modality]}, e seu elemento ${PT_ELEMENT[element]}.`,
        '',
      ]),
    );
  }
  return { title: `${name.name} em ${sName}`, body: polish(paragraph(sentences)) };
}

const HOUSE_ROLE: Record<HousePoint, string> = {
  sun: 'é aqui que você quer brilhar e receber reconhecimento',
  moon: 'é aqui que você busca aconchego, e aqui se manifestam seus estados de espírito',
  mercury: 'é aqui que sua mente trabalha mais',
  venus: 'é aqui que você encontra prazer e atrai a boa vontade dos outros',
  mars: 'é aqui que você insiste, compete e gasta sua energia',
  jupiter: 'é aqui que a sorte e o crescimento chegam com mais facilidade',
  saturn: 'é aqui que você enfrenta provas e constrói uma força duradoura',
  uranus: 'é aqui que você precisa de liberdade e pode viver mudanças súbitas',
  neptune: 'é aqui que você idealiza, sonha e às vezes se perde',
  pluto: 'é aqui que você vive intensidade, poder e mudanças profundas',
  chiron: 'é aqui que moram as velhas feridas, e aqui você pode ajudar os outros a se curar',
  'north-node': 'é aqui que está seu crescimento, mesmo que pareça pouco familiar',
  'south-node': 'é aqui que você recorre a capacidades antigas e bem testadas',
  'mean-lilith': 'é aqui que você não se deixa domar',
};

const ANGULARITY: Record<Angularity, string[]> = {
  angular: [
    'Uma casa angular faz esta posição se destacar na sua vida.',
    'Numa casa angular, esta posição fica visível e ativa.',
  ],
  succedent: [
    'Numa casa sucedente, ela trabalha com constância e acumula recursos com o tempo.',
    'Uma casa sucedente lhe dá perseverança.',
  ],
  cadent: [
    'Numa casa cadente, ela atua nos bastidores, por meio do aprendizado e da adaptação.',
    'Uma casa cadente torna sua influência mais discreta e flexível.',
  ],
};

/** Title and body of natal `point` in house `house`, in Portuguese. */
export function ptPlanetHouse(point: HousePoint, house: House, c: Chooser): InterpretationText {
  const name = PT_POINT_NAMES[point];
  const N = PT_NATAL[point];
  const H = PT_HOUSES[house];
  const The = capitalize(name.o);
  const area = c.pick('area', H.areas);
  const domain = c.pick('domain', N.domain);
  const ordinal = PT_HOUSE_ORDINALS[house];

  const openings = [
    `${The} na casa ${house} leva ${domain} ao campo ${each('de', area)}.`,
    `${capitalize(agree('situado', name.g))} na ${ordinal} casa, ${name.o} expressa ${domain} por meio ${each('de', area)}.`,
    `Na casa ${house}, a casa ${each('de', area)}, ${name.o} liga ${domain} a esta área da vida.`,
  ];
  const sentences = [c.pick('opening', openings), `${HOUSE_ROLE[point]}.`];
  const joy = (JOYS as Record<string, number | undefined>)[point];
  if (joy === house) {
    sentences.push(`Segundo a tradição, ${name.o} se alegra na casa ${house}: aqui se sente especialmente à vontade.`);
  } else {
    sentences.push(c.pick('angularity', ANGULARITY[angularityOf(house)]));
  }
  const action = c.pick('act', H.actions);
  sentences.push(
    c.pick('action', [`Um bom jeito de trabalhar isso: ${action}.`, `Torne isso concreto: ${action}.`, '']),
  );
  return { title: `${name.name} na casa ${house}`, body: polish(paragraph(sentences)) };
}
