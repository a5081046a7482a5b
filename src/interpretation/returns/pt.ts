/** Portuguese (Brazilian) texts of return charts, progressions and solar arc directions. */

import { natureOf } from '../catalogue.ts';
import { effectOn, PT_ASPECTS } from '../pt/aspects.ts';
import { agree, each, polish } from '../pt/grammar.ts';
import { PT_NATAL, PT_POINT_NAMES } from '../pt/points.ts';
import { PT_HOUSES } from '../pt/zodiac.ts';
import { capitalize, paragraph } from '../sentences.ts';
import type { Chooser } from '../variation.ts';
import type { MovingChart, ReturnText, ReturnTextSubject } from './subjects.ts';

const PERIOD: Record<MovingChart, string> = {
  'solar-return': 'No ano que vai deste aniversário até o próximo',
  'lunar-return': 'No mês que falta até a próxima revolução lunar',
  progressed: 'Nesta fase da sua vida',
  directed: 'Nesta fase da sua vida',
};
const TIMING: Record<MovingChart, string> = {
  'solar-return': 'Marca o ano inteiro desta revolução.',
  'lunar-return': 'Marca o mês até a próxima revolução lunar.',
  progressed: 'Um aspecto progredido age devagar: cresce no ano que antecede a data exata e se desfaz no ano seguinte.',
  directed:
    'Uma direção de arco solar fica exata uma única vez na vida e se faz sentir por um ano em torno da sua data.',
};

/** The point with its chart: "o Sol da revolução solar", "a Lua progredida", "Vênus dirigida por arco solar". */
function named(point: ReturnTextSubject['point'], chart: MovingChart): string {
  const P = PT_POINT_NAMES[point];
  switch (chart) {
    case 'solar-return':
      return `${P.o} da revolução solar`;
    case 'lunar-return':
      return `${P.o} da revolução lunar`;
    case 'progressed':
      return `${P.o} ${agree('progredido', P.g)}`;
    case 'directed':
      return `${P.o} ${agree('dirigido', P.g)} por arco solar`;
  }
}

/** A Portuguese return or progression text. */
export function ptReturnText(s: ReturnTextSubject, c: Chooser): ReturnText {
  if (s.kind === 'house') {
    const H = PT_HOUSES[s.house];
    return {
      title: polish(`${capitalize(named(s.point, s.chart))} na casa ${s.house}`),
      body: polish(
        paragraph([
          s.leadIn
            ? `${PERIOD[s.chart]}, o palco para ${c.pick('domain', PT_NATAL[s.point].domain)} é dado ${each('por', c.pick('area', H.areas))}.`
            : `${capitalize(c.pick('area', H.areas))} são o palco para ${c.pick('domain', PT_NATAL[s.point].domain)}.`,
          `${capitalize(c.pick('action', H.actions))}.`,
        ]),
      ),
    };
  }
  const A = PT_ASPECTS[s.aspect];
  const O = PT_POINT_NAMES[s.other];
  const other = s.otherProgressed ? `${O.o} ${agree('progredido', O.g)}` : `${O.o} natal`;
  const effect = effectOn(c.pick('effect', A.effect), c.pick('domain', PT_NATAL[s.other].domain));
  return {
    title: polish(`${capitalize(named(s.point, s.chart))} ${A.prep} ${other}`),
    body: polish(
      paragraph([
        `${s.leadIn ? `${PERIOD[s.chart]}, ${named(s.point, s.chart)}` : capitalize(named(s.point, s.chart))} ${effect}: ${c.pick('quality', A.quality)}.`,
        `${capitalize(PT_NATAL[s.other].feels[natureOf(s.aspect)])}.`,
        TIMING[s.chart],
      ]),
    ),
  };
}
