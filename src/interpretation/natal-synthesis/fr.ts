/** The French natal synthesis texts (see writer.ts). */
import type { Element, Modality } from '../../astro/sign-qualities.ts';
import type { Planet } from '../../astro/vocabulary.ts';
import { count, et, polish } from '../fr/grammar.ts';
import { FR_NATAL, FR_POINT_NAMES } from '../fr/points.ts';
import { signName } from '../names.ts';
import { capitalize, paragraph } from '../sentences.ts';
import { type AspectTextPoint, cycle, type MajorAspect, type NatalSynthesisWriter } from './writer.ts';

const name = (p: AspectTextPoint) => FR_POINT_NAMES[p].name;
const le = (p: AspectTextPoint) => FR_POINT_NAMES[p].le;
/** Planets with their articles, listed: "la Lune, Jupiter et Neptune". */
const names = (ps: readonly Planet[]) => et(ps.map(le));
/** Number words agreeing with "planète" (feminine): "une", "deux" … "dix". */
const NUMBER = ['', 'une', 'deux', 'trois', 'quatre', 'cinq', 'six', 'sept', 'huit', 'neuf', 'dix'];
const PLURAL = new Intl.PluralRules('fr-FR');
/** "est" or "sont" for a count, as Intl.PluralRules('fr-FR') selects (0 and 1 take the singular). */
const est = (n: number) => (PLURAL.select(n) === 'one' ? 'est' : 'sont');
const ELEMENT: Record<Element, string> = { fire: 'feu', earth: 'terre', air: 'air', water: 'eau' };
/** The modalities as adjectives agreeing with "signes" (masculine plural). */
const MODALITY: Record<Modality, string> = { cardinal: 'cardinaux', fixed: 'fixes', mutable: 'mutables' };
const ELEMENT_GIFT: Record<Element, string> = {
  fire: 'l’enthousiasme, le courage et l’envie d’agir',
  earth: 'la patience, le sens pratique et le flair pour ce qui dure',
  air: 'les idées, la conversation et la capacité de prendre du recul',
  water: 'le sentiment, l’intuition et une fine perception des autres',
};
const ELEMENT_LACK: Record<Element, string> = {
  fire: 'la spontanéité et la confiance en vous se travaillent plus qu’elles ne vont de soi',
  earth: 'la routine, l’argent et le corps demandent plus d’attention consciente que vous ne le pensez',
  air: 'parler d’un sentiment pour y voir clair ne vous vient pas naturellement',
  water: 'les sentiments vous sont plus faciles à analyser qu’à vivre',
};
const MODALITY_WAY: Record<Modality, string> = {
  cardinal: 'vous lancez, faites le premier pas et donnez la direction',
  fixed: 'vous tenez le cap, construisez lentement et finissez ce que vous commencez',
  mutable: 'vous vous adaptez, apprenez vite et changez de cap quand la vie le demande',
};
const HEMISPHERE: Record<'north' | 'south' | 'east' | 'west', string> = {
  south:
    'La plupart des planètes sont au-dessus de l’horizon, dans les maisons de la vie publique\u00a0: votre vie est tournée vers l’extérieur, et une grande part de votre croissance se fait sous le regard des autres.',
  north:
    'La plupart des planètes sont sous l’horizon, dans les maisons privées\u00a0: votre vie s’enracine dans le foyer, le monde intérieur et les proches, et vous mûrissez à votre rythme.',
  east: 'La moitié orientale, côté Ascendant, rassemble la plupart des planètes\u00a0: vous avez tendance à tracer votre propre chemin et à vous fier à votre initiative.',
  west: 'La moitié occidentale, côté Descendant, rassemble la plupart des planètes\u00a0: vous prenez vie dans les relations, et beaucoup de ce que vous accomplissez passe par les autres.',
};
const TITLE = {
  'grand-trine': 'Grand trigone',
  't-square': 'Carré en T',
  'grand-cross': 'Grande croix',
  yod: 'Yod',
  kite: 'Cerf-volant',
} as const;
const ASPECT_NAME: Record<MajorAspect, string> = {
  conjunction: 'en conjonction avec',
  opposition: 'en opposition à',
  trine: 'en trigone avec',
  square: 'en carré avec',
  sextile: 'en sextile avec',
};
const ASPECT_ARTICLE: Record<MajorAspect, string> = {
  conjunction: 'une conjonction',
  opposition: 'une opposition',
  trine: 'un trigone',
  square: 'un carré',
  sextile: 'un sextile',
};
const ASPECT_OPENINGS: ((a: string, x: string, b: string) => string)[] = [
  (a, x, b) => `${a} et ${b} forment ${x}.`,
  (a, x, b) => `Entre ${a} et ${b}, il y a ${x}.`,
  (a, x, b) => `Votre thème relie ${a} à ${b} par ${x}.`,
  (a, x, b) => `${capitalize(x)} relie ${a} à ${b}.`,
];
const ASPECT_MEANING: Record<MajorAspect, string[]> = {
  conjunction: [
    'Ici, les deux agissent comme un seul\u00a0: vous vivez rarement l’un sans l’autre.',
    'Ainsi fondus, chacun colore tout ce que fait l’autre.',
    'Une conjonction concentre\u00a0: ce que l’un veut, l’autre l’amplifie.',
  ],
  opposition: [
    'Vous les vivez comme deux pôles, et la vie vous demande de tenir les deux au lieu de choisir.',
    'Souvent, d’autres personnes incarnent un côté de ce couple jusqu’à ce que vous reconnaissiez les deux comme vôtres.',
    'Osciller entre les deux enseigne l’équilibre, lentement et parfois par le conflit.',
  ],
  trine: [
    'Les deux se soutiennent sans effort, un talent qu’il est facile de tenir pour acquis.',
    'Cette fluidité est une ressource à utiliser délibérément, pas seulement à savourer.',
    'L’harmonie entre eux rend ce domaine de la vie naturel pour vous.',
  ],
  square: [
    'Les deux se frottent\u00a0; la friction dérange, mais elle vous pousse à construire quelque chose.',
    'La tension entre eux demande des décisions, et chaque décision vous fortifie.',
    'C’est un contact de travail\u00a0: l’effort y rapporte plus que partout ailleurs.',
  ],
  sextile: [
    'Les deux coopèrent quand vous leur en donnez une raison\u00a0: un petit effort ouvre cette porte.',
    'Entre eux naissent des occasions qui récompensent l’initiative.',
    'Un lien aimable qui grandit avec la pratique et la curiosité.',
  ],
};
const ASPECT_LINKS: ((x: string[], y: string[]) => string)[] = [
  (x, y) => `L’aspect relie ${et(x)} ${et(y, 'à')}.`,
  (x, y) => `Ce qui se joue, c’est la rencontre entre ${et(x)} d’un côté, ${et(y)} de l’autre.`,
  (x, y) => `Dans la pratique, ${et(x)} d’une part, ${et(y)} d’autre part se façonnent mutuellement.`,
  (x, y) => `Ce contact lie ${et(x)} ${et(y, 'à')}.`,
];

