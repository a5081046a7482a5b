/** English synastry texts: a point of person 1 ("your") in aspect to a point of person 2 ("their"). */
import { natureOf, type SynastryAspect, type SynastryPoint } from '../catalogue.ts';
import { paragraph } from '../sentences.ts';
import type { Chooser } from '../variation.ts';
import type { InterpretationText } from '../writer.ts';
import { EN_ASPECTS } from './aspects.ts';
import { EN_POINT_NAMES, EN_RELATING } from './points.ts';

const COUPLE_ADVICE: Record<SynastryAspect, string[]> = {
  conjunction: [
    'The shared energy is strong; leave each other room as well.',
    'This contact is hard to ignore: it becomes a central theme of the bond.',
  ],
  opposition: [
    'Attraction and friction go together here: meet in the middle.',
    'Each of you holds what the other lacks; that is the magnetism and the work of this contact.',
  ],
  trine: [
    'This ease is a gift; do not take it for granted.',
    'It works without effort, which makes it a steady support in harder times.',
  ],
  square: [
    'Friction keeps things alive if you talk it through instead of keeping score.',
    'Growth comes from this contact when both of you stop trying to win.',
  ],
  sextile: [
    'The potential grows with shared activities and honest conversation.',
    'A friendly contact that rewards a little effort from both sides.',
  ],
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
  ];
  const middles = [
    `${ra.gives[nature]}, and ${rb.receives[nature]}.`,
    `${ra.gives[nature]}; ${rb.receives[nature]}.`,
    `On your side, ${ra.gives[nature]}; on theirs, ${rb.receives[nature]}.`,
  ];
  return {
    title: `Your ${nameA} ${A.title} their ${nameB}`,
    body: paragraph([c.pick('opening', openings), c.pick('middle', middles), c.pick('advice', COUPLE_ADVICE[aspect])]),
  };
}
