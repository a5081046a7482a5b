/** Teksty zgodności według znaku słonecznego, po polsku (para jako „wy”). */
import type { SunSignTexts } from './keys.ts';

export const PL_SUN_SIGN_TEXTS: SunSignTexts = {
  elements: {
    'fire-fire': {
      title: 'Dwa ognie',
      body: 'Rozpalacie się nawzajem. Plany od razu zmieniają się w przygody i żadnemu z was nie straszna odrobina dramatu. Zmieniajcie się przy sterze, bo inaczej iskry polecą tam, gdzie nie trzeba.',
    },
    'earth-earth': {
      title: 'Twardy grunt',
      body: 'Łączy was zamiłowanie do tego, co trwałe: nawyków, dotrzymanych obietnic, domu, który działa. Ryzyko polega na tym, że wygoda zamieni się w monotonię; od czasu do czasu przygotujcie sobie niespodziankę.',
    },
    'air-air': {
      title: 'Rozmowa bez końca',
      body: 'Pomysły krążą między wami od pierwszego spotkania. Łatwo dajecie sobie swobodę; pilnujcie tylko, by z wielu rozmów rodziły się też decyzje doprowadzone do końca.',
    },
    'water-water': {
      title: 'Głębokie wody',
      body: 'Rozumiecie się bez wielu słów i w mig wyczuwacie nawzajem swoje nastroje. Pielęgnujcie tę bliskość i nie pozwólcie, by wspólne zmartwienia rosły bez kontroli.',
    },
    'fire-earth': {
      title: 'Iskra i stałość',
      body: 'Jedno chce zaczynać od razu, drugie woli najpierw się upewnić. Jeśli uszanujecie tę różnicę, stanie się podziałem ról: pomysły z planem za plecami.',
    },
    'fire-air': {
      title: 'Wiatr dla płomienia',
      body: 'Powietrze podsyca ogień: ciekawość łączy się z entuzjazmem, a wspólne życie rzadko bywa nudne. Dopingujecie się w najśmielszych przedsięwzięciach; ktoś jednak musi płacić rachunki.',
    },
    'fire-water': {
      title: 'Para',
      body: 'Namiętność i uczucie zderzają się czołowo. Bezpośredniość może zranić wrażliwego partnera, a wrażliwość może wydać się humorami komuś z ognia. Z cierpliwością para zamienia się w ciepło.',
    },
    'earth-air': {
      title: 'Fakty i teorie',
      body: 'Ziemia chce dowodów, powietrze chce możliwości. Możecie zbudować coś niezwykłego, jeśli praktyk wysłucha pomysłów, a marzyciel uszanuje budżet.',
    },
    'earth-water': {
      title: 'Ogród',
      body: 'Woda zmiękcza ziemię, a ziemia nadaje wodzie kształt. Razem zwykle znajdujecie bezpieczeństwo, lojalność i troskę; mówcie na głos, czego potrzebujecie, zamiast zakładać, że to oczywiste.',
    },
    'air-water': {
      title: 'Rozum i serce',
      body: 'Jedno myśli to, co czuje, drugie czuje to, co myśli. To może fascynować albo frustrować; działa, gdy głowa robi miejsce sercu, a serce godzi się na odrobinę dystansu.',
    },
  },
  aspects: {
    conjunction: {
      title: 'Złączone Słońca',
      body: 'Wasze Słońca stoją obok siebie: chcecie od życia podobnych rzeczy i rozpoznajecie się w sobie nawzajem. Uważajcie tylko, by dwie silne wole nie walczyły o tę samą scenę.',
    },
    sextile: {
      title: 'Przyjazne Słońca',
      body: 'Wasze Słońca tworzą sekstyl, łatwą i chętną do współpracy więź. Lubicie swoje towarzystwo i jesteście dobrymi sojusznikami; związek rośnie dzięki wspólnym przedsięwzięciom.',
    },
    square: {
      title: 'Słońca w napięciu',
      body: 'Wasze Słońca tworzą kwadraturę: różne cele i rytmy ocierają się o siebie. To tarcie jest też energią, a pary z tym aspektem osiągają wiele, gdy przestają próbować się nawzajem zmieniać.',
    },
    trine: {
      title: 'Słońca w harmonii',
      body: 'Wasze Słońca tworzą trygon, najpłynniejszy kontakt między dwiema tożsamościami. Wspieracie się naturalnie i szybko wybaczacie; nie pozwólcie, by ta łatwość sprawiła, że zaczniecie traktować siebie nawzajem jak coś oczywistego.',
    },
    opposition: {
      title: 'Słońca naprzeciw siebie',
      body: 'Wasze Słońca patrzą na siebie z przeciwnych stron zodiaku: pociąga was to, co ma druga strona, a czego wam brakuje. Wyzwaniem jest równowaga, a nagrodą para, która dopełnia was oboje.',
    },
    none: {
      title: 'Niezależne Słońca',
      body: 'Wasze Słońca nie tworzą żadnego aspektu głównego: wasze najważniejsze dążenia biegną osobnymi drogami. Daje to każdemu przestrzeń, by być sobą; punkty spotkania kryją się w pozostałej części horoskopów.',
    },
  },
};
