/** Hindi texts of return charts (वर्षफल, चंद्र-प्रत्यागमन), progressions and solar arc directions. */

import { natureOf } from '../catalogue.ts';
import { act, effectOn, HI_ASPECTS } from '../hi/aspects.ts';
import { inHouse, ka, owned, paragraph, polish, subjectOf, verb } from '../hi/grammar.ts';
import { HI_NATAL, HI_POINT_NAMES } from '../hi/points.ts';
import { HI_HOUSES } from '../hi/zodiac.ts';
import type { Chooser } from '../variation.ts';
import type { MovingChart, ReturnText, ReturnTextSubject } from './subjects.ts';

const PERIOD: Record<MovingChart, string> = {
  'solar-return': 'इस जन्मदिन से अगले जन्मदिन तक के वर्ष में',
  'lunar-return': 'अगले चंद्र-प्रत्यागमन तक के महीने में',
  progressed: 'जीवन के इस दौर में',
  directed: 'जीवन के इस दौर में',
};
const TIMING: Record<MovingChart, string> = {
  'solar-return': 'यह इस वर्षफल के पूरे वर्ष पर अपनी छाप छोड़ता है',
  'lunar-return': 'यह अगले चंद्र-प्रत्यागमन तक के महीने पर अपनी छाप छोड़ता है',
  progressed: 'प्रगत योग धीरे काम करता है: सटीक तिथि से पहले के वर्ष में बढ़ता है और उसके बाद के वर्ष में ढल जाता है',
  directed: 'सौर चाप दिशा जीवन में केवल एक बार सटीक होती है और अपनी तिथि के आस-पास एक वर्ष तक महसूस होती है',
};

/** The point with its chart, in the direct or oblique case: "वर्षफल का सूर्य", "प्रगत चंद्र", "सौर चाप से दिशित शुक्र". */
function named(point: ReturnTextSubject['point'], chart: MovingChart, obl = false): string {
  const P = HI_POINT_NAMES[point];
  switch (chart) {
    case 'solar-return':
      return `वर्षफल ${ka(P.g, false, obl)} ${P.name}`;
    case 'lunar-return':
      return `चंद्र-प्रत्यागमन ${ka(P.g, false, obl)} ${P.name}`;
    case 'progressed':
      return `प्रगत ${P.name}`;
    case 'directed':
      return `सौर चाप से दिशित ${P.name}`;
  }
}

/** A Hindi return or progression text. */
export function hiReturnText(s: ReturnTextSubject, c: Chooser): ReturnText {
  const P = HI_POINT_NAMES[s.point];
  if (s.kind === 'house') {
    const H = HI_HOUSES[s.house];
    const domain = owned(c.pick('domain', HI_NATAL[s.point].domain), 'आप', true);
    const areas = c.pick('area', H.areas);
    const area = owned(areas, '', false);
    return {
      title: `${named(s.point, s.chart)} ${inHouse(s.house)}`,
      body: polish(
        paragraph([
          s.leadIn
            ? `${PERIOD[s.chart]} ${domain} का मंच ${area} ${verb('बन', subjectOf(areas))}`
            : `${area} ${domain} का मंच ${verb('बन', subjectOf(areas))}`,
          c.pick('action', H.actions),
        ]),
      ),
    };
  }
  const A = HI_ASPECTS[s.aspect];
  const O = HI_POINT_NAMES[s.other];
  const [noun, nounG] = A.noun;
  // The natal point is named in three ways, so that a report of many contacts does not repeat one phrase.
  const natalOf = (obl: boolean) =>
    [`जन्म ${ka(O.g, false, obl)}`, `जन्म-कुंडली ${ka(O.g, false, obl)}`, `मूल कुंडली ${ka(O.g, false, obl)}`][
      c.index('natal-form', 3)
    ];
  const other = s.otherProgressed ? `प्रगत ${O.name}` : `${natalOf(true)} ${O.name}`;
  const domain = c.pick('domain', HI_NATAL[s.other].domain);
  const effect = effectOn(c.pick('effect', A.effect), domain, { g: P.g });
  const quality = c.pick('quality', A.quality);
  const aspectVerb = act(c.pick('verb', A.verbs), { g: P.g });
  const who = named(s.point, s.chart);
  const openings = [
    `${who} ${other} ${aspectVerb} और ${effect}: यह ${quality.text} ${verb('हो', quality)}`,
    `${quality.text} ${verb('उभर', quality)}: ${who} ${other} ${aspectVerb} और ${effect}`,
    `${owned(domain, 'आप', true)} में ${quality.text} ${verb('दिख', quality)}, क्योंकि ${who} ${other} ${aspectVerb}`,
    `इस ${noun}${nounG === 'f' ? '' : ' योग'} में ${who} ${effect}, और ${quality.text} ${verb('बन', quality)}`,
  ];
  const first = c.pick('opening', openings);
  return {
    title: `${named(s.point, s.chart, true)} ${ka(nounG)} ${s.otherProgressed ? other : `जन्म ${ka(O.g, false, true)} ${O.name}`} से ${noun}`,
    body: polish(
      paragraph([
        s.leadIn ? `${PERIOD[s.chart]} ${first}` : first,
        HI_NATAL[s.other].feels[natureOf(s.aspect)],
        TIMING[s.chart],
      ]),
    ),
  };
}