export const frSynthesis: NatalSynthesisWriter = {
  stellium(s) {
    const where = s.by === 'sign' ? `en ${signName(s.sign, 'fr')}` : `en maison ${s.houses[0]}`;
    const n = s.members.length;
    return {
      title: `Stellium ${where}`,
      body: polish(
        paragraph([
          `${capitalize(NUMBER[n] ?? String(n))} planètes se rassemblent ${where}\u00a0: ${names(s.members)}.`,
          s.by === 'sign'
            ? `Tant de poids dans un signe vous donne son caractère sous une forme concentrée\u00a0; l’élément ${ELEMENT[s.element]} et le mode des signes ${MODALITY[s.modality]} vous marquent fortement.`
            : 'Tant de poids dans une maison fait de ce domaine de la vie la scène principale\u00a0: c’est là que les thèmes de ces planètes se vivent d’abord.',
          s.by === 'sign' && s.houses.length > 0
            ? `${s.houses.length > 1 ? 'Elles tombent dans les maisons' : 'Elles tombent dans la maison'} ${et(s.houses.map(String))}, où cette concentration se fait sentir.`
            : `La plupart sont en ${signName(s.sign, 'fr')}, qui donne son ton à la maison.`,
          'Un stellium offre de la concentration\u00a0; l’équilibre vient de ce qui reste en dehors.',
        ]),
      ),
    };
  },
  pattern(p) {
    const apex = p.apex;
    const sentences: string[] = [];
    switch (p.kind) {
      case 'grand-trine':
        sentences.push(
          `${capitalize(names(p.members))} sont reliés par trois trigones, un cercle fermé${p.element ? ` de ${ELEMENT[p.element]}` : ''}.`,
          p.element
            ? `Il vous donne ${ELEMENT_GIFT[p.element]}, si fiables que vous ne le remarquez peut-être même pas.`
            : 'Comme il traverse plusieurs éléments, sa facilité est moins évidente, mais elle touche différents domaines de la vie.',
          'Le risque d’un grand trigone est le confort\u00a0: son talent grandit face à un défi.',
        );
        break;
      case 'kite':
        sentences.push(
          `Un grand trigone ${et(p.members.slice(0, 3).map(le), 'de')} est ancré par ${le(p.members[3])}, en opposition à un sommet et en sextile avec les deux autres.`,
          `Le cerf-volant donne une direction à la fluidité du trigone\u00a0: ${et(FR_NATAL[p.members[3]].domain[0])} ${FR_NATAL[p.members[3]].domain[0].length > 1 ? 'deviennent' : 'devient'} le but qui met les talents au travail.`,
        );
        break;
      case 't-square':
        sentences.push(
          `${capitalize(le(p.members[1]))} et ${le(p.members[2])} s’opposent, et tous deux forment un carré avec ${le(apex!)}, le sommet d’un carré en T${p.modality ? ` en signes ${MODALITY[p.modality]}` : ''}.`,
          `La pression s’accumule sur ${et(FR_NATAL[apex!].domain[0])}\u00a0: c’est là que la vie vous pousse à agir, et là que vous accomplissez le plus.`,
          p.modality
            ? `En signes ${MODALITY[p.modality]}, ${MODALITY_WAY[p.modality]}, et c’est ainsi que vous gérez cette pression.`
            : 'Le bras vide de la croix, opposé au sommet, montre d’où vient le soulagement.',
        );
        break;
      case 'grand-cross':
        sentences.push(
          `${capitalize(names(p.members))} forment une grande croix\u00a0: deux oppositions en carré l’une avec l’autre${p.modality ? `, toutes en signes ${MODALITY[p.modality]}` : ''}.`,
          'Quatre directions tirent à la fois, et cela peut ressembler à une vie d’exigences constantes.',
          'Portée avec patience, la croix donne une endurance peu commune.',
        );
        break;
      case 'yod':
        sentences.push(
          `${capitalize(le(p.members[1]))} et ${le(p.members[2])} sont en sextile, et tous deux forment un quinconce avec ${le(apex!)}\u00a0: un yod, aussi appelé doigt de Dieu.`,
          `Il désigne ${et(FR_NATAL[apex!].domain[1])} comme quelque chose que vous réajustez sans cesse\u00a0; il demande une autre approche, pas plus d’effort.`,
        );
        break;
    }
    return { title: TITLE[p.kind], body: polish(paragraph(sentences)) };
  },
  ruler(r) {
    return {
      title: `Maître du thème\u00a0: ${name(r.ruler)}`,
      body: polish(
        paragraph([
          `Avec l’Ascendant en ${signName(r.ascendantSign, 'fr')}, ${le(r.ruler)} gouverne votre thème (maîtrise traditionnelle).`,
          `${FR_POINT_NAMES[r.ruler].g === 'f' ? 'Elle' : 'Il'} se trouve en ${signName(r.sign, 'fr')}, en maison ${r.house}, et marque votre manière d’aller vers le monde.`,
          `Ce que ${le(r.ruler)} touche par aspect entre dans l’histoire de tout votre thème.`,
        ]),
      ),
    };
  },
  balance(b) {
    const sentences = [
      `Sur les dix planètes, ${et(b.dominantElements.map((e) => `${b.elements[e]} ${est(b.elements[e])} en ${ELEMENT[e]}`))}\u00a0: pour vous passent d’abord ${et(
        b.dominantElements.map((e) => ELEMENT_GIFT[e]),
      )}.`,
    ];
    for (const e of b.missingElements)
      sentences.push(`Aucune planète n’est en ${ELEMENT[e]}\u00a0: ${ELEMENT_LACK[e]}.`);
    sentences.push(
      `Côté modes, les signes ${et(b.dominantModalities.map((m) => MODALITY[m]))} dominent\u00a0: ${et(
        b.dominantModalities.map((m) => MODALITY_WAY[m]),
      )}.`,
    );
    for (const m of b.missingModalities)
      sentences.push(`Sans planète en signes ${MODALITY[m]}, d’autres prennent souvent ce rôle pour vous.`);
    return { title: 'Éléments et modes', body: polish(paragraph(sentences)) };
  },
  hemispheres(h) {
    const sentences =
      h.emphasis.length > 0
        ? h.emphasis.map((side) => HEMISPHERE[side])
        : [
            'Les planètes se répartissent sans pencher nettement vers une moitié\u00a0: aucun côté de la vie ne l’emporte.',
          ];
    sentences.unshift(
      `Au-dessus de l’horizon ${PLURAL.select(h.south) === 'one' ? 'se trouve' : 'se trouvent'} ${count(h.south, 'planète', 'planètes')}, en dessous ${h.north}\u00a0; ${h.east} à l’est, ${h.west} à l’ouest.`,
    );
    return { title: 'Hémisphères', body: polish(paragraph(sentences)) };
  },
  dominant(d) {
    const [top, ...rest] = d;
    return {
      title: 'Planètes dominantes',
      body: polish(
        paragraph([
          `${capitalize(le(top.planet))} est la planète la plus forte de votre thème par maîtrise, dignité, angularité et aspects, ${
            rest.length > 0
              ? `suivie ${et(
                  rest.map((x) => le(x.planet)),
                  'de',
                )}`
              : 'loin devant les autres'
          }.`,
          `Ses thèmes, ${et(FR_NATAL[top.planet].domain[1])}, traversent toute la lecture.`,
        ]),
      ),
    };
  },
  aspect(a, aspect, b, position, nth) {
    return {
      title: `${name(a)} ${ASPECT_NAME[aspect]} ${name(b)}`,
      body: polish(
        paragraph([
          cycle(ASPECT_OPENINGS, position)(le(a), ASPECT_ARTICLE[aspect], le(b)),
          cycle(ASPECT_LINKS, position + 1)(FR_NATAL[a].domain[position % 2], FR_NATAL[b].domain[(position + 1) % 2]),
          cycle(ASPECT_MEANING[aspect], nth),
        ]),
      ),
    };
  },
};
