/** The French synastry synthesis texts (see writer.ts). */
import { et, polish } from '../fr/grammar.ts';
import { FR_POINT_NAMES } from '../fr/points.ts';
import { FR_HOUSES } from '../fr/zodiac.ts';
import { capitalize } from '../sentences.ts';
import {
  byNumber,
  cycle,
  type OverlayHouse,
  type SummaryWords,
  type SynastrySynthesisWriter,
  summaryText,
} from './writer.ts';

const PLURAL = new Intl.PluralRules('fr-FR');
/** The verb form for a count, as Intl.PluralRules('fr-FR') selects: 0 and 1 take the singular. */
const forCount = (n: number, one: string, other: string) => (PLURAL.select(n) === 'one' ? one : other);

const BANDS: SummaryWords['bands'] = [
  (n: number) =>
    `Un score de ${n} sur 100 décrit un lien qui vous demande beaucoup à tous les deux\u00a0: les contacts frottent plus qu’ils ne coulent.`,
  (n: number) =>
    `Avec ${n} sur 100, la balance penche un peu vers l’effort\u00a0: une relation qui grandit grâce aux différences qu’elle doit résoudre.`,
  (n: number) =>
    `Avec ${n} sur 100, facilité et friction s’équilibrent à peu près\u00a0: beaucoup dépend de la façon dont vous traversez les moments difficiles.`,
  (n: number) =>
    `Un score de ${n} sur 100 signale un lien où les contacts qui soutiennent pèsent nettement plus que les contacts difficiles.`,
  (n: number) =>
    `Avec ${n} sur 100, vos thèmes s’accordent de façon peu commune\u00a0: presque tout ce qui vous unit coule sans effort.`,
];
const THEMES: SummaryWords['themes'] = {
  core: {
    name: 'le lien essentiel',
    strong: 'ce que vous êtes et ce que vous ressentez s’accorde bien',
    weak: 'vos natures sont différentes, et l’accepter fait partie du lien',
  },
  emotional: {
    name: 'le lien affectif',
    strong: 'chacun se sent en général compris et en sécurité auprès de l’autre',
    weak: 'les sentiments ont besoin d’être dits à voix haute, car ils ne se lisent pas tout seuls',
  },
  attraction: {
    name: 'l’attirance',
    strong: 'le désir et la romance naissent facilement entre vous',
    weak: 'l’alchimie reste vivante grâce à l’attention, pas d’elle-même',
  },
  communication: {
    name: 'la communication',
    strong: 'parler, faire des projets et décider ensemble vient naturellement',
    weak: 'les malentendus sont probables si vous ne vérifiez pas ce que l’autre voulait dire',
  },
  commitment: {
    name: 'l’engagement',
    strong: 'la loyauté et la constance font partie de la relation',
    weak: 'les devoirs et les attentes peuvent peser\u00a0: mieux vaut en convenir ouvertement',
  },
  growth: {
    name: 'la croissance',
    strong: 'vous vous encouragez mutuellement et partagez des espoirs d’avenir',
    weak: 'les buts communs demandent à être cherchés consciemment',
  },
};

const SUMMARY: SummaryWords = {
  title: 'Le score en mots',
  bands: BANDS,
  themes: THEMES,
  strongest: (t, n) => polish(`Le domaine le plus fort est ${t.name} (${n})\u00a0: ${t.strong}.`),
  weakest: (t, n) => polish(`Celui qui demande le plus de travail est ${t.name} (${n}), car ${t.weak}.`),
  flow: (h, t) =>
    polish(
      `Parmi les contacts principaux, ${h} ${forCount(h, 'coule', 'coulent')} et ${t} ${forCount(t, 'frotte', 'frottent')}\u00a0: la bonne volonté a beaucoup sur quoi construire.`,
    ),
  rub: (h, t) =>
    polish(
      `Parmi les contacts principaux, ${t} ${forCount(t, 'frotte', 'frottent')} et ${h} ${forCount(h, 'coule', 'coulent')}\u00a0: la friction est réelle, et l’occasion de grandir avec elle aussi.`,
    ),
  even: (each) =>
    polish(
      `Les contacts principaux se répartissent à égalité, ${each} ${forCount(each, 'qui coule', 'qui coulent')} et autant qui frottent.`,
    ),
};

