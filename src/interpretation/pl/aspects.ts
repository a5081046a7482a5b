/** Polish phrases for the aspects. */
import type { AspectId } from '../../astro/vocabulary.ts';
import type { PlCase, PlNoun } from './grammar.ts';
import { z } from './grammar.ts';
import type { PlPhrase } from './points.ts';

/** The phrases of one aspect in Polish. */
export interface PlAspect {
  /** The aspect noun declined: "kwadratura", "kwadratury", "kwadraturą" … */
  noun: PlNoun;
  /** The aspect in the locative after "w": "w kwadraturze". */
  at: string;
  /**
   * The preposition joining the other point: "z" with the instrumental. Polish also says "w opozycji
   * do" with the genitive; the service writes "w opozycji z", so that the point keeps its name's stem.
   */
  to: 'z' | 'do';
  /** Verb phrases taking the natal point in the given case: ["tworzy kwadraturę z", "ins"]. */
  verbs: [string, PlCase][];
  /** Singular noun phrases (nominative and accusative): the aspect's quality. */
  quality: PlPhrase[];
  /** Verb phrases (3rd person singular) taking a domain in the accusative: "naciska na". */
  effect: string[];
  /** Complete sentences of advice. */
  advice: string[];
  /** Synastry: plural verb phrase for "Twój X i Y drugiej osoby …". */
  links: string[];
}

const n = (nom: string, gen: string, dat: string, acc: string, ins: string, loc: string, g: PlNoun['g']): PlNoun => ({
  nom,
  gen,
  dat,
  acc,
  ins,
  loc,
  g,
});
const q = (nom: string, acc = nom): PlPhrase => ({ nom, acc });

