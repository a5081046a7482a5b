/**
 * English phrases for the points: how each one is named, what it brings when it transits, what
 * it stands for in the natal chart, and how it acts between two people. Phrases are fragments
 * that the composers combine; their grammatical role is stated on each field.
 */
import type { Nature, SynastryPoint, TextPoint, TransitingPoint } from '../catalogue.ts';

/** How a point is named in English. */
export interface EnPointNames {
  /** Bare name, capitalized: "Sun", "North Node". */
  name: string;
  /** Name as a sentence subject mid-sentence, with article where English needs one: "the Sun", "Mars". */
  the: string;
}

/** English names of the text points. */
export const EN_POINT_NAMES: Record<TextPoint, EnPointNames> = {
  sun: { name: 'Sun', the: 'the Sun' },
  moon: { name: 'Moon', the: 'the Moon' },
  mercury: { name: 'Mercury', the: 'Mercury' },
  venus: { name: 'Venus', the: 'Venus' },
  mars: { name: 'Mars', the: 'Mars' },
  jupiter: { name: 'Jupiter', the: 'Jupiter' },
  saturn: { name: 'Saturn', the: 'Saturn' },
  uranus: { name: 'Uranus', the: 'Uranus' },
  neptune: { name: 'Neptune', the: 'Neptune' },
  pluto: { name: 'Pluto', the: 'Pluto' },
  chiron: { name: 'Chiron', the: 'Chiron' },
  'north-node': { name: 'North Node', the: 'the North Node' },
  'south-node': { name: 'South Node', the: 'the South Node' },
  'mean-lilith': { name: 'Black Moon Lilith', the: 'Black Moon Lilith' },
  ascendant: { name: 'Ascendant', the: 'the Ascendant' },
  midheaven: { name: 'Midheaven', the: 'the Midheaven' },
};

/** What a transiting point brings, in English. */
export interface EnTransiting {
  /** Appositive after the name: "Mars, planet of drive and desire, ...". */
  epithet: string[];
  /** Object noun phrase (a list of two or more things): what the transit brings, by aspect nature. */
  brings: Record<Nature, string>;
  /** Imperative clause without final stop, by aspect nature: "channel the heat into ...". */
  advice: Record<Nature, string[]>;
}

