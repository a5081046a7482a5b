/**
 * French transit texts: "Mars en transit en carré avec le Soleil natal" with a body that joins
 * what the transiting point brings, the aspect's quality and the natal point's domain.
 */
import type { AspectId } from '../../astro/vocabulary.ts';
import { isMinor, isReturn, type NatalPoint, type Nature, natureOf, PACE, type TransitingPoint } from '../catalogue.ts';
import { capitalize, paragraph } from '../sentences.ts';
import type { Chooser } from '../variation.ts';
import type { InterpretationText } from '../writer.ts';
import { FR_ASPECTS } from './aspects.ts';
import { agree, ce, de, et, governs, le, polish } from './grammar.ts';
import { FR_NATAL, FR_POINT_NAMES, FR_TRANSITING } from './points.ts';

/**
 * Combien de temps dure le transit et comment il se déploie, dit pour chaque point en transit avec
 * ses propres mots (trois versions), pour qu’un rapport de plusieurs transits d’une planète ne se répète pas.
 */
const TIMING: Record<TransitingPoint, string[]> = {
  sun: [
    'Le Soleil passe sur ce point une fois par an et ne reste que quelques jours dans l’orbe.',
    'En quelques jours, le Soleil poursuit sa route\u00a0: saisissez le moment.',
    'Quelques jours lumineux suffisent pour sentir la différence.',
  ],
  moon: [
    'La Lune avance en quelques heures\u00a0: c’est le climat affectif du jour plus qu’un événement de vie.',
    'Comme tout transit lunaire, il passe en quelques heures.',
    'Demain, la Lune parcourt déjà d’autres zones de votre thème.',
  ],
  mercury: [
    'Mercure est rapide\u00a0: quelques jours, sauf si une rétrogradation ramène le sujet.',
    'Si Mercure rétrograde à proximité, le sujet peut revenir jusqu’à trois fois en quelques semaines.',
    'Les conversations de ces jours-ci peuvent compter plus qu’il n’y paraît.',
  ],
  venus: [
    'Vénus ne reste ici que quelques jours, sauf lors de ses rares années de rétrogradation.',
    'Ce sont quelques jours agréables à remarquer, pas un tournant.',
    'Ce que vous appréciez ces jours-ci vous montre ce dont vous voulez davantage.',
  ],
  mars: [
    'Mars entretient la chaleur pendant une semaine environ.',
    'Comptez une semaine\u00a0; si Mars est rétrograde, cela peut durer des mois.',
    'L’énergie culmine autour du jour exact et retombe en une semaine.',
  ],
  jupiter: [
    'Jupiter prend des semaines, et une rétrogradation peut apporter un deuxième et un troisième passage dans la même année.',
    'C’est un thème de plusieurs semaines, pas d’un seul jour.',
    'Avec Jupiter, on grandit peu à peu\u00a0; ce que vous commencez maintenant peut porter ses fruits pendant un an.',
  ],
  'north-node': [
    'Le nœud recule lentement dans le zodiaque\u00a0: ce contact dure des semaines.',
    'Les rencontres et les occasions de ces semaines peuvent avoir plus de sens que d’habitude.',
    'Son effet se sent moins dans les faits que dans un sentiment de direction.',
  ],
  saturn: [
    'Saturne travaille lentement\u00a0: cela se déploie sur des mois, souvent en plus d’un passage exact.',
    'C’est un processus lent de plusieurs mois plutôt qu’un événement ponctuel.',
    'Ce que vous construisez ou résolvez pendant ces mois dure en général.',
  ],
  chiron: [
    'Chiron avance lentement\u00a0: ce contact s’étend sur des mois et revient souvent en un deuxième passage.',
    'Une telle guérison prend des mois, pas des jours.',
    'Les vieilles histoires peuvent revenir plus d’une fois avant de se dénouer.',
  ],
  uranus: [
    'Uranus reste un an ou plus, en jusqu’à trois passages, et les changements qu’il amorce ont tendance à durer.',
    'Lent et profond, ce transit est un chapitre de vie, pas un incident.',
    'Les virages brusques se concentrent autour des passages exacts, avec des mois plus calmes entre eux.',
  ],
  neptune: [
    'Neptune prend un an ou plus, en jusqu’à trois passages, et ses effets durent plus longtemps que le transit lui-même.',
    'Avec Neptune, la clarté vient lentement\u00a0; le sens de cette période ne se voit souvent qu’après coup.',
    'C’est un long processus silencieux plutôt qu’un moment précis.',
  ],
  pluto: [
    'Pluton reste des années, en jusqu’à trois passages exacts\u00a0: un changement lent et profond, pas un incident.',
    'Ce que Pluton transforme ne redevient jamais comme avant.',
    'Un transit aussi long demande de la patience\u00a0; le changement agit d’abord sous la surface.',
  ],
};

