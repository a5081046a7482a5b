/** Polish phrases for the signs and houses, with the signs' names declined. */
import type { Sign } from '../../astro/vocabulary.ts';
import type { Element, Modality } from '../sign-qualities.ts';

/** A sign's name in the cases the composers need: "Baran", "Barana", "Baranem", "Baranie". */
export interface PlSignName {
  nom: string;
  gen: string;
  ins: string;
  loc: string;
}

/** The twelve signs declined; Bliźnięta and Ryby are plural nouns. */
export const PL_SIGN_NAMES: Record<Sign, PlSignName> = {
  aries: { nom: 'Baran', gen: 'Barana', ins: 'Baranem', loc: 'Baranie' },
  taurus: { nom: 'Byk', gen: 'Byka', ins: 'Bykiem', loc: 'Byku' },
  gemini: { nom: 'Bliźnięta', gen: 'Bliźniąt', ins: 'Bliźniętami', loc: 'Bliźniętach' },
  cancer: { nom: 'Rak', gen: 'Raka', ins: 'Rakiem', loc: 'Raku' },
  leo: { nom: 'Lew', gen: 'Lwa', ins: 'Lwem', loc: 'Lwie' },
  virgo: { nom: 'Panna', gen: 'Panny', ins: 'Panną', loc: 'Pannie' },
  libra: { nom: 'Waga', gen: 'Wagi', ins: 'Wagą', loc: 'Wadze' },
  scorpio: { nom: 'Skorpion', gen: 'Skorpiona', ins: 'Skorpionem', loc: 'Skorpionie' },
  sagittarius: { nom: 'Strzelec', gen: 'Strzelca', ins: 'Strzelcem', loc: 'Strzelcu' },
  capricorn: { nom: 'Koziorożec', gen: 'Koziorożca', ins: 'Koziorożcem', loc: 'Koziorożcu' },
  aquarius: { nom: 'Wodnik', gen: 'Wodnika', ins: 'Wodnikiem', loc: 'Wodniku' },
  pisces: { nom: 'Ryby', gen: 'Ryb', ins: 'Rybami', loc: 'Rybach' },
};

/** "w Baranie", "we Lwie", "w Rybach": a sign in the locative after "w" / "we". */
export function inSign(sign: Sign): string {
  return sign === 'leo' ? 'we Lwie' : `w ${PL_SIGN_NAMES[sign].loc}`;
}

/** The phrases of one sign in Polish. */
export interface PlSign {
  /** Three adjectives in the masculine nominative singular (agreeing with "sposób", "charakter"). */
  traits: string;
  /** Clause with subject "ty". */
  style: string;
  /** Noun phrase in the genitive: what the sign needs ("Potrzebujesz …"). */
  needs: string;
  /** Noun phrase in the nominative: the sign's shadow. */
  shadow: string;
  /** Noun phrase in the nominative: the sign's gift. */
  gift: string;
  /** The gift in the genitive ("od odwagi do …"). */
  giftGen: string;
  /** Two adjectives in the masculine nominative, for "nastrój jest …". */
  mood: string;
}

