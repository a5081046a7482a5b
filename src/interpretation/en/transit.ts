/**
 * English transit texts: "Transiting Mars square natal Sun" with a body that joins what the
 * transiting point brings, the aspect's quality and the natal point's domain, in varied patterns.
 */
import type { AspectId } from '../../astro/vocabulary.ts';
import { isMinor, isReturn, type NatalPoint, type Nature, natureOf, PACE, type TransitingPoint } from '../catalogue.ts';
import { capitalize, paragraph } from '../sentences.ts';
import type { Chooser } from '../variation.ts';
import type { InterpretationText } from '../writer.ts';
import { EN_ASPECTS } from './aspects.ts';
import { EN_NATAL, EN_POINT_NAMES, EN_TRANSITING } from './points.ts';

/**
 * How long the transit lasts and how it unfolds, said for each transiting point in its own words
 * (three ways), so that a report reading several transits of one planet does not say the same.
 */
const TIMING: Record<TransitingPoint, string[]> = {
  sun: [
    'The Sun passes this point once a year and stays in orb for only a few days.',
    'Within a few days the Sun moves on, so use the moment while it lasts.',
    'A few bright days are enough to notice the difference.',
  ],
  moon: [
    'The Moon moves on within hours, so this is a mood of the day rather than a life event.',
    'Like every lunar transit it passes within a few hours.',
    'By tomorrow the Moon has moved on to other parts of your chart.',
  ],
  mercury: [
    'Mercury is quick: a few days, unless a retrograde loop brings the theme back.',
    'If Mercury turns retrograde nearby, expect the topic to return up to three times within weeks.',
    'Conversations of these days may matter more than they seem at first.',
  ],
  venus: [
    'Venus lingers only a few days here, except in her rare retrograde years.',
    'These are a few pleasant days to notice, not a turning point.',
    'What you enjoy or value in these days shows what you want more of.',
  ],
  mars: [
    'Mars keeps the heat on for about a week.',
    'Give it a week or so to run its course; during a Mars retrograde it can last for months.',
    'The energy peaks around the exact day and fades within a week.',
  ],
  jupiter: [
    'Jupiter takes weeks over this, and a retrograde can bring a second and third pass within the year.',
    'This is a theme of several weeks, not of a single day.',
    'Growth under Jupiter is gradual; what you start now can keep paying off for a year.',
  ],
  'north-node': [
    'The node moves slowly backwards through the zodiac, so this contact lasts for weeks.',
    'Meetings and chances of these weeks can carry more meaning than usual.',
    'Its effect shows less in events than in a sense of direction over several weeks.',
  ],
  saturn: [
    'Saturn works slowly: this unfolds over months, often in more than one exact pass.',
    'Expect a slow process over several months rather than a single event.',
    'What you build or settle during these months tends to last.',
  ],
  chiron: [
    'Chiron moves slowly, so this contact spans months and often returns in a second pass.',
    'Healing of this kind takes months, not days.',
    'Old stories may come up more than once before they let go.',
  ],
  uranus: [
    'Uranus stays for a year or more, in up to three passes, and the changes it starts tend to stay.',
    'Slow and far-reaching, this transit is a chapter of life, not an event.',
    'Sudden turns may cluster around the exact passes, with quieter months between them.',
  ],
  neptune: [
    'Neptune takes a year or more over this, in up to three passes, and its effects outlast the transit itself.',
    'Clarity comes slowly under Neptune; the meaning of this period often shows only afterwards.',
    'This is a long, quiet process rather than a single moment.',
  ],
  pluto: [
    'Pluto stays for years in up to three exact passes: a slow, deep change rather than an event.',
    'What Pluto transforms does not return to the way it was.',
    'Such a long transit asks for patience; the change works below the surface first.',
  ],
};

/**
 * A second way of saying what each transiting point brings (beside EN_TRANSITING's), by aspect
 * nature: a planet that makes several transits in one period does not bring the same words each time.
 */
