/** Textes de numérologie en français : ce que dit chaque type de nombre, le sens de chaque nombre, les dettes karmiques et les relations. */
import type { NumerologyTexts } from './text-set.ts';

export const frenchNumerology: NumerologyTexts = {
  kinds: {
    lifePath: 'Votre chemin de vie décrit la route que vous suivez et les leçons qu’elle vous ramène encore et encore.',
    expression:
      'Votre nombre d’expression montre les talents que porte votre nom complet et la façon dont vous les utilisez.',
    soulUrge: 'Votre nombre intime parle de ce à quoi vous aspirez en secret, sous ce que les autres voient.',
    personality:
      'Votre nombre de personnalité est la première impression que vous donnez, la porte à laquelle les autres frappent.',
    birthday:
      'Votre nombre du jour de naissance est un don reçu à la naissance, une aptitude qui ne vous coûte aucun effort.',
    maturity: 'Votre nombre de maturité indique ce qui se renforce dans la seconde moitié de la vie.',
    personalYear: 'Votre année personnelle donne le thème de cette année pour vous.',
  },
  numbers: {
    1: 'Le un est le pionnier\u00a0: indépendance, décision et originalité. Vous donnez le meilleur de vous-même quand vous menez et lancez les choses par vous-même\u00a0; apprenez à accepter de l’aide sans y voir une faiblesse.',
    2: 'Le deux est le pacificateur\u00a0: douceur, perception et coopération. Les alliances font ressortir le meilleur de vous, à condition de ne pas y perdre votre propre voix.',
    3: 'Le trois est le communicateur\u00a0: gaieté, expression et chaleur. Les mots, l’art et le rire vous viennent tout seuls\u00a0; la constance change cette étincelle en œuvre durable.',
    4: 'Le quatre est le bâtisseur\u00a0: fermeté, sens pratique et loyauté. Vous créez la sécurité avec patience et méthode\u00a0; laissez de la place au changement pour que l’ordre ne devienne pas une cage.',
    5: 'Le cinq est l’aventurier\u00a0: curiosité, agitation et vivacité. Les voyages, la variété et la liberté vous nourrissent\u00a0; un engagement librement choisi donne une direction à cette énergie.',
    6: 'Le six est celui qui prend soin\u00a0: responsabilité, affection et attachement au foyer. Les autres s’appuient sur votre sens du devoir et de la beauté\u00a0; n’oubliez pas de prendre soin de vous aussi.',
    7: 'Le sept est le chercheur\u00a0: analyse, réserve et spiritualité. L’étude et la solitude vous révèlent des vérités que d’autres ne voient pas\u00a0; la confiance vous permet de les partager.',
    8: 'Le huit est le dirigeant\u00a0: ambition, compétence et volonté ferme. L’argent, l’autorité et les résultats sont votre terrain\u00a0; le pouvoir exercé avec justice revient multiplié.',
    9: 'Le neuf est l’humaniste\u00a0: générosité, sagesse et idéalisme. Votre chemin est de donner et de clore des cycles\u00a0; lâcher prise avec élégance est votre grand art.',
    11: 'Le onze, nombre maître, est l’éclaireur\u00a0: intuition, inspiration et grande sensibilité. Vous pouvez élever les autres par votre vision si vous gardez les pieds sur terre face aux nerfs et aux doutes.',
    22: 'Le vingt-deux, nombre maître, est le grand bâtisseur\u00a0: vous pouvez changer d’immenses rêves en structures qui servent beaucoup de monde. La pression est réelle\u00a0; la patience rend la chose possible.',
    33: 'Le trente-trois, nombre maître, est le grand guide\u00a0: la compassion faite action. Votre attention peut guérir et guider, dès que vous cessez de porter à vous seul le poids de tous.',
    0: 'Le nom ne contient aucune lettre de ce type\u00a0: ce nombre reste silencieux, et ses qualités passent par vos autres nombres.',
  },
  karmicDebts: {
    13: 'La dette karmique 13 demande un effort constant\u00a0: les raccourcis coûtent cher, tandis que le travail patient et concentré est récompensé.',
    14: 'La dette karmique 14 demande de la modération\u00a0: vous avez besoin de liberté, mais les excès et l’énergie dispersée se paient\u00a0; l’équilibre vous libère.',
    16: 'La dette karmique 16 demande de l’humilité\u00a0: ce qui est bâti sur l’ego peut tomber, et ce qui naît ensuite est plus authentique.',
    19: 'La dette karmique 19 vous demande d’accepter de l’aide\u00a0: l’indépendance est votre force, mais personne ne réussit entièrement seul.',
  },
  relations: {
    mirror:
      'Vous partagez le même nombre\u00a0: vous vous comprenez sans mots, et vous partagez aussi les mêmes angles morts.',
    natural:
      'Vos nombres appartiennent à la même famille\u00a0: vos rythmes concordent et vous tirez dans la même direction.',
    compatible:
      'Vos nombres se complètent\u00a0: ce qui manque à l’un, l’autre l’apporte, et cela garde la relation vivante.',
    challenging:
      'Vos nombres tirent dans des directions différentes\u00a0: la relation peut beaucoup vous apprendre si vous respectez tous deux la différence.',
  },
  labels: {
    lifePath: 'Chemin de vie',
    expression: 'Expression',
    soulUrge: 'Nombre intime',
    personality: 'Personnalité',
    birthday: 'Jour de naissance',
    maturity: 'Maturité',
    personalYear: 'Année personnelle',
  },
};
