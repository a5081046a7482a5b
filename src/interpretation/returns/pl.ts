/** Polish texts of return charts (solariusz, lunariusz), progressions and solar arc directions. */

import { natureOf } from '../catalogue.ts';
import { aspectTo, effectOn, PL_ASPECTS } from '../pl/aspects.ts';
import { decline, type PlCase, polish, reflexive } from '../pl/grammar.ts';
import { PL_NATAL, PL_POINT_NAMES } from '../pl/points.ts';
import { natalNamed } from '../pl/transit.ts';
import { PL_HOUSES } from '../pl/zodiac.ts';
import { capitalize, paragraph } from '../sentences.ts';
import type { Chooser } from '../variation.ts';
import type { MovingChart, ReturnText, ReturnTextSubject } from './subjects.ts';

const PERIOD: Record<MovingChart, string> = {
  'solar-return': 'W roku od tych urodzin do następnych',
  'lunar-return': 'W miesiącu, który dzieli Cię od następnego lunariusza,',
  progressed: 'Na tym etapie Twojego życia',
  directed: 'Na tym etapie Twojego życia',
};
const TIMING: Record<MovingChart, string> = {
  'solar-return': 'Wyznacza cały rok tego solariusza.',
  'lunar-return': 'Wyznacza miesiąc do następnego lunariusza.',
  progressed: 'Aspekt progresywny działa powoli: narasta w roku przed dokładną datą i wygasa w roku po niej.',
  directed: 'Dyrekcja łuku słonecznego jest dokładna tylko raz w życiu i daje się odczuć przez rok wokół swojej daty.',
};

/** The point with its chart, in a case: "Słońce z solariusza", "progresywna Wenus", "Mars w dyrekcji łuku słonecznego". */
function named(point: ReturnTextSubject['point'], chart: MovingChart, c: PlCase = 'nom'): string {
  const P = PL_POINT_NAMES[point];
  switch (chart) {
    case 'solar-return':
      return `${P[c]} z solariusza`;
    case 'lunar-return':
      return `${P[c]} z lunariusza`;
    case 'progressed':
      return `${decline('progresywny', P.g, c)} ${P[c]}`;
    case 'directed':
      return `${P[c]} w dyrekcji łuku słonecznego`;
  }
}

/** A Polish return or progression text. */
export function plReturnText(s: ReturnTextSubject, c: Chooser): ReturnText {
  if (s.kind === 'house') {
    const H = PL_HOUSES[s.house];
    const area = c.pick('area', H.areas);
    const domain = c.pick('domain', PL_NATAL[s.point].domain);
    return {
      title: polish(`${capitalize(named(s.point, s.chart))} w ${s.house}. domu`),
      body: polish(
        paragraph([
          s.leadIn
            ? `${PERIOD[s.chart]} sceną, na której wyrażasz ${reflexive(domain.acc)}, są ${area.nom}.`
            : `${capitalize(area.nom)} to scena, na której wyrażasz ${reflexive(domain.acc)}.`,
          `${capitalize(c.pick('action', H.actions))}.`,
        ]),
      ),
    };
  }
  const A = PL_ASPECTS[s.aspect];
  const O = PL_POINT_NAMES[s.other];
  const other = (k: PlCase) => (s.otherProgressed ? `${decline('progresywny', O.g, k)} ${O[k]}` : natalNamed(O, k));
  const effect = effectOn(c.pick('effect', A.effect), c.pick('domain', PL_NATAL[s.other].domain).acc);
  const quality = c.pick('quality', A.quality);
  return {
    title: polish(`${capitalize(named(s.point, s.chart))} ${aspectTo(A, { gen: other('gen'), ins: other('ins') })}`),
    body: polish(
      paragraph([
        `${s.leadIn ? `${PERIOD[s.chart]} ${named(s.point, s.chart)}` : capitalize(named(s.point, s.chart))} ${effect}: to ${quality.nom}.`,
        `${capitalize(PL_NATAL[s.other].feels[natureOf(s.aspect)])}.`,
        TIMING[s.chart],
      ]),
    ),
  };
}