/**
 * Une deuxième façon de dire ce qu’apporte chaque point en transit (à côté de FR_TRANSITING),
 * selon la nature de l’aspect : une planète à plusieurs transits n’apporte pas toujours les mêmes mots.
 */
const ALSO_BRINGS: Record<TransitingPoint, Record<Nature, string>> = {
  sun: {
    fusion: 'un nouvel élan de vitalité et le désir de vous faire remarquer',
    hard: 'de l’orgueil, de la fatigue et une épreuve pour votre volonté',
    soft: 'de la chaleur, de la reconnaissance et une confiance tranquille',
  },
  moon: {
    fusion: 'des sentiments intenses et l’envie de rester chez vous',
    hard: 'des humeurs agitées et de petites irritations',
    soft: 'du réconfort, de la proximité et une humeur douce',
  },
  mercury: {
    fusion: 'des nouvelles, des projets et une tête pleine d’idées',
    hard: 'des quiproquos, des retards et des doutes nerveux',
    soft: 'un bon moment pour les discussions, les courriers et les décisions',
  },
  venus: {
    fusion: 'de la chaleur, de l’attirance et l’envie de profiter',
    hard: 'de la vanité, des dépenses de trop et des rancœurs tues',
    soft: 'de la gentillesse, une bonne compagnie et de petits plaisirs',
  },
  mars: {
    fusion: 'de l’allant, de l’appétit et l’impatience de commencer',
    hard: 'des colères, des maladresses dues à la hâte et des luttes pour sa place',
    soft: 'de l’endurance, de l’initiative et un sain esprit de compétition',
  },
  jupiter: {
    fusion: 'des occasions, de la foi et l’envie de grandir',
    hard: 'des promesses trop grandes et le goût de l’excès',
    soft: 'le soutien des autres, la bonne fortune et la confiance',
  },
  'north-node': {
    fusion: 'une rencontre avec ce que votre chemin vous invite à apprendre',
    hard: 'l’attrait des vieilles habitudes face aux nouveaux objectifs',
    soft: 'des alliés et des occasions qui vont dans le sens de votre chemin',
  },
  saturn: {
    fusion: 'une épreuve de maturité et le besoin de prendre les commandes',
    hard: 'des limites dures, de la fatigue et des devoirs qui n’attendent pas',
    soft: 'de la patience, de la structure et la récompense des efforts passés',
  },
  chiron: {
    fusion: 'un point sensible touché et l’occasion d’en prendre soin',
    hard: 'une vieille douleur ravivée et l’envie de vous protéger',
    soft: 'de la compréhension, de la réparation et le désir d’aider les autres à guérir',
  },
  uranus: {
    fusion: 'des percées, des secousses et un besoin de liberté',
    hard: 'des ruptures soudaines, de la tension nerveuse et de la rébellion',
    soft: 'des solutions ingénieuses et un heureux changement de cap',
  },
  neptune: {
    fusion: 'des rêves, des certitudes qui se dissolvent et une faim spirituelle',
    hard: 'du brouillard, de la désillusion et la tentation de fuir',
    soft: 'de l’imagination, de l’empathie et une grâce sereine',
  },
  pluto: {
    fusion: 'des fins, une renaissance et une rencontre avec le pouvoir',
    hard: 'du contrôle, des compulsions et des crises qui font place nette',
    soft: 'de la détermination, de la lucidité et la force de vous renouveler',
  },
};

/** D’autres noms pour la qualité des aspects majeurs dans un transit (à côté de FR_ASPECTS). */
const MORE_QUALITY: Partial<Record<AspectId, string[]>> = {
  conjunction: ['une addition de deux forces', 'un commencement chargé d’énergie'],
  opposition: ['un bras de fer', 'un tiraillement qui demande l’équilibre'],
  square: ['une pression qui monte jusqu’à ce que vous agissiez', 'un tournant sous tension'],
  trine: ['un soutien constant', 'de l’aisance et un bon timing'],
  sextile: ['une ouverture utile', 'une occasion qui récompense l’initiative'],
};

const RETURNS: Partial<Record<TransitingPoint, string>> = {
  sun: 'C’est votre révolution solaire, l’anniversaire astrologique qui donne le ton de l’année qui commence.',
  moon: 'C’est votre retour lunaire mensuel, un petit recommencement affectif.',
  jupiter: 'C’est votre retour de Jupiter, le début d’un nouveau cycle de croissance de douze ans.',
  saturn: 'C’est votre retour de Saturne, un rite de passage qui vous demande de prendre votre vie en main.',
  chiron: 'C’est votre retour de Chiron, une occasion unique dans une vie de faire la paix avec une vieille blessure.',
  'north-node': 'C’est votre retour nodal, un moment où votre chemin de vie redevient visible.',
};

