/** Polskie teksty horoskopu chińskiego. */

import { decline, type PlGender } from '../pl/grammar.ts';
import { capitalize } from '../sentences.ts';
import type { ChineseTexts } from './text-set.ts';

type Animal = keyof ChineseTexts['animalTitles'];
type ChineseElementKey = keyof ChineseTexts['elementTitles'];

/** Grammatical gender and genitive of each animal's Polish name ("Rok Smoka", "Rok Kozy"). */
const ANIMAL: Record<Animal, { g: PlGender; gen: string }> = {
  rat: { g: 'm', gen: 'Szczura' },
  ox: { g: 'm', gen: 'Bawołu' },
  tiger: { g: 'm', gen: 'Tygrysa' },
  rabbit: { g: 'm', gen: 'Królika' },
  dragon: { g: 'm', gen: 'Smoka' },
  snake: { g: 'm', gen: 'Węża' },
  horse: { g: 'm', gen: 'Konia' },
  goat: { g: 'f', gen: 'Kozy' },
  monkey: { g: 'f', gen: 'Małpy' },
  rooster: { g: 'm', gen: 'Koguta' },
  dog: { g: 'm', gen: 'Psa' },
  pig: { g: 'f', gen: 'Świni' },
};
/** The element as an adjective (masculine nominative), declined with the animal: "Drewnianego Smoka". */
const ELEMENT_ADJECTIVE: Record<ChineseElementKey, string> = {
  wood: 'drewniany',
  fire: 'ognisty',
  earth: 'ziemny',
  metal: 'metalowy',
  water: 'wodny',
};

