/** English texts of the composite chart: the relationship's own chart, read for both people. */
import type { Element } from '../../astro/sign-qualities.ts';
import { EN_HOUSES, EN_SIGNS, enOrdinal } from '../en/zodiac.ts';
import { aspectName, pointName, signName } from '../names.ts';
import { capitalize } from '../sentences.ts';
import type { CompositeAspect, CompositeAspectPoint, CompositeKeyPoint, CompositeWriter, ScoreBand } from './writer.ts';

const list = (items: readonly string[]) => new Intl.ListFormat('en', { type: 'conjunction' }).format(items);
const names = (ids: readonly string[]) => list(ids.map((id) => pointName(id as CompositeAspectPoint, 'en')));

/** What each point stands for in a relationship. */
const ROLE: Record<CompositeAspectPoint, string> = {
  sun: 'the purpose of the relationship',
  moon: 'the emotional climate between you',
  mercury: 'the way you two talk',
  venus: 'your affection and shared pleasures',
  mars: 'the drive you share',
  jupiter: 'your shared hopes',
  saturn: 'the commitments you keep',
  uranus: 'the freedom you allow each other',
  neptune: 'the ideals you share',
  pluto: 'the power the bond has over you both',
  ascendant: 'the face you show as a couple',
  midheaven: 'what you achieve together in the world',
};

const ASPECT: Record<CompositeAspect, (a: string, b: string) => string> = {
  conjunction: (a, b) => `${a} and ${b} are fused into one theme`,
  trine: (a, b) => `${a} and ${b} flow together without effort`,
  sextile: (a, b) => `${a} and ${b} help each other whenever you take the opening`,
  square: (a, b) => `${a} and ${b} rub against each other`,
  opposition: (a, b) => `${a} and ${b} pull in opposite directions`,
};
const ASPECT_AFTER: Record<CompositeAspect, string> = {
  conjunction: 'Whatever touches one touches the other.',
  trine: 'It is a strength you may take for granted; use it on purpose.',
  sextile: 'The gift is real but asks for a small step from both of you.',
  square: 'The friction is where the relationship is forced to grow.',
  opposition: 'Balance comes when each of you holds one end on purpose.',
};

const PLACEMENT: Record<CompositeKeyPoint, string> = {
  sun: 'The composite Sun tells what the relationship is for',
  moon: 'The composite Moon shows what makes you feel at home together',
  venus: 'The composite Venus shows how you two show love',
  mars: 'The composite Mars shows how you act and argue as a pair',
  mercury: 'The composite Mercury shows how you think and talk together',
  ascendant: 'The composite Ascendant is how others see you as a couple',
};

const ELEMENT_TONE: Record<Element, string> = {
  fire: 'enthusiasm, courage and a taste for adventure',
  earth: 'practical plans, loyalty and a shared sense of security',
  air: 'conversation, ideas and friendship',
  water: 'feeling, intimacy and quiet understanding',
};

const BAND: Record<ScoreBand, string> = {
  strong: 'a strong match: the contacts between your charts mostly support each other',
  good: 'a good match: support outweighs friction, and the friction is workable',
  mixed: 'a mixed picture: support and friction are close to even, so much depends on how you meet',
  demanding: 'a demanding match: friction outweighs ease, which asks for patience and clear agreements',
};

const PATTERN_TITLE = {
  'grand-trine': 'Grand trine',
  kite: 'Kite',
  't-square': 'T-square',
  'grand-cross': 'Grand cross',
  yod: 'Yod',
} as const;

export const enComposite: CompositeWriter = {
  score(score, band, [a, b]) {
    return {
      title: `Compatibility ${score} of 100`,
      body: `Compared chart to chart, ${a} and ${b} score ${score} of 100, ${BAND[band]}. The composite below describes what the two of you make together.`,
    };
  },
  stellium(s) {
    const where = s.by === 'sign' ? `in ${signName(s.sign, 'en')}` : `in the ${enOrdinal(s.houses[0])} house`;
    const sign = EN_SIGNS[s.sign];
    return {
      title: `Stellium ${where}`,
      body:
        s.by === 'sign'
          ? `${names(s.members)} gather ${where} in your composite. The relationship itself is ${sign.traits}: ${sign.gift} is its great strength, ${sign.shadow} its risk.`
          : `${names(s.members)} gather ${where} of your composite. ${EN_HOUSES[s.houses[0]].areas[0]} become the main stage of the relationship.`,
    };
  },
  pattern(p) {
    const apex = p.apex ? pointName(p.apex, 'en') : '';
    const body: Record<typeof p.kind, string> = {
      'grand-trine': `${names(p.members)} form a grand trine in your composite: an easy circle of ${p.element ?? 'mixed'} energy that carries the relationship through ordinary days. Give it a shared aim, or its ease turns into routine.`,
      kite: `${names(p.members)} form a kite: the easy flow of a grand trine is given a direction, a common goal the two of you can pursue with your combined talents.`,
      't-square': `${names(p.members)} form a T-square with ${apex} at its apex: the relationship's tension collects there, and it is also where you two achieve most when you face it together.`,
      'grand-cross': `${names(p.members)} form a grand cross: four demands pull at the relationship at once, and it grows tough by holding them together.`,
      yod: `${names(p.members)} form a yod pointing at ${apex}: something in the relationship keeps asking for adjustment rather than more effort.`,
    };
    return { title: PATTERN_TITLE[p.kind], body: body[p.kind] };
  },
  balance(b) {
    const main = b.dominantElements;
    const missing = b.missingElements.map((e) => e);
    return {
      title: 'Elements of the relationship',
      body: `Most composite planets are in ${list(main)} signs, so the relationship runs on ${list(main.map((e) => ELEMENT_TONE[e]))}.${
        missing.length
          ? ` With nothing in ${list(missing)}, ${list(missing.map((e) => ELEMENT_TONE[e]))} must be brought in on purpose.`
          : ''
      }`,
    };
  },
  placement(point, sign, house) {
    const s = EN_SIGNS[sign];
    return {
      title: `Composite ${pointName(point, 'en')} in ${signName(sign, 'en')}, ${enOrdinal(house)} house`,
      body: `${PLACEMENT[point]}: here it is ${s.traits}, and it needs ${s.needs}.${point === 'ascendant' ? '' : ` Its field is ${EN_HOUSES[house].areas[1]}.`}`,
    };
  },
  aspect(a, aspect, b, position) {
    const first = ASPECT[aspect](ROLE[a], ROLE[b]);
    return {
      title: `Composite ${pointName(a, 'en')} ${aspectName(aspect, 'en').toLowerCase()} ${pointName(b, 'en')}`,
      body: `${capitalize(first)}. ${position < 5 ? ASPECT_AFTER[aspect] : ''}`.trim(),
    };
  },
};
