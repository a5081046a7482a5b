/** Russian phrasing of the daily and monthly horoscopes (вы); dates from Intl ('ru-RU'). */
import { signName } from '../names.ts';
import { RU_ASPECTS } from '../ru/aspects.ts';
import { adjForm, polish } from '../ru/grammar.ts';
import { RU_POINT_NAMES } from '../ru/points.ts';
import { RU_HOUSES, RU_SIGNS } from '../ru/zodiac.ts';
import { capitalize, paragraph } from '../sentences.ts';
import type { Chooser } from '../variation.ts';
import type { HoroscopeEvent, HoroscopePoint, MoonPhase } from './events.ts';
import type { DayPhase, PeriodWriter } from './period-writer.ts';
import type { Tone } from './writer.ts';

const FULL_DAY = new Intl.DateTimeFormat('ru-RU', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});
const MONTH_YEAR = new Intl.DateTimeFormat('ru-RU', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/** The Moon's phases in the nominative, lower-case. */
const PHASE: Record<MoonPhase, string> = {
  new: 'новолуние',
  'first-quarter': 'первая четверть Луны',
  full: 'полнолуние',
  'last-quarter': 'последняя четверть Луны',
};

const DAY_PHASE: Record<DayPhase, string[]> = {
  new: [
    'Луна новая, тёмная и полная обещаний: задумайте намерение и пока держите его при себе.',
    'Когда Луна в самой тёмной точке, начинайте тихо и доверяйте тому, чего ещё не видно.',
  ],
  waxing: [
    'Луна растёт, и сегодня усилия складываются одно с другим: добавьте что-то к уже начатому.',
    'Растущая Луна благоволит разгону; сделайте следующий конкретный шаг.',
  ],
  full: [
    'Луна полная и высвечивает скрытое: посмотрите, что уже созрело.',
    'Под полной Луной эмоции звучат громко; назовите их, прежде чем действовать.',
  ],
  waning: [
    'Луна убывает, время упрощать: откажитесь от дела, которое вас изматывает.',
    'Убывающая Луна благоволит завершениям; наведите порядок, закройте счета и отдохните.',
  ],
};
const MONTH_TONE: Record<Tone, string> = {
  harmonious: 'Контакты планет в этом месяце в основном мягкие, так что планы складываются.',
  tense: 'Несколько напряжённых контактов в этом месяце просят распределять силы.',
  mixed: 'В этом месяце лёгкие и трудные отрезки чередуются, так что выбирайте момент для действий.',
  calm: 'В остальном небо месяца спокойно.',
};

/** Eclipse types as adjectives agreeing with "затмение" (neuter). */
const RU_ECLIPSE_TYPE: Record<string, string> = {
  total: 'полное',
  annular: 'кольцеобразное',
  hybrid: 'гибридное',
  partial: 'частное',
  penumbral: 'полутеневое',
};

const nom = (p: HoroscopePoint) => RU_POINT_NAMES[p].nom;
const area = (house: number, c: Chooser) => c.pick(`area${house}`, RU_HOUSES[house].areas);
const action = (house: number, c: Chooser) => c.pick(`action${house}`, RU_HOUSES[house].actions);
/** "ваш 5-й дом, дом творчества, романтики и игры" (nominative = accusative). */
const houseOf = (house: number, c: Chooser) => `ваш ${house}-й дом, дом ${area(house, c)}`;
/** "в вашем 5-м доме, доме творчества, романтики и игры". */
const inHouseOf = (house: number, c: Chooser) =>
  `${house === 2 ? 'во' : 'в'} вашем ${house}-м доме, доме ${area(house, c)}`;

export const russianPeriodHoroscope: PeriodWriter = {
  dailyTitle: (sign, d) =>
    `Гороскоп на день для знака ${signName(sign, 'ru')}: ${FULL_DAY.format(Date.UTC(d.year, d.month - 1, d.day))}`,
  monthlyTitle: (sign, year, month) =>
    `Гороскоп на месяц для знака ${signName(sign, 'ru')}: ${MONTH_YEAR.format(Date.UTC(year, month - 1, 15))}`,

  moonOfDay(moonSign, house, phase, c) {
    const mood = RU_SIGNS[moonSign].mood
      .split(' и ')
      .map((a) => adjForm(a, 'ins-m'))
      .join(' и ');
    return polish(
      paragraph([
        `Сегодня Луна проходит знак ${signName(moonSign, 'ru')}, ${houseOf(house, c)}, и настроение дня становится ${mood}.`,
        c.pick('dayPhase', DAY_PHASE[phase]),
      ]),
    );
  },

  quietDay: (sign, c) =>
    c.pick('quiet', [
      `Сегодня точных контактов планет нет, ${signName(sign, 'ru')}: лёгкий день, чтобы жить в своём ритме.`,
      `Сегодня планеты затихают, ${signName(sign, 'ru')}, и оставляют место для привычных дел и отдыха.`,
    ]),

  monthOpening(e: HoroscopeEvent, tone, c) {
    let first: string;
    switch (e.kind) {
      case 'moon-phase':
        first = `Кульминация месяца — ${PHASE[e.phase]} в знаке ${signName(e.sign, 'ru')}, ${inHouseOf(e.house, c)}.`;
        break;
      case 'moon-ingress':
        first = `Месяц идёт в ритме Луны, и начинается он в знаке ${signName(e.sign, 'ru')}, ${inHouseOf(e.house, c)}.`;
        break;
      case 'ingress':
        first = `Главное событие месяца: ${nom(e.point)} переходит в знак ${signName(e.sign, 'ru')}, ${houseOf(e.house, c)}.`;
        break;
      case 'station': {
        const g = RU_POINT_NAMES[e.point].g;
        const turn =
          e.direction === 'retrograde'
            ? `становится ${g === 'f' ? 'ретроградной' : 'ретроградным'}`
            : 'возобновляет прямое движение';
        first = `В центре этого месяца — ${nom(e.point)}, ${g === 'f' ? 'которая' : 'который'} ${turn} ${inHouseOf(e.house, c)}.`;
        break;
      }
      case 'aspect': {
        const A = RU_ASPECTS[e.aspect];
        const other = RU_POINT_NAMES[e.other];
        first = `Аспект, который определяет месяц, — ${nom(e.point)} ${A.at.text} ${other[A.at.case]}; заметен он ${inHouseOf(e.house, c)}.`;
        break;
      }
    }
    return polish(paragraph([capitalize(first), MONTH_TONE[tone]]));
  },

  quietMonth: (sign) =>
    `Месяц без крупных планетных поворотов для знака ${signName(sign, 'ru')}: спокойно стройте на том, что уже работает.`,

  eclipse(kind, type, sign, house, c) {
    const t = RU_ECLIPSE_TYPE[type] ?? type;
    return polish(
      kind === 'solar'
        ? `${capitalize(t)} солнечное затмение в знаке ${signName(sign, 'ru')} встряхивает ${houseOf(house, c)}: открывается дверь, которой вы не ждали, так что отложите привычный сценарий.`
        : `${capitalize(t)} лунное затмение в знаке ${signName(sign, 'ru')} заливает светом ${houseOf(house, c)}: там что-то завершается, так что освободите место для нового.`,
    );
  },

  sunFocus(sunSign, house, period, c) {
    const when = period === 'day' ? 'в эти дни' : 'в этом месяце';
    return polish(
      `Пока Солнце в знаке ${signName(sunSign, 'ru')}, вашем ${house}-м доме, ${when} ваша энергия уходит в вопросы ${area(house, c)}: ${action(house, c)}.`,
    );
  },
};
