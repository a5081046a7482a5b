/**
 * Polish transit texts: "Tranzytujący Mars w kwadraturze z urodzeniowym Słońcem" with a body that
 * joins what the transiting point brings, the aspect's quality and the natal point's domain.
 * The natal point is declined in the case its verb or preposition governs.
 */
import type { AspectId } from '../../astro/vocabulary.ts';
import { isMinor, isReturn, type NatalPoint, type Nature, natureOf, PACE, type TransitingPoint } from '../catalogue.ts';
import { capitalize, paragraph } from '../sentences.ts';
import type { Chooser } from '../variation.ts';
import type { InterpretationText } from '../writer.ts';
import { aspectTo, effectOn, PL_ASPECTS } from './aspects.ts';
import { agree, type PlCase, type PlGender, type PlNoun, polish, thisOne, yours } from './grammar.ts';
import { PL_NATAL, PL_POINT_NAMES, PL_TRANSITING, type PlPhrase } from './points.ts';

/**
 * Jak długo trwa tranzyt i jak się rozwija, opisane dla każdego tranzytującego punktu jego
 * własnymi słowami (trzy wersje), by horoskop z kilkoma tranzytami jednej planety nie powtarzał zdania.
 */
const TIMING: Record<TransitingPoint, string[]> = {
  sun: [
    'Słońce przechodzi przez ten punkt raz w roku i pozostaje w orbie zaledwie kilka dni.',
    'Za kilka dni Słońce ruszy dalej swoją drogą, więc wykorzystaj tę chwilę.',
    'Wystarczy kilka jasnych dni, by poczuć różnicę.',
  ],
  moon: [
    'Księżyc przesuwa się w ciągu kilku godzin, więc to raczej emocjonalna pogoda dnia niż wydarzenie życiowe.',
    'Jak każdy tranzyt Księżyca, mija w ciągu kilku godzin.',
    'Jutro Księżyc będzie już w innych rejonach Twojego horoskopu.',
  ],
  mercury: [
    'Merkury jest szybki: kilka dni, chyba że ruch wsteczny przywróci temat.',
    'Jeśli Merkury zacznie w pobliżu ruch wsteczny, sprawa może wrócić nawet trzy razy w ciągu kilku tygodni.',
    'Rozmowy z tych dni mogą znaczyć więcej, niż się wydaje.',
  ],
  venus: [
    'Wenus zostaje tu tylko kilka dni, poza rzadkimi latami jej ruchu wstecznego.',
    'To miłe dni, warte zauważenia, a nie przełom.',
    'To, co Ci się teraz podoba i co doceniasz, pokazuje, czego chcesz więcej.',
  ],
  mars: [
    'Mars podtrzymuje wysoką temperaturę mniej więcej przez tydzień.',
    'Licz się z tygodniem; jeśli Mars porusza się ruchem wstecznym, może to potrwać miesiące.',
    'Energia osiąga szczyt w dniu dokładnego aspektu i wygasa w ciągu tygodnia.',
  ],
  jupiter: [
    'Jowisz potrzebuje tygodni, a ruch wsteczny może przynieść drugie i trzecie przejście w tym samym roku.',
    'To temat na kilka tygodni, nie na jeden dzień.',
    'Z Jowiszem rośnie się stopniowo; to, co zaczniesz teraz, może owocować przez rok.',
  ],
  'north-node': [
    'Węzeł cofa się powoli przez zodiak, więc ten kontakt trwa tygodniami.',
    'Spotkania i okazje tych tygodni mogą mieć więcej sensu niż zwykle.',
    'Jego działanie widać mniej w faktach, a bardziej w poczuciu kierunku.',
  ],
  saturn: [
    'Saturn pracuje powoli: wszystko rozwija się na przestrzeni miesięcy, często w kilku dokładnych przejściach.',
    'To powolny proces trwający kilka miesięcy, a nie jednorazowe wydarzenie.',
    'To, co zbudujesz albo rozwiążesz w tych miesiącach, zwykle przetrwa.',
  ],
  chiron: [
    'Chiron porusza się powoli, więc ten kontakt obejmuje miesiące i często wraca w drugim przejściu.',
    'Takie zdrowienie wymaga miesięcy, nie dni.',
    'Stare historie mogą wypływać więcej niż raz, zanim puszczą.',
  ],
  uranus: [
    'Uran zostaje na rok albo dłużej, w maksymalnie trzech przejściach, a zmiany, które uruchamia, zwykle zostają.',
    'Powolny i głęboki, ten tranzyt to rozdział życia, a nie epizod.',
    'Gwałtowne zwroty skupiają się wokół dokładnych przejść, ze spokojniejszymi miesiącami pomiędzy.',
  ],
  neptune: [
    'Neptun potrzebuje roku albo dłużej, w maksymalnie trzech przejściach, a jego skutki trwają dłużej niż sam tranzyt.',
    'Przy Neptunie jasność przychodzi powoli; sens tego etapu często widać dopiero później.',
    'To długi, cichy proces, a nie konkretna chwila.',
  ],
  pluto: [
    'Pluton zostaje na lata, w maksymalnie trzech dokładnych przejściach: to powolna i głęboka zmiana, nie epizod.',
    'To, co Pluton przemieni, nie wraca już do dawnej postaci.',
    'Tak długi tranzyt wymaga cierpliwości; zmiana działa najpierw pod powierzchnią.',
  ],
};

