import test from 'ava';
import fc from 'fast-check';
import { ASPECTS, PLANETS, SIGNS, type Sign } from '../../../src/astro/vocabulary.ts';
import { composeWeeklyHoroscope } from '../../../src/interpretation/horoscope/compose.ts';
import {
  type HoroscopeEvent,
  type HoroscopePoint,
  MOON_PHASES,
  solarHouse,
} from '../../../src/interpretation/horoscope/events.ts';
import { LANGUAGES, type Language } from '../../../src/interpretation/languages.ts';
import { pointName, signName } from '../../../src/interpretation/names.ts';

const READER: Sign = 'gemini';
const at = (day: number, hour: number) =>
  `2026-06-${String(day).padStart(2, '0')}T${String(hour).padStart(2, '0')}:00:00Z`;

/** A week (ISO 2026-W23, Monday 1 June) with one event of every kind, deliberately unsorted. */
const WEEK: HoroscopeEvent[] = [
  {
    kind: 'station',
    point: 'mars',
    direction: 'retrograde',
    sign: 'leo',
    instant: at(6, 12),
    house: solarHouse(READER, 'leo'),
  },
  { kind: 'moon-ingress', sign: 'libra', instant: at(1, 3), house: solarHouse(READER, 'libra') },
  {
    kind: 'aspect',
    point: 'venus',
    aspect: 'square',
    other: 'saturn',
    instant: at(2, 11),
    house: solarHouse(READER, 'cancer'),
  },
  {
    kind: 'moon-phase',
    phase: 'full',
    sign: 'sagittarius',
    instant: at(3, 9),
    house: solarHouse(READER, 'sagittarius'),
  },
  { kind: 'ingress', point: 'mercury', sign: 'cancer', instant: at(3, 20), house: solarHouse(READER, 'cancer') },
  {
    kind: 'aspect',
    point: 'sun',
    aspect: 'trine',
    other: 'jupiter',
    instant: at(5, 16),
    house: solarHouse(READER, 'gemini'),
  },
];

