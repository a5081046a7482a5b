/** English texts of return charts, progressions and solar arc directions. */

import { natureOf } from '../catalogue.ts';
import { EN_ASPECTS } from '../en/aspects.ts';
import { EN_NATAL, EN_POINT_NAMES } from '../en/points.ts';
import { EN_HOUSES, enOrdinal } from '../en/zodiac.ts';
import { capitalize, paragraph } from '../sentences.ts';
import type { Chooser } from '../variation.ts';
import type { MovingChart, ReturnText, ReturnTextSubject } from './subjects.ts';

const CHART: Record<MovingChart, string> = {
  'solar-return': 'Solar return',
  'lunar-return': 'Lunar return',
  progressed: 'Progressed',
  directed: 'Solar arc',
};
const PERIOD: Record<MovingChart, string> = {
  'solar-return': 'In the year from this birthday to the next',
  'lunar-return': 'In the month until the next lunar return',
  progressed: 'In this chapter of your life',
  directed: 'In this chapter of your life',
};
const TIMING: Record<MovingChart, string> = {
  'solar-return': 'It colours the whole year of this return.',
  'lunar-return': 'It colours the month until the next lunar return.',
  progressed:
    'A progressed aspect works slowly: it builds in the year before its exact date and fades in the year after.',
  directed: 'A solar arc direction is exact once in a lifetime and is felt for about a year around its date.',
};

/** An English return or progression text. */
export function enReturnText(s: ReturnTextSubject, c: Chooser): ReturnText {
  const P = EN_POINT_NAMES[s.point];
  if (s.kind === 'house') {
    const H = EN_HOUSES[s.house];
    return {
      title: `${CHART[s.chart]} ${P.name} in the ${enOrdinal(s.house)} house`,
      body: paragraph([
        s.leadIn
          ? `${PERIOD[s.chart]}, the stage for ${c.pick('domain', EN_NATAL[s.point].domain)} is ${c.pick('area', H.areas)}.`
          : `${capitalize(c.pick('area', H.areas))} set the stage for ${c.pick('domain', EN_NATAL[s.point].domain)}.`,
        `${capitalize(c.pick('action', H.actions))}.`,
      ]),
    };
  }
  const A = EN_ASPECTS[s.aspect];
  const other = s.otherProgressed
    ? `progressed ${EN_POINT_NAMES[s.other].name}`
    : `natal ${EN_POINT_NAMES[s.other].name}`;
  const mover = `the ${CHART[s.chart].toLowerCase()} ${P.name}`;
  return {
    title: `${CHART[s.chart]} ${P.name} ${A.title} ${other}`,
    body: paragraph([
      `${s.leadIn ? `${PERIOD[s.chart]}, ${mover}` : `${CHART[s.chart]} ${P.name}`} ${c.pick('effect', A.effect)} ${c.pick('domain', EN_NATAL[s.other].domain)}: ${c.pick('quality', A.quality)}.`,
      `${capitalize(EN_NATAL[s.other].feels[natureOf(s.aspect)])}.`,
      TIMING[s.chart],
    ]),
  };
}
