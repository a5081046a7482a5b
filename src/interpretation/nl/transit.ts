/**
 * Dutch transit texts: "Transit van Mars in vierkant met de natale Zon" with a body that joins
 * what the transiting point brings, the aspect's quality and the natal point's domain. Main
 * clauses keep the finite verb second; clauses after "omdat", "nu" and "terwijl" put it last.
 */
import type { AspectId } from '../../astro/vocabulary.ts';
import { isMinor, isReturn, type NatalPoint, type Nature, natureOf, PACE, type TransitingPoint } from '../catalogue.ts';
import { capitalize, paragraph } from '../sentences.ts';
import type { Chooser } from '../variation.ts';
import type { InterpretationText } from '../writer.ts';
import { NL_ASPECTS } from './aspects.ts';
import { adjective, inverted, mainClause, type NlVerb, polish, predicate, subClause, the, thisOne } from './grammar.ts';
import { NL_NATAL, NL_POINT_NAMES, NL_TRANSITING } from './points.ts';

/**
 * Hoe lang de transit duurt en hoe hij verloopt, per transiterend punt in eigen woorden (drie
 * versies), zodat een horoscoop met meer transits van één planeet niet dezelfde zin herhaalt.
 */
const TIMING: Record<TransitingPoint, string[]> = {
  sun: [
    'De Zon komt één keer per jaar langs dit punt en blijft maar een paar dagen binnen de orb.',
    'Binnen een paar dagen trekt de Zon alweer verder, dus grijp het moment.',
    'Een paar zonnige dagen zijn genoeg om het verschil te merken.',
  ],
  moon: [
    'De Maan beweegt in een paar uur verder, dus dit is eerder de stemming van de dag dan een levensgebeurtenis.',
    'Zoals elke maantransit is ook deze binnen enkele uren voorbij.',
    'Morgen trekt de Maan alweer door andere delen van je horoscoop.',
  ],
  mercury: [
    'Mercurius is snel: een paar dagen, tenzij een retrograde fase het thema terugbrengt.',
    'Als Mercurius hier in de buurt retrograde gaat, kan de kwestie binnen een paar weken tot drie keer terugkomen.',
    'De gesprekken van deze dagen kunnen meer gewicht hebben dan het lijkt.',
  ],
  venus: [
    'Venus blijft hier maar een paar dagen, behalve in haar zeldzame retrograde jaren.',
    'Het zijn fijne dagen om op te merken, geen keerpunt.',
    'Wat je in deze dagen mooi vindt of waardeert, laat zien waar je meer van wilt.',
  ],
  mars: [
    'Mars houdt de temperatuur ongeveer een week hoog.',
    'Reken op een week; als Mars retrograde is, kan het maanden duren.',
    'De energie piekt rond de exacte dag en zakt binnen een week weer weg.',
  ],
  jupiter: [
    'Jupiter neemt er weken voor, en een retrograde fase kan in hetzelfde jaar een tweede en derde passage brengen.',
    'Dit is een thema van weken, niet van één dag.',
    'Met Jupiter groei je stukje bij beetje; wat je nu begint, kan een jaar lang vrucht dragen.',
  ],
  'north-node': [
    'De knoop schuift langzaam terug door de dierenriem, dus dit contact duurt weken.',
    'De ontmoetingen en kansen van deze weken kunnen meer betekenen dan anders.',
    'Je merkt de werking minder aan gebeurtenissen dan aan een gevoel van richting.',
  ],
  saturn: [
    'Saturnus werkt langzaam: alles ontvouwt zich over maanden, vaak in meer dan één exacte passage.',
    'Het is eerder een traag proces van enkele maanden dan een gebeurtenis op één dag.',
    'Wat je in deze maanden opbouwt of oplost, blijft meestal staan.',
  ],
  chiron: [
    'Chiron beweegt langzaam, dus dit contact beslaat maanden en komt vaak met een tweede passage terug.',
    'Zo’n heling vraagt maanden, geen dagen.',
    'Oude verhalen kunnen meer dan eens bovenkomen voordat ze je loslaten.',
  ],
  uranus: [
    'Uranus blijft een jaar of langer, in tot drie passages, en de veranderingen die hij inzet, blijven meestal.',
    'Traag en diepgaand: deze transit is een hoofdstuk in je leven, geen voorval.',
    'Plotselinge wendingen concentreren zich rond de exacte passages, met rustiger maanden daartussen.',
  ],
  neptune: [
    'Neptunus neemt er een jaar of langer voor, in tot drie passages, en de werking duurt langer dan de transit zelf.',
    'Met Neptunus komt helderheid langzaam; de betekenis van deze fase zie je vaak pas achteraf.',
    'Het is eerder een lang en stil proces dan één duidelijk moment.',
  ],
  pluto: [
    'Pluto blijft jaren, in tot drie exacte passages: een langzame, diepe verandering, geen voorval.',
    'Wat Pluto verandert, wordt nooit meer zoals het was.',
    'Zo’n lange transit vraagt geduld; de verandering werkt eerst onder de oppervlakte.',
  ],
};

