/**
 * Dutch phrases for the points. The reader is addressed with "je / jouw"; the other person of a
 * synastry is "de ander", so no phrase needs anyone's gender. Grammatical role is stated per field.
 */
import type { Nature, SynastryPoint, TextPoint, TransitingPoint } from '../catalogue.ts';
import type { NlGender } from './grammar.ts';

/** How a point is named in Dutch. */
export interface NlPointName {
  /** Bare name: "Zon", "Noordknoop". */
  name: string;
  /** The name as a subject: "de Zon", "het Medium Coeli", but "Mars" (planets are named bare). */
  de: string;
  g: NlGender;
}

/** Dutch names of the text points, with article and gender. */
export const NL_POINT_NAMES: Record<TextPoint, NlPointName> = {
  sun: { name: 'Zon', de: 'de Zon', g: 'de' },
  moon: { name: 'Maan', de: 'de Maan', g: 'de' },
  mercury: { name: 'Mercurius', de: 'Mercurius', g: 'de' },
  venus: { name: 'Venus', de: 'Venus', g: 'de' },
  mars: { name: 'Mars', de: 'Mars', g: 'de' },
  jupiter: { name: 'Jupiter', de: 'Jupiter', g: 'de' },
  saturn: { name: 'Saturnus', de: 'Saturnus', g: 'de' },
  uranus: { name: 'Uranus', de: 'Uranus', g: 'de' },
  neptune: { name: 'Neptunus', de: 'Neptunus', g: 'de' },
  pluto: { name: 'Pluto', de: 'Pluto', g: 'de' },
  chiron: { name: 'Chiron', de: 'Chiron', g: 'de' },
  'north-node': { name: 'Noordknoop', de: 'de Noordknoop', g: 'de' },
  'south-node': { name: 'Zuidknoop', de: 'de Zuidknoop', g: 'de' },
  'mean-lilith': { name: 'Lilith', de: 'Lilith', g: 'de' },
  ascendant: { name: 'Ascendant', de: 'de Ascendant', g: 'de' },
  midheaven: { name: 'Medium Coeli', de: 'het Medium Coeli', g: 'het' },
};

/** What a transiting point brings, in Dutch. */
export interface NlTransiting {
  /** Apposition: "Mars, de planeet van actie en verlangen, …". */
  epithet: string[];
  /** Object noun phrase (two or more things): what the transit brings, by nature. */
  brings: Record<Nature, string>;
  /** Imperative clause (je), lower-case, no final stop. */
  advice: Record<Nature, string[]>;
}

