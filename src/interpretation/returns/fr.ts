/** French texts of return charts, progressions and solar arc directions. */

import { natureOf } from '../catalogue.ts';
import { FR_ASPECTS } from '../fr/aspects.ts';
import { agree, et, governs, polish } from '../fr/grammar.ts';
import { FR_NATAL, FR_POINT_NAMES } from '../fr/points.ts';
import { FR_HOUSES } from '../fr/zodiac.ts';
import { capitalize, paragraph } from '../sentences.ts';
import type { Chooser } from '../variation.ts';
import type { MovingChart, ReturnText, ReturnTextSubject } from './subjects.ts';

const PERIOD: Record<MovingChart, string> = {
  'solar-return': 'Dans l’année qui va de cet anniversaire au suivant',
  'lunar-return': 'Dans le mois qui reste jusqu’à la prochaine révolution lunaire',
  progressed: 'À cette étape de votre vie',
  directed: 'À cette étape de votre vie',
};
const TIMING: Record<MovingChart, string> = {
  'solar-return': 'Cela marque toute l’année de cette révolution.',
  'lunar-return': 'Cela marque le mois jusqu’à la prochaine révolution lunaire.',
  progressed:
    'Un aspect progressé agit lentement\u00a0: il grandit pendant l’année qui précède sa date exacte et s’estompe l’année suivante.',
  directed:
    'Une direction en arc solaire n’est exacte qu’une fois dans la vie et se fait sentir pendant un an autour de sa date.',
};

/** The point with its chart: "le Soleil de la révolution solaire", "Vénus progressée", "la Lune dirigée en arc solaire". */
function named(point: ReturnTextSubject['point'], chart: MovingChart): string {
  const P = FR_POINT_NAMES[point];
  switch (chart) {
    case 'solar-return':
      return `${P.le} de la révolution solaire`;
    case 'lunar-return':
      return `${P.le} de la révolution lunaire`;
    case 'progressed':
      return `${P.le} ${agree('progressé', P.g)}`;
    case 'directed':
      return `${P.le} ${agree('dirigé', P.g)} en arc solaire`;
  }
}

/** A French return or progression text. */
export function frReturnText(s: ReturnTextSubject, c: Chooser): ReturnText {
  if (s.kind === 'house') {
    const H = FR_HOUSES[s.house];
    const area = c.pick('area', H.areas);
    const domain = c.pick('domain', FR_NATAL[s.point].domain);
    return {
      title: polish(`${capitalize(named(s.point, s.chart))} en maison ${s.house}`),
      body: polish(
        paragraph([
          s.leadIn
            ? `${PERIOD[s.chart]}, ${et(domain)} se ${domain.length > 1 || /^vos /.test(domain[0]) ? 'jouent' : 'joue'} sur le terrain ${et(area, 'de')}.`
            : `${capitalize(et(area))} sont la scène ${et(domain, 'de')}.`,
          `${capitalize(c.pick('action', H.actions))}.`,
        ]),
      ),
    };
  }
  const A = FR_ASPECTS[s.aspect];
  const O = FR_POINT_NAMES[s.other];
  const other = `${O.le} ${agree(s.otherProgressed ? 'progressé' : 'natal', O.g)}`;
  return {
    title: polish(`${capitalize(named(s.point, s.chart))} ${A.prep} ${other}`),
    body: polish(
      paragraph([
        `${s.leadIn ? `${PERIOD[s.chart]}, ${named(s.point, s.chart)}` : capitalize(named(s.point, s.chart))} ${governs(c.pick('effect', A.effect), c.pick('domain', FR_NATAL[s.other].domain))}\u00a0: ${c.pick('quality', A.quality)}.`,
        `${capitalize(FR_NATAL[s.other].feels[natureOf(s.aspect)])}.`,
        TIMING[s.chart],
      ]),
    ),
  };
}