/**
 * Een tweede manier om te zeggen wat elk transiterend punt brengt (naast NL_TRANSITING), per aard
 * van het aspect: een planeet met meer transits brengt niet steeds dezelfde woorden.
 */
const ALSO_BRINGS: Record<TransitingPoint, Record<Nature, string>> = {
  sun: {
    fusion: 'een nieuwe golf van levenslust en de wens om op te vallen',
    hard: 'trots, vermoeidheid en een test voor je wilskracht',
    soft: 'warmte, erkenning en een rustig zelfvertrouwen',
  },
  moon: {
    fusion: 'sterke gevoelens en zin om thuis te blijven',
    hard: 'onrustige stemmingen en kleine ergernissen',
    soft: 'beschutting, nabijheid en een zacht gemoed',
  },
  mercury: {
    fusion: 'nieuws, plannen en een hoofd vol ideeën',
    hard: 'gekruiste lijnen, vertraging en nerveuze twijfel',
    soft: 'een goed moment voor praatjes, brieven en besluiten',
  },
  venus: {
    fusion: 'warmte, aantrekkingskracht en zin om van het leven te genieten',
    hard: 'ijdelheid, te veel uitgeven en onuitgesproken wrok',
    soft: 'vriendelijkheid, goed gezelschap en kleine genoegens',
  },
  mars: {
    fusion: 'vaart, honger en ongeduld om te beginnen',
    hard: 'boosheid, slordigheid door haast en gevechten om je eigen ruimte',
    soft: 'uithoudingsvermogen, initiatief en een gezonde competitiedrang',
  },
  jupiter: {
    fusion: 'kansen, vertrouwen en zin om te groeien',
    hard: 'te grote beloftes en de smaak van overdaad',
    soft: 'de steun van anderen, geluk en vertrouwen',
  },
  'north-node': {
    fusion: 'een ontmoeting met wat je hier komt leren',
    hard: 'de lokroep van oude gewoontes tegenover nieuwe doelen',
    soft: 'bondgenoten en kansen die bij je pad passen',
  },
  saturn: {
    fusion: 'een proef op je volwassenheid en de behoefte om het roer in handen te nemen',
    hard: 'harde grenzen, vermoeidheid en plichten die niet wachten',
    soft: 'geduld, structuur en de beloning voor geleverde inspanning',
  },
  chiron: {
    fusion: 'een gevoelige plek die geraakt wordt en de kans om er goed voor te zorgen',
    hard: 'oude pijn die wordt opgerakeld en de behoefte om jezelf te beschermen',
    soft: 'begrip, herstel en de wens om anderen te helpen helen',
  },
  uranus: {
    fusion: 'doorbraken, schokken en een honger naar vrijheid',
    hard: 'plotselinge breuken, nerveuze spanning en opstandigheid',
    soft: 'vernuftige oplossingen en een gelukkige koerswijziging',
  },
  neptune: {
    fusion: 'dromen, zekerheden die oplossen en spirituele honger',
    hard: 'mist, ontgoocheling en de verleiding om te vluchten',
    soft: 'verbeelding, inlevingsvermogen en een serene gratie',
  },
  pluto: {
    fusion: 'afscheid, wedergeboorte en een ontmoeting met macht',
    hard: 'controle, dwangmatigheid en crises die het terrein schoonvegen',
    soft: 'vastberadenheid, scherpte en de kracht om jezelf te vernieuwen',
  },
};

