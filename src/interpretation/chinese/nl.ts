/** Nederlandse teksten van de Chinese horoscoop. */
import type { NlGender } from '../nl/grammar.ts';
import type { ChineseReportTexts } from './report-text-shape.ts';
import type { ChineseTexts } from './text-set.ts';

/** Gender of each animal's Dutch name: "het Paard", "het Konijn", "het Varken", else "de". */
const ANIMAL_GENDER: Record<keyof ChineseTexts['animalTitles'], NlGender> = {
  rat: 'de',
  ox: 'de',
  tiger: 'de',
  rabbit: 'het',
  dragon: 'de',
  snake: 'de',
  horse: 'het',
  goat: 'de',
  monkey: 'de',
  rooster: 'de',
  dog: 'de',
  pig: 'het',
};
/**
 * How a year names its element: wood and metal as material adjectives ("de Houten Draak", which
 * never inflect), fire, earth and water joined to the animal ("het Vuurpaard").
 */
const ELEMENT_IN_YEAR: Record<keyof ChineseTexts['elementTitles'], { word: string; compound: boolean }> = {
  wood: { word: 'Houten', compound: false },
  fire: { word: 'Vuur', compound: true },
  earth: { word: 'Aarde', compound: true },
  metal: { word: 'Metalen', compound: false },
  water: { word: 'Water', compound: true },
};

