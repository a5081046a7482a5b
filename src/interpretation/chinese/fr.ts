/** Textes en français de l’horoscope chinois (le lecteur est désigné par « vous »). */
import { polish } from '../fr/grammar.ts';
import type { ChineseTexts } from './text-set.ts';

export const frenchChinese: ChineseTexts = {
  animalTitles: {
    rat: 'Rat',
    ox: 'Buffle',
    tiger: 'Tigre',
    rabbit: 'Lapin',
    dragon: 'Dragon',
    snake: 'Serpent',
    horse: 'Cheval',
    goat: 'Chèvre',
    monkey: 'Singe',
    rooster: 'Coq',
    dog: 'Chien',
    pig: 'Cochon',
  },
  elementTitles: { wood: 'Bois', fire: 'Feu', earth: 'Terre', metal: 'Métal', water: 'Eau' },
  yinYangTitles: { yin: 'Yin', yang: 'Yang' },
  animals: {
    rat: 'Le Rat est ingénieux, habile et charmant. Vous voyez les occasions avant tout le monde et savez tirer beaucoup de peu\u00a0; méfiez-vous de l’agitation et des soucis.',
    ox: 'Le Buffle est patient, fiable et fort. Vous atteignez vos buts par un travail régulier plus que par la chance, et l’on se fie à votre parole\u00a0; l’entêtement est l’ombre de votre ténacité.',
    tiger:
      'Le Tigre est courageux, passionné et magnétique. Les défis vous attirent et vous défendez ceux qui ne peuvent pas se défendre\u00a0; apprenez à vous arrêter avant de bondir.',
    rabbit:
      'Le Lapin est aimable, raffiné et diplomate. Vous créez l’harmonie autour de vous et lisez facilement les humeurs\u00a0; que le désir de paix ne fasse pas taire ce dont vous avez besoin.',
    dragon:
      'Le Dragon est sûr de lui, généreux et irrésistible. Vous inspirez les autres et visez haut\u00a0; votre feu brille davantage quand il sert autre chose que votre fierté.',
    snake:
      'Le Serpent est sage, discret et intuitif. Vous réfléchissez avant de parler et voyez au-delà des apparences\u00a0; la confiance ouvre des portes que votre prudence garde fermées.',
    horse:
      'Le Cheval est libre, énergique et chaleureux. Vous aimez le mouvement, les voyages et la compagnie, et vous animez n’importe quel lieu\u00a0; finir ce que vous commencez est votre leçon.',
    goat: 'La Chèvre est bienveillante, artiste et sensible. Vous apportez beauté et réconfort aux autres et vous épanouissez dans un foyer paisible\u00a0; croyez en votre propre force.',
    monkey:
      'Le Singe est malin, inventif et joueur. Vous résolvez des problèmes que personne d’autre ne résout et transformez le travail en jeu\u00a0; la profondeur donne une valeur durable à votre éclat.',
    rooster:
      'Le Coq est observateur, honnête et travailleur. Vous remarquez chaque détail et dites ce que vous pensez\u00a0; la chaleur rend votre franchise plus facile à recevoir.',
    dog: 'Le Chien est loyal, juste et protecteur. Vous restez aux côtés des vôtres et de vos principes dans les bons comme dans les mauvais jours\u00a0; lâchez les soucis qu’il ne vous revient pas de porter.',
    pig: 'Le Cochon est généreux, sincère et paisible. Vous savourez les plaisirs de la vie et les partagez volontiers\u00a0; votre bonne foi est un cadeau, alors choisissez bien à qui vous faites confiance.',
  },
  elements: {
    wood: 'Le Bois ajoute croissance et bonté\u00a0: vous planifiez, coopérez facilement et cherchez toujours à faire mieux.',
    fire: 'Le Feu ajoute passion et audace\u00a0: vous agissez avec enthousiasme, montrez l’exemple et éclairez votre entourage.',
    earth:
      'La Terre ajoute stabilité et bon sens\u00a0: vous avez l’esprit pratique et de la patience, et l’on vient à vous pour trouver le calme.',
    metal:
      'Le Métal ajoute détermination et clarté\u00a0: vous vous fixez des buts fermes, gardez un haut niveau d’exigence et n’abandonnez pas facilement.',
    water:
      'L’Eau ajoute intuition et souplesse\u00a0: vous communiquez bien, vous adaptez à tous les courants et comprenez les gens en profondeur.',
  },
  yinYang: {
    yang: 'Avec une naissance dans une année yang, votre élan vous porte vers l’extérieur\u00a0: vous prenez l’initiative et abordez la vie de front.',
    yin: 'Avec une naissance dans une année yin, votre élan vous porte vers l’intérieur\u00a0: vous réfléchissez avant d’agir et influencez en silence.',
  },
  yearThemes: {
    rat: 'Une année du Rat favorise les commencements, les plans astucieux et l’épargne pour l’avenir.',
    ox: 'Une année du Buffle récompense l’effort, la patience et ce qui se bâtit sur un terrain solide.',
    tiger: 'Une année du Tigre apporte des changements audacieux, du courage et des rebondissements inattendus.',
    rabbit: 'Une année du Lapin demande de la diplomatie, du repos et du soin pour le foyer et les relations.',
    dragon: 'Une année du Dragon apporte de l’ambition, de grandes idées et des coups de chance pour les audacieux.',
    snake: 'Une année du Serpent favorise la réflexion, la stratégie et la transformation silencieuse.',
    horse: 'Une année du Cheval va vite\u00a0: voyages, liberté et action sont dans l’air.',
    goat: 'Une année de la Chèvre favorise la créativité, la bonté et la guérison.',
    monkey: 'Une année du Singe récompense l’ingéniosité, la souplesse et les solutions inventives.',
    rooster: 'Une année du Coq demande de l’ordre, de la précision et des comptes clairs.',
    dog: 'Une année du Chien met en avant la loyauté, la justice et la protection de ce qui compte.',
    pig: 'Une année du Cochon apporte l’abondance, la générosité et la joie de partager.',
  },
  relations: {
    'same-sign':
      'C’est votre propre année, votre běnmìngnián\u00a0: la tradition y voit une épreuve, où de vieux schémas reviennent pour être affrontés. Avancez avec prudence, portez quelque chose de rouge pour la chance et faites-en une année de renouveau plutôt que de risques.',
    'six-harmony':
      'L’animal de l’année est votre ami secret (six harmonies)\u00a0: le soutien arrive d’endroits inattendus, et les alliances que vous nouez maintenant ont tendance à durer.',
    'three-harmony':
      'L’animal de l’année appartient à votre triangle d’alliés (trois harmonies)\u00a0: vos efforts vont dans le sens de l’époque et le travail d’équipe porte ses fruits.',
    clash:
      'L’animal de l’année fait face au vôtre (opposition)\u00a0: attendez-vous à des changements que vous n’avez pas choisis, comme un déménagement, un changement de travail ou des secousses à la maison. Restez souple et évitez les décisions précipitées.',
    harm: 'L’animal de l’année nuit au vôtre\u00a0: de petits malentendus et des rivalités cachées peuvent grandir si vous les ignorez. Clarifiez les accords et prenez soin de votre santé.',
    neutral:
      'L’animal de l’année n’aide ni ne gêne le vôtre\u00a0: ce que vous en faites dépend de vos choix, ce qui en fait une bonne année pour avancer avec constance.',
  },
  elementRelations: {
    same: 'L’année partage votre élément et amplifie autant vos forces naturelles que vos habitudes.',
    supports:
      'L’élément de l’année nourrit le vôtre\u00a0: l’énergie, l’aide et les ressources viennent plus facilement.',
    drains:
      'Votre élément alimente celui de l’année\u00a0: vous donnez beaucoup, alors dosez vos forces et reposez-vous à temps.',
    controls:
      'L’élément de l’année freine le vôtre\u00a0: la pression et les règles vous façonnent, et la discipline les change en croissance.',
    yields:
      'Votre élément domine celui de l’année\u00a0: vous pouvez donner forme aux événements, même si le succès demande effort et constance.',
  },
  yearTitle: (element, animal) => {
    const a = frenchChinese.animalTitles[animal];
    // "Chèvre" is the only feminine animal: "de la Chèvre", every other "du Rat", "du Cheval".
    return polish(`Année ${animal === 'goat' ? 'de la' : 'du'} ${a} de ${frenchChinese.elementTitles[element]}`);
  },
};
