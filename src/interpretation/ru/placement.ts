/** Russian texts for a natal point in a sign and in a house. */
import type { Sign } from '../../astro/vocabulary.ts';
import { type Angularity, angularityOf, type HousePoint, isGenerational, JOYS, type SignPoint } from '../catalogue.ts';
import type { House } from '../names.ts';
import { capitalize, paragraph } from '../sentences.ts';
import { type Dignity, dignityOf, elementOf, modalityOf, oppositeSign } from '../sign-qualities.ts';
import type { Chooser } from '../variation.ts';
import type { InterpretationText } from '../writer.ts';
import { adj, adjForm, and, polish, pronoun, type RuGender, type RuNoun, s, v } from './grammar.ts';
import { RU_NATAL, RU_POINT_NAMES } from './points.ts';
import {
  RU_ELEMENT,
  RU_ELEMENT_GEN,
  RU_HOUSE_ORDINALS,
  RU_HOUSES,
  RU_MODALITY,
  RU_MODALITY_WAY,
  RU_SIGN_NAMES,
  RU_SIGNS,
} from './zodiac.ts';

/** "в Овне", "во Льве": a point's place in a sign. */
export function inSign(sign: Sign): string {
  return v(RU_SIGN_NAMES[sign].prep);
}

/** "в 3-м доме", "во 2-м доме" (a numeral is read "втором"): a point's place in a house, in figures. */
export function inHouseNumber(house: number): string {
  return `${house === 2 ? 'во' : 'в'} ${house}-м доме`;
}

/** "в третьем доме", "во втором доме": a point's place in a house, in words. */
export function inHouseWords(house: number): string {
  return `${v(RU_HOUSE_ORDINALS[house].prep)} доме`;
}

const DIGNITY: Record<Dignity, (p: RuNoun, where: string) => string> = {
  domicile: (p, where) =>
    `${p.nom} ${where} — в своей обители, в знаке, которым ${pronoun(p.g, 'nom')} управляет, и энергия течёт свободно.`,
  exaltation: (p, where) =>
    `${p.nom} ${where} — в экзальтации: ${pronoun(p.g, 'gen')} лучшие качества раскрываются легко.`,
  detriment: (p, where) =>
    `${p.nom} ${where} — в изгнании, вдали от своего дома: здесь ${pronoun(p.g, 'dat')} приходится трудиться больше, и всё, чему ${pronoun(p.g, 'nom')} учится, даётся с усилием.`,
  fall: (p, where) =>
    `${p.nom} ${where} — в падении: ${pronoun(p.g, 'dat')} нужна осознанная забота, чтобы ${pronoun(p.g, 'gen')} дары расцвели.`,
};

/** Three trait adjectives in one form, joined: "прямым, смелым и нетерпеливым". */
function traits(list: readonly string[], form: (a: string) => string): string {
  return and(list.map(form));
}

/** Title and body of natal `point` in `sign`, in Russian. */
export function ruPlanetSign(point: SignPoint, sign: Sign, c: Chooser): InterpretationText {
  const name = RU_POINT_NAMES[point];
  const N = RU_NATAL[point];
  const S = RU_SIGNS[sign];
  const sn = RU_SIGN_NAMES[sign];
  const where = inSign(sign);
  const domain = c.pick('domain', N.domain);

  const openings = [
    `${name.nom} ${where} выражает ${domain} в ${traits(S.traits, (a) => adjForm(a, 'prep-f'))} манере.`,
    `${capitalize(adj('расположенный', name.g))} ${where}, ${name.nom} наделяет ${domain} ${traits(S.traits, (a) => adjForm(a, 'ins-m'))} характером.`,
    `${capitalize(s(name.ins))} ${where} в ${domain} привносится нечто ${traits(S.traits, (a) => adj(a, 'n'))}.`,
  ];
  const middles = [`В вопросах ${N.area} ${S.style}.`, `Что касается ${N.area}, ${S.style}.`];
  const closings = [
    `Вам хочется ${S.needs}; остерегайтесь ${S.shadow.gen}.`,
    `В лучшем случае это положение раскрывается как ${S.gift.nom}, в худшем — как ${S.shadow.nom}.`,
    `Если этому положению хватает ${S.needs}, растёт ${S.gift.nom}; иначе верх берут ${S.shadow.nom}.`,
  ];
  const sentences = [c.pick('opening', openings), c.pick('middle', middles), c.pick('closing', closings)];

  const dignity = dignityOf(point, sign);
  if (dignity) {
    sentences.push(DIGNITY[dignity](name, where));
  } else if (isGenerational(point)) {
    sentences.push(
      `${name.nom} остаётся в одном знаке много лет, поэтому это положение описывает ваше поколение не меньше, чем вас лично.`,
    );
  } else if (point === 'north-node' || point === 'south-node') {
    const other = oppositeSign(sign);
    const [from, to] = point === 'north-node' ? [other, sign] : [sign, other];
    sentences.push(
      `Южный узел ${inSign(from)}, а Северный ${inSign(to)}: вы растёте, двигаясь от ${RU_SIGNS[from].gift.gen} к ${RU_SIGNS[to].gift.dat}.`,
    );
  } else {
    const element = elementOf(sign);
    const modality = modalityOf(sign);
    const signG: RuGender = 'm';
    sentences.push(
      c.pick('quality', [
        `${sn.nom} — ${adj(RU_MODALITY[modality], signG)} знак ${RU_ELEMENT_GEN[element]}: он ${RU_MODALITY_WAY[modality]}, а его стихия ${RU_ELEMENT[element]}.`,
        '',
      ]),
    );
  }
  // The title names the sign in apposition ("Марс в знаке Овен"), as Russian horoscope headings do.
  return { title: `${name.nom} в знаке ${sn.nom}`, body: polish(paragraph(sentences)) };
}

