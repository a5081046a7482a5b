/** Italian texts of the composite chart: the relationship's own chart, read for both people ("voi"). */
import type { Element } from '../../astro/sign-qualities.ts';
import { IT_ASPECTS } from '../it/aspects.ts';
import { agree, each, polish } from '../it/grammar.ts';
import { IT_POINT_NAMES } from '../it/points.ts';
import { IT_HOUSE_ORDINALS, IT_HOUSES, IT_SIGNS } from '../it/zodiac.ts';
import { signName } from '../names.ts';
import { capitalize } from '../sentences.ts';
import type { CompositeAspect, CompositeAspectPoint, CompositeKeyPoint, CompositeWriter, ScoreBand } from './writer.ts';

const list = (items: readonly string[]) => new Intl.ListFormat('it', { type: 'conjunction' }).format(items);
const names = (ids: readonly CompositeAspectPoint[]) => list(ids.map((id) => IT_POINT_NAMES[id].name));
/** "il Sole composto", "la Luna composta": the participle agrees with the point. */
const composite = (p: CompositeAspectPoint) => `${IT_POINT_NAMES[p].name} ${agree('composto', IT_POINT_NAMES[p].g)}`;
/** What each point stands for in a relationship. */
const ROLE: Record<CompositeAspectPoint, string> = {
  sun: 'il senso della relazione',
  moon: 'il clima emotivo tra voi',
  mercury: 'il vostro modo di parlare',
  venus: 'il vostro affetto e i piaceri condivisi',
  mars: 'lo slancio che condividete',
  jupiter: 'le vostre speranze comuni',
  saturn: 'gli impegni che mantenete',
  uranus: 'la libertà che vi concedete',
  neptune: 'gli ideali che condividete',
  pluto: 'il potere che il legame ha su entrambi',
  ascendant: "l'immagine che date come coppia",
  midheaven: 'ciò che realizzate insieme nel mondo',
};

const ASPECT: Record<CompositeAspect, (a: string, b: string) => string> = {
  conjunction: (a, b) => `${a} e ${b} si fondono in un unico tema`,
  trine: (a, b) => `${a} e ${b} scorrono insieme senza sforzo`,
  sextile: (a, b) => `${a} e ${b} si aiutano non appena cogliete l'occasione`,
  square: (a, b) => `${a} e ${b} sfregano tra loro`,
  opposition: (a, b) => `${a} e ${b} tirano in direzioni opposte`,
};
const ASPECT_AFTER: Record<CompositeAspect, string> = {
  conjunction: "Ciò che tocca l'uno tocca anche l'altro.",
  trine: 'È una forza che potete dare per scontata; usatela di proposito.',
  sextile: 'Il dono è reale, ma chiede un piccolo passo a tutti e due.',
  square: 'In quello sfregamento la relazione è costretta a crescere.',
  opposition: "L'equilibrio arriva quando ciascuno tiene di proposito un'estremità.",
};

const PLACEMENT: Record<CompositeKeyPoint, string> = {
  sun: 'Il Sole composto dice per che cosa esiste la relazione',
  moon: 'La Luna composta mostra che cosa vi fa sentire a casa insieme',
  venus: "Venere composta mostra come vi dimostrate l'amore",
  mars: 'Marte composto mostra come agite e litigate come coppia',
  mercury: 'Mercurio composto mostra come pensate e parlate insieme',
  ascendant: "L'Ascendente composto è l'immagine che gli altri hanno di voi",
};

const ELEMENT_NAME: Record<Element, string> = { fire: 'fuoco', earth: 'terra', air: 'aria', water: 'acqua' };
const ELEMENT_TONE: Record<Element, string> = {
  fire: "entusiasmo, coraggio e gusto per l'avventura",
  earth: 'progetti concreti, lealtà e una sicurezza condivisa',
  air: 'dialogo, idee e amicizia',
  water: 'sentimento, intimità e una comprensione silenziosa',
};

const BAND: Record<ScoreBand, string> = {
  strong: 'una combinazione forte: i contatti tra i vostri temi si sostengono quasi sempre',
  good: "una buona combinazione: il sostegno pesa più dell'attrito, e l'attrito si può lavorare",
  mixed: 'un quadro misto: sostegno e attrito sono quasi alla pari, quindi molto dipende da come vi venite incontro',
  demanding:
    "una combinazione impegnativa: l'attrito pesa più della facilità, e questo chiede pazienza e accordi chiari",
};

