/** English synastry texts: a point of person 1 ("your") in aspect to a point of person 2 ("their"). */
import { type Nature, natureOf, type SynastryAspect, type SynastryPoint } from '../catalogue.ts';
import { paragraph } from '../sentences.ts';
import type { Chooser } from '../variation.ts';
import type { InterpretationText } from '../writer.ts';
import { EN_ASPECTS } from './aspects.ts';
import { EN_POINT_NAMES, EN_RELATING } from './points.ts';

/**
 * What a couple can do with a contact, by the theme of one of its two points and the aspect's
 * nature: the advice of a Venus square differs from that of a Saturn square, so a report of
 * twelve contacts does not give the same advice per aspect over and over.
 */
const POINT_ADVICE: Record<SynastryPoint, Record<Nature, string>> = {
  sun: {
    fusion: 'Make room for two sets of plans, not one shared spotlight.',
    hard: 'Take turns leading; neither of you has to shrink for the other to shine.',
    soft: 'Say out loud what you admire in each other; it strengthens you both.',
  },
  moon: {
    fusion: 'Build small rituals of care that you can both count on.',
    hard: 'Ask what the other needs before you assume you know.',
    soft: 'Protect the quiet moments at home; they feed this bond.',
  },
  mercury: {
    fusion: 'Talk often, but let the other finish a thought.',
    hard: 'When words get sharp, wait an hour before you answer.',
    soft: 'Plan, learn or travel together; your conversations carry you.',
  },
  venus: {
    fusion: 'Enjoy what you share, and keep some pleasures of your own.',
    hard: 'Name what you each value instead of guessing; tastes may differ while love holds.',
    soft: 'Make beauty and pleasure a regular part of your time together.',
  },
  mars: {
    fusion: 'Put the shared energy into a joint project, a sport or a goal.',
    hard: 'Argue about the issue, never about who wins, and then let it go.',
    soft: 'Act together on what you both want; you move faster as a team.',
  },
  jupiter: {
    fusion: 'Dream big together, then pick one plan to make real.',
    hard: 'Agree on limits, since together you tend to promise more than you can keep.',
    soft: "Encourage each other's growth; generosity flows easily here.",
  },
  saturn: {
    fusion: 'Shape your commitments together, so that neither of you carries them alone.',
    hard: 'Say when a rule or a duty feels heavy; patience works better than silence.',
    soft: 'Build something lasting together: a home, savings, a shared routine.',
  },
  uranus: {
    fusion: 'Keep surprising each other, and leave each other free.',
    hard: 'Agree on what must stay stable before you change everything else.',
    soft: 'Try new things together; you refresh each other.',
  },
  neptune: {
    fusion: 'Share your dreams, and check them against daily life now and then.',
    hard: 'Speak plainly about expectations, so that no one loves an illusion.',
    soft: 'Art, music or quiet time together deepen what you feel.',
  },
  pluto: {
    fusion: 'Depth is the gift here; keep it free of control.',
    hard: 'Drop the tests of power; trust grows when no one has to win.',
    soft: 'Face hard things together; you come out of them stronger.',
  },
  ascendant: {
    fusion: "Notice how you shape each other's manner and style, and enjoy it.",
    hard: 'Look past the first reaction; give each other time to be seen whole.',
    soft: "You are at ease in each other's company; let the people around you see it.",
  },
};

/** Title and body of person 1's `a` in `aspect` to person 2's `b`, in English. */
export function enSynastry(a: SynastryPoint, aspect: SynastryAspect, b: SynastryPoint, c: Chooser): InterpretationText {
  const nameA = EN_POINT_NAMES[a].name;
  const nameB = EN_POINT_NAMES[b].name;
  const A = EN_ASPECTS[aspect];
  const nature = natureOf(aspect);
  const ra = EN_RELATING[a];
  const rb = EN_RELATING[b];
  const verb = c.pick('verb', A.verbs);
  const links = c.pick('links', A.links);

  const openings = [
    `Your ${nameA} ${verb} their ${nameB}: your ${ra.role} and their ${rb.role} ${links}.`,
    `When your ${nameA} ${verb} their ${nameB}, your ${ra.role} and their ${rb.role} ${links}.`,
    `Your ${ra.role} and their ${rb.role} ${links}, for your ${nameA} ${verb} their ${nameB}.`,
  ];
  const middles = [
    `${ra.gives[nature]}, and ${rb.receives[nature]}.`,
    `${ra.gives[nature]}; ${rb.receives[nature]}.`,
    `On your side, ${ra.gives[nature]}; on theirs, ${rb.receives[nature]}.`,
  ];
  return {
    title: `Your ${nameA} ${A.title} their ${nameB}`,
    body: paragraph([
      c.pick('opening', openings),
      c.pick('middle', middles),
      c.pick('advice', [POINT_ADVICE[a][nature], POINT_ADVICE[b][nature]]),
    ]),
  };
}