const HOUSE_ROLE: Record<HousePoint, string> = {
  sun: 'здесь вам хочется сиять и получать признание',
  moon: 'здесь вы ищете утешения, и здесь проявляются ваши настроения',
  mercury: 'здесь ваш ум работает больше всего',
  venus: 'здесь вы находите удовольствие и располагаете к себе людей',
  mars: 'здесь вы напираете, соперничаете и тратите силы',
  jupiter: 'здесь удача и рост приходят легче всего',
  saturn: 'здесь вы проходите испытания и выстраиваете прочную силу',
  uranus: 'здесь вам нужна свобода, и здесь возможны внезапные перемены',
  neptune: 'здесь вы идеализируете, мечтаете, а порой и теряетесь',
  pluto: 'здесь вы переживаете накал, борьбу за власть и глубокие перемены',
  chiron: 'здесь живут старые раны, и здесь вы можете помогать исцеляться другим',
  'north-node': 'здесь лежит ваш рост, даже если эта область кажется вам незнакомой',
  'south-node': 'здесь вы опираетесь на давние, хорошо проверенные умения',
  'mean-lilith': 'здесь вы не даёте себя приручить',
};

const ANGULARITY: Record<Angularity, string[]> = {
  angular: [
    'Угловой дом выдвигает это положение на первый план вашей жизни.',
    'В угловом доме это положение заметно и деятельно.',
  ],
  succedent: [
    'В последующем доме это положение работает размеренно и со временем копит ресурсы.',
    'Последующий дом придаёт этому положению упорства.',
  ],
  cadent: [
    'В падающем доме это положение действует на заднем плане — через учёбу и умение приспосабливаться.',
    'Падающий дом делает влияние этого положения тише и гибче.',
  ],
};

/** Title and body of natal `point` in house `house`, in Russian. */
export function ruPlanetHouse(point: HousePoint, house: House, c: Chooser): InterpretationText {
  const name = RU_POINT_NAMES[point];
  const N = RU_NATAL[point];
  const H = RU_HOUSES[house];
  const area = c.pick('area', H.areas);
  const domain = c.pick('domain', N.domain);

  const openings = [
    `${name.nom} ${inHouseNumber(house)} переносит ${domain} в сферу ${area}.`,
    `${capitalize(adj('расположенный', name.g))} ${inHouseWords(house)}, ${name.nom} выражает ${domain} через вопросы ${area}.`,
    `${capitalize(inHouseNumber(house))}, доме ${area}, ${name.nom} связывает ${domain} с этой областью жизни.`,
  ];
  const sentences = [c.pick('opening', openings), `${HOUSE_ROLE[point]}.`];
  const joy = (JOYS as Record<string, number | undefined>)[point];
  if (joy === house) {
    sentences.push(
      `По традиции ${name.nom} «радуется» ${inHouseNumber(house)}: здесь ${pronoun(name.g, 'dat')} особенно уютно.`,
    );
  } else {
    sentences.push(c.pick('angularity', ANGULARITY[angularityOf(house)]));
  }
  const action = c.pick('act', H.actions);
  sentences.push(
    c.pick('action', [`Хороший способ с этим работать — ${action}.`, `Воплотите это на деле: ${action}.`, '']),
  );
  return { title: `${name.nom} ${inHouseNumber(house)}`, body: polish(paragraph(sentences)) };
}