/** Dutch phrases of every transiting point. */
export const NL_TRANSITING: Record<TransitingPoint, NlTransiting> = {
  sun: {
    epithet: ['bron van licht en levenskracht', 'het licht van wil en doel'],
    brings: {
      fusion: 'een hoofdrol, nieuwe levenskracht en zin om je te laten zien',
      hard: 'botsende wilskracht en een dip in je energie',
      soft: 'zelfvertrouwen, zichtbaarheid en de welwillendheid van anderen',
    },
    advice: {
      fusion: ['zet een stap naar voren en laat je zien', 'neem je iets voor voor het jaar of de maand die begint'],
      hard: ['kies je strijd zorgvuldig en rust wanneer dat nodig is', 'geef toe op de kleine dingen'],
      soft: ['laat je werk zien en vraag om wat je wilt', 'treed zelfverzekerd op, want anderen staan voor je open'],
    },
  },
  moon: {
    epithet: ['heerseres over gevoelens en dagelijkse ritmes', 'hoedster van je stemmingen'],
    brings: {
      fusion: 'een golf van gevoel en behoefte aan een veilige plek',
      hard: 'stemmingswisselingen en lichtgeraakte reacties',
      soft: 'innerlijke rust en een goed instinct',
    },
    advice: {
      fusion: ['luister naar wat je voelt voordat je iets doet', 'gun jezelf een rustig uur thuis'],
      hard: [
        'neem geen grote beslissingen op een voorbijgaande stemming',
        'eet, slaap en vertraag voordat je reageert',
      ],
      soft: ['breng tijd door met mensen die je goeddoen', 'vertrouw op je instinct bij alledaagse keuzes'],
    },
  },
  mercury: {
    epithet: ['de boodschapper', 'de planeet van denken en spreken'],
    brings: {
      fusion: 'gesprekken, nieuws en een erg actieve geest',
      hard: 'misverstanden, nervositeit en twijfels op het laatste moment',
      soft: 'een helder hoofd en nuttige uitwisselingen',
    },
    advice: {
      fusion: [
        'schrijf je ideeën op en praat erover',
        'pleeg dat telefoontje of stuur het bericht dat je al lang voorbereidt',
      ],
      hard: [
        'lees berichten twee keer en luister voordat je antwoordt',
        'slaap er een nacht over voordat je tekent of kortaf reageert',
      ],
      soft: ['onderhandel, studeer of presenteer je idee', 'gebruik die helderheid voor papierwerk en plannen'],
    },
  },
  venus: {
    epithet: ['de planeet van liefde en waarden', 'het kleine geluk uit de traditie'],
    brings: {
      fusion: 'genegenheid, plezier en oog voor schoonheid',
      hard: 'overdaad, jaloezie en de wens om koste wat kost te behagen',
      soft: 'charme, harmonie en eenvoudige genoegens',
    },
    advice: {
      fusion: [
        'geniet van schoonheid en gezelschap, maar geef met verstand uit',
        'maak tijd vrij voor de liefde en voor wat je mooi vindt',
      ],
      hard: [
        'probeer geen genegenheid of goedkeuring te kopen',
        'zeg waar je echt om geeft in plaats van te zwijgen om de vrede te bewaren',
      ],
      soft: [
        'ga uit, leg contacten, sluit vrede en gun jezelf een kleine luxe',
        'herstel een band of geef je omgeving een nieuwe uitstraling',
      ],
    },
  },
  mars: {
    epithet: ['de planeet van actie en verlangen', 'de krijger'],
    brings: {
      fusion: 'een energiestoot en zin om iets te beginnen',
      hard: 'wrijving, haast en weinig geduld',
      soft: 'moed en energie om dingen door te zetten',
    },
    advice: {
      fusion: ['begin aan het project dat je al zo lang uitstelt', 'steek de extra energie in je lichaam en je doelen'],
      hard: [
        'reageer de hitte af met sport of hard werken, niet met ruzie',
        'doe rustiger aan in het verkeer, in de keuken en in discussies',
      ],
      soft: ['neem het initiatief en waag wat moed vraagt', 'ga voor wat je wilt nu de wind in je rug staat'],
    },
  },
  jupiter: {
    epithet: ['de grote weldoener', 'de planeet van groei en geloof'],
    brings: {
      fusion: 'groei, optimisme en wijdere horizonten',
      hard: 'overmoed en de verleiding om te overdrijven',
      soft: 'geluk, gulheid en open deuren',
    },
    advice: {
      fusion: ['zeg ja tegen groei, maar houd beide voeten op de grond', 'mik hoger dan anders en leer iets nieuws'],
      hard: ['lees de kleine lettertjes voordat je je vastlegt', 'beloof minder en doe meer'],
      soft: [
        'dien die aanvraag in, reis, geef les of leer, want de deuren staan open',
        'vraag om steun, want mensen willen je graag helpen',
      ],
    },
  },
  saturn: {
    epithet: ['de strenge leermeester', 'de planeet van tijd en structuur'],
    brings: {
      fusion: 'gewicht, verantwoordelijkheid en een serieuze balans',
      hard: 'obstakels, vertraging en het gevoel dat je steeds examen doet',
      soft: 'stabiliteit, discipline en blijvende resultaten',
    },
    advice: {
      fusion: ['zet je in voor wat telt en laat de rest los', 'maak eerlijk de balans op en leg nieuwe fundamenten'],
      hard: [
        'heb geduld, doe het werk en aanvaard realistische grenzen',
        'maak het eenvoudiger en zie tegenslag niet als een eindoordeel',
      ],
      soft: ['bouw iets wat blijft', 'stippel het lange plan uit en zet de eerste concrete stap'],
    },
  },
  uranus: {
    epithet: ['de wekker', 'de planeet van plotselinge verandering'],
    brings: {
      fusion: 'plotselinge veranderingen en een onverwacht ontwaken',
      hard: 'schokken, rusteloosheid en verrassingen',
      soft: 'frisse ideeën en welkome vrijheid',
    },
    advice: {
      fusion: [
        'maak ruimte voor het nieuwe zonder schepen achter je te verbranden',
        'laat een regel los die niet meer bij je past',
      ],
      hard: ['blijf soepel en vermijd overhaaste breuken', 'verwacht het onverwachte en houd een plan B klaar'],
      soft: ['experimenteer en probeer een ongewone aanpak', 'vernieuw je gereedschap, je gewoontes of je uiterlijk'],
    },
  },
  neptune: {
    epithet: ['de planeet van dromen en oplossing', 'de mysticus'],
    brings: {
      fusion: 'verlangen, inspiratie en vervagende grenzen',
      hard: 'verwarring, twijfel en de lokroep van illusies',
      soft: 'intuïtie, mededogen en inspiratie',
    },
    advice: {
      fusion: [
        'vertrouw op je intuïtie, maar controleer de feiten',
        'geef je verbeelding vorm in muziek, kunst of gebed',
      ],
      hard: [
        'lees de kleine lettertjes en vlucht niet weg van de werkelijkheid',
        'rust meer en onderteken niets wat je niet begrijpt',
      ],
      soft: ['creëer, mediteer of help iemand', 'volg de stille inspiratie die steeds terugkomt'],
    },
  },
  pluto: {
    epithet: ['heer van de transformatie', 'de planeet van diepgang en macht'],
    brings: {
      fusion: 'intensiteit, macht en een diepe transformatie',
      hard: 'machtsstrijd, druk en kwesties die met kracht bovenkomen',
      soft: 'diepgang, concentratie en een vernieuwende kracht',
    },
    advice: {
      fusion: [
        'laat los wat zijn tijd heeft gehad',
        'kijk naar wat je vermeden hebt, want het verliest kracht zodra je het aankijkt',
      ],
      hard: [
        'forceer geen uitkomsten en kijk wat je diep vanbinnen drijft',
        'ga niet mee in controlespelletjes, ook niet in je eigen',
      ],
      soft: [
        'ga de diepte in, want onderzoek, therapie en geconcentreerde inzet werpen vruchten af',
        'gebruik je invloed om iets belangrijks te vernieuwen',
      ],
    },
  },
  chiron: {
    epithet: ['de gewonde genezer', 'de brug tussen pijn en wijsheid'],
    brings: {
      fusion: 'oude wonden die weer opspelen en de kans om ze te helen',
      hard: 'gevoelige plekken en de herinnering aan oude pijn',
      soft: 'helend begrip en wijs mededogen',
    },
    advice: {
      fusion: ['wees mild voor jezelf en laat je helpen', 'zoek iemand die kan begeleiden en luisteren'],
      hard: [
        'benoem de wond in plaats van haar te verstoppen',
        'laat geen oude pijn de beslissingen van vandaag nemen',
      ],
      soft: ['deel wat je van moeilijke tijden hebt geleerd', 'begeleid iemand bij iets wat je maar al te goed kent'],
    },
  },
  'north-node': {
    epithet: ['het punt van toekomstige groei', 'het kompas van je ziel'],
    brings: {
      fusion: 'ontmoetingen die voorbestemd lijken en een afspraak met je toekomstige pad',
      hard: 'spanning tussen gemak en groei',
      soft: 'nuttige contacten en het gevoel op de goede weg te zijn',
    },
    advice: {
      fusion: ['volg de kansen die je laten groeien', 'let op wie en wat nu op je pad komt, want het wijst de weg'],
      hard: [
        'vlucht niet in het bekende alleen omdat het makkelijk is',
        'kies zo vaak als je kunt voor groei in plaats van gewoonte',
      ],
      soft: ['zeg ja tegen mensen en kansen die vooruitkijken', 'zet de volgende stap, hoe klein ook'],
    },
  },
};

