/**
 * Polish phrases for the points. The reader is addressed with "ty" (capitalized pronouns);
 * phrases about the reader avoid past tenses and adjectives that would need the reader's gender.
 * Each field states its case.
 */
import type { Nature, SynastryPoint, TextPoint, TransitingPoint } from '../catalogue.ts';
import type { PlGender, PlNoun } from './grammar.ts';

const noun = (nom: string, gen: string, dat: string, acc: string, ins: string, loc: string, g: PlGender): PlNoun => ({
  nom,
  gen,
  dat,
  acc,
  ins,
  loc,
  g,
});
/** An indeclinable name (Wenus, Lilith, Medium Coeli). */
const fixed = (name: string, g: PlGender): PlNoun => noun(name, name, name, name, name, name, g);

/** Polish names of the text points, declined. */
export const PL_POINT_NAMES: Record<TextPoint, PlNoun> = {
  sun: noun('Słońce', 'Słońca', 'Słońcu', 'Słońce', 'Słońcem', 'Słońcu', 'n'),
  moon: noun('Księżyc', 'Księżyca', 'Księżycowi', 'Księżyc', 'Księżycem', 'Księżycu', 'm'),
  mercury: noun('Merkury', 'Merkurego', 'Merkuremu', 'Merkurego', 'Merkurym', 'Merkurym', 'm'),
  venus: fixed('Wenus', 'f'),
  mars: noun('Mars', 'Marsa', 'Marsowi', 'Marsa', 'Marsem', 'Marsie', 'm'),
  jupiter: noun('Jowisz', 'Jowisza', 'Jowiszowi', 'Jowisza', 'Jowiszem', 'Jowiszu', 'm'),
  saturn: noun('Saturn', 'Saturna', 'Saturnowi', 'Saturna', 'Saturnem', 'Saturnie', 'm'),
  uranus: noun('Uran', 'Urana', 'Uranowi', 'Urana', 'Uranem', 'Uranie', 'm'),
  neptune: noun('Neptun', 'Neptuna', 'Neptunowi', 'Neptuna', 'Neptunem', 'Neptunie', 'm'),
  pluto: noun('Pluton', 'Plutona', 'Plutonowi', 'Plutona', 'Plutonem', 'Plutonie', 'm'),
  chiron: noun('Chiron', 'Chirona', 'Chironowi', 'Chirona', 'Chironem', 'Chironie', 'm'),
  'north-node': noun(
    'Węzeł Północny',
    'Węzła Północnego',
    'Węzłowi Północnemu',
    'Węzeł Północny',
    'Węzłem Północnym',
    'Węźle Północnym',
    'm',
  ),
  'south-node': noun(
    'Węzeł Południowy',
    'Węzła Południowego',
    'Węzłowi Południowemu',
    'Węzeł Południowy',
    'Węzłem Południowym',
    'Węźle Południowym',
    'm',
  ),
  'mean-lilith': fixed('Lilith', 'f'),
  ascendant: noun('Ascendent', 'Ascendentu', 'Ascendentowi', 'Ascendent', 'Ascendentem', 'Ascendencie', 'm'),
  midheaven: fixed('Medium Coeli', 'n'),
};

/** What a transiting point brings, in Polish. */
export interface PlTransiting {
  /** Apposition in the nominative: "Mars, planeta działania i pragnień, ...". */
  epithet: string[];
  /** Object of "przynosi" (accusative), two or more things, by nature. */
  brings: Record<Nature, string>;
  /** Imperative clauses (ty), lower-case, no final stop. */
  advice: Record<Nature, string[]>;
}

