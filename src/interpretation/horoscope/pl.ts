/** Polish phrasing of the weekly horoscope (ty); weekday and month names from Intl ('pl-PL'). */
import type { Sign } from '../../astro/vocabulary.ts';
import { natureOf } from '../catalogue.ts';
import { aspectTo, PL_ASPECTS } from '../pl/aspects.ts';
import { agree, type PlGender, polish } from '../pl/grammar.ts';
import { PL_POINT_NAMES } from '../pl/points.ts';
import { PL_HOUSES, PL_SIGN_NAMES, PL_SIGNS } from '../pl/zodiac.ts';
import { capitalize, listOf, paragraph } from '../sentences.ts';
import type { Chooser } from '../variation.ts';
import type { CalendarDay } from './calendar.ts';
import type { HoroscopeEvent, HoroscopePoint, IngressPoint, MoonPhase, StationPoint } from './events.ts';
import { type HoroscopeWriter, type Tone, type WeekTheme, weekThemeOf } from './writer.ts';

const WEEKDAY = new Intl.DateTimeFormat('pl-PL', { weekday: 'long', timeZone: 'UTC' });
const DAY_MONTH = new Intl.DateTimeFormat('pl-PL', { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' });

/** The weekday name of a calendar day in Polish ("poniedziałek"), by Intl. */
export function plWeekday(d: CalendarDay): string {
  return WEEKDAY.format(Date.UTC(d.year, d.month - 1, d.day));
}

/** "poniedziałek, 1 czerwca", by Intl. */
export function plDayMonth(d: CalendarDay): string {
  return DAY_MONTH.format(Date.UTC(d.year, d.month - 1, d.day));
}

/** Środa, sobota and niedziela are feminine; the other weekdays masculine. */
function weekdayGender(name: string): PlGender {
  return /a$/.test(name) ? 'f' : 'm';
}

/** The Moon's phases in the nominative and the genitive. */
export const PL_PHASE: Record<MoonPhase, { nom: string; gen: string }> = {
  new: { nom: 'nów', gen: 'nowiu' },
  'first-quarter': { nom: 'pierwsza kwadra', gen: 'pierwszej kwadry' },
  full: { nom: 'pełnia', gen: 'pełni' },
  'last-quarter': { nom: 'ostatnia kwadra', gen: 'ostatniej kwadry' },
};
const PHASE_ADVICE: Record<MoonPhase, ((action: string) => string)[]> = {
  new: [(a) => `Zasiej ziarno: ${a}.`, (a) => `Dobry moment na początek: ${a}.`],
  'first-quarter': [
    (a) => `Czas działać w sprawie tego, co już zaczęte: ${a}.`,
    (a) => `Pokonaj pierwszą przeszkodę: ${a}.`,
  ],
  full: [
    () => 'Coś osiąga szczyt: świętuj to, co urosło, a resztę odpuść.',
    () => 'W tych sprawach emocje są jak na dłoni; nabierz dystansu, zanim zareagujesz.',
  ],
  'last-quarter': [
    () => 'Przejrzyj, uporządkuj i pożegnaj to, co już Ci nie służy.',
    () => 'Podsumuj i domknij zaległe sprawy, zanim zacznie się kolejny cykl.',
  ],
};

/** What each point brings, in the accusative (object of "wnosi"). */
const THEME: Record<HoroscopePoint, string> = {
  sun: 'chęć błyszczenia',
  moon: 'Twoje emocje',
  mercury: 'Twoje myśli i rozmowy',
  venus: 'miłość i przyjemność',
  mars: 'energię i zadziorność',
  jupiter: 'rozwój i szczęście',
  saturn: 'dyscyplinę i próby',
  uranus: 'zmiany i niespodzianki',
  neptune: 'marzenia i natchnienie',
  pluto: 'głęboką przemianę',
  chiron: 'uzdrowienie',
};
const STAY: Record<IngressPoint, string> = {
  sun: 'przez najbliższy miesiąc',
  mercury: 'przez najbliższe tygodnie',
  venus: 'przez mniej więcej cztery tygodnie',
  mars: 'przez mniej więcej sześć tygodni',
  jupiter: 'przez mniej więcej rok',
  saturn: 'przez dwa, trzy lata',
  uranus: 'przez mniej więcej siedem lat',
  neptune: 'przez ponad dekadę',
  pluto: 'przez wiele lat',
  chiron: 'przez kilka lat',
};
const RETROGRADE: Record<StationPoint, string> = {
  mercury: 'Przeczytaj jeszcze raz wiadomości, umowy i plany podróży, a starym rozmowom daj drugą szansę.',
  venus: 'Zastanów się, co i kogo cenisz; odłóż duże zakupy i zmiany wizerunku.',
  mars: 'Zwolnij, przemyśl strategię i kończ bitwy, zamiast zaczynać nowe.',
  jupiter: 'Rozwój przenosi się do wnętrza: przemyśl swoje przekonania i dalekosiężne plany.',
  saturn: 'Obowiązki wymagają przeglądu raczej niż rozszerzania.',
  uranus: 'Zmiany dojrzewają po cichu, zanim wyjdą na jaw.',
  neptune: 'Mgła trochę się rozwiewa: przyjrzyj się uczciwie swoim złudzeniom.',
  pluto: 'Zaczyna się wewnętrzny proces odchodzenia od tego, co stare.',
  chiron: 'Stare rany wypływają na powierzchnię, by można je było zrozumieć.',
};
const HARD_ADVICE = [
  'zrób przerwę, zanim zaczniesz naciskać',
  'nie bierz tego do siebie',
  'zostaw sobie elastyczne plany',
];
const WEEK_THEME: Record<WeekTheme, string> = {
  new: 'To tydzień na nowy początek.',
  full: 'Przychodzi jasność i poczucie, że coś dobiega spełnienia.',
  'first-quarter': 'To tydzień decyzji i pierwszych kroków.',
  'last-quarter': 'To tydzień na podsumowania i oczyszczanie terenu.',
  'moon-ingress': 'Idź za swoimi nastrojami i nie przeładowuj kalendarza.',
  ingress: 'W tej dziedzinie Twojego życia otwiera się nowy rozdział.',
  retrograde: 'Zwolnij: to czas na przegląd, nie na wielkie starty.',
  direct: 'To, co stało w miejscu, zaczyna się poruszać.',
  hard: 'Ten tydzień wystawia na próbę Twoją cierpliwość.',
  soft: 'Okazje przychodzą łatwo, więc je chwytaj.',
  fusion: 'Zaczyna się nowy cykl.',
};
const TONE: Record<Tone, string> = {
  harmonious: 'Większość kontaktów między planetami jest przychylna, więc tydzień płynie gładko.',
  tense: 'Kilka napiętych aspektów wymaga po drodze cierpliwości.',
  mixed: 'Napięcie i lekkość przeplatają się, więc dobrze wybieraj swoje chwile.',
  calm: 'Poza tym niebo jest spokojne.',
};

const name = (p: HoroscopePoint) => PL_POINT_NAMES[p].nom;
/** "jego" / "jej": the point's possessive by its gender. */
const its = (p: HoroscopePoint) => (PL_POINT_NAMES[p].g === 'f' ? 'jej' : 'jego');
const area = (house: number, c: Chooser) => c.pick(`area${house}`, PL_HOUSES[house].areas);
const action = (house: number, c: Chooser) => c.pick(`action${house}`, PL_HOUSES[house].actions);
/** "w Twoim 5. domu, domu twórczości, romansów i zabawy". */
const inHouse = (house: number, c: Chooser) => `w Twoim ${house}. domu, domu ${area(house, c).gen}`;
/** "Twój 5. dom, dom twórczości, romansów i zabawy". */
const houseNom = (house: number, c: Chooser) => `Twój ${house}. dom, dom ${area(house, c).gen}`;
const sign = (s: Sign) => PL_SIGN_NAMES[s];

/** The Polish weekly-horoscope phrasing (ty). */
export const polishHoroscope: HoroscopeWriter = {
  title: (s, year, week) => `Horoskop tygodniowy: ${sign(s).nom}, ${week}. tydzień ${year} roku`,

  dayHeading: (d: CalendarDay) => capitalize(plDayMonth(d)),

  event(e: HoroscopeEvent, c: Chooser): string {
    const n = e.house;
    let text: string;
    switch (e.kind) {
      case 'moon-phase':
        text = paragraph([
          `${capitalize(PL_PHASE[e.phase].nom)} przypada ${inHouse(n, c)}; znak tej fazy Księżyca to ${sign(e.sign).nom}.`,
          c.pick('phase', PHASE_ADVICE[e.phase])(action(n, c)),
        ]);
        break;
      case 'moon-ingress':
        text = c.pick('moon', [
          `Księżyc zmienia znak: teraz jest to ${sign(e.sign).nom}, czyli Twój ${n}. dom. Nastrój robi się ${PL_SIGNS[e.sign].mood}, a uwaga przenosi się na ${area(n, c).acc}.`,
          `Księżyc przechodzi do nowego znaku, którym jest ${sign(e.sign).nom}, czyli Twój ${n}. dom. Nastrój jest ${PL_SIGNS[e.sign].mood}: ${action(n, c)}.`,
        ]);
        break;
      case 'ingress': {
        const verb = e.retrograde ? 'wraca do poprzedniego znaku' : 'zmienia znak';
        const first = `${name(e.point)} ${verb}: ${STAY[e.point]} ${its(e.point)} znakiem będzie ${sign(e.sign).nom}, czyli Twój ${n}. dom. ${name(e.point)} wnosi ${THEME[e.point]} w sferę ${area(n, c).gen}.`;
        text =
          e.point === 'sun' && n === 1
            ? paragraph([first, 'Zaczyna się sezon Twoich urodzin, a wraz z nim Twój osobisty rok.'])
            : first;
        break;
      }
      case 'station': {
        text =
          e.direction === 'retrograde'
            ? paragraph([
                `${name(e.point)} zatrzymuje się i rozpoczyna ruch wsteczny. ${capitalize(its(e.point))} znak to ${sign(e.sign).nom}, czyli ${houseNom(n, c)}.`,
                RETROGRADE[e.point],
              ])
            : `${name(e.point)} wraca do ruchu prostego; ${its(e.point)} znak to ${sign(e.sign).nom}, czyli Twój ${n}. dom: to, co utknęło w sferze ${area(n, c).gen}, znów rusza z miejsca.`;
        break;
      }
      case 'aspect': {
        const A = PL_ASPECTS[e.aspect];
        const nature = natureOf(e.aspect);
        const [verb, k] = A.verbs[0];
        const first = `${name(e.point)} ${verb} ${PL_POINT_NAMES[e.other][k]} i splata ${THEME[e.point]} oraz ${THEME[e.other]} ${inHouse(n, c)}.`;
        const second =
          nature === 'hard'
            ? `Spodziewaj się odrobiny tarć: ${c.pick('hard', HARD_ADVICE)}.`
            : nature === 'soft'
              ? `Wykorzystaj tę chwilę: ${action(n, c)}.`
              : `Nowy początek: ${action(n, c)}.`;
        text = paragraph([first, second]);
        break;
      }
    }
    return polish(text);
  },

  opening(e: HoroscopeEvent, tone: Tone, c: Chooser): string {
    const where = inHouse(e.house, c);
    let first: string;
    switch (e.kind) {
      case 'moon-phase':
        first = `Ten tydzień kręci się wokół ${PL_PHASE[e.phase].gen} w znaku ${sign(e.sign).gen}, ${where}.`;
        break;
      case 'moon-ingress':
        first = `Lżejszy tydzień: rytm nadaje Księżyc, poczynając od znaku ${sign(e.sign).gen}, ${where}.`;
        break;
      case 'ingress':
        first = `Wielka nowość tygodnia: ${name(e.point)} wchodzi do znaku ${sign(e.sign).gen}, ${where}.`;
        break;
      case 'station': {
        const turn = e.direction === 'retrograde' ? 'rozpoczyna ruch wsteczny' : 'wraca do ruchu prostego';
        first = `Zwrot tygodnia: ${name(e.point)} ${turn} ${where}.`;
        break;
      }
      case 'aspect': {
        const other = PL_POINT_NAMES[e.other];
        first = `Najsilniejszy wpływ tygodnia to ${name(e.point)} ${aspectTo(PL_ASPECTS[e.aspect], other)}, odczuwalny ${where}.`;
        break;
      }
    }
    return polish(paragraph([first, WEEK_THEME[weekThemeOf(e)], TONE[tone]]));
  },

  quietDays(days: CalendarDay[]): string {
    const names = listOf(days.map(plWeekday), 'i');
    const plural = days.length > 1;
    // "spokojniejszy" agrees with the day: "czwartek jest spokojniejszy", "niedziela jest spokojniejsza",
    // and in the plural (days are not persons) "czwartek i niedziela są spokojniejsze".
    const g = weekdayGender(plWeekday(days[0]));
    return polish(
      capitalize(
        `${names} ${plural ? 'są' : 'jest'} ${agree('spokojniejszy', g, plural)}: wykorzystaj tę przerwę, by odpocząć i nadrobić zaległości.`,
      ),
    );
  },

  // Bliźnięta and Ryby are plural nouns: "Ryby mają", "Baran ma".
  empty: (s: Sign) =>
    `${sign(s).nom} ${s === 'gemini' || s === 'pisces' ? 'mają' : 'ma'} spokojny tydzień: na niebie nie ma wielkich ruchów planet, więc to dobry moment, by umacniać to, co jest, odpoczywać i iść własnym rytmem.`,
};
