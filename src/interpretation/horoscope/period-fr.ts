/** French phrasing of the daily and monthly horoscopes (vous). */
import { FR_ASPECTS } from '../fr/aspects.ts';
import { frFullDate, frMonthYear } from '../fr/dates.ts';
import { agreeList, de, polish } from '../fr/grammar.ts';
import { FR_POINT_NAMES } from '../fr/points.ts';
import { FR_HOUSES, FR_SIGNS } from '../fr/zodiac.ts';
import { signName } from '../names.ts';
import { capitalize, paragraph } from '../sentences.ts';
import type { Chooser } from '../variation.ts';
import type { HoroscopePoint } from './events.ts';
import { FR_PHASE, frArea, frAreaDe, signArticle } from './fr.ts';
import type { DayPhase, PeriodWriter } from './period-writer.ts';
import type { Tone } from './writer.ts';

const DAY_PHASE: Record<DayPhase, string[]> = {
  new: [
    'La Lune est nouvelle, sombre et pleine de promesses\u00a0: fixez une intention et gardez-la pour vous pour l’instant.',
    'Avec la Lune au plus sombre, commencez en silence et faites confiance à ce que vous ne voyez pas encore.',
  ],
  waxing: [
    'La Lune croît, et aujourd’hui l’effort s’additionne\u00a0: ajoutez quelque chose à ce que vous avez commencé.',
    'Une Lune croissante favorise l’élan\u00a0; faites le prochain pas concret.',
  ],
  full: [
    'La Lune est pleine et éclaire ce qui était caché\u00a0: remarquez ce qui semble déjà accompli.',
    'Sous la Pleine Lune, les émotions parlent fort\u00a0; nommez-les avant d’agir.',
  ],
  waning: [
    'La Lune décroît, temps de simplifier\u00a0: abandonnez une tâche qui vous épuise.',
    'Une Lune décroissante favorise les conclusions\u00a0; rangez, soldez vos comptes et reposez-vous.',
  ],
};
const MONTH_TONE: Record<Tone, string> = {
  harmonious:
    'Les contacts planétaires du mois sont pour la plupart bienveillants\u00a0: les projets ont tendance à s’emboîter.',
  tense: 'Plusieurs contacts tendus ce mois-ci vous demandent de doser vos forces.',
  mixed: 'Ce mois-ci, passages faciles et difficiles alternent\u00a0: choisissez le moment d’agir.',
  calm: 'Pour le reste, le ciel du mois est calme.',
};

/** The eclipse types as adjectives agreeing with "éclipse" (feminine). */
const FR_ECLIPSE_TYPE: Record<string, string> = {
  total: 'totale',
  annular: 'annulaire',
  hybrid: 'hybride',
  partial: 'partielle',
  penumbral: 'pénombrale',
};

const le = (p: HoroscopePoint) => FR_POINT_NAMES[p].le;
const action = (house: number, c: Chooser) => c.pick(`action${house}`, FR_HOUSES[house].actions);

export const frenchPeriodHoroscope: PeriodWriter = {
  dailyTitle: (sign, d) => `Horoscope quotidien ${de(signArticle(sign))}\u00a0: ${frFullDate(d)}`,
  monthlyTitle: (sign, year, month) => `Horoscope mensuel ${de(signArticle(sign))}\u00a0: ${frMonthYear(year, month)}`,

  moonOfDay(moonSign, house, phase, c) {
    return polish(
      paragraph([
        `Aujourd’hui, la Lune traverse le signe ${de(signArticle(moonSign))}, votre maison ${house}, celle ${frAreaDe(house, c)}, et l’ambiance est ${agreeList(FR_SIGNS[moonSign].mood, 'f')}.`,
        c.pick('dayPhase', DAY_PHASE[phase]),
      ]),
    );
  },

  quietDay: (sign, c) =>
    c.pick('quiet', [
      `Aucun contact planétaire exact aujourd’hui, ${signName(sign, 'fr')}\u00a0: une journée facile pour suivre votre propre rythme.`,
      `Les planètes restent tranquilles aujourd’hui, ${signName(sign, 'fr')}, et laissent de la place à la routine et au repos.`,
    ]),

  monthOpening(e, tone, c) {
    const at = `votre maison ${e.house}, celle ${frAreaDe(e.house, c)}`;
    let first: string;
    switch (e.kind) {
      case 'moon-phase':
        first = `Le temps fort du mois est ${FR_PHASE[e.phase]} en ${signName(e.sign, 'fr')}, dans ${at}.`;
        break;
      case 'moon-ingress':
        first = `Un mois rythmé par la Lune, qui commence en ${signName(e.sign, 'fr')}, ${at}.`;
        break;
      case 'ingress':
        first = `Le fait marquant du mois\u00a0: ${le(e.point)} passe en ${signName(e.sign, 'fr')}, ${at}.`;
        break;
      case 'station': {
        const turn = e.direction === 'retrograde' ? 'devient rétrograde' : 'reprend sa marche directe';
        first = `Ce mois tourne autour ${de(le(e.point))}, qui ${turn} dans ${at}.`;
        break;
      }
      case 'aspect':
        first = `L’aspect qui définit le mois est ${le(e.point)} ${FR_ASPECTS[e.aspect].prep} ${le(e.other)}, qui se fait sentir dans ${at}.`;
        break;
    }
    return polish(paragraph([capitalize(first), MONTH_TONE[tone]]));
  },

  quietMonth: (sign) =>
    polish(
      `Un mois sans grand virage planétaire pour ${signArticle(sign)}\u00a0: construisez tranquillement sur ce qui fonctionne déjà.`,
    ),

  eclipse(kind, type, sign, house, c) {
    const t = FR_ECLIPSE_TYPE[type] ?? type;
    return polish(
      kind === 'solar'
        ? `Une éclipse solaire ${t} en ${signName(sign, 'fr')} secoue votre maison ${house}, celle ${frAreaDe(house, c)}\u00a0: une porte s’ouvre là où vous ne l’attendiez pas, alors lâchez le scénario habituel.`
        : `Une éclipse lunaire ${t} en ${signName(sign, 'fr')} inonde de lumière votre maison ${house}, celle ${frAreaDe(house, c)}\u00a0: quelque chose s’y accomplit, alors faites de la place à ce qui vient.`,
    );
  },

  sunFocus(sunSign, house, period, c) {
    const when = period === 'day' ? 'ces jours-ci' : 'ce mois-ci';
    return polish(
      `Avec le Soleil en ${signName(sunSign, 'fr')}, votre maison ${house}, ${when} votre énergie va vers ${frArea(house, c)}\u00a0: ${action(house, c)}.`,
    );
  },
};