/** Polish phrases of every transiting point. */
export const PL_TRANSITING: Record<TransitingPoint, PlTransiting> = {
  sun: {
    epithet: ['źródło światła i życiowej siły', 'światło woli i celu'],
    brings: {
      fusion: 'chęć pokazania się, odnowioną witalność i miejsce w centrum uwagi',
      hard: 'starcie woli i spadek energii',
      soft: 'pewność siebie, widoczność i życzliwość innych',
    },
    advice: {
      fusion: ['zrób krok naprzód i pozwól się zobaczyć', 'postaw sobie zamiar na zaczynający się rok lub miesiąc'],
      hard: ['dobrze wybieraj swoje bitwy i odpoczywaj, gdy tego potrzebujesz', 'ustępuj w drobnych sprawach'],
      soft: ['pokaż swoją pracę i poproś o to, czego chcesz', 'występuj śmiało, bo inni są teraz otwarci'],
    },
  },
  moon: {
    epithet: ['pani uczuć i codziennych rytmów', 'strażniczka nastrojów'],
    brings: {
      fusion: 'falę uczuć i potrzebę schronienia',
      hard: 'wahania nastroju i drażliwe reakcje',
      soft: 'spokój ducha i dobre wyczucie',
    },
    advice: {
      fusion: ['wsłuchaj się w to, co czujesz, zanim zaczniesz działać', 'podaruj sobie spokojną godzinę w domu'],
      hard: [
        'nie podejmuj wielkich decyzji pod wpływem chwilowego nastroju',
        'zjedz, wyśpij się i zwolnij, zanim zareagujesz',
      ],
      soft: ['spędź czas z ludźmi, przy których czujesz się dobrze', 'zaufaj swojemu wyczuciu w codziennych wyborach'],
    },
  },
  mercury: {
    epithet: ['posłaniec bogów', 'planeta myśli i słowa'],
    brings: {
      fusion: 'rozmowy, wiadomości i bardzo żywy umysł',
      hard: 'nieporozumienia, nerwowość i wątpliwości w ostatniej chwili',
      soft: 'jasność myślenia i owocną wymianę zdań',
    },
    advice: {
      fusion: [
        'zapisuj pomysły i rozmawiaj o sprawach',
        'wykonaj ten telefon albo wyślij wiadomość, którą od dawna odkładasz',
      ],
      hard: [
        'czytaj wiadomości dwa razy i słuchaj, zanim odpowiesz',
        'prześpij się z decyzją, zanim coś podpiszesz albo odpowiesz ostro',
      ],
      soft: ['negocjuj, ucz się albo przedstaw swój pomysł', 'wykorzystaj jasność umysłu do spraw urzędowych i planów'],
    },
  },
  venus: {
    epithet: ['planeta miłości i wartości', 'mniejsze szczęście w dawnej tradycji'],
    brings: {
      fusion: 'czułość, przyjemność i smak piękna',
      hard: 'przesadę, zazdrość i chęć podobania się za wszelką cenę',
      soft: 'urok, harmonię i proste przyjemności',
    },
    advice: {
      fusion: [
        'ciesz się pięknem i towarzystwem, ale wydawaj z rozwagą',
        'znajdź czas dla miłości i dla tego, co uważasz za piękne',
      ],
      hard: [
        'nie próbuj kupować czułości ani uznania',
        'powiedz, na czym Ci naprawdę zależy, zamiast milczeć dla świętego spokoju',
      ],
      soft: [
        'wyjdź do ludzi, pogódź się z kimś i pozwól sobie na mały luksus',
        'napraw jakąś relację albo odnów otoczenie, w którym żyjesz',
      ],
    },
  },
  mars: {
    epithet: ['planeta działania i pragnień', 'wojownik nieba'],
    brings: {
      fusion: 'przypływ energii i ochotę, by coś zacząć',
      hard: 'tarcia, pośpiech i niewiele cierpliwości',
      soft: 'odwagę i siłę, by doprowadzać sprawy do końca',
    },
    advice: {
      fusion: ['zacznij projekt, który od dawna odkładasz', 'włóż nadmiar energii w ruch i w swoje cele'],
      hard: [
        'skieruj żar w sport albo w ciężką pracę, nie w kłótnie',
        'zwolnij za kierownicą, w kuchni i w dyskusjach',
      ],
      soft: [
        'przejmij inicjatywę i odważ się na to, co wymaga odwagi',
        'sięgnij po to, czego chcesz, póki wiatr wieje w plecy',
      ],
    },
  },
  jupiter: {
    epithet: ['wielki dobroczyńca', 'planeta rozwoju i wiary'],
    brings: {
      fusion: 'rozwój, optymizm i szersze horyzonty',
      hard: 'nadmierną pewność siebie i pokusę przesady',
      soft: 'szczęście, hojność i otwarte drzwi',
    },
    advice: {
      fusion: [
        'powiedz „tak” rozwojowi, ale twardo stąpaj po ziemi',
        'mierz wyżej niż zwykle i naucz się czegoś nowego',
      ],
      hard: ['przeczytaj drobny druk, zanim się zobowiążesz', 'obiecuj mniej, a dawaj więcej'],
      soft: [
        'złóż to podanie, podróżuj, ucz albo się ucz, bo drzwi stoją otworem',
        'poproś o wsparcie, bo ludzie chętnie pomagają',
      ],
    },
  },
  saturn: {
    epithet: ['wymagający nauczyciel', 'planeta czasu i struktury'],
    brings: {
      fusion: 'ciężar, odpowiedzialność i poważny rachunek sumienia',
      hard: 'przeszkody, opóźnienia i poczucie nieustannego egzaminu',
      soft: 'stabilność, dyscyplinę i trwałe efekty',
    },
    advice: {
      fusion: ['zaangażuj się w to, co ważne, a resztę odpuść', 'zrób uczciwy bilans i połóż nowe fundamenty'],
      hard: [
        'uzbrój się w cierpliwość, wykonaj pracę i przyjmij realistyczne granice',
        'upraszczaj i nie traktuj przeszkód jak ostatecznych wyroków',
      ],
      soft: ['zbuduj coś, co przetrwa', 'nakreśl długofalowy plan i zrób pierwszy konkretny krok'],
    },
  },
  uranus: {
    epithet: ['wielki budziciel', 'planeta nagłych zmian'],
    brings: {
      fusion: 'nagłe zmiany i niespodziewane przebudzenie',
      hard: 'wstrząsy, niepokój i niespodzianki',
      soft: 'świeże pomysły i upragnioną swobodę',
    },
    advice: {
      fusion: ['zrób miejsce na nowe, nie paląc za sobą mostów', 'porzuć zasadę, która już do Ciebie nie pasuje'],
      hard: [
        'zachowaj elastyczność i unikaj pochopnych zerwań',
        'spodziewaj się niespodziewanego i miej w zanadrzu plan B',
      ],
      soft: ['eksperymentuj i spróbuj nietypowego podejścia', 'odśwież swoje narzędzia, nawyki albo wizerunek'],
    },
  },
  neptune: {
    epithet: ['planeta snów i rozpuszczania granic', 'mistyk wśród planet'],
    brings: {
      fusion: 'tęsknoty, natchnienie i rozmyte granice',
      hard: 'zamęt, wątpliwości i wołanie iluzji',
      soft: 'intuicję, współczucie i natchnienie',
    },
    advice: {
      fusion: [
        'ufaj swojej intuicji, ale sprawdzaj fakty',
        'nadaj kształt wyobraźni przez muzykę, sztukę albo modlitwę',
      ],
      hard: [
        'czytaj drobny druk i unikaj ucieczek od rzeczywistości',
        'więcej odpoczywaj i nie podpisuj niczego, czego nie rozumiesz',
      ],
      soft: ['twórz, medytuj albo komuś pomóż', 'idź za cichym natchnieniem, które wciąż powraca'],
    },
  },
  pluto: {
    epithet: ['pan przemiany', 'planeta głębi i władzy'],
    brings: {
      fusion: 'intensywność, siłę i głęboką przemianę',
      hard: 'walkę o władzę, presję i sprawy, które z impetem wychodzą na powierzchnię',
      soft: 'głębię, skupienie i odradzającą siłę',
    },
    advice: {
      fusion: ['odpuść to, co już się skończyło', 'zmierz się z tym, czego unikasz, bo traci moc, gdy na to patrzysz'],
      hard: [
        'nie wymuszaj wyników i przyjrzyj się temu, co porusza Cię w głębi',
        'nie wchodź w gry o kontrolę, także we własne',
      ],
      soft: [
        'sięgnij głęboko, bo badania, terapia i skupiony wysiłek przynoszą owoce',
        'wykorzystaj swój wpływ, by odnowić coś ważnego',
      ],
    },
  },
  chiron: {
    epithet: ['zraniony uzdrowiciel', 'most między bólem a mądrością'],
    brings: {
      fusion: 'powracające stare rany i szansę, by je uleczyć',
      hard: 'czułe punkty i wspomnienie dawnego bólu',
      soft: 'uzdrawiające zrozumienie i mądre współczucie',
    },
    advice: {
      fusion: ['traktuj siebie łagodnie i pozwól sobie pomóc', 'poszukaj kogoś, kto umie towarzyszyć i słuchać'],
      hard: ['nazwij ranę, zamiast ją ukrywać', 'nie pozwól, by dawny ból podejmował dzisiejsze decyzje'],
      soft: ['podziel się tym, czego nauczyły Cię trudności', 'potowarzysz komuś w czymś, co znasz aż za dobrze'],
    },
  },
  'north-node': {
    epithet: ['punkt przyszłego rozwoju', 'kompas duszy'],
    brings: {
      fusion: 'spotkania, które wyglądają na zrządzenie losu, i randkę z Twoją przyszłą drogą',
      hard: 'napięcie między wygodą a rozwojem',
      soft: 'przydatne kontakty i poczucie, że idziesz dobrą drogą',
    },
    advice: {
      fusion: [
        'podążaj za okazjami, które pozwalają Ci rosnąć',
        'zwróć uwagę na to, kto i co pojawia się teraz, bo wskazuje drogę',
      ],
      hard: [
        'nie chowaj się w tym, co znane, tylko dlatego, że jest łatwe',
        'wybieraj rozwój zamiast przyzwyczajenia, kiedy tylko możesz',
      ],
      soft: ['mów „tak” ludziom i okazjom, które patrzą w przyszłość', 'zrób następny krok, nawet jeśli mały'],
    },
  },
};

