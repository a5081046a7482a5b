/** The English natal synthesis texts (see writer.ts). */
import type { Element, Modality } from '../../astro/sign-qualities.ts';
import type { Planet } from '../../astro/vocabulary.ts';
import { EN_ASPECTS } from '../en/aspects.ts';
import { EN_NATAL, EN_POINT_NAMES } from '../en/points.ts';
import { EN_SIGNS, enOrdinal } from '../en/zodiac.ts';
import { signName } from '../names.ts';
import { capitalize, listOf, paragraph } from '../sentences.ts';
import { type AspectTextPoint, cycle, type MajorAspect, type NatalSynthesisWriter } from './writer.ts';

const name = (p: AspectTextPoint) => EN_POINT_NAMES[p].name;
const the = (p: AspectTextPoint) => EN_POINT_NAMES[p].the;
const names = (ps: readonly Planet[]) => listOf(ps.map(name), 'and');
const NUMBER = ['', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];

const ELEMENT_GIFT: Record<Element, string> = {
  fire: 'enthusiasm, courage and the urge to act',
  earth: 'patience, practical sense and a feel for what lasts',
  air: 'ideas, conversation and the ability to see things from a distance',
  water: 'feeling, intuition and a deep sense of what others need',
};
const ELEMENT_LACK: Record<Element, string> = {
  fire: 'spontaneity and self-belief may need to be practised rather than assumed',
  earth: 'routines, money and the body may need more deliberate care than you expect',
  air: 'stepping back to talk a feeling through may not come naturally',
  water: 'feelings may be easier to analyse than to live',
};
const MODALITY_WAY: Record<Modality, string> = {
  cardinal: 'you start things, take the first step and set the direction',
  fixed: 'you hold your course, build slowly and finish what you begin',
  mutable: 'you adapt, learn quickly and change course when life asks for it',
};
const HEMISPHERE: Record<'north' | 'south' | 'east' | 'west', string> = {
  south:
    'Most planets stand above the horizon, in the houses of public life: you tend to live outwardly, and much of your growth happens in the eyes of others.',
  north:
    'Most planets stand below the horizon, in the private houses: your life is rooted in home, inner life and the people closest to you, and you ripen in your own time.',
  east: 'The eastern half, the side of the Ascendant, holds most planets: you are inclined to shape your own path and rely on your own initiative.',
  west: 'The western half, the side of the Descendant, holds most planets: you come alive in relationships and much of what you achieve comes through other people.',
};

const PATTERN_TITLE = {
  'grand-trine': 'Grand trine',
  't-square': 'T-square',
  'grand-cross': 'Grand cross',
  yod: 'Yod',
  kite: 'Kite',
} as const;

const ASPECT_OPENINGS: ((a: string, x: string, b: string) => string)[] = [
  (a, x, b) => `${a} and ${b} form ${x}.`,
  (a, x, b) => `Between ${a} and ${b} there is ${x}.`,
  (a, x, b) => `Your chart links ${a} with ${b} through ${x}.`,
  (a, x, b) => `${capitalize(x)} connects ${a} to ${b}.`,
];
const ASPECT_MEANING: Record<MajorAspect, string[]> = {
  conjunction: [
    'Here the two work as one: you rarely experience one without the other.',
    'Fused like this, each colours everything the other does.',
    'A conjunction concentrates: what one wants, the other amplifies.',
  ],
  opposition: [
    'You feel them as two poles, and life keeps asking you to hold both instead of choosing.',
    'Other people often play out one side of this pair until you own both.',
    'Swinging between the two teaches balance, slowly and sometimes through conflict.',
  ],
  trine: [
    'The two support each other without effort, a talent that is easy to take for granted.',
    'This flow is a resource to use on purpose, not just to enjoy.',
    'Harmony between them makes this area of life feel natural to you.',
  ],
  square: [
    'The two rub against each other; the friction is uncomfortable but it drives you to build something.',
    'Tension between them asks for decisions, and each decision makes you stronger.',
    'This is a working contact: effort here pays off more than anywhere else.',
  ],
  sextile: [
    'The two cooperate when you give them a reason: a small effort opens this door.',
    'Opportunities arise between them, and they reward initiative.',
    'A friendly link, it grows with practice and curiosity.',
  ],
};
const ASPECT_LINKS: ((x: string, y: string) => string)[] = [
  (x, y) => `It joins ${x} with ${y}.`,
  (x, y) => `What is at stake is the meeting of ${x} and ${y}.`,
  (x, y) => `In practice, ${x} and ${y} shape each other.`,
  (x, y) => `The contact ties ${x} to ${y}.`,
];
const ASPECT_ARTICLE: Record<MajorAspect, string> = {
  conjunction: 'a conjunction',
  opposition: 'an opposition',
  trine: 'a trine',
  square: 'a square',
  sextile: 'a sextile',
};

