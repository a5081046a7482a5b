/** Japanese phrasing of the daily and monthly horoscopes (です・ます); dates from Intl ('ja-JP'). */
import { JA_ASPECTS } from '../ja/aspects.ts';
import { jaParagraph, please, polish } from '../ja/grammar.ts';
import { JA_POINT_NAMES } from '../ja/points.ts';
import { JA_HOUSES, JA_SIGNS } from '../ja/zodiac.ts';
import { signName } from '../names.ts';
import type { Chooser } from '../variation.ts';
import type { HoroscopeEvent, HoroscopePoint } from './events.ts';
import { JA_PHASE } from './ja.ts';
import type { DayPhase, PeriodWriter } from './period-writer.ts';
import type { Tone } from './writer.ts';

const FULL_DAY = new Intl.DateTimeFormat('ja-JP', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});
const MONTH_YEAR = new Intl.DateTimeFormat('ja-JP', { month: 'long', year: 'numeric', timeZone: 'UTC' });

const DAY_PHASE: Record<DayPhase, string[]> = {
  new: [
    '月は新月で暗く、約束に満ちています。意図をひとつ定め、いまは胸にしまっておきましょう。',
    '月がもっとも暗いいま、静かに始め、まだ見えないものを信じましょう。',
  ],
  waxing: [
    '月が満ちていくので、今日の努力は積み重なっていきます。すでに始めたことに何かを加えましょう。',
    '満ちていく月は勢いを後押しします。次の具体的な一歩を踏み出しましょう。',
  ],
  full: [
    '月は満ちて、隠れていたものを照らし出します。すでに形になったものに目を向けましょう。',
    '満月のもとでは感情が大きな声で語ります。動く前に、その感情に名前をつけましょう。',
  ],
  waning: [
    '月が欠けていく、簡素にするときです。あなたを消耗させる用事をひとつ手放しましょう。',
    '欠けていく月は締めくくりを助けます。片づけ、精算し、休みましょう。',
  ],
};
const MONTH_TONE: Record<Tone, string> = {
  harmonious: '今月の天体どうしの接触はおおむね穏やかなので、計画はうまくかみ合いやすいでしょう。',
  tense: '今月はいくつかの緊張した接触があり、力の配分を求められます。',
  mixed: '今月は楽な時期と難しい時期が交互に訪れるので、動くタイミングを選びましょう。',
  calm: 'それ以外は、今月の空は穏やかです。',
};

/** Eclipse types in Japanese. */
const JA_ECLIPSE_TYPE: Record<string, string> = {
  total: '皆既',
  annular: '金環',
  hybrid: '金環皆既',
  partial: '部分',
  penumbral: '半影',
};

const name = (p: HoroscopePoint) => JA_POINT_NAMES[p];
const area = (house: number, c: Chooser) => c.pick(`area${house}`, JA_HOUSES[house].areas);
const action = (house: number, c: Chooser) => c.pick(`action${house}`, JA_HOUSES[house].actions);
const houseOf = (house: number, c: Chooser) => `${area(house, c)}をつかさどるあなたの第${house}ハウス`;

export const japanesePeriodHoroscope: PeriodWriter = {
  dailyTitle: (sign, d) =>
    `${signName(sign, 'ja')}の今日の運勢：${FULL_DAY.format(Date.UTC(d.year, d.month - 1, d.day))}`,
  monthlyTitle: (sign, year, month) =>
    `${signName(sign, 'ja')}の月間占い：${MONTH_YEAR.format(Date.UTC(year, month - 1, 15))}`,

  moonOfDay(moonSign, house, phase, c) {
    return polish(
      jaParagraph([
        `今日、月は${houseOf(house, c)}にあたる${signName(moonSign, 'ja')}を通り、${JA_SIGNS[moonSign].mood}空気が漂います`,
        c.pick('dayPhase', DAY_PHASE[phase]),
      ]),
    );
  },

  quietDay: (sign, c) =>
    c.pick('quiet', [
      `${signName(sign, 'ja')}のあなたへ。今日は正確な天体の接触がありません。自分のリズムに従うのに楽な一日です。`,
      `${signName(sign, 'ja')}のあなたへ。今日は天体が静かで、いつもの仕事と休息のための余地を残してくれます。`,
    ]),

  monthOpening(e: HoroscopeEvent, tone, c) {
    const where = houseOf(e.house, c);
    let first: string;
    switch (e.kind) {
      case 'moon-phase':
        first = `今月のクライマックスは、${where}で起こる${signName(e.sign, 'ja')}の${JA_PHASE[e.phase]}です`;
        break;
      case 'moon-ingress':
        first = `月のリズムが刻む一か月で、その始まりは${where}にあたる${signName(e.sign, 'ja')}です`;
        break;
      case 'ingress':
        first = `今月の見出しは、${name(e.point)}が${where}にあたる${signName(e.sign, 'ja')}へ移ることです`;
        break;
      case 'station':
        first = `今月は、${where}で${name(e.point)}が${e.direction === 'retrograde' ? '逆行に転じる' : '順行に戻る'}ことを軸に回ります`;
        break;
      case 'aspect':
        first = `今月を決めるアスペクトは${name(e.point)}と${name(e.other)}の${JA_ASPECTS[e.aspect].noun}で、${where}で感じられます`;
        break;
    }
    return polish(jaParagraph([first, MONTH_TONE[tone]]));
  },

  quietMonth: (sign) =>
    `${signName(sign, 'ja')}にとって、大きな天体の転機のない一か月です。すでにうまくいっていることの上に、落ち着いて積み上げましょう。`,

  eclipse(kind, type, sign, house, c) {
    const t = JA_ECLIPSE_TYPE[type] ?? type;
    return polish(
      kind === 'solar'
        ? `${signName(sign, 'ja')}での${t}日食が、${houseOf(house, c)}を揺さぶります。思ってもみなかった扉が開くので、いつもの筋書きは脇に置きましょう。`
        : `${signName(sign, 'ja')}での${t}月食が、${houseOf(house, c)}を光で満たします。そこで何かが完成するので、やって来るもののための場所を空けましょう。`,
    );
  },

  sunFocus(sunSign, house, period, c) {
    const when = period === 'day' ? 'この数日' : '今月';
    return polish(
      `太陽が${signName(sunSign, 'ja')}、あなたの第${house}ハウスにあるので、${when}あなたのエネルギーは${area(house, c)}へ向かいます。${please(action(house, c))}。`,
    );
  },
};
