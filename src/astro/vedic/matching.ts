/**
 * Kundli matching of two births (the boy's and the girl's, as the tradition counts several
 * kootas from the girl's star to the boy's):
 * - Ashtakoota guna milan: varna 1, vashya 2, tara 3, yoni 4, graha maitri 5, gana 6, bhakoot 7,
 *   nadi 8 points, 36 in all; the Nadi and Bhakoot doshas with their common exceptions named.
 * - The South Indian porutham: ten checks (dina, gana, mahendra, stree deergha, yoni, rasi, rasi
 *   adhipathi, vasya, rajju, vedha), each agreeing or not, with the rule that decided it.
 * - Both charts' Manglik status (doshas.ts), and whether both being Manglik cancels it.
 * Tables in matching-tables.ts; rules and the choices among sources in docs/vedic.md. Pure.
 */
import { norm360 } from '../angles.ts';
import type { BirthInput } from '../returns/chart-cast.ts';
import type { Ayanamsa } from '../sidereal/ayanamsa.ts';
import { NAKSHATRAS, nakshatraOf } from '../sidereal/nakshatra.ts';
import { SIGNS } from '../vocabulary.ts';
import { lordOf, ruleChartOf } from './chart-rules.ts';
import { manglik } from './doshas.ts';
import {
  GANA_POINTS,
  NAKSHATRA_GANA,
  NAKSHATRA_YONI,
  nadiOf,
  RAJJU,
  relation,
  SIGN_VASYA,
  VARNA_NAMES,
  VARNA_RANK,
  VASHYA_GROUPS,
  VASHYA_POINTS,
  VEDHA_PAIRS,
  vashyaOf,
  YONI_POINTS,
  YONIS,
} from './matching-tables.ts';
import { type NodeKind, siderealChart } from './requests.ts';

export interface MatchingRequest {
  boy: BirthInput;
  girl: BirthInput;
  ayanamsa: Ayanamsa;
  node: NodeKind;
}

/** The Moon of one person as matching reads it. */
export interface MatchMoon {
  longitude: number;
  sign: number;
  nakshatra: number;
  pada: number;
}

function personOf(birth: BirthInput, ayanamsa: Ayanamsa, node: NodeKind) {
  const cast = siderealChart(birth, ayanamsa, node);
  const moon = cast.points.find((p) => p.id === 'moon')!;
  const longitude = norm360(moon.longitude);
  const place = nakshatraOf(longitude);
  return {
    utc: cast.chart.timeResolution.utc,
    moon: { longitude, sign: Math.floor(longitude / 30), nakshatra: place.number - 1, pada: place.pada },
    rules: ruleChartOf(cast.points),
  };
}

/** Count from star (or sign) `a` to `b`, inclusive: the same is 1. */
const count = (a: number, b: number, n: number) => ((b - a + n) % n) + 1;

/** What a koota was read from (each koota gives some of these). */
export interface KootaFacts {
  boy?: string;
  girl?: string;
  fromGirl?: number;
  fromBoy?: number;
  boyLord?: string;
  girlLord?: string;
  boyToGirl?: string;
  girlToBoy?: string;
  boyFromGirl?: number;
  girlFromBoy?: number;
}