/** Polish phrases for the twelve signs. */
export const PL_SIGNS: Record<Sign, PlSign> = {
  aries: {
    traits: 'bezpośredni, odważny i niecierpliwy',
    style: 'najpierw działasz, a pytania zadajesz później',
    needs: 'wyzwań i przestrzeni, by przewodzić',
    shadow: 'niecierpliwość i wybuchy gniewu',
    gift: 'odwaga',
    giftGen: 'odwagi',
    mood: 'śmiały i porywczy',
  },
  taurus: {
    traits: 'stały, zmysłowy i cierpliwy',
    style: 'dajesz sobie czas i ufasz temu, czego możesz dotknąć',
    needs: 'bezpieczeństwa i wygody',
    shadow: 'upór i zaborczość',
    gift: 'wytrwałość',
    giftGen: 'wytrwałości',
    mood: 'spokojny i zmysłowy',
  },
  gemini: {
    traits: 'ciekawy, zwinny i wszechstronny',
    style: 'szukasz różnorodności i błyskawicznie łączysz pomysły',
    needs: 'bodźców i rozmowy',
    shadow: 'rozproszenie i niepokój',
    gift: 'bystrość',
    giftGen: 'bystrości',
    mood: 'rozmowny i ciekawy',
  },
  cancer: {
    traits: 'opiekuńczy, czuły i wrażliwy',
    style: 'chronisz to, co kochasz, i dajesz się prowadzić uczuciom',
    needs: 'przynależności i emocjonalnego bezpieczeństwa',
    shadow: 'huśtawki nastrojów i przywiązanie do przeszłości',
    gift: 'troskliwość',
    giftGen: 'troskliwości',
    mood: 'czuły i domowy',
  },
  leo: {
    traits: 'serdeczny, dumny i ekspresyjny',
    style: 'chcesz tworzyć, błyszczeć i zbierać uznanie',
    needs: 'uznania i szczerej ekspresji',
    shadow: 'duma i głód oklasków',
    gift: 'hojność',
    giftGen: 'hojności',
    mood: 'ciepły i radosny',
  },
  virgo: {
    traits: 'dokładny, skromny i pomocny',
    style: 'dopracowujesz, analizujesz i ulepszasz',
    needs: 'porządku i pożytecznego zadania',
    shadow: 'perfekcjonizm i zamartwianie się',
    gift: 'biegłość',
    giftGen: 'biegłości',
    mood: 'praktyczny i uporządkowany',
  },
  libra: {
    traits: 'uprzejmy, sprawiedliwy i towarzyski',
    style: 'szukasz równowagi, piękna i towarzystwa',
    needs: 'harmonii i uczciwego traktowania',
    shadow: 'niezdecydowanie i potrzeba podobania się',
    gift: 'dyplomacja',
    giftGen: 'dyplomacji',
    mood: 'towarzyski i ugodowy',
  },
  scorpio: {
    traits: 'intensywny, skryty i zdecydowany',
    style: 'sięgasz do sedna i niczego nie robisz połowicznie',
    needs: 'głębi i zaufania',
    shadow: 'zazdrość i potrzeba kontroli',
    gift: 'głębia',
    giftGen: 'głębi',
    mood: 'intensywny i dociekliwy',
  },
  sagittarius: {
    traits: 'szczery, żądny przygód i optymistyczny',
    style: 'szukasz sensu i przestrzeni do odkrywania',
    needs: 'wolności i dalekich horyzontów',
    shadow: 'przesada i kaznodziejski ton',
    gift: 'ufność',
    giftGen: 'ufności',
    mood: 'niespokojny i optymistyczny',
  },
  capricorn: {
    traits: 'ambitny, zdyscyplinowany i powściągliwy',
    style: 'planujesz daleko naprzód i sam zapracowujesz na swoje miejsce',
    needs: 'celów i szacunku',
    shadow: 'sztywność i pesymizm',
    gift: 'wytrwałość w dążeniu do celu',
    giftGen: 'wytrwałości w dążeniu do celu',
    mood: 'trzeźwy i skupiony',
  },
  aquarius: {
    traits: 'niezależny, pomysłowy i zdystansowany',
    style: 'myślisz po swojemu i stawiasz ludzi ponad konwenanse',
    needs: 'wolności i sprawy, o którą warto walczyć',
    shadow: 'chłód i przekora',
    gift: 'oryginalność',
    giftGen: 'oryginalności',
    mood: 'towarzyski i niekonwencjonalny',
  },
  pisces: {
    traits: 'marzycielski, współczujący i chłonny',
    style: 'czujesz to, co czują inni, i podążasz za wyobraźnią',
    needs: 'sensu, który wykracza poza codzienność',
    shadow: 'ucieczki od rzeczywistości i rozmyte granice',
    gift: 'współczucie',
    giftGen: 'współczucia',
    mood: 'rozmarzony i wrażliwy',
  },
};

