/** Teksty numerologiczne po polsku: co mówi każdy rodzaj liczby, znaczenie każdej liczby, długi karmiczne i relacje. */
import type { NumerologyTexts } from './text-set.ts';

export const polishNumerology: NumerologyTexts = {
  kinds: {
    lifePath: 'Twoja liczba drogi życia opisuje ścieżkę, którą idziesz, i lekcje, do których wciąż Cię prowadzi.',
    expression:
      'Twoja liczba ekspresji pokazuje talenty ukryte w Twoim pełnym imieniu i nazwisku oraz to, jak z nich korzystasz.',
    soulUrge: 'Twoja liczba duszy mówi o tym, czego pragniesz w głębi, pod tym, co widzą inni.',
    personality: 'Twoja liczba osobowości to pierwsze wrażenie, jakie robisz, drzwi, do których pukają inni.',
    birthday: 'Twoja liczba dnia urodzin to dar, który masz od urodzenia, umiejętność, która nic Cię nie kosztuje.',
    maturity: 'Twoja liczba dojrzałości wskazuje, co wzmacnia się w drugiej połowie życia.',
    personalYear: 'Twoja liczba roku osobistego wyznacza temat tego roku.',
  },
  numbers: {
    1: 'Jedynka to pionier: niezależna, zdecydowana i oryginalna. Najlepiej wypadasz, gdy przewodzisz i zaczynasz coś samodzielnie; ucz się przyjmować pomoc bez poczucia, że to Cię umniejsza.',
    2: 'Dwójka to rozjemca: łagodna, uważna i chętna do współpracy. Partnerstwa wydobywają z Ciebie to, co najlepsze, byle nie zagubił się w nich Twój własny głos.',
    3: 'Trójka to komunikator: radosna, ekspresyjna i serdeczna. Słowa, sztuka i śmiech przychodzą Ci same; wytrwałość zamienia tę iskrę w trwałe dzieło.',
    4: 'Czwórka to budowniczy: solidna, praktyczna i lojalna. Tworzysz bezpieczeństwo cierpliwością i metodą; zostaw miejsce na zmianę, by porządek nie stał się klatką.',
    5: 'Piątka to poszukiwacz przygód: ciekawa świata, niespokojna i szybka. Podróże, różnorodność i wolność Cię karmią; dobrowolnie wybrane zobowiązanie nadaje tej energii kierunek.',
    6: 'Szóstka to opiekun: odpowiedzialna, czuła i oddana domowi. Inni opierają się na Twoim poczuciu obowiązku i piękna; nie zapominaj troszczyć się także o siebie.',
    7: 'Siódemka to poszukiwacz prawdy: analityczna, skryta i duchowa. Nauka i samotność odsłaniają Ci prawdy, których inni nie widzą; zaufanie pozwala się nimi dzielić.',
    8: 'Ósemka to przywódca: ambitna, sprawna i o mocnej woli. Pieniądze, władza i wyniki to Twój teren; władza używana sprawiedliwie wraca zwielokrotniona.',
    9: 'Dziewiątka to humanistka: hojna, mądra i idealistyczna. Jesteś tu, by dawać i zamykać cykle; puszczanie z wdziękiem to Twoja wielka sztuka.',
    11: 'Jedenastka, liczba mistrzowska, to ta, która oświeca: intuicyjna, natchniona i bardzo wrażliwa. Możesz podnosić innych swoją wizją, jeśli zachowasz grunt pod nogami wobec nerwów i wątpliwości.',
    22: 'Dwudziestka dwójka, liczba mistrzowska, to wielki budowniczy: możesz zamieniać ogromne marzenia w struktury służące wielu. Presja jest prawdziwa; cierpliwość czyni to możliwym.',
    33: 'Trzydziestka trójka, liczba mistrzowska, to wielki nauczyciel: współczucie zamienione w czyn. Twoja troska może leczyć i prowadzić, gdy przestaniesz dźwigać w pojedynkę ciężar wszystkich.',
    0: 'Imię nie ma liter tego rodzaju, więc ta liczba milczy; jej przymioty docierają do Ciebie przez pozostałe liczby.',
  },
  karmicDebts: {
    13: 'Dług karmiczny 13 wymaga stałego wysiłku: drogi na skróty drogo kosztują, a cierpliwa, skupiona praca zostaje nagrodzona.',
    14: 'Dług karmiczny 14 wymaga umiaru: potrzebujesz wolności, ale nadmiar i rozproszona energia wystawiają rachunek; równowaga Cię uwalnia.',
    16: 'Dług karmiczny 16 wymaga pokory: to, co zbudowane na ego, może runąć, a to, co powstaje potem, jest bardziej prawdziwe.',
    19: 'Dług karmiczny 19 uczy przyjmowania pomocy od innych: niezależność to Twoja siła, ale nikt nie daje rady zupełnie sam.',
  },
  relations: {
    mirror: 'Macie tę samą liczbę: rozumiecie się bez słów, ale macie też te same martwe pola.',
    natural: 'Wasze liczby należą do tej samej rodziny: wasze rytmy się zgadzają i ciągniecie w tę samą stronę.',
    compatible: 'Wasze liczby się dopełniają: czego brakuje jednemu, wnosi drugie, i to utrzymuje związek przy życiu.',
    challenging: 'Wasze liczby ciągną w różne strony: związek może was wiele nauczyć, jeśli oboje uszanujecie różnicę.',
  },
  labels: {
    lifePath: 'Droga życia',
    expression: 'Ekspresja',
    soulUrge: 'Dusza',
    personality: 'Osobowość',
    birthday: 'Dzień urodzin',
    maturity: 'Dojrzałość',
    personalYear: 'Rok osobisty',
  },
};
