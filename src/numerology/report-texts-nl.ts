/** The Dutch texts of the numerology report (personal years, missing digits, shared values). */
import { list } from '../interpretation/nl/grammar.ts';
import type { NumerologyReportTexts } from './report-text-shape.ts';

const PLURAL = new Intl.PluralRules('nl-NL');

/** A label joined to "getal" as Dutch writes the compound, with its linking s: "zielsgetal", "levenspadgetal". */
const COMPOUND: Record<string, string> = {
  levenspad: 'levenspadgetal',
  expressie: 'expressiegetal',
  ziel: 'zielsgetal',
  persoonlijkheid: 'persoonlijkheidsgetal',
  verjaardag: 'verjaardagsgetal',
  rijpheid: 'rijpheidsgetal',
  'persoonlijk jaar': 'persoonlijk jaargetal',
};
const numberOf = (label: string) => COMPOUND[label.toLowerCase()] ?? `getal ${label.toLowerCase()}`;

export const NL_NUMEROLOGY_REPORT: NumerologyReportTexts = {
  personalYears: {
    1: 'Een persoonlijk jaar 1 opent een nieuwe cyclus van negen jaar: begin aan wat je hebt uitgesteld en handel op eigen initiatief. Wat je nu begint, zet de toon voor jaren.',
    2: 'Een persoonlijk jaar 2 haalt het tempo omlaag: partnerschap, geduld en stille samenwerking leveren meer op dan duwen. Wat je vorig jaar hebt gezaaid, heeft tijd en zorg nodig.',
    3: 'Een persoonlijk jaar 3 brengt expressie en gezelschap: schrijf, creëer, ga uit en zeg ja tegen uitnodigingen. Je energie versnipperen is het enige risico.',
    4: 'Een persoonlijk jaar 4 is voor fundamenten: werk, orde, gezondheid en financiën belonen gestage inzet. Het kan zwaar voelen, maar wat je nu bouwt, blijft.',
    5: 'Een persoonlijk jaar 5 brengt verandering en beweging: reizen, nieuwe mensen en onverwachte wendingen. Blijf soepel en houd één voet op de grond.',
    6: 'Een persoonlijk jaar 6 draait om thuis, familie en verantwoordelijkheid: iemand heeft je zorg nodig, en een relatie kan zich verdiepen of vastere vorm krijgen.',
    7: 'Een persoonlijk jaar 7 keert naar binnen: studie, bezinning en rust tellen meer dan resultaten. Antwoorden komen als je ze stilte geeft.',
    8: 'Een persoonlijk jaar 8 is een oogst van inspanning: geld, gezag en erkenning liggen binnen bereik als je met vertrouwen en rechtvaardigheid handelt.',
    9: 'Een persoonlijk jaar 9 sluit de cyclus af: rond af, vergeef en laat los wat zijn tijd heeft gehad. De ruimte die je nu maakt, wordt volgend jaar gevuld.',
    11: 'Een persoonlijk jaar 11 scherpt intuïtie en gevoeligheid aan: inspiratie komt snel, en de zenuwen ook. Vertrouw op wat je aanvoelt en rust vaak.',
    22: 'Een persoonlijk jaar 22 biedt de kans iets op te bouwen wat groter is dan jijzelf: plan zorgvuldig, want de schaal van het jaar is echt.',
    33: 'Een persoonlijk jaar 33 vraagt om gulle dienstbaarheid: lesgeven, helen of voor anderen zorgen is waar het jaar zijn betekenis vindt.',
  },
  missingDigits: {
    1: 'Zonder 1 is voor jezelf opkomen iets wat je leert, niet wat je meekrijgt.',
    2: 'Zonder 2 vragen geduld en tact met anderen bewuste oefening.',
    3: 'Zonder 3 vraagt het moed om gevoelens en ideeën onder woorden te brengen.',
    4: 'Zonder 4 moet je orde en routine bewust opbouwen.',
    5: 'Zonder 5 voelt verandering onrustig tot je leert haar te verwelkomen.',
    6: 'Zonder 6 is je thuis inzetten een les van het hart.',
    7: 'Zonder 7 groeit vertrouwen in je innerlijke stem pas met tijd voor jezelf.',
    8: 'Zonder 8 is omgaan met geld en gezag iets om te bestuderen.',
    9: 'Zonder 9 komen het grote geheel zien en loslaten pas later in je leven.',
  },
  shared: (labels, value) =>
    `Je ${list(labels.split(/, | en /u).map(numberOf))} delen de waarde ${value}, dus de betekenis ervan loopt door je hele profiel.`,
  describedAbove: (label, value, earlier) =>
    `Ook je ${numberOf(label)} is ${value}; de betekenis staat hierboven, bij je ${numberOf(earlier)}.`,
  inProfile: (label, value) => `Je ${numberOf(label)}, ${value}, is hierboven gelezen met het profiel als geheel.`,
  missingTitle: (digits) => `Ontbrekende cijfers: ${digits}`,
  noneMissingTitle: 'Er ontbreekt geen enkel cijfer',
  capitalNouns: false,
  missingLead: (digits) =>
    // One digit or several, by Intl.PluralRules: the verb and the noun follow.
    PLURAL.select(digits.split(/, | en /u).length) === 'one'
      ? `In je geboortedatum ontbreekt de ${digits}: dat is een kwaliteit die je aan het ontwikkelen bent.`
      : `In je geboortedatum ontbreken de ${digits}: dat zijn de kwaliteiten die je aan het ontwikkelen bent.`,
  noneMissing:
    'Alle cijfers van 1 tot en met 9 komen in je geboortedatum voor, een zeldzame en evenwichtige verdeling.',
  and: 'en',
};