/** The element in the genitive, as in "znak ognia". */
export const PL_ELEMENT_NAME: Record<Element, string> = {
  fire: 'ognia',
  earth: 'ziemi',
  air: 'powietrza',
  water: 'wody',
};
/** Verb phrase (subject "jego żywioł") on what the element adds. */
export const PL_ELEMENT: Record<Element, string> = {
  fire: 'wnosi entuzjazm i spontaniczność',
  earth: 'zakorzenia go w konkretnych efektach',
  air: 'czyni go towarzyskim i refleksyjnym',
  water: 'czyni go uczuciowym i intuicyjnym',
};
/** The modality as a masculine adjective agreeing with "znak". */
export const PL_MODALITY: Record<Modality, string> = { cardinal: 'kardynalny', fixed: 'stały', mutable: 'zmienny' };
/** Clause (about the sign) on how the modality acts. */
export const PL_MODALITY_WAY: Record<Modality, string> = {
  cardinal: 'lubi wprawiać sprawy w ruch',
  fixed: 'podtrzymuje to, co zaczęte, i doprowadza sprawy do końca',
  mutable: 'łatwo się dostosowuje i zmienia kurs',
};

/** A house area in the nominative, genitive and accusative. */
export interface PlArea {
  nom: string;
  gen: string;
  acc: string;
}

/** The phrases of one house in Polish. */
export interface PlHouse {
  /** The house's areas of life. */
  areas: [PlArea, PlArea];
  /** Imperative clauses (ty). */
  actions: [string, string];
}

/** The ordinals of the houses in the masculine, by case: PL_HOUSE_ORDINALS.loc[3] = "trzecim". */
export const PL_HOUSE_ORDINALS: Record<'nom' | 'gen' | 'loc', readonly string[]> = {
  nom: [
    '',
    'pierwszy',
    'drugi',
    'trzeci',
    'czwarty',
    'piąty',
    'szósty',
    'siódmy',
    'ósmy',
    'dziewiąty',
    'dziesiąty',
    'jedenasty',
    'dwunasty',
  ],
  gen: [
    '',
    'pierwszego',
    'drugiego',
    'trzeciego',
    'czwartego',
    'piątego',
    'szóstego',
    'siódmego',
    'ósmego',
    'dziewiątego',
    'dziesiątego',
    'jedenastego',
    'dwunastego',
  ],
  loc: [
    '',
    'pierwszym',
    'drugim',
    'trzecim',
    'czwartym',
    'piątym',
    'szóstym',
    'siódmym',
    'ósmym',
    'dziewiątym',
    'dziesiątym',
    'jedenastym',
    'dwunastym',
  ],
};

const area = (nom: string, gen: string, acc = nom): PlArea => ({ nom, gen, acc });

