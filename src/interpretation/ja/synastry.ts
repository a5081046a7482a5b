/** Japanese synastry texts: a point of person 1 ("あなたの") in aspect to a point of person 2 ("相手の"). */
import { type Nature, natureOf, type SynastryAspect, type SynastryPoint } from '../catalogue.ts';
import type { Chooser } from '../variation.ts';
import type { InterpretationText } from '../writer.ts';
import { JA_ASPECTS } from './aspects.ts';
import { jaParagraph, masu, polish, stem, te } from './grammar.ts';
import { JA_POINT_NAMES, JA_RELATING } from './points.ts';

/**
 * What a couple can do with a contact, by the theme of one of its points and the aspect's nature,
 * so that a relationship with a dozen contacts does not repeat one piece of advice per aspect.
 */
const POINT_ADVICE: Record<SynastryPoint, Record<Nature, string>> = {
  sun: {
    fusion: 'ひとつの共通の中心ではなく、ふたつの人生の計画のための余地を残しておくとよいでしょう。',
    hard: '主導権を交代で握ると助けになります。どちらかが輝くために、もう一方が小さくなる必要はありません。',
    soft: '相手のどこに感心しているかを声に出して伝えると、ふたりとも強くなれます。',
  },
  moon: {
    fusion: 'ふたりが頼りにできる小さな思いやりの習慣が、この絆を支えます。',
    hard: '相手が何を必要としているかは、決めつけずに尋ねるほうがうまくいきます。',
    soft: '家での穏やかな時間は守る価値があります。それがこの関係を育てます。',
  },
  mercury: {
    fusion: 'たくさん話すのはよいことですが、相手が話し終えるまで待つことも忘れずに。',
    hard: '言葉がとげとげしくなったら、返事をする前に一時間おくと傷つけ合わずにすみます。',
    soft: '一緒に計画し、学び、旅をすると、ふたりの会話のいちばんよいところが引き出されます。',
  },
  venus: {
    fusion: '分かち合う楽しみを味わいながらも、自分だけの楽しみを少し持っていてかまいません。',
    hard: 'それぞれが何を大切にしているかを、推測せずに言葉にすると、好みの行き違いを防げます。',
    soft: '美しさと楽しみには、ふたりで過ごす時間の中に決まった居場所をつくってあげましょう。',
  },
  mars: {
    fusion: 'ふたりのエネルギーは、共通の計画やスポーツ、目標に向けるといちばん生きます。',
    hard: '議論するのは問題そのものについてだけにして、勝ち負けにはせず、終わったら気持ちを切り替えましょう。',
    soft: 'ふたりとも望むことのために一緒に動くと、関係はいっそう早く前に進みます。',
  },
  jupiter: {
    fusion: '一緒に大きな夢を描いたら、計画をひとつ選んで最後までやり遂げるとうまくいきます。',
    hard: 'ふたりでいると守れる以上の約束をしがちなので、限度を決めておくと助けになります。',
    soft: '相手の成長を励ますことは自然にできます。ここでは寛大さが流れています。',
  },
  saturn: {
    fusion: '約束ごとは、ふたりで決めて、どちらか一人に背負わせなければ軽くなります。',
    hard: '決まりや務めが重くなったときは、黙っているより口に出すほうが助けになります。',
    soft: '家や貯金、日々の習慣など、長く続くものを一緒に築くことが関係を育てます。',
  },
  uranus: {
    fusion: '互いを驚かせ続け、互いを自由にしておくことが、火花を絶やさない秘訣です。',
    hard: 'すべてを変える前に、何は変えずに守るかをふたりで決めておきましょう。',
    soft: '新しいことを一緒に試すと、ふたりとも新鮮な気持ちになれます。',
  },
  neptune: {
    fusion: '夢を分かち合うのは素敵なことですが、ときどき日々の暮らしと照らし合わせることも大切です。',
    hard: '期待をはっきり言葉にしておくと、どちらかが幻を愛してしまうのを防げます。',
    soft: '芸術や音楽、分かち合う静けさが、ふたりの感じていることをさらに深めます。',
  },
  pluto: {
    fusion: '深さこそがこの接触の贈り物です。そこに支配を持ち込まないようにしましょう。',
    hard: '力比べは必要ありません。どちらも勝たなくてよいとき、信頼が育ちます。',
    soft: '難しいことに一緒に向き合うと、ふたりの関係はより強くなります。',
  },
  ascendant: {
    fusion: 'それぞれが相手のスタイルをどう形づくっているかに気づき、それを楽しむとよいでしょう。',
    hard: '最初の反応の先を見ようとすると、互いを本当に知る時間が生まれます。',
    soft: 'ふたりは一緒にいて心地よく、それは外から見ても伝わります。',
  },
};

/** Title and body of person 1's `a` in `aspect` to person 2's `b`, in Japanese. */
export function jaSynastry(a: SynastryPoint, aspect: SynastryAspect, b: SynastryPoint, c: Chooser): InterpretationText {
  const yourA = c.pick('your', [`あなたの${JA_POINT_NAMES[a]}`, `あなた自身の${JA_POINT_NAMES[a]}`]);
  const theirB = c.pick('their', [`相手の${JA_POINT_NAMES[b]}`, `パートナーの${JA_POINT_NAMES[b]}`]);
  const A = JA_ASPECTS[aspect];
  const nature = natureOf(aspect);
  const ra = JA_RELATING[a];
  const rb = JA_RELATING[b];
  const verb = c.pick('verb', A.verbs);
  const links = c.pick('links', A.links);
  const [roleA, roleB] = c.pick('roles', [
    [`あなたの${ra.role}`, `相手の${rb.role}`],
    [`あなたが持つ${ra.role}`, `相手が持つ${rb.role}`],
  ]);
  const roles = `${roleA}と${roleB}は`;

  const openings = [
    `${yourA}が${theirB}と${stem(verb)}、${roles}${masu(links)}`,
    `${yourA}が${theirB}と${verb}とき、${roles}${masu(links)}`,
    `${yourA}と${theirB}が${A.noun}をなすこの組み合わせでは、${roles}${masu(links)}`,
    `${roleA}と${roleB}が${links}のは、${yourA}が${theirB}と${verb}からです`,
    `${theirB}に${yourA}が${A.noun}をつくると、${roles}${masu(links)}`,
    `${A.noun}で結ばれた${yourA}と${theirB}のあいだでは、${roles}${masu(links)}`,
  ];
  const middles = [
    `${te(ra.gives[nature])}、相手は${masu(rb.receives[nature])}`,
    `${ra.gives[nature]}一方で、相手は${masu(rb.receives[nature])}`,
    `${stem(ra.gives[nature])}、相手は${masu(rb.receives[nature])}`,
    `${ra.gives[nature]}のに対して、相手のほうは${masu(rb.receives[nature])}`,
  ];
  return {
    title: `あなたの${JA_POINT_NAMES[a]}と相手の${JA_POINT_NAMES[b]}の${A.noun}`,
    body: polish(
      jaParagraph([
        c.pick('opening', openings),
        c.pick('middle', middles),
        c.pick('advice', [POINT_ADVICE[a][nature], POINT_ADVICE[b][nature]]),
      ]),
    ),
  };
}