/** Words that name each event in a language: what a reader must find in the day's paragraph, in this order. */
const PHASE_NAME: Record<Language, Record<string, string>> = {
  en: { new: 'New Moon', 'first-quarter': 'First Quarter', full: 'Full Moon', 'last-quarter': 'Last Quarter' },
  es: {
    new: 'Luna nueva',
    'first-quarter': 'cuarto creciente',
    full: 'Luna llena',
    'last-quarter': 'cuarto menguante',
  },
  de: {
    new: 'Neumond',
    'first-quarter': 'zunehmende Halbmond',
    full: 'Vollmond',
    'last-quarter': 'abnehmende Halbmond',
  },
  fr: {
    new: 'Nouvelle Lune',
    'first-quarter': 'Premier Quartier',
    full: 'Pleine Lune',
    'last-quarter': 'Dernier Quartier',
  },
  it: {
    new: 'Luna nuova',
    'first-quarter': 'primo quarto',
    full: 'Luna piena',
    'last-quarter': 'ultimo quarto',
  },
  ja: {
    new: '新月',
    'first-quarter': '上弦の月',
    full: '満月',
    'last-quarter': '下弦の月',
  },
  ru: {
    new: 'Новолуние',
    'first-quarter': 'Первая четверть',
    full: 'Полнолуние',
    'last-quarter': 'Последняя четверть',
  },
  pt: {
    new: 'Lua nova',
    'first-quarter': 'quarto crescente',
    full: 'Lua cheia',
    'last-quarter': 'quarto minguante',
  },
  hi: {
    new: 'अमावस्या',
    'first-quarter': 'शुक्ल अष्टमी',
    full: 'पूर्णिमा',
    'last-quarter': 'कृष्ण अष्टमी',
  },
  nl: {
    new: 'nieuwe maan',
    'first-quarter': 'eerste kwartier',
    full: 'volle maan',
    'last-quarter': 'laatste kwartier',
  },
  tr: {
    new: 'Yeniay',
    'first-quarter': 'İlk Dördün',
    full: 'Dolunay',
    'last-quarter': 'Son Dördün',
  },
  pl: {
    new: 'Nów',
    'first-quarter': 'Pierwsza kwadra',
    full: 'Pełnia',
    'last-quarter': 'Ostatnia kwadra',
  },
};
function namesOf(e: HoroscopeEvent, language: Language): string[] {
  switch (e.kind) {
    case 'moon-phase':
      return [PHASE_NAME[language][e.phase], signName(e.sign, language)];
    case 'moon-ingress':
      return [pointName('moon', language), signName(e.sign, language)];
    case 'ingress':
    case 'station':
      return [pointName(e.point, language), signName(e.sign, language)];
    case 'aspect':
      return [pointName(e.point, language), pointName(e.other, language)];
  }
}
const WEEKDAY: Record<Language, string[]> = {
  en: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'],
  es: ['Lunes', 'Martes', 'Miércoles', 'Jueves', 'Viernes', 'Sábado', 'Domingo'],
  de: ['Montag', 'Dienstag', 'Mittwoch', 'Donnerstag', 'Freitag', 'Samstag', 'Sonntag'],
  fr: ['Lundi', 'Mardi', 'Mercredi', 'Jeudi', 'Vendredi', 'Samedi', 'Dimanche'],
  it: ['Lunedì', 'Martedì', 'Mercoledì', 'Giovedì', 'Venerdì', 'Sabato', 'Domenica'],
  ja: ['月曜日', '火曜日', '水曜日', '木曜日', '金曜日', '土曜日', '日曜日'],
  ru: ['Понедельник', 'Вторник', 'Среда', 'Четверг', 'Пятница', 'Суббота', 'Воскресенье'],
  pt: ['Segunda-feira', 'Terça-feira', 'Quarta-feira', 'Quinta-feira', 'Sexta-feira', 'Sábado', 'Domingo'],
  hi: ['सोमवार', 'मंगलवार', 'बुधवार', 'गुरुवार', 'शुक्रवार', 'शनिवार', 'रविवार'],
  nl: ['Maandag', 'Dinsdag', 'Woensdag', 'Donderdag', 'Vrijdag', 'Zaterdag', 'Zondag'],
  tr: ['Pazartesi', 'Salı', 'Çarşamba', 'Perşembe', 'Cuma', 'Cumartesi', 'Pazar'],
  pl: ['Poniedziałek', 'Wtorek', 'Środa', 'Czwartek', 'Piątek', 'Sobota', 'Niedziela'],
};

/** Asserts that every event is named in the body's day paragraphs, in chronological order. */
function assertMentionsInOrder(body: string, events: HoroscopeEvent[], language: Language): string | null {
  const days = body
    .split('\n\n')
    .slice(1)
    .filter((p) => p.startsWith('**'))
    .join('\n\n');
  let cursor = 0;
  const sorted = [...events].sort((a, b) => Date.parse(a.instant) - Date.parse(b.instant));
  for (const e of sorted) {
    const [first, ...rest] = namesOf(e, language);
    const start = days.indexOf(first, cursor);
    if (start < 0) return `${e.kind} at ${e.instant}: "${first}" not found after position ${cursor}`;
    for (const name of rest) {
      const i = days.indexOf(name, start);
      if (i < 0) return `${e.kind} at ${e.instant}: "${name}" not found after "${first}"`;
    }
    cursor = start + 1;
  }
  return null;
}

test('the horoscope mentions each event, in chronological order, in every language', (t) => {
  for (const language of LANGUAGES) {
    const { title, body } = composeWeeklyHoroscope({ sign: READER, year: 2026, week: 23, language, events: WEEK });
    t.true(title.includes(signName(READER, language)));
    t.true(title.includes('23') && title.includes('2026'));
    t.is(assertMentionsInOrder(body, WEEK, language), null, language);
  }
});

