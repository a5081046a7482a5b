/** Japanese phrasing of the weekly horoscope (です・ます); weekday and month names from Intl ('ja-JP'). */
import type { Sign } from '../../astro/vocabulary.ts';
import { natureOf } from '../catalogue.ts';
import { JA_ASPECTS } from '../ja/aspects.ts';
import { jaParagraph, list, please, polish, stem } from '../ja/grammar.ts';
import { JA_POINT_NAMES } from '../ja/points.ts';
import { JA_HOUSES, JA_SIGNS } from '../ja/zodiac.ts';
import { signName } from '../names.ts';
import type { Chooser } from '../variation.ts';
import type { CalendarDay } from './calendar.ts';
import type { HoroscopeEvent, HoroscopePoint, IngressPoint, MoonPhase, StationPoint } from './events.ts';
import { type HoroscopeWriter, type Tone, type WeekTheme, weekThemeOf } from './writer.ts';

const WEEKDAY = new Intl.DateTimeFormat('ja-JP', { weekday: 'long', timeZone: 'UTC' });
const MONTH_DAY = new Intl.DateTimeFormat('ja-JP', { day: 'numeric', month: 'long', timeZone: 'UTC' });

/** The weekday name of a calendar day in Japanese ("月曜日"), by Intl. */
export function jaWeekday(d: CalendarDay): string {
  return WEEKDAY.format(Date.UTC(d.year, d.month - 1, d.day));
}

/** "6月1日", by Intl. */
export function jaMonthDay(d: CalendarDay): string {
  return MONTH_DAY.format(Date.UTC(d.year, d.month - 1, d.day));
}

/** Japanese names of the Moon's phases. */
export const JA_PHASE: Record<MoonPhase, string> = {
  new: '新月',
  'first-quarter': '上弦の月',
  full: '満月',
  'last-quarter': '下弦の月',
};
const PHASE_ADVICE: Record<MoonPhase, ((action: string) => string)[]> = {
  new: [(a) => `種をまくときです。${please(a)}。`, (a) => `始めるのにぴったりの時期です。${please(a)}。`],
  'first-quarter': [
    (a) => `始めたことを行動に移すときです。${please(a)}。`,
    (a) => `最初の壁を越えましょう。${please(a)}。`,
  ],
  full: [
    () => '何かが頂点に達します。育ったものを祝い、残りは手放しましょう。',
    () => 'これらのテーマでは感情が高ぶりやすくなります。反応する前に、少し距離をおきましょう。',
  ],
  'last-quarter': [
    () => '見直し、整理し、もう必要のないものを手放しましょう。',
    () => '次のサイクルが始まる前に、状況を振り返り、やりかけのことを片づけましょう。',
  ],
};

const THEME: Record<HoroscopePoint, string> = {
  sun: '注目を浴びる力',
  moon: 'あなたの感情',
  mercury: 'あなたの考えと会話',
  venus: '愛と楽しみ',
  mars: 'エネルギーと気迫',
  jupiter: '成長と幸運',
  saturn: '規律と試練',
  uranus: '変化と驚き',
  neptune: '夢と霊感',
  pluto: '深い変容',
  chiron: '癒し',
};
const STAY: Record<IngressPoint, string> = {
  sun: 'これからひと月',
  mercury: 'これから数週間',
  venus: 'およそ四週間',
  mars: 'およそ六週間',
  jupiter: 'およそ一年',
  saturn: '二、三年',
  uranus: 'およそ七年',
  neptune: '十年以上',
  pluto: '何年ものあいだ',
  chiron: '数年間',
};
const RETROGRADE: Record<StationPoint, string> = {
  mercury: 'メッセージや契約、旅の計画を読み返し、古い会話にもう一度チャンスを与えましょう。',
  venus: '何を、誰を大切にしているのかを見直しましょう。大きな買い物やイメージチェンジは先に延ばしましょう。',
  mars: 'ペースを落とし、作戦を見直し、新しい戦いを始めるより、続いている戦いを終わらせましょう。',
  jupiter: '成長は内側へ向かいます。信念と長期の計画を考え直しましょう。',
  saturn: '責任は、広げるよりも見直すことを求めています。',
  uranus: '変化は表に出る前に、静かに熟していきます。',
  neptune: '霧が少し晴れます。自分の思い込みを正直に見つめましょう。',
  pluto: '内側で手放していく過程が始まります。',
  chiron: '古い傷が、理解されるために表に浮かび上がってきます。',
};
const HARD_ADVICE = ['押し通す前にひと息入れる', '個人的に受け取らない', '予定を柔軟にしておく'];
const WEEK_THEME: Record<WeekTheme, string> = {
  new: '新たに始めるための一週間です。',
  full: '物事がはっきりし、何かが実を結ぶ感覚が訪れます。',
  'first-quarter': '決断と最初の一歩の一週間です。',
  'last-quarter': '振り返り、足もとを片づけるための一週間です。',
  'moon-ingress': '気分の流れに従い、予定は軽めにしておきましょう。',
  ingress: '人生のこの領域で、新しい章が開きます。',
  retrograde: 'ペースを落としましょう。新しく打ち出すより、見直すときです。',
  direct: '止まっていたものが動き始めます。',
  hard: 'あなたの忍耐が試される一週間です。',
  soft: 'チャンスが楽にやって来るので、しっかりつかみましょう。',
  fusion: '新しいサイクルが始まります。',
};
const TONE: Record<Tone, string> = {
  harmonious: '天体どうしの接触の多くが好意的なので、一週間は順調に進みます。',
  tense: 'いくつかの緊張したアスペクトが、道中で忍耐を求めます。',
  mixed: '張りつめた時間となめらかな時間が交互に訪れるので、動くタイミングを見きわめましょう。',
  calm: 'それ以外は、空は穏やかです。',
};

