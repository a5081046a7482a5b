/** Dutch texts of the solar and lunar return charts read as a whole. */
import type { Sign } from '../../../astro/vocabulary.ts';
import { adjectives, polish } from '../../nl/grammar.ts';
import { NL_HOUSE_ORDINALS, NL_HOUSES, NL_SIGNS } from '../../nl/zodiac.ts';
import { capitalize } from '../../sentences.ts';
import type { ReturnAngle, ReturnChartWords } from './types.ts';

/** The angles with their article: the Medium and Imum Coeli are het-words. */
const ANGLE_NAMES: Record<ReturnAngle, string> = {
  ascendant: 'de Ascendant',
  midheaven: 'het Medium Coeli',
  descendant: 'de Descendant',
  'imum-coeli': 'het Imum Coeli',
};

export const NL_RETURN_CHART: ReturnChartWords = {
  ascendantTitle: (sign) => `De Ascendant van de zonnereturn in ${sign}`,
  ascendant: {
    aries: 'Dit jaar ga je het leven recht tegemoet: je start snel, zegt wat je wilt en zet zelf de eerste stap.',
    taurus:
      'Dit jaar vraagt om een rustig tempo: je bouwt langzaam op, zorgt voor je middelen en anderen zien je als betrouwbaar.',
    gemini:
      'Dit jaar begint met gesprekken en nieuwsgierigheid: berichten, boodschappen en korte reisjes vullen je agenda.',
    cancer:
      'Dit jaar leidt je gevoel je: je huis, je familie en de mensen die je beschermt, bepalen hoe je je laat zien.',
    leo: 'Dit jaar wil je zichtbaar zijn: je treedt op met warmte en een beetje trots, en wat je maakt, valt op.',
    virgo: 'Dit jaar pak je alles aan als een vak: gewoontes, gezondheid en nuttige details gaan voor.',
    libra:
      'Dit jaar stel je je open voor anderen: partnerschap, eerlijkheid en goede manieren brengen je verder dan je eigen gang gaan.',
    scorpio:
      'Dit jaar telt de diepgang: je houdt je kaarten tegen de borst, zet je voor de volle honderd procent in en laat los wat voorbij is.',
    sagittarius: 'Dit jaar kijk je verder dan het bekende: reizen, studie en een ruime blik zetten je in beweging.',
    capricorn:
      'Dit jaar neem je jezelf serieus: je stelt doelen, neemt verantwoordelijkheid en wat je aflevert, spreekt voor zich.',
    aquarius:
      'Dit jaar stap je buiten het gewone: vrienden, groepen en een onafhankelijke houding veranderen hoe je overkomt.',
    pisces: 'Dit jaar beweeg je op je intuïtie: je ontvankelijkheid groeit en soms vervagen de grenzen.',
  },
  midheavenTitle: (sign) => `Het Medium Coeli van de zonnereturn in ${sign}`,
  midheaven: {
    aries: 'Het doel van het jaar is initiatief nemen in je werk en iets op je eigen naam beginnen.',
    taurus: 'Het doel van het jaar zijn blijvende resultaten: een stabieler inkomen en een stevige positie.',
    gemini:
      'Het doel van het jaar loopt via communicatie: schrijven, lesgeven, verkopen of mensen met elkaar verbinden.',
    cancer: 'Het doel van het jaar heeft met thuis en zorg te maken: een privézaak wordt een publieke taak.',
    leo: 'Het doel van het jaar is erkenning: leiden, optreden of het gezicht zijn van iets waar je trots op bent.',
    virgo: 'Het doel van het jaar is vakkennis: een vaardigheid beheersen en degene zijn die dingen goed doet.',
    libra:
      'Het doel van het jaar bereik je samen met anderen: contracten, samenwerking en je gevoel voor evenwicht openen deuren.',
    scorpio: 'Het doel van het jaar is iets veeleisends op je nemen: een crisis, gedeelde middelen, echte invloed.',
    sagittarius: 'Het doel van het jaar is je terrein verbreden: opleiding, publicaties, contacten in het buitenland.',
    capricorn: 'Het doel van het jaar is duidelijk je loopbaan: je verantwoordelijkheid groeit en daarmee je gezag.',
    aquarius: 'Het doel van het jaar ligt in netwerken en nieuwe ideeën: een team, een gemeenschap, een ongewone rol.',
    pisces:
      'Het doel van het jaar is moeilijk te benoemen: dienstbaarheid, kunst of anderen helpen telt meer dan status.',
  },
  sunHouse: {
    1: 'Met de Zon van de zonnereturn in het eerste huis gaat het jaar over jou: je gezondheid, je uitstraling en een nieuw begin.',
    2: 'Met de Zon van de zonnereturn in het tweede huis staan geld, bezit en je waarden centraal dit jaar.',
    3: 'Met de Zon van de zonnereturn in het derde huis draait het jaar om leren, buren en broers en zussen.',
    4: 'Met de Zon van de zonnereturn in het vierde huis gaat de energie van het jaar naar huis en familie; een verhuizing is mogelijk.',
    5: 'Met de Zon van de zonnereturn in het vijfde huis begunstigt het jaar plezier, liefde, kinderen en creativiteit.',
    6: 'Met de Zon van de zonnereturn in het zesde huis zijn dagelijks werk, gewoontes en gezondheid het project van het jaar.',
    7: 'Met de Zon van de zonnereturn in het zevende huis staat een partner of een belangrijk iemand centraal dit jaar.',
    8: 'Met de Zon van de zonnereturn in het achtste huis gaat het jaar over gedeeld geld, intimiteit en een noodzakelijk afscheid.',
    9: 'Met de Zon van de zonnereturn in het negende huis verlichten reizen, studie en zinvragen het jaar.',
    10: 'Met de Zon van de zonnereturn in het tiende huis staan je loopbaan en je publieke positie in de schijnwerpers.',
    11: 'Met de Zon van de zonnereturn in het elfde huis sturen vrienden, groepen en toekomstplannen het jaar.',
    12: 'Met de Zon van de zonnereturn in het twaalfde huis keert het jaar naar binnen: rust, bezinning, stil werk.',
  },
  moonHouse: {
    1: 'De Maan van de zonnereturn in het eerste huis laat je stemmingen doorschemeren; je behoeften vallen meteen op.',
    2: 'De Maan van de zonnereturn in het tweede huis koppelt je zekerheid aan geld; je uitgaven volgen je gevoel.',
    3: 'De Maan van de zonnereturn in het derde huis houdt je hoofd bezig: je wilt praten en in contact blijven.',
    4: 'De Maan van de zonnereturn in het vierde huis maakt je huis tot het anker van het jaar; je familie heeft je nodig.',
    5: 'De Maan van de zonnereturn in het vijfde huis vraagt om spel, genegenheid en iets om puur van te genieten.',
    6: 'De Maan van de zonnereturn in het zesde huis verbindt je welzijn met routine; een geordende dag kalmeert je.',
    7: 'De Maan van de zonnereturn in het zevende huis richt je gevoelens op anderen; je hebt een antwoord nodig.',
    8: 'De Maan van de zonnereturn in het achtste huis roert diepe gevoelens op; vertrouwen wordt op de proef gesteld.',
    9: 'De Maan van de zonnereturn in het negende huis wekt verlangen naar verte, naar reizen of naar een andere kijk op de dingen.',
    10: 'De Maan van de zonnereturn in het tiende huis toont je gevoelens op je werk; je reputatie weegt op je stemming.',
    11: 'De Maan van de zonnereturn in het elfde huis vindt troost bij vrienden en gelijkgestemden.',
    12: 'De Maan van de zonnereturn in het twaalfde huis heeft rust en terugtrekking nodig; gevoelens werken vanbinnen.',
  },
  onAngleTitle: (planet, angle, orb) =>
    polish(`${planet} op ${ANGLE_NAMES[angle]} van de zonnereturn (binnen ${orb}°)`),
  angle: {
    ascendant:
      'Een planeet zo dicht bij de Ascendant van de zonnereturn kleurt het hele jaar hoe je handelt en hoe je je laat zien.',
    midheaven:
      'Een planeet zo dicht bij het Medium Coeli van de zonnereturn tekent het werk en het publieke leven van het jaar.',
    descendant:
      'Een planeet zo dicht bij de Descendant van de zonnereturn komt via anderen tot je: partners, klanten, rivalen.',
    'imum-coeli':
      'Een planeet zo dicht bij het Imum Coeli van de zonnereturn werkt op je wortels: huis, familie en innerlijke basis.',
  },
  planet: {
    sun: 'De Zon brengt levenskracht en de wens om jezelf te zijn zonder excuses.',
    moon: 'De Maan brengt wisselende stemmingen en een grote behoefte aan geborgenheid.',
    mercury: 'Mercurius brengt plannen, papierwerk en veel gesprekken.',
    venus: 'Venus brengt genegenheid, plezier en een makkelijkere omgang met mensen.',
    mars: 'Mars brengt vaart en ongeduld; steek die in inspanning en niet in ruzie.',
    jupiter: 'Jupiter brengt groei en kansen, en de verleiding om te veel te doen.',
    saturn: 'Saturnus brengt plichten en grenzen; wat je met hem opbouwt, blijft staan.',
    uranus: 'Uranus brengt plotselinge veranderingen en een verlangen naar vrijheid.',
    neptune: 'Neptunus brengt inspiratie en wat verwarring; controleer de gegevens voordat je je vastlegt.',
    pluto: 'Pluto zet je aan om iets te veranderen wat niet meer werkt.',
  },
};