/** A phrase in the nominative and the accusative (they differ for feminine nouns in -a). */
export interface PlPhrase {
  nom: string;
  acc: string;
}

/** What a natal point stands for, in Polish. */
export interface PlNatal {
  /** Noun phrases with "Twój" (nominative and accusative): what the point stands for. */
  domain: [PlPhrase, PlPhrase];
  /** Independent clause, lower-case, no final stop, by nature; no adjective agreeing with "ty". */
  feels: Record<Nature, string>;
  /** Bare noun phrase in the genitive, for "w sferze …": "miłości i przyjemności". */
  area: string;
}

const both = (nom: string, acc = nom): PlPhrase => ({ nom, acc });

/** Polish phrases of every natal point. */
export const PL_NATAL: Record<TextPoint, PlNatal> = {
  sun: {
    domain: [
      both('Twoja tożsamość i witalność', 'Twoją tożsamość i witalność'),
      both('Twoje poczucie siebie i twórcza wola', 'Twoje poczucie siebie i twórczą wolę'),
    ],
    feels: {
      fusion: 'to, kim jesteś i czego chcesz, wysuwa się na pierwszy plan',
      hard: 'Twoja wola może natrafić na opór albo może Ci zabraknąć energii',
      soft: 'lepiej rozpoznajesz siebie w tym, kim jesteś, i to widać',
    },
    area: 'tożsamości',
  },
  moon: {
    domain: [
      both('Twoje emocje i potrzeba bezpieczeństwa', 'Twoje emocje i potrzebę bezpieczeństwa'),
      both('Twoje nastroje, Twój dom i świat wewnętrzny'),
    ],
    feels: {
      fusion: 'Twoje uczucia są jak na dłoni',
      hard: 'trudniej o spokój i potrzebujesz więcej otuchy',
      soft: 'odnajdujesz spokój i czujesz, że ktoś się o Ciebie troszczy',
    },
    area: 'emocji',
  },
  mercury: {
    domain: [both('Twój sposób myślenia i porozumiewania się'), both('Twój sposób uczenia się i podejmowania decyzji')],
    feels: {
      fusion: 'Twój umysł nie zwalnia, a Twoje słowa mają wagę',
      hard: 'myśli przyspieszają, a słowa mogą wyjść krzywo',
      soft: 'pomysły łatwo układają się w całość i znajdujesz właściwe słowa',
    },
    area: 'myślenia i komunikacji',
  },
  venus: {
    domain: [both('Twoje związki, gusta i wartości'), both('Twoje życie uczuciowe, przyjemności i finanse')],
    feels: {
      fusion: 'miłość, pieniądze i przyjemność zajmują Twoje myśli',
      hard: 'możesz zwątpić w to, co cenisz, albo w kogoś, kogo kochasz',
      soft: 'czułość i uznanie płyną łatwiej',
    },
    area: 'miłości i przyjemności',
  },
  mars: {
    domain: [
      both('Twoja zadziorność i umiejętność przebijania się', 'Twoją zadziorność i umiejętność przebijania się'),
      both('Twoja ambicja, pożądanie i odwaga', 'Twoją ambicję, pożądanie i odwagę'),
    ],
    feels: {
      fusion: 'Twój napęd się rozpala',
      hard: 'złość przychodzi szybciej niż zwykle',
      soft: 'działasz pewnie i we właściwym momencie',
    },
    area: 'działania',
  },
  jupiter: {
    domain: [
      both('Twoje przekonania, nadzieje i poczucie sensu'),
      both('Twój rozwój i Twoja hojność', 'Twój rozwój i Twoją hojność'),
    ],
    feels: {
      fusion: 'rośnie Twoja wiara w przyszłość',
      hard: 'możesz obiecać więcej, niż zdołasz dotrzymać',
      soft: 'widzisz cały obraz, a hojność przychodzi Ci sama',
    },
    area: 'rozwoju i przekonań',
  },
  saturn: {
    domain: [both('Twoje struktury, obowiązki i ambicje'), both('Twoje poczucie odpowiedzialności i Twoje granice')],
    feels: {
      fusion: 'Twoje zobowiązania przechodzą próbę',
      hard: 'obowiązki mogą ciążyć bardziej niż zwykle',
      soft: 'pracujesz wytrwale i zdobywasz szacunek innych',
    },
    area: 'obowiązku i ambicji',
  },
  uranus: {
    domain: [
      both('Twoja potrzeba wolności i oryginalności', 'Twoją potrzebę wolności i oryginalności'),
      both('Twoja niezależność i chęć zmian', 'Twoją niezależność i chęć zmian'),
    ],
    feels: {
      fusion: 'budzi się Twoja potrzeba wolności',
      hard: 'może Cię nosić niepokój i ochota, by łamać zasady',
      soft: 'odważasz się robić rzeczy inaczej',
    },
    area: 'wolności',
  },
  neptune: {
    domain: [
      both('Twoje marzenia, ideały i wrażliwość'),
      both('Twoja wyobraźnia i duchowa tęsknota', 'Twoją wyobraźnię i duchową tęsknotę'),
    ],
    feels: {
      fusion: 'Twoja wyobraźnia i wrażliwość się wyostrzają',
      hard: 'trudno odróżnić marzenie od rzeczywistości',
      soft: 'Twoja intuicja i współczucie są bardzo czujne',
    },
    area: 'marzeń i ideałów',
  },
  pluto: {
    domain: [
      both('Twoje najgłębsze popędy i moc przemiany', 'Twoje najgłębsze popędy i moc przemiany'),
      both('Twój stosunek do kontroli i do straty'),
    ],
    feels: {
      fusion: 'czujesz przyciąganie głębokich pragnień i ukrytych motywów',
      hard: 'kontrola i władza stają się drażliwymi tematami',
      soft: 'znajdujesz siłę, by odpuścić i się odnowić',
    },
    area: 'władzy i przemiany',
  },
  chiron: {
    domain: [both('Twoje stare rany i dar uzdrawiania'), both('Twoje najbardziej bezbronne miejsca')],
    feels: {
      fusion: 'stara rana domaga się uwagi',
      hard: 'ktoś może dotknąć czułego punktu',
      soft: 'możesz zamienić dawny ból w mądrość dla innych',
    },
    area: 'uzdrawiania',
  },
  'north-node': {
    domain: [both('Twoja droga rozwoju', 'Twoją drogę rozwoju'), both('kierunek rozwoju Twojego życia')],
    feels: {
      fusion: 'Twoje poczucie celu się wyostrza',
      hard: 'stare nawyki i nowe cele ciągną w różne strony',
      soft: 'następny krok na Twojej drodze przychodzi naturalnie',
    },
    area: 'osobistego rozwoju',
  },
  'south-node': {
    domain: [
      both('Twoje nawyki i odziedziczone talenty'),
      both('Twoja wrodzona strefa komfortu', 'Twoją wrodzoną strefę komfortu'),
    ],
    feels: {
      fusion: 'wracają znajome schematy i dawne talenty',
      hard: 'możesz wpaść w stare koleiny',
      soft: 'umiejętności, które już masz, znów się przydają',
    },
    area: 'starych nawyków',
  },
  'mean-lilith': {
    domain: [both('Twoje nieokiełznane instynkty i przemilczane pragnienia'), both('ukrywane części Twojej natury')],
    feels: {
      fusion: 'to, co zwykle tłumisz, chce dojść do głosu',
      hard: 'stłumiona złość albo pragnienie mogą wybuchnąć',
      soft: 'możesz przyjąć swoje instynkty bez przepraszania',
    },
    area: 'ukrytych pragnień',
  },
  ascendant: {
    domain: [both('Twój wygląd i sposób pokazywania się światu'), both('Twoje ciało, styl i pierwsze wrażenie')],
    feels: {
      fusion: 'zmienia się sposób, w jaki się pokazujesz i przedstawiasz',
      hard: 'możesz przekazywać coś innego, niż zamierzasz',
      soft: 'bez wysiłku robisz dobre wrażenie',
    },
    area: 'pierwszego wrażenia',
  },
  midheaven: {
    domain: [
      both('Twoja kariera, reputacja i kierunek życia', 'Twoją karierę, reputację i kierunek życia'),
      both('Twoja rola publiczna i ambicje', 'Twoją rolę publiczną i ambicje'),
    ],
    feels: {
      fusion: 'kariera i reputacja wysuwają się na pierwszy plan',
      hard: 'Twoja rola publiczna albo kierunek mogą zostać zakwestionowane',
      soft: 'Twoja praca zostaje zauważona, a cele wydają się w zasięgu ręki',
    },
    area: 'kariery i reputacji',
  },
};

