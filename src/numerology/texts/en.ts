/** English numerology texts: what each kind of number speaks of, each number's meaning, karmic debts, compatibility relations. */
import type { NumerologyTexts } from './text-set.ts';

export const englishNumerology: NumerologyTexts = {
  kinds: {
    lifePath: 'Your life path number describes the road you walk and the lessons it keeps offering.',
    expression: 'Your expression number shows the talents your full name carries and how you use them.',
    soulUrge: 'Your soul urge number speaks of what you long for in private, beneath what others see.',
    personality: 'Your personality number is the first impression you make, the door others knock on.',
    birthday: 'Your birthday number is a gift you were born with, a skill that comes without effort.',
    maturity: 'Your maturity number tells what grows stronger in the second half of life.',
    personalYear: 'Your personal year number sets the theme of this year for you.',
  },
  numbers: {
    1: 'One is the pioneer: independent, driven and original. You do best when you lead and start things yourself; learn to accept help without feeling smaller.',
    2: 'Two is the peacemaker: gentle, perceptive and cooperative. Partnerships bring out your finest qualities, as long as you do not lose your own voice in them.',
    3: 'Three is the communicator: playful, expressive and warm. Words, art and laughter come easily to you; focus turns that sparkle into lasting work.',
    4: 'Four is the builder: steady, practical and loyal. You create security through patience and method; leave room for change so order does not become a cage.',
    5: 'Five is the adventurer: curious, restless and quick. Travel, variety and freedom feed you; commitment chosen freely gives that energy a direction.',
    6: 'Six is the caretaker: responsible, loving and home-centred. People lean on your sense of duty and beauty; remember to care for yourself as well.',
    7: 'Seven is the seeker: analytical, private and spiritual. Study and solitude reveal truths others miss; trust lets you share what you find.',
    8: 'Eight is the executive: ambitious, capable and strong-willed. Money, authority and results are your arena; power used fairly returns to you many times.',
    9: 'Nine is the humanitarian: generous, wise and idealistic. You are here to give and to complete cycles; letting go gracefully is your great art.',
    11: 'Eleven, a master number, is the illuminator: intuitive, inspired and highly sensitive. You can uplift others with vision, provided you ground your nerves and doubts.',
    22: 'Twenty-two, a master number, is the master builder: you can turn large dreams into structures that serve many. The pressure is real; patience makes it possible.',
    33: "Thirty-three, a master number, is the master teacher: compassion in action. Your care can heal and guide, once you stop carrying everyone else's burdens alone.",
    0: 'The name gives no letters of this kind, so this number stays silent; its qualities come through your other numbers instead.',
  },
  karmicDebts: {
    13: 'Karmic debt 13 asks for steady effort: shortcuts backfire, while patient, focused work is rewarded.',
    14: 'Karmic debt 14 asks for moderation: freedom is your need, but excess and scattered energy cost you; balance sets you free.',
    16: 'Karmic debt 16 asks for humility: what is built on ego may fall, and what rises afterwards is truer.',
    19: 'Karmic debt 19 asks you to accept help: independence is your strength, but nobody succeeds entirely alone.',
  },
  relations: {
    mirror:
      'You share the same number: you understand each other without words, and you also share the same blind spots.',
    natural: 'Your numbers belong to the same family: your rhythms match and you pull in the same direction.',
    compatible: 'Your numbers complement each other: what one lacks the other brings, which keeps the bond lively.',
    challenging:
      'Your numbers pull in different directions: the bond can teach you a great deal if both of you respect the difference.',
  },
  labels: {
    lifePath: 'Life path',
    expression: 'Expression',
    soulUrge: 'Soul urge',
    personality: 'Personality',
    birthday: 'Birthday',
    maturity: 'Maturity',
    personalYear: 'Personal year',
  },
};
