/**
 * Russian phrasing of the weekly horoscope (вы); weekday and month names from Intl ('ru-RU').
 * Signs are named "в знаке Стрелец" (the sign's name in apposition, as Russian horoscopes write),
 * and two points of an aspect are both subjects ("Солнце и Юпитер образуют трин").
 */
import type { Sign } from '../../astro/vocabulary.ts';
import { natureOf } from '../catalogue.ts';
import { signName } from '../names.ts';
import { RU_ASPECTS } from '../ru/aspects.ts';
import { adj, adjForm, polish, v } from '../ru/grammar.ts';
import { RU_POINT_NAMES } from '../ru/points.ts';
import { RU_HOUSES, RU_SIGNS } from '../ru/zodiac.ts';
import { capitalize, listOf, paragraph } from '../sentences.ts';
import type { Chooser } from '../variation.ts';
import type { CalendarDay } from './calendar.ts';
import type { HoroscopeEvent, HoroscopePoint, IngressPoint, MoonPhase, StationPoint } from './events.ts';
import { type HoroscopeWriter, type Tone, type WeekTheme, weekThemeOf } from './writer.ts';

const WEEKDAY = new Intl.DateTimeFormat('ru-RU', { weekday: 'long', timeZone: 'UTC' });
const DAY_MONTH = new Intl.DateTimeFormat('ru-RU', { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' });

/** The weekday name of a calendar day in Russian ("понедельник"), by Intl. */
export function ruWeekday(d: CalendarDay): string {
  return WEEKDAY.format(Date.UTC(d.year, d.month - 1, d.day));
}

/** "понедельник, 1 июня", by Intl. */
export function ruDayMonth(d: CalendarDay): string {
  return DAY_MONTH.format(Date.UTC(d.year, d.month - 1, d.day));
}

/** A weekday in the accusative after "в": "в среду", "во вторник", "в воскресенье". */
export function onWeekday(d: CalendarDay): string {
  return v(ruWeekday(d).replace(/а$/u, 'у'));
}

/** The Moon's phases as subjects (nominative). */
const PHASE: Record<MoonPhase, string> = {
  new: 'Новолуние',
  'first-quarter': 'Первая четверть',
  full: 'Полнолуние',
  'last-quarter': 'Последняя четверть',
};
/** A phase as the subject of a sentence: "Новолуние", "Первая четверть Луны". */
const PHASE_EVENT: Record<MoonPhase, string> = {
  new: 'Новолуние',
  'first-quarter': 'Первая четверть Луны',
  full: 'Полнолуние',
  'last-quarter': 'Последняя четверть Луны',
};
const PHASE_ADVICE: Record<MoonPhase, ((action: string) => string)[]> = {
  new: [(a) => `Посадите семя: ${a}.`, (a) => `Хорошее время, чтобы начать: ${a}.`],
  'first-quarter': [
    (a) => `Пора действовать в том, что вы начали: ${a}.`,
    (a) => `Преодолейте первое препятствие: ${a}.`,
  ],
  full: [
    () => 'Что-то достигает кульминации: отпразднуйте то, что выросло, и отпустите остальное.',
    () => 'В этих вопросах чувства обострены; отойдите на шаг, прежде чем реагировать.',
  ],
  'last-quarter': [
    () => 'Пересмотрите, наведите порядок и отпустите то, что вам больше не нужно.',
    () => 'Подведите итоги и завершите начатое, прежде чем начнётся следующий цикл.',
  ],
};

/** What each point brings to the week, in the accusative (object of "соединяет"). */
const THEME: Record<HoroscopePoint, string> = {
  sun: 'желание быть на виду',
  moon: 'ваши чувства',
  mercury: 'ваши мысли и разговоры',
  venus: 'любовь и удовольствие',
  mars: 'энергию и напор',
  jupiter: 'рост и удачу',
  saturn: 'дисциплину и испытания',
  uranus: 'перемены и сюрпризы',
  neptune: 'мечты и вдохновение',
  pluto: 'глубокое преображение',
  chiron: 'исцеление',
};
const STAY: Record<IngressPoint, string> = {
  sun: 'на ближайший месяц',
  mercury: 'на ближайшие недели',
  venus: 'примерно на четыре недели',
  mars: 'примерно на шесть недель',
  jupiter: 'примерно на год',
  saturn: 'на два-три года',
  uranus: 'примерно на семь лет',
  neptune: 'больше чем на десятилетие',
  pluto: 'на много лет',
  chiron: 'на несколько лет',
};
const RETROGRADE: Record<StationPoint, string> = {
  mercury: 'Перечитывайте сообщения, договоры и планы поездок и дайте старым разговорам второй шанс.',
  venus: 'Пересмотрите, что и кого вы цените; отложите крупные покупки и смену образа.',
  mars: 'Сбавьте темп, пересмотрите стратегию и завершайте старые битвы вместо того, чтобы начинать новые.',
  jupiter: 'Рост уходит внутрь: пересмотрите свои убеждения и долгосрочные планы.',
  saturn: 'Обязанности просят пересмотра, а не расширения.',
  uranus: 'Перемены зреют в тишине, прежде чем проявиться.',
  neptune: 'Туман немного рассеивается: честно посмотрите на свои иллюзии.',
  pluto: 'Начинается внутренний процесс отпускания.',
  chiron: 'Старые раны поднимаются на поверхность, чтобы их поняли.',
};
const HARD_ADVICE = [
  'сделайте паузу, прежде чем настаивать',
  'не принимайте это на свой счёт',
  'оставьте планы гибкими',
];
const WEEK_THEME: Record<WeekTheme, string> = {
  new: 'Это неделя, чтобы начать заново.',
  full: 'Приходят ясность и ощущение, что что-то подходит к завершению.',
  'first-quarter': 'Это неделя решений и первых шагов.',
  'last-quarter': 'Это неделя, чтобы подвести итоги и расчистить место.',
  'moon-ingress': 'Следуйте за своими настроениями и не перегружайте планы.',
  ingress: 'В этой сфере вашей жизни открывается новая глава.',
  retrograde: 'Сбавьте темп: сейчас время пересматривать, а не запускать.',
  direct: 'То, что стояло на месте, начинает двигаться.',
  hard: 'Эта неделя испытывает ваше терпение.',
  soft: 'Возможности приходят легко, так что не упускайте их.',
  fusion: 'Начинается новый цикл.',
};
const TONE: Record<Tone, string> = {
  harmonious: 'Большинство контактов между планетами благоприятны, так что неделя идёт гладко.',
  tense: 'Несколько напряжённых аспектов потребуют терпения по ходу дела.',
  mixed: 'Напряжение и лёгкость чередуются, так что выбирайте моменты с умом.',
  calm: 'В остальном небо спокойно.',
};

const nom = (p: HoroscopePoint) => RU_POINT_NAMES[p].nom;
const area = (house: number, c: Chooser) => c.pick(`area${house}`, RU_HOUSES[house].areas);
const action = (house: number, c: Chooser) => c.pick(`action${house}`, RU_HOUSES[house].actions);
/** "ваш 5-й дом, дом творчества, романтики и игры" (nominative or accusative, the same for "дом"). */
const houseOf = (house: number, c: Chooser) => `ваш ${house}-й дом, дом ${area(house, c)}`;
/** "в вашем 5-м доме, доме творчества, романтики и игры". */
const inHouseOf = (house: number, c: Chooser) =>
  `${house === 2 ? 'во' : 'в'} вашем ${house}-м доме, доме ${area(house, c)}`;
/** "в знаке Стрелец" (the name in apposition, nominative). */
const inSign = (sign: Sign) => `в знаке ${signName(sign, 'ru')}`;

/** The Russian weekly-horoscope phrasing (вы). */
export const russianHoroscope: HoroscopeWriter = {
  title: (sign, year, week) => `Гороскоп на неделю для знака ${signName(sign, 'ru')}: ${week}-я неделя ${year} года`,

  dayHeading: (d: CalendarDay) => capitalize(ruDayMonth(d)),

  event(e: HoroscopeEvent, c: Chooser): string {
    const n = e.house;
    let text: string;
    switch (e.kind) {
      case 'moon-phase':
        text = paragraph([
          `${PHASE_EVENT[e.phase]} ${inSign(e.sign)} приходится на ${houseOf(n, c)}.`,
          c.pick('phase', PHASE_ADVICE[e.phase])(action(n, c)),
        ]);
        break;
      case 'moon-ingress': {
        const mood = RU_SIGNS[e.sign].mood;
        text = c.pick('moon', [
          `Луна входит в знак ${signName(e.sign, 'ru')}, ваш ${n}-й дом: настроение становится ${mood
            .split(' и ')
            .map((a) => adjForm(a, 'ins-m'))
            .join(' и ')}, а внимание переходит к вопросам ${area(n, c)}.`,
          `Луна входит в знак ${signName(e.sign, 'ru')}, ваш ${n}-й дом, и настрой дня — ${mood}: ${action(n, c)}.`,
        ]);
        break;
      }
      case 'ingress': {
        const verb = e.retrograde ? 'возвращается в знак' : 'входит в знак';
        const first = `${nom(e.point)} ${verb} ${signName(e.sign, 'ru')}, ваш ${n}-й дом, ${STAY[e.point]} и приносит ${THEME[e.point]} в сферу ${area(n, c)}.`;
        text =
          e.point === 'sun' && n === 1
            ? paragraph([first, 'Начинается сезон вашего дня рождения, а вместе с ним и ваш личный год.'])
            : first;
        break;
      }
      case 'station': {
        const g = RU_POINT_NAMES[e.point].g;
        text =
          e.direction === 'retrograde'
            ? paragraph([
                `${nom(e.point)} ${g === 'f' ? 'становится ретроградной' : 'становится ретроградным'} ${inSign(e.sign)}, ${inHouseOf(n, c)}.`,
                RETROGRADE[e.point],
              ])
            : `${nom(e.point)} возобновляет прямое движение ${inSign(e.sign)}, в вашем ${n}-м доме: то, что застряло в вопросах ${area(n, c)}, снова приходит в движение.`;
        break;
      }
      case 'aspect': {
        const A = RU_ASPECTS[e.aspect];
        const nature = natureOf(e.aspect);
        const first = `${nom(e.point)} и ${nom(e.other)} образуют ${A.noun} и соединяют ${THEME[e.point]} и ${THEME[e.other]} ${inHouseOf(n, c)}.`;
        const second =
          nature === 'hard'
            ? `Возможны трения: ${c.pick('hard', HARD_ADVICE)}.`
            : nature === 'soft'
              ? `Используйте момент: ${action(n, c)}.`
              : `Новое начало: ${action(n, c)}.`;
        text = paragraph([first, second]);
        break;
      }
    }
    return polish(text);
  },

  opening(e: HoroscopeEvent, tone: Tone, c: Chooser): string {
    let first: string;
    switch (e.kind) {
      case 'moon-phase':
        first = `Эта неделя строится вокруг фазы Луны: ${PHASE[e.phase].toLowerCase()} ${inSign(e.sign)} приходится на ${houseOf(e.house, c)}.`;
        break;
      case 'moon-ingress':
        first = `Неделя полегче: ритм задаёт Луна, начиная со знака ${signName(e.sign, 'ru')}, ${inHouseOf(e.house, c)}.`;
        break;
      case 'ingress':
        first = `Главная новость недели: ${nom(e.point)} входит в знак ${signName(e.sign, 'ru')}, ${houseOf(e.house, c)}.`;
        break;
      case 'station': {
        const g = RU_POINT_NAMES[e.point].g;
        const turn =
          e.direction === 'retrograde'
            ? `становится ${g === 'f' ? 'ретроградной' : 'ретроградным'}`
            : 'возобновляет прямое движение';
        first = `Поворот недели: ${nom(e.point)} ${turn} ${inHouseOf(e.house, c)}.`;
        break;
      }
      case 'aspect': {
        const A = RU_ASPECTS[e.aspect];
        const other = RU_POINT_NAMES[e.other];
        first = `Самое сильное влияние недели — ${nom(e.point)} ${A.at.text} ${other[A.at.case]}, и ощущается оно ${inHouseOf(e.house, c)}.`;
        break;
      }
    }
    return polish(paragraph([first, WEEK_THEME[weekThemeOf(e)], TONE[tone]]));
  },

  quietDays(days: CalendarDay[]): string {
    const names = listOf(days.map(onWeekday), 'и');
    // "спокойнее" is a comparative: it does not agree, so one day and several read alike.
    return polish(
      capitalize(`${names} будет спокойнее: используйте передышку, чтобы отдохнуть и наверстать упущенное.`),
    );
  },

  empty: (sign: Sign) =>
    `На этой неделе у знака ${signName(sign, 'ru')} нет крупных движений планет: хорошее время, чтобы закрепить достигнутое, отдохнуть и жить в своём ритме.`,
};

/** The adjective of the Moon's mood agreed with a noun of gender `g` (kept for the period texts). */
export function ruMood(sign: Sign, g: 'm' | 'f' | 'n'): string {
  return RU_SIGNS[sign].mood
    .split(' и ')
    .map((a) => adj(a, g))
    .join(' и ');
}
