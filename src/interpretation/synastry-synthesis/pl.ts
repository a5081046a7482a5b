/**
 * The Polish synastry synthesis texts (see writer.ts); the couple is addressed as "wy". The
 * partner's name cannot be declined reliably, so it stands in the nominative, in apposition.
 */
import { agree, countOf, pluralOf, polish, yours as yourOwn } from '../pl/grammar.ts';
import { PL_POINT_NAMES } from '../pl/points.ts';
import { PL_HOUSES } from '../pl/zodiac.ts';
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
    `Wynik ${n} na 100 opisuje więź, która wiele wymaga od was obojga: kontakty częściej się ocierają, niż płyną.`,
  (n: number) =>
    `Przy wyniku ${n} na 100 szala przechyla się nieco w stronę wysiłku: to związek, który rośnie dzięki różnicom, jakie musi pokonać.`,
  (n: number) =>
    `Przy wyniku ${n} na 100 łatwość i tarcie mniej więcej się równoważą, więc wiele zależy od tego, jak przechodzicie przez trudne chwile.`,
  (n: number) => `Wynik ${n} na 100 wskazuje na więź, w której wspierające kontakty wyraźnie przeważają nad trudnymi.`,
  (n: number) =>
    `Przy wyniku ${n} na 100 wasze horoskopy pasują do siebie w rzadki sposób: niemal wszystko, co was łączy, płynie bez wysiłku.`,
];
const THEMES: SummaryWords['themes'] = {
  core: {
    name: 'podstawowa więź',
    strong: 'to, kim jesteście, i to, co czujecie, dobrze ze sobą współgra',
    weak: 'wasze natury są różne, a przyjęcie tego jest częścią więzi',
  },
  emotional: {
    name: 'więź emocjonalna',
    strong: 'zwykle czujecie się przy sobie zrozumiani i bezpieczni',
    weak: 'uczucia trzeba wypowiadać na głos, bo same się nie odczytają',
  },
  attraction: {
    name: 'przyciąganie',
    strong: 'pożądanie i romantyzm rodzą się między wami łatwo',
    weak: 'chemia żyje dzięki uwadze, a nie sama z siebie',
  },
  communication: {
    name: 'komunikacja',
    strong: 'rozmawianie, planowanie i wspólne decyzje przychodzą naturalnie',
    weak: 'nieporozumienia są prawdopodobne, jeśli nie sprawdzacie, co druga strona miała na myśli',
  },
  commitment: {
    name: 'zaangażowanie',
    strong: 'lojalność i stałość są częścią związku',
    weak: 'obowiązki i oczekiwania mogą ciążyć, więc ustalajcie je otwarcie',
  },
  growth: {
    name: 'rozwój',
    strong: 'wzajemnie się zachęcacie i dzielicie nadzieje na przyszłość',
    weak: 'wspólnych celów trzeba szukać świadomie',
  },
};

/** "5 kontaktów", "3 kontakty", "1 kontakt", by Intl.PluralRules('pl-PL'). */
const contacts = (n: number) => countOf(n, 'kontakt', 'kontakty', 'kontaktów');
/** The verb after a counted subject: plural after 2–4 ("3 kontakty płyną"), else singular ("5 kontaktów płynie"). */
const verb = (n: number, singular: string, plural: string) => (pluralOf(n) === 'few' ? plural : singular);

const SUMMARY: SummaryWords = {
  title: 'Wynik w słowach',
  bands: BANDS,
  themes: THEMES,
  strongest: (t, n) => `Najmocniejszą dziedziną jest ${t.name} (${n}): ${t.strong}.`,
  weakest: (t, n) => `Najwięcej pracy wymaga ${t.name} (${n}), bo ${t.weak}.`,
  flow: (h, t) =>
    `Spośród głównych kontaktów ${contacts(h)} ${verb(h, 'płynie', 'płyną')}, a ${contacts(t)} ${verb(t, 'się ociera', 'się ocierają')}, więc dobra wola ma na czym budować.`,
  rub: (h, t) =>
    `Spośród głównych kontaktów ${contacts(t)} ${verb(t, 'się ociera', 'się ocierają')}, a ${contacts(h)} ${verb(h, 'płynie', 'płyną')}: tarcie jest prawdziwe, ale prawdziwa jest też szansa, by dzięki niemu rosnąć.`,
  even: (n) =>
    `Główne kontakty dzielą się po równo: ${contacts(n)} ${verb(n, 'płynie', 'płyną')} i tyle samo się ociera.`,
};