/** Polish phrases for houses 1..12. */
export const PL_HOUSES: Record<number, PlHouse> = {
  1: {
    areas: [
      area('wizerunek, ciało i inicjatywa', 'wizerunku, ciała i inicjatywy', 'wizerunek, ciało i inicjatywę'),
      area('Twój wygląd i nowe początki', 'Twojego wyglądu i nowych początków'),
    ],
    actions: ['przejmij inicjatywę w sprawach osobistych', 'odśwież swój wizerunek albo zacznij własny projekt'],
  },
  2: {
    areas: [
      area('pieniądze, dobytek i poczucie własnej wartości', 'pieniędzy, dobytku i poczucia własnej wartości'),
      area('Twoje dochody i to, co cenisz', 'Twoich dochodów i tego, co cenisz'),
    ],
    actions: ['przejrzyj swój budżet', 'zainwestuj w coś o trwałej wartości'],
  },
  3: {
    areas: [
      area(
        'komunikacja, nauka i najbliższe otoczenie',
        'komunikacji, nauki i najbliższego otoczenia',
        'komunikację, naukę i najbliższe otoczenie',
      ),
      area('rodzeństwo, krótkie podróże i codzienne rozmowy', 'rodzeństwa, krótkich podróży i codziennych rozmów'),
    ],
    actions: ['pisz, dzwoń albo naucz się czegoś nowego', 'odnów kontakt z bratem, siostrą albo sąsiadem'],
  },
  4: {
    areas: [
      area(
        'ognisko domowe, rodzina i korzenie',
        'ogniska domowego, rodziny i korzeni',
        'ognisko domowe, rodzinę i korzenie',
      ),
      area('Twoje życie prywatne i emocjonalne fundamenty', 'Twojego życia prywatnego i emocjonalnych fundamentów'),
    ],
    actions: ['zatroszcz się o dom i rodzinę', 'spędź spokojny czas tam, gdzie czujesz się u siebie'],
  },
  5: {
    areas: [
      area('twórczość, romanse i zabawa', 'twórczości, romansów i zabawy', 'twórczość, romanse i zabawę'),
      area('dzieci, przyjemności i wyrażanie siebie', 'dzieci, przyjemności i wyrażania siebie'),
    ],
    actions: ['stwórz coś dla czystej przyjemności tworzenia', 'umów się na randkę albo zrób sobie dzień rozrywki'],
  },
  6: {
    areas: [
      area(
        'codzienna praca, nawyki i zdrowie',
        'codziennej pracy, nawyków i zdrowia',
        'codzienną pracę, nawyki i zdrowie',
      ),
      area('Twoje rutyny, obowiązki i samopoczucie', 'Twoich rutyn, obowiązków i samopoczucia'),
    ],
    actions: ['uporządkuj kalendarz i nawyki', 'zadbaj o swoje ciało i o to, ile pracy bierzesz na siebie'],
  },
  7: {
    areas: [
      area('związek i bliskie relacje', 'związku i bliskich relacji'),
      area('małżeństwo, umowy i jawni rywale', 'małżeństwa, umów i jawnych rywali'),
    ],
    actions: ['poszukaj wspólnego gruntu z partnerem', 'porozmawiaj otwarcie o wspólnym porozumieniu'],
  },
  8: {
    areas: [
      area(
        'wspólne zasoby, intymność i przemiana',
        'wspólnych zasobów, intymności i przemiany',
        'wspólne zasoby, intymność i przemianę',
      ),
      area('długi, spadki i to, co wiąże Cię z innymi', 'długów, spadków i tego, co wiąże Cię z innymi'),
    ],
    actions: ['uporządkuj wspólne finanse', 'pożegnaj coś, co już się przeżyło'],
  },
  9: {
    areas: [
      area('podróże, studia i przekonania', 'podróży, studiów i przekonań'),
      area('dalekie horyzonty, prawo i publikacje', 'dalekich horyzontów, prawa i publikacji'),
    ],
    actions: ['zaplanuj podróż albo kurs', 'poszerz swoje spojrzenie o nową perspektywę'],
  },
  10: {
    areas: [
      area(
        'kariera, pozycja i życie publiczne',
        'kariery, pozycji i życia publicznego',
        'karierę, pozycję i życie publiczne',
      ),
      area('Twoje ambicje i dobre imię', 'Twoich ambicji i dobrego imienia'),
    ],
    actions: ['zrób krok naprzód w karierze', 'pokaż przełożonym, co potrafisz'],
  },
  11: {
    areas: [
      area('przyjaciele, grupy i nadzieje na przyszłość', 'przyjaciół, grup i nadziei na przyszłość'),
      area('sieci kontaktów, sprawy społeczne i wspólne cele', 'sieci kontaktów, spraw społecznych i wspólnych celów'),
    ],
    actions: ['odezwij się do przyjaciół i sprzymierzeńców', 'pracuj z innymi nad długofalowym marzeniem'],
  },
  12: {
    areas: [
      area('samotność, nieświadomość i ukryte sprawy', 'samotności, nieświadomości i ukrytych spraw'),
      area('wyciszenie, sny i ciche zakończenia', 'wyciszenia, snów i cichych zakończeń'),
    ],
    actions: ['odpocznij i wycofaj się na chwilę', 'domknij zaległe sprawy, zanim zacznie się coś nowego'],
  },
};

/** "w Baranie" from a readable Polish sign name ("Baran", as signName(…, 'pl') gives it); unknown names stay after "w". */
export function inSignNamed(name: string): string {
  const sign = (Object.keys(PL_SIGN_NAMES) as Sign[]).find((s) => PL_SIGN_NAMES[s].nom === name);
  return sign ? inSign(sign) : `w ${name}`;
}
