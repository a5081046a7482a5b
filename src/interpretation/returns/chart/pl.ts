/** Polish texts of the solar return chart (solariusz) read as a whole. */
import { polish } from '../../pl/grammar.ts';
import type { ReturnAngle, ReturnChartWords } from './types.ts';

/** The return chart's angles in the locative, after "na". */
export const PL_ANGLE_LOCATIVE: Record<ReturnAngle, string> = {
  ascendant: 'Ascendencie',
  midheaven: 'Medium Coeli',
  descendant: 'Descendencie',
  'imum-coeli': 'Imum Coeli',
};

export const PL_RETURN_CHART: ReturnChartWords = {
  ascendantTitle: (sign) => `Ascendent solariusza w znaku ${sign}`,
  ascendant: {
    aries:
      'W tym roku bierzesz życie szturmem: ruszasz szybko, mówisz, czego chcesz, a pierwszy krok należy do Ciebie.',
    taurus:
      'Ten rok wymaga równego tempa: budujesz powoli, dbasz o swoje zasoby, a inni widzą w Tobie kogoś, na kim można polegać.',
    gemini:
      'Ten rok zaczyna się od rozmów i ciekawości: wiadomości, sprawy do załatwienia i krótkie wyjazdy wypełniają kalendarz.',
    cancer:
      'W tym roku prowadzi Cię uczucie: dom, rodzina i ludzie, których chronisz, kształtują to, jak się pokazujesz.',
    leo: 'Ten rok chce Cię widzieć: działasz z ciepłem i odrobiną dumy, a to, co tworzysz, zostaje zauważone.',
    virgo:
      'W tym roku traktujesz sprawy jak rzemiosło: nawyki, zdrowie i pożyteczne szczegóły są na pierwszym miejscu.',
    libra:
      'W tym roku otwierasz się na innych: związek, sprawiedliwość i dobre maniery zaprowadzą Cię dalej niż działanie na własną rękę.',
    scorpio:
      'W tym roku liczy się głębia: nie odkrywasz kart, angażujesz się do końca i odpuszczasz to, co się skończyło.',
    sagittarius: 'W tym roku patrzysz poza to, co znane: podróże, nauka i szeroka wizja wprawiają Cię w ruch.',
    capricorn:
      'W tym roku traktujesz siebie poważnie: wyznaczasz cele, bierzesz na siebie odpowiedzialność, a to, co dostarczasz, mówi za Ciebie.',
    aquarius:
      'W tym roku wychodzisz poza utarte schematy: przyjaciele, grupy i niezależna postawa zmieniają to, jak się prezentujesz.',
    pisces: 'W tym roku kierujesz się intuicją: Twoja wrażliwość rośnie, a granice czasem się zacierają.',
  },
  midheavenTitle: (sign) => `Medium Coeli solariusza w znaku ${sign}`,
  midheaven: {
    aries: 'Celem roku jest przejęcie inicjatywy w pracy i rozpoczęcie czegoś pod własnym nazwiskiem.',
    taurus: 'Celem roku są trwałe efekty: stabilniejszy dochód i mocna pozycja.',
    gemini: 'Cel roku wiedzie przez komunikację: pisanie, uczenie, sprzedawanie albo łączenie ludzi.',
    cancer: 'Cel roku wiąże się z domem i troską: sprawa prywatna staje się zadaniem publicznym.',
    leo: 'Celem roku jest uznanie: kierowanie, występowanie albo bycie twarzą czegoś, co napawa Cię dumą.',
    virgo: 'Celem roku jest biegłość: opanowanie umiejętności i bycie tym, kto robi rzeczy porządnie.',
    libra: 'Cel roku osiągasz z innymi: umowy, współprace i Twoje wyczucie równowagi otwierają drzwi.',
    scorpio: 'Celem roku jest wzięcie na siebie czegoś wymagającego: kryzysu, wspólnych zasobów, realnego wpływu.',
    sagittarius: 'Celem roku jest poszerzenie pola działania: szkolenia, publikacje, kontakty za granicą.',
    capricorn: 'Celem roku jest wyraźnie kariera: rośnie odpowiedzialność, a wraz z nią autorytet.',
    aquarius: 'Cel roku leży w sieciach kontaktów i nowych pomysłach: zespole, społeczności, nietypowej roli.',
    pisces: 'Cel roku trudno nazwać: służba, sztuka albo pomoc innym liczą się bardziej niż pozycja.',
  },
  sunHouse: {
    1: 'Ze Słońcem solariusza w pierwszym domu rok jest o Tobie: o Twoim zdrowiu, wizerunku i nowym początku.',
    2: 'Ze Słońcem solariusza w drugim domu pieniądze, dobytek i Twoje wartości stoją w centrum roku.',
    3: 'Ze Słońcem solariusza w trzecim domu rok krąży wokół nauki, sąsiadów i rodzeństwa.',
    4: 'Ze Słońcem solariusza w czwartym domu energia roku płynie do domu i rodziny; możliwa jest przeprowadzka.',
    5: 'Ze Słońcem solariusza w piątym domu rok sprzyja przyjemnościom, miłości, dzieciom i twórczości.',
    6: 'Ze Słońcem solariusza w szóstym domu codzienna praca, nawyki i zdrowie są projektem roku.',
    7: 'Ze Słońcem solariusza w siódmym domu w centrum roku stoi partner albo ważna osoba.',
    8: 'Ze Słońcem solariusza w ósmym domu rok mówi o wspólnych pieniądzach, bliskości i koniecznym zakończeniu.',
    9: 'Ze Słońcem solariusza w dziewiątym domu podróże, nauka i pytania o sens rozświetlają rok.',
    10: 'Ze Słońcem solariusza w dziesiątym domu kariera i pozycja publiczna znajdują się w świetle reflektorów.',
    11: 'Ze Słońcem solariusza w jedenastym domu przyjaciele, grupy i plany na przyszłość prowadzą przez rok.',
    12: 'Ze Słońcem solariusza w dwunastym domu rok zwraca się do wewnątrz: odpoczynek, refleksja, dyskretna praca.',
  },
  moonHouse: {
    1: 'Księżyc solariusza w pierwszym domu sprawia, że Twoje nastroje widać na zewnątrz; Twoje potrzeby od razu rzucają się w oczy.',
    2: 'Księżyc solariusza w drugim domu wiąże Twoje poczucie bezpieczeństwa z pieniędzmi; wydatki idą za emocjami.',
    3: 'Księżyc solariusza w trzecim domu zajmuje umysł: potrzebujesz rozmów i kontaktu z ludźmi.',
    4: 'Księżyc solariusza w czwartym domu czyni dom kotwicą roku; rodzina Cię potrzebuje.',
    5: 'Księżyc solariusza w piątym domu domaga się zabawy, czułości i czegoś, czym można się cieszyć dla samej przyjemności.',
    6: 'Księżyc solariusza w szóstym domu wiąże Twoje samopoczucie z rutyną; uporządkowany dzień Cię uspokaja.',
    7: 'Księżyc solariusza w siódmym domu kieruje Twoje uczucia ku innym; potrzebujesz odzewu.',
    8: 'Księżyc solariusza w ósmym domu porusza głębokie emocje; zaufanie zostaje wystawione na próbę.',
    9: 'Księżyc solariusza w dziewiątym domu budzi tęsknotę za dalą, za podróżą albo za innym spojrzeniem na sprawy.',
    10: 'Księżyc solariusza w dziesiątym domu pokazuje Twoje emocje w pracy; reputacja wpływa na Twój nastrój.',
    11: 'Księżyc solariusza w jedenastym domu znajduje otuchę wśród przyjaciół i bratnich dusz.',
    12: 'Księżyc solariusza w dwunastym domu potrzebuje ciszy i wycofania; emocje pracują w środku.',
  },
  onAngleTitle: (planet, angle, orb) => polish(`${planet} na ${PL_ANGLE_LOCATIVE[angle]} solariusza (w orbie ${orb}°)`),
  angle: {
    ascendant:
      'Planeta tak blisko Ascendentu solariusza przez cały rok zabarwia Twój sposób działania i pokazywania się.',
    midheaven: 'Planeta tak blisko Medium Coeli solariusza naznacza pracę i życie publiczne w tym roku.',
    descendant: 'Planeta tak blisko Descendentu solariusza przychodzi przez innych: partnerów, klientów, rywali.',
    'imum-coeli': 'Planeta tak blisko Imum Coeli solariusza działa na korzenie: dom, rodzinę i wewnętrzne oparcie.',
  },
  planet: {
    sun: 'Słońce przynosi witalność i chęć, by być sobą bez przepraszania.',
    moon: 'Księżyc przynosi wahania nastroju i wielką potrzebę poczucia bezpieczeństwa.',
    mercury: 'Merkury przynosi plany, sprawy urzędowe i mnóstwo rozmów.',
    venus: 'Wenus przynosi czułość, przyjemność i łatwiejsze relacje z ludźmi.',
    mars: 'Mars przynosi rozpęd i niecierpliwość; włóż je w wysiłek, nie w kłótnie.',
    jupiter: 'Jowisz przynosi rozwój i okazje, a także pokusę, by robić za dużo.',
    saturn: 'Saturn przynosi obowiązki i granice; to, co z nim zbudujesz, przetrwa.',
    uranus: 'Uran przynosi nagłe zmiany i pragnienie wolności.',
    neptune: 'Neptun przynosi natchnienie i odrobinę zamętu; sprawdź dane, zanim się zobowiążesz.',
    pluto: 'Pluton popycha do przemiany czegoś, co już nie działa.',
  },
};
