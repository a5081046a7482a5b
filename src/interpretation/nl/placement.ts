/** Dutch texts for a natal point in a sign and in a house. */
import type { Sign } from '../../astro/vocabulary.ts';
import { type Angularity, angularityOf, type HousePoint, isGenerational, JOYS, type SignPoint } from '../catalogue.ts';
import type { House } from '../names.ts';
import { signName } from '../names.ts';
import { capitalize, paragraph } from '../sentences.ts';
import { type Dignity, dignityOf, elementOf, modalityOf, oppositeSign } from '../sign-qualities.ts';
import type { Chooser } from '../variation.ts';
import type { InterpretationText } from '../writer.ts';
import { adjective, adjectives, inverted, mainClause, polish, subClause } from './grammar.ts';
import { NL_NATAL, NL_POINT_NAMES } from './points.ts';
import {
  NL_ELEMENT,
  NL_ELEMENT_NAME,
  NL_HOUSE_ORDINALS,
  NL_HOUSES,
  NL_MODALITY,
  NL_MODALITY_WAY,
  NL_SIGNS,
} from './zodiac.ts';

const DIGNITY: Record<Dignity, (p: string, s: string) => string> = {
  domicile: (p, s) =>
    `${p} staat in ${s} in het eigen domicilie, het teken waarover die heerst, en de energie stroomt vrij.`,
  exaltation: (p, s) => `${p} staat in ${s} in verhoging: de beste kwaliteiten komen hier moeiteloos naar boven.`,
  detriment: (p, s) =>
    `${p} staat in ${s} in ballingschap, ver van huis: hier kost alles meer moeite, en wat je leert, verdien je met inspanning.`,
  fall: (p, s) => `${p} staat in ${s} in val: de gaven van deze stand hebben bewuste zorg nodig om tot bloei te komen.`,
};

/** Element names joined to "teken" the way Dutch writes compounds: "vuurteken", "aardeteken". */
const SIGN_OF: Record<string, string> = {
  vuur: 'vuurteken',
  aarde: 'aardeteken',
  lucht: 'luchtteken',
  water: 'waterteken',
};

/** Title and body of natal `point` in `sign`, in Dutch. */
export function nlPlanetSign(point: SignPoint, sign: Sign, c: Chooser): InterpretationText {
  const name = NL_POINT_NAMES[point];
  const N = NL_NATAL[point];
  const S = NL_SIGNS[sign];
  const sName = signName(sign, 'nl');
  const The = capitalize(name.de);
  const domain = c.pick('domain', N.domain);

  const openings = [
    // Separable "uitdrukken": the particle closes the main clause.
    `${mainClause(`${The} in ${sName}`, { finite: 'drukt', particle: 'uit' }, domain)} op een ${adjectives(S.traits, 'de', false)} manier.`,
    // V2: the opening phrase takes first place, the verb second, the subject "je" after it.
    `${inverted(`Met ${name.de} in ${sName}`, 'je', { finite: 'geef' }, domain)} een ${adjectives(S.traits, 'het', false)} karakter.`,
    // A subordinate clause puts its verb last; the main clause after it starts with its verb.
    `Omdat ${subClause(name.de, { finite: 'staat' }, `in ${sName}`)}, krijgt alles wat met ${N.area} te maken heeft het ${adjectives(S.traits, 'het', true)} karakter van dit teken.`,
  ];
  const middles = [`Op het gebied van ${N.area} geldt: ${S.style}.`, `Wat ${N.area} betreft: ${S.style}.`];
  const closings = [
    `Je hebt ${S.needs} nodig; pas op voor ${S.shadow}.`,
    `In het beste geval schenkt deze stand je ${S.gift}; in het slechtste geval krijg je te maken met ${S.shadow}.`,
    `Als je deze stand voedt met ${S.needs}, groeit ${S.gift}; anders nemen ${S.shadow} de overhand.`,
  ];
  const sentences = [c.pick('opening', openings), c.pick('middle', middles), c.pick('closing', closings)];

  const dignity = dignityOf(point, sign);
  if (dignity) {
    sentences.push(DIGNITY[dignity](The, sName));
  } else if (isGenerational(point)) {
    sentences.push(
      `${The} blijft jarenlang in hetzelfde teken, dus deze stand zegt evenveel over je generatie als over jou.`,
    );
  } else if (point === 'north-node' || point === 'south-node') {
    const other = oppositeSign(sign);
    const [from, to] = point === 'north-node' ? [other, sign] : [sign, other];
    sentences.push(
      `Met de Zuidknoop in ${signName(from, 'nl')} en de Noordknoop in ${signName(to, 'nl')} groei je van ${NL_SIGNS[from].gift} naar ${NL_SIGNS[to].gift}.`,
    );
  } else {
    const element = elementOf(sign);
    const modality = modalityOf(sign);
    sentences.push(
      c.pick('quality', [
        // "teken" is a het-word: after "een" its adjective stays bare ("een vast waterteken").
        `${sName} is een ${adjective(NL_MODALITY[modality], 'het', false)} ${SIGN_OF[NL_ELEMENT_NAME[element]]}: het ${NL_MODALITY_WAY[modality]}, en het element ${NL_ELEMENT[element]}.`,
        '',
      ]),
    );
  }
  return { title: `${name.name} in ${sName}`, body: polish(paragraph(sentences)) };
}