export const enSynthesis: NatalSynthesisWriter = {
  stellium(s) {
    const where = s.by === 'sign' ? `in ${signName(s.sign, 'en')}` : `in the ${enOrdinal(s.houses[0])} house`;
    const sign = EN_SIGNS[s.sign];
    const count = NUMBER[s.members.length] ?? String(s.members.length);
    const houses =
      s.by === 'sign' && s.houses.length > 0
        ? `They fall in the ${listOf(s.houses.map(enOrdinal), 'and')} ${s.houses.length > 1 ? 'houses' : 'house'}, where this concentration plays out.`
        : `Most of them are in ${signName(s.sign, 'en')}, which colours the house with a ${sign.traits.split(',')[0]} tone.`;
    return {
      title: `Stellium ${where}`,
      body: paragraph([
        `${capitalize(count)} planets gather ${where}: ${names(s.members)}.`,
        s.by === 'sign'
          ? `So much weight in one sign makes its character yours in a concentrated form: ${sign.traits}, with ${sign.gift} as the great strength and ${sign.shadow} as the risk.`
          : `So much weight in one house makes its area of life a central stage: the themes of ${the(s.members[0])} and its companions are lived out there first.`,
        houses,
        `A stellium is a gift of focus; balance comes from what lies outside it.`,
      ]),
    };
  },
  pattern(p, position) {
    const [first] = p.members;
    const apex = p.apex;
    const sentences: string[] = [];
    switch (p.kind) {
      case 'grand-trine':
        sentences.push(
          `${names(p.members)} are linked by three trines, a closed circle of ${p.element ?? 'mixed'} energy.`,
          p.element
            ? `It gives you natural ${ELEMENT_GIFT[p.element]}, so reliable that you may not notice it.`
            : 'Because it crosses elements, its ease is less obvious but reaches into different parts of life.',
          'The risk of a grand trine is comfort: its talent grows when you give it a challenge.',
        );
        break;
      case 'kite':
        sentences.push(
          `A grand trine of ${names(p.members.slice(0, 3))} is anchored by ${name(p.members[3])}, which opposes one corner and sextiles the other two.`,
          `The kite turns the easy flow of the trine into a direction: ${EN_NATAL[p.members[3]].domain[0]} becomes the aim that puts the talents to work.`,
        );
        break;
      case 't-square':
        sentences.push(
          `${name(p.members[1])} and ${name(p.members[2])} oppose each other, and both square ${the(apex!)}, the focal point of a T-square${p.modality ? ` in ${p.modality} signs` : ''}.`,
          `Pressure collects at ${EN_NATAL[apex!].domain[0]}: it is where you are pushed to act, and where you achieve the most.`,
          p.modality
            ? `In ${p.modality} signs, ${MODALITY_WAY[p.modality]}, which shapes how you handle this pressure.`
            : 'The missing leg of the cross, the point opposite the apex, shows where release comes from.',
        );
        break;
      case 'grand-cross':
        sentences.push(
          `${names(p.members)} form a grand cross: two oppositions squaring each other${p.modality ? `, all in ${p.modality} signs` : ''}.`,
          'Four directions pull at once, which can feel like a life of constant demands.',
          'Met with patience, the cross gives an unusual toughness and the ability to hold many things together.',
        );
        break;
      case 'yod':
        sentences.push(
          `${name(p.members[1])} and ${name(p.members[2])} are sextile, and both quincunx ${the(apex!)}: a yod, sometimes called the finger of fate.`,
          `It points to ${EN_NATAL[apex!].domain[1]} as something you keep adjusting, a task that asks for a change of approach rather than more effort.`,
        );
        break;
    }
    if (first && position > 0 && p.kind !== 'kite')
      sentences.push(
        `This is the ${enOrdinal(position + 1)} pattern in your chart; it works together with the others.`,
      );
    return { title: PATTERN_TITLE[p.kind], body: paragraph(sentences) };
  },
  ruler(r) {
    const asc = signName(r.ascendantSign, 'en');
    return {
      title: `Chart ruler: ${name(r.ruler)}`,
      body: paragraph([
        `With ${asc} rising, ${name(r.ruler)} rules your chart (traditional rulership).`,
        `It stands in ${signName(r.sign, 'en')} in the ${enOrdinal(r.house)} house, so ${EN_NATAL[r.ruler].domain[0]} steer the way you meet the world.`,
        `Whatever ${name(r.ruler)} touches by aspect is drawn into the story of your whole chart.`,
      ]),
    };
  },
  balance(b) {
    const dominant = b.dominantElements;
    const sentences = [
      `Counting the ten planets, ${dominant.map((e) => `${e} holds ${b.elements[e]}`).join(' and ')}: ${listOf(
        dominant.map((e) => ELEMENT_GIFT[e]),
        'as well as',
      )} come first for you.`,
    ];
    for (const e of b.missingElements) sentences.push(`No planet is in ${e}: ${ELEMENT_LACK[e]}.`);
    sentences.push(
      `By modality, ${b.dominantModalities.join(' and ')} signs lead: ${listOf(
        b.dominantModalities.map((m) => MODALITY_WAY[m]),
        'and',
      )}.`,
    );
    for (const m of b.missingModalities)
      sentences.push(
        `With no planet in ${m} signs, others may need to ${m === 'cardinal' ? 'start' : m === 'fixed' ? 'finish' : 'adapt'} things for you.`,
      );
    return { title: 'Elements and modalities', body: paragraph(sentences) };
  },
  hemispheres(h) {
    const sentences =
      h.emphasis.length > 0
        ? h.emphasis.map((side) => HEMISPHERE[side])
        : [
            'The planets are spread around the chart without a strong lean to one half: no single side of life takes over.',
          ];
    sentences.unshift(`Above the horizon ${h.south}, below ${h.north}; east ${h.east}, west ${h.west}.`);
    return { title: 'Hemispheres', body: paragraph(sentences) };
  },
  dominant(d) {
    const [top, ...rest] = d;
    return {
      title: 'Dominant planets',
      body: paragraph([
        `${name(top.planet)} is the strongest planet of your chart by rulership, dignity, angularity and aspects, followed by ${names(rest.map((x) => x.planet))}.`,
        `Its themes, ${EN_NATAL[top.planet].domain[1]}, run through the whole reading.`,
      ]),
    };
  },
  aspect(a, aspect, b, position, nth) {
    const A = EN_ASPECTS[aspect];
    return {
      title: `${name(a)} ${A.title} ${name(b)}`,
      body: paragraph([
        cycle(ASPECT_OPENINGS, position)(the(a), ASPECT_ARTICLE[aspect], the(b)),
        cycle(ASPECT_LINKS, position + 1)(EN_NATAL[a].domain[position % 2], EN_NATAL[b].domain[(position + 1) % 2]),
        cycle(ASPECT_MEANING[aspect], nth),
      ]),
    };
  },
};
