/**
 * English transit texts: "Transiting Mars square natal Sun" with a body that joins what the
 * transiting point brings, the aspect's quality and the natal point's domain, in varied patterns.
 */
import type { AspectId } from '../../astro/vocabulary.ts';
import { isMinor, isReturn, type NatalPoint, natureOf, PACE, type Pace, type TransitingPoint } from '../catalogue.ts';
import { capitalize, paragraph } from '../sentences.ts';
import type { Chooser } from '../variation.ts';
import type { InterpretationText } from '../writer.ts';
import { EN_ASPECTS } from './aspects.ts';
import { EN_NATAL, EN_POINT_NAMES, EN_TRANSITING } from './points.ts';

const PACE_SENTENCES: Record<Pace, string[]> = {
  hours: [
    'The Moon moves on within hours, so this is a mood of the day rather than a life event.',
    'Like every lunar transit it passes within a few hours.',
  ],
  days: ['The influence lasts a few days.', 'Expect it to colour a couple of days, not more.'],
  week: ['This lasts about a week.', 'Give it a week or so to run its course.'],
  weeks: ['The effect builds over several weeks.', 'This is a theme of several weeks, not a single day.'],
  months: [
    'This transit unfolds over months and often returns in more than one exact pass.',
    'Expect a slow process over several months rather than a single event.',
  ],
  years: [
    'Slow and far-reaching, this transit can span a year or more in three passes: a chapter of life, not an event.',
    'With retrograde loops it is exact up to three times, and its effects outlast the transit itself.',
  ],
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
  const quality = c.pick('quality', A.quality);
  const epithet = c.pick('epithet', T.epithet);
  const brings = T.brings[nature];
  const feels = N.feels[nature];
  const advice = c.pick('advice', T.advice[nature]);

  const openings = [
    `${capitalize(tName.the)}, ${epithet}, ${verb} your natal ${nName} and ${effect} ${domain}.`,
    `This ${A.noun} from ${transitingThe} to your ${nName} ${effect} ${domain}.`,
    `With ${tName.the} ${A.title} your natal ${nName}, ${quality} ${c.pick('colours', ['colours', 'runs through', 'shapes'])} ${domain}.`,
    `${transitingThe} ${verb} your natal ${nName}, and the theme for ${domain} is ${quality}.`,
  ];
  const middles = [
    `Expect ${brings}; ${feels}.`,
    `${feels}, as ${tName.the} brings ${brings}.`,
    `For ${domain2}, ${tName.the} brings ${brings}, and ${feels}.`,
    `In practice this can mean ${brings}: ${feels}.`,
  ];
  const advices = [
    `${advice}.`,
    `Best use of this ${A.noun}: ${advice}.`,
    `The advice is simple: ${advice}.`,
    `${c.pick('aspect-advice', A.advice)}`,
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
    const extras = [c.pick('pace', PACE_SENTENCES[PACE[transiting]]), ''];
    if (isMinor(aspect)) extras.push(c.pick('minor', MINOR_NOTES));
    sentences.push(c.pick('extra', extras));
  }
  return {
    title: `Transiting ${tName.name} ${A.title} natal ${nName}`,
    body: paragraph(sentences),
  };
}
