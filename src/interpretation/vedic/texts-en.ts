/**
 * The Vedic texts in English. The traditional facts follow Brihat Parashara Hora Shastra (sign
 * lords, the grahas' natures, the Vimshottari lords) and the common nakshatra tables (deity,
 * symbol and lord as B. V. Raman and K. S. Charak give them); the readings are written for this
 * service, in plain and non-fatalistic words.
 */
import { SIGNS, type Sign } from '../../astro/vocabulary.ts';
import { signName } from '../names.ts';
import type { VedicTexts } from './types.ts';

export const VEDIC_TEXTS_EN: VedicTexts = {
  grahaNames: {
    sun: 'Sun',
    moon: 'Moon',
    mars: 'Mars',
    mercury: 'Mercury',
    jupiter: 'Jupiter',
    venus: 'Venus',
    saturn: 'Saturn',
    rahu: 'Rahu',
    ketu: 'Ketu',
    lagna: 'Lagna',
  },
  // The English sign names are the service's own (src/interpretation/names.ts).
  signNames: Object.fromEntries(SIGNS.map((sign) => [sign, signName(sign, 'en')])) as Record<Sign, string>,
  nakshatraNames: [
    'Ashwini',
    'Bharani',
    'Krittika',
    'Rohini',
    'Mrigashira',
    'Ardra',
    'Punarvasu',
    'Pushya',
    'Ashlesha',
    'Magha',
    'Purva Phalguni',
    'Uttara Phalguni',
    'Hasta',
    'Chitra',
    'Swati',
    'Vishakha',
    'Anuradha',
    'Jyeshtha',
    'Mula',
    'Purva Ashadha',
    'Uttara Ashadha',
    'Shravana',
    'Dhanishta',
    'Shatabhisha',
    'Purva Bhadrapada',
    'Uttara Bhadrapada',
    'Revati',
  ],
  lagna: {
    aries:
      'With Mesha rising, Mars rules the chart, and life is met head-on. You start things quickly, act before doubt sets in and recover fast from setbacks. Patience and the follow-through after a bold beginning are what this Lagna learns.',
    taurus:
      'Vrishabha on the ascendant gives Venus the chart, and with it a steady, sensuous nature. You build slowly and keep what you build: comfort, beauty and loyal people matter deeply. Once your mind is made up it rarely moves, which is both your strength and your lesson.',
    gemini:
      'Mithuna Lagna, ruled by Mercury, makes the mind the first instrument of life. Curious and quick, you learn by talking, reading and trying several paths at once. Focus on one thread at a time turns this versatility into real skill.',
    cancer:
      'Karka rising places the Moon at the head of the chart: feeling comes before reasoning. You protect your own, remember kindness for years and need a home that truly shelters you. Your moods follow tides, so a calm rhythm of life keeps you strong.',
    leo: 'Simha Lagna belongs to the Sun, and such natives carry themselves with dignity and warmth. You want to lead, to be seen and to be generous, and you give others courage simply by being present. Pride softens into true authority when it serves a cause larger than yourself.',
    virgo:
      'Kanya rising, another sign of Mercury, brings precision and a wish to be useful. You notice the detail others miss, improve whatever you touch and care for health and order. Learning to accept the imperfect, in yourself first, frees a great deal of energy.',
    libra:
      "Tula Lagna gives Venus a second chart to rule, this time through fairness and partnership. You weigh both sides, seek harmony and do your best work beside another person. Deciding for yourself, even when someone will be displeased, is this ascendant's quiet task.",
    scorpio:
      'For a Vrishchika ascendant Mars rules again, but inwardly: intensity, depth and endurance mark the nature. You keep your own counsel, feel strongly and can transform a crisis into renewal. Trust, once given, is total, so it is given with care.',
    sagittarius:
      'Dhanu rising, ruled by Jupiter, gives an open, hopeful temperament. You look for meaning, respect teachers and wisdom, and are happiest with a horizon to walk toward. Honesty is your gift; tact makes it easier for others to receive.',
    capricorn:
      'Saturn governs a Makara Lagna, and the life is built step by step. You are practical, responsible and ready to work long for a goal that others would give up on. Success often comes later than for your peers, and lasts longer.',
    aquarius:
      'Kumbha on the ascendant, also ruled by Saturn, joins discipline to ideals. You think independently, care about society and friends, and are drawn to whatever is new and useful. Warmth shown openly helps people see the kindness behind your reserve.',
    pisces:
      'Meena Lagna has Jupiter for its lord and a soft, imaginative spirit. You feel what others feel, forgive readily and are drawn to art, devotion and service. Clear boundaries protect that sensitivity from being drained by the world.',
  },
  moonSign: {
    aries:
      'Your janma rashi is Mesha, so the mind is lively and impatient. Feelings flare and pass quickly; you would rather act on an emotion than dwell on it.',
    taurus:
      'Exalted in Vrishabha, the Moon gives a calm, content and stable mind. Security, good food and the company of trusted people restore you; change is accepted slowly.',
    gemini:
      'A Moon in Mithuna gives a restless, witty mind that needs conversation and variety. You process feelings by naming them, and boredom troubles you more than difficulty.',
    cancer:
      'In Karka, its own sign, the Moon is strong: emotions run deep and caring comes naturally. Home, mother and memory hold a large place in your inner life.',
    leo: 'Simha as the Moon sign makes the heart proud and generous. You need appreciation, give loyalty in return and feel hurt when your efforts go unseen.',
    virgo:
      'With the Moon in Kanya the mind analyses and sorts what it feels. Worry is your weak point and helpfulness your comfort; useful work settles you.',
    libra:
      'Born with the Moon in Tula, you seek balance and beauty. Disharmony around you is felt as unrest within, and a good partnership does more for your peace than anything else.',
    scorpio:
      "Vrishchika is the Moon's sign of debilitation, and feelings here are intense and private. You sense hidden motives, hold on to hurts and have great powers of renewal.",
    sagittarius:
      'A Dhanu Moon gives an optimistic, principled mind. Freedom, travel and study lift your spirits, and you recover hope sooner than most.',
    capricorn:
      'Makara holds the Moon in reserve: emotions are kept practical and private. You show love through duty and reliability, and you feel safest when life is in order.',
    aquarius:
      'Kumbha as the Moon sign gives a detached, humane mind. You care about people in general and friends in particular, and you need room to think your own thoughts.',
    pisces:
      'In Meena the Moon is dreamy, compassionate and receptive. You absorb the moods of places and people, so quiet, music and prayer replenish you.',
  },
  nakshatra: [
    "Ashwini, the first nakshatra, is ruled by Ketu and belongs to the Ashwini Kumaras, the divine physicians; its symbol is a horse's head. It gives speed, a healing touch and the courage to begin.",
    'Bharani is the nakshatra of Yama, ruled by Venus, with the yoni as its symbol. Its natives carry great creative and sustaining power and learn to handle responsibility and restraint.',
    'Krittika, ruled by the Sun, is presided over by Agni, and its symbol is a razor or flame. It cuts through confusion, nourishes those it protects and speaks frankly.',
    "Rohini, the Moon's favourite, is ruled by the Moon and presided over by Prajapati; its symbol is an ox cart. It gives charm, fertility of ideas and a love of beauty and growth.",
    "Mrigashira, the deer's head, is ruled by Mars, and Soma is its deity. Its natives search and explore, are gentle and curious, and are rarely satisfied with the first answer.",
    'Ardra is ruled by Rahu and belongs to Rudra, the storm; its symbol is a teardrop. It brings intensity, a sharp intellect and the renewal that follows upheaval.',
    'Punarvasu, ruled by Jupiter, belongs to Aditi, mother of the gods; its symbol is a quiver of arrows. It gives the gift of return: hope, generosity and the ability to start again.',
    "Pushya, ruled by Saturn with Brihaspati as its deity, is counted the most auspicious nakshatra; its symbol is the cow's udder. It nourishes, protects and gives steady faith.",
    'Ashlesha, ruled by Mercury, is presided over by the Nagas, and its symbol is a coiled serpent. It gives penetrating insight, persuasive speech and strong instincts of self-protection.',
    'Magha is ruled by Ketu and belongs to the Pitris, the ancestors; its symbol is a royal throne. Its natives honour tradition, command respect and carry a sense of lineage.',
    'Purva Phalguni, ruled by Venus, belongs to Bhaga, god of delight; its symbol is the front legs of a bed. It gives warmth, creativity and a love of rest and pleasure.',
    'Uttara Phalguni, ruled by the Sun, is presided over by Aryaman, god of contracts and friendship. Its natives are dependable, generous in alliances and keep their word.',
    'Hasta, the hand, is ruled by the Moon, and Savitar is its deity. It gives skill with the hands, cleverness, humour and the ability to turn an idea into something real.',
    'Chitra is ruled by Mars and presided over by Vishvakarma, the divine architect; its symbol is a bright jewel. Its natives have an eye for design and like to make things beautiful.',
    'Swati, ruled by Rahu, belongs to Vayu, the wind; its symbol is a young shoot swaying in the breeze. It gives independence, adaptability and a talent for trade and diplomacy.',
    'Vishakha, ruled by Jupiter, is shared by Indra and Agni; its symbol is a triumphal arch. Its natives pursue their goals single-mindedly and reach them through persistence.',
    'Anuradha is ruled by Saturn and belongs to Mitra, god of friendship; its symbol is a lotus. It gives devotion, loyalty and success through cooperation, often far from home.',
    'Jyeshtha, the eldest, is ruled by Mercury and presided over by Indra; its symbol is a circular amulet. Its natives are protective, capable of leadership and sensitive to rank and respect.',
    'Mula, the root, is ruled by Ketu and belongs to Nirriti; its symbol is a bunch of roots. It goes to the bottom of things, uproots what is false and seeks fundamental truth.',
    'Purva Ashadha, ruled by Venus, belongs to Apas, the waters; its symbol is a fan. It gives conviction, invigorating energy and the confidence to persuade.',
    "Uttara Ashadha is ruled by the Sun and belongs to the Vishvadevas, the universal gods; its symbol is an elephant's tusk. Its natives win lasting victories through integrity.",
    "Shravana, ruled by the Moon, is Vishnu's nakshatra; its symbol is an ear. It gives the gift of listening and learning, and a wish to connect and preserve knowledge.",
    'Dhanishta is ruled by Mars and presided over by the eight Vasus; its symbol is a drum. Its natives have rhythm, ambition and a gift for music and for bringing in wealth.',
    'Shatabhisha, the hundred physicians, is ruled by Rahu and belongs to Varuna; its symbol is an empty circle. It gives a searching, healing and independent mind.',
    'Purva Bhadrapada, ruled by Jupiter, belongs to Aja Ekapada; its symbol is a sword. Its natives are intense and idealistic, capable of great sacrifice for a cause.',
    'Uttara Bhadrapada is ruled by Saturn and presided over by Ahir Budhnya, the serpent of the deep; its symbol is the back legs of a bed. It gives wisdom, self-control and calm depth.',
    'Revati, the last nakshatra, is ruled by Mercury and belongs to Pushan, protector of travellers; its symbol is a fish. It gives kindness, care for the vulnerable and safe passage through change.',
  ],
  mahadasha: {
    sun: 'During the Sun mahadasha (six years), questions of self, authority and purpose come forward. Recognition from superiors, dealings with government and a sharper sense of direction are typical; so is the need to watch pride and look after vitality.',
    moon: 'The Moon mahadasha (ten years) turns life toward feeling, home and the public. Family, mother, travel near water and care for others take more room, and the mind is more receptive, for good and for worry.',
    mars: 'In the seven years of the Mars mahadasha, energy, courage and initiative rise. Property, siblings, technical work and competition are emphasised; temper and haste are what to keep in hand.',
    mercury:
      'The Mercury mahadasha (seventeen years) favours learning, commerce, writing and communication. Friends and young people bring opportunity, and skill with words or numbers is rewarded.',
    jupiter:
      "Jupiter's mahadasha, sixteen years long, widens life through wisdom, teachers and good counsel. Children, study, faith and growth of fortune are its usual themes, though comfort can invite complacency.",
    venus:
      'Twenty years of the Venus mahadasha bring relationships, comforts, art and prosperity to the centre. Marriage, vehicles, beauty and pleasure are emphasised; balance keeps enjoyment from becoming excess.',
    saturn:
      'The Saturn mahadasha lasts nineteen years and rewards patient effort. Responsibility, hard work and endurance are asked for, and what is built in this period, slowly and honestly, endures.',
    rahu: "Rahu's mahadasha (eighteen years) stirs ambition and desire for what is new or foreign. Sudden openings, technology, travel abroad and unconventional paths appear; clarity of motive is the safeguard.",
    ketu: 'The Ketu mahadasha (seven years) turns attention inward. Detachment, research, spiritual practice and letting go of what is finished are its gifts, even when outer plans seem to stall.',
  },
  antardasha: {
    sun: "Within it, the Sun's antardasha brings matters of status, father and self-confidence to a head.",
    moon: "The Moon's sub-period adds emotional sensitivity and draws attention to home and family.",
    mars: 'A Mars antardasha quickens the pace and calls for decisive action and care with conflict.',
    mercury: "Mercury's sub-period favours study, trade, documents and clear communication.",
    jupiter: "With Jupiter's antardasha, counsel, blessings and opportunities for growth arrive.",
    venus: 'The Venus sub-period softens the period with affection, comforts and creative pleasures.',
    saturn: "Saturn's antardasha slows things down and asks for discipline and realistic plans.",
    rahu: "Rahu's sub-period brings unexpected turns and ambitions that need a steady head.",
    ketu: 'A Ketu antardasha invites reflection, simplification and detachment from outcomes.',
  },
};