/** Meer namen voor de kwaliteit van de grote aspecten in een transit (naast NL_ASPECTS). */
const MORE_QUALITY: Partial<Record<AspectId, string[]>> = {
  conjunction: ['een optelsom van twee krachten', 'een begin vol energie'],
  opposition: ['een touwtrekwedstrijd', 'een krachtmeting die om evenwicht vraagt'],
  square: ['een druk die groeit tot je in actie komt', 'een keerpunt onder spanning'],
  trine: ['een gestage steun', 'gemak en een goede timing'],
  sextile: ['een nuttige opening', 'een kans die initiatief beloont'],
};

const RETURNS: Partial<Record<TransitingPoint, string>> = {
  sun: 'Dit is je zonnereturn, je astrologische verjaardag die de toon zet voor het jaar dat begint.',
  moon: 'Dit is je maandelijkse maanreturn, een klein emotioneel nieuw begin.',
  jupiter: 'Dit is je Jupiterreturn, het begin van een nieuwe groeicyclus van twaalf jaar.',
  saturn: 'Dit is je Saturnusreturn, een overgangsrite die je vraagt je leven zelf in handen te nemen.',
  chiron:
    'Dit is je Chironreturn, een kans die je maar één keer in je leven krijgt om vrede te sluiten met een oude wond.',
  'north-node': 'Dit is je knoopreturn, een moment waarop je levenspad weer zichtbaar wordt.',
};

const MINOR_NOTES = [
  'Als klein aspect werkt het subtiel en is het makkelijk over het hoofd te zien.',
  'Kleine aspecten fluisteren in plaats van te roepen: let op de kleine signalen.',
];

/** Ways to say that a point puts something forward; the object goes between the verb and its particle. */
const STAKES: NlVerb[] = [
  { finite: 'brengt', after: 'met zich', particle: 'mee' },
  { finite: 'legt', after: 'op tafel' },
  { finite: 'zet', after: 'op de agenda' },
];

