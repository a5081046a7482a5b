/**
 * The Vedic texts in Dutch, with the same content as the English ones (texts-en.ts): the
 * traditional facts of Brihat Parashara Hora Shastra and the common nakshatra tables, the
 * readings written for this service in the register of its Dutch texts (je). Sanskrit terms in
 * the Latin transliteration of Dutch Jyotish books, as de-words (de Lagna, de nakshatra, de
 * mahadasha).
 */
import { SIGNS, type Sign } from '../../astro/vocabulary.ts';
import { signName } from '../names.ts';
import { VEDIC_TEXTS_EN } from './texts-en.ts';
import type { VedicTexts } from './types.ts';

export const VEDIC_TEXTS_NL: VedicTexts = {
  grahaNames: {
    sun: 'Zon',
    moon: 'Maan',
    mars: 'Mars',
    mercury: 'Mercurius',
    jupiter: 'Jupiter',
    venus: 'Venus',
    saturn: 'Saturnus',
    rahu: 'Rahu',
    ketu: 'Ketu',
    lagna: 'Lagna',
  },
  // The Dutch sign names are the service's own (src/interpretation/names.ts).
  signNames: Object.fromEntries(SIGNS.map((sign) => [sign, signName(sign, 'nl')])) as Record<Sign, string>,
  // The nakshatras keep their Sanskrit names in Dutch books, as in English.
  nakshatraNames: VEDIC_TEXTS_EN.nakshatraNames,
  lagna: {
    aries:
      'Met Mesha als ascendant heerst Mars over de horoscoop en ga je het leven recht tegemoet. Je begint snel aan dingen, handelt voordat de twijfel toeslaat en krabbelt vlot op na een tegenslag. Geduld en volharding na een gedurfde start zijn wat deze Lagna te leren heeft.',
    taurus:
      'Vrishabha als ascendant legt de horoscoop in handen van Venus en brengt daarmee een stabiel en zinnelijk karakter. Je bouwt langzaam op en bewaart wat je hebt opgebouwd: comfort, schoonheid en trouwe mensen betekenen veel voor je. Heb je eenmaal een besluit genomen, dan kom je er zelden op terug, en precies daarin liggen je kracht en je les.',
    gemini:
      'Een Mithuna-Lagna, met Mercurius als heerser, maakt het verstand tot het eerste instrument van het leven. Nieuwsgierig en vlug leer je door te praten, te lezen en verschillende wegen tegelijk uit te proberen. Wie steeds één draad volgt, maakt van die veelzijdigheid echt vakmanschap.',
    cancer:
      'Karka als ascendant zet de Maan aan het hoofd van de horoscoop: het gevoel gaat voor het verstand. Je beschermt je dierbaren, herinnert je een vriendelijk gebaar nog jaren later en hebt een thuis nodig dat je echt geborgenheid geeft. Je stemmingen volgen de getijden, dus een rustig levensritme houdt je sterk.',
    leo: 'Simha als Lagna hoort bij de Zon, en mensen met deze ascendant treden op met waardigheid en warmte. Je wilt leiden, gezien worden en gul zijn, en alleen al je aanwezigheid geeft anderen moed. Trots wordt echt gezag wanneer hij een zaak dient die groter is dan jijzelf.',
    virgo:
      'Kanya als ascendant, nog een teken van Mercurius, brengt precisie en de wens om nuttig te zijn. Je ziet het detail dat anderen ontgaat, verbetert alles wat je aanraakt en let op gezondheid en orde. Het onvolmaakte leren aanvaarden, te beginnen bij jezelf, maakt enorm veel energie vrij.',
    libra:
      'Met een Tula-Lagna krijgt Venus een tweede horoscoop om over te heersen, dit keer via rechtvaardigheid en partnerschap. Je weegt beide kanten af, zoekt harmonie en werkt het best samen met een ander. Zelf beslissen, ook als iemand daar ontevreden over is, is de stille opdracht van deze ascendant.',
    scorpio:
      'Bij een Vrishchika-ascendant heerst opnieuw Mars, maar nu naar binnen gericht: intensiteit, diepgang en uithoudingsvermogen tekenen het karakter. Je houdt je gedachten voor jezelf, voelt sterk en weet een crisis om te zetten in vernieuwing. Vertrouwen is, eenmaal gegeven, volledig; daarom geef je het met zorg.',
    sagittarius:
      'Dhanu als ascendant, met Jupiter als heerser, schenkt een open en hoopvol temperament. Je zoekt naar zin, hebt respect voor leraren en wijsheid en bent het gelukkigst met een horizon om naartoe te trekken. Oprechtheid is je gave; tact maakt dat anderen haar beter kunnen ontvangen.',
    capricorn:
      'Saturnus heerst over een Makara-Lagna, en het leven wordt stap voor stap opgebouwd. Je bent praktisch en verantwoordelijk en kunt lang werken voor een doel dat anderen allang zouden opgeven. Succes komt vaak later dan bij je leeftijdgenoten, maar het blijft ook langer.',
    aquarius:
      'Kumbha als ascendant, eveneens door Saturnus beheerst, verbindt discipline met idealen. Je denkt onafhankelijk, de samenleving en je vrienden gaan je aan het hart, en alles wat nieuw en nuttig is trekt je aan. Als je je warmte openlijk toont, zien mensen de goedheid achter je terughoudendheid.',
    pisces:
      'Een Meena-Lagna heeft Jupiter als heer en een zachte, fantasierijke geest. Je voelt wat anderen voelen, vergeeft makkelijk en wordt aangetrokken door kunst, toewijding en dienstbaarheid. Duidelijke grenzen beschermen die gevoeligheid, zodat de wereld haar niet uitput.',
  },
  moonSign: {
    aries:
      'Je janma rashi is Mesha, dus de geest is levendig en ongeduldig. Gevoelens laaien op en zakken snel weer af; je handelt liever vanuit een opwelling dan dat je er lang over piekert.',
    taurus:
      'Verheven in Vrishabha geeft de Maan een rustige, tevreden en stabiele geest. Zekerheid, goed eten en het gezelschap van vertrouwde mensen geven je nieuwe kracht; veranderingen aanvaard je maar langzaam.',
    gemini:
      'Een Maan in Mithuna maakt de geest rusteloos en gevat, met behoefte aan gesprekken en afwisseling. Je verwerkt gevoelens door ze te benoemen, en verveling weegt voor jou zwaarder dan moeilijkheden.',
    cancer:
      'In Karka, haar eigen teken, staat de Maan sterk: de emoties zijn diep en zorgen voor anderen gaat je vanzelf af. Het thuis, je moeder en herinneringen nemen een grote plaats in je innerlijk leven in.',
    leo: 'Simha als maanteken maakt het hart trots en gul. Je hebt erkenning nodig, reageert met loyaliteit en het doet je pijn als je inspanningen onopgemerkt blijven.',
    virgo:
      'Met de Maan in Kanya analyseert en ordent de geest wat hij voelt. Piekeren is je zwakke plek en nuttig zijn je troost; zinvol werk brengt je tot rust.',
    libra:
      'Geboren met de Maan in Tula zoek je evenwicht en schoonheid. Disharmonie om je heen ervaar je als innerlijke onrust, en een goede relatie doet meer voor je gemoedsrust dan wat ook.',
    scorpio:
      'Vrishchika is het teken waarin de Maan in val staat, en hier zijn de gevoelens intens en gesloten. Je doorziet verborgen motieven, houdt lang vast aan oude wonden en hebt een groot vermogen tot vernieuwing.',
    sagittarius:
      'Onder een Maan in Dhanu is de geest optimistisch en trouw aan zijn principes. Vrijheid, reizen en studie vrolijken je op, en je vindt de hoop eerder terug dan de meesten.',
    capricorn:
      'Makara houdt de Maan in toom: emoties worden praktisch en ingetogen beleefd. Je toont liefde door plichtsbesef en betrouwbaarheid, en je voelt je het veiligst als je leven op orde is.',
    aquarius:
      'Kumbha als maanteken geeft een onthechte, humanitaire geest. Je geeft om mensen in het algemeen en om vrienden in het bijzonder, en je hebt ruimte nodig om zelfstandig na te denken.',
    pisces:
      'In Meena is de Maan dromerig, meelevend en ontvankelijk. Je neemt de sfeer van plaatsen en mensen in je op; daarom laden stilte, muziek en gebed je weer op.',
  },
  nakshatra: [
    "Ashwini, de eerste nakshatra, heeft Ketu als heerser en is gewijd aan de Ashwini Kumara's, de goddelijke artsen; haar symbool is een paardenhoofd. Ze schenkt snelheid, een helende gave en de moed om te beginnen.",
    'Bharani is de nakshatra van Yama, met Venus als heerser, en heeft de yoni als symbool. Wie hier geboren is, heeft een grote scheppende en dragende kracht en leert omgaan met verantwoordelijkheid en zelfbeheersing.',
    'Krittika, beheerst door de Zon, staat onder Agni, en haar symbool is een scheermes of een vlam. Ze snijdt door verwarring heen, voedt wie ze beschermt en spreekt onomwonden.',
    'Rohini, de lieveling van de Maan, wordt door de Maan zelf beheerst en staat onder Prajapati; haar symbool is een ossenkar. Ze geeft charme, een vruchtbare verbeelding en liefde voor schoonheid en groei.',
    'Mrigashira, de kop van het hert, wordt beheerst door Mars, en Soma is haar godheid. Mensen met deze nakshatra zoeken en verkennen, zijn vriendelijk en nieuwsgierig en nemen zelden genoegen met het eerste antwoord.',
    'Ardra wordt beheerst door Rahu en is gewijd aan Rudra, de storm; haar symbool is een traan. Ze brengt intensiteit, een scherp intellect en de vernieuwing die op een schok volgt.',
    'Punarvasu, beheerst door Jupiter, is gewijd aan Aditi, de moeder van de goden; haar symbool is een pijlkoker. Ze schenkt de gave van de terugkeer: hoop, vrijgevigheid en het vermogen om opnieuw te beginnen.',
    'Pushya, beheerst door Saturnus en met Brihaspati als godheid, geldt als de gunstigste nakshatra; haar symbool is de uier van de koe. Ze voedt, beschermt en geeft een standvastig geloof.',
    "Ashlesha, beheerst door Mercurius, staat onder de Naga's, en haar symbool is een opgerolde slang. Ze geeft een doordringend inzicht, overtuigende woorden en een sterk instinct om zichzelf te beschermen.",
    "Magha wordt beheerst door Ketu en is gewijd aan de Pitri's, de voorouders; haar symbool is een koninklijke troon. Wie onder Magha geboren is, eert de traditie, dwingt respect af en draagt het besef van afkomst met zich mee.",
    'Purva Phalguni, beheerst door Venus, is gewijd aan Bhaga, de god van het genot; haar symbool zijn de voorpoten van een bed. Ze geeft warmte, creativiteit en een neiging tot rust en plezier.',
    'Uttara Phalguni, beheerst door de Zon, staat onder Aryaman, de god van verbonden en vriendschap. Mensen met deze nakshatra zijn betrouwbaar, gul in hun verbintenissen en houden woord.',
    'Hasta, de hand, wordt beheerst door de Maan, en Savitar is haar godheid. Ze geeft handvaardigheid, vindingrijkheid, humor en het vermogen om van een idee iets tastbaars te maken.',
    'Chitra wordt beheerst door Mars en staat onder Vishvakarma, de goddelijke architect; haar symbool is een stralend juweel. Wie onder Chitra geboren is, heeft oog voor vormgeving en maakt dingen graag mooier.',
    'Swati, beheerst door Rahu, is gewijd aan Vayu, de wind; haar symbool is een jonge scheut die in de bries beweegt. Ze geeft onafhankelijkheid, aanpassingsvermogen en talent voor handel en diplomatie.',
    'Vishakha, beheerst door Jupiter, wordt gedeeld door Indra en Agni; haar symbool is een triomfboog. Wie onder Vishakha geboren is, streeft zijn doelen vastberaden na en bereikt ze door volharding.',
    'Anuradha wordt beheerst door Saturnus en is gewijd aan Mitra, de god van de vriendschap; haar symbool is een lotus. Ze geeft toewijding, trouw en succes door samenwerking, vaak ver van huis.',
    'Jyeshtha, de oudste, wordt beheerst door Mercurius en staat onder Indra; haar symbool is een rond amulet. Mensen met deze nakshatra beschermen anderen, kunnen leidinggeven en zijn gevoelig voor rang en respect.',
    'Mula, de wortel, wordt beheerst door Ketu en is gewijd aan Nirriti; haar symbool is een bundel wortels. Ze gaat de dingen tot op de bodem na, rukt het valse uit en zoekt de fundamentele waarheid.',
    'Purva Ashadha, beheerst door Venus, is gewijd aan Apas, de wateren; haar symbool is een waaier. Ze geeft overtuiging, een verkwikkende energie en het zelfvertrouwen om anderen over te halen.',
    "Uttara Ashadha wordt beheerst door de Zon en is gewijd aan de Vishvadeva's, de universele goden; haar symbool is een slagtand van een olifant. Wie hier geboren is, behaalt blijvende overwinningen dankzij zijn integriteit.",
    'Shravana, beheerst door de Maan, is de nakshatra van Vishnu; haar symbool is een oor. Ze geeft de gave van luisteren en leren, en het verlangen om mensen te verbinden en kennis te bewaren.',
    "Dhanishta wordt beheerst door Mars en staat onder de acht Vasu's; haar symbool is een trommel. Mensen met deze nakshatra hebben ritme, ambitie en aanleg voor muziek en voor het aantrekken van rijkdom.",
    'Shatabhisha, de honderd geneesheren, wordt beheerst door Rahu en is gewijd aan Varuna; haar symbool is een lege cirkel. Ze geeft een onderzoekende, helende en onafhankelijke geest.',
    'Purva Bhadrapada, beheerst door Jupiter, is gewijd aan Aja Ekapada; haar symbool is een zwaard. Wie onder deze nakshatra geboren is, is intens en idealistisch en voor een zaak tot grote offers in staat.',
    'Uttara Bhadrapada wordt beheerst door Saturnus en staat onder Ahir Budhnya, de slang van de diepte; haar symbool zijn de achterpoten van een bed. Ze geeft wijsheid, zelfbeheersing en een diepe kalmte.',
    'Revati, de laatste nakshatra, wordt beheerst door Mercurius en is gewijd aan Pushan, de beschermer van reizigers; haar symbool is een vis. Ze geeft goedheid, zorg voor de kwetsbaren en een veilige doortocht door veranderingen.',
  ],
  mahadasha: {
    sun: 'Tijdens de mahadasha van de Zon (zes jaar) komen identiteit, gezag en levensdoel op de voorgrond. Typisch zijn erkenning door leidinggevenden, zaken met de overheid en een helderder gevoel voor richting; ook vraagt deze periode dat je je trots in de gaten houdt en zuinig bent op je vitaliteit.',
    moon: 'De mahadasha van de Maan (tien jaar) richt het leven op gevoelens, het thuis en het publiek. Familie, je moeder, reizen in de buurt van water en de zorg voor anderen krijgen meer ruimte, en de geest wordt ontvankelijker: voor het goede, maar ook voor zorgen.',
    mars: 'In de zeven jaar van de mahadasha van Mars groeien energie, moed en initiatief. Onroerend goed, broers en zussen, technisch werk en competitie treden op de voorgrond; opvliegendheid en haast zijn wat je in toom moet houden.',
    mercury:
      'Mercurius bevordert in zijn mahadasha van zeventien jaar leren, handel, schrijven en communicatie. Vrienden en jonge mensen brengen kansen, en wie handig is met woorden of cijfers, wordt beloond.',
    jupiter:
      "Jupiter heerst over een mahadasha van zestien jaar die het leven verruimt door wijsheid, leraren en goede raad. Kinderen, studie, geloof en groeiende voorspoed zijn de gebruikelijke thema's, al kan het comfort tot gemakzucht verleiden.",
    venus:
      'Venus zet in haar mahadasha van twintig jaar relaties, comfort, kunst en welvaart centraal. Huwelijk, voertuigen, schoonheid en genot springen in het oog; evenwicht voorkomt dat genieten in overdaad omslaat.',
    saturn:
      'Negentien jaar duurt de mahadasha van Saturnus, die geduldige inspanning beloont. Ze vraagt verantwoordelijkheid, hard werken en uithoudingsvermogen, en wat in deze periode langzaam en eerlijk wordt opgebouwd, blijft bestaan.',
    rahu: 'Rahu wekt in zijn mahadasha van achttien jaar ambitie en een verlangen naar het nieuwe of het buitenlandse. Plotselinge openingen, technologie, reizen naar het buitenland en onconventionele wegen dienen zich aan; helderheid over je motieven is de beste bescherming.',
    ketu: 'Met de mahadasha van Ketu (zeven jaar) keert de aandacht zich naar binnen. Onthechting, onderzoek, spirituele beoefening en het loslaten van wat voorbij is, zijn haar gaven, ook al lijken plannen in de buitenwereld stil te vallen.',
  },
  antardasha: {
    sun: 'Daarbinnen brengt de antardasha van de Zon kwesties van positie, de vader en zelfvertrouwen tot een beslissend punt.',
    moon: 'De subperiode van de Maan voegt emotionele gevoeligheid toe en richt de aandacht op huis en gezin.',
    mars: 'Een antardasha van Mars voert het tempo op en vraagt om daadkracht en om een zorgvuldige omgang met conflicten.',
    mercury: 'Mercurius begunstigt in zijn subperiode studie, handel, papierwerk en heldere communicatie.',
    jupiter: 'Met de antardasha van Jupiter komen raad, zegeningen en kansen om te groeien.',
    venus: 'In de subperiode van Venus wordt de tijd zachter door genegenheid, comfort en creatief plezier.',
    saturn: 'De antardasha van Saturnus vertraagt de dingen en vraagt om discipline en realistische plannen.',
    rahu: 'Tijdens de subperiode van Rahu komen onverwachte wendingen en ambities die om een koel hoofd vragen.',
    ketu: 'Ketu nodigt in zijn antardasha uit tot bezinning, vereenvoudiging en onthechting van resultaten.',
  },
};