/** English phrases of every transiting point. */
export const EN_TRANSITING: Record<TransitingPoint, EnTransiting> = {
  sun: {
    epithet: ['giver of light and vitality', 'the light of will and purpose'],
    brings: {
      fusion: 'a spotlight, fresh vitality and the wish to be seen',
      hard: 'clashes of will and a dip in energy',
      soft: 'confidence, visibility and goodwill',
    },
    advice: {
      fusion: ['step forward and let yourself be seen', 'set an intention for the year or the month ahead'],
      hard: ['choose your battles and rest when you need to', 'let others have their way on the small things'],
      soft: ['show your work and ask for what you want', 'put yourself forward; people are receptive'],
    },
  },
  moon: {
    epithet: ['ruler of feelings and daily rhythms', 'keeper of moods and needs'],
    brings: {
      fusion: 'a wave of feeling and a need for comfort',
      hard: 'moodiness and touchy reactions',
      soft: 'emotional ease and good instincts',
    },
    advice: {
      fusion: ['listen to your feelings before you act', 'give yourself a quiet hour at home'],
      hard: ['do not make big decisions from a passing mood', 'eat, sleep and slow down before you react'],
      soft: ['spend time with people who nourish you', 'trust your gut in small daily choices'],
    },
  },
  mercury: {
    epithet: ['the messenger', 'planet of thought and words'],
    brings: {
      fusion: 'conversations, news and a busy mind',
      hard: 'misunderstandings, nervous chatter and second thoughts',
      soft: 'clear thinking and useful exchanges',
    },
    advice: {
      fusion: ['write things down and talk things through', 'make the call or send the message you have been drafting'],
      hard: ['double-check messages and listen before you answer', 'sleep on any signature or sharp reply'],
      soft: ['negotiate, study or pitch your idea', 'use the clarity for paperwork and plans'],
    },
  },
  venus: {
    epithet: ['planet of love and value', 'the lesser benefic'],
    brings: {
      fusion: 'affection, pleasure and a taste for beauty',
      hard: 'indulgence, jealousy and the wish to please at any cost',
      soft: 'charm, harmony and easy pleasures',
    },
    advice: {
      fusion: ['enjoy beauty and company, but spend wisely', 'make time for love and for what you find beautiful'],
      hard: ['do not try to buy affection or approval', 'say what you really value instead of keeping the peace'],
      soft: ['meet people, make peace and treat yourself', 'mend a relationship or refresh your surroundings'],
    },
  },
  mars: {
    epithet: ['planet of drive and desire', 'the warrior'],
    brings: {
      fusion: 'a surge of energy and the urge to start something',
      hard: 'friction, haste and short tempers',
      soft: 'courage and the energy to get things done',
    },
    advice: {
      fusion: ['start the project you have been postponing', 'put the extra energy into your body and your goals'],
      hard: [
        'channel the heat into exercise or hard work, not quarrels',
        'slow down in traffic, in the kitchen and in arguments',
      ],
      soft: [
        'take the initiative and tackle what needs courage',
        'go after what you want while the wind is behind you',
      ],
    },
  },
  jupiter: {
    epithet: ['the great benefic', 'planet of growth and faith'],
    brings: {
      fusion: 'growth, optimism and a wider horizon',
      hard: 'overconfidence and a pull to overdo things',
      soft: 'luck, generosity and open doors',
    },
    advice: {
      fusion: ['say yes to growth but keep your feet on the ground', 'aim higher than usual and learn something new'],
      hard: ['read the small print before you commit', 'promise less and deliver more'],
      soft: ['apply, travel, teach or learn: doors are open', 'ask for support; people are inclined to help'],
    },
  },
  saturn: {
    epithet: ['the taskmaster', 'planet of time and structure'],
    brings: {
      fusion: 'weight, responsibility and a serious reckoning',
      hard: 'obstacles, delays and the feeling of being tested',
      soft: 'steadiness, discipline and lasting results',
    },
    advice: {
      fusion: ['commit to what matters and drop what does not', 'take stock honestly and lay a new foundation'],
      hard: [
        'be patient, do the work and accept realistic limits',
        'simplify, and do not take setbacks as final verdicts',
      ],
      soft: ['build something that lasts', 'make the long-term plan and take its first concrete step'],
    },
  },
  uranus: {
    epithet: ['the awakener', 'planet of sudden change'],
    brings: {
      fusion: 'sudden change and a jolt of awakening',
      hard: 'disruption, restlessness and surprises',
      soft: 'fresh ideas and welcome freedom',
    },
    advice: {
      fusion: ['make room for the new without burning bridges', 'let go of a rule that no longer fits you'],
      hard: ['stay flexible and avoid rash breaks', 'expect the unexpected and keep a plan B'],
      soft: ['experiment and try an unusual approach', 'update your tools, your habits or your look'],
    },
  },
  neptune: {
    epithet: ['planet of dreams and dissolution', 'the mystic'],
    brings: {
      fusion: 'longing, inspiration and blurred boundaries',
      hard: 'confusion, doubt and the pull of illusion',
      soft: 'intuition, compassion and inspiration',
    },
    advice: {
      fusion: ['trust your intuition but verify the facts', 'give your imagination a form: music, art, prayer'],
      hard: ['read the fine print and avoid escapism', 'rest more and do not sign anything you do not understand'],
      soft: ['make art, meditate or help someone', 'follow the quiet inspiration that keeps coming back'],
    },
  },
  pluto: {
    epithet: ['lord of transformation', 'planet of depth and power'],
    brings: {
      fusion: 'intensity, power and deep transformation',
      hard: 'power struggles, pressure and things forced into the open',
      soft: 'depth, focus and regenerating strength',
    },
    advice: {
      fusion: ['let go of what has run its course', 'face what you have been avoiding; it has less power once seen'],
      hard: ['do not force outcomes; look at what really drives you', 'refuse control games, yours included'],
      soft: [
        'dig deep: research, therapy and focused effort pay off',
        'use your influence to renew something that matters',
      ],
    },
  },
  chiron: {
    epithet: ['the wounded healer', 'the bridge between pain and wisdom'],
    brings: {
      fusion: 'old wounds coming to the surface and the chance to heal them',
      hard: 'tender spots and memories of old hurt',
      soft: 'healing insight and wise compassion',
    },
    advice: {
      fusion: ['be gentle with yourself and let others help', 'seek a good healer, teacher or listener'],
      hard: ['name the hurt instead of hiding it', "do not let an old pain make today's decisions"],
      soft: ['share what you have learned from hardship', 'help someone through something you know too well'],
    },
  },
  'north-node': {
    epithet: ['the point of future growth', 'the compass of the soul'],
    brings: {
      fusion: 'fated-feeling encounters and a meeting with your future direction',
      hard: 'a tension between comfort and growth',
      soft: 'helpful contacts and the sense of being on track',
    },
    advice: {
      fusion: ['follow the opportunities that stretch you', 'notice who and what appears now; it points ahead'],
      hard: ['do not retreat into the familiar just because it is easy', 'choose growth over habit where you can'],
      soft: ['say yes to the people and chances that point forward', 'take the next step, even a small one'],
    },
  },
};