/** The eight kootas of a boy's and a girl's Moon. */
export function ashtakoota(boy: MatchMoon, girl: MatchMoon) {
  const kootas: { koota: string; points: number; max: number; facts: KootaFacts; rule: string }[] = [];
  const bv = VARNA_RANK[boy.sign];
  const gv = VARNA_RANK[girl.sign];
  kootas.push({
    koota: 'varna',
    points: bv >= gv ? 1 : 0,
    max: 1,
    facts: { boy: VARNA_NAMES[bv], girl: VARNA_NAMES[gv] },
    rule: "1 when the boy's varna is the girl's or higher",
  });
  const bg = vashyaOf(boy.longitude);
  const gg = vashyaOf(girl.longitude);
  kootas.push({
    koota: 'vashya',
    points: VASHYA_POINTS[VASHYA_GROUPS.indexOf(bg)][VASHYA_GROUPS.indexOf(gg)],
    max: 2,
    facts: { boy: bg, girl: gg },
    rule: 'by the two vashya groups: 2 the same, 0 to 1 between others',
  });
  const taraGood = (n: number) => ![3, 5, 7].includes(((n - 1) % 9) + 1);
  const fromGirl = count(girl.nakshatra, boy.nakshatra, 27);
  const fromBoy = count(boy.nakshatra, girl.nakshatra, 27);
  const taras = [taraGood(fromGirl), taraGood(fromBoy)].filter(Boolean).length;
  kootas.push({
    koota: 'tara',
    points: taras * 1.5,
    max: 3,
    facts: { fromGirl: ((fromGirl - 1) % 9) + 1, fromBoy: ((fromBoy - 1) % 9) + 1 },
    rule: 'the star counted from each to the other, in nines: 1.5 for each not the 3rd, 5th or 7th tara',
  });
  const by = NAKSHATRA_YONI[boy.nakshatra];
  const gy = NAKSHATRA_YONI[girl.nakshatra];
  kootas.push({
    koota: 'yoni',
    points: YONI_POINTS[YONIS.indexOf(by)][YONIS.indexOf(gy)],
    max: 4,
    facts: { boy: by, girl: gy },
    rule: 'by the two yonis: 4 the same, 0 sworn enemies',
  });
  const bl = lordOf(boy.sign);
  const gl = lordOf(girl.sign);
  const rb = relation(bl, gl);
  const rg = relation(gl, bl);
  const pair = [rb, rg].sort().join('+');
  const maitri: Record<string, number> = {
    'friend+friend': 5,
    'friend+neutral': 4,
    'neutral+neutral': 3,
    'enemy+friend': 1,
    'enemy+neutral': 0.5,
    'enemy+enemy': 0,
  };
  kootas.push({
    koota: 'graha-maitri',
    points: maitri[pair],
    max: 5,
    facts: { boyLord: bl, girlLord: gl, boyToGirl: rb, girlToBoy: rg },
    rule: 'the Moon-sign lords’ natural friendship both ways: 5 friends or one lord, 4 friend and neutral, 3 neutral, 1 friend and enemy, 0.5 neutral and enemy, 0 enemies',
  });
  const bgana = NAKSHATRA_GANA[boy.nakshatra];
  const ggana = NAKSHATRA_GANA[girl.nakshatra];
  kootas.push({
    koota: 'gana',
    points: GANA_POINTS[bgana][ggana],
    max: 6,
    facts: { boy: bgana, girl: ggana },
    rule: 'by the two ganas (boy, girl): 6 the same or deva–manushya, 5 manushya–deva, 1 deva and rakshasa, 0 manushya and rakshasa',
  });
  const signPair = [count(girl.sign, boy.sign, 12), count(boy.sign, girl.sign, 12)].sort((a, b) => a - b);
  const badPair = ['2,12', '5,9', '6,8'].includes(signPair.join(','));
  const sameLord = bl === gl;
  const friendly = rb === 'friend' && rg === 'friend';
  const bhakootExceptions = badPair
    ? [
        ...(sameLord ? ['one lord rules both Moon signs'] : []),
        ...(!sameLord && friendly ? ['the Moon-sign lords are friends'] : []),
      ]
    : [];
  kootas.push({
    koota: 'bhakoot',
    points: badPair ? 0 : 7,
    max: 7,
    facts: { boyFromGirl: count(girl.sign, boy.sign, 12), girlFromBoy: count(boy.sign, girl.sign, 12) },
    rule: 'the Moon signs counted from each other: 0 for 2/12, 5/9 or 6/8, else 7',
  });
  const bn = nadiOf(boy.nakshatra);
  const gn = nadiOf(girl.nakshatra);
  const nadiExceptions =
    bn === gn
      ? [
          ...(boy.nakshatra === girl.nakshatra && boy.sign !== girl.sign
            ? ['one nakshatra, different Moon signs']
            : []),
          ...(boy.nakshatra === girl.nakshatra && boy.pada !== girl.pada ? ['one nakshatra, different padas'] : []),
          ...(boy.sign === girl.sign && boy.nakshatra !== girl.nakshatra
            ? ['one Moon sign, different nakshatras']
            : []),
        ]
      : [];
  kootas.push({
    koota: 'nadi',
    points: bn === gn ? 0 : 8,
    max: 8,
    facts: { boy: bn, girl: gn },
    rule: '0 when both have one nadi, else 8',
  });
  const total = kootas.reduce((s, k) => s + k.points, 0);
  return {
    kootas,
    total,
    max: 36,
    nadiDosha: { present: bn === gn, exceptions: nadiExceptions },
    bhakootDosha: { present: badPair, exceptions: bhakootExceptions },
  };
}