const MINOR_NOTES = [
  'En tant qu’aspect mineur, son effet est subtil et facile à manquer.',
  'Les aspects mineurs murmurent au lieu de crier\u00a0: prêtez attention aux petits signes.',
];

/** Title and body of transiting `transiting` in `aspect` to natal `natal`, in French. */
export function frTransit(
  transiting: TransitingPoint,
  aspect: AspectId,
  natal: NatalPoint,
  c: Chooser,
): InterpretationText {
  const tName = FR_POINT_NAMES[transiting];
  const nName = FR_POINT_NAMES[natal];
  const T = FR_TRANSITING[transiting];
  const N = FR_NATAL[natal];
  const A = FR_ASPECTS[aspect];
  const nature = natureOf(aspect);

  // "natal" agrees with the natal point: "votre Soleil natal", "votre Lune natale".
  const natalAdj = agree('natal', nName.g);
  const natal_ = `votre ${nName.name} ${natalAdj}`;
  const first = c.index('domain', 2);
  const domain = N.domain[first];
  const domain2 = N.domain[1 - first];
  const verb = c.pick('verb', A.verbs);
  const effect = c.pick('effect', A.effect);
  const quality = c.pick('quality', [...A.quality, ...(MORE_QUALITY[aspect] ?? [])]);
  const epithet = c.pick('epithet', T.epithet);
  const brings = c.pick('brings', [T.brings[nature], ALSO_BRINGS[transiting][nature]]);
  const feels = N.feels[nature];
  const advice = c.pick('advice', T.advice[nature]);
  const thisAspect = ce(A.noun, A.g);

  const natalShort = `votre ${nName.name}`;
  const openings = [
    `${capitalize(tName.le)}, ${epithet}, ${verb} ${natal_} et ${governs(effect, domain)}.`,
    `${capitalize(thisAspect)} entre ${tName.le} et ${natalShort} ${governs(effect, domain)}.`,
    `Avec ${tName.le} ${A.prep} ${natal_}, ${quality} ${c.pick('tint', ['colore', 'traverse', 'marque'])} ${et(domain)}.`,
    `${capitalize(tName.le)} en transit ${verb} ${natal_}, apportant ${quality} ${et(domain, 'à')}.`,
    `Pour ${et(domain)}, cela signifie ${quality}, car ${tName.le} ${verb} ${natalShort}.`,
    `Dans ${et(domain)}, vous vivez maintenant ${quality}, puisque ${tName.le} ${verb} ${natalShort}.`,
    `Sous ${le(A.noun, A.g)} entre ${tName.le} et ${natalShort}, ${quality} marque ${et(domain)}.`,
    `En matière ${et(N.area, 'de')}, ${tName.le} ${verb} ${natal_} et ${governs(effect, domain)}.`,
  ];
  const middles = [
    `Attendez-vous à ${brings}\u00a0; ${feels}.`,
    `${feels}, tandis que ${tName.le} apporte ${brings}.`,
    `Pour ${et(domain2)}, ${tName.le} apporte ${brings}, et ${feels}.`,
    `${capitalize(tName.le)} met en jeu ${brings}\u00a0; ${feels}.`,
    `${feels}\u00a0; ${tName.le} y ajoute ${brings}.`,
    `${capitalize(tName.le)} apporte ${brings}, et ${feels}.`,
  ];
  // An opening that names the area already: the advice does not name it again.
  const areaOpening = c.index('opening', openings.length) === openings.length - 1;
  const advices = [
    `${advice}.`,
    `Pour tirer parti de ${thisAspect}\u00a0: ${advice}.`,
    `Le conseil est simple\u00a0: ${advice}.`,
    // The aspect's own advice would repeat in every text of that aspect: minor aspects only (they are few).
    isMinor(aspect)
      ? c.pick('aspect-advice', A.advice)
      : areaOpening
        ? `${advice}.`
        : `En matière ${et(N.area, 'de')}\u00a0: ${advice}.`,
  ];
  const sentences = [c.pick('opening', openings), c.pick('middle', middles), c.pick('advice-form', advices)];

  if (isReturn(transiting, aspect, natal)) {
    sentences.push(
      RETURNS[transiting] ??
        (PACE[transiting] === 'years'
          ? 'Une planète aussi lente ne revient à sa position natale que dans les premières années de la vie ou, pour Uranus, vers 84 ans\u00a0: elle marque une étape de vie plus qu’un événement.'
          : `C’est votre retour ${de(tName.le)}, le début d’un nouveau cycle ${de(tName.le)}.`),
    );
  } else {
    const extras = [c.pick('pace', TIMING[transiting]), ''];
    if (isMinor(aspect)) extras.push(c.pick('minor', MINOR_NOTES));
    sentences.push(c.pick('extra', extras));
  }
  return {
    title: polish(`${capitalize(tName.le)} en transit ${A.prep} ${nName.le} ${natalAdj}`),
    body: polish(paragraph(sentences)),
  };
}
