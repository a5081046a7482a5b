/** English texts of the solar return chart read as a whole. */
import type { ReturnChartWords } from './types.ts';

const ANGLE_NAMES = {
  ascendant: 'Ascendant',
  midheaven: 'Midheaven',
  descendant: 'Descendant',
  'imum-coeli': 'IC',
} as const;

export const EN_RETURN_CHART: ReturnChartWords = {
  ascendantTitle: (sign) => `The return Ascendant in ${sign}`,
  ascendant: {
    aries:
      'This year you meet life head-on: you start things quickly, say what you want and are seen as the one who moves first.',
    taurus:
      'This year asks for a steady pace: you build slowly, guard your comfort and resources, and others find you calm and reliable.',
    gemini:
      'This year opens through talk and curiosity: errands, messages and short trips fill the calendar, and you learn by asking.',
    cancer:
      'This year you lead with feeling: home, family and the people you protect shape how you show up and what you take on.',
    leo: 'This year wants you visible: you act with warmth and some pride, and what you create is noticed.',
    virgo:
      'This year you approach things as a craft: routines, health and useful details come first, and improvement is the reward.',
    libra: 'This year you reach out: partnership, fairness and good manners carry you further than going it alone.',
    scorpio:
      'This year is for depth rather than breadth: you keep your cards close, commit fully and let go of what has run its course.',
    sagittarius:
      'This year you look beyond the familiar: travel, study and a larger outlook make you restless for more.',
    capricorn:
      'This year you take yourself seriously: you set goals, accept responsibility and are judged by what you deliver.',
    aquarius:
      'This year you step out of the usual: friends, groups and an independent streak change how you present yourself.',
    pisces:
      'This year you move by intuition: you are softer, more receptive, and sometimes less sure where the edges are.',
  },
  midheavenTitle: (sign) => `The return Midheaven in ${sign}`,
  midheaven: {
    aries: 'The aim of the year is to take initiative at work and in public, to start something under your own name.',
    taurus: 'The aim of the year is lasting results: a steadier income, a solid position, work that pays over time.',
    gemini: 'The aim of the year runs through communication: writing, teaching, selling or connecting people.',
    cancer: 'The aim of the year is bound up with home and care: a private matter becomes a public task.',
    leo: 'The aim of the year is recognition: leading, performing or being the face of something you are proud of.',
    virgo: 'The aim of the year is competence: mastering a skill and being the one others rely on to get it right.',
    libra:
      'The aim of the year is reached with others: contracts, collaborations and your sense of balance open doors.',
    scorpio:
      'The aim of the year is to take charge of something demanding: a crisis handled, shared resources, real influence.',
    sagittarius:
      'The aim of the year is to widen your field: further education, publishing, foreign contacts or a cause.',
    capricorn:
      'The aim of the year is plainly career: responsibility grows, and so does the authority that comes with it.',
    aquarius: 'The aim of the year lies in networks and new ideas: a team, a community or an unconventional role.',
    pisces: 'The aim of the year is harder to pin down: service, art or helping others matters more than status.',
  },
  sunHouse: {
    1: 'With the return Sun in the first house, the year is about you: your health, your appearance and a fresh start.',
    2: 'With the return Sun in the second house, money, possessions and what you value take the centre of the year.',
    3: 'With the return Sun in the third house, the year centres on learning, neighbours, siblings and everyday exchanges.',
    4: 'With the return Sun in the fourth house, home and family are where the year’s energy goes; a move or renovation is possible.',
    5: 'With the return Sun in the fifth house, the year favours pleasure, romance, children and creative work.',
    6: 'With the return Sun in the sixth house, daily work, habits and health are the year’s main project.',
    7: 'With the return Sun in the seventh house, a partner or an important other person is at the centre of the year.',
    8: 'With the return Sun in the eighth house, the year deals with shared money, intimacy and something that ends to make room.',
    9: 'With the return Sun in the ninth house, travel, study and questions of meaning light up the year.',
    10: 'With the return Sun in the tenth house, career and public standing are in focus; effort here shows.',
    11: 'With the return Sun in the eleventh house, friends, groups and hopes for the future lead the year.',
    12: 'With the return Sun in the twelfth house, the year turns inward: rest, reflection and work behind the scenes.',
  },
  moonHouse: {
    1: 'The return Moon in the first house makes your moods plain to see; your needs come first and show quickly.',
    2: 'The return Moon in the second house ties your sense of security to money; spending follows your feelings.',
    3: 'The return Moon in the third house keeps the mind busy: you need to talk things through and stay in touch.',
    4: 'The return Moon in the fourth house makes home the emotional anchor of the year; family needs you.',
    5: 'The return Moon in the fifth house asks for play, affection and something to enjoy for its own sake.',
    6: 'The return Moon in the sixth house links your wellbeing to routine; a tidy day settles you.',
    7: 'The return Moon in the seventh house draws your feelings toward others; you need a partner’s response.',
    8: 'The return Moon in the eighth house stirs deep feelings; trust and closeness are tested and renewed.',
    9: 'The return Moon in the ninth house makes you long for distance, a trip or a new way of seeing things.',
    10: 'The return Moon in the tenth house puts your feelings on show at work; reputation matters to your mood.',
    11: 'The return Moon in the eleventh house finds comfort among friends and like-minded people.',
    12: 'The return Moon in the twelfth house needs quiet and retreat; feelings work under the surface.',
  },
  onAngleTitle: (planet, angle, orb) => `${planet} on the return ${ANGLE_NAMES[angle]} (within ${orb}°)`,
  angle: {
    ascendant: 'A planet this close to the return Ascendant colours how you act and how others see you all year.',
    midheaven: 'A planet this close to the return Midheaven stamps the year’s work and public life.',
    descendant: 'A planet this close to the return Descendant arrives through other people: partners, clients, rivals.',
    'imum-coeli': 'A planet this close to the return IC works at the roots: home, family and your inner base.',
  },
  planet: {
    sun: 'The Sun brings vitality and the wish to be yourself without apology.',
    moon: 'The Moon brings changeable moods and a strong need to feel safe.',
    mercury: 'Mercury brings plans, paperwork and many conversations.',
    venus: 'Venus brings affection, pleasure and an easier time with people.',
    mars: 'Mars brings drive and impatience; channel it into effort rather than quarrels.',
    jupiter: 'Jupiter brings growth and opportunity, and the temptation to take on too much.',
    saturn: 'Saturn brings duty and limits; what you build under it lasts.',
    uranus: 'Uranus brings sudden change and a wish for freedom.',
    neptune: 'Neptune brings inspiration and some confusion; check facts before you commit.',
    pluto: 'Pluto brings pressure to transform something that no longer works.',
  },
};
