/** Japanese texts for a natal point in a sign and in a house. */
import type { Sign } from '../../astro/vocabulary.ts';
import { type Angularity, angularityOf, type HousePoint, isGenerational, JOYS, type SignPoint } from '../catalogue.ts';
import type { House } from '../names.ts';
import { signName } from '../names.ts';
import { type Dignity, dignityOf, elementOf, modalityOf, oppositeSign } from '../sign-qualities.ts';
import type { Chooser } from '../variation.ts';
import type { InterpretationText } from '../writer.ts';
import { jaParagraph, masu, please, polish } from './grammar.ts';
import { JA_NATAL, JA_POINT_NAMES } from './points.ts';
import { JA_ELEMENT, JA_ELEMENT_NAME, JA_HOUSES, JA_MODALITY, JA_MODALITY_WAY, JA_SIGNS } from './zodiac.ts';

const DIGNITY: Record<Dignity, (p: string, s: string) => string> = {
  domicile: (p, s) => `${s}は${p}が支配するサインで、${p}はここで本来の座にあり、その力はのびのびと流れます`,
  exaltation: (p, s) => `${p}は${s}で高揚の位置にあり、そのいちばんよい資質が楽に表に出ます`,
  detriment: (p, s) =>
    `${p}は${s}で本来の居場所から遠く離れた位置にあり、ここでは多くの努力が要りますが、苦労して得たものは確かにあなたのものになります`,
  fall: (p, s) => `${p}は${s}で下降の位置にあり、その才能が花開くには意識的な手入れが必要です`,
};

/** Title and body of natal `point` in `sign`, in Japanese. */
export function jaPlanetSign(point: SignPoint, sign: Sign, c: Chooser): InterpretationText {
  const name = JA_POINT_NAMES[point];
  const N = JA_NATAL[point];
  const S = JA_SIGNS[sign];
  const sName = signName(sign, 'ja');
  const domain = c.pick('domain', N.domain);

  const openings = [
    `${sName}の${name}は、${domain}を${S.traits}やり方で表します`,
    `${name}が${sName}にあると、${domain}に${S.traits}色合いが加わります`,
    `${sName}に${name}をもつあなたは、${domain}に${S.traits}持ち味を見せます`,
  ];
  const middles = [`${N.area}については、${masu(S.style)}`, `${N.area}の面では、${masu(S.style)}`];
  const closings = [
    `あなたには${S.needs}が必要ですが、${S.shadow}には気をつけましょう`,
    `この配置がよく働けば${S.gift}が、うまく働かなければ${S.shadow}が表に出ます`,
    `${S.needs}でこの配置を満たせば${S.gift}が育ち、そうでなければ${S.shadow}が顔を出します`,
  ];
  const sentences = [c.pick('opening', openings), c.pick('middle', middles), c.pick('closing', closings)];

  const dignity = dignityOf(point, sign);
  if (dignity) {
    sentences.push(DIGNITY[dignity](name, sName));
  } else if (isGenerational(point)) {
    sentences.push(`${name}は何年も同じサインにとどまるので、この配置はあなた自身と同じくらい、あなたの世代を表します`);
  } else if (point === 'north-node' || point === 'south-node') {
    const other = oppositeSign(sign);
    const [from, to] = point === 'north-node' ? [other, sign] : [sign, other];
    sentences.push(
      `サウスノードが${signName(from, 'ja')}に、ノースノードが${signName(to, 'ja')}にあるあなたは、${JA_SIGNS[from].gift}から${JA_SIGNS[to].gift}へと進むことで成長します`,
    );
  } else {
    const element = elementOf(sign);
    const modality = modalityOf(sign);
    sentences.push(
      c.pick('quality', [
        `${sName}は${JA_ELEMENT_NAME[element]}の${JA_MODALITY[modality]}のサインで、${JA_MODALITY_WAY[modality]}性質をもち、${JA_ELEMENT_NAME[element]}のエレメントが${masu(JA_ELEMENT[element])}`,
        '',
      ]),
    );
  }
  return { title: `${sName}の${name}`, body: polish(jaParagraph(sentences)) };
}

const HOUSE_ROLE: Record<HousePoint, string> = {
  sun: 'ここは、あなたが輝き、認められたいと願う場所です',
  moon: 'ここであなたは安らぎを求め、ここに気分の波が表れます',
  mercury: 'ここで、あなたの頭はいちばんよく働きます',
  venus: 'ここであなたは喜びを見つけ、人の好意を引き寄せます',
  mars: 'ここであなたは押し進み、競い、エネルギーを注ぎます',
  jupiter: 'ここでは幸運と成長が、いちばん訪れやすくなります',
  saturn: 'ここであなたは試練に向き合い、長く続く強さを築きます',
  uranus: 'ここであなたは自由を必要とし、突然の変化を経験することがあります',
  neptune: 'ここであなたは理想を描き、夢を見て、ときに迷います',
  pluto: 'ここであなたは激しさと力、そして深い変化を経験します',
  chiron: 'ここには古い傷が住み、ここであなたは人の癒しを助けることができます',
  'north-node': 'なじみがないように感じても、ここにあなたの成長があります',
  'south-node': 'ここであなたは、昔から身についた確かな力に頼ります',
  'mean-lilith': 'ここであなたは、飼いならされることを拒みます',
};

const ANGULARITY: Record<Angularity, string[]> = {
  angular: [
    'アンギュラーハウスにあるので、この配置はあなたの人生で目立ちます',
    'アンギュラーハウスでは、この配置ははっきりと表に出て、活発に働きます',
  ],
  succedent: [
    'サクシーデントハウスでは、この配置は着実に働き、時間をかけて資源を築きます',
    'サクシーデントハウスが、この配置に粘り強さを与えます',
  ],
  cadent: [
    'ケーデントハウスでは、この配置は学びと適応を通して、舞台裏で働きます',
    'ケーデントハウスにあるので、その影響は控えめで柔軟です',
  ],
};

/** Title and body of natal `point` in house `house`, in Japanese. */
export function jaPlanetHouse(point: HousePoint, house: House, c: Chooser): InterpretationText {
  const name = JA_POINT_NAMES[point];
  const N = JA_NATAL[point];
  const H = JA_HOUSES[house];
  const area = c.pick('area', H.areas);
  const domain = c.pick('domain', N.domain);

  const openings = [
    `第${house}ハウスの${name}は、${domain}を${area}の領域に持ち込みます`,
    `${name}が第${house}ハウスにあると、${domain}が${area}を通して表れます`,
    `${area}をつかさどる第${house}ハウスで、${name}は${domain}をこの人生の領域に結びつけます`,
  ];
  const sentences = [c.pick('opening', openings), HOUSE_ROLE[point]];
  const joy = (JOYS as Record<string, number | undefined>)[point];
  if (joy === house) {
    sentences.push(`伝統的に、${name}は第${house}ハウスで「喜び」を得るとされ、ここでは特にくつろいで働きます`);
  } else {
    sentences.push(c.pick('angularity', ANGULARITY[angularityOf(house)]));
  }
  const action = c.pick('act', H.actions);
  sentences.push(c.pick('action', [`よい取り組み方は、${action}ことです`, `具体的には、${please(action)}`, '']));
  return { title: `第${house}ハウスの${name}`, body: polish(jaParagraph(sentences)) };
}
