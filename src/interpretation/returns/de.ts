/** German texts of return charts, progressions and solar arc directions. */

import { natureOf } from '../catalogue.ts';
import { DE_ASPECTS } from '../de/aspects.ts';
import { contract, np } from '../de/grammar.ts';
import { DE_NATAL, DE_POINT_NAMES } from '../de/points.ts';
import { DE_HOUSES } from '../de/zodiac.ts';
import { capitalize, paragraph } from '../sentences.ts';
import type { Chooser } from '../variation.ts';
import type { MovingChart, ReturnText, ReturnTextSubject } from './subjects.ts';

/** Prefix of the point's name in a title: "Solar-Sonne", "progressive Venus". */
const PREFIX: Record<MovingChart, string> = {
  'solar-return': 'Solar-',
  'lunar-return': 'Lunar-',
  progressed: 'Progressions-',
  directed: 'Direktions-',
};
const PERIOD: Record<MovingChart, string> = {
  'solar-return': 'Im Jahr von diesem Geburtstag bis zum nächsten',
  'lunar-return': 'Im Monat bis zur nächsten Mondwiederkehr',
  progressed: 'In diesem Lebensabschnitt',
  directed: 'In diesem Lebensabschnitt',
};
const TIMING: Record<MovingChart, string> = {
  'solar-return': 'Das prägt das ganze Jahr dieses Solars.',
  'lunar-return': 'Das prägt den Monat bis zur nächsten Mondwiederkehr.',
  progressed:
    'Ein progressiver Aspekt wirkt langsam: Er baut sich im Jahr vor dem exakten Datum auf und klingt im Jahr danach ab.',
  directed: 'Eine Solarbogen-Direktion ist nur einmal im Leben exakt und wirkt etwa ein Jahr um ihr Datum.',
};

/** "Solar-Sonne", "Progressions-Mars": a compound that needs no declension of the prefix. */
function compound(point: ReturnTextSubject['point'], chart: MovingChart): string {
  return `${PREFIX[chart]}${DE_POINT_NAMES[point].noun.noun}`;
}

/** A German return or progression text. */
export function deReturnText(s: ReturnTextSubject, c: Chooser): ReturnText {
  if (s.kind === 'house') {
    const H = DE_HOUSES[s.house];
    return {
      title: `${compound(s.point, s.chart)} im ${s.house}. Haus`,
      body: contract(
        paragraph([
          s.leadIn
            ? `${PERIOD[s.chart]} geht es für ${c.pick('domain', DE_NATAL[s.point].domain).acc} vor allem um ${c.pick('area', H.areas)}.`
            : `Für ${c.pick('domain', DE_NATAL[s.point].domain).acc} geht es vor allem um ${c.pick('area', H.areas)}.`,
          `${capitalize(c.pick('action', H.actions))}.`,
        ]),
      ),
    };
  }
  const A = DE_ASPECTS[s.aspect];
  const O = DE_POINT_NAMES[s.other];
  const other = np(O.noun, 'dat', 'def', [s.otherProgressed ? 'progressiv' : 'natal']);
  const D = c.pick('domain', DE_NATAL[s.other].domain);
  const effect = c.pick('effect', A.effect)(D);
  const subject = np({ ...DE_POINT_NAMES[s.point].noun, noun: compound(s.point, s.chart) }, 'nom', 'def');
  return {
    title: contract(`${compound(s.point, s.chart)} ${A.prep} ${other}`),
    body: contract(
      paragraph([
        // Verb second after the lead-in ("… setzt der Progressions-Mars dein Selbstbild unter Druck"),
        // subject first without it ("Der Progressions-Mars setzt dein Selbstbild unter Druck").
        s.leadIn
          ? `${PERIOD[s.chart]} ${effect.replace(/^(\S+)/, `$1 ${subject}`)}: ${c.pick('quality', A.quality)}.`
          : `${capitalize(subject)} ${effect}: ${c.pick('quality', A.quality)}.`,
        `${capitalize(DE_NATAL[s.other].feels[natureOf(s.aspect)])}.`,
        TIMING[s.chart],
      ]),
    ),
  };
}
