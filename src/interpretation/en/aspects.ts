/** English phrases for the aspects, as the composers combine them. */
import type { AspectId } from '../../astro/vocabulary.ts';

/** The phrases of one aspect in English. */
export interface EnAspect {
  /** In a title between two points: "Transiting Mars square natal Sun". */
  title: string;
  /** Verbs taking the natal point as object: "squares" (your natal Sun). */
  verbs: string[];
  /** The aspect as a noun: "square". */
  noun: string;
  /** Singular noun phrase: the aspect's quality. */
  quality: string[];
  /** Verb phrases (3rd person singular) taking a domain as object: "puts pressure on". */
  effect: string[];
  /** A complete sentence of advice that fits the aspect. */
  advice: string[];
  /** Synastry: plural verb phrase for "your X and their Y ...": "clash". */
  links: string[];
}

/** English phrases for every aspect of the vocabulary. */
export const EN_ASPECTS: Record<AspectId, EnAspect> = {
  conjunction: {
    title: 'conjunct',
    verbs: ['conjoins', 'joins'],
    noun: 'conjunction',
    quality: ['a fusion of energies', 'a concentrated new beginning'],
    effect: ['fuses its energy with', 'turns the spotlight on'],
    advice: [
      'A conjunction starts a cycle: what you begin now tends to set the tone for what follows.',
      'The energies merge, for better or worse, so be deliberate about where you point them.',
    ],
    links: ['merge into one', 'become hard to tell apart'],
  },
  opposition: {
    title: 'opposite',
    verbs: ['opposes', 'stands opposite'],
    noun: 'opposition',
    quality: ['a pull between two sides', 'a mirror held up by other people'],
    effect: ['pulls against', 'holds up a mirror to'],
    advice: [
      'Look for balance: what others show you now is part of the answer.',
      'Avoid all-or-nothing choices; the solution usually lies between the two extremes.',
    ],
    links: ['face each other', 'pull in opposite directions'],
  },
  trine: {
    title: 'trine',
    verbs: ['trines', 'forms a trine to'],
    noun: 'trine',
    quality: ['an easy flow', 'natural harmony'],
    effect: ['flows easily into', 'supports'],
    advice: [
      'Ease can pass unnoticed, so use this trine on purpose.',
      'Things go smoothly now; invest the good flow in something that matters to you.',
    ],
    links: ['flow together', 'harmonise naturally'],
  },
  square: {
    title: 'square',
    verbs: ['squares', 'forms a square to'],
    noun: 'square',
    quality: ['tension that asks for action', 'friction that forces a decision'],
    effect: ['puts pressure on', 'challenges'],
    advice: [
      'Tension is fuel: act on it rather than letting it build up.',
      'The friction shows where something has to change; a decision now saves trouble later.',
    ],
    links: ['clash', 'rub against each other'],
  },
  sextile: {
    title: 'sextile',
    verbs: ['sextiles', 'forms a sextile to'],
    noun: 'sextile',
    quality: ['an opportunity that needs a little effort', 'friendly cooperation'],
    effect: ['opens doors for', 'gently stimulates'],
    advice: [
      'Opportunities come, but you have to reach for them.',
      'A small effort now brings more than usual; say yes to the invitation.',
    ],
    links: ['work well together', 'get along easily'],
  },
  quincunx: {
    title: 'quincunx',
    verbs: ['forms a quincunx to', 'stands in quincunx to'],
    noun: 'quincunx',
    quality: ['an awkward mismatch that calls for adjustment', 'a nagging sense that something does not fit'],
    effect: ['asks for adjustments in', 'unsettles'],
    advice: [
      'Neither side fits the other easily: adjust routines and expectations step by step.',
      'Look after your health and schedule; small corrections work better than big gestures.',
    ],
    links: ['struggle to fit together', 'need constant adjustment'],
  },
  'semi-sextile': {
    title: 'semi-sextile',
    verbs: ['forms a semi-sextile to', 'stands in semi-sextile to'],
    noun: 'semi-sextile',
    quality: ['a subtle nudge', 'a quiet opening'],
    effect: ['gently nudges', 'quietly feeds'],
    advice: [
      'Small steps count now; notice the quiet openings.',
      'The effect is subtle, so it helps to pay attention to small signals.',
    ],
    links: ['quietly support each other', 'touch lightly'],
  },
  'semi-square': {
    title: 'semi-square',
    verbs: ['forms a semi-square to', 'stands in semi-square to'],
    noun: 'semi-square',
    quality: ['low-level irritation', 'a nagging friction'],
    effect: ['irritates', 'chafes against'],
    advice: [
      'Minor frictions point to small fixes; deal with them early.',
      'Do not let small annoyances pile up; a quick word clears the air.',
    ],
    links: ['chafe', 'irritate each other'],
  },
  sesquiquadrate: {
    title: 'sesquiquadrate',
    verbs: ['forms a sesquiquadrate to', 'stands in sesquiquadrate to'],
    noun: 'sesquiquadrate',
    quality: ['agitation that builds up', 'restless pressure'],
    effect: ['stirs up', 'agitates'],
    advice: [
      'Do not overreact; a measured response works better than a sudden one.',
      'Pressure builds quietly, so release it early through movement or honest talk.',
    ],
    links: ['provoke each other', 'keep each other restless'],
  },
  quintile: {
    title: 'quintile',
    verbs: ['forms a quintile to', 'stands in quintile to'],
    noun: 'quintile',
    quality: ['creative talent', 'a spark of skill'],
    effect: ['lends creative flair to', 'sharpens the skills of'],
    advice: [
      'Play with it: this aspect rewards creativity and skill.',
      'Use the spark for a craft, a game or an elegant solution.',
    ],
    links: ['spark each other', 'inspire each other'],
  },
  'bi-quintile': {
    title: 'bi-quintile',
    verbs: ['forms a bi-quintile to', 'stands in bi-quintile to'],
    noun: 'bi-quintile',
    quality: ['an inventive spark', 'quiet ingenuity'],
    effect: ['brings inventive ideas to', 'adds ingenuity to'],
    advice: [
      'Use the inspiration for a craft, a hobby or an original solution.',
      'An unusual idea may work better than the usual one; try it.',
    ],
    links: ['refine each other', 'inspire each other'],
  },
};
