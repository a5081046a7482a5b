/** French texts of the solar return chart read as a whole. */
import type { ReturnChartWords } from './types.ts';

/** The angles with their articles, as "sur" takes them. */
export const FR_ANGLE_NAMES = {
  ascendant: 'l’Ascendant',
  midheaven: 'le Milieu du Ciel',
  descendant: 'le Descendant',
  'imum-coeli': 'le Fond du Ciel',
} as const;

export const FR_RETURN_CHART: ReturnChartWords = {
  ascendantTitle: (sign) => `L’Ascendant de la révolution en ${sign}`,
  ascendant: {
    aries:
      'Cette année, vous abordez la vie de front\u00a0: vous démarrez vite, dites ce que vous voulez et faites le premier pas.',
    taurus:
      'Cette année demande un rythme régulier\u00a0: vous construisez lentement, ménagez vos ressources et les autres vous voient comme une personne fiable.',
    gemini:
      'Cette année s’ouvre par la conversation et la curiosité\u00a0: messages, démarches et courts trajets remplissent l’agenda.',
    cancer:
      'Cette année, le sentiment vous guide\u00a0: le foyer, la famille et les personnes que vous protégez marquent votre manière de vous montrer.',
    leo: 'Cette année vous veut visible\u00a0: vous agissez avec chaleur et un brin de fierté, et ce que vous créez se remarque.',
    virgo:
      'Cette année, vous traitez les choses comme un métier\u00a0: routines, santé et détails utiles passent d’abord.',
    libra:
      'Cette année, vous vous ouvrez aux autres\u00a0: le couple, la justice et les bons rapports vous mènent plus loin que faire cavalier seul.',
    scorpio:
      'Cette année, la profondeur compte\u00a0: vous gardez vos cartes en main, vous engagez pleinement et lâchez ce qui est fini.',
    sagittarius:
      'Cette année, vous regardez au-delà du connu\u00a0: voyages, études et une vision large vous font bouger.',
    capricorn:
      'Cette année, vous vous prenez au sérieux\u00a0: vous fixez des objectifs, assumez des responsabilités et l’on vous juge sur ce que vous livrez.',
    aquarius:
      'Cette année, vous sortez de l’ordinaire\u00a0: amis, groupes et un air d’indépendance changent votre manière de vous présenter.',
    pisces:
      'Cette année, l’intuition vous guide\u00a0: votre réceptivité grandit, et les limites sont parfois difficiles à situer.',
  },
  midheavenTitle: (sign) => `Le Milieu du Ciel de la révolution en ${sign}`,
  midheaven: {
    aries: 'Le but de l’année est de prendre l’initiative au travail et de lancer quelque chose en votre nom.',
    taurus: 'Le but de l’année, ce sont des résultats durables\u00a0: un revenu plus stable et une position solide.',
    gemini:
      'Le but de l’année passe par la communication\u00a0: écrire, enseigner, vendre ou mettre les gens en relation.',
    cancer: 'Le but de l’année est lié au foyer et au soin\u00a0: une affaire privée devient une tâche publique.',
    leo: 'Le but de l’année est la reconnaissance\u00a0: diriger, monter sur scène ou incarner un projet qui vous tient à cœur.',
    virgo:
      'Le but de l’année est la compétence\u00a0: maîtriser un savoir-faire et être la personne qui fait les choses bien.',
    libra:
      'Le but de l’année s’atteint avec d’autres\u00a0: contrats, collaborations et votre sens de l’équilibre ouvrent des portes.',
    scorpio:
      'Le but de l’année est de prendre en charge quelque chose d’exigeant\u00a0: une crise, des ressources communes, une vraie influence.',
    sagittarius: 'Le but de l’année est d’élargir votre champ\u00a0: formation, publications, contacts à l’étranger.',
    capricorn:
      'Le but de l’année est clairement la carrière\u00a0: les responsabilités grandissent, et l’autorité avec elles.',
    aquarius:
      'Le but de l’année se trouve dans les réseaux et les idées neuves\u00a0: une équipe, une communauté, un rôle peu commun.',
    pisces:
      'Le but de l’année est difficile à cerner\u00a0: le service, l’art ou l’aide aux autres comptent plus que le statut.',
  },
  sunHouse: {
    1: 'Avec le Soleil de la révolution en première maison, l’année parle de vous\u00a0: votre santé, votre image et un nouveau départ.',
    2: 'Avec le Soleil de la révolution en deuxième maison, l’argent, les biens et vos valeurs occupent le centre de l’année.',
    3: 'Avec le Soleil de la révolution en troisième maison, l’année tourne autour de l’apprentissage, des voisins et de la fratrie.',
    4: 'Avec le Soleil de la révolution en quatrième maison, l’énergie de l’année va au foyer et à la famille\u00a0; un déménagement est possible.',
    5: 'Avec le Soleil de la révolution en cinquième maison, l’année favorise le plaisir, l’amour, les enfants et la création.',
    6: 'Avec le Soleil de la révolution en sixième maison, le travail quotidien, les habitudes et la santé sont le chantier de l’année.',
    7: 'Avec le Soleil de la révolution en septième maison, un partenaire ou une personne importante est au centre de l’année.',
    8: 'Avec le Soleil de la révolution en huitième maison, l’année parle d’argent partagé, d’intimité et d’une fin nécessaire.',
    9: 'Avec le Soleil de la révolution en neuvième maison, les voyages, les études et les questions de sens éclairent l’année.',
    10: 'Avec le Soleil de la révolution en dixième maison, la carrière et la position publique sont au premier plan.',
    11: 'Avec le Soleil de la révolution en onzième maison, les amis, les groupes et les projets d’avenir guident l’année.',
    12: 'Avec le Soleil de la révolution en douzième maison, l’année se tourne vers l’intérieur\u00a0: repos, réflexion, travail discret.',
  },
  moonHouse: {
    1: 'La Lune de la révolution en première maison rend vos humeurs visibles\u00a0; vos besoins se remarquent aussitôt.',
    2: 'La Lune de la révolution en deuxième maison lie votre sécurité à l’argent\u00a0; les dépenses suivent les émotions.',
    3: 'La Lune de la révolution en troisième maison occupe l’esprit\u00a0: vous avez besoin de parler et de rester en contact.',
    4: 'La Lune de la révolution en quatrième maison fait du foyer l’ancre de l’année\u00a0; la famille a besoin de vous.',
    5: 'La Lune de la révolution en cinquième maison demande du jeu, de la tendresse et quelque chose à savourer pour soi.',
    6: 'La Lune de la révolution en sixième maison lie votre bien-être à la routine\u00a0; une journée ordonnée vous apaise.',
    7: 'La Lune de la révolution en septième maison tourne vos sentiments vers les autres\u00a0; vous avez besoin d’une réponse.',
    8: 'La Lune de la révolution en huitième maison remue des émotions profondes\u00a0; la confiance est mise à l’épreuve.',
    9: 'La Lune de la révolution en neuvième maison éveille l’envie de distance, de voyage ou d’un autre regard sur les choses.',
    10: 'La Lune de la révolution en dixième maison montre vos émotions au travail\u00a0; la réputation pèse sur votre humeur.',
    11: 'La Lune de la révolution en onzième maison trouve du réconfort parmi les amis et les esprits proches.',
    12: 'La Lune de la révolution en douzième maison a besoin de calme et de retrait\u00a0; les émotions travaillent en dedans.',
  },
  onAngleTitle: (planet, angle, orb) => `${planet} sur ${FR_ANGLE_NAMES[angle]} de la révolution (à moins de ${orb}°)`,
  angle: {
    ascendant:
      'Une planète aussi proche de l’Ascendant de la révolution colore toute l’année votre manière d’agir et de vous montrer.',
    midheaven:
      'Une planète aussi proche du Milieu du Ciel de la révolution marque le travail et la vie publique de l’année.',
    descendant:
      'Une planète aussi proche du Descendant de la révolution arrive par les autres\u00a0: partenaires, clients, rivaux.',
    'imum-coeli':
      'Une planète aussi proche du Fond du Ciel de la révolution agit dans les racines\u00a0: foyer, famille et assise intérieure.',
  },
  planet: {
    sun: 'Le Soleil apporte de la vitalité et l’envie d’être vous-même sans vous excuser.',
    moon: 'La Lune apporte des sautes d’humeur et un grand besoin de sécurité.',
    mercury: 'Mercure apporte des projets, de la paperasse et beaucoup de conversations.',
    venus: 'Vénus apporte de l’affection, du plaisir et des rapports plus faciles avec les gens.',
    mars: 'Mars apporte de l’élan et de l’impatience\u00a0; mettez-les dans l’effort plutôt que dans la dispute.',
    jupiter: 'Jupiter apporte croissance et occasions, et la tentation d’en faire trop.',
    saturn: 'Saturne apporte devoirs et limites\u00a0; ce que vous construisez avec lui dure.',
    uranus: 'Uranus apporte des changements soudains et un désir de liberté.',
    neptune: 'Neptune apporte de l’inspiration et un peu de confusion\u00a0; vérifiez les faits avant de vous engager.',
    pluto: 'Pluton pousse à transformer quelque chose qui ne fonctionne plus.',
  },
};