/**
 * Drugi sposób powiedzenia, co przynosi każdy tranzytujący punkt (obok PL_TRANSITING), według
 * natury aspektu; biernik, jako dopełnienie „przynosi”.
 */
const ALSO_BRINGS: Record<TransitingPoint, Record<Nature, string>> = {
  sun: {
    fusion: 'nowy zastrzyk witalności i chęć zwrócenia na siebie uwagi',
    hard: 'dumę, zmęczenie i próbę dla Twojej woli',
    soft: 'ciepło, uznanie i spokojną pewność siebie',
  },
  moon: {
    fusion: 'silne uczucia i ochotę, by zostać w domu',
    hard: 'niespokojne nastroje i drobne irytacje',
    soft: 'schronienie, bliskość i łagodność ducha',
  },
  mercury: {
    fusion: 'wiadomości, plany i głowę pełną pomysłów',
    hard: 'poplątane wątki, opóźnienia i nerwowe wątpliwości',
    soft: 'dobry czas na pogawędki, listy i decyzje',
  },
  venus: {
    fusion: 'ciepło, przyciąganie i ochotę na korzystanie z życia',
    hard: 'próżność, zbyt duże wydatki i przemilczane urazy',
    soft: 'życzliwość, dobre towarzystwo i drobne przyjemności',
  },
  mars: {
    fusion: 'rozpęd, apetyt i niecierpliwość, by zacząć',
    hard: 'złość, błędy z pośpiechu i walkę o własną przestrzeń',
    soft: 'wytrzymałość, inicjatywę i zdrowego ducha rywalizacji',
  },
  jupiter: {
    fusion: 'okazje, wiarę i chęć rozwoju',
    hard: 'zbyt wielkie obietnice i zamiłowanie do nadmiaru',
    soft: 'wsparcie innych, pomyślny los i zaufanie',
  },
  'north-node': {
    fusion: 'spotkanie z tym, czego masz się tu nauczyć',
    hard: 'zew starych nawyków w sporze z nowymi celami',
    soft: 'sprzymierzeńców i okazje zgodne z Twoją drogą',
  },
  saturn: {
    fusion: 'próbę dojrzałości i potrzebę wzięcia sterów',
    hard: 'twarde granice, zmęczenie i obowiązki, które nie czekają',
    soft: 'cierpliwość, strukturę i nagrodę za włożony wysiłek',
  },
  chiron: {
    fusion: 'dotknięcie czułego punktu i okazję, by się nim zaopiekować',
    hard: 'poruszony dawny ból i potrzebę ochrony',
    soft: 'zrozumienie, naprawę i chęć pomagania innym w zdrowieniu',
  },
  uranus: {
    fusion: 'przełomy, wstrząsy i głód wolności',
    hard: 'nagłe zerwania, napięcie nerwowe i bunt',
    soft: 'pomysłowe rozwiązania i szczęśliwą zmianę kursu',
  },
  neptune: {
    fusion: 'marzenia, rozpływające się pewniki i duchowy głód',
    hard: 'mgłę, rozczarowanie i pokusę ucieczki',
    soft: 'wyobraźnię, empatię i pogodną łaskę',
  },
  pluto: {
    fusion: 'zakończenia, odrodzenie i spotkanie z władzą',
    hard: 'kontrolę, przymusy i kryzysy, które oczyszczają teren',
    soft: 'determinację, jasność widzenia i siłę do odnowy',
  },
};

