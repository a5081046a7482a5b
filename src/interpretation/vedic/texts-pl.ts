/**
 * The Vedic texts in Polish, with the same content as the English ones (texts-en.ts): the
 * traditional facts of Brihat Parashara Hora Shastra and the common nakshatra tables, the
 * readings written for this service in the register of its Polish texts (ty, with Twój, Ci and
 * Ciebie capitalized, no adjective or past tense that would give the reader a gender). The
 * Sanskrit common nouns in the Polish spelling that declines them (nakszatra, mahadasza,
 * antardasza, Lagna); the names of the rashis and nakshatras in the Latin transliteration of the
 * English texts, undeclined after "znak".
 */
import { SIGNS, type Sign } from '../../astro/vocabulary.ts';
import { signName } from '../names.ts';
import { VEDIC_TEXTS_EN } from './texts-en.ts';
import type { VedicTexts } from './types.ts';

export const VEDIC_TEXTS_PL: VedicTexts = {
  grahaNames: {
    sun: 'Słońce',
    moon: 'Księżyc',
    mars: 'Mars',
    mercury: 'Merkury',
    jupiter: 'Jowisz',
    venus: 'Wenus',
    saturn: 'Saturn',
    rahu: 'Rahu',
    ketu: 'Ketu',
    lagna: 'Lagna',
  },
  // The Polish sign names are the service's own (src/interpretation/names.ts).
  signNames: Object.fromEntries(SIGNS.map((sign) => [sign, signName(sign, 'pl')])) as Record<Sign, string>,
  // The nakshatras keep their Sanskrit names in the Latin transliteration, as in English.
  nakshatraNames: VEDIC_TEXTS_EN.nakshatraNames,
  lagna: {
    aries:
      'Gdy na wschodzie wznosi się Mesha, horoskopem rządzi Mars, a życie bierzesz za rogi. Szybko zaczynasz, działasz, zanim pojawią się wątpliwości, i prędko podnosisz się po porażkach. Lekcją tej Lagny są cierpliwość i wytrwałość w doprowadzaniu spraw do końca po śmiałym początku.',
    taurus:
      'Vrishabha na Ascendencie oddaje horoskop Wenus, a wraz z nią stałą, zmysłową naturę. Budujesz powoli i zatrzymujesz to, co zbudujesz: wygoda, piękno i lojalni ludzie wiele dla Ciebie znaczą. Raz podjętej decyzji prawie nie zmieniasz i właśnie w tym tkwią zarazem Twoja siła i Twoja lekcja.',
    gemini:
      'Lagna w znaku Mithuna, którym rządzi Merkury, czyni umysł pierwszym narzędziem życia. Z ciekawością i bystrością uczysz się przez rozmowę, lekturę i próbowanie kilku dróg naraz. Gdy podążasz za jedną nicią, a nie za wieloma, ta wszechstronność zamienia się w prawdziwe mistrzostwo.',
    cancer:
      'Karka na Ascendencie stawia Księżyc na czele horoskopu: uczucie przychodzi przed rozumem. Chronisz swoich bliskich, latami pamiętasz okazaną życzliwość i potrzebujesz domu, w którym naprawdę czujesz się bezpiecznie. Twoje nastroje zmieniają się jak przypływy i odpływy, dlatego siłę daje Ci spokojny rytm życia.',
    leo: 'Simha jako Lagna należy do Słońca, a kto ją ma, wchodzi w świat z godnością i ciepłem. Pragniesz przewodzić, zwracać na siebie uwagę i hojnie obdarowywać innych, a sama Twoja obecność dodaje ludziom odwagi. Duma staje się prawdziwym autorytetem, gdy służy sprawie większej niż własne ja.',
    virgo:
      'Kanya na Ascendencie, kolejny znak Merkurego, wnosi dokładność i pragnienie, by przynosić pożytek. Dostrzegasz szczegół, który innym umyka, ulepszasz wszystko, czego dotkniesz, i dbasz o zdrowie i porządek. Akceptacja niedoskonałości, najpierw własnej, uwalnia ogromne zasoby energii.',
    libra:
      'Tula jako Lagna oddaje Wenus władzę nad drugim horoskopem, tym razem w imię sprawiedliwości i partnerstwa. Ważysz racje obu stron, szukasz harmonii i najlepiej pracujesz u boku drugiego człowieka. Cichym zadaniem tego Ascendentu jest samodzielne podejmowanie decyzji, nawet jeśli ktoś będzie niezadowolony.',
    scorpio:
      'Gdy wschodzi Vrishchika, znów rządzi Mars, tym razem zwrócony do wewnątrz: charakter kształtują intensywność, głębia i wytrwałość. Zachowujesz myśli dla siebie, czujesz mocno i potrafisz zamienić kryzys w odnowę. Zaufanie, raz okazane, jest całkowite, dlatego obdarzasz nim rozważnie.',
    sagittarius:
      'Dhanu na Ascendencie, pod władzą Jowisza, daje otwarty, pełen nadziei temperament. Szukasz sensu, szanujesz nauczycieli i mądrość, a najszczęśliwsze chwile przeżywasz, mając przed sobą horyzont, ku któremu możesz iść. Szczerość to Twój dar; takt sprawia, że innym łatwiej go przyjąć.',
    capricorn:
      'Saturn rządzi Lagną w znaku Makara, a życie buduje się krok po kroku. Praktyczność, poczucie odpowiedzialności i gotowość do długiej pracy na cel, z którego inni by zrezygnowali, to Twoje cechy. Sukces przychodzi często później niż u rówieśników, za to trwa dłużej.',
    aquarius:
      'Kumbha na Ascendencie, również pod władzą Saturna, łączy dyscyplinę z ideałami. Myślisz niezależnie, leżą Ci na sercu społeczność i przyjaciele, a przyciąga Cię wszystko, co nowe i pożyteczne. Okazywane otwarcie ciepło pomaga ludziom dostrzec dobroć ukrytą za Twoją powściągliwością.',
    pisces:
      'Meena jako Lagna ma za władcę Jowisza i niesie łagodny umysł, pełen wyobraźni. Czujesz to, co czują inni, chętnie wybaczasz, a pociągają Cię sztuka, oddanie i służba. Jasne granice chronią tę wrażliwość, by świat jej nie wyczerpał.',
  },
  moonSign: {
    aries:
      'Twoja janma rashi to Mesha, dlatego umysł jest żywy i niecierpliwy. Uczucia wybuchają i szybko gasną; wolisz działać pod wpływem impulsu, niż długo go roztrząsać.',
    taurus:
      'Wywyższony w znaku Vrishabha Księżyc daje umysł spokojny, zadowolony i stabilny. Siły dodają Ci bezpieczeństwo, dobre jedzenie i towarzystwo bliskich ludzi; zmiany przyjmujesz powoli.',
    gemini:
      'Mithuna jako znak Księżyca daje niespokojny, dowcipny umysł, który potrzebuje rozmów i urozmaicenia. Przeżywasz uczucia, nazywając je, a nuda dokucza Ci bardziej niż trudności.',
    cancer:
      'W znaku Karka, swoim własnym, Księżyc jest silny: uczucia sięgają głęboko, a troska o innych przychodzi Ci łatwo. Dom, matka i wspomnienia zajmują w Twoim życiu wewnętrznym wiele miejsca.',
    leo: 'Simha jako znak Księżyca czyni serce dumnym i hojnym. Potrzebujesz uznania, odpłacasz za nie wiernością, a boli Cię, gdy Twój wysiłek pozostaje niezauważony.',
    virgo:
      'Z Księżycem w znaku Kanya umysł rozkłada na części i porządkuje to, co czuje. Zmartwienia są Twoim słabym punktem, a pomaganie innym pociechą; sensowna praca przynosi Ci spokój.',
    libra:
      'Urodzenie z Księżycem w znaku Tula sprawia, że szukasz równowagi i piękna. Niezgodę wokół siebie odczuwasz jako wewnętrzny niepokój, a dobre partnerstwo służy Twojemu spokojowi bardziej niż cokolwiek innego.',
    scorpio:
      'Vrishchika to znak upadku Księżyca, a uczucia są tu intensywne i ukryte. Wyczuwasz skrywane motywy, długo pamiętasz zranienia i masz w sobie wielką moc odrodzenia.',
    sagittarius:
      'Księżyc w znaku Dhanu daje optymistyczny umysł o mocnych zasadach. Wolność, podróże i nauka poprawiają Ci nastrój, a do nadziei wracasz szybciej niż większość ludzi.',
    capricorn:
      'Makara trzyma Księżyc w ryzach: uczucia pozostają praktyczne i prywatne. Miłość okazujesz przez obowiązkowość i niezawodność, a najpewniej czujesz się wtedy, gdy Twoje życie jest uporządkowane.',
    aquarius:
      'Kumbha jako znak Księżyca daje umysł zdystansowany i życzliwy ludziom. Na sercu leżą Ci ludzie w ogóle, a przyjaciele w szczególności, i potrzebujesz przestrzeni na własne myśli.',
    pisces:
      'W znaku Meena Księżyc jest marzycielski, współczujący i chłonny. Wchłaniasz nastroje miejsc i ludzi, dlatego nowych sił dodają Ci cisza, muzyka i modlitwa.',
  },
  nakshatra: [
    'Ashwini, pierwsza nakszatra, podlega Ketu, a jej bóstwami są Ashwini Kumarowie, boscy lekarze; jej symbolem jest głowa konia. Daje szybkość, uzdrawiające dłonie i odwagę do zaczynania.',
    'Bharani to nakszatra Yamy pod władzą Wenus, z yoni jako symbolem. Urodzeni w niej noszą w sobie wielką siłę tworzenia i podtrzymywania życia i uczą się obchodzić z odpowiedzialnością i umiarem.',
    'Krittika, pod władzą Słońca, podlega Agniemu, a jej symbolem jest brzytwa lub płomień. Przecina zamęt, karmi tych, których chroni, i otwarcie mówi, jak jest.',
    'Rohini, ulubiona nakszatra Księżyca, pozostaje pod jego władzą, a jej bóstwem jest Prajapati; symbolem jest wóz zaprzężony w woły. Daje urok, płodność pomysłów i miłość do piękna i wzrostu.',
    'Mrigashira, głowa gazeli, podlega Marsowi, a jej bóstwem jest Soma. Urodzeni pod nią szukają i odkrywają, są łagodni i ciekawi świata i rzadko zadowalają się pierwszą odpowiedzią.',
    'Ardra pozostaje pod władzą Rahu i należy do Rudry, boga burzy; jej symbolem jest łza. Niesie intensywność, bystry umysł i odnowę, która przychodzi po wstrząsie.',
    'Punarvasu, pod władzą Jowisza, należy do Aditi, matki bogów; jej symbolem jest kołczan pełen strzał. Daje dar powrotu: nadzieję, hojność i umiejętność zaczynania od nowa.',
    'Pushya, pod władzą Saturna i z Brihaspatim jako bóstwem, uchodzi za najpomyślniejszą z nakszatr; jej symbolem jest wymię krowy. Karmi, chroni i daje stałą wiarę.',
    'Ashlesha, którą rządzi Merkury, podlega Nagom, a jej symbolem jest zwinięty wąż. Daje przenikliwy wgląd, przekonującą mowę i silny instynkt samoobrony.',
    'Magha podlega Ketu i należy do Pitrów, przodków; jej symbolem jest królewski tron. Urodzeni w niej szanują tradycję, budzą respekt i noszą w sobie poczucie przynależności do swojego rodu.',
    'Purva Phalguni, pod władzą Wenus, należy do Bhagi, boga radości; jej symbolem są przednie nogi łoża. Daje ciepło, twórczą inwencję i radość z odpoczynku i przyjemności.',
    'Uttara Phalguni, rządzona przez Słońce, podlega Aryamanowi, bogu umów i przyjaźni. Ludzie tej nakszatry są niezawodni, hojni w sojuszach i dotrzymują słowa.',
    'Hasta, dłoń, podlega Księżycowi, a jej bóstwem jest Savitar. Daje zręczne ręce, spryt, poczucie humoru i umiejętność przekucia pomysłu w coś realnego.',
    'Chitra, którą rządzi Mars, podlega Vishvakarmie, boskiemu budowniczemu; jej symbolem jest lśniący klejnot. Urodzeni w niej mają oko do formy i lubią upiększać świat wokół siebie.',
    'Swati, pod władzą Rahu, należy do Vayu, wiatru; jej symbolem jest młody pęd kołyszący się na wietrze. Daje niezależność, zdolność przystosowania i talent do handlu i dyplomacji.',
    'Vishakhę, rządzoną przez Jowisza, dzielą między siebie Indra i Agni; jej symbolem jest łuk triumfalny. Ludzie z tą nakszatrą z determinacją dążą do celu i osiągają go dzięki wytrwałości.',
    'Anuradha podlega Saturnowi i należy do Mitry, boga przyjaźni; jej symbolem jest lotos. Daje oddanie, wierność i sukces dzięki współpracy, często z dala od domu.',
    'Jyeshtha, najstarsza, podlega Merkuremu i Indrze; jej symbolem jest okrągły amulet. Urodzeni pod nią są opiekuńczy, zdolni do przewodzenia i wyczuleni na hierarchię i szacunek.',
    'Mula, korzeń, podlega Ketu i należy do Nirriti; jej symbolem jest pęk korzeni. Dociera do sedna rzeczy, wyrywa to, co fałszywe, i szuka podstawowej prawdy.',
    'Purva Ashadha, pod władzą Wenus, należy do Apas, wód; jej symbolem jest wachlarz. Daje siłę przekonywania, ożywczą energię i pewność siebie potrzebną, by zjednywać innych.',
    'Uttara Ashadha podlega Słońcu i należy do Vishvadevów, bogów wszechświata; jej symbolem jest kieł słonia. Urodzeni w niej odnoszą trwałe zwycięstwa dzięki prawości.',
    'Shravana, pod władzą Księżyca, to nakszatra Vishnu; jej symbolem jest ucho. Daje dar słuchania i uczenia się oraz pragnienie łączenia ludzi i zachowywania wiedzy.',
    'Dhanishta podlega Marsowi i ośmiu Vasu; jej symbolem jest bęben. Urodzeni pod nią mają poczucie rytmu, ambicję i talent do muzyki oraz do przyciągania dobrobytu.',
    'Shatabhisha, „sto uzdrowicieli”, podlega Rahu i należy do Varuny; jej symbolem jest pusty krąg. Daje umysł badawczy, uzdrawiający i niezależny.',
    'Purva Bhadrapada, pod władzą Jowisza, należy do Aja Ekapady; jej symbolem jest miecz. Ludzie tej nakszatry są intensywni i idealistyczni, zdolni do wielkich poświęceń dla sprawy.',
    'Uttara Bhadrapada podlega Saturnowi i należy do Ahir Budhnyi, węża głębin; jej symbolem są tylne nogi łoża. Daje mądrość, panowanie nad sobą i spokojną głębię.',
    'Revati, ostatnia nakszatra, podlega Merkuremu i należy do Pushana, opiekuna podróżnych; jej symbolem jest ryba. Daje dobroć, troskę o bezbronnych i bezpieczne prowadzenie przez zmiany.',
  ],
  mahadasha: {
    sun: 'W mahadaszy Słońca (sześć lat) na pierwszy plan wysuwają się sprawy tożsamości, władzy i celu. Typowe są uznanie ze strony przełożonych, kontakty z urzędami i jaśniejsze poczucie kierunku, a także potrzeba panowania nad dumą i dbania o siły witalne.',
    moon: 'Mahadasza Księżyca (dziesięć lat) kieruje życie ku uczuciom, domowi i sprawom publicznym. Więcej miejsca zajmują rodzina, matka, podróże nad wodę i troska o innych, a umysł staje się wrażliwszy, w czym tkwi zarówno dar, jak i źródło zmartwień.',
    mars: 'Przez siedem lat mahadaszy Marsa rosną energia, odwaga i inicjatywa. Na pierwszym planie są nieruchomości, rodzeństwo, praca techniczna i rywalizacja; porywczość i pośpiech trzeba trzymać w ryzach.',
    mercury:
      'Siedemnastoletnia mahadasza Merkurego sprzyja nauce, handlowi, pisaniu i komunikacji. Przyjaciele i młodzi ludzie przynoszą okazje, a zręczność w słowach lub liczbach zostaje nagrodzona.',
    jupiter:
      'Szesnastoletnia mahadasza Jowisza poszerza życie przez mądrość, nauczycieli i dobre rady. Jej zwykłymi tematami są dzieci, nauka, wiara i rosnące szczęście, choć wygoda może skłaniać do samozadowolenia.',
    venus:
      'Dwadzieścia lat mahadaszy Wenus stawia w centrum związki, wygody, sztukę i dobrobyt. Akcent pada na małżeństwo, pojazdy, piękno i przyjemności; umiar sprawia, że przyjemność nie zamienia się w nadmiar.',
    saturn:
      'Mahadasza Saturna trwa dziewiętnaście lat i nagradza cierpliwy wysiłek. Potrzebne są odpowiedzialność, ciężka praca i wytrwałość, a to, co w tym czasie powstaje powoli i uczciwie, przetrwa.',
    rahu: 'Osiemnastoletnia mahadasza Rahu budzi ambicję i pragnienie tego, co nowe lub obce. Pojawiają się nagłe szanse, technika, podróże zagraniczne i niekonwencjonalne drogi; najlepszą ochroną jest jasność co do własnych pobudek.',
    ketu: 'Wraz z mahadaszą Ketu (siedem lat) uwaga zwraca się do wewnątrz. Jej darami są dystans, badania, praktyka duchowa i odpuszczanie tego, co dobiegło końca, nawet jeśli zewnętrzne plany zdają się utknąć w miejscu.',
  },
  antardasha: {
    sun: 'W tym okresie antardasza Słońca przynosi rozstrzygnięcia w sprawach pozycji, ojca i wiary w siebie.',
    moon: 'Podokres Księżyca dodaje wrażliwości emocjonalnej i kieruje uwagę na dom i rodzinę.',
    mars: 'Antardasza Marsa przyspiesza tempo i wymaga zdecydowanego działania oraz rozwagi w konfliktach.',
    mercury: 'Podokres Merkurego sprzyja nauce, handlowi, dokumentom i jasnej komunikacji.',
    jupiter: 'Z antardaszą Jowisza przychodzą rady, błogosławieństwa i okazje do rozwoju.',
    venus: 'W podokresie Wenus czas łagodnieje dzięki czułości, wygodom i twórczym radościom.',
    saturn: 'Antardasza Saturna spowalnia bieg spraw i wymaga dyscypliny oraz realistycznych planów.',
    rahu: 'Podokres Rahu przynosi niespodziewane zwroty i ambicje, które wymagają chłodnej głowy.',
    ketu: 'Antardasza Ketu zaprasza do zadumy, upraszczania i spokoju wobec wyników.',
  },
};
