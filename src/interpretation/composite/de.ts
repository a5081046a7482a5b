/** German texts of the composite chart: the relationship's own chart, read for both people. */
import type { Element } from '../../astro/sign-qualities.ts';
import { DE_HOUSES, DE_SIGNS, inSign } from '../de/zodiac.ts';
import { aspectName, pointName } from '../names.ts';
import { capitalize } from '../sentences.ts';
import type { CompositeAspect, CompositeAspectPoint, CompositeKeyPoint, CompositeWriter, ScoreBand } from './writer.ts';

const list = (items: readonly string[]) => new Intl.ListFormat('de', { type: 'conjunction' }).format(items);
const names = (ids: readonly string[]) => list(ids.map((id) => pointName(id as CompositeAspectPoint, 'de')));
const traits = (t: readonly string[]) => list(t);

/** What each point stands for in a relationship (nominative). */
const ROLE: Record<CompositeAspectPoint, string> = {
  sun: 'der Sinn der Beziehung',
  moon: 'das Gefühlsklima zwischen euch',
  mercury: 'die Art, wie ihr miteinander redet',
  venus: 'eure Zuneigung und gemeinsame Freude',
  mars: 'euer gemeinsamer Antrieb',
  jupiter: 'eure gemeinsamen Hoffnungen',
  saturn: 'die Verpflichtungen, die ihr eingeht',
  uranus: 'die Freiheit, die ihr einander lasst',
  neptune: 'eure gemeinsamen Ideale',
  pluto: 'die Macht, die die Bindung über euch hat',
  ascendant: 'euer Auftreten als Paar',
  midheaven: 'das, was ihr gemeinsam in der Welt erreicht',
};

const ASPECT: Record<CompositeAspect, (a: string, b: string) => string> = {
  conjunction: (a, b) => `${a} und ${b} verschmelzen zu einem Thema`,
  trine: (a, b) => `${a} und ${b} fließen mühelos zusammen`,
  sextile: (a, b) => `${a} und ${b} helfen einander, sobald ihr die Gelegenheit nutzt`,
  square: (a, b) => `${a} und ${b} reiben sich aneinander`,
  opposition: (a, b) => `${a} und ${b} ziehen in entgegengesetzte Richtungen`,
};
const ASPECT_AFTER: Record<CompositeAspect, string> = {
  conjunction: 'Was das eine berührt, berührt auch das andere.',
  trine: 'Diese Stärke nehmt ihr leicht als selbstverständlich; setzt sie bewusst ein.',
  sextile: 'Die Gabe ist echt, verlangt aber von euch beiden einen kleinen Schritt.',
  square: 'An dieser Reibung wird die Beziehung gezwungen zu wachsen.',
  opposition: 'Ausgleich entsteht, wenn jeder von euch bewusst ein Ende hält.',
};

const PLACEMENT: Record<CompositeKeyPoint, string> = {
  sun: 'Die Composit-Sonne sagt, wozu die Beziehung da ist',
  moon: 'Der Composit-Mond zeigt, wann ihr euch miteinander zu Hause fühlt',
  venus: 'Die Composit-Venus zeigt, wie ihr einander Liebe zeigt',
  mars: 'Der Composit-Mars zeigt, wie ihr als Paar handelt und streitet',
  mercury: 'Der Composit-Merkur zeigt, wie ihr gemeinsam denkt und redet',
  ascendant: 'Der Composit-Aszendent ist das Bild, das andere von euch als Paar haben',
};

const ELEMENT_NAME: Record<Element, string> = { fire: 'Feuer', earth: 'Erde', air: 'Luft', water: 'Wasser' };
const ELEMENT_TONE: Record<Element, string> = {
  fire: 'Begeisterung, Mut und Abenteuerlust',
  earth: 'praktische Pläne, Treue und gemeinsame Sicherheit',
  air: 'Gespräche, Ideen und Freundschaft',
  water: 'Gefühl, Nähe und stilles Verstehen',
};

const BAND: Record<ScoreBand, string> = {
  strong: 'eine starke Verbindung: Die Kontakte zwischen euren Horoskopen stützen einander überwiegend',
  good: 'eine gute Verbindung: Unterstützung überwiegt die Reibung, und die Reibung ist zu bewältigen',
  mixed:
    'ein gemischtes Bild: Unterstützung und Reibung halten sich fast die Waage, vieles hängt davon ab, wie ihr euch begegnet',
  demanding: 'eine fordernde Verbindung: Reibung überwiegt die Leichtigkeit, das verlangt Geduld und klare Absprachen',
};

