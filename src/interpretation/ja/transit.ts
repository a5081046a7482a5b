/**
 * Japanese transit texts: "トランジットの火星が出生の太陽とスクエア", with a body that joins what the
 * transiting point brings, the aspect's quality and the natal point's domain, clause to clause
 * by the connective forms of grammar.ts.
 */
import type { AspectId } from '../../astro/vocabulary.ts';
import { isMinor, isReturn, type NatalPoint, type Nature, natureOf, PACE, type TransitingPoint } from '../catalogue.ts';
import type { Chooser } from '../variation.ts';
import type { InterpretationText } from '../writer.ts';
import { JA_ASPECTS } from './aspects.ts';
import { jaParagraph, masu, please, polish, shou, stem, te } from './grammar.ts';
import { JA_NATAL, JA_POINT_NAMES, JA_TRANSITING } from './points.ts';

/** How long the transit lasts and how it unfolds, three ways per transiting point. */
const TIMING: Record<TransitingPoint, string[]> = {
  sun: [
    '太陽がこの点を通るのは一年に一度で、オーブの中にいるのはほんの数日です',
    '数日のうちに太陽は先へ進むので、この時をうまく生かしましょう',
    '明るい数日があれば、違いに気づくには十分です',
  ],
  moon: [
    '月は数時間で移動するので、これは人生の出来事というより、その日の心の天気です',
    'ほかの月のトランジットと同じく、数時間で過ぎていきます',
    '明日には、月はもうチャートの別の場所を通っています',
  ],
  mercury: [
    '水星は足が速く、逆行でテーマが戻ってこないかぎり数日で過ぎます',
    '近くで水星が逆行すると、数週間のうちに同じ話題が三度まで戻ってくることがあります',
    'この数日の会話は、思っている以上に大切かもしれません',
  ],
  venus: [
    '金星がここにとどまるのは、まれな逆行の年を除けば数日だけです',
    '心に留めておきたい心地よい数日であって、人生の転機ではありません',
    'この数日に好きだと感じるものが、あなたがもっと望んでいるものを教えてくれます',
  ],
  mars: [
    '火星はおよそ一週間、熱を高く保ちます',
    '一週間ほど続きますが、火星が逆行中なら数か月に及ぶこともあります',
    'エネルギーは正確な日の前後で頂点に達し、一週間ほどで静まります',
  ],
  jupiter: [
    '木星は数週間をかけて進み、逆行によって同じ年のうちに二度目、三度目の通過が起こることもあります',
    'これは一日ではなく、数週間にわたるテーマです',
    '木星とともに成長は少しずつ進み、いま始めたことは一年かけて実を結ぶかもしれません',
  ],
  'north-node': [
    'ノードは黄道をゆっくりと逆向きに進むので、この接触は数週間続きます',
    'この数週間の出会いや機会は、いつも以上に意味をもつかもしれません',
    'その影響は出来事よりも、進むべき方向の感覚として表れます',
  ],
  saturn: [
    '土星はゆっくりと働き、すべては数か月かけて、しばしば複数回の正確な通過を経て展開します',
    '一度きりの出来事というより、数か月にわたるゆっくりとした過程です',
    'この数か月に築いたり解決したりしたことは、たいてい長く残ります',
  ],
  chiron: [
    'キロンの歩みは遅く、この接触は数か月にわたり、二度目の通過で戻ってくることもよくあります',
    'こうした癒しには、数日ではなく数か月が必要です',
    '古い物語は、手放されるまでに何度か浮かび上がってくることがあります',
  ],
  uranus: [
    '天王星は一年以上、最大三回の通過でとどまり、それが始めた変化はたいてい定着します',
    'ゆっくりと深く進むこのトランジットは、一つのエピソードではなく人生の一章です',
    '急な転換は正確な通過の前後に集中し、そのあいだには静かな月日が挟まります',
  ],
  neptune: [
    '海王星は一年以上、最大三回の通過をかけて進み、その影響はトランジットそのものより長く続きます',
    '海王星のもとでは明晰さはゆっくりと訪れ、この時期の意味は、あとになって見えてくることが多いものです',
    '決まった瞬間というより、長く静かな過程です',
  ],
  pluto: [
    '冥王星は何年もとどまって最大三回の正確な通過を経るので、これは一度きりの出来事ではなく、ゆっくりと深い変化です',
    '冥王星が変えたものは、もう元の姿には戻りません',
    'これほど長いトランジットには忍耐が必要で、変化はまず水面下で進みます',
  ],
};

