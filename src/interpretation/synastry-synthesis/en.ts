/** The English synastry synthesis texts (see writer.ts). */
import { EN_POINT_NAMES, EN_RELATING } from '../en/points.ts';
import { EN_HOUSES, enOrdinal } from '../en/zodiac.ts';
import { listOf } from '../sentences.ts';
import {
  byNumber,
  cycle,
  type OverlayHouse,
  type SummaryWords,
  type SynastrySynthesisWriter,
  summaryText,
} from './writer.ts';

const BANDS: SummaryWords['bands'] = [
  (n: number) =>
    `A score of ${n} out of 100 describes a bond that asks a great deal of both of you: the contacts rub more than they flow.`,
  (n: number) =>
    `At ${n} out of 100 the scales lean slightly toward effort, a relationship that grows through the differences it has to work out.`,
  (n: number) =>
    `With ${n} out of 100 ease and friction are roughly balanced, so much depends on how the two of you handle the hard moments.`,
  (n: number) =>
    `A score of ${n} out of 100 points to a bond where the supportive contacts clearly outweigh the difficult ones.`,
  (n: number) =>
    `At ${n} out of 100 the charts fit together unusually well: most of what connects you flows without strain.`,
];
const THEMES: SummaryWords['themes'] = {
  core: {
    name: 'your core connection',
    strong: 'who you are and how you feel sit well with who they are',
    weak: 'your basic natures differ, and accepting that is part of the bond',
  },
  emotional: {
    name: 'the emotional bond',
    strong: 'you tend to feel understood and safe with each other',
    weak: 'feelings need to be spoken aloud, since they are not read automatically',
  },
  attraction: {
    name: 'attraction',
    strong: 'desire and romance come easily between you',
    weak: 'chemistry is kept alive by attention rather than by itself',
  },
  communication: {
    name: 'communication',
    strong: 'talking, planning and deciding together feel natural',
    weak: 'misunderstandings are likely unless you check what the other one meant',
  },
  commitment: {
    name: 'commitment',
    strong: 'loyalty and staying power are built into the connection',
    weak: 'duties and expectations can weigh on you, so agree on them openly',
  },
  growth: {
    name: 'growth',
    strong: 'you encourage each other and share hopes for the future',
    weak: 'shared goals take conscious effort to find',
  },
};

const SUMMARY: SummaryWords = {
  title: 'The score in words',
  bands: BANDS,
  themes: THEMES,
  strongest: (t, n) => `The strongest area is ${t.name} (${n}): ${t.strong}.`,
  weakest: (t, n) => `The most demanding is ${t.name} (${n}), where ${t.weak}.`,
  flow: (h, t) => `Of the major contacts, ${h} flow and ${t} rub, so goodwill has a lot to build on.`,
  rub: (h, t) =>
    `Of the major contacts, ${t} rub and ${h} flow: the friction is real, and so is the chance to grow through it.`,
  even: (each) => `The major contacts split evenly, ${each} that flow and as many that rub.`,
};

const planets = (h: OverlayHouse) =>
  listOf(
    h.planets.map((p) => EN_POINT_NAMES[p].name),
    'and',
  );
const verb = byNumber;

export const enSynastrySynthesis: SynastrySynthesisWriter = {
  summary: (s) => summaryText(s, SUMMARY),
  overlayTitle: (direction, partner) =>
    direction === 'theirs-in-yours' ? `${partner}'s planets in your houses` : `Your planets in ${partner}'s houses`,
  overlay(direction, partner, h, position) {
    const ord = enOrdinal(h.house);
    const area = EN_HOUSES[h.house].areas[0];
    const role = EN_RELATING[h.planets[0]].role;
    const P = planets(h);
    if (direction === 'theirs-in-yours')
      return cycle(
        [
          `${partner}'s ${P} ${verb(h, 'falls', 'fall')} in your ${ord} house, so ${partner} brings their ${role} into ${area}.`,
          `Your ${ord} house, the house of ${area}, holds ${partner}'s ${P}.`,
          `With ${partner}'s ${P} in your ${ord} house, ${area} become a stage you share.`,
          `You meet ${partner} most directly in ${area}: ${partner}'s ${P} ${verb(h, 'stands', 'stand')} in your ${ord} house.`,
          `Where ${area} are concerned, ${partner} is a strong presence, with ${P} in your ${ord} house.`,
          `${partner} stirs up ${area}, placing ${P} in your ${ord} house.`,
        ],
        position,
      );
    return cycle(
      [
        `Your ${P} ${verb(h, 'lands', 'land')} in ${partner}'s ${ord} house, and you bring your ${role} into ${area} for them.`,
        `In ${partner}'s ${ord} house, the house of ${area}, ${verb(h, 'stands', 'stand')} your ${P}.`,
        `Through your ${P} in the ${ord} house of ${partner}'s chart, you touch ${area} in their life.`,
        `${partner} feels your presence in ${area}, since your ${P} ${verb(h, 'occupies', 'occupy')} their ${ord} house.`,
        `Placed in ${partner}'s ${ord} house, your ${P} ${verb(h, 'colours', 'colour')} ${area} for them.`,
        `For ${partner}, ${area} are where you make a difference: your ${P} ${verb(h, 'sits', 'sit')} in their ${ord} house.`,
      ],
      position,
    );
  },
};