const PATTERN_TITLE = {
  'grand-trine': 'Grande trigono',
  kite: 'Aquilone',
  't-square': 'Quadratura a T',
  'grand-cross': 'Grande croce',
  yod: 'Yod',
} as const;

export const itComposite: CompositeWriter = {
  score(score, band, [a, b]) {
    return {
      title: `Compatibilità ${score} su 100`,
      body: `Confrontati tema per tema, ${a} e ${b} ottengono ${score} su 100, ${BAND[band]}. Il tema composito descrive ciò che fate insieme.`,
    };
  },
  stellium(s) {
    const sign = IT_SIGNS[s.sign];
    return s.by === 'sign'
      ? {
          title: `Stellium in ${signName(s.sign, 'it')}`,
          body: polish(
            `${names(s.members)} si riuniscono in ${signName(s.sign, 'it')} nel vostro tema composito. Il legame stesso è ${sign.traits}: ${sign.gift} è la sua grande forza, ${sign.shadow} il suo rischio.`,
          ),
        }
      : {
          title: `Stellium in ${IT_HOUSE_ORDINALS[s.houses[0]]} casa`,
          body: polish(
            `${names(s.members)} si riuniscono nella ${IT_HOUSE_ORDINALS[s.houses[0]]} casa del vostro tema composito. ${capitalize(IT_HOUSES[s.houses[0]].areas[0])} sono il palcoscenico principale della relazione.`,
          ),
        };
  },
  pattern(p) {
    const apex = p.apex ? IT_POINT_NAMES[p.apex].il : '';
    const body: Record<typeof p.kind, string> = {
      'grand-trine': `${names(p.members)} formano un grande trigono nel vostro tema composito: un cerchio facile di energia ${p.element ? `di ${ELEMENT_NAME[p.element]}` : 'di elementi misti'} che sostiene la relazione nei giorni normali. Dategli una meta comune, o la facilità diventa routine.`,
      kite: `${names(p.members)} formano un aquilone: il flusso facile del grande trigono riceve una direzione, una meta comune che potete inseguire con i vostri talenti uniti.`,
      't-square': `${names(p.members)} formano una quadratura a T con ${apex} al vertice: lì si accumula la tensione della relazione, e lì ottenete di più quando la affrontate insieme.`,
      'grand-cross': `${names(p.members)} formano una grande croce: quattro richieste tirano insieme la relazione, che diventa resistente sostenendole insieme.`,
      yod: `${names(p.members)} formano uno yod che punta ${each('a', apex)}: qualcosa nella relazione chiede di continuo aggiustamenti anziché più sforzo.`,
    };
    return { title: PATTERN_TITLE[p.kind], body: polish(body[p.kind]) };
  },
  balance(b) {
    const main = b.dominantElements;
    const missing = b.missingElements;
    return {
      title: 'Gli elementi della relazione',
      body: `La maggior parte dei pianeti compositi è in segni di ${list(main.map((e) => ELEMENT_NAME[e]))}, quindi la relazione vive di ${list(main.map((e) => ELEMENT_TONE[e]))}.${
        missing.length
          ? ` Senza niente in ${list(missing.map((e) => ELEMENT_NAME[e]))}, dovrete portare di proposito ${list(missing.map((e) => ELEMENT_TONE[e]))}.`
          : ''
      }`,
    };
  },
  placement(point, sign, house) {
    const s = IT_SIGNS[sign];
    return {
      title: `${composite(point)} in ${signName(sign, 'it')}, casa ${house}`,
      body: polish(
        `${PLACEMENT[point]}. In questo segno il legame diventa ${s.traits}, e ha bisogno di ${s.needs}.${point === 'ascendant' ? '' : ` La cornice è data ${each('da', IT_HOUSES[house].areas[0])}.`}`,
      ),
    };
  },
  aspect(a, aspect, b, position) {
    const first = ASPECT[aspect](ROLE[a], ROLE[b]);
    return {
      title: polish(`${composite(a)} ${IT_ASPECTS[aspect].prep} ${IT_POINT_NAMES[b].il}`),
      body: polish(`${capitalize(first)}. ${position < 5 ? ASPECT_AFTER[aspect] : ''}`.trim()),
    };
  },
};
