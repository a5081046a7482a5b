/** Japanese texts of the composite chart: the relationship's own chart, read for both people (おふたり). */
import type { Element } from '../../astro/sign-qualities.ts';
import { JA_ASPECTS } from '../ja/aspects.ts';
import { jaParagraph, list } from '../ja/grammar.ts';
import { JA_POINT_NAMES } from '../ja/points.ts';
import { JA_HOUSES, JA_SIGNS } from '../ja/zodiac.ts';
import { signName } from '../names.ts';
import type { CompositeAspect, CompositeAspectPoint, CompositeKeyPoint, CompositeWriter, ScoreBand } from './writer.ts';

const names = (ids: readonly CompositeAspectPoint[]) => list(ids.map((id) => JA_POINT_NAMES[id]));
/** "コンポジットの太陽". */
const composite = (p: CompositeAspectPoint) => `コンポジットの${JA_POINT_NAMES[p]}`;
/** What each point stands for in a relationship. */
const ROLE: Record<CompositeAspectPoint, string> = {
  sun: 'この関係の意味',
  moon: 'おふたりのあいだの心の空気',
  mercury: 'おふたりの話し方',
  venus: 'おふたりの愛情と分かち合う楽しみ',
  mars: 'おふたりが共有する勢い',
  jupiter: 'おふたりの共通の希望',
  saturn: 'おふたりが守る約束',
  uranus: 'おふたりが互いに与える自由',
  neptune: 'おふたりが分かち合う理想',
  pluto: 'この絆がふたりに及ぼす力',
  ascendant: 'カップルとして見せる姿',
  midheaven: 'おふたりが世の中で一緒に成し遂げること',
};

const ASPECT: Record<CompositeAspect, (a: string, b: string) => string> = {
  conjunction: (a, b) => `${a}と${b}は、ひとつのテーマに溶け合っています`,
  trine: (a, b) => `${a}と${b}は、無理なく一緒に流れています`,
  sextile: (a, b) => `${a}と${b}は、おふたりが機会をつかめばすぐに助け合います`,
  square: (a, b) => `${a}と${b}は、互いにこすれ合っています`,
  opposition: (a, b) => `${a}と${b}は、反対の方向へ引っぱり合っています`,
};
const ASPECT_AFTER: Record<CompositeAspect, string> = {
  conjunction: '一方に触れるものは、もう一方にも触れます。',
  trine: '当たり前のように頼れる力なので、意識して使いましょう。',
  sextile: 'その贈り物は本物ですが、ふたりそれぞれに小さな一歩を求めます。',
  square: 'そのこすれ合いの中で、関係は成長を迫られます。',
  opposition: 'それぞれが意識して一方の端を持つとき、バランスが生まれます。',
};

const PLACEMENT: Record<CompositeKeyPoint, string> = {
  sun: 'コンポジットの太陽は、この関係が何のために存在するのかを語ります',
  moon: 'コンポジットの月は、ふたりで一緒にいるとき何が安らぎになるのかを示します',
  venus: 'コンポジットの金星は、おふたりが愛情をどう表すかを示します',
  mars: 'コンポジットの火星は、カップルとしてどう行動し、どうけんかするかを示します',
  mercury: 'コンポジットの水星は、おふたりが一緒にどう考え、どう話すかを示します',
  ascendant: 'コンポジットのアセンダントは、まわりの人から見たおふたりの姿です',
};

const ELEMENT_NAME: Record<Element, string> = { fire: '火', earth: '地', air: '風', water: '水' };
const ELEMENT_TONE: Record<Element, string> = {
  fire: '情熱と勇気、そして冒険を楽しむ心',
  earth: '具体的な計画と誠実さ、そして分かち合う安心',
  air: '対話とアイデア、そして友情',
  water: '感情と親密さ、そして言葉のいらない理解',
};

const BAND: Record<ScoreBand, string> = {
  strong: '強い組み合わせです。ふたつのチャートのあいだの接触は、ほとんどいつも互いを支えています',
  good: 'よい組み合わせです。支えが摩擦を上回り、その摩擦も扱うことができます',
  mixed: '入りまじった組み合わせです。支えと摩擦がほぼ同じなので、多くはおふたりがどう歩み寄るかにかかっています',
  demanding: '手ごわい組み合わせです。摩擦が気楽さを上回るので、忍耐とはっきりした取り決めが必要です',
};

