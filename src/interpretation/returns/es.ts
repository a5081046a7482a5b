/** Spanish texts of return charts, progressions and solar arc directions. */

import { natureOf } from '../catalogue.ts';
import { ES_ASPECTS } from '../es/aspects.ts';
import { polish } from '../es/grammar.ts';
import { ES_NATAL, ES_POINT_NAMES } from '../es/points.ts';
import { ES_HOUSES } from '../es/zodiac.ts';
import { capitalize, paragraph } from '../sentences.ts';
import type { Chooser } from '../variation.ts';
import type { MovingChart, ReturnText, ReturnTextSubject } from './subjects.ts';

const CHART: Record<MovingChart, string> = {
  'solar-return': 'de la revolución solar',
  'lunar-return': 'de la revolución lunar',
  progressed: 'progresado',
  directed: 'por arco solar',
};
const PERIOD: Record<MovingChart, string> = {
  'solar-return': 'En el año que va de este cumpleaños al siguiente',
  'lunar-return': 'En el mes que falta hasta la próxima revolución lunar',
  progressed: 'En esta etapa de tu vida',
  directed: 'En esta etapa de tu vida',
};
const TIMING: Record<MovingChart, string> = {
  'solar-return': 'Marca todo el año de esta revolución.',
  'lunar-return': 'Marca el mes hasta la próxima revolución lunar.',
  progressed:
    'Un aspecto progresado actúa despacio: crece durante el año anterior a su fecha exacta y se desvanece en el año siguiente.',
  directed:
    'Una dirección por arco solar es exacta una sola vez en la vida y se nota durante un año en torno a su fecha.',
};

/** The point with its chart: "el Sol de la revolución solar", "Venus progresada". */
function named(point: ReturnTextSubject['point'], chart: MovingChart): string {
  const P = ES_POINT_NAMES[point];
  const qualifier =
    chart === 'progressed'
      ? P.g === 'f'
        ? 'progresada'
        : 'progresado'
      : chart === 'directed'
        ? 'dirigido por arco solar'
        : CHART[chart];
  const directed = chart === 'directed' && P.g === 'f' ? 'dirigida por arco solar' : qualifier;
  return `${P.el} ${directed}`;
}

/** A Spanish return or progression text. */
export function esReturnText(s: ReturnTextSubject, c: Chooser): ReturnText {
  if (s.kind === 'house') {
    const H = ES_HOUSES[s.house];
    return {
      title: polish(`${capitalize(named(s.point, s.chart))} en la casa ${s.house}`),
      body: polish(
        paragraph([
          s.leadIn
            ? `${PERIOD[s.chart]}, el escenario de ${c.pick('domain', ES_NATAL[s.point].domain)} es ${c.pick('area', H.areas)}.`
            : `${capitalize(c.pick('area', H.areas))} son el escenario de ${c.pick('domain', ES_NATAL[s.point].domain)}.`,
          `${capitalize(c.pick('action', H.actions))}.`,
        ]),
      ),
    };
  }
  const A = ES_ASPECTS[s.aspect];
  const O = ES_POINT_NAMES[s.other];
  const other = s.otherProgressed ? `${O.el} ${O.g === 'f' ? 'progresada' : 'progresado'}` : `${O.el} natal`;
  return {
    title: polish(`${capitalize(named(s.point, s.chart))} ${A.prep} ${other}`),
    body: polish(
      paragraph([
        `${s.leadIn ? `${PERIOD[s.chart]}, ${named(s.point, s.chart)}` : capitalize(named(s.point, s.chart))} ${c.pick('effect', A.effect)} ${c.pick('domain', ES_NATAL[s.other].domain)}: ${c.pick('quality', A.quality)}.`,
        `${capitalize(ES_NATAL[s.other].feels[natureOf(s.aspect)])}.`,
        TIMING[s.chart],
      ]),
    ),
  };
}
