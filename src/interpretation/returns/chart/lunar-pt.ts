/**
 * The Portuguese (Brazilian) lunar return chart read as a whole, for the month until the next
 * return: the signs' and houses' phrases (../../pt/zodiac.ts) inside sentences written for the month.
 */
import { SIGNS, type Sign } from '../../../astro/vocabulary.ts';
import { each, polish, the } from '../../pt/grammar.ts';
import { PT_HOUSE_ORDINALS, PT_HOUSES, PT_SIGNS } from '../../pt/zodiac.ts';
import { PT_RETURN_CHART } from './pt.ts';
import type { ReturnAngle, ReturnChartWords } from './types.ts';

const HOUSES = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12] as const;
const bySign = (text: (sign: Sign) => string) =>
  Object.fromEntries(SIGNS.map((s) => [s, text(s)])) as Record<Sign, string>;
const byHouse = (text: (house: number) => string) => Object.fromEntries(HOUSES.map((h) => [h, text(h)]));

const PT_ANGLE_NAMES: Record<ReturnAngle, string> = {
  ascendant: 'Ascendente',
  midheaven: 'Meio do Céu',
  descendant: 'Descendente',
  'imum-coeli': 'Fundo do Céu',
};

export const PT_LUNAR_RETURN_CHART: ReturnChartWords = {
  ascendantTitle: (sign) => `O Ascendente da revolução lunar em ${sign}`,
  ascendant: bySign((s) => `O clima deste mês é ${PT_SIGNS[s].mood}, e ${PT_SIGNS[s].style}.`),
  midheavenTitle: (sign) => `O Meio do Céu da revolução lunar em ${sign}`,
  midheaven: bySign(
    (s) =>
      `No trabalho e em público, o mês pede ${PT_SIGNS[s].needs}, e ${PT_SIGNS[s].gift} é o que faz você se destacar.`,
  ),
  sunHouse: byHouse((h) =>
    polish(
      `O Sol desta revolução lunar está na ${PT_HOUSE_ORDINALS[h]} casa e põe no centro do mês ${PT_HOUSES[h].areas[0]}.`,
    ),
  ),
  moonHouse: byHouse((h) =>
    polish(
      `Com a Lua da revolução na ${PT_HOUSE_ORDINALS[h]} casa, seus sentimentos giram em torno ${each('de', PT_HOUSES[h].areas[1])}. Um conselho para o mês: ${PT_HOUSES[h].actions[0]}.`,
    ),
  ),
  onAngleTitle: (planet, angle, orb) =>
    polish(`${planet} sobre ${the(PT_ANGLE_NAMES[angle], 'm')} da revolução lunar (a menos de ${orb}°)`),
  angle: {
    ascendant: 'Sobre o Ascendente do mês, um planeta aparece no seu jeito de agir e nas suas primeiras reações.',
    midheaven: 'Sobre o Meio do Céu do mês, um planeta se faz sentir no seu trabalho e na sua reputação.',
    descendant: 'Sobre o Descendente do mês, um planeta chega a você por meio das pessoas com quem você lida.',
    'imum-coeli': 'Sobre o Fundo do Céu do mês, um planeta age em casa e nos seus estados de espírito mais íntimos.',
  },
  planet: PT_RETURN_CHART.planet,
};