/** The ten poruthams of a boy's and a girl's Moon. */
export function porutham(boy: MatchMoon, girl: MatchMoon) {
  const n = count(girl.nakshatra, boy.nakshatra, 27);
  const rasi = count(girl.sign, boy.sign, 12);
  const bgana = NAKSHATRA_GANA[boy.nakshatra];
  const ggana = NAKSHATRA_GANA[girl.nakshatra];
  const yoni = YONI_POINTS[YONIS.indexOf(NAKSHATRA_YONI[boy.nakshatra])][YONIS.indexOf(NAKSHATRA_YONI[girl.nakshatra])];
  const bl = lordOf(boy.sign);
  const gl = lordOf(girl.sign);
  const vedha = VEDHA_PAIRS.some(
    ([a, b]) => (a === boy.nakshatra && b === girl.nakshatra) || (b === boy.nakshatra && a === girl.nakshatra),
  );
  const checks = [
    {
      check: 'dina',
      agrees: [0, 2, 4, 6, 8].includes(n % 9),
      rule: `the boy's star is the ${n}th from the girl's; agrees when that leaves 2, 4, 6, 8 or 0 in nines`,
    },
    {
      check: 'gana',
      agrees: bgana === ggana || (bgana !== 'rakshasa' && ggana !== 'rakshasa'),
      rule: `${bgana} and ${ggana}: agrees when the same, or deva and manushya`,
    },
    {
      check: 'mahendra',
      agrees: [4, 7, 10, 13, 16, 19, 22, 25].includes(n),
      rule: `the ${n}th star; agrees at the 4th, 7th, 10th … 25th`,
    },
    { check: 'stree-deergha', agrees: n >= 13, rule: `the ${n}th star; agrees from the 13th` },
    { check: 'yoni', agrees: yoni >= 2, rule: `yoni points ${yoni} of 4; agrees unless hostile (0 or 1)` },
    {
      check: 'rasi',
      agrees: ![2, 6, 8, 12].includes(rasi),
      rule: `the boy's Moon sign is the ${rasi}th from the girl's; fails at the 2nd, 6th, 8th and 12th`,
    },
    {
      check: 'rasi-adhipathi',
      agrees: relation(bl, gl) !== 'enemy' && relation(gl, bl) !== 'enemy',
      rule: `${bl} and ${gl}; agrees unless either is the other's enemy`,
    },
    {
      check: 'vasya',
      agrees: SIGN_VASYA[girl.sign].includes(boy.sign) || SIGN_VASYA[boy.sign].includes(girl.sign),
      rule: `${SIGNS[boy.sign]} and ${SIGNS[girl.sign]}; agrees when either sign holds the other in vasya`,
    },
    {
      check: 'rajju',
      agrees: RAJJU[boy.nakshatra] !== RAJJU[girl.nakshatra],
      rule: `${RAJJU[boy.nakshatra]} and ${RAJJU[girl.nakshatra]} rajju; fails when the same`,
    },
    {
      check: 'vedha',
      agrees: !vedha,
      rule: `${NAKSHATRAS[boy.nakshatra]} and ${NAKSHATRAS[girl.nakshatra]}; fails when the stars obstruct each other`,
    },
  ];
  return { checks, agreeing: checks.filter((c) => c.agrees).length };
}

/** The matching of two births. */
export function matching(request: MatchingRequest) {
  const boy = personOf(request.boy, request.ayanamsa, request.node);
  const girl = personOf(request.girl, request.ayanamsa, request.node);
  const moonOf = (m: MatchMoon) => ({
    longitude: m.longitude,
    sign: SIGNS[m.sign],
    nakshatra: NAKSHATRAS[m.nakshatra],
    nakshatraNumber: m.nakshatra + 1,
    pada: m.pada,
  });
  const boyManglik = manglik(boy.rules);
  const girlManglik = manglik(girl.rules);
  const both = boyManglik.present && girlManglik.present;
  return {
    zodiac: 'sidereal' as const,
    boy: { utc: boy.utc, moon: moonOf(boy.moon), manglik: boyManglik },
    girl: { utc: girl.utc, moon: moonOf(girl.moon), manglik: girlManglik },
    ashtakoota: ashtakoota(boy.moon, girl.moon),
    porutham: porutham(boy.moon, girl.moon),
    manglikMatch: {
      agrees: boyManglik.present === girlManglik.present,
      rule: both
        ? 'both are Manglik: the dosha cancels out'
        : boyManglik.present || girlManglik.present
          ? 'one is Manglik and the other not'
          : 'neither is Manglik',
    },
  };
}
