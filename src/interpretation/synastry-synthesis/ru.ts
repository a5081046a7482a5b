/**
 * The Russian synastry synthesis texts (see writer.ts); the couple is addressed as "вы". The
 * partner's name cannot be declined safely, so it always stands as a subject (nominative), and the
 * partner's planets are "этого человека".
 */
import { countOf, pronoun, type RuGender } from '../ru/grammar.ts';
import { RU_POINT_NAMES } from '../ru/points.ts';
import { RU_HOUSES } from '../ru/zodiac.ts';
import { capitalize, listOf } from '../sentences.ts';
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
    `Оценка ${n} из 100 описывает связь, которая многого требует от обоих: контакты чаще трутся, чем текут.`,
  (n: number) =>
    `При ${n} из 100 чаша весов немного склоняется к усилиям: эти отношения растут на различиях, которые им предстоит разрешить.`,
  (n: number) =>
    `При ${n} из 100 лёгкость и трение примерно уравновешены, так что многое зависит от того, как вы проходите трудные моменты.`,
  (n: number) => `Оценка ${n} из 100 говорит о связи, в которой поддерживающие контакты заметно перевешивают трудные.`,
  (n: number) =>
    `При ${n} из 100 ваши карты сходятся на редкость хорошо: почти всё, что вас связывает, течёт без усилий.`,
];
const THEMES: SummaryWords['themes'] = {
  core: {
    name: 'основная связь',
    strong: 'то, кто вы есть и что чувствуете, хорошо согласуется',
    weak: 'ваши натуры различны, и принять это — часть ваших отношений',
  },
  emotional: {
    name: 'эмоциональная связь',
    strong: 'обычно вы чувствуете, что вас понимают и с вами безопасно',
    weak: 'о чувствах нужно говорить вслух, сами собой они не читаются',
  },
  attraction: {
    name: 'притяжение',
    strong: 'желание и романтика легко рождаются между вами',
    weak: 'химия живёт благодаря вниманию, а не сама по себе',
  },
  communication: {
    name: 'общение',
    strong: 'разговаривать, строить планы и решать вместе получается естественно',
    weak: 'недоразумения вероятны, если не уточнять, что имел в виду другой',
  },
  commitment: {
    name: 'верность',
    strong: 'преданность и постоянство — часть этих отношений',
    weak: 'обязанности и ожидания могут давить, поэтому договаривайтесь открыто',
  },
  growth: {
    name: 'рост',
    strong: 'вы ободряете друг друга и разделяете надежды на будущее',
    weak: 'общие цели приходится искать сознательно',
  },
};

const flowing = (n: number) => countOf(n, 'гармоничный', 'гармоничных', 'гармоничных');
const tense = (n: number) => countOf(n, 'напряжённый', 'напряжённых', 'напряжённых');

const SUMMARY: SummaryWords = {
  title: 'Оценка словами',
  bands: BANDS,
  themes: THEMES,
  strongest: (t, n) => `Самая сильная сторона — ${t.name} (${n}): ${t.strong}.`,
  weakest: (t, n) => `Больше всего работы требует ${t.name} (${n}), потому что ${t.weak}.`,
  flow: (h, t) => `Среди главных контактов ${flowing(h)} и ${tense(t)}, так что доброй воле есть на чём строить.`,
  rub: (h, t) =>
    `Среди главных контактов ${tense(t)} и ${flowing(h)}: трение настоящее, но настоящая и возможность вырасти благодаря ему.`,
  even: (n) => `Главные контакты делятся поровну: ${flowing(n)} и столько же напряжённых.`,
};

const point = (p: OverlayHouse['planets'][number]) => RU_POINT_NAMES[p];
/** The planets in the nominative: "Солнце", "Солнце и Венера". */
const nom = (h: OverlayHouse) =>
  listOf(
    h.planets.map((p) => point(p).nom),
    'и',
  );