/** How a point acts between two people, in Polish. */
export interface PlRelating {
  /** Relational role in the nominative, with gender and number (plural roles are non-masculine-personal). */
  role: { nom: string; g: PlGender; plural: boolean };
  /** Clause with subject "ty"; the other person ("ta osoba", feminine) as "jej" / "ją" / "tę osobę", by nature. */
  gives: Record<Nature, string>;
  /** Clause whose subject is "druga osoba" (feminine, 3rd person singular), by nature. */
  receives: Record<Nature, string>;
}

/** Polish synastry phrases of every synastry point. */
export const PL_RELATING: Record<SynastryPoint, PlRelating> = {
  sun: {
    role: { nom: 'poczucie celu', g: 'n', plural: false },
    gives: {
      fusion: 'dzielisz się z tą osobą swoim światłem i wciągasz ją w swoje plany',
      hard: 'Twoja wola może wydawać się jej przytłaczająca',
      soft: 'dodajesz jej odwagi i uznania',
    },
    receives: {
      fusion: 'odnajduje w Tobie uznanie dla tego, kim jest',
      hard: 'może czuć, że jej tożsamość zostaje podważona',
      soft: 'pozwala sobie być sobą przy Tobie',
    },
  },
  moon: {
    role: { nom: 'potrzeby emocjonalne', g: 'f', plural: true },
    gives: {
      fusion: 'instynktownie odpowiadasz na jej potrzeby',
      hard: 'Twoje wahania nastroju mogą wytrącać ją z równowagi',
      soft: 'wyczuwasz, czego potrzebuje, zanim to powie',
    },
    receives: {
      fusion: 'od pierwszej chwili czuje się przy Tobie jak w domu',
      hard: 'łatwo rani ją Twoja reakcja',
      soft: 'znajduje przy Tobie emocjonalne bezpieczeństwo',
    },
  },
  mercury: {
    role: { nom: 'sposób myślenia', g: 'm', plural: false },
    gives: {
      fusion: 'myślicie na tej samej fali',
      hard: 'Twoje słowa mogą ją zranić',
      soft: 'tłumaczysz jej sprawy tak, że je rozumie',
    },
    receives: {
      fusion: 'czuje, że rozumiesz ją niemal bez słów',
      hard: 'może mieć wrażenie, że jej nie słuchasz albo nie rozumiesz',
      soft: 'lubi rozmawiać z Tobą i snuć wspólne plany',
    },
  },
  venus: {
    role: { nom: 'czułość', g: 'f', plural: false },
    gives: {
      fusion: 'okazujesz tej osobie ciepło i uznanie',
      hard: 'Twój sposób kochania może nie pasować do tego, czego oczekuje',
      soft: 'wnosisz w jej życie słodycz i urok',
    },
    receives: {
      fusion: 'czuje do Ciebie pociąg i uznanie',
      hard: 'może czuć, że nie doceniasz tego, co daje',
      soft: 'z łatwością przyjmuje Twoją czułość',
    },
  },
  mars: {
    role: { nom: 'pożądanie', g: 'n', plural: false },
    gives: {
      fusion: 'dodajesz jej energii i zarazem ją prowokujesz',
      hard: 'możesz wywierać na nią większą presję, niż by chciała',
      soft: 'mobilizujesz ją i wspierasz jej plany',
    },
    receives: {
      fusion: 'czuje silną fizyczną iskrę',
      hard: 'może odczuwać presję, irytację albo wyzwanie',
      soft: 'czuje motywację i pożądanie',
    },
  },
  jupiter: {
    role: { nom: 'optymizm', g: 'm', plural: false },
    gives: {
      fusion: 'wierzysz w jej możliwości i poszerzasz jej świat',
      hard: 'Twój entuzjazm może obiecywać jej więcej, niż dotrzymuje',
      soft: 'przynosisz jej szczęście i zachętę',
    },
    receives: {
      fusion: 'przy Tobie nabiera pewności siebie',
      hard: 'może uważać, że przesadzasz albo prawisz kazania',
      soft: 'czuje wsparcie i nadzieję',
    },
  },
  saturn: {
    role: { nom: 'poczucie obowiązku', g: 'n', plural: false },
    gives: {
      fusion: 'dajesz tej osobie strukturę i powagę',
      hard: 'możesz okazywać jej krytycyzm albo chłód',
      soft: 'dajesz jej stabilność i lojalność',
    },
    receives: {
      fusion: 'czuje, że ta więź jest na długo',
      hard: 'może czuć, że ją oceniasz albo hamujesz',
      soft: 'wie, że może na Ciebie liczyć',
    },
  },
  uranus: {
    role: { nom: 'potrzeba wolności', g: 'f', plural: false },
    gives: {
      fusion: 'zaskakujesz ją i wytrącasz z rutyny',
      hard: 'Twoje zachowanie może wydawać się jej nieprzewidywalne',
      soft: 'otwierasz jej umysł na nowe możliwości',
    },
    receives: {
      fusion: 'czuje elektryczność i odrobinę niepokoju',
      hard: 'może mieć wrażenie, że nigdy nie wie, czego się spodziewać',
      soft: 'czuje się przy Tobie swobodnie i ma ochotę działać',
    },
  },
  neptune: {
    role: { nom: 'idealizm', g: 'm', plural: false },
    gives: {
      fusion: 'patrzysz na tę osobę przez romantyczne, idealizujące szkło',
      hard: 'możesz widzieć w tej osobie to, kim chcesz, żeby była',
      soft: 'wnosisz w jej życie współczucie i natchnienie',
    },
    receives: {
      fusion: 'czuje zachwyt, a czasem zamęt',
      hard: 'może czuć, że nie widzisz jej taką, jaka jest naprawdę',
      soft: 'czuje, że rozumiesz ją do głębi',
    },
  },
  pluto: {
    role: { nom: 'intensywność', g: 'f', plural: false },
    gives: {
      fusion: 'działasz na tę osobę z przemieniającą siłą',
      hard: 'możesz próbować ją kontrolować albo zmieniać',
      soft: 'pomagasz jej rosnąć w głębi i szczerości',
    },
    receives: {
      fusion: 'czuje głębokie, niemal nieodparte przyciąganie',
      hard: 'może odczuwać presję albo zaborczość',
      soft: 'czuje, że ta więź ją odnawia',
    },
  },
  ascendant: {
    role: { nom: 'sposób bycia', g: 'm', plural: false },
    gives: {
      fusion: 'cały Twój sposób bycia współbrzmi z tą osobą',
      hard: 'Twój styl może ją drażnić',
      soft: 'Twoja obecność ją uspokaja',
    },
    receives: {
      fusion: 'czuje, że odbijasz jej sposób wychodzenia naprzeciw światu',
      hard: 'może mieć trudność z odczytaniem Twojej postawy',
      soft: 'docenia sposób, w jaki poruszasz się po świecie',
    },
  },
};