const ALSO_BRINGS: Record<TransitingPoint, Record<Nature, string>> = {
  sun: {
    fusion: 'a fresh burst of vitality and a wish to be noticed',
    hard: 'pride, tiredness and a test of your will',
    soft: 'warmth, recognition and an easy self-confidence',
  },
  moon: {
    fusion: 'strong feelings and a pull towards home',
    hard: 'restless moods and small irritations',
    soft: 'comfort, closeness and a gentle mood',
  },
  mercury: {
    fusion: 'news, plans and a head full of ideas',
    hard: 'crossed wires, delays and nervous second-guessing',
    soft: 'good timing for talks, letters and decisions',
  },
  venus: {
    fusion: 'warmth, attraction and a wish to enjoy life',
    hard: 'vanity, overspending and quiet resentment',
    soft: 'kindness, good company and small pleasures',
  },
  mars: {
    fusion: 'drive, appetite and impatience to begin',
    hard: 'anger, accidents of haste and a fight for position',
    soft: 'stamina, initiative and a healthy competitive edge',
  },
  jupiter: {
    fusion: 'opportunity, faith and the wish to grow',
    hard: 'promises too big to keep and a taste for excess',
    soft: 'support from others, good fortune and confidence',
  },
  'north-node': {
    fusion: 'a meeting with what you are here to learn',
    hard: 'the pull of old habits against new aims',
    soft: 'allies and chances that fit your path',
  },
  saturn: {
    fusion: 'a test of maturity and the need to take charge',
    hard: 'hard limits, fatigue and duties that cannot wait',
    soft: 'patience, structure and the reward of earlier effort',
  },
  chiron: {
    fusion: 'a tender spot touched and the chance to tend it',
    hard: 'old pain stirred up and the urge to protect yourself',
    soft: 'understanding, repair and the wish to help others heal',
  },
  uranus: {
    fusion: 'breakthroughs, upheaval and the need to be free',
    hard: 'sudden breaks, nervous tension and rebellion',
    soft: 'inventive solutions and a lucky change of course',
  },
  neptune: {
    fusion: 'dreams, dissolving certainties and spiritual hunger',
    hard: 'fog, disappointment and the temptation to escape',
    soft: 'imagination, empathy and quiet grace',
  },
  pluto: {
    fusion: 'endings, rebirth and a confrontation with power',
    hard: 'control, compulsion and crises that clear the ground',
    soft: 'resolve, insight and the strength to renew',
  },
};

/** More ways of naming the quality of the major aspects in a transit (beside EN_ASPECTS's). */
const MORE_QUALITY: Partial<Record<AspectId, string[]>> = {
  conjunction: ['a merging of two forces', 'a charged new start'],
  opposition: ['a tug of war', 'a standoff that wants a balance'],
  square: ['pressure that builds until you act', 'a turning point under strain'],
  trine: ['steady support', 'a time of ease and good timing'],
  sextile: ['a helpful opening', 'a chance that rewards initiative'],
};

const RETURNS: Partial<Record<TransitingPoint, string>> = {
  sun: 'This is your solar return, the astrological birthday that sets the tone for the year ahead.',
  moon: 'This is your monthly lunar return, a small emotional new beginning.',
  jupiter: 'This is your Jupiter return, the start of a new twelve-year cycle of growth.',
  saturn: 'This is your Saturn return, a rite of passage that asks you to become the author of your own life.',
  chiron: 'This is your Chiron return, a once-in-a-lifetime chance to make peace with an old wound.',
  'north-node': 'This is your nodal return, a moment when your life path comes back into view.',
};

const MINOR_NOTES = [
  'As a minor aspect its effect is subtle and easy to miss.',
  'Minor aspects whisper rather than shout; notice the small signs.',
];

