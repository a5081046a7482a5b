/** French synastry texts: a point of person 1 ("votre") in aspect to a point of person 2 ("son", "sa"). */
import { type Nature, natureOf, type SynastryAspect, type SynastryPoint } from '../catalogue.ts';
import { capitalize, paragraph } from '../sentences.ts';
import type { Chooser } from '../variation.ts';
import type { InterpretationText } from '../writer.ts';
import { FR_ASPECTS } from './aspects.ts';
import { polish, son, votre } from './grammar.ts';
import { FR_POINT_NAMES, FR_RELATING, type FrRelating } from './points.ts';

/**
 * Ce qu’un couple peut faire d’un contact, selon le thème de l’un de ses deux points et la nature
 * de l’aspect : un carré de Vénus demande un autre conseil qu’un carré de Saturne, pour qu’un
 * rapport de douze contacts ne répète pas le même conseil par aspect.
 */
const POINT_ADVICE: Record<SynastryPoint, Record<Nature, string>> = {
  sun: {
    fusion: 'Mieux vaut laisser de la place à deux projets de vie, et pas à un seul centre commun.',
    hard: 'Prendre la barre à tour de rôle aide\u00a0: personne n’a à se faire petit pour que l’autre brille.',
    soft: 'Se dire à voix haute ce que l’on admire chez l’autre renforce les deux.',
  },
  moon: {
    fusion: 'De petits rituels d’attention, sur lesquels chacun peut compter, soutiennent ce lien.',
    hard: 'Mieux vaut demander ce dont l’autre a besoin que croire le savoir.',
    soft: 'Les moments tranquilles à la maison méritent d’être protégés\u00a0; ils nourrissent cette relation.',
  },
  mercury: {
    fusion: 'Parler souvent est une bonne chose, à condition que chacun laisse l’autre finir.',
    hard: 'Quand les mots s’aiguisent, attendre une heure avant de répondre évite les blessures.',
    soft: 'Faire des projets, apprendre ou voyager ensemble tire le meilleur des conversations du couple.',
  },
  venus: {
    fusion: 'Profiter de ce qui est partagé n’empêche pas de garder quelques plaisirs à soi.',
    hard: 'Nommer ce à quoi chacun tient, plutôt que laisser l’autre deviner, évite les malentendus de goût.',
    soft: 'La beauté et le plaisir méritent une place fixe dans le temps passé ensemble.',
  },
  mars: {
    fusion: 'L’énergie commune rend davantage dans un projet, un sport ou un objectif partagé.',
    hard: 'Mieux vaut se disputer sur le fond, jamais sur qui gagne, puis tourner la page.',
    soft: 'Agir ensemble pour ce que tous deux veulent fait avancer le couple plus vite.',
  },
  jupiter: {
    fusion: 'Rêver grand ensemble marche mieux si l’on choisit ensuite un plan et qu’on le mène à bien.',
    hard: 'Poser des limites aide, car à deux il est facile de promettre plus qu’on ne peut tenir.',
    soft: 'Encourager la croissance de l’autre vient tout seul\u00a0; la générosité circule ici.',
  },
  saturn: {
    fusion: 'Les engagements pèsent moins s’ils sont façonnés à deux et que personne ne les porte seul.',
    hard: 'Dire quand une règle ou un devoir devient lourd aide plus que le silence.',
    soft: 'Construire ensemble quelque chose de durable, un foyer, une épargne ou une routine, fait du bien à la relation.',
  },
  uranus: {
    fusion: 'Se surprendre encore et encore, et se laisser libres, entretient l’étincelle.',
    hard: 'Avant de tout changer, mieux vaut convenir de ce qui doit rester stable.',
    soft: 'Essayer des choses nouvelles ensemble renouvelle les deux partenaires.',
  },
  neptune: {
    fusion:
      'Partager ses rêves est une bonne chose\u00a0; les confronter de temps en temps à la vie quotidienne aussi.',
    hard: 'Parler clairement des attentes évite que l’un des deux aime une illusion.',
    soft: 'L’art, la musique ou un silence partagé approfondissent ce que tous deux ressentent.',
  },
  pluto: {
    fusion: 'La profondeur est le cadeau de ce contact\u00a0; mieux vaut la garder libre de tout contrôle.',
    hard: 'Les épreuves de force sont inutiles\u00a0: la confiance grandit quand personne n’a à gagner.',
    soft: 'Affronter ensemble ce qui est difficile rend le couple plus fort.',
  },
  ascendant: {
    fusion: 'Cela vaut la peine de remarquer comment chacun façonne le style de l’autre, et d’en profiter.',
    hard: 'Regarder au-delà de la première réaction laisse le temps de vraiment se connaître.',
    soft: 'Chacun se sent bien en compagnie de l’autre, et cela se voit de l’extérieur.',
  },
};

function role(r: FrRelating, owner: 'votre' | 'son'): string {
  const { noun, g, plural } = r.role;
  return owner === 'votre' ? votre(noun, plural) : son(noun, g, plural);
}

/** Title and body of person 1's `a` in `aspect` to person 2's `b`, in French. */
export function frSynastry(a: SynastryPoint, aspect: SynastryAspect, b: SynastryPoint, c: Chooser): InterpretationText {
  const nameA = FR_POINT_NAMES[a];
  const nameB = FR_POINT_NAMES[b];
  const A = FR_ASPECTS[aspect];
  const nature = natureOf(aspect);
  const ra = FR_RELATING[a];
  const rb = FR_RELATING[b];
  const verb = c.pick('verb', A.verbs);
  const links = c.pick('links', A.links);
  const yours = votre(nameA.name);
  const theirs = son(nameB.name, nameB.g);

  const openings = [
    `${capitalize(yours)} ${verb} ${theirs}\u00a0: ${role(ra, 'votre')} et ${role(rb, 'son')} ${links}.`,
    `Quand ${yours} ${verb} ${theirs}, ${role(ra, 'votre')} et ${role(rb, 'son')} ${links}.`,
    `${capitalize(role(ra, 'votre'))} et ${role(rb, 'son')} ${links}, car ${yours} ${verb} ${theirs}.`,
  ];
  const middles = [
    `${ra.gives[nature]}, et l’autre personne ${rb.receives[nature]}.`,
    `De votre côté, ${ra.gives[nature]}\u00a0; du sien, l’autre personne ${rb.receives[nature]}.`,
  ];
  return {
    title: polish(`${capitalize(yours)} ${A.prep} ${theirs}`),
    body: polish(
      paragraph([
        c.pick('opening', openings),
        c.pick('middle', middles),
        c.pick('advice', [POINT_ADVICE[a][nature], POINT_ADVICE[b][nature]]),
      ]),
    ),
  };
}
