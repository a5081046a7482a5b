/** French texts of the composite chart: the relationship's own chart, read for both people. */
import type { Element } from '../../astro/sign-qualities.ts';
import { FR_ASPECTS } from '../fr/aspects.ts';
import { agreeList, et, polish } from '../fr/grammar.ts';
import { FR_POINT_NAMES } from '../fr/points.ts';
import { FR_HOUSE_ORDINALS, FR_HOUSES, FR_SIGNS } from '../fr/zodiac.ts';
import { pointName, signName } from '../names.ts';
import { capitalize } from '../sentences.ts';
import type { CompositeAspect, CompositeAspectPoint, CompositeKeyPoint, CompositeWriter, ScoreBand } from './writer.ts';

const list = (items: readonly string[]) => new Intl.ListFormat('fr', { type: 'conjunction' }).format(items);
/** Points with their articles, listed: "le Soleil, Mercure et Mars". */
const names = (ids: readonly string[]) =>
  list(ids.map((id) => FR_POINT_NAMES[id as CompositeAspectPoint]?.le ?? pointName(id as CompositeAspectPoint, 'fr')));
/** What each point stands for in a relationship. */
const ROLE: Record<CompositeAspectPoint, string> = {
  sun: 'le sens de la relation',
  moon: 'le climat affectif entre vous',
  mercury: 'votre manière de vous parler',
  venus: 'la tendresse que vous partagez',
  mars: 'l’élan que vous partagez',
  jupiter: 'vos espoirs communs',
  saturn: 'les engagements que vous tenez',
  uranus: 'la liberté que vous vous accordez',
  neptune: 'les idéaux que vous partagez',
  pluto: 'le pouvoir que le lien exerce sur vous deux',
  ascendant: 'l’image que vous donnez en tant que couple',
  midheaven: 'ce que vous accomplissez ensemble dans le monde',
};

const ASPECT: Record<CompositeAspect, (a: string, b: string) => string> = {
  conjunction: (a, b) => `${a} et ${b} se fondent en un seul thème`,
  trine: (a, b) => `${a} et ${b} coulent ensemble sans effort`,
  sextile: (a, b) => `${a} et ${b} s’entraident dès que vous saisissez l’occasion`,
  square: (a, b) => `${a} et ${b} se frottent l’un à l’autre`,
  opposition: (a, b) => `${a} et ${b} tirent dans des directions opposées`,
};
const ASPECT_AFTER: Record<CompositeAspect, string> = {
  conjunction: 'Ce qui touche l’un touche aussi l’autre.',
  trine: 'C’est une force sur laquelle vous pouvez compter\u00a0; servez-vous-en délibérément.',
  sextile: 'Le don est réel, mais il demande un petit pas de chacun.',
  square: 'Dans ce frottement, la relation est obligée de grandir.',
  opposition: 'L’équilibre vient quand chacun tient volontairement une extrémité.',
};

const PLACEMENT: Record<CompositeKeyPoint, string> = {
  sun: 'Le Soleil composite dit pourquoi la relation existe',
  moon: 'La Lune composite montre ce qui vous fait vous sentir chez vous ensemble',
  venus: 'Vénus composite montre comment vous vous témoignez votre amour',
  mars: 'Mars composite montre comment vous agissez et vous disputez en couple',
  mercury: 'Mercure composite montre comment vous pensez et parlez ensemble',
  ascendant: 'L’Ascendant composite est l’image que les autres ont de vous',
};

const ELEMENT_NAME: Record<Element, string> = { fire: 'feu', earth: 'terre', air: 'air', water: 'eau' };
/** What each element brings to the relationship, as noun phrases with their articles. */
const ELEMENT_TONE: Record<Element, string[]> = {
  fire: ['l’enthousiasme', 'le courage', 'le goût de l’aventure'],
  earth: ['les projets concrets', 'la loyauté', 'une sécurité partagée'],
  air: ['la conversation', 'les idées', 'l’amitié'],
  water: ['le sentiment', 'l’intimité', 'une compréhension silencieuse'],
};

const BAND: Record<ScoreBand, string> = {
  strong: 'une combinaison forte\u00a0: les contacts entre vos thèmes se soutiennent presque toujours',
  good: 'une bonne combinaison\u00a0: le soutien pèse plus que le frottement, et le frottement se travaille',
  mixed:
    'un tableau contrasté\u00a0: soutien et frottement s’équilibrent presque, et beaucoup dépend de la façon dont vous vous rencontrez',
  demanding:
    'une combinaison exigeante\u00a0: le frottement pèse plus que la facilité, ce qui demande de la patience et des accords clairs',
};