/** What a natal point stands for, in English. */
export interface EnNatal {
  /** Object noun phrases starting with "your": what the point stands for (two variants). */
  domain: [string, string];
  /** Independent clause, lower-case start, no final stop: how a transit to it feels, by nature. */
  feels: Record<Nature, string>;
  /** Short area for "when it comes to ...": "love and pleasure". */
  area: string;
}

/** English phrases of every natal point. */
export const EN_NATAL: Record<TextPoint, EnNatal> = {
  sun: {
    domain: ['your sense of self and vitality', 'your identity and creative will'],
    feels: {
      fusion: 'who you are and what you want moves to the foreground',
      hard: 'you may feel your will opposed or your vitality low',
      soft: 'you feel more like yourself, and it shows',
    },
    area: 'who you are and what you want',
  },
  moon: {
    domain: ['your emotions and need for security', 'your moods, home and inner life'],
    feels: {
      fusion: 'your feelings run close to the surface',
      hard: 'you may feel unsettled, touchy or in need of reassurance',
      soft: 'you feel emotionally at ease and cared for',
    },
    area: 'feelings and comfort',
  },
  mercury: {
    domain: ['your thinking and communication', 'the way you learn, speak and decide'],
    feels: {
      fusion: 'your mind is busy and your words carry weight',
      hard: 'thoughts race and words may come out wrong',
      soft: 'ideas connect easily and you find the right words',
    },
    area: 'thinking and talking',
  },
  venus: {
    domain: ['your relationships, tastes and values', 'your love life, pleasures and finances'],
    feels: {
      fusion: 'love, money and pleasure are on your mind',
      hard: 'you may doubt what you value or whom you love',
      soft: 'affection and appreciation come more easily',
    },
    area: 'love and pleasure',
  },
  mars: {
    domain: ['your drive and the way you assert yourself', 'your ambition, desire and courage'],
    feels: {
      fusion: 'your drive is switched on',
      hard: 'anger rises faster than usual',
      soft: 'you act with confidence and good timing',
    },
    area: 'taking action',
  },
  jupiter: {
    domain: ['your beliefs, hopes and sense of meaning', 'your growth and generosity'],
    feels: {
      fusion: 'your faith in the future grows',
      hard: 'you may promise more than you can keep',
      soft: 'you see the bigger picture and feel generous',
    },
    area: 'growth and belief',
  },
  saturn: {
    domain: ['your structures, duties and ambitions', 'your sense of responsibility and your limits'],
    feels: {
      fusion: 'your commitments come up for review',
      hard: 'duties may feel heavier than usual',
      soft: 'you work steadily and earn respect',
    },
    area: 'duty and ambition',
  },
  uranus: {
    domain: ['your need for freedom and originality', 'your independence and appetite for change'],
    feels: {
      fusion: 'your need for freedom wakes up',
      hard: 'you may feel restless and ready to break the rules',
      soft: 'you dare to do things differently',
    },
    area: 'freedom and change',
  },
  neptune: {
    domain: ['your dreams, ideals and sensitivity', 'your imagination and spiritual longing'],
    feels: {
      fusion: 'your imagination and sensitivity are heightened',
      hard: 'it may be hard to tell a dream from reality',
      soft: 'your intuition and compassion are strong',
    },
    area: 'dreams and ideals',
  },
  pluto: {
    domain: ['your deepest drives and your power to transform', 'your relationship with control, loss and renewal'],
    feels: {
      fusion: 'you feel the pull of deep desires and hidden motives',
      hard: 'control and power become charged issues',
      soft: 'you find the strength to let go and renew',
    },
    area: 'power and transformation',
  },
  chiron: {
    domain: ['your old wounds and your gift for healing', 'the places where you are most vulnerable'],
    feels: {
      fusion: 'an old wound asks for attention',
      hard: 'a sensitive spot may be touched',
      soft: 'you can turn past pain into wisdom for others',
    },
    area: 'healing',
  },
  'north-node': {
    domain: ['your path of growth', 'the direction your life wants to take'],
    feels: {
      fusion: 'your sense of purpose sharpens',
      hard: 'old habits and new goals pull in different directions',
      soft: 'the next step on your path feels natural',
    },
    area: 'your growth',
  },
  'south-node': {
    domain: ['your habits and inherited talents', 'the comfort zone you were born with'],
    feels: {
      fusion: 'familiar patterns and past talents resurface',
      hard: 'you may fall back on old habits',
      soft: 'skills you already own come in handy',
    },
    area: 'old habits',
  },
  'mean-lilith': {
    domain: ['your untamed instincts and unspoken desires', 'the parts of yourself you were taught to hide'],
    feels: {
      fusion: 'what you usually suppress wants to be expressed',
      hard: 'repressed anger or desire may flare up',
      soft: 'you can own your instincts without apology',
    },
    area: 'hidden desires',
  },
  ascendant: {
    domain: ['your appearance and the way you meet the world', 'your body, style and first impressions'],
    feels: {
      fusion: 'the way you appear and present yourself changes',
      hard: 'you may come across differently than you intend',
      soft: 'you make a good impression without trying',
    },
    area: 'first impressions',
  },
  midheaven: {
    domain: ['your career, reputation and life direction', 'your public role and ambitions'],
    feels: {
      fusion: 'career and reputation come into focus',
      hard: 'your public role or direction may be challenged',
      soft: 'your work is noticed and your goals feel within reach',
    },
    area: 'career and reputation',
  },
};