const name = (p: HoroscopePoint) => JA_POINT_NAMES[p];
const area = (house: number, c: Chooser) => c.pick(`area${house}`, JA_HOUSES[house].areas);
const action = (house: number, c: Chooser) => c.pick(`action${house}`, JA_HOUSES[house].actions);
/** "あなたの第5ハウス、創造性、恋愛、そして遊びのハウス". */
const houseOf = (house: number, c: Chooser) => `${area(house, c)}をつかさどるあなたの第${house}ハウス`;

/** The Japanese weekly-horoscope phrasing (です・ます). */
export const japaneseHoroscope: HoroscopeWriter = {
  title: (sign, year, week) => `${signName(sign, 'ja')}の週間占い：${year}年第${week}週`,

  dayHeading: (d: CalendarDay) => `${jaWeekday(d)} ${jaMonthDay(d)}`,

  event(e: HoroscopeEvent, c: Chooser): string {
    const n = e.house;
    let text: string;
    switch (e.kind) {
      case 'moon-phase':
        text = jaParagraph([
          `${JA_PHASE[e.phase]}は${signName(e.sign, 'ja')}で起こり、${houseOf(n, c)}に光を当てます`,
          c.pick('phase', PHASE_ADVICE[e.phase])(action(n, c)),
        ]);
        break;
      case 'moon-ingress': {
        const sign = signName(e.sign, 'ja');
        text = c.pick('moon', [
          `月があなたの第${n}ハウスである${sign}に入り、空気は${JA_SIGNS[e.sign].mood}ものになり、関心は${area(n, c)}へと移ります。`,
          `月があなたの第${n}ハウスである${sign}に入ると、${JA_SIGNS[e.sign].mood}空気が広がります。${please(action(n, c))}。`,
        ]);
        break;
      }
      case 'ingress': {
        const verb = e.retrograde ? 'に戻り' : 'に入り';
        const first = `${name(e.point)}が${STAY[e.point]}、あなたの第${n}ハウスである${signName(e.sign, 'ja')}${verb}、${area(n, c)}に${THEME[e.point]}をもたらします`;
        text =
          e.point === 'sun' && n === 1
            ? jaParagraph([first, '誕生日の季節が始まり、それとともにあなたの個人的な一年も始まります'])
            : jaParagraph([first]);
        break;
      }
      case 'station': {
        text =
          e.direction === 'retrograde'
            ? jaParagraph([
                `${name(e.point)}が${signName(e.sign, 'ja')}で逆行に転じます。${area(n, c)}をつかさどる、あなたの第${n}ハウスです`,
                RETROGRADE[e.point],
              ])
            : jaParagraph([
                `${name(e.point)}が${signName(e.sign, 'ja')}、あなたの第${n}ハウスで順行に戻ります。${area(n, c)}で止まっていたものが、ふたたび動き出します`,
              ]);
        break;
      }
      case 'aspect': {
        const A = JA_ASPECTS[e.aspect];
        const nature = natureOf(e.aspect);
        const first = `${name(e.point)}が${name(e.other)}と${stem(A.verbs[0])}、あなたの第${n}ハウスで${THEME[e.point]}と${THEME[e.other]}を結びつけます`;
        const second =
          nature === 'hard'
            ? `少し摩擦が起こりそうです。${please(c.pick('hard', HARD_ADVICE))}`
            : nature === 'soft'
              ? `この時を生かしましょう。${please(action(n, c))}`
              : `新しい始まりです。${please(action(n, c))}`;
        text = jaParagraph([first, second]);
        break;
      }
    }
    return polish(text);
  },

  opening(e: HoroscopeEvent, tone: Tone, c: Chooser): string {
    const where = houseOf(e.house, c);
    let first: string;
    switch (e.kind) {
      case 'moon-phase':
        first = `今週の中心は、${where}で起こる${signName(e.sign, 'ja')}の${JA_PHASE[e.phase]}です。`;
        break;
      case 'moon-ingress':
        first = `軽やかな一週間です。月がリズムを刻み、まずは${where}にあたる${signName(e.sign, 'ja')}から始まります。`;
        break;
      case 'ingress':
        first = `今週の大きなニュースは、${name(e.point)}が${where}にあたる${signName(e.sign, 'ja')}に入ることです。`;
        break;
      case 'station':
        first = `今週の転機は、${name(e.point)}が${where}で${e.direction === 'retrograde' ? '逆行に転じる' : '順行に戻る'}ことです。`;
        break;
      case 'aspect':
        first = `今週いちばん強い影響は、${name(e.point)}と${name(e.other)}の${JA_ASPECTS[e.aspect].noun}で、${where}で感じられます。`;
        break;
    }
    return polish(jaParagraph([first, WEEK_THEME[weekThemeOf(e)], TONE[tone]]));
  },

  quietDays(days: CalendarDay[]): string {
    return `${list(days.map(jaWeekday))}は比較的穏やかです。この休みを生かして、体を休め、遅れを取り戻しましょう。`;
  },

  empty: (sign: Sign) =>
    `今週は${signName(sign, 'ja')}にとって大きな天体の動きはありません。足固めをし、休み、自分のリズムに従うのによい時期です。`,
};
