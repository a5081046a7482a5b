/** Dutch texts of return charts, progressions and solar arc directions. */

import { natureOf } from '../catalogue.ts';
import { NL_ASPECTS } from '../nl/aspects.ts';
import { adjective, inverted, mainClause, polish } from '../nl/grammar.ts';
import { NL_NATAL, NL_POINT_NAMES } from '../nl/points.ts';
import { NL_HOUSES } from '../nl/zodiac.ts';
import { capitalize, paragraph } from '../sentences.ts';
import type { Chooser } from '../variation.ts';
import type { MovingChart, ReturnText, ReturnTextSubject } from './subjects.ts';

/** Opening phrases: the verb of the main clause follows them, before its subject (V2). */
const PERIOD: Record<MovingChart, string> = {
  'solar-return': 'In het jaar van deze verjaardag tot de volgende',
  'lunar-return': 'In de maand tot de volgende maanreturn',
  progressed: 'In deze fase van je leven',
  directed: 'In deze fase van je leven',
};
const TIMING: Record<MovingChart, string> = {
  'solar-return': 'Het kleurt het hele jaar van deze zonnereturn.',
  'lunar-return': 'Het kleurt de maand tot de volgende maanreturn.',
  progressed:
    'Een geprogresseerd aspect werkt langzaam: het groeit in het jaar voor de exacte datum en ebt weg in het jaar daarna.',
  directed: 'Een zonneboogdirectie is maar één keer in je leven exact en is een jaar rond die datum voelbaar.',
};

/**
 * The point with its chart: "de Zon in je zonnereturn", "de geprogresseerde Maan", "het
 * geprogresseerde Medium Coeli"; with an adjective a planet takes the article too ("de geprogresseerde Mars").
 */
function named(point: ReturnTextSubject['point'], chart: MovingChart): string {
  const P = NL_POINT_NAMES[point];
  switch (chart) {
    case 'solar-return':
      return `${P.de} in je zonnereturn`;
    case 'lunar-return':
      return `${P.de} in je maanreturn`;
    case 'progressed':
      return `${P.g} ${adjective('geprogresseerd', P.g, true)} ${P.name}`;
    case 'directed':
      return `${P.g} ${adjective('gedirigeerd', P.g, true)} ${P.name} in de zonneboog`;
  }
}

/** A Dutch return or progression text. */
export function nlReturnText(s: ReturnTextSubject, c: Chooser): ReturnText {
  if (s.kind === 'house') {
    const H = NL_HOUSES[s.house];
    const domain = c.pick('domain', NL_NATAL[s.point].domain);
    const area = c.pick('area', H.areas);
    return {
      title: polish(`${capitalize(named(s.point, s.chart))} in huis ${s.house}`),
      body: polish(
        paragraph([
          s.leadIn
            ? `${PERIOD[s.chart]} vormen ${area} het toneel voor ${domain}.`
            : `${capitalize(area)} vormen het toneel voor ${domain}.`,
          `${capitalize(c.pick('action', H.actions))}.`,
        ]),
      ),
    };
  }
  const A = NL_ASPECTS[s.aspect];
  const O = NL_POINT_NAMES[s.other];
  const other = s.otherProgressed
    ? `${O.g} ${adjective('geprogresseerd', O.g, true)} ${O.name}`
    : `${O.g} ${adjective('natal', O.g, true)} ${O.name}`;
  const effect = c.pick('effect', A.effect);
  const domain = c.pick('domain', NL_NATAL[s.other].domain);
  return {
    title: polish(`${capitalize(named(s.point, s.chart))} ${A.prep} ${other}`),
    body: polish(
      paragraph([
        `${s.leadIn ? inverted(PERIOD[s.chart], named(s.point, s.chart), effect, domain) : mainClause(capitalize(named(s.point, s.chart)), effect, domain)}: ${c.pick('quality', A.quality)}.`,
        `${capitalize(NL_NATAL[s.other].feels[natureOf(s.aspect)])}.`,
        TIMING[s.chart],
      ]),
    ),
  };
}
