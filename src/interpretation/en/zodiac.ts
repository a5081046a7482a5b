/** English phrases for the signs and houses. */
import type { Sign } from '../../astro/vocabulary.ts';
import type { Element, Modality } from '../sign-qualities.ts';

/** The phrases of one sign in English. */
export interface EnSign {
  /** Three adjectives joined: "direct, courageous and impatient". */
  traits: string;
  /** Clause with subject "you": how the sign acts. */
  style: string;
  /** Object noun phrase: what the sign needs. */
  needs: string;
  /** Noun phrase: the sign's shadow. */
  shadow: string;
  /** Noun phrase: the sign's gift. */
  gift: string;
  /** Adjective for the Moon's mood while it passes through the sign (horoscope). */
  mood: string;
}

/** English phrases for the twelve signs. */
export const EN_SIGNS: Record<Sign, EnSign> = {
  aries: {
    traits: 'direct, courageous and impatient',
    style: 'you act first and ask questions later',
    needs: 'a challenge and room to lead',
    shadow: 'impatience and a quick temper',
    gift: 'courage',
    mood: 'bold and impulsive',
  },
  taurus: {
    traits: 'steady, sensual and patient',
    style: 'you take your time and trust what you can touch',
    needs: 'security and comfort',
    shadow: 'stubbornness and possessiveness',
    gift: 'endurance',
    mood: 'calm and pleasure-loving',
  },
  gemini: {
    traits: 'curious, quick and versatile',
    style: 'you look for variety and connect ideas quickly',
    needs: 'stimulation and conversation',
    shadow: 'scattered energy and restlessness',
    gift: 'wit',
    mood: 'chatty and curious',
  },
  cancer: {
    traits: 'caring, protective and sensitive',
    style: 'you protect what you care about and lead with your feelings',
    needs: 'belonging and emotional safety',
    shadow: 'moodiness and clinging to the past',
    gift: 'care',
    mood: 'tender and home-loving',
  },
  leo: {
    traits: 'warm, proud and expressive',
    style: 'you want to create, to shine and to be appreciated',
    needs: 'recognition and heartfelt expression',
    shadow: 'pride and a need for applause',
    gift: 'generosity',
    mood: 'warm and playful',
  },
  virgo: {
    traits: 'precise, modest and helpful',
    style: 'you refine, analyse and improve',
    needs: 'order and a useful task',
    shadow: 'perfectionism and worry',
    gift: 'skill',
    mood: 'practical and tidy',
  },
  libra: {
    traits: 'gracious, fair-minded and sociable',
    style: 'you seek balance, beauty and partnership',
    needs: 'harmony and a fair exchange',
    shadow: 'indecision and people-pleasing',
    gift: 'diplomacy',
    mood: 'sociable and conciliatory',
  },
  scorpio: {
    traits: 'intense, private and determined',
    style: 'you go deep and do nothing halfway',
    needs: 'depth and trust',
    shadow: 'jealousy and the urge to control',
    gift: 'depth',
    mood: 'intense and probing',
  },
  sagittarius: {
    traits: 'frank, adventurous and optimistic',
    style: 'you look for meaning and room to roam',
    needs: 'freedom and a horizon',
    shadow: 'excess and preachiness',
    gift: 'faith',
    mood: 'restless and optimistic',
  },
  capricorn: {
    traits: 'ambitious, disciplined and reserved',
    style: 'you plan for the long run and earn your place',
    needs: 'a goal and respect',
    shadow: 'rigidity and pessimism',
    gift: 'perseverance',
    mood: 'sober and focused',
  },
  aquarius: {
    traits: 'independent, inventive and detached',
    style: 'you think for yourself and value people over convention',
    needs: 'freedom and a cause',
    shadow: 'aloofness and contrariness',
    gift: 'originality',
    mood: 'sociable and unconventional',
  },
  pisces: {
    traits: 'dreamy, compassionate and receptive',
    style: 'you sense what others feel and follow your imagination',
    needs: 'meaning beyond the everyday',
    shadow: 'escapism and blurred boundaries',
    gift: 'compassion',
    mood: 'dreamy and sensitive',
  },
};