/** A second way of saying what each transiting point brings, by the aspect's nature. */
const ALSO_BRINGS: Record<TransitingPoint, Record<Nature, string>> = {
  sun: {
    fusion: '新しい活力の高まりと、人に気づいてほしいという願い',
    hard: 'プライドと疲れ、そして意志を試される場面',
    soft: '温かさと評価、そして静かな自信',
  },
  moon: {
    fusion: '強い感情と、家にこもりたい気持ち',
    hard: '落ち着かない気分と、小さな苛立ち',
    soft: '安らぎと親しさ、そしてやさしい心持ち',
  },
  mercury: {
    fusion: '知らせや計画、そしてアイデアでいっぱいの頭',
    hard: '話の食い違いや遅れ、そして神経質な迷い',
    soft: 'おしゃべりや手紙、決断によいタイミング',
  },
  venus: {
    fusion: '温もりと惹かれ合う気持ち、そして人生を楽しみたい思い',
    hard: '見栄や使いすぎ、口にされない不満',
    soft: 'やさしさとよい仲間、そして小さな喜び',
  },
  mars: {
    fusion: '勢いと意欲、そして早く始めたいというはやる気持ち',
    hard: '腹立ちや急ぎすぎによる見落とし、そして自分の場所をめぐる争い',
    soft: '持久力と主体性、そして健全な競争心',
  },
  jupiter: {
    fusion: '機会と信頼、そして成長したいという意欲',
    hard: '過信と、度を越した楽観',
    soft: '人からの支えと幸運、そして確かな自信',
  },
  'north-node': {
    fusion: 'あなたがここで学ぶべきものとの出会い',
    hard: '古い習慣が新しい目標を引き戻そうとする力',
    soft: 'あなたの道に調子を合わせてくれる味方と機会',
  },
  saturn: {
    fusion: '成熟を試される場面と、舵を握る必要',
    hard: '厳しい限界と疲労、そして待ってくれない務め',
    soft: '忍耐と構造、そして重ねた努力への報い',
  },
  chiron: {
    fusion: '敏感な場所に触れられる体験と、それを手当てする機会',
    hard: '呼び覚まされた古い痛みと、自分を守る必要',
    soft: '理解と修復、そして人の回復を助けたいという願い',
  },
  uranus: {
    fusion: '飛躍と揺さぶり、そして自由への渇き',
    hard: '突然の決裂と神経の緊張、そして反抗心',
    soft: '独創的な解決と、幸運な進路変更',
  },
  neptune: {
    fusion: '夢と、溶けていく確信、そして精神的な渇き',
    hard: '霧と幻滅、そして逃げ出したい誘惑',
    soft: '想像力と共感、そして静かな恵み',
  },
  pluto: {
    fusion: '終わりと再生、そして力との対面',
    hard: '支配と衝動、そして土台を一掃する危機',
    soft: '決意と明晰さ、そして自分を新しくする力',
  },
};

/** More names for the quality of the major aspects in a transit (beside JA_ASPECTS). */
const MORE_QUALITY: Partial<Record<AspectId, string[]>> = {
  conjunction: ['ふたつの力の足し算', 'エネルギーに満ちた始まり'],
  opposition: ['押したり引いたりの駆け引き', 'バランスを求める綱引き'],
  square: ['行動するまで高まり続ける圧力', '緊張をはらんだ転換点'],
  trine: ['変わらない支え', '楽な流れとよいタイミング'],
  sextile: ['役に立つ入り口', '主体性に報いる機会'],
};

const RETURNS: Partial<Record<TransitingPoint, string>> = {
  sun: 'これはあなたのソーラーリターン、つまり占星術上の誕生日で、始まる一年の基調を決めます',
  moon: 'これは毎月のルナーリターンで、心の小さな新しい始まりです',
  jupiter: 'これはあなたの木星回帰で、十二年の新しい成長のサイクルの始まりです',
  saturn: 'これはあなたの土星回帰で、自分の人生を自分の手に引き受けるよう求める通過儀礼です',
  chiron: 'これはあなたのキロン回帰で、古い傷と和解するための、人生で一度きりの機会です',
  'north-node': 'これはあなたのノード回帰で、人生の道筋がふたたび見えてくる時期です',
};

const MINOR_NOTES = [
  'マイナーアスペクトなので、その影響はかすかで見過ごしやすいものです',
  'マイナーアスペクトは叫ばずにささやくので、小さなサインに気を配りましょう',
];