/** What a natal point stands for, in Dutch. */
export interface NlNatal {
  /** Object noun phrases with possessive ("jouw identiteit en je levenskracht"): what the point stands for. */
  domain: [string, string];
  /** Main clause, lower-case, no final stop, by nature. */
  feels: Record<Nature, string>;
  /** Bare noun phrase after "Op het gebied van …": "liefde en plezier". */
  area: string;
}

/** Dutch phrases of every natal point. */
export const NL_NATAL: Record<TextPoint, NlNatal> = {
  sun: {
    domain: ['jouw identiteit en je levenskracht', 'je gevoel van wie je bent en je creatieve wil'],
    feels: {
      fusion: 'wie je bent en wat je wilt, komt op de voorgrond',
      hard: 'je wil kan op weerstand stuiten, of het ontbreekt je aan energie',
      soft: 'je herkent jezelf beter in wie je bent, en dat is te zien',
    },
    area: 'identiteit',
  },
  moon: {
    domain: ['jouw gevoelens en je behoefte aan veiligheid', 'je stemmingen, je thuis en je innerlijke wereld'],
    feels: {
      fusion: 'je gevoelens liggen aan de oppervlakte',
      hard: 'rust vinden kan lastig zijn, en je hebt meer troost nodig',
      soft: 'je vindt rust en voelt dat er voor je gezorgd wordt',
    },
    area: 'gevoel',
  },
  mercury: {
    domain: ['jouw manier van denken en communiceren', 'je manier van leren en beslissen'],
    feels: {
      fusion: 'je geest staat niet stil en je woorden hebben gewicht',
      hard: 'je gedachten versnellen en woorden kunnen verkeerd vallen',
      soft: 'ideeën vallen makkelijk op hun plek en je vindt de juiste woorden',
    },
    area: 'denken en communicatie',
  },
  venus: {
    domain: ['jouw relaties, je smaak en je waarden', 'je liefdesleven, je genoegens en je financiën'],
    feels: {
      fusion: 'liefde, geld en plezier houden je bezig',
      hard: 'je kunt gaan twijfelen aan wat je waardeert of aan wie je liefhebt',
      soft: 'genegenheid en waardering stromen makkelijker',
    },
    area: 'liefde en plezier',
  },
  mars: {
    domain: ['jouw daadkracht en je manier om voor jezelf op te komen', 'je ambitie, je verlangen en je moed'],
    feels: {
      fusion: 'je drive laait op',
      hard: 'boosheid komt sneller dan anders',
      soft: 'je handelt zeker en op het juiste moment',
    },
    area: 'actie',
  },
  jupiter: {
    domain: ['jouw overtuigingen, je hoop en je levensvisie', 'je groei en je gulheid'],
    feels: {
      fusion: 'je vertrouwen in de toekomst groeit',
      hard: 'je belooft misschien meer dan je kunt waarmaken',
      soft: 'je ziet het grote geheel en gulheid gaat je vanzelf af',
    },
    area: 'groei en overtuiging',
  },
  saturn: {
    domain: ['jouw structuren, je plichten en je ambities', 'je verantwoordelijkheidsgevoel en je grenzen'],
    feels: {
      fusion: 'je verplichtingen worden onder de loep genomen',
      hard: 'plichten kunnen zwaarder wegen dan anders',
      soft: 'je werkt gestaag door en verdient het respect van anderen',
    },
    area: 'plicht en ambitie',
  },
  uranus: {
    domain: ['jouw behoefte aan vrijheid en eigenheid', 'je onafhankelijkheid en je zin in verandering'],
    feels: {
      fusion: 'je behoefte aan vrijheid wordt wakker',
      hard: 'je kunt je rusteloos voelen en zin krijgen om regels te breken',
      soft: 'je durft dingen anders aan te pakken',
    },
    area: 'vrijheid',
  },
  neptune: {
    domain: ['jouw dromen, je idealen en je gevoeligheid', 'je verbeelding en je spirituele verlangen'],
    feels: {
      fusion: 'je verbeelding en je gevoeligheid worden scherper',
      hard: 'droom en werkelijkheid zijn soms moeilijk uit elkaar te houden',
      soft: 'je intuïtie en je mededogen zijn klaarwakker',
    },
    area: 'dromen en idealen',
  },
  pluto: {
    domain: ['jouw diepste drijfveren en je kracht om te veranderen', 'je verhouding tot controle en verlies'],
    feels: {
      fusion: 'diepe verlangens en verborgen motieven trekken aan je',
      hard: 'controle en macht worden gevoelige thema’s',
      soft: 'je vindt de kracht om los te laten en jezelf te vernieuwen',
    },
    area: 'macht en transformatie',
  },
  chiron: {
    domain: ['jouw oude wonden en je gave om te helen', 'je kwetsbaarste plekken'],
    feels: {
      fusion: 'een oude wond vraagt om aandacht',
      hard: 'iemand kan een gevoelige snaar raken',
      soft: 'je kunt oude pijn omzetten in wijsheid voor anderen',
    },
    area: 'heling',
  },
  'north-node': {
    domain: ['jouw groeipad', 'de richting die je leven wil nemen'],
    feels: {
      fusion: 'je gevoel voor je levensdoel wordt scherper',
      hard: 'oude gewoontes en nieuwe doelen trekken elk een andere kant op',
      soft: 'de volgende stap op je pad dient zich vanzelf aan',
    },
    area: 'persoonlijke groei',
  },
  'south-node': {
    domain: ['jouw gewoontes en je meegekregen talenten', 'de comfortzone die je van jongs af meedraagt'],
    feels: {
      fusion: 'vertrouwde patronen en oude talenten komen weer boven',
      hard: 'je kunt terugvallen in oude gewoontes',
      soft: 'vaardigheden die je al hebt, komen je goed van pas',
    },
    area: 'oude gewoontes',
  },
  'mean-lilith': {
    domain: [
      'jouw ongetemde instincten en je onuitgesproken verlangens',
      'de kanten van jezelf die je hebt leren verbergen',
    ],
    feels: {
      fusion: 'wat je meestal wegdrukt, wil zich uiten',
      hard: 'opgekropte woede of begeerte kan naar buiten barsten',
      soft: 'je kunt je instincten omarmen zonder je te verontschuldigen',
    },
    area: 'verborgen verlangens',
  },
  ascendant: {
    domain: [
      'jouw uitstraling en de manier waarop je je aan de wereld laat zien',
      'je lichaam, je stijl en de eerste indruk die je maakt',
    ],
    feels: {
      fusion: 'de manier waarop je je presenteert, verandert',
      hard: 'je kunt iets anders uitstralen dan je bedoelt',
      soft: 'je maakt moeiteloos een goede indruk',
    },
    area: 'eerste indrukken',
  },
  midheaven: {
    domain: ['jouw loopbaan, je reputatie en je levensrichting', 'je maatschappelijke rol en je ambities'],
    feels: {
      fusion: 'loopbaan en reputatie komen op de voorgrond',
      hard: 'je publieke rol of je richting kan ter discussie komen te staan',
      soft: 'je werk valt op en je doelen lijken binnen bereik',
    },
    area: 'loopbaan en reputatie',
  },
};