const q = (nom: string, acc = nom): PlPhrase => ({ nom, acc });
/** Inne nazwy jakości aspektów głównych w tranzycie (obok PL_ASPECTS). */
const MORE_QUALITY: Partial<Record<AspectId, PlPhrase[]>> = {
  conjunction: [q('suma dwóch sił', 'sumę dwóch sił'), q('początek pełen energii')],
  opposition: [
    q('przeciąganie liny', 'przeciąganie liny'),
    q('siłowanie się, które wymaga równowagi', 'siłowanie się, które wymaga równowagi'),
  ],
  square: [
    q('presja, która rośnie, dopóki nie zadziałasz', 'presję, która rośnie, dopóki nie zadziałasz'),
    q('punkt zwrotny pod napięciem'),
  ],
  trine: [q('stałe wsparcie'), q('łatwość i dobre wyczucie czasu', 'łatwość i dobre wyczucie czasu')],
  sextile: [q('pożyteczne otwarcie'), q('okazja, która nagradza inicjatywę', 'okazję, która nagradza inicjatywę')],
};

const RETURNS: Partial<Record<TransitingPoint, string>> = {
  sun: 'To Twój powrót Słońca, astrologiczne urodziny, które nadają ton zaczynającemu się rokowi.',
  moon: 'To Twój comiesięczny powrót Księżyca, mały nowy początek w sferze uczuć.',
  jupiter: 'To Twój powrót Jowisza, początek nowego, dwunastoletniego cyklu rozwoju.',
  saturn: 'To Twój powrót Saturna, rytuał przejścia, który każe Ci wziąć życie we własne ręce.',
  chiron: 'To Twój powrót Chirona, jedyna w życiu okazja, by pogodzić się z dawną raną.',
  'north-node': 'To Twój powrót węzłowy, czas, w którym Twoja droga życiowa znów staje się widoczna.',
};

const MINOR_NOTES = [
  'Jako aspekt mniejszy działa subtelnie i łatwo go przeoczyć.',
  'Aspekty mniejsze szepczą, zamiast krzyczeć: zwracaj uwagę na drobne sygnały.',
];

/** The adjective "urodzeniowy" agreed with a natal point in a case, singular. */
function natalAdjective(g: PlGender, c: PlCase): string {
  const m: Record<PlCase, string> = {
    nom: 'urodzeniowy',
    gen: 'urodzeniowego',
    dat: 'urodzeniowemu',
    acc: 'urodzeniowy',
    ins: 'urodzeniowym',
    loc: 'urodzeniowym',
  };
  const f: Record<PlCase, string> = {
    nom: 'urodzeniowa',
    gen: 'urodzeniowej',
    dat: 'urodzeniowej',
    acc: 'urodzeniową',
    ins: 'urodzeniową',
    loc: 'urodzeniowej',
  };
  if (g === 'f') return f[c];
  if (g === 'n' && (c === 'nom' || c === 'acc')) return 'urodzeniowe';
  return m[c];
}

/** "urodzeniowym Słońcem", "urodzeniowej Wenus": the natal point in a case with its adjective. */
export function natalNamed(p: PlNoun, c: PlCase): string {
  return `${natalAdjective(p.g, c)} ${p[c]}`;
}