/** The planets in the accusative: "Луну", "Солнце и Венеру". */
const acc = (h: OverlayHouse) =>
  listOf(
    h.planets.map((p) => point(p).acc),
    'и',
  );
const SVOJ: Record<RuGender, string> = { m: 'свой', f: 'свою', n: 'своё', pl: 'свои' };
const VASH: Record<RuGender, string> = { m: 'ваш', f: 'вашу', n: 'ваше', pl: 'ваши' };
const VASH_NOM: Record<RuGender, string> = { m: 'ваш', f: 'ваша', n: 'ваше', pl: 'ваши' };
const gender = (h: OverlayHouse): RuGender => (h.planets.length === 1 ? point(h.planets[0]).g : 'pl');
/** "своё Солнце", "свои Солнце и Венеру" (accusative, the partner's). */
const theirOwn = (h: OverlayHouse) => `${SVOJ[gender(h)]} ${acc(h)}`;
/** "ваше Солнце", "вашу Луну", "ваши Солнце и Венеру" (accusative). */
const yoursAcc = (h: OverlayHouse) => `${VASH[gender(h)]} ${acc(h)}`;
/** "ваше Солнце", "ваша Луна", "ваши Солнце и Венера" (nominative). */
const yoursNom = (h: OverlayHouse) => `${VASH_NOM[gender(h)]} ${nom(h)}`;
const verb = byNumber;

export const ruSynastrySynthesis: SynastrySynthesisWriter = {
  summary: (s) => summaryText(s, SUMMARY),
  overlayTitle: (direction, partner) =>
    direction === 'theirs-in-yours' ? `${partner}: планеты в ваших домах` : `Ваши планеты в домах: ${partner}`,
  overlay(direction, partner, h, position) {
    const n = h.house;
    const area = RU_HOUSES[n].areas[0];
    const inN = `${n === 2 ? 'во' : 'в'} ${n}-м доме`;
    if (direction === 'theirs-in-yours') {
      return cycle(
        [
          `${partner} приносит ${theirOwn(h)} в ваш ${n}-й дом и приводит в движение сферу ${area}.`,
          `В ваш ${n}-й дом, дом ${area}, ${partner} приносит ${theirOwn(h)}.`,
          `${partner} затрагивает сферу ${area}: ${nom(h)} этого человека ${verb(h, 'попадает', 'попадают')} в ваш ${n}-й дом.`,
          `Сильнее всего ${partner} ощущается в вопросах ${area}: ${nom(h)} этого человека ${verb(h, 'стоит', 'стоят')} ${inN} вашей карты.`,
          `Что касается ${area}, ${partner} даёт о себе знать: ${nom(h)} этого человека ${verb(h, 'занимает', 'занимают')} ваш ${n}-й дом.`,
          `${partner} будоражит сферу ${area}, располагая ${theirOwn(h)} в вашем ${n}-м доме.`,
        ],
        position,
      );
    }
    return cycle(
      [
        `${partner} принимает ${yoursAcc(h)} в свой ${n}-й дом, и вы приводите в движение сферу ${area}.`,
        `В своём ${n}-м доме, доме ${area}, ${partner} встречает ${yoursAcc(h)}.`,
        `${capitalize(yoursNom(h))} ${verb(h, 'касается', 'касаются')} сферы ${area} в жизни этого человека: ${partner} держит ${pronoun(gender(h), 'gen')} в своём ${n}-м доме.`,
        `${partner} ощущает вас в вопросах ${area}: ${yoursNom(h)} ${verb(h, 'занимает', 'занимают')} ${n}-й дом этого человека.`,
        `${partner} видит, как ${yoursNom(h)} ${verb(h, 'окрашивает', 'окрашивают')} сферу ${area} из ${n}-го дома этого человека.`,
        `${partner} чувствует ваш след в сфере ${area}: ${yoursNom(h)} ${verb(h, 'стоит', 'стоят')} ${inN} этого человека.`,
      ],
      position,
    );
  },
};