/** "As a cardinal fire sign, ..." fragments. */
export const EN_ELEMENT: Record<Element, string> = {
  fire: 'adds enthusiasm and spontaneity',
  earth: 'grounds it in practical results',
  air: 'makes it sociable and thoughtful',
  water: 'makes it emotional and intuitive',
};
/** The modality as an adjective. */
export const EN_MODALITY: Record<Modality, string> = {
  cardinal: 'cardinal',
  fixed: 'fixed',
  mutable: 'mutable',
};
/** Clause (about "it", the sign) on how the modality acts. */
export const EN_MODALITY_WAY: Record<Modality, string> = {
  cardinal: 'it likes to initiate',
  fixed: 'it holds on and sees things through',
  mutable: 'it adapts and changes course easily',
};
/** The element in lower case, as in "a cardinal fire sign". */
export const EN_ELEMENT_NAME: Record<Element, string> = {
  fire: 'fire',
  earth: 'earth',
  air: 'air',
  water: 'water',
};

/** The phrases of one house in English. */
export interface EnHouse {
  /** Two noun phrases naming the house's areas of life. */
  areas: [string, string];
  /** Imperative clause: a fitting thing to do when the house is activated. */
  actions: [string, string];
}

/** English phrases for houses 1..12. */
export const EN_HOUSES: Record<number, EnHouse> = {
  1: {
    areas: ['self-image, body and personal initiative', 'your appearance and new beginnings'],
    actions: ['take the initiative for yourself', 'update your look or start a personal project'],
  },
  2: {
    areas: ['money, possessions and self-worth', 'your income and what you value'],
    actions: ['review your budget', 'invest in something of lasting value'],
  },
  3: {
    areas: ['communication, learning and your neighbourhood', 'siblings, short trips and everyday exchanges'],
    actions: ['write, call or learn something new', 'reconnect with a sibling or neighbour'],
  },
  4: {
    areas: ['home, family and roots', 'your private life and emotional foundations'],
    actions: ['look after your home and family', 'spend quiet time where you feel at home'],
  },
  5: {
    areas: ['creativity, romance and play', 'children, pleasure and self-expression'],
    actions: ['make something just for the joy of it', 'plan a date or a day of play'],
  },
  6: {
    areas: ['daily work, routines and health', 'your habits, duties and wellbeing'],
    actions: ['tidy up your schedule and your habits', 'look after your body and your workload'],
  },
  7: {
    areas: ['partnership and close relationships', 'marriage, contracts and open rivals'],
    actions: ['meet your partner halfway', 'talk openly about a shared agreement'],
  },
  8: {
    areas: ['shared resources, intimacy and transformation', 'debts, inheritances and what binds you to others'],
    actions: ['sort out joint finances', 'let go of something that has run its course'],
  },
  9: {
    areas: ['travel, higher learning and beliefs', 'distant horizons, law and publishing'],
    actions: ['plan a trip or a course of study', 'broaden your outlook with a new perspective'],
  },
  10: {
    areas: ['career, status and public life', 'your ambitions and reputation'],
    actions: ['make a move in your career', 'show your superiors what you can do'],
  },
  11: {
    areas: ['friends, groups and hopes for the future', 'networks, causes and shared goals'],
    actions: ['reach out to friends and allies', 'work on a long-term wish with others'],
  },
  12: {
    areas: ['solitude, the unconscious and hidden matters', 'retreat, dreams and quiet endings'],
    actions: ['rest and withdraw a little', 'finish what is left over before something new begins'],
  },
};

/** "1st", "2nd", "3rd", "4th" ... */
export function enOrdinal(n: number): string {
  const suffix = n % 100 >= 11 && n % 100 <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][n % 10] ?? 'th');
  return `${n}${suffix}`;
}