/** Polish phrases for every aspect of the vocabulary. */
export const PL_ASPECTS: Record<AspectId, PlAspect> = {
  conjunction: {
    noun: n('koniunkcja', 'koniunkcji', 'koniunkcji', 'koniunkcję', 'koniunkcją', 'koniunkcji', 'f'),
    at: 'w koniunkcji',
    to: 'z',
    verbs: [
      ['łączy się z', 'ins'],
      ['tworzy koniunkcję z', 'ins'],
    ],
    quality: [q('zlanie się energii', 'zlanie się energii'), q('skupiony nowy początek')],
    effect: ['wzmacnia', 'stawia w centrum uwagi'],
    advice: [
      'Koniunkcja otwiera cykl: to, co zaczniesz teraz, nada ton temu, co przyjdzie potem.',
      'Energie się stapiają, na dobre i na złe, więc świadomie wybierz, dokąd je skierować.',
    ],
    links: ['stapiają się w jedno', 'stają się nierozłączne'],
  },
  opposition: {
    noun: n('opozycja', 'opozycji', 'opozycji', 'opozycję', 'opozycją', 'opozycji', 'f'),
    at: 'w opozycji',
    to: 'z',
    verbs: [
      ['tworzy opozycję z', 'ins'],
      ['jest w opozycji z', 'ins'],
    ],
    quality: [
      q('napięcie między dwoma biegunami', 'napięcie między dwoma biegunami'),
      q('lustro, które podsuwają Ci inni'),
    ],
    effect: ['stawia pod znakiem zapytania', 'wystawia na spojrzenie innych'],
    advice: [
      'Szukaj równowagi: to, co pokazują Ci teraz inni, jest częścią odpowiedzi.',
      'Unikaj decyzji typu wszystko albo nic; rozwiązanie zwykle leży pośrodku.',
    ],
    links: ['stają naprzeciw siebie', 'ciągną w przeciwne strony'],
  },
  trine: {
    noun: n('trygon', 'trygonu', 'trygonowi', 'trygon', 'trygonem', 'trygonie', 'm'),
    at: 'w trygonie',
    to: 'z',
    verbs: [
      ['tworzy trygon z', 'ins'],
      ['jest w trygonie z', 'ins'],
    ],
    quality: [q('łatwy przepływ'), q('naturalna harmonia', 'naturalną harmonię')],
    effect: ['swobodnie zasila', 'wspiera'],
    advice: [
      'Łatwość łatwo przeoczyć, więc korzystaj z tego trygonu celowo.',
      'Teraz sprawy płyną; zainwestuj ten dobry czas w coś, na czym Ci zależy.',
    ],
    links: ['płyną w zgodzie', 'naturalnie się dostrajają'],
  },
  square: {
    noun: n('kwadratura', 'kwadratury', 'kwadraturze', 'kwadraturę', 'kwadraturą', 'kwadraturze', 'f'),
    at: 'w kwadraturze',
    to: 'z',
    verbs: [
      ['tworzy kwadraturę z', 'ins'],
      ['jest w kwadraturze z', 'ins'],
    ],
    quality: [
      q('napięcie, które domaga się działania', 'napięcie, które domaga się działania'),
      q('tarcie, które zmusza do decyzji'),
    ],
    effect: ['naciska na', 'wystawia na próbę'],
    advice: [
      'Napięcie to paliwo: działaj, zamiast pozwalać mu narastać.',
      'Tarcie pokazuje, gdzie coś musi się zmienić; decyzja podjęta teraz oszczędzi kłopotów później.',
    ],
    links: ['zderzają się ze sobą', 'ocierają się o siebie'],
  },
  sextile: {
    noun: n('sekstyl', 'sekstylu', 'sekstylowi', 'sekstyl', 'sekstylem', 'sekstylu', 'm'),
    at: 'w sekstylu',
    to: 'z',
    verbs: [
      ['tworzy sekstyl z', 'ins'],
      ['jest w sekstylu z', 'ins'],
    ],
    quality: [
      q('okazja, która wymaga odrobiny wysiłku', 'okazję, która wymaga odrobiny wysiłku'),
      q('przyjazna współpraca', 'przyjazną współpracę'),
    ],
    effect: ['ożywia', 'łagodnie pobudza'],
    advice: [
      'Okazje przychodzą, ale trzeba wyciągnąć po nie rękę.',
      'Mały wysiłek daje teraz więcej niż zwykle; przyjmij zaproszenie.',
    ],
    links: ['dobrze ze sobą współpracują', 'łatwo się rozumieją'],
  },
  quincunx: {
    noun: n('kwinkunks', 'kwinkunksu', 'kwinkunksowi', 'kwinkunks', 'kwinkunksem', 'kwinkunksie', 'm'),
    at: 'w kwinkunksie',
    to: 'z',
    verbs: [
      ['tworzy kwinkunks z', 'ins'],
      ['jest w kwinkunksie z', 'ins'],
    ],
    quality: [
      q('niewygodny rozdźwięk, który wymaga dopasowania', 'niewygodny rozdźwięk, który wymaga dopasowania'),
      q('uporczywe poczucie, że coś się nie zgadza', 'uporczywe poczucie, że coś się nie zgadza'),
    ],
    effect: ['rozstraja', 'wytrąca z równowagi'],
    advice: [
      'Żadna ze stron nie dopasowuje się łatwo do drugiej: zmieniaj nawyki i oczekiwania krok po kroku.',
      'Zadbaj o zdrowie i kalendarz; drobne korekty działają lepiej niż wielkie gesty.',
    ],
    links: ['z trudem się do siebie dopasowują', 'wymagają ciągłych poprawek'],
  },
  'semi-sextile': {
    noun: n('półsekstyl', 'półsekstylu', 'półsekstylowi', 'półsekstyl', 'półsekstylem', 'półsekstylu', 'm'),
    at: 'w półsekstylu',
    to: 'z',
    verbs: [
      ['tworzy półsekstyl z', 'ins'],
      ['jest w półsekstylu z', 'ins'],
    ],
    quality: [q('subtelny impuls'), q('dyskretne otwarcie')],
    effect: ['lekko popycha', 'po cichu karmi'],
    advice: [
      'Teraz liczą się małe kroki; zwracaj uwagę na dyskretne otwarcia.',
      'Działanie jest subtelne, więc warto wyłapywać drobne sygnały.',
    ],
    links: ['po cichu się wspierają', 'delikatnie się muskają'],
  },
  'semi-square': {
    noun: n('półkwadrat', 'półkwadratu', 'półkwadratowi', 'półkwadrat', 'półkwadratem', 'półkwadracie', 'm'),
    at: 'w półkwadracie',
    to: 'z',
    verbs: [
      ['tworzy półkwadrat z', 'ins'],
      ['jest w półkwadracie z', 'ins'],
    ],
    quality: [q('irytacja w tle', 'irytację w tle'), q('uporczywe ocieranie się')],
    effect: ['wprowadza drobne tarcia w', 'wytrąca ze spokoju'],
    advice: [
      'Drobne tarcia sygnalizują drobne naprawy; zajmij się nimi wcześnie.',
      'Nie pozwól, by drobne irytacje się nawarstwiały; słowo we właściwej chwili oczyszcza atmosferę.',
    ],
    links: ['wzajemnie się drażnią', 'ocierają się o siebie'],
  },
  sesquiquadrate: {
    noun: n(
      'półtorakwadrat',
      'półtorakwadratu',
      'półtorakwadratowi',
      'półtorakwadrat',
      'półtorakwadratem',
      'półtorakwadracie',
      'm',
    ),
    at: 'w półtorakwadracie',
    to: 'z',
    verbs: [
      ['tworzy półtorakwadrat z', 'ins'],
      ['jest w półtorakwadracie z', 'ins'],
    ],
    quality: [q('narastające poruszenie', 'narastające poruszenie'), q('niespokojna presja', 'niespokojną presję')],
    effect: ['wzburza', 'porusza'],
    advice: [
      'Nie reaguj mocniej, niż trzeba; wyważona odpowiedź działa lepiej niż gwałtowna.',
      'Presja narasta po cichu, więc rozładuj ją wcześnie ruchem albo szczerą rozmową.',
    ],
    links: ['prowokują się nawzajem', 'pozostają w napięciu'],
  },
  quintile: {
    noun: n('kwintyl', 'kwintylu', 'kwintylowi', 'kwintyl', 'kwintylem', 'kwintylu', 'm'),
    at: 'w kwintylu',
    to: 'z',
    verbs: [
      ['tworzy kwintyl z', 'ins'],
      ['jest w kwintylu z', 'ins'],
    ],
    quality: [q('twórczy talent'), q('iskra biegłości', 'iskrę biegłości')],
    effect: ['wnosi twórczy akcent w', 'szlifuje'],
    advice: [
      'Baw się tym: ten aspekt nagradza twórczość i zręczność.',
      'Wykorzystaj tę iskrę w rękodziele, w grze albo w eleganckim rozwiązaniu.',
    ],
    links: ['wzajemnie się inspirują', 'rozpalają się nawzajem'],
  },
  'bi-quintile': {
    noun: n('bikwintyl', 'bikwintylu', 'bikwintylowi', 'bikwintyl', 'bikwintylem', 'bikwintylu', 'm'),
    at: 'w bikwintylu',
    to: 'z',
    verbs: [
      ['tworzy bikwintyl z', 'ins'],
      ['jest w bikwintylu z', 'ins'],
    ],
    quality: [q('wynalazcza iskra', 'wynalazczą iskrę'), q('dyskretna pomysłowość', 'dyskretną pomysłowość')],
    effect: ['wnosi pomysłowe rozwiązania w', 'ożywia pomysłowością'],
    advice: [
      'Wykorzystaj natchnienie w rzemiośle, w hobby albo w oryginalnym rozwiązaniu.',
      'Nietypowy pomysł może zadziałać lepiej niż ten zawsze stosowany; wypróbuj go.',
    ],
    links: ['wzajemnie się doskonalą', 'inspirują się nawzajem'],
  },
};

/** A point declined in the genitive and instrumental, as the aspect's preposition needs. */
export interface PlCases {
  gen: string;
  ins: string;
}

/** "w kwadraturze z Marsem", "w opozycji do Marsa": the aspect's prepositional phrase before a point. */
export function aspectTo(A: PlAspect, other: PlCases): string {
  return A.to === 'do' ? `${A.at} do ${other.gen}` : `${A.at} ${z(other.ins)}`;
}

/** An aspect's effect verb phrase applied to a domain in the accusative. */
export function effectOn(effect: string, domainAcc: string): string {
  return `${effect} ${domainAcc}`;
}
