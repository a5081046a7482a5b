/** Numerologieteksten in het Nederlands: wat elk soort getal zegt, de betekenis van elk getal, karmische schulden en relaties. */
import type { NumerologyTexts } from './text-set.ts';

export const dutchNumerology: NumerologyTexts = {
  kinds: {
    lifePath: 'Je levenspadgetal beschrijft de weg die je gaat en de lessen die die weg je steeds opnieuw voorlegt.',
    expression:
      'Je expressiegetal laat de talenten zien die in je volledige naam besloten liggen, en hoe je ze gebruikt.',
    soulUrge: 'Je zielsgetal vertelt wat je diep vanbinnen verlangt, onder wat anderen zien.',
    personality: 'Je persoonlijkheidsgetal is de eerste indruk die je maakt, de deur waarop anderen kloppen.',
    birthday: 'Je verjaardagsgetal is een gave die je van geboorte meekrijgt, een vaardigheid die je geen moeite kost.',
    maturity: 'Je rijpheidsgetal laat zien wat in de tweede helft van je leven sterker wordt.',
    personalYear: 'Je persoonlijk jaargetal geeft het thema van dit jaar voor jou aan.',
  },
  numbers: {
    1: 'De één is de pionier: onafhankelijk, vastberaden en origineel. Je bent op je best als je leidt en zelf dingen in gang zet; leer hulp aan te nemen zonder je minder te voelen.',
    2: 'De twee is de vredestichter: vriendelijk, oplettend en behulpzaam. Samenwerking haalt het beste in je naar boven, zolang je je eigen stem niet kwijtraakt.',
    3: 'De drie is de communicator: vrolijk, expressief en hartelijk. Woorden, kunst en lachen gaan je vanzelf af; volharding maakt van die vonk een blijvend werk.',
    4: 'De vier is de bouwer: solide, praktisch en trouw. Je schept zekerheid met geduld en methode; laat ruimte voor verandering, zodat orde geen kooi wordt.',
    5: 'De vijf is de avonturier: nieuwsgierig, rusteloos en snel. Reizen, afwisseling en vrijheid voeden je; een vrij gekozen verbintenis geeft die energie richting.',
    6: 'De zes is de zorgdrager: verantwoordelijk, liefdevol en huiselijk. Anderen leunen op je plichtsbesef en je gevoel voor schoonheid; vergeet niet ook voor jezelf te zorgen.',
    7: 'De zeven is de zoeker: analytisch, gereserveerd en spiritueel. Studie en alleen zijn tonen je waarheden die anderen niet zien; vertrouwen laat je ze delen.',
    8: 'De acht is de leider: ambitieus, bekwaam en wilskrachtig. Geld, gezag en resultaten zijn jouw terrein; macht die je rechtvaardig gebruikt, komt veelvoudig terug.',
    9: 'De negen is de humanist: gul, wijs en idealistisch. Je bent hier om te geven en cycli af te sluiten; met gratie loslaten is jouw grote kunst.',
    11: 'De elf, een meestergetal, is de verlichter: intuïtief, geïnspireerd en zeer gevoelig. Je kunt anderen optillen met je visie als je met beide benen op de grond blijft bij zenuwen en twijfel.',
    22: 'De tweeëntwintig, een meestergetal, is de meesterbouwer: je kunt enorme dromen omzetten in structuren die velen dienen. De druk is echt; geduld maakt het mogelijk.',
    33: 'De drieëndertig, een meestergetal, is de meesterleraar: mededogen in daden omgezet. Je zorg kan helen en leiden, zodra je ophoudt ieders last in je eentje te dragen.',
    0: 'De naam heeft geen letters van deze soort, dus dit getal zwijgt; zijn kwaliteiten komen via je andere getallen.',
  },
  karmicDebts: {
    13: 'Karmische schuld 13 vraagt om volgehouden inzet: kortere wegen kosten veel, terwijl geduldig en geconcentreerd werk beloond wordt.',
    14: 'Karmische schuld 14 vraagt om matigheid: je hebt vrijheid nodig, maar overdaad en versnipperde energie presenteren de rekening; evenwicht maakt je vrij.',
    16: 'Karmische schuld 16 vraagt om nederigheid: wat op het ego gebouwd is, kan instorten, en wat daarna ontstaat, is echter.',
    19: 'Karmische schuld 19 vraagt je hulp te aanvaarden: onafhankelijkheid is je kracht, maar niemand redt het helemaal alleen.',
  },
  relations: {
    mirror:
      'Jullie delen hetzelfde getal: jullie begrijpen elkaar zonder woorden, en delen ook dezelfde blinde vlekken.',
    natural:
      'Jullie getallen horen bij dezelfde familie: jullie ritmes vallen samen en jullie trekken dezelfde kant op.',
    compatible:
      'Jullie getallen vullen elkaar aan: wat de een mist, brengt de ander mee, en dat houdt de relatie levendig.',
    challenging:
      'Jullie getallen trekken elk een andere kant op: de relatie kan jullie veel leren als jullie allebei het verschil respecteren.',
  },
  labels: {
    lifePath: 'Levenspad',
    expression: 'Expressie',
    soulUrge: 'Ziel',
    personality: 'Persoonlijkheid',
    birthday: 'Verjaardag',
    maturity: 'Rijpheid',
    personalYear: 'Persoonlijk jaar',
  },
};
