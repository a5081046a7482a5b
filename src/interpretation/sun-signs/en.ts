/** English sun-sign compatibility texts. */
import type { SunSignTexts } from './keys.ts';

export const EN_SUN_SIGN_TEXTS: SunSignTexts = {
  elements: {
    'fire-fire': {
      title: 'Two fires',
      body: 'You egg each other on. Plans become adventures quickly, and neither of you minds a bit of drama. Take turns leading, or the sparks fly the wrong way.',
    },
    'earth-earth': {
      title: 'Solid ground',
      body: 'You share a taste for things that last: routines, promises kept, a home that works. The risk is comfort turning into rut, so plan a surprise now and then.',
    },
    'air-air': {
      title: 'Endless conversation',
      body: 'Ideas bounce between you from the first meeting. You give each other freedom easily; make sure the talk also turns into decisions you both carry out.',
    },
    'water-water': {
      title: 'Deep waters',
      body: "You understand each other without many words and feel the other's moods at once. Protect that closeness, and do not let shared worries swell unchecked.",
    },
    'fire-earth': {
      title: 'Spark and steadiness',
      body: 'One wants to start now, the other wants to be sure first. Respect that difference and it becomes a division of labour: ideas with a plan behind them.',
    },
    'fire-air': {
      title: 'Wind for the flame',
      body: "Air feeds fire: curiosity meets enthusiasm, and life together rarely gets dull. You encourage each other's boldest plans; someone still has to pay the bills.",
    },
    'fire-water': {
      title: 'Steam',
      body: 'Passion and feeling meet head-on. Directness can hurt a sensitive partner, and sensitivity can look like moodiness to a fiery one. Patience turns the steam into warmth.',
    },
    'earth-air': {
      title: 'Facts and theories',
      body: 'Earth wants proof, air wants possibilities. You can build something remarkable together if the practical one listens to the ideas and the dreamer respects the budget.',
    },
    'earth-water': {
      title: 'A garden',
      body: 'Water softens earth and earth gives water a shape. You tend to feel safe with each other, loyal and caring; say your needs out loud instead of assuming.',
    },
    'air-water': {
      title: 'Mind and heart',
      body: 'One thinks a feeling through, the other feels a thought. That can be fascinating or frustrating; it works when the head makes room for the heart and the heart for a bit of distance.',
    },
  },
  aspects: {
    conjunction: {
      title: 'Suns together',
      body: 'Your Suns stand side by side: you want similar things from life and recognise yourselves in each other. Watch that two strong wills do not compete for the same spotlight.',
    },
    sextile: {
      title: 'Friendly Suns',
      body: "Your Suns make a sextile, an easy and cooperative link. You enjoy each other's company and make good allies; the bond grows with shared projects.",
    },
    square: {
      title: 'Suns at odds',
      body: 'Your Suns square each other: different goals and tempos rub. The friction is also energy, and couples with this contact often achieve a lot once they stop trying to change each other.',
    },
    trine: {
      title: 'Suns in harmony',
      body: 'Your Suns form a trine, the smoothest contact between two identities. You back each other naturally and forgive quickly; do not let ease become taking each other for granted.',
    },
    opposition: {
      title: 'Opposite Suns',
      body: 'Your Suns face each other across the zodiac: you are drawn to what the other has and you lack. Balance is the task, and the reward is a partnership that completes you both.',
    },
    none: {
      title: 'Independent Suns',
      body: 'Your Suns make no major aspect: your core drives run on separate tracks. That leaves room for each to be themselves; the meeting points lie in the rest of your charts.',
    },
  },
};