/** Title and body of transiting `transiting` in `aspect` to natal `natal`, in Japanese. */
export function jaTransit(
  transiting: TransitingPoint,
  aspect: AspectId,
  natal: NatalPoint,
  c: Chooser,
): InterpretationText {
  const t = JA_POINT_NAMES[transiting];
  const n = JA_POINT_NAMES[natal];
  const T = JA_TRANSITING[transiting];
  const N = JA_NATAL[natal];
  const A = JA_ASPECTS[aspect];
  const nature = natureOf(aspect);

  // The natal point is named in three ways, so that a report with many transits to it does not repeat one phrase.
  const natalForm = c.index('natal-form', 5);
  const natalShort = [`あなたの${n}`, `出生図の${n}`, `生まれたときの${n}`, `ネイタルチャートの${n}`, `生来の${n}`][
    natalForm
  ];
  const natal_ = natalForm === 0 ? `出生時のあなたの${n}` : natalShort;
  const first = c.index('domain', 2);
  const domain = N.domain[first];
  const domain2 = N.domain[1 - first];
  const verb = c.pick('verb', A.verbs);
  const effect = c.pick('effect', A.effect)(domain);
  const quality = c.pick('quality', [...A.quality, ...(MORE_QUALITY[aspect] ?? [])]);
  const epithet = c.pick('epithet', T.epithet);
  const named = c.pick('epithet-form', [`${epithet}である${t}`, `${epithet}、${t}`]);
  const brings = c.pick('brings', [T.brings[nature], ALSO_BRINGS[transiting][nature]]);
  const feels = N.feels[nature];
  const advice = c.pick('advice', T.advice[nature]);

  const openings = [
    `${named}が${natal_}と${stem(verb)}、${masu(effect)}`,
    `${t}と${natalShort}のこの${A.noun}は、${masu(effect)}`,
    `${natal_}に${t}が${A.noun}をなすいま、${quality}が${domain}を${c.pick('tint', ['彩ります', '包みます', '形づくります'])}`,
    `トランジットの${t}が${natal_}と${stem(verb)}、${domain}に${quality}をもたらします`,
    `${t}が${natalShort}と${verb}ため、${domain}にとって、いまは${quality}の時期です`,
    `${natalShort}と${t}が${verb}いま、${domain}には${quality}が訪れています`,
    `${t}と${natalShort}の${A.noun}のもとで、${quality}が${domain}に刻まれます`,
    `${N.area}の面では、${natal_}と${t}が${stem(verb)}、${masu(effect)}`,
  ];
  const middles = [
    `${brings}が訪れそうで、${masu(feels)}`,
    `${t}が${brings}をもたらすなかで、${masu(feels)}`,
    `${domain2}には${t}が${brings}を運んできて、${masu(feels)}`,
    `${t}は${brings}を${c.pick('stakes', ['持ち込み', '差し出し', 'テーブルに載せ'])}、${masu(feels)}`,
    `${te(feels)}、そこに${t}が${brings}を添えます`,
    `${t}が${brings}を差し出し、${masu(feels)}`,
  ];
  // An opening that names the area already: the advice does not name it again.
  const areaOpening = c.index('opening', openings.length) === openings.length - 1;
  const advices = [
    please(advice),
    `${advice}ことが、この${A.noun}を生かす鍵です`,
    `${c.pick('lead', ['シンプルに言えば', 'ひと言でいえば', 'まずは', 'この時期は', 'できることなら'])}、${please(advice)}`,
    // The aspect's own advice would repeat in every text of that aspect: minor aspects only (they are few).
    isMinor(aspect)
      ? c.pick('aspect-advice', A.advice)
      : areaOpening
        ? please(advice)
        : `${N.area}については、${shou(advice)}`,
  ];
  const sentences = [c.pick('opening', openings), c.pick('middle', middles), c.pick('advice-form', advices)];

  if (isReturn(transiting, aspect, natal)) {
    sentences.push(
      RETURNS[transiting] ??
        (PACE[transiting] === 'years'
          ? 'これほど遅い天体が出生時の位置に戻るのは人生のごく初期か、天王星の場合は84歳ごろだけなので、一つの出来事というより人生のひとつの段階を示します'
          : `これはあなたの${t}回帰で、${t}の新しいサイクルの始まりです`),
    );
  } else {
    const extras = [c.pick('pace', TIMING[transiting]), ''];
    if (isMinor(aspect)) extras.push(c.pick('minor', MINOR_NOTES));
    sentences.push(c.pick('extra', extras));
  }
  return {
    title: `トランジットの${t}が出生の${n}と${A.noun}`,
    body: polish(jaParagraph(sentences)),
  };
}
