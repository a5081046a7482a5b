/** Russian texts of return charts, progressions and solar arc directions. */

import { natureOf } from '../catalogue.ts';
import { RU_ASPECTS } from '../ru/aspects.ts';
import { adj, natal, polish } from '../ru/grammar.ts';
import { RU_NATAL, RU_POINT_NAMES } from '../ru/points.ts';
import { RU_HOUSES } from '../ru/zodiac.ts';
import { capitalize, paragraph } from '../sentences.ts';
import type { Chooser } from '../variation.ts';
import type { MovingChart, ReturnText, ReturnTextSubject } from './subjects.ts';

/** An adverbial of time that opens a sentence (no comma follows it in Russian). */
const PERIOD: Record<MovingChart, string> = {
  'solar-return': 'В год от этого дня рождения до следующего',
  'lunar-return': 'В месяц до следующего лунара',
  progressed: 'В этот период вашей жизни',
  directed: 'На этом этапе вашей жизни',
};
const TIMING: Record<MovingChart, string> = {
  'solar-return': 'Это окрашивает весь год этого соляра.',
  'lunar-return': 'Это окрашивает месяц до следующего лунара.',
  progressed:
    'Прогрессированный аспект действует медленно: он нарастает за год до точной даты и угасает в течение следующего года.',
  directed: 'Дирекция солнечной дуги становится точной лишь раз в жизни и ощущается около года вокруг своей даты.',
};

/** The point with its chart, in the nominative: "Солнце соляра", "прогрессированная Луна", "дирекционная Венера". */
function named(point: ReturnTextSubject['point'], chart: MovingChart): string {
  const P = RU_POINT_NAMES[point];
  switch (chart) {
    case 'solar-return':
      return `${P.nom} соляра`;
    case 'lunar-return':
      return `${P.nom} лунара`;
    case 'progressed':
      return `${adj('прогрессированный', P.g)} ${P.nom}`;
    case 'directed':
      return `${adj('дирекционный', P.g)} ${P.nom}`;
  }
}

/** A Russian return or progression text. */
export function ruReturnText(s: ReturnTextSubject, c: Chooser): ReturnText {
  if (s.kind === 'house') {
    const H = RU_HOUSES[s.house];
    const area = c.pick('area', H.areas);
    const domain = c.pick('domain', RU_NATAL[s.point].domain);
    return {
      title: polish(`${capitalize(named(s.point, s.chart))} ${s.house === 2 ? 'во' : 'в'} ${s.house}-м доме`),
      body: polish(
        paragraph([
          s.leadIn
            ? `${PERIOD[s.chart]} сфера ${area} выводит на сцену ${domain}.`
            : `Сфера ${area} выводит на первый план ${domain}.`,
          `${capitalize(c.pick('action', H.actions))}.`,
        ]),
      ),
    };
  }
  const A = RU_ASPECTS[s.aspect];
  const O = RU_POINT_NAMES[s.other];
  const k = A.at.case === 'ins' ? 'ins' : 'dat';
  const ending = { ins: { m: 'ым', f: 'ой', n: 'ым', pl: 'ыми' }, dat: { m: 'ому', f: 'ой', n: 'ому', pl: 'ым' } }[k][
    O.g
  ];
  const other = s.otherProgressed ? `прогрессированн${ending} ${O[k]}` : `${natal(O.g, k)} ${O[k]}`;
  const effect = `${c.pick('effect', A.effect)} ${c.pick('domain', RU_NATAL[s.other].domain)}`;
  const quality = c.pick('quality', A.quality);
  return {
    title: polish(`${capitalize(named(s.point, s.chart))} ${A.at.text} ${other}`),
    body: polish(
      paragraph([
        `${s.leadIn ? `${PERIOD[s.chart]} ${named(s.point, s.chart)}` : capitalize(named(s.point, s.chart))} ${effect}: это ${quality}.`,
        `${capitalize(RU_NATAL[s.other].feels[natureOf(s.aspect)])}.`,
        TIMING[s.chart],
      ]),
    ),
  };
}