/** How a point acts between two people, in English. */
export interface EnRelating {
  /** Noun phrase without possessive and without "and": "emotional needs" (used as "your ..." / "their ..."). */
  role: string;
  /** Clause with subject "you" and object "them": how person 1's point acts on person 2, by nature. */
  gives: Record<Nature, string>;
  /** Clause with subject "they": how person 2 experiences the contact to this point, by nature. */
  receives: Record<Nature, string>;
}

/** English synastry phrases of every synastry point. */
export const EN_RELATING: Record<SynastryPoint, EnRelating> = {
  sun: {
    role: 'sense of purpose',
    gives: {
      fusion: 'you light them up and draw them into your plans',
      hard: 'your will can feel overbearing to them',
      soft: 'you encourage them and make them feel seen',
    },
    receives: {
      fusion: 'they feel recognised for who they are',
      hard: 'they may feel their identity is being challenged',
      soft: 'they feel free to be themselves around you',
    },
  },
  moon: {
    role: 'emotional needs',
    gives: {
      fusion: 'you respond to them on a gut level',
      hard: 'your moods can unsettle them',
      soft: 'you sense what they need before they say it',
    },
    receives: {
      fusion: 'they feel instantly at home with you',
      hard: 'their feelings are easily hurt by you',
      soft: 'they feel emotionally safe with you',
    },
  },
  mercury: {
    role: 'way of thinking',
    gives: {
      fusion: 'you think along the same lines as them',
      hard: 'your words can strike them the wrong way',
      soft: 'you explain things in a way they understand',
    },
    receives: {
      fusion: 'they feel understood almost without words',
      hard: 'they may feel misunderstood or talked over',
      soft: 'they enjoy talking and planning with you',
    },
  },
  venus: {
    role: 'affection',
    gives: {
      fusion: 'you show them warmth and appreciation',
      hard: 'your way of loving may not match their expectations',
      soft: 'you bring them sweetness and charm',
    },
    receives: {
      fusion: 'they feel attracted and appreciated',
      hard: 'they may feel undervalued or overindulged',
      soft: 'they feel loved and at ease with you',
    },
  },
  mars: {
    role: 'desire',
    gives: {
      fusion: 'you energise and provoke them',
      hard: 'you can push them harder than they like',
      soft: 'you spur them on and back their plans',
    },
    receives: {
      fusion: 'they feel a strong physical spark',
      hard: 'they may feel pushed, irritated or challenged',
      soft: 'they feel motivated and desired',
    },
  },
  jupiter: {
    role: 'optimism',
    gives: {
      fusion: 'you believe in them and widen their world',
      hard: 'your enthusiasm can promise them more than it delivers',
      soft: 'you bring them luck and encouragement',
    },
    receives: {
      fusion: 'they grow in confidence around you',
      hard: 'they may feel you overdo it or preach',
      soft: 'they feel supported and hopeful',
    },
  },
  saturn: {
    role: 'sense of duty',
    gives: {
      fusion: 'you offer them structure and seriousness',
      hard: 'you can seem critical or cold to them',
      soft: 'you give them stability and loyalty',
    },
    receives: {
      fusion: 'they feel the bond is meant to last',
      hard: 'they may feel judged or held back',
      soft: 'they feel they can rely on you',
    },
  },
  uranus: {
    role: 'need for freedom',
    gives: {
      fusion: 'you surprise them and shake up their routine',
      hard: 'you can seem unpredictable to them',
      soft: 'you open their mind to new possibilities',
    },
    receives: {
      fusion: 'they feel electrified and a little unsettled',
      hard: 'they may feel they never know where they stand',
      soft: 'they feel free and stimulated with you',
    },
  },
  neptune: {
    role: 'idealism',
    gives: {
      fusion: 'you see them through a romantic, idealising lens',
      hard: 'you may see them as you wish they were',
      soft: 'you bring them compassion and inspiration',
    },
    receives: {
      fusion: 'they feel enchanted, sometimes confused',
      hard: 'they may feel deceived or misread',
      soft: 'they feel spiritually understood',
    },
  },
  pluto: {
    role: 'intensity',
    gives: {
      fusion: 'you have a powerful, transforming effect on them',
      hard: 'you may try to control or change them',
      soft: 'you help them grow through depth and honesty',
    },
    receives: {
      fusion: 'they feel deeply drawn, even compelled',
      hard: 'they may feel pressured or possessed',
      soft: 'they feel renewed by the bond',
    },
  },
  ascendant: {
    role: 'manner',
    gives: {
      fusion: 'your whole manner resonates with them',
      hard: 'your style can rub them the wrong way',
      soft: 'your presence puts them at ease',
    },
    receives: {
      fusion: 'they feel you mirror the way they meet the world',
      hard: 'they may find your manner hard to read',
      soft: 'they like how you carry yourself',
    },
  },
};
