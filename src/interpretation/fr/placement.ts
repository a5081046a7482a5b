/** French texts for a natal point in a sign and in a house. */
import type { Sign } from '../../astro/vocabulary.ts';
import { type Angularity, angularityOf, type HousePoint, isGenerational, JOYS, type SignPoint } from '../catalogue.ts';
import type { House } from '../names.ts';
import { signName } from '../names.ts';
import { capitalize, paragraph } from '../sentences.ts';
import { type Dignity, dignityOf, elementOf, modalityOf, oppositeSign } from '../sign-qualities.ts';
import type { Chooser } from '../variation.ts';
import type { InterpretationText } from '../writer.ts';
import { agree, agreeList, et, type FrGender, polish } from './grammar.ts';
import { FR_NATAL, FR_POINT_NAMES } from './points.ts';
import {
  FR_ELEMENT,
  FR_ELEMENT_NAME,
  FR_HOUSES,
  FR_MODALITY,
  FR_MODALITY_WAY,
  FR_SIGN_ARTICLES,
  FR_SIGNS,
} from './zodiac.ts';

/** The subject pronoun of a point: "il" (le Soleil), "elle" (la Lune). */
const il = (g: FrGender) => (g === 'f' ? 'elle' : 'il');

const DIGNITY: Record<Dignity, (p: string, s: string, g: FrGender) => string> = {
  domicile: (p, s, g) =>
    `${p} est en domicile en ${s}, le signe qu’${il(g)} gouverne\u00a0: son énergie y circule librement.`,
  exaltation: (p, s, g) =>
    `${p} est ${agree('exalté', g)} en ${s}\u00a0: ses meilleures qualités s’y expriment sans effort.`,
  detriment: (p, s, g) =>
    `${p} est en exil en ${s}, loin de chez ${g === 'f' ? 'elle' : 'lui'}\u00a0: ${il(g)} y travaille davantage, et ce qu’${il(g)} apprend se gagne à l’effort.`,
  fall: (p, s, g) =>
    `${p} est en chute en ${s}\u00a0: ses dons demandent un soin conscient pour se déployer, car ${il(g)} y est moins à son aise.`,
};

/** Title and body of natal `point` in `sign`, in French. */
export function frPlanetSign(point: SignPoint, sign: Sign, c: Chooser): InterpretationText {
  const name = FR_POINT_NAMES[point];
  const N = FR_NATAL[point];
  const S = FR_SIGNS[sign];
  const sName = signName(sign, 'fr');
  const The = capitalize(name.le);
  const domain = c.pick('domain', N.domain);

  const openings = [
    // "manière" is feminine, "caractère" and "quelque chose de" masculine: the traits agree with each.
    `${The} en ${sName} exprime ${et(domain)} d’une manière ${agreeList(S.traits, 'f')}.`,
    `${capitalize(agree('placé', name.g))} en ${sName}, ${name.le} donne ${et(domain, 'à')} un caractère ${agreeList(S.traits, 'm')}.`,
    `Avec ${name.le} en ${sName}, il y a quelque chose ${agreeList(S.traits, 'm', 'de')} dans ${et(domain)}.`,
  ];
  const middles = [`En matière ${et(N.area, 'de')}, ${S.style}.`, `Quand il s’agit ${et(N.area, 'de')}, ${S.style}.`];
  const closings = [
    `Il vous faut ${S.needs}\u00a0; gare ${et(S.shadow, 'à')}.`,
    `Au mieux, cette position donne ${S.gift}\u00a0; au pire, ${et(S.shadow)}.`,
    `Si vous offrez à cette position ${S.needs}, ${S.gift} grandit\u00a0; sinon, ${et(S.shadow)} prennent le dessus.`,
  ];
  const sentences = [c.pick('opening', openings), c.pick('middle', middles), c.pick('closing', closings)];

  const dignity = dignityOf(point, sign);
  if (dignity) {
    sentences.push(DIGNITY[dignity](The, sName, name.g));
  } else if (isGenerational(point)) {
    sentences.push(
      `${The} reste de longues années dans un même signe\u00a0: cette position décrit votre génération autant que vous.`,
    );
  } else if (point === 'north-node' || point === 'south-node') {
    const other = oppositeSign(sign);
    const [from, to] = point === 'north-node' ? [other, sign] : [sign, other];
    sentences.push(
      `Avec le Nœud Sud en ${signName(from, 'fr')} et le Nœud Nord en ${signName(to, 'fr')}, vous grandissez en passant de ${FR_SIGNS[from].gift} à ${FR_SIGNS[to].gift}.`,
    );
  } else {
    const element = elementOf(sign);
    const modality = modalityOf(sign);
    sentences.push(
      c.pick('quality', [
        `${capitalize(FR_SIGN_ARTICLES[sign].le)} ${FR_SIGN_ARTICLES[sign].plural ? 'sont' : 'est'} un signe ${FR_MODALITY[modality]} de ${FR_ELEMENT_NAME[element]}\u00a0: ${FR_MODALITY_WAY[modality]}, et son élément ${FR_ELEMENT[element]}.`,
        '',
      ]),
    );
  }
  return { title: `${name.name} en ${sName}`, body: polish(paragraph(sentences)) };
}