test('days appear as paragraphs in calendar order, and quiet days are named', (t) => {
  for (const language of LANGUAGES) {
    const { body } = composeWeeklyHoroscope({ sign: READER, year: 2026, week: 23, language, events: WEEK });
    const paragraphs = body.split('\n\n');
    const headings = paragraphs.filter((p) => p.startsWith('**')).map((p) => p.slice(2, p.indexOf(':**')));
    const expected = [0, 1, 2, 4, 5].map((i) => WEEKDAY[language][i]); // Mon, Tue, Wed, Fri, Sat
    t.deepEqual(
      headings.map((h) => h.split(/[ ,]/)[0]),
      expected,
      language,
    );
    const closing = paragraphs.at(-1)!;
    t.true(closing.toLowerCase().includes(WEEKDAY[language][3].toLowerCase()), `${language}: Thursday is quiet`);
    t.true(closing.toLowerCase().includes(WEEKDAY[language][6].toLowerCase()), `${language}: Sunday is quiet`);
  }
});

test('the opening is about the most significant event', (t) => {
  // In WEEK the Sun trine Jupiter in the 1st house (2 + 5.5 + 2 = 9.5) outweighs the full Moon in
  // the 7th (8 + 1 = 9) and the Mars station (4 + 4 = 8); a Saturn station in the 1st house
  // (4 + 7 + 2 = 13) outweighs them all.
  const events: HoroscopeEvent[] = [
    ...WEEK,
    { kind: 'station', point: 'saturn', direction: 'direct', sign: 'gemini', instant: at(7, 1), house: 1 },
  ];
  const opening = (language: Language, list: HoroscopeEvent[]) =>
    composeWeeklyHoroscope({ sign: READER, year: 2026, week: 23, language, events: list }).body.split('\n\n')[0];
  t.true(opening('en', WEEK).includes('the Sun trine Jupiter'));
  t.true(opening('es', WEEK).includes('el Sol en trígono con Júpiter'));
  t.true(opening('de', WEEK).includes('die Sonne im Trigon zu Jupiter'));
  t.true(opening('en', events).includes('Saturn turns direct'));
  t.true(opening('es', events).includes('Saturno retoma su marcha directa'));
  t.true(opening('de', events).includes('Saturn wird wieder direktläufig'));
});

test('the same input always gives the same text, whatever the order of the events', (t) => {
  for (const language of LANGUAGES) {
    const input = { sign: READER, year: 2026, week: 23, language, events: WEEK };
    const a = composeWeeklyHoroscope(input);
    const b = composeWeeklyHoroscope({ ...input, events: [...WEEK].reverse() });
    t.deepEqual(a, b);
    t.deepEqual(composeWeeklyHoroscope(input), a);
  }
});

test('different signs read the same sky through different houses', (t) => {
  const forSign = (sign: Sign) => WEEK.map((e) => ({ ...e, house: solarHouse(sign, 'sign' in e ? e.sign : 'cancer') }));
  const gemini = composeWeeklyHoroscope({
    sign: 'gemini',
    year: 2026,
    week: 23,
    language: 'en',
    events: forSign('gemini'),
  });
  const capricorn = composeWeeklyHoroscope({
    sign: 'capricorn',
    year: 2026,
    week: 23,
    language: 'en',
    events: forSign('capricorn'),
  });
  t.not(gemini.body, capricorn.body);
  t.true(capricorn.body.includes('Mercury enters Cancer, your 7th house'));
  t.true(gemini.body.includes('Mercury enters Cancer, your 2nd house'));
});

test('days follow the given time zone', (t) => {
  const late: HoroscopeEvent = { kind: 'moon-ingress', sign: 'aries', instant: '2026-06-01T23:30:00Z', house: 11 };
  const utc = composeWeeklyHoroscope({ sign: READER, year: 2026, week: 23, language: 'en', events: [late] });
  const berlin = composeWeeklyHoroscope({
    sign: READER,
    year: 2026,
    week: 23,
    language: 'en',
    events: [late],
    timeZone: 'Europe/Berlin',
  });
  t.true(utc.body.includes('**Monday, 1 June:**'));
  t.true(berlin.body.includes('**Tuesday, 2 June:**'));
});

