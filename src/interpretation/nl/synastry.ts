/**
 * Dutch synastry texts: a point of person 1 ("jouw") in aspect to a point of person 2 ("de
 * ander"). The other person's role is taken up by a demonstrative that follows its noun's
 * gender: "jouw optimisme en dat van de ander", "jouw manier van denken en die van de ander".
 */
import { type Nature, natureOf, type SynastryAspect, type SynastryPoint } from '../catalogue.ts';
import { capitalize, paragraph } from '../sentences.ts';
import type { Chooser } from '../variation.ts';
import type { InterpretationText } from '../writer.ts';
import { NL_ASPECTS } from './aspects.ts';
import { a, inverted, mainClause, polish, subClause } from './grammar.ts';
import { NL_POINT_NAMES, NL_RELATING, type NlRelating } from './points.ts';

/**
 * Wat een stel met een contact kan doen, naar het thema van een van beide punten en de aard van
 * het aspect: een vierkant van Venus vraagt ander advies dan een van Saturnus, zodat een relatie
 * met twaalf contacten niet per aspect hetzelfde advies herhaalt.
 */
const POINT_ADVICE: Record<SynastryPoint, Record<Nature, string>> = {
  sun: {
    fusion: 'Het helpt om ruimte te laten voor twee levensplannen, niet voor één gedeeld middelpunt.',
    hard: 'Om beurten het voortouw nemen helpt: niemand hoeft zich klein te maken zodat de ander kan stralen.',
    soft: 'Hardop zeggen wat je in de ander bewondert, maakt jullie allebei sterker.',
  },
  moon: {
    fusion: 'Kleine zorgrituelen waar jullie allebei op kunnen rekenen, dragen deze band.',
    hard: 'Vraag liever wat de ander nodig heeft dan dat je het invult.',
    soft: 'Rustige momenten thuis zijn het beschermen waard: ze voeden deze relatie.',
  },
  mercury: {
    fusion: 'Veel praten is prima, zolang jullie elkaar laten uitpraten.',
    hard: 'Als woorden scherp worden, voorkomt een uur wachten met antwoorden veel pijn.',
    soft: 'Samen plannen maken, leren of reizen haalt het beste uit jullie gesprekken.',
  },
  venus: {
    fusion: 'Genieten van wat jullie delen, sluit niet uit dat ieder ook eigen genoegens houdt.',
    hard: 'Uitspreken wat ieder van waarde vindt, in plaats van het te raden, voorkomt misverstanden over smaak.',
    soft: 'Schoonheid en plezier verdienen een vaste plek in de tijd die jullie samen doorbrengen.',
  },
  mars: {
    fusion: 'De gezamenlijke energie levert het meest op in een project, een sport of een gedeeld doel.',
    hard: 'Maak ruzie over de kwestie, nooit over wie er wint, en sla daarna de bladzijde om.',
    soft: 'Samen in actie komen voor wat jullie allebei willen, brengt jullie sneller vooruit.',
  },
  jupiter: {
    fusion: 'Samen groot dromen werkt het best als jullie daarna één plan kiezen en dat afmaken.',
    hard: 'Grenzen stellen helpt, want samen beloof je al snel meer dan je kunt waarmaken.',
    soft: 'De groei van de ander aanmoedigen gaat vanzelf; gulheid stroomt hier vrij.',
  },
  saturn: {
    fusion: 'Verplichtingen wegen minder zwaar als jullie ze samen aangaan en niemand ze alleen draagt.',
    hard: 'Zeggen wanneer een regel of plicht te zwaar wordt, helpt meer dan zwijgen.',
    soft: 'Samen iets duurzaams opbouwen, een huis, spaargeld of een vaste routine, doet de relatie goed.',
  },
  uranus: {
    fusion: 'Elkaar blijven verrassen, en elkaar vrijlaten, houdt de vonk levend.',
    hard: 'Spreek eerst af wat stabiel moet blijven voordat jullie alles omgooien.',
    soft: 'Samen nieuwe dingen uitproberen vernieuwt jullie allebei.',
  },
  neptune: {
    fusion: 'Dromen delen is mooi; ze af en toe naast het gewone leven leggen ook.',
    hard: 'Helder praten over verwachtingen voorkomt dat iemand van een illusie houdt.',
    soft: 'Kunst, muziek of gedeelde stilte verdiept wat jullie allebei voelen.',
  },
  pluto: {
    fusion: 'Diepgang is het geschenk van dit contact; houd die vrij van controle.',
    hard: 'Krachtmetingen zijn overbodig: vertrouwen groeit wanneer niemand hoeft te winnen.',
    soft: 'Samen het moeilijke aangaan maakt jullie als stel sterker.',
  },
  ascendant: {
    fusion: 'Het is de moeite waard om te zien hoe jullie elkaars stijl kneden, en daarvan te genieten.',
    hard: 'Wie verder kijkt dan de eerste reactie, geeft jullie de tijd om elkaar echt te leren kennen.',
    soft: 'Jullie zijn graag in elkaars gezelschap, en dat is van buitenaf te zien.',
  },
};

