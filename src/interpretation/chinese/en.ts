/** English texts of the Chinese horoscope. */
import type { ChineseTexts } from './text-set.ts';

export const englishChinese: ChineseTexts = {
  animalTitles: {
    rat: 'Rat',
    ox: 'Ox',
    tiger: 'Tiger',
    rabbit: 'Rabbit',
    dragon: 'Dragon',
    snake: 'Snake',
    horse: 'Horse',
    goat: 'Goat',
    monkey: 'Monkey',
    rooster: 'Rooster',
    dog: 'Dog',
    pig: 'Pig',
  },
  elementTitles: { wood: 'Wood', fire: 'Fire', earth: 'Earth', metal: 'Metal', water: 'Water' },
  yinYangTitles: { yin: 'Yin', yang: 'Yang' },
  animals: {
    rat: 'The Rat is quick-witted, resourceful and charming. You spot opportunities before others do and know how to make the most of little; guard against restlessness and worry.',
    ox: 'The Ox is patient, dependable and strong. You reach your goals through steady work rather than luck, and people trust your word; stubbornness is the shadow of your persistence.',
    tiger:
      'The Tiger is brave, passionate and magnetic. You are drawn to challenges and defend those who cannot defend themselves; learn to pause before you leap.',
    rabbit:
      'The Rabbit is gentle, refined and diplomatic. You create harmony around you and read moods with ease; do not let the wish for peace silence what you need.',
    dragon:
      'The Dragon is confident, generous and larger than life. You inspire others and aim high; your fire burns brightest when it serves more than your pride.',
    snake:
      'The Snake is wise, discreet and intuitive. You think before you speak and see through appearances; trust opens doors your caution keeps closed.',
    horse:
      'The Horse is free-spirited, energetic and warm. You love movement, travel and company, and you lift any room; finishing what you start is your lesson.',
    goat: 'The Goat is kind, artistic and sensitive. You bring beauty and comfort to others and flourish in a peaceful home; believe in your own strength.',
    monkey:
      'The Monkey is clever, inventive and playful. You solve problems nobody else can and turn work into a game; depth gives your brilliance lasting value.',
    rooster:
      'The Rooster is observant, honest and hardworking. You notice every detail and say what you think; warmth makes your candour easier to receive.',
    dog: 'The Dog is loyal, fair and protective. You stand by your people and your principles through thick and thin; let go of the worries that are not yours to carry.',
    pig: "The Pig is generous, sincere and easy-going. You enjoy life's pleasures and share them gladly; your good faith is a gift, so choose carefully whom you trust.",
  },
  elements: {
    wood: 'Wood adds growth and kindness: you plan ahead, cooperate readily and keep reaching for something better.',
    fire: 'Fire adds passion and daring: you act on enthusiasm, lead by example and light up those around you.',
    earth: 'Earth adds stability and good sense: you are practical, patient and the one others come to for grounding.',
    metal: 'Metal adds resolve and clarity: you set firm goals, keep high standards and do not give up easily.',
    water:
      'Water adds intuition and flexibility: you communicate well, adapt to any current and understand people deeply.',
  },
  yinYang: {
    yang: 'Born in a yang year, you tend to act outwardly, take the initiative and meet life head-on.',
    yin: 'Born in a yin year, you tend to work inwardly, reflect before acting and influence quietly.',
  },
  yearThemes: {
    rat: 'A Rat year favours new beginnings, clever plans and saving for the future.',
    ox: 'An Ox year rewards hard work, patience and building on firm ground.',
    tiger: 'A Tiger year brings bold changes, courage and sudden turns.',
    rabbit: 'A Rabbit year calls for diplomacy, rest and tending to home and relationships.',
    dragon: 'A Dragon year brings ambition, big ideas and strokes of luck for the daring.',
    snake: 'A Snake year favours reflection, strategy and quiet transformation.',
    horse: 'A Horse year moves fast: travel, freedom and action are in the air.',
    goat: 'A Goat year favours creativity, kindness and healing.',
    monkey: 'A Monkey year rewards wit, flexibility and inventive solutions.',
    rooster: 'A Rooster year asks for order, precision and honest accounting.',
    dog: 'A Dog year puts loyalty, justice and protecting what matters first.',
    pig: 'A Pig year brings abundance, generosity and the joy of sharing.',
  },
  relations: {
    'same-sign':
      'It is your own year, your běnmìngnián: tradition counts it a test, when old patterns return to be faced. Move carefully, wear something red for luck, and let it be a year of renewal rather than risk.',
    'six-harmony':
      "The year's animal is your secret friend (six harmony): support arrives from unexpected places, and partnerships made now tend to last.",
    'three-harmony':
      "The year's animal belongs to your triangle of allies (three harmony): your efforts flow with the times and teamwork pays off.",
    clash:
      "The year's animal stands opposite yours (clash): expect changes you did not choose, such as moves, job shifts or a shake-up at home. Stay flexible and avoid rash decisions.",
    harm: "The year's animal harms yours: small misunderstandings and hidden rivalries can grow if ignored. Keep agreements clear and protect your health.",
    neutral:
      "The year's animal neither helps nor hinders yours: what you make of it depends on your own choices, which makes it a good year for steady progress.",
  },
  elementRelations: {
    same: 'The year shares your element, amplifying your natural strengths and your habits alike.',
    supports: "The year's element nourishes yours: energy, help and resources come more easily.",
    drains: "Your element feeds the year's: you give a lot, so pace yourself and rest in time.",
    controls:
      "The year's element restrains yours: pressure and rules shape you, and discipline turns them into growth.",
    yields: "Your element masters the year's: you can shape events, though success takes effort and persistence.",
  },
  yearTitle: (element, animal) =>
    `Year of the ${englishChinese.elementTitles[element]} ${englishChinese.animalTitles[animal]}`,
};