test('a week without events still reads as a horoscope', (t) => {
  for (const language of LANGUAGES) {
    const { title, body } = composeWeeklyHoroscope({ sign: 'pisces', year: 2026, week: 1, language, events: [] });
    t.true(title.includes(signName('pisces', language)));
    t.true(body.includes(signName('pisces', language)));
  }
});

test('bad input is rejected with a RangeError', (t) => {
  const base = { sign: READER, year: 2026, week: 23, language: 'en' as Language, events: WEEK };
  t.throws(() => composeWeeklyHoroscope({ ...base, week: 54 }), { instanceOf: RangeError });
  t.throws(() => composeWeeklyHoroscope({ ...base, sign: 'ophiuchus' as Sign }), { instanceOf: RangeError });
  t.throws(() => composeWeeklyHoroscope({ ...base, language: 'xx' as Language }), { instanceOf: RangeError });
  t.throws(() => composeWeeklyHoroscope({ ...base, events: [{ ...WEEK[0], house: 13 as never }] }), {
    instanceOf: RangeError,
  });
  t.throws(() => composeWeeklyHoroscope({ ...base, events: [{ ...WEEK[0], instant: 'soon' }] }), {
    instanceOf: RangeError,
  });
});

const POINTS: HoroscopePoint[] = [...PLANETS, 'chiron'];
const eventArb: fc.Arbitrary<HoroscopeEvent> = fc
  .record({
    kind: fc.constantFrom('moon-phase', 'moon-ingress', 'ingress', 'station', 'aspect'),
    day: fc.integer({ min: 1, max: 7 }),
    minute: fc.integer({ min: 0, max: 1439 }),
    sign: fc.constantFrom(...SIGNS),
    house: fc.integer({ min: 1, max: 12 }),
    phase: fc.constantFrom(...MOON_PHASES),
    point: fc.constantFrom(...POINTS.filter((p) => p !== 'sun' && p !== 'moon')),
    other: fc.constantFrom(...POINTS),
    aspect: fc.constantFrom(...ASPECTS.map((a) => a.id)),
    direction: fc.constantFrom('retrograde' as const, 'direct' as const),
    retrograde: fc.boolean(),
  })
  .map((r) => {
    const instant = new Date(Date.UTC(2026, 5, r.day, 0, r.minute)).toISOString();
    const house = r.house as HoroscopeEvent['house'];
    switch (r.kind) {
      case 'moon-phase':
        return { kind: r.kind, phase: r.phase, sign: r.sign, instant, house };
      case 'moon-ingress':
        return { kind: r.kind, sign: r.sign, instant, house };
      case 'ingress':
        return { kind: r.kind, point: r.point, sign: r.sign, instant, house, retrograde: r.retrograde };
      case 'station':
        return { kind: r.kind, point: r.point, direction: r.direction, sign: r.sign, instant, house };
      default:
        return { kind: 'aspect', point: r.other, aspect: r.aspect, other: r.point, instant, house };
    }
  });

test('any week of events is composed completely and cleanly in every language (property)', (t) => {
  fc.assert(
    fc.property(
      fc.uniqueArray(eventArb, { minLength: 1, maxLength: 12, selector: (e) => e.instant }),
      fc.constantFrom(...SIGNS),
      fc.constantFrom(...LANGUAGES),
      (events, sign, language) => {
        const { title, body } = composeWeeklyHoroscope({ sign, year: 2026, week: 23, language, events });
        if (/undefined|\bnull\b|NaN|\$\{| {2}| [,.;:]|\.\./.test(title + body)) return false;
        if (/(?<!\p{L})(?:a|de) el(?!\p{L})/u.test(body) && language === 'es') return false;
        if (/\b(?:zu der|zu dem|in dem)\b/.test(body) && language === 'de') return false;
        // French: à/de contract with le/les, and de, le, la, que elide before a vowel.
        if (
          /(?<!\p{L})(?:[àÀ]|[dD]e) les?(?!\p{L})|(?<!\p{L})(?:de|le|la|que) [aeiouéèêàâîôû]/u.test(body) &&
          language === 'fr'
        )
          return false;
        return assertMentionsInOrder(body, events, language) === null;
      },
    ),
    { numRuns: 300 },
  );
  t.pass();
});