/** Main clauses opened by "hier", so the verb comes before its subject (V2). */
const HOUSE_ROLE: Record<HousePoint, string> = {
  sun: 'hier wil je stralen en erkenning krijgen',
  moon: 'hier zoek je troost, en hier laten je stemmingen zich zien',
  mercury: 'hier werkt je geest het hardst',
  venus: 'hier vind je plezier en win je de gunst van anderen',
  mars: 'hier duw je door, ga je de strijd aan en steek je je energie',
  jupiter: 'hier komen geluk en groei het makkelijkst',
  saturn: 'hier sta je voor beproevingen en bouw je blijvende kracht op',
  uranus: 'hier heb je vrijheid nodig en kun je plotselinge veranderingen meemaken',
  neptune: 'hier idealiseer je, droom je en raak je soms de weg kwijt',
  pluto: 'hier beleef je intensiteit, macht en diepe verandering',
  chiron: 'hier wonen oude wonden, en hier kun je anderen helpen helen',
  'north-node': 'hier ligt je groei, ook al voelt die nog onwennig',
  'south-node': 'hier val je terug op oude, beproefde vaardigheden',
  'mean-lilith': 'hier weiger je je te laten temmen',
};

const ANGULARITY: Record<Angularity, string[]> = {
  angular: [
    'Een hoekhuis zet deze stand in je leven extra in de verf.',
    'In een hoekhuis is deze stand zichtbaar en actief.',
  ],
  succedent: [
    'In een opvolgend huis werkt deze stand gestaag en bouwt ze na verloop van tijd reserves op.',
    'Een opvolgend huis geeft deze stand doorzettingsvermogen.',
  ],
  cadent: [
    'In een vallend huis werkt deze stand op de achtergrond, via leren en aanpassen.',
    'Een vallend huis maakt de invloed van deze stand bescheidener en soepeler.',
  ],
};

/** Title and body of natal `point` in house `house`, in Dutch. */
export function nlPlanetHouse(point: HousePoint, house: House, c: Chooser): InterpretationText {
  const name = NL_POINT_NAMES[point];
  const N = NL_NATAL[point];
  const H = NL_HOUSES[house];
  const The = capitalize(name.de);
  const area = c.pick('area', H.areas);
  const domain = c.pick('domain', N.domain);
  const ordinal = NL_HOUSE_ORDINALS[house];

  const openings = [
    `${The} in het ${ordinal} huis brengt ${domain} naar het terrein van ${area}.`,
    `${inverted(`In het ${ordinal} huis`, name.de, { finite: 'drukt', particle: 'uit' }, domain)} via ${area}.`,
    `${inverted(`In huis ${house}, het huis van ${area},`, name.de, { finite: 'verbindt', after: 'met dit levensgebied' }, domain)}.`,
  ];
  const sentences = [c.pick('opening', openings), `${HOUSE_ROLE[point]}.`];
  const joy = (JOYS as Record<string, number | undefined>)[point];
  if (joy === house) {
    sentences.push(
      `Volgens de traditie heeft ${name.de} vreugde in het ${ordinal} huis en voelt zich hier bijzonder thuis.`,
    );
  } else {
    sentences.push(c.pick('angularity', ANGULARITY[angularityOf(house)]));
  }
  const action = c.pick('act', H.actions);
  sentences.push(
    c.pick('action', [
      `Een goede manier om ermee aan de slag te gaan: ${action}.`,
      `Maak het concreet: ${action}.`,
      '',
    ]),
  );
  return { title: `${name.name} in huis ${house}`, body: polish(paragraph(sentences)) };
}