const PATTERN_TITLE = {
  'grand-trine': 'Grand trigone',
  kite: 'Cerf-volant',
  't-square': 'Carré en T',
  'grand-cross': 'Grande croix',
  yod: 'Yod',
} as const;

export const frComposite: CompositeWriter = {
  score(score, band, [a, b]) {
    return {
      title: `Compatibilité\u00a0: ${score} sur 100`,
      body: polish(
        `Comparés thème à thème, ${a} et ${b} obtiennent ${score} sur 100, ${BAND[band]}. Le thème composite décrit ce que vous faites tous les deux ensemble.`,
      ),
    };
  },
  stellium(s) {
    const sign = FR_SIGNS[s.sign];
    return s.by === 'sign'
      ? {
          title: `Stellium en ${signName(s.sign, 'fr')}`,
          // "lien" is masculine: the sign's traits agree with it.
          body: polish(
            `${capitalize(names(s.members))} se rassemblent en ${signName(s.sign, 'fr')} dans votre thème composite. Le lien lui-même est ${agreeList(sign.traits, 'm')}\u00a0: ${sign.gift} est sa grande force, ${et(sign.shadow)} son risque.`,
          ),
        }
      : {
          title: `Stellium en ${FR_HOUSE_ORDINALS[s.houses[0]]} maison`,
          body: polish(
            `${capitalize(names(s.members))} se rassemblent dans la ${FR_HOUSE_ORDINALS[s.houses[0]]} maison de votre thème composite. ${capitalize(et(FR_HOUSES[s.houses[0]].areas[0]))} sont la scène principale de la relation.`,
          ),
        };
  },
  pattern(p) {
    const apex = p.apex ? (FR_POINT_NAMES[p.apex as CompositeAspectPoint]?.le ?? pointName(p.apex, 'fr')) : '';
    const body: Record<typeof p.kind, string> = {
      'grand-trine': `${capitalize(names(p.members))} forment un grand trigone dans votre thème composite\u00a0: un cercle facile d’énergie ${p.element ? `de ${ELEMENT_NAME[p.element]}` : 'aux éléments mêlés'} qui porte la relation au quotidien. Donnez-lui un but commun, sinon la facilité tourne à la routine.`,
      kite: `${capitalize(names(p.members))} forment un cerf-volant\u00a0: la fluidité du grand trigone reçoit une direction, un but commun que vous pouvez poursuivre en unissant vos talents.`,
      't-square': `${capitalize(names(p.members))} forment un carré en T avec ${apex} au sommet\u00a0: c’est là que s’accumule la tension de la relation, et là que vous accomplissez le plus quand vous l’affrontez ensemble.`,
      'grand-cross': `${capitalize(names(p.members))} forment une grande croix\u00a0: quatre exigences tirent à la fois sur la relation, qui devient solide en les portant ensemble.`,
      yod: `${capitalize(names(p.members))} forment un yod qui pointe vers ${apex}\u00a0: quelque chose dans la relation demande sans cesse des ajustements plutôt que plus d’effort.`,
    };
    return { title: PATTERN_TITLE[p.kind], body: polish(body[p.kind]) };
  },
  balance(b) {
    const main = b.dominantElements;
    const missing = b.missingElements;
    return {
      title: 'Les éléments de la relation',
      body: polish(
        `La plupart des planètes composites sont dans des signes ${list(main.map((e) => `de ${ELEMENT_NAME[e]}`))}\u00a0: la relation vit ${et(
          main.flatMap((e) => ELEMENT_TONE[e]),
          'de',
        )}.${
          missing.length
            ? ` Sans rien en ${list(missing.map((e) => ELEMENT_NAME[e]))}, vous devrez apporter délibérément ${et(missing.flatMap((e) => ELEMENT_TONE[e]))}.`
            : ''
        }`,
      ),
    };
  },
  placement(point, sign, house) {
    const s = FR_SIGNS[sign];
    return {
      title: `${pointName(point, 'fr')} composite en ${signName(sign, 'fr')}, maison ${house}`,
      body: polish(
        `${PLACEMENT[point]}. Dans ce signe, le lien devient ${agreeList(s.traits, 'm')}, et il lui faut ${s.needs}.${point === 'ascendant' ? '' : ` Le cadre, ce sont ${et(FR_HOUSES[house].areas[0])}.`}`,
      ),
    };
  },
  aspect(a, aspect, b, position) {
    const first = ASPECT[aspect](ROLE[a], ROLE[b]);
    return {
      title: polish(`${capitalize(FR_POINT_NAMES[a].le)} composite ${FR_ASPECTS[aspect].prep} ${FR_POINT_NAMES[b].le}`),
      body: polish(`${capitalize(first)}. ${position < 5 ? ASPECT_AFTER[aspect] : ''}`.trim()),
    };
  },
};