const PATTERN_TITLE = {
  'grand-trine': 'グランドトライン',
  kite: 'カイト',
  't-square': 'Tスクエア',
  'grand-cross': 'グランドクロス',
  yod: 'ヨッド',
} as const;

export const jaComposite: CompositeWriter = {
  score(score, band, [a, b]) {
    return {
      title: `相性 ${score}／100`,
      body: jaParagraph([
        `チャートどうしを比べると、${a}さんと${b}さんの相性は100点中${score}点で、${BAND[band]}`,
        'コンポジット・チャートは、おふたりが一緒につくるものを表します',
      ]),
    };
  },
  stellium(s) {
    const sign = JA_SIGNS[s.sign];
    const house = s.houses[0];
    return s.by === 'sign'
      ? {
          title: `${signName(s.sign, 'ja')}のステリウム`,
          body: jaParagraph([
            `おふたりのコンポジット・チャートでは、${names(s.members)}が${signName(s.sign, 'ja')}に集まっています`,
            `この絆そのものが${sign.traits}性格をもち、${sign.gift}が大きな強み、${sign.shadow}がそのリスクです`,
          ]),
        }
      : {
          title: `第${house}ハウスのステリウム`,
          body: jaParagraph([
            `おふたりのコンポジット・チャートでは、${names(s.members)}が第${house}ハウスに集まっています`,
            `${JA_HOUSES[house].areas[0]}が、この関係の主な舞台です`,
          ]),
        };
  },
  pattern(p) {
    const apex = p.apex ? JA_POINT_NAMES[p.apex] : '';
    const element = p.element ? `${ELEMENT_NAME[p.element]}のエレメントの` : 'さまざまなエレメントの';
    const body: Record<typeof p.kind, string[]> = {
      'grand-trine': [
        `おふたりのコンポジット・チャートでは、${names(p.members)}がグランドトラインをつくっています`,
        `${element}エネルギーがなめらかに巡る輪で、ふだんの日々の関係を支えます`,
        '共通の目標を与えましょう。そうしないと、その気楽さは惰性に変わります',
      ],
      kite: [
        `${names(p.members)}がカイトをつくっています`,
        'グランドトラインの楽な流れに方向が加わり、力を合わせて追いかけられる共通の目標が生まれます',
      ],
      't-square': [
        `${names(p.members)}がTスクエアをつくり、その頂点に${apex}があります`,
        'そこに関係の緊張がたまり、ふたりで向き合うとき、そこでいちばん多くを得られます',
      ],
      'grand-cross': [
        `${names(p.members)}がグランドクロスをつくっています`,
        '四つの要求が関係を同時に引っぱり、それをふたりで支えることで、関係はたくましくなります',
      ],
      yod: [
        `${names(p.members)}が${apex}を指すヨッドをつくっています`,
        'この関係の何かが、さらなる努力よりも、絶え間ない調整を求め続けます',
      ],
    };
    return { title: PATTERN_TITLE[p.kind], body: jaParagraph(body[p.kind]) };
  },
  balance(b) {
    const main = b.dominantElements;
    const missing = b.missingElements;
    return {
      title: '関係のエレメント',
      body: jaParagraph([
        `コンポジットの天体の多くは${list(main.map((e) => ELEMENT_NAME[e]))}のサインにあるので、この関係は${list(main.map((e) => ELEMENT_TONE[e]))}を糧にしています`,
        missing.length
          ? `${list(missing.map((e) => ELEMENT_NAME[e]))}には何もないため、${list(missing.map((e) => ELEMENT_TONE[e]))}は、意識して持ち込む必要があります`
          : '',
      ]),
    };
  },
  placement(point, sign, house) {
    const s = JA_SIGNS[sign];
    return {
      title: `${composite(point)}：${signName(sign, 'ja')}、第${house}ハウス`,
      body: jaParagraph([
        PLACEMENT[point],
        `このサインでは、絆は${s.traits}ものになり、${s.needs}を必要とします`,
        point === 'ascendant' ? '' : `その舞台となるのは、${JA_HOUSES[house].areas[0]}です`,
      ]),
    };
  },
  aspect(a, aspect, b, position) {
    return {
      title: `${composite(a)}と${JA_POINT_NAMES[b]}の${JA_ASPECTS[aspect].noun}`,
      body: jaParagraph([ASPECT[aspect](ROLE[a], ROLE[b]), position < 5 ? ASPECT_AFTER[aspect] : '']),
    };
  },
};