/** How a point acts between two people, in Dutch. */
export interface NlRelating {
  /** Relational role without article, with its gender ("die van de ander" / "dat van de ander"). */
  role: { noun: string; g: NlGender; plural: boolean };
  /** Main clause with subject "je"; the other person is "de ander", by nature. */
  gives: Record<Nature, string>;
  /** Verb phrase whose subject is "de ander" (3rd person singular, finite verb first), by nature. */
  receives: Record<Nature, string>;
}

/** Dutch synastry phrases of every synastry point. */
export const NL_RELATING: Record<SynastryPoint, NlRelating> = {
  sun: {
    role: { noun: 'levensdoel', g: 'het', plural: false },
    gives: {
      fusion: 'je laat je licht op de ander schijnen en betrekt de ander bij je plannen',
      hard: 'je wil kan voor de ander overweldigend aanvoelen',
      soft: 'je geeft de ander moed en erkenning',
    },
    receives: {
      fusion: 'vindt bij jou erkenning voor wie die is',
      hard: 'kan het gevoel krijgen dat de eigen identiteit in twijfel wordt getrokken',
      soft: 'durft naast jou helemaal zichzelf te zijn',
    },
  },
  moon: {
    role: { noun: 'emotionele behoeften', g: 'de', plural: true },
    gives: {
      fusion: 'je reageert instinctief op wat de ander nodig heeft',
      hard: 'je stemmingswisselingen kunnen de ander uit balans brengen',
      soft: 'je voelt aan wat de ander nodig heeft nog voordat het gezegd wordt',
    },
    receives: {
      fusion: 'voelt zich vanaf het eerste moment bij je thuis',
      hard: 'raakt snel gekwetst door je reacties',
      soft: 'vindt bij jou emotionele geborgenheid',
    },
  },
  mercury: {
    role: { noun: 'manier van denken', g: 'de', plural: false },
    gives: {
      fusion: 'jullie denken op dezelfde golflengte',
      hard: 'je woorden kunnen de ander kwetsen',
      soft: 'je legt dingen uit op een manier die de ander begrijpt',
    },
    receives: {
      fusion: 'voelt zich door jou bijna zonder woorden begrepen',
      hard: 'kan het gevoel hebben dat je niet luistert of niet begrijpt',
      soft: 'praat en plant graag met je',
    },
  },
  venus: {
    role: { noun: 'genegenheid', g: 'de', plural: false },
    gives: {
      fusion: 'je toont de ander warmte en waardering',
      hard: 'jouw manier van liefhebben strookt niet altijd met wat de ander verwacht',
      soft: 'je brengt zachtheid en charme in het leven van de ander',
    },
    receives: {
      fusion: 'voelt zich tot je aangetrokken en gewaardeerd',
      hard: 'kan het gevoel hebben dat je niet ziet wat die te bieden heeft',
      soft: 'neemt je genegenheid moeiteloos aan',
    },
  },
  mars: {
    role: { noun: 'verlangen', g: 'het', plural: false },
    gives: {
      fusion: 'je geeft de ander energie en daagt tegelijk uit',
      hard: 'je kunt de ander meer onder druk zetten dan prettig is',
      soft: 'je spoort de ander aan en steunt diens plannen',
    },
    receives: {
      fusion: 'voelt een sterke lichamelijke vonk',
      hard: 'kan druk, ergernis of uitdaging ervaren',
      soft: 'voelt motivatie en verlangen',
    },
  },
  jupiter: {
    role: { noun: 'optimisme', g: 'het', plural: false },
    gives: {
      fusion: 'je gelooft in het potentieel van de ander en maakt diens wereld groter',
      hard: 'je enthousiasme kan de ander meer beloven dan je waarmaakt',
      soft: 'je brengt de ander geluk en aanmoediging',
    },
    receives: {
      fusion: 'krijgt naast jou meer zelfvertrouwen',
      hard: 'kan vinden dat je overdrijft of preekt',
      soft: 'voelt steun en hoop',
    },
  },
  saturn: {
    role: { noun: 'plichtsbesef', g: 'het', plural: false },
    gives: {
      fusion: 'je biedt de ander structuur en ernst',
      hard: 'je kunt op de ander kritisch of kil overkomen',
      soft: 'je geeft de ander stabiliteit en trouw',
    },
    receives: {
      fusion: 'voelt dat deze band gemaakt is om te blijven',
      hard: 'kan zich door jou beoordeeld of afgeremd voelen',
      soft: 'weet dat die op je kan rekenen',
    },
  },
  uranus: {
    role: { noun: 'behoefte aan vrijheid', g: 'de', plural: false },
    gives: {
      fusion: 'je verrast de ander en schudt diens routine op',
      hard: 'je gedrag kan op de ander onvoorspelbaar overkomen',
      soft: 'je opent de geest van de ander voor nieuwe mogelijkheden',
    },
    receives: {
      fusion: 'voelt elektriciteit en een beetje onrust',
      hard: 'kan het gevoel hebben nooit te weten wat te verwachten',
      soft: 'voelt zich bij jou vrij en geprikkeld',
    },
  },
  neptune: {
    role: { noun: 'idealisme', g: 'het', plural: false },
    gives: {
      fusion: 'je kijkt door een romantische, geïdealiseerde bril naar de ander',
      hard: 'je kunt in de ander zien wat je zou willen dat die was',
      soft: 'je brengt de ander mededogen en inspiratie',
    },
    receives: {
      fusion: 'voelt betovering en soms verwarring',
      hard: 'kan het gevoel hebben dat je niet ziet wie die werkelijk is',
      soft: 'voelt zich door jou diep begrepen',
    },
  },
  pluto: {
    role: { noun: 'intensiteit', g: 'de', plural: false },
    gives: {
      fusion: 'je hebt een krachtige, veranderende uitwerking op de ander',
      hard: 'je kunt proberen de ander te beheersen of te veranderen',
      soft: 'je helpt de ander met diepgang en oprechtheid te groeien',
    },
    receives: {
      fusion: 'voelt een diepe, bijna onweerstaanbare aantrekking',
      hard: 'kan druk of bezitterigheid voelen',
      soft: 'voelt dat de band vernieuwend werkt',
    },
  },
  ascendant: {
    role: { noun: 'manier van optreden', g: 'de', plural: false },
    gives: {
      fusion: 'je hele manier van zijn resoneert met de ander',
      hard: 'je stijl kan de ander tegen de haren in strijken',
      soft: 'je aanwezigheid stelt de ander gerust',
    },
    receives: {
      fusion: 'voelt dat je diens manier van in de wereld staan weerspiegelt',
      hard: 'kan moeite hebben je houding te lezen',
      soft: 'waardeert de manier waarop je je door de wereld beweegt',
    },
  },
};

/** Point names that Dutch says with an article in a sentence; planets and asteroids go bare. */
const WITH_ARTICLE: Record<string, NlGender> = {
  Zon: 'de',
  Maan: 'de',
  Noordknoop: 'de',
  Zuidknoop: 'de',
  'Ware Noordknoop': 'de',
  'Ware Zuidknoop': 'de',
  Ascendant: 'de',
  Descendant: 'de',
  'Medium Coeli': 'het',
  'Imum Coeli': 'het',
  Vertex: 'de',
  Gelukspunt: 'het',
  'Gemiddelde Noordknoop': 'de',
  'Gemiddelde Zuidknoop': 'de',
};

/** The gender of a readable Dutch point name (pointName(…, 'nl')). */
export function nlGenderOf(name: string): NlGender {
  return WITH_ARTICLE[name] ?? 'de';
}

/** A readable Dutch point name as a sentence says it: "de Zon", "het Medium Coeli", but "Mars". */
export function nlNamed(name: string): string {
  const g = WITH_ARTICLE[name];
  return g ? `${g} ${name}` : name;
}