const HOUSES = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12] as const;
const SIGN_KEYS = Object.keys(NL_SIGNS) as Sign[];
const bySign = (text: (sign: Sign) => string) =>
  Object.fromEntries(SIGN_KEYS.map((s) => [s, text(s)])) as Record<Sign, string>;
const byHouse = (text: (house: number) => string) => Object.fromEntries(HOUSES.map((h) => [h, text(h)]));

/** The lunar return chart's words in Dutch, composed from the sign and house phrases. */
export const NL_LUNAR_RETURN_CHART: ReturnChartWords = {
  ascendantTitle: (sign) => `De Ascendant van de maanreturn in ${sign}`,
  // "sfeer" is a de-word: its adjectives take -e after "een".
  ascendant: bySign(
    (s) => `Deze maand heeft een ${adjectives(NL_SIGNS[s].mood, 'de', false)} sfeer, en ${NL_SIGNS[s].style}.`,
  ),
  midheavenTitle: (sign) => `Het Medium Coeli van de maanreturn in ${sign}`,
  midheaven: bySign(
    (s) =>
      `In je werk en in het openbaar vraagt deze maand om ${NL_SIGNS[s].needs}, en ${NL_SIGNS[s].gift} laat je opvallen.`,
  ),
  sunHouse: byHouse((h) =>
    polish(
      `De Zon van deze maanreturn staat in het ${NL_HOUSE_ORDINALS[h]} huis en zet ${NL_HOUSES[h].areas[0]} centraal in de maand.`,
    ),
  ),
  moonHouse: byHouse((h) =>
    polish(
      `Met de Maan van de maanreturn in het ${NL_HOUSE_ORDINALS[h]} huis draaien je gevoelens om ${NL_HOUSES[h].areas[1]}. Een tip voor de maand: ${capitalize(NL_HOUSES[h].actions[0])}.`,
    ),
  ),
  onAngleTitle: (planet, angle, orb) => polish(`${planet} op ${ANGLE_NAMES[angle]} van de maanreturn (binnen ${orb}°)`),
  angle: {
    ascendant: 'Op de Ascendant van de maand valt een planeet op in hoe je handelt en in je eerste reacties.',
    midheaven: 'Op het Medium Coeli van de maand laat een planeet zich voelen in je werk en je reputatie.',
    descendant: 'Op de Descendant van de maand bereikt een planeet je via de mensen met wie je te maken hebt.',
    'imum-coeli': 'Op het Imum Coeli van de maand werkt een planeet thuis en in je meest persoonlijke stemmingen.',
  },
  planet: NL_RETURN_CHART.planet,
};