const HOUSE_ROLE: Record<HousePoint, string> = {
  sun: 'c’est ici que vous voulez briller et recevoir de la reconnaissance',
  moon: 'c’est ici que vous cherchez du réconfort, et ici que se manifestent vos humeurs',
  mercury: 'c’est ici que votre esprit travaille le plus',
  venus: 'c’est ici que vous trouvez du plaisir et attirez la bienveillance des autres',
  mars: 'c’est ici que vous poussez, rivalisez et dépensez votre énergie',
  jupiter: 'c’est ici que la chance et la croissance viennent le plus facilement',
  saturn: 'c’est ici que vous affrontez des épreuves et bâtissez une force durable',
  uranus: 'c’est ici que vous avez besoin de liberté et pouvez vivre des changements soudains',
  neptune: 'c’est ici que vous idéalisez, rêvez et parfois vous égarez',
  pluto: 'c’est ici que vous vivez l’intensité, le pouvoir et les transformations profondes',
  chiron: 'c’est ici que vivent les vieilles blessures, et ici que vous pouvez aider les autres à guérir',
  'north-node': 'c’est ici que se trouve votre croissance, même si le terrain vous semble peu familier',
  'south-node': 'c’est ici que vous puisez dans des compétences anciennes et bien rodées',
  'mean-lilith': 'c’est ici que vous refusez de vous laisser apprivoiser',
};

const ANGULARITY: Record<Angularity, string[]> = {
  angular: [
    'Une maison angulaire fait ressortir cette position dans votre vie.',
    'Dans une maison angulaire, cette position est visible et active.',
  ],
  succedent: [
    'Dans une maison succédente, elle agit avec constance et bâtit des ressources avec le temps.',
    'Une maison succédente lui donne de la persévérance.',
  ],
  cadent: [
    'Dans une maison cadente, elle agit en coulisses, par l’apprentissage et l’adaptation.',
    'Une maison cadente rend son influence plus discrète et plus souple.',
  ],
};

/** Title and body of natal `point` in house `house`, in French. */
export function frPlanetHouse(point: HousePoint, house: House, c: Chooser): InterpretationText {
  const name = FR_POINT_NAMES[point];
  const N = FR_NATAL[point];
  const H = FR_HOUSES[house];
  const The = capitalize(name.le);
  const area = c.pick('area', H.areas);
  const domain = c.pick('domain', N.domain);

  const openings = [
    `${The} en maison ${house} porte ${et(domain)} sur le terrain ${et(area, 'de')}.`,
    `${capitalize(agree('placé', name.g))} en maison ${house}, ${name.le} exprime ${et(domain)} à travers ${et(area)}.`,
    `En maison ${house}, la maison ${et(area, 'de')}, ${name.le} relie ${et(domain)} à ce domaine de la vie.`,
  ];
  const sentences = [c.pick('opening', openings), `${HOUSE_ROLE[point]}.`];
  const joy = (JOYS as Record<string, number | undefined>)[point];
  if (joy === house) {
    sentences.push(
      `Selon la tradition, ${name.le} se réjouit en maison ${house}\u00a0: ${name.g === 'f' ? 'elle' : 'il'} s’y sent particulièrement à l’aise.`,
    );
  } else {
    sentences.push(c.pick('angularity', ANGULARITY[angularityOf(house)]));
  }
  const action = c.pick('act', H.actions);
  sentences.push(
    c.pick('action', [
      `Une bonne façon de travailler avec cette position\u00a0: ${action}.`,
      `Passez au concret\u00a0: ${action}.`,
      '',
    ]),
  );
  return { title: `${name.name} en maison ${house}`, body: polish(paragraph(sentences)) };
}