export const dutchChinese: ChineseTexts = {
  animalTitles: {
    rat: 'Rat',
    ox: 'Os',
    tiger: 'Tijger',
    rabbit: 'Konijn',
    dragon: 'Draak',
    snake: 'Slang',
    horse: 'Paard',
    goat: 'Geit',
    monkey: 'Aap',
    rooster: 'Haan',
    dog: 'Hond',
    pig: 'Varken',
  },
  elementTitles: { wood: 'Hout', fire: 'Vuur', earth: 'Aarde', metal: 'Metaal', water: 'Water' },
  yinYangTitles: { yin: 'Yin', yang: 'Yang' },
  animals: {
    rat: 'De Rat is vindingrijk, handig en charmant. Je ziet kansen eerder dan wie ook en weet veel te halen uit weinig; let wel op onrust en piekeren.',
    ox: 'De Os is geduldig, betrouwbaar en sterk. Je bereikt je doelen eerder met gestaag werk dan met geluk, en mensen vertrouwen op je woord; koppigheid is de schaduw van je volharding.',
    tiger:
      'De Tijger is moedig, hartstochtelijk en magnetisch. Uitdagingen trekken je aan en je komt op voor wie dat zelf niet kan; leer even stil te staan voordat je springt.',
    rabbit:
      'Het Konijn is vriendelijk, verfijnd en diplomatiek. Je schept harmonie om je heen en leest stemmingen moeiteloos; laat de wens naar vrede niet verzwijgen wat je nodig hebt.',
    dragon:
      'De Draak is zelfverzekerd, gul en meeslepend. Je inspireert anderen en mikt hoog; je vuur straalt het felst als het iets dient wat groter is dan je trots.',
    snake:
      'De Slang is wijs, discreet en intuïtief. Je denkt na voordat je spreekt en kijkt door de schijn heen; vertrouwen opent deuren die je voorzichtigheid dichthoudt.',
    horse:
      'Het Paard is vrij, energiek en hartelijk. Je houdt van beweging, reizen en gezelschap, en je brengt overal leven in de brouwerij; afmaken wat je begint, is jouw les.',
    goat: 'De Geit is goedhartig, artistiek en gevoelig. Je brengt anderen schoonheid en troost en bloeit op in een rustig thuis; geloof in je eigen kracht.',
    monkey:
      'De Aap is slim, vindingrijk en speels. Je lost problemen op waar niemand anders uitkomt en maakt van werk een spel; diepgang geeft je glans blijvende waarde.',
    rooster:
      'De Haan is oplettend, eerlijk en ijverig. Je ziet elk detail en zegt wat je denkt; warmte maakt je openhartigheid makkelijker te ontvangen.',
    dog: 'De Hond is trouw, rechtvaardig en beschermend. Je staat door dik en dun achter je mensen en je principes; laat zorgen los die niet de jouwe zijn om te dragen.',
    pig: 'Het Varken is gul, oprecht en rustig. Je geniet van de genoegens van het leven en deelt ze graag; je goede trouw is een geschenk, dus kies goed wie je vertrouwt.',
  },
  elements: {
    wood: 'Hout voegt groei en goedheid toe: je plant vooruit, werkt makkelijk samen en zoekt altijd naar iets beters.',
    fire: 'Vuur voegt passie en durf toe: je handelt vol enthousiasme, geeft het goede voorbeeld en verlicht wie om je heen staat.',
    earth:
      'Aarde voegt stabiliteit en gezond verstand toe: door je praktische zin en je geduld ben jij degene bij wie anderen hun rust terugvinden.',
    metal:
      'Metaal voegt vastberadenheid en helderheid toe: je stelt jezelf vaste doelen, legt de lat hoog en geeft niet snel op.',
    water:
      'Water voegt intuïtie en soepelheid toe: je communiceert goed, beweegt mee met elke stroming en begrijpt mensen ten diepste.',
  },
  yinYang: {
    yang: 'Het yangjaar van je geboorte zet je aan om naar buiten te handelen, het initiatief te nemen en het leven recht tegemoet te treden.',
    yin: 'Het yinjaar van je geboorte zet je aan om naar binnen te werken, na te denken voordat je handelt en in stilte invloed uit te oefenen.',
  },
  yearThemes: {
    rat: 'Een jaar van de Rat begunstigt nieuwe starts, slimme plannen en sparen voor later.',
    ox: 'Een jaar van de Os beloont inzet, geduld en bouwen op stevige grond.',
    tiger: 'Een jaar van de Tijger brengt gedurfde veranderingen, moed en onverwachte wendingen.',
    rabbit: 'Een jaar van het Konijn vraagt om diplomatie, rust en zorg voor je huis en je relaties.',
    dragon: 'Een jaar van de Draak brengt ambitie, grote ideeën en meevallers voor wie durft.',
    snake: 'Een jaar van de Slang begunstigt bezinning, strategie en stille transformatie.',
    horse: 'Een jaar van het Paard gaat snel: reizen, vrijheid en actie hangen in de lucht.',
    goat: 'Een jaar van de Geit begunstigt creativiteit, goedheid en heling.',
    monkey: 'Een jaar van de Aap beloont vernuft, flexibiliteit en vindingrijke oplossingen.',
    rooster: 'Een jaar van de Haan vraagt om orde, precisie en heldere rekeningen.',
    dog: 'Een jaar van de Hond zet trouw, rechtvaardigheid en de bescherming van wat telt op de eerste plaats.',
    pig: 'Een jaar van het Varken brengt overvloed, gulheid en de vreugde van het delen.',
  },
  relations: {
    'same-sign':
      'Het is jouw jaar, je běnmìngnián: de traditie ziet het als een beproeving waarin oude patronen terugkomen om aangepakt te worden. Ga zorgvuldig te werk, draag iets roods als geluksbrenger en maak er een jaar van vernieuwing van in plaats van risico.',
    'six-harmony':
      'Het dier van het jaar is je geheime vriend (zes harmonieën): steun komt uit onverwachte hoek, en de bondgenootschappen die je nu sluit, houden meestal stand.',
    'three-harmony':
      'Het dier van het jaar hoort bij je driehoek van bondgenoten (drie harmonieën): je inspanningen gaan gelijk op met de tijd en samenwerken werpt vruchten af.',
    clash:
      'Het dier van het jaar staat tegenover het jouwe (botsing): verwacht veranderingen die je niet zelf kiest, zoals een verhuizing, een andere baan of onrust thuis. Blijf soepel en vermijd overhaaste beslissingen.',
    harm: 'Het dier van het jaar schaadt het jouwe: kleine misverstanden en verborgen rivaliteit kunnen groeien als je ze negeert. Maak heldere afspraken en zorg goed voor je gezondheid.',
    neutral:
      'Het dier van het jaar helpt noch hindert het jouwe: wat je ervan maakt, hangt af van je eigen keuzes, en dat maakt het een goed jaar om gestaag vooruit te komen.',
  },
  elementRelations: {
    same: 'Het jaar deelt je element en versterkt zowel je natuurlijke sterke punten als je gewoontes.',
    supports: 'Het element van het jaar voedt het jouwe: energie, hulp en middelen komen makkelijker.',
    drains: 'Jouw element voedt dat van het jaar: je geeft veel, dus doseer je krachten en rust op tijd.',
    controls: 'Het element van het jaar remt het jouwe af: druk en regels vormen je, en discipline maakt er groei van.',
    yields:
      'Jouw element beheerst dat van het jaar: je kunt de gebeurtenissen vormgeven, al vraagt succes inzet en volharding.',
  },
  yearTitle: (element, animal) => {
    const e = ELEMENT_IN_YEAR[element];
    const name = dutchChinese.animalTitles[animal];
    const named = e.compound ? `${e.word}${name.toLowerCase()}` : `${e.word} ${name}`;
    return `Jaar van ${ANIMAL_GENDER[animal]} ${named}`;
  },
};

