/** The Japanese natal synthesis texts (see writer.ts). */
import type { Element, Modality } from '../../astro/sign-qualities.ts';
import type { Planet } from '../../astro/vocabulary.ts';
import { jaParagraph, list, things } from '../ja/grammar.ts';
import { JA_NATAL, JA_POINT_NAMES } from '../ja/points.ts';
import { signName } from '../names.ts';
import { type AspectTextPoint, cycle, type MajorAspect, type NatalSynthesisWriter } from './writer.ts';

const name = (p: AspectTextPoint) => JA_POINT_NAMES[p];
const names = (ps: readonly Planet[]) => list(ps.map(name));
const ELEMENT: Record<Element, string> = { fire: '火', earth: '地', air: '風', water: '水' };
const MODALITY: Record<Modality, string> = { cardinal: '活動宮', fixed: '不動宮', mutable: '柔軟宮' };
const ELEMENT_GIFT: Record<Element, string> = {
  fire: '情熱と勇気、そして行動する意欲',
  earth: '忍耐と実際的な感覚、そして長く続くものを見抜く目',
  air: 'アイデアと対話、そして一歩引いて眺める力',
  water: '感情と直感、そして人を繊細に感じ取る力',
};
const ELEMENT_LACK: Record<Element, string> = {
  fire: '自発性や自信は、当たり前に備わっているというより、鍛えて育てるものです',
  earth: '日々の習慣やお金、体は、思っている以上に意識的な手入れを求めます',
  air: '気持ちを言葉にして整理することは、あなたにとって自然なことではありません',
  water: '感情は、味わうよりも分析するほうが楽に感じられます',
};
const MODALITY_WAY: Record<Modality, string> = {
  cardinal: 'あなたは物事を始め、最初の一歩を踏み出し、方向を示します',
  fixed: 'あなたは進路を保ち、ゆっくりと築き、始めたことを最後までやり遂げます',
  mutable: 'あなたは状況に合わせ、すばやく学び、人生が求めるときには進路を変えます',
};
const HEMISPHERE: Record<'north' | 'south' | 'east' | 'west', string> = {
  south:
    '天体の多くは地平線の上、社会生活のハウスにあります。あなたは外に向かって生き、成長の多くは人の目に触れるところで起こります。',
  north:
    '天体の多くは地平線の下、私的なハウスにあります。あなたの人生は家庭や内面の世界、身近な人々に根を張り、自分のペースで成熟していきます。',
  east: 'アセンダント側である東半分に天体の多くが集まっています。あなたは自分で道を切り開き、自分の主体性を信じる傾向があります。',
  west: 'ディセンダント側である西半分に天体の多くが集まっています。あなたは人との関係の中で生き生きとし、得るものの多くは人を通してやって来ます。',
};
const TITLE = {
  'grand-trine': 'グランドトライン',
  't-square': 'Tスクエア',
  'grand-cross': 'グランドクロス',
  yod: 'ヨッド',
  kite: 'カイト',
} as const;
const ASPECT_NAME: Record<MajorAspect, string> = {
  conjunction: 'コンジャンクション',
  opposition: 'オポジション',
  trine: 'トライン',
  square: 'スクエア',
  sextile: 'セクスタイル',
};
const ASPECT_OPENINGS: ((a: string, x: string, b: string) => string)[] = [
  (a, x, b) => `${a}と${b}は${x}をつくっています。`,
  (a, x, b) => `${a}と${b}のあいだには${x}があります。`,
  (a, x, b) => `あなたのチャートは、${x}によって${a}と${b}を結びつけています。`,
  (a, x, b) => `${x}が${a}と${b}をつないでいます。`,
];
const ASPECT_MEANING: Record<MajorAspect, string[]> = {
  conjunction: [
    'ここではふたつがひとつとして働き、一方だけを生きることはめったにありません。',
    'こうして溶け合うと、それぞれが相手のすることすべてに色をつけます。',
    'コンジャンクションは力を集めます。一方が望むことを、もう一方が大きくします。',
  ],
  opposition: [
    'あなたはふたつをふたつの極として生き、人生はどちらかを選ぶのではなく両方を抱えるよう求めます。',
    'あなたが両方を自分のものと認めるまで、この組の片側を、ほかの人が演じることがよくあります。',
    'ふたつのあいだを揺れ動くことで、ゆっくりと、ときには衝突を通して、バランスを学びます。',
  ],
  trine: [
    'ふたつは無理なく支え合っています。当たり前だと思いやすい才能です。',
    'この流れは、ただ楽しむだけでなく、意識して使うための資源です。',
    'ふたつの調和が、人生のこの領域をあなたにとって自然なものにしています。',
  ],
  square: [
    'ふたつはこすれ合います。その摩擦は居心地が悪いものの、あなたに何かを築かせます。',
    'ふたつのあいだの緊張は決断を求め、その決断のひとつひとつがあなたを強くします。',
    'これは働く接触です。ここでは、ほかのどこよりも努力が報われます。',
  ],
  sextile: [
    '理由を与えれば、ふたつは協力します。小さな努力がこの扉を開きます。',
    'ふたつのあいだからは、主体性に報いる機会が生まれます。',
    '練習と好奇心とともに育っていく、やさしい結びつきです。',
  ],
};
const ASPECT_LINKS: ((x: string, y: string) => string)[] = [
  (x, y) => `このアスペクトは、ふたつの領域を結びつけます。一方は${x}、もう一方は${y}です。`,
  (x, y) => `関わっているのは、一方では${x}、もう一方では${y}です。`,
  (x, y) => `実際には、${x}が一方に、${y}がもう一方にあって、互いを形づくっています。`,
  (x, y) => `この接触がつなぐのは、${x}、そして${y}です。`,
];

