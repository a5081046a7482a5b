/**
 * German transit texts: "Transit-Mars im Quadrat zur natalen Sonne" with a body that joins what
 * the transiting point brings, the aspect's quality and the natal point's domain.
 */
import type { AspectId } from '../../astro/vocabulary.ts';
import { isMinor, isReturn, type NatalPoint, natureOf, PACE, type Pace, type TransitingPoint } from '../catalogue.ts';
import { capitalize, paragraph } from '../sentences.ts';
import type { Chooser } from '../variation.ts';
import type { InterpretationText } from '../writer.ts';
import { DE_ASPECTS } from './aspects.ts';
import { closed, contract, np, pronounsOf } from './grammar.ts';
import { DE_NATAL, DE_POINT_NAMES, DE_TRANSITING, deName } from './points.ts';

const PACE_SENTENCES: Record<Pace, string[]> = {
  hours: [
    'Der Mond zieht binnen Stunden weiter, es ist also eher eine Tagesstimmung als ein Lebensereignis.',
    'Wie jeder Mondtransit ist er nach wenigen Stunden vorbei.',
  ],
  days: ['Der Einfluss hält einige Tage an.', 'Dieser Transit prägt ein paar Tage, nicht mehr.'],
  week: ['Das dauert etwa eine Woche.', 'Rechne mit etwa einer Woche, bis es vorüber ist.'],
  weeks: [
    'Die Wirkung entfaltet sich über mehrere Wochen.',
    'Das ist ein Thema für mehrere Wochen, nicht für einen einzelnen Tag.',
  ],
  months: [
    'Dieser Transit entfaltet sich über Monate und wird oft mehrmals exakt.',
    'Rechne mit einem langsamen Prozess über mehrere Monate statt mit einem einzelnen Ereignis.',
  ],
  years: [
    'Langsam und tiefgreifend kann dieser Transit in drei Durchgängen ein Jahr oder länger dauern: ein Lebenskapitel, kein Ereignis.',
    'Durch rückläufige Schleifen wird dieser Transit bis zu dreimal exakt, und seine Wirkung überdauert ihn selbst.',
  ],
};

const RETURNS: Partial<Record<TransitingPoint, string>> = {
  sun: 'Das ist deine Sonnenwiederkehr, dein Solar, das den Ton für das kommende Lebensjahr angibt.',
  moon: 'Das ist deine monatliche Mondwiederkehr, ein kleiner emotionaler Neubeginn.',
  jupiter: 'Das ist deine Jupiter-Wiederkehr, der Beginn eines neuen zwölfjährigen Wachstumszyklus.',
  saturn:
    'Das ist deine Saturn-Wiederkehr, ein Übergangsritus, der dich auffordert, dein Leben selbst in die Hand zu nehmen.',
  chiron: 'Das ist deine Chiron-Wiederkehr, eine einmalige Chance, Frieden mit einer alten Wunde zu schließen.',
  'north-node': 'Das ist deine Mondknoten-Wiederkehr, ein Moment, in dem dein Lebensweg wieder sichtbar wird.',
};

const MINOR_NOTES = [
  'Als Nebenaspekt wirkt dieser Kontakt subtil und wird leicht übersehen.',
  'Nebenaspekte flüstern, statt zu rufen: Achte auf die kleinen Zeichen.',
];

/** Title and body of transiting `transiting` in `aspect` to natal `natal`, in German. */
export function deTransit(
  transiting: TransitingPoint,
  aspect: AspectId,
  natal: NatalPoint,
  c: Chooser,
): InterpretationText {
  const tNoun = DE_POINT_NAMES[transiting].noun;
  const nNoun = DE_POINT_NAMES[natal].noun;
  const T = DE_TRANSITING[transiting];
  const N = DE_NATAL[natal];
  const A = DE_ASPECTS[aspect];
  const nature = natureOf(aspect);

  const tNom = capitalize(deName(transiting, 'nom'));
  const tDatRunning = np(tNoun, 'dat', 'def', ['laufend']);
  const tGenRunning = np(tNoun, 'gen', 'def', ['laufend']);
  const pronoun = capitalize(pronounsOf(tNoun.g).er);
  const natalDat = np(nNoun, 'dat', 'dein', ['natal']);

  const first = c.index('domain', 2);
  const domain = N.domain[first];
  const domain2 = N.domain[1 - first];
  const verbs = [`steht ${A.prep} ${natalDat}`, `bildet ${np(A.noun, 'acc', 'ein')} ${A.to} ${natalDat}`];
  if (aspect === 'opposition') verbs.push(`steht ${natalDat} gegenüber`);
  const verb = c.pick('verb', verbs);
  const effect = c.pick('effect', A.effect)(domain);
  const quality = c.pick('quality', A.quality);
  const epithet = c.pick('epithet', T.epithet);
  const brings = T.brings[nature];
  const feels = N.feels[nature];
  const advice = capitalize(c.pick('advice', T.advice[nature]));

  const openings = [
    `${tNom}, ${epithet}, ${verb} und ${effect}.`,
    `${capitalize(np(A.noun, 'nom', 'dies'))} ${tGenRunning} ${A.to} ${natalDat} ${effect}.`,
    `Mit ${tDatRunning} ${A.prep} ${natalDat} geht es für ${domain.acc} um ${quality}.`,
    `${tNom} ${verb} und bringt ${quality} in ${domain.acc}.`,
  ];
  const middles = [
    `Du kannst jetzt ${closed(brings)} erleben; ${feels}.`,
    `${pronoun} bringt ${closed(brings)} mit sich, und ${feels}.`,
    `Für ${domain2.acc} bedeutet das ${brings}, und ${feels}.`,
    `Konkret kann das ${closed(brings)} bedeuten: ${capitalize(feels)}.`,
  ];
  const advices = [
    `${advice}.`,
    `So nutzt du ${np(A.noun, 'acc', 'dies')}: ${advice}.`,
    `Der Rat lautet: ${advice}.`,
    c.pick('aspect-advice', A.advice),
  ];
  const sentences = [c.pick('opening', openings), c.pick('middle', middles), c.pick('advice-form', advices)];

  const name = tNoun.noun;
  if (isReturn(transiting, aspect, natal)) {
    sentences.push(
      RETURNS[transiting] ??
        (PACE[transiting] === 'years'
          ? 'Ein so langsamer Planet kehrt nur in den ersten Lebensjahren oder, im Fall von Uranus, mit etwa 84 Jahren an seinen Geburtsort zurück: Das markiert eine Lebensphase, kein Ereignis.'
          : `Das ist deine ${name}-Wiederkehr, der Beginn eines neuen ${name}-Zyklus.`),
    );
  } else {
    const extras = [c.pick('pace', PACE_SENTENCES[PACE[transiting]]), ''];
    if (isMinor(aspect)) extras.push(c.pick('minor', MINOR_NOTES));
    sentences.push(c.pick('extra', extras));
  }
  return {
    title: contract(`Transit-${name} ${A.prep} ${np(nNoun, 'dat', 'def', ['natal'])}`),
    body: contract(paragraph(sentences)),
  };
}
