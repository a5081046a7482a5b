/** Textes de compatibilité par signe solaire, en français (le couple est désigné par « vous »). */
import type { SunSignTexts } from './keys.ts';

export const FR_SUN_SIGN_TEXTS: SunSignTexts = {
  elements: {
    'fire-fire': {
      title: 'Deux feux',
      body: 'Vous vous stimulez l’un l’autre. Les projets deviennent vite des aventures, et un peu de drame ne fait peur à personne. Prenez la barre à tour de rôle, sinon les étincelles partiront là où il ne faut pas.',
    },
    'earth-earth': {
      title: 'Terrain solide',
      body: 'Vous partagez le goût de ce qui dure\u00a0: routines, promesses tenues, un foyer qui fonctionne. Le risque est que le confort tourne à la routine\u00a0; préparez de temps en temps une surprise.',
    },
    'air-air': {
      title: 'Conversation sans fin',
      body: 'Les idées circulent entre vous dès la première rencontre. Vous vous laissez facilement de la liberté\u00a0; veillez à ce que tant de discussions deviennent aussi des décisions que vous menez à bien.',
    },
    'water-water': {
      title: 'Eaux profondes',
      body: 'Vous vous comprenez sans beaucoup de mots et captez aussitôt l’humeur de l’autre. Prenez soin de cette proximité et ne laissez pas les inquiétudes partagées grandir sans contrôle.',
    },
    'fire-earth': {
      title: 'Étincelle et constance',
      body: 'L’un veut commencer tout de suite, l’autre préfère d’abord s’assurer. Si vous respectez cette différence, elle devient un partage des tâches\u00a0: des idées avec un plan derrière.',
    },
    'fire-air': {
      title: 'Du vent pour la flamme',
      body: 'L’air nourrit le feu\u00a0: la curiosité rejoint l’enthousiasme, et la vie à deux ennuie rarement. Vous vous encouragez dans les projets les plus audacieux\u00a0; il faut tout de même que quelqu’un paie les factures.',
    },
    'fire-water': {
      title: 'Vapeur',
      body: 'La passion et le sentiment se heurtent de front. La franchise peut blesser un partenaire sensible, et la sensibilité peut passer pour de la mauvaise humeur aux yeux d’un signe de feu. Avec de la patience, la vapeur devient chaleur.',
    },
    'earth-air': {
      title: 'Faits et théories',
      body: 'La terre veut des preuves, l’air veut des possibles. Vous pouvez bâtir quelque chose de remarquable si la personne pratique écoute les idées et si la personne rêveuse respecte le budget.',
    },
    'earth-water': {
      title: 'Un jardin',
      body: 'L’eau adoucit la terre et la terre donne forme à l’eau. Vous trouvez en général ensemble de la sécurité, de la loyauté et de l’attention\u00a0; dites à voix haute ce dont vous avez besoin plutôt que de supposer que l’autre le sait.',
    },
    'air-water': {
      title: 'La tête et le cœur',
      body: 'L’un pense ce qu’il ressent, l’autre ressent ce qu’il pense. Cela peut fasciner ou agacer\u00a0; cela marche quand la tête laisse de la place au cœur et que le cœur accepte un peu de distance.',
    },
  },
  aspects: {
    conjunction: {
      title: 'Soleils unis',
      body: 'Vos Soleils se tiennent côte à côte\u00a0: vous attendez de la vie des choses semblables et vous vous reconnaissez l’un dans l’autre. Veillez à ce que deux volontés fortes ne se disputent pas la même place au soleil.',
    },
    sextile: {
      title: 'Soleils amicaux',
      body: 'Vos Soleils forment un sextile, un lien facile et coopératif. Vous appréciez la compagnie l’un de l’autre et faites de bons alliés\u00a0; la relation grandit avec des projets communs.',
    },
    square: {
      title: 'Soleils en tension',
      body: 'Vos Soleils forment un carré\u00a0: des buts et des rythmes différents se frottent. Cette friction est aussi de l’énergie, et les couples qui ont cet aspect accomplissent beaucoup quand ils cessent de vouloir se changer.',
    },
    trine: {
      title: 'Soleils en harmonie',
      body: 'Vos Soleils forment un trigone, le contact le plus fluide entre deux identités. Vous vous soutenez naturellement et pardonnez vite\u00a0; que la facilité ne vous fasse pas oublier de prendre soin l’un de l’autre.',
    },
    opposition: {
      title: 'Soleils opposés',
      body: 'Vos Soleils se regardent depuis les deux rives du zodiaque\u00a0: ce que l’autre possède et qui vous manque vous attire. Le défi est l’équilibre, et la récompense, un couple où chacun complète l’autre.',
    },
    none: {
      title: 'Soleils indépendants',
      body: 'Vos Soleils ne forment aucun aspect majeur\u00a0: vos élans profonds suivent des chemins séparés. Cela laisse à chacun la place d’être qui il est\u00a0; les points de rencontre se trouvent dans le reste des thèmes.',
    },
  },
};
