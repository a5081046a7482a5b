/** Japanese texts of return charts, progressions and solar arc directions. */

import { natureOf } from '../catalogue.ts';
import { JA_ASPECTS } from '../ja/aspects.ts';
import { jaParagraph, masu, please, polish } from '../ja/grammar.ts';
import { JA_NATAL, JA_POINT_NAMES } from '../ja/points.ts';
import { JA_HOUSES } from '../ja/zodiac.ts';
import type { Chooser } from '../variation.ts';
import type { MovingChart, ReturnText, ReturnTextSubject } from './subjects.ts';

const PERIOD: Record<MovingChart, string> = {
  'solar-return': 'この誕生日から次の誕生日までの一年',
  'lunar-return': '次のルナーリターンまでのひと月',
  progressed: '人生のこの時期',
  directed: '人生のこの時期',
};
const TIMING: Record<MovingChart, string> = {
  'solar-return': 'これは、このリターンの一年全体に影響します。',
  'lunar-return': 'これは、次のルナーリターンまでのひと月に影響します。',
  progressed: '進行のアスペクトはゆっくりと働きます。正確になる前の一年で強まり、その後の一年で薄れていきます。',
  directed: 'ソーラーアークのディレクションが正確になるのは人生で一度だけで、その日付をはさんだ一年ほど感じられます。',
};

/** The point with its chart: "ソーラーリターンの太陽", "進行の月", "ソーラーアークで進んだ金星". */
function named(point: ReturnTextSubject['point'], chart: MovingChart): string {
  const P = JA_POINT_NAMES[point];
  switch (chart) {
    case 'solar-return':
      return `ソーラーリターンの${P}`;
    case 'lunar-return':
      return `ルナーリターンの${P}`;
    case 'progressed':
      return `進行の${P}`;
    case 'directed':
      return `ソーラーアークで進んだ${P}`;
  }
}

/** The point with its chart said another way: "リターン図の太陽", "進行した月", "ソーラーアークの金星". */
function namedAgain(point: ReturnTextSubject['point'], chart: MovingChart): string {
  const P = JA_POINT_NAMES[point];
  switch (chart) {
    case 'solar-return':
      return `リターン図の${P}`;
    case 'lunar-return':
      return `この月のリターン図の${P}`;
    case 'progressed':
      return `進行した${P}`;
    case 'directed':
      return `ソーラーアークの${P}`;
  }
}

/** A Japanese return or progression text. */
export function jaReturnText(s: ReturnTextSubject, c: Chooser): ReturnText {
  if (s.kind === 'house') {
    const H = JA_HOUSES[s.house];
    const area = c.pick('area', H.areas);
    const domain = c.pick('domain', JA_NATAL[s.point].domain);
    return {
      title: `第${s.house}ハウスの${named(s.point, s.chart)}`,
      body: polish(
        jaParagraph([
          s.leadIn
            ? `${PERIOD[s.chart]}、${domain}の舞台となるのは${area}です`
            : `${area}が、${domain}の舞台になります`,
          please(c.pick('action', H.actions)),
        ]),
      ),
    };
  }
  const A = JA_ASPECTS[s.aspect];
  const O = JA_POINT_NAMES[s.other];
  const other = s.otherProgressed ? `進行の${O}` : `出生の${O}`;
  const domain = c.pick('domain', JA_NATAL[s.other].domain);
  const effect = c.pick('effect', A.effect)(domain);
  const quality = c.pick('quality', A.quality);
  const lead = s.leadIn ? `${PERIOD[s.chart]}、` : '';
  // The point is named by its chart in two ways, so that a report of many contacts does not open alike.
  const point = c.pick('named', [named(s.point, s.chart), namedAgain(s.point, s.chart)]);
  // How the contact works, said before its object, so that contacts of one point do not read alike.
  const how = c.pick('how', ['いま、', 'この時期、', '静かに', '少しずつ', 'じわじわと', 'はっきりと', 'ゆっくりと']);
  const openings = [
    `${lead}${point}は${how}${masu(effect)}。それは${quality}です`,
    `${lead}${point}が${other}と${A.noun}をなし、${domain}に${quality}をもたらします`,
    `${lead}${other}への${A.noun}を通して、${point}は${how}${masu(effect)}`,
    `${lead}${point}と${other}のあいだの${quality}が、${domain}に表れます`,
    `${lead}${quality}のなかで、${point}は${how}${masu(effect)}`,
  ];
  return {
    title: `${named(s.point, s.chart)}と${other}の${A.noun}`,
    body: polish(
      jaParagraph([c.pick('opening', openings), masu(JA_NATAL[s.other].feels[natureOf(s.aspect)]), TIMING[s.chart]]),
    ),
  };
}