/** "jouw levensdoel" for person 1; for person 2 the role is named once, then taken up by "die" / "dat". */
function roles(ra: NlRelating, rb: NlRelating): string {
  const mine = `jouw ${ra.role.noun}`;
  if (ra.role.noun === rb.role.noun) {
    const pronoun = rb.role.plural || rb.role.g === 'de' ? 'die' : 'dat';
    return `${mine} en ${pronoun} van de ander`;
  }
  return `${mine} en ${rb.role.plural ? 'de' : rb.role.g} ${rb.role.noun} van de ander`;
}

/** Title and body of person 1's `pointA` in `aspect` to person 2's `pointB`, in Dutch. */
export function nlSynastry(
  pointA: SynastryPoint,
  aspect: SynastryAspect,
  pointB: SynastryPoint,
  c: Chooser,
): InterpretationText {
  const pa = NL_POINT_NAMES[pointA];
  const pb = NL_POINT_NAMES[pointB];
  const yourA = `jouw ${pa.name}`;
  // The other's point is named in three ways, so that a report of many contacts does not repeat one phrase.
  const theirB = [
    `${pb.g} ${pb.name} van de ander`,
    `${pb.g} ${pb.name} van je partner`,
    `${pb.g} ${pb.name} van de andere persoon`,
  ][c.index('other-form', 3)];
  const A = NL_ASPECTS[aspect];
  const nature = natureOf(aspect);
  const ra = NL_RELATING[pointA];
  const rb = NL_RELATING[pointB];
  const verb = c.pick('verb', A.verbs);
  const links = c.pick('links', A.links);
  const both = roles(ra, rb);

  const openings = [
    `${capitalize(mainClause(yourA, verb, theirB))}: ${mainClause(both, links, '')}.`,
    // A subordinate clause first: the main clause starts with its verb, and a particle still closes it.
    `Wanneer ${subClause(yourA, verb, theirB)}, ${inverted('', both, links, '')}.`,
    `Doordat ${subClause(yourA, verb, theirB)}, ${inverted('', both, links, '')}.`,
    `${capitalize(mainClause(both, links, ''))}, omdat ${subClause(yourA, verb, theirB)}.`,
    `Tussen ${yourA} en ${theirB} staat ${a(A.noun)}: ${mainClause(both, links, '')}.`,
    `Nu ${subClause(yourA, verb, theirB)}, ${inverted('', both, links, '')}.`,
  ];
  // "receives" starts with its finite verb: after an adverb it comes before "de ander" (V2).
  const [finite, ...rest] = rb.receives[nature].split(' ');
  const middles = [
    `${ra.gives[nature]}, en de ander ${rb.receives[nature]}.`,
    `${ra.gives[nature]}; intussen ${finite} de ander ${rest.join(' ')}.`,
    `${ra.gives[nature]}, en omgekeerd ${finite} de ander ${rest.join(' ')}.`,
    `${ra.gives[nature]}; de ander ${rb.receives[nature]}.`,
    // The other person first: "de ander" is the subject, the verb follows it.
    `De ander ${rb.receives[nature]}, en ${ra.gives[nature]}.`,
    `Bij de ander werkt het zo: die ${rb.receives[nature]}; ${ra.gives[nature]}.`,
    `Je partner ${rb.receives[nature]}; ${ra.gives[nature]}.`,
  ];
  return {
    title: polish(`${capitalize(yourA)} ${A.prep} ${pb.g} ${pb.name} van de ander`),
    body: polish(
      paragraph([
        c.pick('opening', openings),
        c.pick('middle', middles),
        c.pick('advice', [POINT_ADVICE[pointA][nature], POINT_ADVICE[pointB][nature]]),
      ]),
    ),
  };
}