const PATTERN_TITLE = {
  'grand-trine': 'Großes Trigon',
  kite: 'Drachen',
  't-square': 'T-Quadrat',
  'grand-cross': 'Großes Kreuz',
  yod: 'Yod',
} as const;

export const deComposite: CompositeWriter = {
  score(score, band, [a, b]) {
    return {
      title: `Kompatibilität ${score} von 100`,
      body: `Horoskop neben Horoskop gelegt, erreichen ${a} und ${b} ${score} von 100 Punkten, ${BAND[band]}. Das Composit unten beschreibt, was ihr beide gemeinsam daraus macht.`,
    };
  },
  stellium(s) {
    const sign = DE_SIGNS[s.sign];
    return s.by === 'sign'
      ? {
          title: `Stellium ${inSign(s.sign)}`,
          body: `${names(s.members)} versammeln sich in eurem Composit ${inSign(s.sign)}. Die Beziehung selbst ist ${traits(sign.traits)}: ${sign.gift} ist ihre große Stärke, ${sign.shadow.nom} ihr Risiko.`,
        }
      : {
          title: `Stellium im ${s.houses[0]}. Haus`,
          body: `${names(s.members)} versammeln sich im ${s.houses[0]}. Haus eures Composits. Die Hauptbühne der Beziehung sind ${DE_HOUSES[s.houses[0]].areas[0]}.`,
        };
  },
  pattern(p) {
    const apex = p.apex ? pointName(p.apex, 'de') : '';
    const element = p.element ? ELEMENT_NAME[p.element] : 'gemischter';
    const body: Record<typeof p.kind, string> = {
      'grand-trine': `${names(p.members)} bilden in eurem Composit ein großes Trigon: einen leichten Kreis aus ${p.element ? `${element}-Energie` : 'gemischter Energie'}, der die Beziehung durch gewöhnliche Tage trägt. Gebt ihm ein gemeinsames Ziel, sonst wird die Leichtigkeit zur Routine.`,
      kite: `${names(p.members)} bilden einen Drachen: Der leichte Fluss des großen Trigons bekommt eine Richtung, ein gemeinsames Ziel, das ihr mit vereinten Talenten verfolgen könnt.`,
      't-square': `${names(p.members)} bilden ein T-Quadrat mit ${apex} an der Spitze: Dort sammelt sich die Spannung der Beziehung, und dort erreicht ihr am meisten, wenn ihr euch ihr gemeinsam stellt.`,
      'grand-cross': `${names(p.members)} bilden ein großes Kreuz: Vier Ansprüche zerren zugleich an der Beziehung, und sie wird zäh, indem sie sie zusammenhält.`,
      yod: `${names(p.members)} bilden ein Yod, das auf ${apex} zeigt: Etwas in der Beziehung verlangt immer wieder nach Anpassung statt nach mehr Anstrengung.`,
    };
    return { title: PATTERN_TITLE[p.kind], body: body[p.kind] };
  },
  balance(b) {
    const main = b.dominantElements;
    const missing = b.missingElements;
    return {
      title: 'Die Elemente der Beziehung',
      body: `Die meisten Composit-Planeten stehen in ${list(main.map((e) => ELEMENT_NAME[e]))}zeichen, also lebt die Beziehung von ${list(main.map((e) => ELEMENT_TONE[e]))}.${
        missing.length
          ? ` Da nichts in ${list(missing.map((e) => ELEMENT_NAME[e]))} steht, müsst ihr ${list(missing.map((e) => ELEMENT_TONE[e]))} bewusst hereinholen.`
          : ''
      }`,
    };
  },
  placement(point, sign, house) {
    const s = DE_SIGNS[sign];
    return {
      title: `Composit-${pointName(point, 'de')} ${inSign(sign)}, ${house}. Haus`,
      body: `${PLACEMENT[point]}. In diesem Zeichen wirkt das ${traits(s.traits)}, und es braucht ${s.needs}.${point === 'ascendant' ? '' : ` Den Rahmen geben ${DE_HOUSES[house].areas[0]}.`}`,
    };
  },
  aspect(a, aspect, b, position) {
    const first = ASPECT[aspect](ROLE[a], ROLE[b]);
    return {
      title: `Composit-${pointName(a, 'de')} ${aspectName(aspect, 'de')} ${pointName(b, 'de')}`,
      body: `${capitalize(first)}. ${position < 5 ? ASPECT_AFTER[aspect] : ''}`.trim(),
    };
  },
};