/** Polish point names of feminine and neuter gender (every other readable name is masculine). */
const GENDER: Record<string, PlGender> = {
  Wenus: 'f',
  Lilith: 'f',
  Westa: 'f',
  Junona: 'f',
  Pallas: 'f',
  Ceres: 'f',
  Słońce: 'n',
  'Medium Coeli': 'n',
  'Imum Coeli': 'n',
  'Część Fortuny': 'f',
};

/** The gender of a readable Polish point name (pointName(…, 'pl')). */
export function plGenderOf(name: string): PlGender {
  return GENDER[name] ?? 'm';
}

/** Instrumental forms of the readable Polish point names, for "z …" after an aspect. */
const INSTRUMENTAL: Record<string, string> = {
  Słońce: 'Słońcem',
  Księżyc: 'Księżycem',
  Merkury: 'Merkurym',
  Mars: 'Marsem',
  Jowisz: 'Jowiszem',
  Saturn: 'Saturnem',
  Uran: 'Uranem',
  Neptun: 'Neptunem',
  Pluton: 'Plutonem',
  Chiron: 'Chironem',
  Ceres: 'Ceres',
  Pallas: 'Pallas',
  Junona: 'Junoną',
  Westa: 'Westą',
  Ascendent: 'Ascendentem',
  Descendent: 'Descendentem',
  Wierzchołek: 'Wierzchołkiem',
  'Część Fortuny': 'Częścią Fortuny',
};

