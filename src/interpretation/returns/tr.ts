/** Turkish texts of return charts, progressions and solar arc directions. */

import { natureOf } from '../catalogue.ts';
import { effectOn, TR_ASPECTS } from '../tr/aspects.ts';
import { capitalize, each, paragraph, polish } from '../tr/grammar.ts';
import { TR_NATAL, TR_POINT_NAMES } from '../tr/points.ts';
import { TR_HOUSES } from '../tr/zodiac.ts';
import type { Chooser } from '../variation.ts';
import type { MovingChart, ReturnText, ReturnTextSubject } from './subjects.ts';

const PERIOD: Record<MovingChart, string> = {
  'solar-return': 'Bu doğum gününden bir sonrakine uzanan yılda',
  'lunar-return': 'Bir sonraki Ay dönüşüne kadar geçen ayda',
  progressed: 'Hayatının bu evresinde',
  directed: 'Hayatının bu evresinde',
};
const TIMING: Record<MovingChart, string> = {
  'solar-return': 'Bu dönüşün bütün yılına damgasını vurur.',
  'lunar-return': 'Bir sonraki Ay dönüşüne kadar olan aya damgasını vurur.',
  progressed:
    'İlerletilmiş bir açı yavaş işler: tam tarihten önceki yıl boyunca güçlenir, sonraki yıl boyunca da söner.',
  directed:
    'Bir güneş yayı direksiyonu hayatta yalnızca bir kez tam olur ve tarihinin çevresindeki bir yıl boyunca hissedilir.',
};

/** The point with its chart: "güneş dönüşü haritasındaki Güneş", "ilerletilmiş Ay", "güneş yayıyla ilerleyen Venüs". */
function named(point: ReturnTextSubject['point'], chart: MovingChart): string {
  const P = TR_POINT_NAMES[point].name;
  switch (chart) {
    case 'solar-return':
      return `güneş dönüşü haritasındaki ${P}`;
    case 'lunar-return':
      return `Ay dönüşü haritasındaki ${P}`;
    case 'progressed':
      return `ilerletilmiş ${P}`;
    case 'directed':
      return `güneş yayıyla ilerleyen ${P}`;
  }
}

/** A Turkish return or progression text. */
export function trReturnText(s: ReturnTextSubject, c: Chooser): ReturnText {
  if (s.kind === 'house') {
    const H = TR_HOUSES[s.house];
    const domain = each(c.pick('domain', TR_NATAL[s.point].domain), 'gen');
    return {
      title: polish(capitalize(`${s.house}. evde ${named(s.point, s.chart)}`)),
      body: polish(
        paragraph([
          s.leadIn
            ? `${PERIOD[s.chart]}, ${domain} sahnesi ${c.pick('area', H.areas)} alanı oluyor.`
            : `${c.pick('area', H.areas)} alanı, ${domain} sahnesi oluyor.`,
          `${capitalize(c.pick('action', H.actions))}.`,
        ]),
      ),
    };
  }
  const A = TR_ASPECTS[s.aspect];
  const O = TR_POINT_NAMES[s.other].name;
  const other = s.otherProgressed ? `ilerletilmiş ${O}` : `natal ${O}`;
  const effect = effectOn(c.pick('effect', A.effect), c.pick('domain', TR_NATAL[s.other].domain));
  return {
    title: polish(capitalize(`${named(s.point, s.chart)} ile ${other} ${A.compound}`)),
    body: polish(
      paragraph([
        `${s.leadIn ? `${PERIOD[s.chart]}, ${named(s.point, s.chart)}` : named(s.point, s.chart)} ${effect}: ${c.pick('quality', A.quality)}.`,
        `${TR_NATAL[s.other].feels[natureOf(s.aspect)]}.`,
        TIMING[s.chart],
      ]),
    ),
  };
}