/** Title and body of transiting `transiting` in `aspect` to natal `natal`, in Dutch. */
export function nlTransit(
  transiting: TransitingPoint,
  aspect: AspectId,
  natal: NatalPoint,
  c: Chooser,
): InterpretationText {
  const tName = NL_POINT_NAMES[transiting];
  const nName = NL_POINT_NAMES[natal];
  const T = NL_TRANSITING[transiting];
  const N = NL_NATAL[natal];
  const A = NL_ASPECTS[aspect];
  const nature = natureOf(aspect);

  // The natal point is named in three ways, so that a report with many transits to it does not repeat one phrase.
  const natalForm = c.index('natal-form', 3);
  const natalShort = [
    `jouw ${nName.name}`,
    `${the(nName.name, nName.g)} in je horoscoop`,
    // After a possessive the adjective is inflected, for de- and het-words alike.
    `jouw ${adjective('natal', nName.g, true)} ${nName.name}`,
  ][natalForm];
  const natal_ = natalForm === 0 ? `${natalShort} in je geboortehoroscoop` : natalShort;
  const first = c.index('domain', 2);
  const domain = N.domain[first];
  const domain2 = N.domain[1 - first];
  const verb = c.pick('verb', A.verbs);
  const effect = predicate(c.pick('effect', A.effect), domain);
  const quality = c.pick('quality', [...A.quality, ...(MORE_QUALITY[aspect] ?? [])]);
  const epithet = c.pick('epithet', T.epithet);
  const brings = c.pick('brings', [T.brings[nature], ALSO_BRINGS[transiting][nature]]);
  const feels = N.feels[nature];
  const advice = c.pick('advice', T.advice[nature]);
  const thisAspect = thisOne(A.noun, A.g);
  const The = capitalize(tName.de);

  const openings = [
    `${mainClause(`${The}, ${epithet},`, verb, natal_)} en ${effect}.`,
    `${capitalize(thisAspect)} tussen ${tName.de} en ${natalShort} ${effect}.`,
    `Met ${tName.de} ${A.prep} ${natal_} is er voor ${domain} ${quality}.`,
    `Nu ${subClause(tName.de, verb, natal_)}, brengt dat ${quality} voor ${domain}.`,
    `Voor ${domain} betekent dit ${quality}, omdat ${subClause(tName.de, verb, natalShort)}.`,
    `Rond ${domain} merk je nu ${quality}, want ${mainClause(tName.de, verb, natalShort)}.`,
    `Onder ${the(A.noun, A.g)} tussen ${tName.de} en ${natalShort} draait het voor ${domain} om ${quality}.`,
    `${inverted(`Op het gebied van ${N.area}`, tName.de, verb, natal_)} en ${effect}.`,
  ];
  const middles = [
    `Verwacht ${brings}; ${feels}.`,
    `${feels}, terwijl ${subClause(tName.de, { finite: 'brengt' }, brings)}.`,
    `${inverted(`Voor ${domain2}`, tName.de, { finite: 'brengt', after: 'met zich', particle: 'mee' }, brings)}, en ${feels}.`,
    `${mainClause(The, c.pick('stakes', STAKES), brings)}; ${feels}.`,
    `${feels}; ${mainClause(tName.de, { finite: 'voegt', before: 'daar', particle: 'toe' }, brings)}.`,
    `${The} biedt ${brings}, en ${feels}.`,
  ];
  // An opening that names the area already: the advice does not name it again.
  const areaOpening = c.index('opening', openings.length) === openings.length - 1;
  const advices = [
    `${advice}.`,
    `Om ${thisAspect} te benutten: ${advice}.`,
    `Het advies is eenvoudig: ${advice}.`,
    // The aspect's own advice would repeat in every text of that aspect: minor aspects only (they are few).
    isMinor(aspect)
      ? c.pick('aspect-advice', A.advice)
      : areaOpening
        ? `${advice}.`
        : `Wat ${N.area} betreft: ${advice}.`,
  ];
  const sentences = [c.pick('opening', openings), c.pick('middle', middles), c.pick('advice-form', advices)];

  if (isReturn(transiting, aspect, natal)) {
    sentences.push(
      RETURNS[transiting] ??
        (PACE[transiting] === 'years'
          ? 'Zo’n trage planeet keert alleen in je eerste levensjaren of, bij Uranus, rond je vierentachtigste naar de eigen geboortepositie terug: dat markeert eerder een levensfase dan een gebeurtenis.'
          : `${The} keert terug naar de eigen positie bij je geboorte: het begin van een nieuwe cyclus van ${tName.name}.`),
    );
  } else {
    const extras = [c.pick('pace', TIMING[transiting]), ''];
    if (isMinor(aspect)) extras.push(c.pick('minor', MINOR_NOTES));
    sentences.push(c.pick('extra', extras));
  }
  return {
    title: polish(
      `Transit van ${tName.de} ${A.prep} ${the(`${adjective('natal', nName.g, true)} ${nName.name}`, nName.g)}`,
    ),
    body: polish(paragraph(sentences)),
  };
}