/**
 * A readable Polish point name in the instrumental, as after "z": "Marsem", "Słońcem",
 * "Węzłem Północnym średnim"; indeclinable names (Wenus, Lilith, Medium Coeli) stay as they are.
 */
export function plWith(name: string): string {
  if (INSTRUMENTAL[name]) return INSTRUMENTAL[name];
  const node = /^Węzeł (Północny|Południowy)(.*)$/u.exec(name);
  if (node) return `Węzłem ${node[1].replace(/y$/, 'ym')}${node[2].replace(/ (\p{L}+)([yi])(?!\p{L})/gu, ' $1$2m')}`;
  return name;
}

/** Genitive forms of the readable Polish point names, for "do …" after an opposition. */
const GENITIVE: Record<string, string> = {
  Słońce: 'Słońca',
  Księżyc: 'Księżyca',
  Merkury: 'Merkurego',
  Mars: 'Marsa',
  Jowisz: 'Jowisza',
  Saturn: 'Saturna',
  Uran: 'Urana',
  Neptun: 'Neptuna',
  Pluton: 'Plutona',
  Chiron: 'Chirona',
  Junona: 'Junony',
  Westa: 'Westy',
  Ascendent: 'Ascendentu',
  Descendent: 'Descendentu',
  Wierzchołek: 'Wierzchołka',
  'Część Fortuny': 'Części Fortuny',
};

/** A readable Polish point name in the genitive: "Marsa", "Węzła Północnego średniego"; indeclinable names stay. */
export function plOf(name: string): string {
  if (GENITIVE[name]) return GENITIVE[name];
  const node = /^Węzeł (Północny|Południowy)(.*)$/u.exec(name);
  if (node)
    return `Węzła ${node[1].replace(/y$/, 'ego')}${node[2].replace(/ (\p{L}+)([yi])(?!\p{L})/gu, (_, s: string, v: string) => ` ${s}${v === 'i' ? 'i' : ''}ego`)}`;
  return name;
}