/** The Dutch texts of the Chinese horoscope report (the four pillars). */
export const NL_CHINESE_REPORT: ChineseReportTexts = {
  dayMaster: {
    wood: 'Je dagmeester is Hout: diep vanbinnen groei je naar het licht, heb je ruimte nodig om je te ontplooien en buig je liever dan dat je breekt.',
    fire: 'Je dagmeester is Vuur: diep vanbinnen breng je warmte en zichtbaarheid, en heb je mensen nodig met wie je je enthousiasme kunt delen.',
    earth:
      'Je dagmeester is Aarde: diep vanbinnen ben je het middelpunt waar anderen zich omheen verzamelen, met een stabiele, trouwe aard die moeilijk van haar plek te krijgen is.',
    metal:
      'Je dagmeester is Metaal: diep vanbinnen heb je vaste principes en precisie, en snijd je door verwarring heen tot wat juist is.',
    water:
      'Je dagmeester is Water: diep vanbinnen heb je intuïtie en aanpassingsvermogen, en vind je een weg om wat je blokkeert heen.',
  },
  pillarAnimal: {
    month: (a) => `Het dier van je maandpilaar, ${a}, vertelt over je ouders, je opvoeding en je manier van werken.`,
    day: (a) => `Het dier van je dagpilaar, ${a}, is dat van je innerlijke zelf en van de partner die je kiest.`,
    hour: (a) =>
      `Het dier van je uurpilaar, ${a}, je geheime dier, laat je diepste wensen en de jaren van je volwassenheid zien.`,
  },
  strong: {
    wood: 'Hout is het sterkste element in je horoscoop: plannen, groei en gulheid drijven je, en geduld met trage resultaten is de les.',
    fire: 'Vuur is het sterkste element in je horoscoop: passie en zichtbaarheid drijven je, en rust voorkomt dat de vlam opbrandt.',
    earth:
      'Aarde is het sterkste element in je horoscoop: betrouwbaarheid en zorg drijven je, en openheid voor verandering voorkomt dat je stilvalt.',
    metal:
      'Metaal is het sterkste element in je horoscoop: discipline en hoge eisen drijven je, en mildheid naar anderen maakt ze draaglijk.',
    water:
      'Water is het sterkste element in je horoscoop: intuïtie en aanpassingsvermogen drijven je, en een heldere richting voorkomt dat je afdrijft.',
  },
  missing: {
    wood: 'Er is geen Hout onder je acht tekens: groei en plannen voor de lange termijn komen via anderen of via de nieuwe kansen die je zoekt.',
    fire: 'Er is geen Vuur onder je acht tekens: warmte en jezelf laten zien leer je, en mensen en zonlicht brengen wat ontbreekt.',
    earth:
      'Er is geen Aarde onder je acht tekens: een stabiele basis bouw je bewust op, met gewoontes, een thuis en heldere regels.',
    metal:
      'Er is geen Metaal onder je acht tekens: structuur en vaste grenzen zijn wat je oefent, en heldere regels helpen je.',
    water:
      'Er is geen Water onder je acht tekens: rust, bezinning en luisteren naar je intuïtie zijn waar je tijd voor leert te maken.',
  },
  allPresent:
    'De vijf elementen komen allemaal voor onder je acht tekens: een evenwichtige horoscoop waarin geen enkele fase helemaal ontbreekt.',
  dayMasterTitle: (element, yinYang) => `Dagmeester: ${element} ${yinYang}`,
  pillarTitle: {
    month: (a) => `Maandpilaar: ${a}`,
    day: (a) => `Dagpilaar: ${a}`,
    hour: (a) => `Uurpilaar: ${a}`,
  },
};
