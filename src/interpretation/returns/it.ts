/** Italian texts of return charts, progressions and solar arc directions. */

import { natureOf } from '../catalogue.ts';
import { effectOn, IT_ASPECTS } from '../it/aspects.ts';
import { agree, each, polish } from '../it/grammar.ts';
import { IT_NATAL, IT_POINT_NAMES } from '../it/points.ts';
import { IT_HOUSES } from '../it/zodiac.ts';
import { capitalize, paragraph } from '../sentences.ts';
import type { Chooser } from '../variation.ts';
import type { MovingChart, ReturnText, ReturnTextSubject } from './subjects.ts';

const PERIOD: Record<MovingChart, string> = {
  'solar-return': "Nell'anno che va da questo compleanno al prossimo",
  'lunar-return': 'Nel mese che manca alla prossima rivoluzione lunare',
  progressed: 'In questa fase della tua vita',
  directed: 'In questa fase della tua vita',
};
const TIMING: Record<MovingChart, string> = {
  'solar-return': "Segna tutto l'anno di questa rivoluzione.",
  'lunar-return': 'Segna il mese fino alla prossima rivoluzione lunare.',
  progressed:
    "Un aspetto progresso agisce lentamente: cresce nell'anno che precede la data esatta e svanisce nell'anno successivo.",
  directed:
    "Una direzione d'arco solare è esatta una sola volta nella vita e si avverte per un anno intorno alla sua data.",
};

/** The point with its chart: "il Sole della rivoluzione solare", "la Luna progressa", "Venere diretta per arco solare". */
function named(point: ReturnTextSubject['point'], chart: MovingChart): string {
  const P = IT_POINT_NAMES[point];
  switch (chart) {
    case 'solar-return':
      return `${P.il} della rivoluzione solare`;
    case 'lunar-return':
      return `${P.il} della rivoluzione lunare`;
    case 'progressed':
      return `${P.il} ${agree('progresso', P.g)}`;
    case 'directed':
      return `${P.il} ${agree('diretto', P.g)} per arco solare`;
  }
}

/** An Italian return or progression text. */
export function itReturnText(s: ReturnTextSubject, c: Chooser): ReturnText {
  if (s.kind === 'house') {
    const H = IT_HOUSES[s.house];
    return {
      title: polish(`${capitalize(named(s.point, s.chart))} nella casa ${s.house}`),
      body: polish(
        paragraph([
          s.leadIn
            ? `${PERIOD[s.chart]}, il palcoscenico per ${c.pick('domain', IT_NATAL[s.point].domain)} è dato ${each('da', c.pick('area', H.areas))}.`
            : `${capitalize(c.pick('area', H.areas))} sono il palcoscenico per ${c.pick('domain', IT_NATAL[s.point].domain)}.`,
          `${capitalize(c.pick('action', H.actions))}.`,
        ]),
      ),
    };
  }
  const A = IT_ASPECTS[s.aspect];
  const O = IT_POINT_NAMES[s.other];
  const other = s.otherProgressed ? `${O.il} ${agree('progresso', O.g)}` : `${O.il} natale`;
  const effect = effectOn(c.pick('effect', A.effect), c.pick('domain', IT_NATAL[s.other].domain));
  return {
    title: polish(`${capitalize(named(s.point, s.chart))} ${A.prep} ${other}`),
    body: polish(
      paragraph([
        `${s.leadIn ? `${PERIOD[s.chart]}, ${named(s.point, s.chart)}` : capitalize(named(s.point, s.chart))} ${effect}: ${c.pick('quality', A.quality)}.`,
        `${capitalize(IT_NATAL[s.other].feels[natureOf(s.aspect)])}.`,
        TIMING[s.chart],
      ]),
    ),
  };
}