/** Title and body of transiting `transiting` in `aspect` to natal `natal`, in Polish. */
export function plTransit(
  transiting: TransitingPoint,
  aspect: AspectId,
  natal: NatalPoint,
  c: Chooser,
): InterpretationText {
  const tName = PL_POINT_NAMES[transiting];
  const nName = PL_POINT_NAMES[natal];
  const T = PL_TRANSITING[transiting];
  const N = PL_NATAL[natal];
  const A = PL_ASPECTS[aspect];
  const nature = natureOf(aspect);

  // The natal point is named in three ways, so that a report with many transits to it does not repeat one phrase.
  const natalForm = c.index('natal-form', 3);
  const natalLong = (k: PlCase) =>
    [`${nName[k]} w Twoim horoskopie`, `${yours(nName, k)} z horoskopu urodzeniowego`, yours(nName, k)][natalForm];
  const natalShort = (k: PlCase) => (natalForm === 0 ? natalLong(k) : yours(nName, k));
  const first = c.index('domain', 2);
  const domain = N.domain[first];
  const domain2 = N.domain[1 - first];
  const [verb, verbCase] = c.pick('verb', A.verbs);
  const verbLong = `${verb} ${natalLong(verbCase)}`;
  const verbShort = `${verb} ${natalShort(verbCase)}`;
  const effect = effectOn(c.pick('effect', A.effect), domain.acc);
  const quality = c.pick('quality', [...A.quality, ...(MORE_QUALITY[aspect] ?? [])]);
  const epithet = c.pick('epithet', T.epithet);
  const brings = c.pick('brings', [T.brings[nature], ALSO_BRINGS[transiting][nature]]);
  const feels = N.feels[nature];
  const advice = c.pick('advice', T.advice[nature]);
  const The = tName.nom;

  const openings = [
    `${The}, ${epithet}, ${verbLong} i ${effect}.`,
    `${capitalize(thisOne(A.noun, 'nom'))} między ${tName.ins} a ${natalShort('ins')} ${effect}.`,
    `Gdy ${tName.nom} jest ${aspectTo(A, { gen: natalLong('gen'), ins: natalLong('ins') })}, ${quality.nom} ${c.pick('tint', ['zabarwia', 'przenika', 'naznacza'])} ${domain.acc}.`,
    `${The} w tranzycie ${verbLong} i niesie ze sobą ${quality.acc}.`,
    `Jeśli chodzi o ${domain.acc}, oznacza to ${quality.acc}, bo ${tName.nom} ${verbShort}.`,
    `Teraz przeżywasz ${quality.acc}, ponieważ ${tName.nom} ${verbShort}.`,
    `Pod wpływem ${A.noun.gen} między ${tName.ins} a ${natalShort('ins')} ${domain.acc} naznacza ${quality.nom}.`,
    `W sferze ${N.area} ${tName.nom} ${verbLong} i ${effect}.`,
  ];
  const middles = [
    `Ten czas przynosi ${brings}; ${feels}.`,
    `${feels}; tymczasem ${tName.nom} wnosi ${brings}.`,
    `W sprawach takich jak ${domain2.nom}, ${tName.nom} przynosi ${brings}; ${feels}.`,
    `${The} ${c.pick('stakes', ['stawia na szali', 'niesie ze sobą', 'kładzie na stół'])} ${brings}; ${feels}.`,
    `${feels}; ${tName.nom} dokłada do tego ${brings}.`,
    `${The} oferuje ${brings}, i wtedy ${feels}.`,
  ];
  // An opening that names the area already: the advice does not name it again.
  const areaOpening = c.index('opening', openings.length) === openings.length - 1;
  const advices = [
    `${advice}.`,
    `Aby wykorzystać ${thisOne(A.noun, 'acc')}: ${advice}.`,
    `Rada jest prosta: ${advice}.`,
    // The aspect's own advice would repeat in every text of that aspect: minor aspects only (they are few).
    isMinor(aspect)
      ? c.pick('aspect-advice', A.advice)
      : areaOpening
        ? `${advice}.`
        : `W kwestii ${N.area}: ${advice}.`,
  ];
  const sentences = [c.pick('opening', openings), c.pick('middle', middles), c.pick('advice-form', advices)];

  if (isReturn(transiting, aspect, natal)) {
    sentences.push(
      RETURNS[transiting] ??
        (PACE[transiting] === 'years'
          ? 'Tak powolna planeta wraca na swoje miejsce urodzeniowe tylko w pierwszych latach życia albo, w przypadku Urana, około osiemdziesiątego czwartego roku życia: wyznacza etap życia, a nie wydarzenie.'
          : `To Twój powrót ${tName.gen}, początek nowego cyklu ${tName.gen}.`),
    );
  } else {
    const extras = [c.pick('pace', TIMING[transiting]), ''];
    if (isMinor(aspect)) extras.push(c.pick('minor', MINOR_NOTES));
    sentences.push(c.pick('extra', extras));
  }
  return {
    title: polish(
      `${capitalize(agree('tranzytujący', tName.g))} ${tName.nom} ${
        natal === 'north-node' || natal === 'south-node'
          ? `${A.at} z punktem urodzeniowym ${nName.nom}`
          : aspectTo(A, { gen: natalNamed(nName, 'gen'), ins: natalNamed(nName, 'ins') })
      }`,
    ),
    body: polish(paragraph(sentences)),
  };
}
