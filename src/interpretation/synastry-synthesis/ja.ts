/** The Japanese synastry synthesis texts (see writer.ts); the couple is addressed as おふたり. */
import { count, jaParagraph, list, polish } from '../ja/grammar.ts';
import { JA_POINT_NAMES } from '../ja/points.ts';
import { JA_HOUSES } from '../ja/zodiac.ts';
import { cycle, type OverlayHouse, type SummaryWords, type SynastrySynthesisWriter, summaryText } from './writer.ts';

const BANDS: SummaryWords['bands'] = [
  (n: number) =>
    `100点中${n}点というスコアは、ふたりに多くを求める絆を表しています。接触はなめらかに流れるより、こすれ合うことが多いのです。`,
  (n: number) =>
    `100点中${n}点では、天秤は少しだけ努力の側に傾いています。乗り越えるべき違いとともに育っていく関係です。`,
  (n: number) =>
    `100点中${n}点では、気楽さと摩擦がほぼ釣り合っているので、多くは難しい場面にどう向き合うかにかかっています。`,
  (n: number) => `100点中${n}点というスコアは、支え合う接触が難しい接触をはっきり上回る絆を示しています。`,
  (n: number) =>
    `100点中${n}点では、おふたりのチャートはまれなほどよくかみ合っています。ふたりを結ぶもののほとんどが、無理なく流れています。`,
];
const THEMES: SummaryWords['themes'] = {
  core: {
    name: '根本的なつながり',
    strong: 'おふたりの本質と感じ方はよく調和しています',
    weak: 'おふたりの性質は異なっていて、それを受け入れることがこの絆の一部です',
  },
  emotional: {
    name: '心の絆',
    strong: 'たいていの場合、お互いのそばで理解され、安心していられます',
    weak: '気持ちはひとりでに読み取られるものではないので、声に出して伝える必要があります',
  },
  attraction: {
    name: '惹かれ合う力',
    strong: '欲求とロマンスが、おふたりのあいだには自然に生まれます',
    weak: '相性の化学反応は放っておいて続くものではなく、気づかいによって生き続けます',
  },
  communication: {
    name: 'コミュニケーション',
    strong: '話すこと、計画すること、一緒に決めることが自然にできます',
    weak: '相手が何を言いたかったのかを確かめないと、誤解が生まれやすくなります',
  },
  commitment: {
    name: '約束と継続',
    strong: '誠実さと粘り強さが、この関係の一部になっています',
    weak: '務めや期待が重くなることがあるので、率直に取り決めておきましょう',
  },
  growth: {
    name: '成長',
    strong: 'おふたりは互いを励まし、未来への希望を分かち合っています',
    weak: '共通の目標は、意識して探していく必要があります',
  },
};

const SUMMARY: SummaryWords = {
  title: 'スコアを言葉にすると',
  bands: BANDS,
  themes: THEMES,
  strongest: (t, n) => `もっとも強い領域は${t.name}（${n}）です。${t.strong}。`,
  weakest: (t, n) => `いちばん手をかける必要があるのは${t.name}（${n}）です。${t.weak}。`,
  flow: (h, t) =>
    `主な接触のうち${count(h, '件')}がなめらかに流れ、${count(t, '件')}がこすれ合っているので、善意が築いていける土台はたっぷりあります。`,
  rub: (h, t) =>
    `主な接触のうち${count(t, '件')}がこすれ合い、${count(h, '件')}がなめらかに流れています。摩擦は本物ですが、それとともに成長する機会も本物です。`,
  even: (n) =>
    `主な接触は、流れるものが${count(n, '件')}、こすれ合うものが同じく${count(n, '件')}と、ちょうど半々に分かれています。`,
};

const names = (h: OverlayHouse) => list(h.planets.map((p) => JA_POINT_NAMES[p]));
/** "ミレーバさんの太陽", "ミレーバさんの太陽と金星". */
const theirs = (partner: string, h: OverlayHouse) => `${partner}さんの${names(h)}`;
/** "あなたの太陽", "あなたの太陽と金星". */
const yours = (h: OverlayHouse) => `あなたの${names(h)}`;

export const jaSynastrySynthesis: SynastrySynthesisWriter = {
  summary: (s) => {
    const text = summaryText(s, SUMMARY);
    return { title: text.title, body: polish(text.body) };
  },
  overlayTitle: (direction, partner) =>
    direction === 'theirs-in-yours'
      ? `あなたのハウスに入る${partner}さんの天体`
      : `${partner}さんのハウスに入るあなたの天体`,
  overlay(direction, partner, h, position) {
    const n = `第${h.house}ハウス`;
    const area = JA_HOUSES[h.house].areas[0];
    if (direction === 'theirs-in-yours') {
      const P = theirs(partner, h);
      return jaParagraph([
        cycle(
          [
            `${partner}さんは、あなたの${n}に入った${names(h)}を通して、${area}を動かします`,
            `${area}をつかさどるあなたの${n}が、${P}を迎え入れています`,
            `あなたの${n}に${P}があると、${area}がふたりで分かち合う舞台になります`,
            `あなたがもっとも直接${partner}さんと出会うのは、${area}の場面です。${P}があなたの${n}にあるからです`,
            `${area}で${partner}さんの存在が強く感じられるのは、${P}があなたの${n}を占めているからです`,
            `${partner}さんは、${P}をあなたの${n}に運び込むことで、${area}を揺り動かします`,
          ],
          position,
        ),
      ]);
    }
    return jaParagraph([
      cycle(
        [
          `${yours(h)}は${partner}さんの${n}に入っていて、あなたは相手の${area}を動かします`,
          `${area}をつかさどる${partner}さんの${n}に、${yours(h)}があります`,
          `${partner}さんの${n}にある${yours(h)}を通して、あなたは相手の人生の${area}に触れます`,
          `${partner}さんは、${area}の場面であなたを感じます。${yours(h)}がその${n}にあるからです`,
          `${partner}さんの${n}に置かれた${yours(h)}は、${area}に色を添えます`,
          `${partner}さんにとって、${area}はあなたが足跡を残す場所です。${yours(h)}がその${n}にあるのです`,
        ],
        position,
      ),
    ]);
  },
};