export const jaSynthesis: NatalSynthesisWriter = {
  stellium(s) {
    const where = s.by === 'sign' ? signName(s.sign, 'ja') : `第${s.houses[0]}ハウス`;
    return {
      title: `${where}のステリウム`,
      body: jaParagraph([
        `${things(s.members.length)}の天体が${where}に集まっています。${names(s.members)}です`,
        s.by === 'sign'
          ? `ひとつのサインにこれだけの重みがあると、そのサインの性格が凝縮された形であなたに備わります。${ELEMENT[s.element]}のエレメントと${MODALITY[s.modality]}のあり方が、あなたに強く刻まれています`
          : 'ひとつのハウスにこれだけの重みがあると、その人生の領域が主な舞台になります。これらの天体のテーマは、まずそこで生きられます',
        s.by === 'sign' && s.houses.length > 0
          ? `天体は${list(s.houses.map((h) => `第${h}ハウス`))}に入っていて、そこでこの集中が感じられます`
          : `その多くは${signName(s.sign, 'ja')}にあり、ハウスにそのサインの色合いを与えています`,
        'ステリウムは集中をもたらします。バランスは、そこから外れたものから生まれます',
      ]),
    };
  },
  pattern(p) {
    const apex = p.apex;
    const sentences: string[] = [];
    switch (p.kind) {
      case 'grand-trine':
        sentences.push(
          `${names(p.members)}は三つのトラインで結ばれ、${p.element ? `${ELEMENT[p.element]}のエレメントの` : ''}閉じた輪をつくっています`,
          p.element
            ? `それはあなたに${ELEMENT_GIFT[p.element]}を与えます。あまりに頼りになるので、気づいてさえいないかもしれません`
            : '異なるエレメントにまたがっているので、その楽さは目立ちにくいものの、人生のさまざまな領域に届きます',
          'グランドトラインの危うさは心地よさです。その才能は、挑戦に向き合うときに伸びていきます',
        );
        break;
      case 'kite':
        sentences.push(
          `${names(p.members.slice(0, 3))}のグランドトラインは${name(p.members[3])}によって錨を下ろされています。${name(p.members[3])}はひとつの頂点とオポジションをなし、残るふたつとセクスタイルをなしています`,
          `カイトはトラインの流れに方向を与えます。${JA_NATAL[p.members[3]].domain[0]}が、才能を働かせる目標になります`,
        );
        break;
      case 't-square':
        sentences.push(
          `${name(p.members[1])}と${name(p.members[2])}はオポジションをなし、どちらも${name(apex!)}とスクエアをつくっています。${name(apex!)}は${p.modality ? `${MODALITY[p.modality]}のサインにある` : ''}Tスクエアの頂点です`,
          `圧力は${JA_NATAL[apex!].domain[0]}に集まります。そこで人生はあなたに行動を促し、そこであなたはいちばん多くを得ます`,
          p.modality
            ? `${MODALITY[p.modality]}のサインでは、${MODALITY_WAY[p.modality]}。それが、この圧力への向き合い方です`
            : '頂点の反対側にある十字の空いた腕が、どこから救いが来るかを示しています',
        );
        break;
      case 'grand-cross':
        sentences.push(
          `${names(p.members)}はグランドクロスをつくっています。互いにスクエアをなすふたつのオポジションで${p.modality ? `、すべて${MODALITY[p.modality]}のサインにあります` : 'す'}`,
          '四つの方向が同時に引っぱり合い、絶えず何かを求められる人生のように感じられるかもしれません',
          '忍耐をもって担えば、この十字は並外れた粘り強さを与えてくれます',
        );
        break;
      case 'yod':
        sentences.push(
          `${name(p.members[1])}と${name(p.members[2])}はセクスタイルをなし、どちらも${name(apex!)}とクインカンクスをつくっています。「神の指」とも呼ばれるヨッドです`,
          `それは${JA_NATAL[apex!].domain[1]}を、絶えず調整し直すものとして指し示します。求められているのは、さらなる努力ではなく、別の取り組み方です`,
        );
        break;
    }
    return { title: TITLE[p.kind], body: jaParagraph(sentences) };
  },
  ruler(r) {
    return {
      title: `チャートルーラー：${name(r.ruler)}`,
      body: jaParagraph([
        `アセンダントが${signName(r.ascendantSign, 'ja')}にあるので、${name(r.ruler)}があなたのチャートを支配しています（伝統的な支配星）`,
        `${name(r.ruler)}は${signName(r.sign, 'ja')}の第${r.house}ハウスにあり、あなたが世界に向き合うやり方に刻印を残しています`,
        `${name(r.ruler)}がアスペクトで触れるものは、チャート全体の物語に入り込みます`,
      ]),
    };
  },
  balance(b) {
    const sentences = [
      `十天体のうち、${b.dominantElements.map((e) => `${things(b.elements[e])}が${ELEMENT[e]}のサインに`).join('、')}あります。あなたにとっては、${list(b.dominantElements.map((e) => ELEMENT_GIFT[e]))}が何より先に立ちます`,
    ];
    for (const e of b.missingElements)
      sentences.push(`${ELEMENT[e]}のサインには天体がひとつもありません。${ELEMENT_LACK[e]}`);
    sentences.push(
      `あり方としては、${list(b.dominantModalities.map((m) => MODALITY[m]))}のサインが優勢です。${b.dominantModalities.map((m) => MODALITY_WAY[m]).join('。また、')}`,
    );
    for (const m of b.missingModalities)
      sentences.push(`${MODALITY[m]}のサインに天体がないので、その役割はしばしばほかの人があなたの代わりに担います`);
    return { title: 'エレメントとクオリティ', body: jaParagraph(sentences) };
  },
  hemispheres(h) {
    const sentences =
      h.emphasis.length > 0
        ? h.emphasis.map((side) => HEMISPHERE[side])
        : ['天体はどちらか半分に大きく偏ることなく散らばっています。人生のどの側面も突出していません。'];
    sentences.unshift(
      `地平線の上に${things(h.south)}、下に${things(h.north)}、東に${things(h.east)}、西に${things(h.west)}の天体があります。`,
    );
    return { title: '半球', body: jaParagraph(sentences) };
  },
  dominant(d) {
    const [top, ...rest] = d;
    return {
      title: '支配的な天体',
      body: jaParagraph([
        `支配するサイン、品位、アングルとの近さ、アスペクトから見て、あなたのチャートでもっとも強い天体は${name(top.planet)}で、${list(rest.map((x) => name(x.planet)))}がそれに続きます`,
        `そのテーマである${JA_NATAL[top.planet].domain[1]}が、読み解き全体を貫いています`,
      ]),
    };
  },
  aspect(a, aspect, b, position, nth) {
    return {
      title: `${name(a)}と${name(b)}の${ASPECT_NAME[aspect]}`,
      body: jaParagraph([
        cycle(ASPECT_OPENINGS, position)(name(a), ASPECT_NAME[aspect], name(b)),
        cycle(ASPECT_LINKS, position + 1)(JA_NATAL[a].domain[position % 2], JA_NATAL[b].domain[(position + 1) % 2]),
        cycle(ASPECT_MEANING[aspect], nth),
      ]),
    };
  },
};