/** Title and body of transiting `transiting` in `aspect` to natal `natal`, in English. */
export function enTransit(
  transiting: TransitingPoint,
  aspect: AspectId,
  natal: NatalPoint,
  c: Chooser,
): InterpretationText {
  const tName = EN_POINT_NAMES[transiting];
  const nName = EN_POINT_NAMES[natal].name;
  const T = EN_TRANSITING[transiting];
  const N = EN_NATAL[natal];
  const A = EN_ASPECTS[aspect];
  const nature = natureOf(aspect);
  // "the transiting Sun", "transiting Mars"
  const transitingThe = tName.the.startsWith('the ') ? `the transiting ${tName.name}` : `transiting ${tName.name}`;

  const first = c.index('domain', 2);
  const domain = N.domain[first];
  const domain2 = N.domain[1 - first];
  const verb = c.pick('verb', A.verbs);
  const effect = c.pick('effect', A.effect);
  const quality = c.pick('quality', [...A.quality, ...(MORE_QUALITY[aspect] ?? [])]);
  const epithet = c.pick('epithet', T.epithet);
  const brings = c.pick('brings', [T.brings[nature], ALSO_BRINGS[transiting][nature]]);
  const feels = N.feels[nature];
  const advice = c.pick('advice', T.advice[nature]);

  const openings = [
    `${capitalize(tName.the)}, ${epithet}, ${verb} your natal ${nName} and ${effect} ${domain}.`,
    `This ${A.noun} from ${tName.the} to your ${nName} ${effect} ${domain}.`,
    `With ${tName.the} ${A.title} your natal ${nName}, ${quality} ${c.pick('colours', ['colours', 'runs through', 'shapes'])} ${domain}.`,
    `${transitingThe} ${verb} your natal ${nName}, and for ${domain} the theme is ${quality}.`,
    `For ${domain}, ${quality} comes into play as ${tName.the} ${verb} your natal ${nName}.`,
    `${capitalize(quality)} reaches ${domain} while ${tName.the} ${verb} your natal ${nName}.`,
    `Under the ${A.noun} of ${tName.the} to your ${nName}, ${quality} marks ${domain}.`,
    `In matters of ${N.area}, ${tName.the} ${verb} your natal ${nName} and ${effect} ${domain}.`,
  ];
  const middles = [
    `Expect ${brings}; ${feels}.`,
    `${feels}, as ${tName.the} brings ${brings}.`,
    `For ${domain2}, ${tName.the} brings ${brings}, and ${feels}.`,
    `${feels}; what ${tName.the} adds is ${brings}.`,
    `Its mark on ${domain2}: ${brings}.`,
    `${capitalize(feels)} while ${tName.the} adds ${brings}.`,
  ];
  // An opening that names the area already: the advice does not name it again.
  const areaOpening = c.index('opening', openings.length) === openings.length - 1;
  const advices = [
    `${advice}.`,
    `Best use of this ${A.noun}: ${advice}.`,
    `The advice is simple: ${advice}.`,
    // The aspect's own advice would repeat in every text of that aspect: minor aspects only (they are few).
    isMinor(aspect) ? c.pick('aspect-advice', A.advice) : areaOpening ? `${advice}.` : `For ${N.area}, ${advice}.`,
  ];
  const sentences = [c.pick('opening', openings), c.pick('middle', middles), c.pick('advice-form', advices)];

  if (isReturn(transiting, aspect, natal)) {
    sentences.push(
      RETURNS[transiting] ??
        (PACE[transiting] === 'years'
          ? 'So slow a planet comes back to its natal place only in the first years of life or, for Uranus, around the age of 84: it marks a stage of life rather than an event.'
          : `This is your ${tName.name} return, the start of a new ${tName.name} cycle.`),
    );
  } else {
    const extras = [c.pick('pace', TIMING[transiting]), ''];
    if (isMinor(aspect)) extras.push(c.pick('minor', MINOR_NOTES));
    sentences.push(c.pick('extra', extras));
  }
  return {
    title: `Transiting ${tName.name} ${A.title} natal ${nName}`,
    body: paragraph(sentences),
  };
}