export const polishChinese: ChineseTexts = {
  animalTitles: {
    rat: 'Szczur',
    ox: 'Bawół',
    tiger: 'Tygrys',
    rabbit: 'Królik',
    dragon: 'Smok',
    snake: 'Wąż',
    horse: 'Koń',
    goat: 'Koza',
    monkey: 'Małpa',
    rooster: 'Kogut',
    dog: 'Pies',
    pig: 'Świnia',
  },
  elementTitles: { wood: 'Drewno', fire: 'Ogień', earth: 'Ziemia', metal: 'Metal', water: 'Woda' },
  yinYangTitles: { yin: 'Yin', yang: 'Yang' },
  animals: {
    rat: 'Szczur jest pomysłowy, zręczny i czarujący. Dostrzegasz okazje wcześniej niż ktokolwiek inny i z niewielu rzeczy potrafisz zrobić wiele; uważaj jednak na niepokój i zamartwianie się.',
    ox: 'Bawół jest cierpliwy, niezawodny i silny. Osiągasz cele wytrwałą pracą, a nie szczęściem, i ludzie ufają Twojemu słowu; upór to cień Twojej wytrwałości.',
    tiger:
      'Tygrys jest odważny, namiętny i magnetyczny. Pociągają Cię wyzwania i bronisz tych, którzy nie potrafią się bronić; naucz się zatrzymać, zanim skoczysz.',
    rabbit:
      'Królik jest łagodny, wyrafinowany i dyplomatyczny. Tworzysz wokół siebie harmonię i łatwo odczytujesz nastroje; nie pozwól, by pragnienie spokoju zagłuszyło Twoje potrzeby.',
    dragon:
      'Smok jest pewny siebie, hojny i porywający. Inspirujesz innych i mierzysz wysoko; Twój ogień świeci najjaśniej, gdy służy czemuś więcej niż Twojej dumie.',
    snake:
      'Wąż jest mądry, dyskretny i intuicyjny. Myślisz, zanim coś powiesz, i widzisz więcej niż pozory; zaufanie otwiera drzwi, które Twoja ostrożność trzyma zamknięte.',
    horse:
      'Koń jest wolny, energiczny i serdeczny. Kochasz ruch, podróże i towarzystwo, i ożywiasz każde miejsce; doprowadzanie do końca tego, co zaczynasz, to Twoja lekcja.',
    goat: 'Koza jest dobra, artystyczna i wrażliwa. Wnosisz w życie innych piękno i pociechę, a rozkwitasz w spokojnym domu; uwierz we własną siłę.',
    monkey:
      'Małpa jest bystra, wynalazcza i figlarna. Rozwiązujesz problemy, z którymi nikt inny sobie nie radzi, i zamieniasz pracę w zabawę; głębia nadaje trwałą wartość Twojemu błyskowi.',
    rooster:
      'Kogut jest uważny, uczciwy i pracowity. Zauważasz każdy szczegół i mówisz, co myślisz; ciepło sprawia, że Twoją szczerość łatwiej przyjąć.',
    dog: 'Pies jest lojalny, sprawiedliwy i opiekuńczy. Trwasz przy swoich ludziach i zasadach na dobre i na złe; odpuść troski, których nie Tobie nieść.',
    pig: 'Świnia jest hojna, szczera i spokojna. Cieszysz się przyjemnościami życia i chętnie się nimi dzielisz; Twoja dobra wiara to dar, więc mądrze wybieraj, komu ufać.',
  },
  elements: {
    wood: 'Drewno dodaje wzrostu i dobroci: planujesz, łatwo współpracujesz i zawsze szukasz czegoś lepszego.',
    fire: 'Ogień dodaje namiętności i śmiałości: działasz z entuzjazmem, prowadzisz przykładem i rozświetlasz otoczenie.',
    earth:
      'Ziemia dodaje stabilności i zdrowego rozsądku: Twoja praktyczność i cierpliwość sprawiają, że to do Ciebie inni przychodzą odzyskać spokój.',
    metal:
      'Metal dodaje determinacji i jasności: stawiasz sobie twarde cele, trzymasz wysoki poziom i nie poddajesz się łatwo.',
    water:
      'Woda dodaje intuicji i elastyczności: dobrze się porozumiewasz, dostosowujesz się do każdego nurtu i głęboko rozumiesz ludzi.',
  },
  yinYang: {
    yang: 'Rok yang Twoich narodzin kieruje Cię ku działaniu na zewnątrz, braniu inicjatywy i stawianiu czoła życiu.',
    yin: 'Rok yin Twoich narodzin kieruje Cię ku pracy wewnętrznej, namysłowi przed działaniem i cichemu wpływowi.',
  },
  yearThemes: {
    rat: 'Rok Szczura sprzyja początkom, sprytnym planom i oszczędzaniu na przyszłość.',
    ox: 'Rok Bawołu nagradza wysiłek, cierpliwość i budowanie na solidnym gruncie.',
    tiger: 'Rok Tygrysa przynosi śmiałe zmiany, odwagę i nieoczekiwane zwroty.',
    rabbit: 'Rok Królika wymaga dyplomacji, odpoczynku i troski o dom i relacje.',
    dragon: 'Rok Smoka przynosi ambicję, wielkie idee i łut szczęścia dla tych, którzy się odważą.',
    snake: 'Rok Węża sprzyja refleksji, strategii i cichej przemianie.',
    horse: 'Rok Konia pędzi szybko: w powietrzu są podróże, wolność i działanie.',
    goat: 'Rok Kozy sprzyja twórczości, dobroci i zdrowieniu.',
    monkey: 'Rok Małpy nagradza spryt, elastyczność i pomysłowe rozwiązania.',
    rooster: 'Rok Koguta wymaga porządku, precyzji i jasnych rachunków.',
    dog: 'Rok Psa stawia na pierwszym miejscu lojalność, sprawiedliwość i ochronę tego, co ważne.',
    pig: 'Rok Świni przynosi obfitość, hojność i radość dzielenia się.',
  },
  relations: {
    'same-sign':
      'To Twój rok, Twój běnmìngnián: tradycja uważa go za próbę, w której wracają stare schematy do przepracowania. Idź naprzód ostrożnie, noś coś czerwonego na szczęście i uczyń z niego rok odnowy, a nie ryzyka.',
    'six-harmony':
      'Zwierzę roku to Twój tajny przyjaciel (sześć harmonii): wsparcie przychodzi, skąd się go nie spodziewasz, a sojusze zawarte teraz zwykle trwają.',
    'three-harmony':
      'Zwierzę roku należy do Twojego trójkąta sprzymierzeńców (trzy harmonie): Twoje starania idą w parze z duchem czasu, a praca zespołowa przynosi owoce.',
    clash:
      'Zwierzę roku stoi naprzeciw Twojego (konflikt): spodziewaj się zmian, których nie wybierasz, takich jak przeprowadzki, zmiany pracy czy wstrząsy w domu. Zachowaj elastyczność i unikaj pochopnych decyzji.',
    harm: 'Zwierzę roku szkodzi Twojemu: drobne nieporozumienia i ukryte rywalizacje mogą urosnąć, jeśli je zignorujesz. Wyjaśniaj ustalenia i dbaj o zdrowie.',
    neutral:
      'Zwierzę roku ani nie pomaga Twojemu, ani mu nie przeszkadza: to, co z nim zrobisz, zależy od Twoich wyborów, i dlatego to dobry rok na wytrwałe posuwanie się naprzód.',
  },
  elementRelations: {
    same: 'Rok ma ten sam żywioł co Ty i wzmacnia zarówno Twoje naturalne atuty, jak i nawyki.',
    supports: 'Żywioł roku karmi Twój: energia, pomoc i zasoby przychodzą łatwiej.',
    drains: 'Twój żywioł zasila żywioł roku: dajesz wiele, więc dawkuj siły i odpoczywaj na czas.',
    controls: 'Żywioł roku hamuje Twój: presja i zasady Cię kształtują, a dyscyplina zamienia je w rozwój.',
    yields:
      'Twój żywioł panuje nad żywiołem roku: możesz kształtować wydarzenia, choć sukces wymaga wysiłku i wytrwałości.',
  },
  yearTitle: (element, animal) =>
    `Rok ${capitalize(decline(ELEMENT_ADJECTIVE[element], ANIMAL[animal].g, 'gen'))} ${ANIMAL[animal].gen}`,
};