const names = (h: OverlayHouse) => et(h.planets.map((p) => FR_POINT_NAMES[p].name));
/** "le Soleil de Mileva", "les planètes Soleil et Vénus de Mileva". */
const theirs = (partner: string, h: OverlayHouse) =>
  h.planets.length === 1
    ? `${FR_POINT_NAMES[h.planets[0]].le} de ${partner}`
    : `les planètes ${names(h)} de ${partner}`;
/** "votre Soleil", "vos planètes Soleil et Vénus". */
const yours = (h: OverlayHouse) => (h.planets.length === 1 ? `votre ${names(h)}` : `vos planètes ${names(h)}`);
const verb = byNumber;

export const frSynastrySynthesis: SynastrySynthesisWriter = {
  summary: (s) => summaryText(s, SUMMARY),
  overlayTitle: (direction, partner) =>
    polish(
      direction === 'theirs-in-yours'
        ? `Les planètes de ${partner} dans vos maisons`
        : `Vos planètes dans les maisons de ${partner}`,
    ),
  overlay(direction, partner, h, position) {
    const n = `maison ${h.house}`;
    const areas = FR_HOUSES[h.house].areas[0];
    const area = et(areas);
    const areaDe = et(areas, 'de');
    if (direction === 'theirs-in-yours') {
      const P = theirs(partner, h);
      return polish(
        cycle(
          [
            `${capitalize(P)} ${verb(h, 'tombe', 'tombent')} dans votre ${n}\u00a0: ${partner} met ainsi en mouvement ${area}.`,
            `Votre ${n}, celle ${areaDe}, accueille ${P}.`,
            `Avec ${P} dans votre ${n}, ${area} deviennent une scène partagée.`,
            `C’est sur le terrain ${areaDe} que vous rencontrez ${partner} le plus directement\u00a0: ${P} ${verb(h, 'est', 'sont')} dans votre ${n}.`,
            `Pour ce qui touche ${et(areas, 'à')}, ${partner} se fait sentir, car ${P} ${verb(h, 'occupe', 'occupent')} votre ${n}.`,
            `${partner} remue ${area} en plaçant ${P} dans votre ${n}.`,
          ],
          position,
        ),
      );
    }
    return polish(
      cycle(
        [
          `${capitalize(yours(h))} ${verb(h, 'tombe', 'tombent')} dans la ${n} de ${partner}\u00a0: vous mettez ainsi en mouvement ${area}.`,
          `Dans la ${n} de ${partner}, celle ${areaDe}, ${verb(h, 'se trouve', 'se trouvent')} ${yours(h)}.`,
          `Par ${yours(h)} dans la ${n} de ${partner}, vous touchez ${area} dans sa vie.`,
          `${partner} vous remarque sur le terrain ${areaDe}, puisque ${yours(h)} ${verb(h, 'occupe', 'occupent')} cette maison.`,
          // "placé" agrees with the planets named: one point (its own gender) or several ("vos planètes", feminine plural).
          `${capitalize(h.planets.length === 1 ? (FR_POINT_NAMES[h.planets[0]].g === 'f' ? 'placée' : 'placé') : 'placées')} dans la ${n} de ${partner}, ${yours(h)} ${verb(h, 'colore', 'colorent')} ${area}.`,
          `Pour ${partner}, c’est sur le terrain ${areaDe} que vous laissez votre empreinte\u00a0: ${yours(h)} ${verb(h, 'se situe', 'se situent')} dans cette maison.`,
        ],
        position,
      ),
    );
  },
};