const names = (h: OverlayHouse) =>
  listOf(
    h.planets.map((p) => PL_POINT_NAMES[p].nom),
    'i',
  );
/** "Słońce drugiej osoby", "planety Słońce i Wenus drugiej osoby". */
const theirs = (h: OverlayHouse, c: 'nom' | 'acc' = 'nom') =>
  h.planets.length === 1 ? `${PL_POINT_NAMES[h.planets[0]][c]} drugiej osoby` : `planety ${names(h)} drugiej osoby`;
/** "Twoje Słońce", "Twoja Wenus", "Twoje planety Słońce i Wenus". */
const yours = (h: OverlayHouse, c: 'nom' | 'acc' = 'nom') =>
  h.planets.length > 1 ? `Twoje planety ${names(h)}` : yourOwn(PL_POINT_NAMES[h.planets[0]], c);
/** "umieszczony" agreed with the planet, or "umieszczone" for several. */
const placed = (h: OverlayHouse) =>
  h.planets.length === 1 ? agree('umieszczony', PL_POINT_NAMES[h.planets[0]].g) : agree('umieszczony', 'm', true);

export const plSynastrySynthesis: SynastrySynthesisWriter = {
  summary: (s) => summaryText(s, SUMMARY),
  overlayTitle: (direction, partner) =>
    direction === 'theirs-in-yours'
      ? `Planety drugiej osoby (${partner}) w Twoich domach`
      : `Twoje planety w domach drugiej osoby (${partner})`,
  overlay(direction, partner, h, position) {
    const n = `${h.house}. dom`;
    const inN = `${h.house}. domu`;
    const area = PL_HOUSES[h.house].areas[0];
    if (direction === 'theirs-in-yours') {
      const P = theirs(h);
      return polish(
        cycle(
          [
            `${capitalize(P)} ${byNumber(h, 'wpada', 'wpadają')} do Twojego ${inN}, więc ${partner} wprawia w ruch ${area.acc}.`,
            `Twój ${n}, dom ${area.gen}, przyjmuje ${theirs(h, 'acc')}.`,
            `Gdy ${P} ${byNumber(h, 'stoi', 'stoją')} w Twoim ${inN}, sfera ${area.gen} staje się wspólną sceną.`,
            `Najbardziej bezpośrednio ${partner} spotyka Cię w sferze ${area.gen}: ${P} ${byNumber(h, 'znajduje', 'znajdują')} się w Twoim ${inN}.`,
            `W sprawach takich jak ${area.nom} ${partner} daje o sobie znać, bo ${P} ${byNumber(h, 'zajmuje', 'zajmują')} Twój ${n}.`,
            `${partner} porusza ${area.acc}, wnosząc ${theirs(h, 'acc')} do Twojego ${inN}.`,
          ],
          position,
        ),
      );
    }
    return polish(
      cycle(
        [
          `${capitalize(yours(h))} ${byNumber(h, 'wpada', 'wpadają')} do ${inN} drugiej osoby (${partner}), więc wprawiasz w ruch ${area.acc}.`,
          `W ${inN} drugiej osoby, domu ${area.gen}, ${byNumber(h, 'znajduje', 'znajdują')} się ${yours(h)}.`,
          `Przez ${yours(h, 'acc')} w ${inN} drugiej osoby dotykasz sfery ${area.gen} w jej życiu.`,
          `${partner} czuje Cię w sferze ${area.gen}, bo ${yours(h)} ${byNumber(h, 'zajmuje', 'zajmują')} ten dom.`,
          `${capitalize(placed(h))} w ${inN} drugiej osoby, ${yours(h)} ${byNumber(h, 'zabarwia', 'zabarwiają')} ${area.acc}.`,
          `Dla drugiej osoby (${partner}) ${area.nom} to miejsce, w którym zostawiasz ślad: ${yours(h)} ${byNumber(h, 'stoi', 'stoją')} w tym domu.`,
        ],
        position,
      ),
    );
  },
};
