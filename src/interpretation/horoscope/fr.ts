/** French phrasing of the weekly horoscope (vous). */
import type { Sign } from '../../astro/vocabulary.ts';
import { natureOf } from '../catalogue.ts';
import { FR_ASPECTS } from '../fr/aspects.ts';
import { frDayMonth, frWeekday } from '../fr/dates.ts';
import { agreeList, de, et, polish } from '../fr/grammar.ts';
import { FR_POINT_NAMES } from '../fr/points.ts';
import { FR_HOUSES, FR_SIGN_ARTICLES, FR_SIGNS } from '../fr/zodiac.ts';
import { signName } from '../names.ts';
import { capitalize, paragraph } from '../sentences.ts';
import type { Chooser } from '../variation.ts';
import type { CalendarDay } from './calendar.ts';
import type { HoroscopeEvent, HoroscopePoint, IngressPoint, MoonPhase, StationPoint } from './events.ts';
import { type HoroscopeWriter, type Tone, type WeekTheme, weekThemeOf } from './writer.ts';

/** The Moon's phases with their articles. */
export const FR_PHASE: Record<MoonPhase, string> = {
  new: 'la Nouvelle Lune',
  'first-quarter': 'le Premier Quartier',
  full: 'la Pleine Lune',
  'last-quarter': 'le Dernier Quartier',
};
const PHASE_ADVICE: Record<MoonPhase, ((action: string) => string)[]> = {
  new: [(a) => `Semez une graine\u00a0: ${a}.`, (a) => `Bon moment pour commencer\u00a0: ${a}.`],
  'first-quarter': [
    (a) => `Il est temps d’agir sur ce que vous avez commencé\u00a0: ${a}.`,
    (a) => `Franchissez le premier obstacle\u00a0: ${a}.`,
  ],
  full: [
    () => 'Quelque chose arrive à son apogée\u00a0: célébrez ce qui a grandi et lâchez le reste.',
    () => 'Les émotions sont à fleur de peau sur ces sujets\u00a0; prenez du recul avant de réagir.',
  ],
  'last-quarter': [
    () => 'Faites le tri, rangez et lâchez ce qui ne vous sert plus.',
    () => 'Faites le bilan et terminez ce qui traîne avant le prochain cycle.',
  ],
};

/** What each point brings into play, as noun phrases with their articles (listed by the composer). */
const THEME: Record<HoroscopePoint, string[]> = {
  sun: ['votre rayonnement'],
  moon: ['vos émotions'],
  mercury: ['votre pensée', 'vos conversations'],
  venus: ['l’amour', 'le plaisir'],
  mars: ['l’énergie', 'l’élan'],
  jupiter: ['la croissance', 'la chance'],
  saturn: ['la discipline', 'les épreuves'],
  uranus: ['le changement', 'les surprises'],
  neptune: ['les rêves', 'l’inspiration'],
  pluto: ['la transformation profonde'],
  chiron: ['la guérison'],
};
const STAY: Record<IngressPoint, string> = {
  sun: 'pour le mois à venir',
  mercury: 'pour les semaines à venir',
  venus: 'pour quatre semaines environ',
  mars: 'pour six semaines environ',
  jupiter: 'pour un an environ',
  saturn: 'pour deux ou trois ans',
  uranus: 'pour sept ans environ',
  neptune: 'pour plus d’une décennie',
  pluto: 'pour de nombreuses années',
  chiron: 'pour plusieurs années',
};
const RETROGRADE: Record<StationPoint, string> = {
  mercury: 'Relisez messages, contrats et projets de voyage, et donnez une seconde chance aux vieilles conversations.',
  venus: 'Revoyez ce à quoi et à qui vous tenez\u00a0; reportez les gros achats et les changements d’image.',
  mars: 'Ralentissez, revoyez votre stratégie et terminez des combats au lieu d’en commencer de nouveaux.',
  jupiter: 'La croissance devient intérieure\u00a0: reconsidérez vos convictions et vos projets à long terme.',
  saturn: 'Les responsabilités demandent une révision plutôt qu’une expansion.',
  uranus: 'Les changements mûrissent en silence avant de se montrer.',
  neptune: 'Le brouillard se lève un peu\u00a0: regardez vos illusions avec honnêteté.',
  pluto: 'Un travail intérieur de lâcher-prise commence.',
  chiron: 'De vieilles blessures remontent à la surface pour être comprises.',
};
const HARD_ADVICE = [
  'faites une pause avant de forcer',
  'ne le prenez pas personnellement',
  'gardez des projets souples',
];
const WEEK_THEME: Record<WeekTheme, string> = {
  new: 'C’est une semaine pour repartir à neuf.',
  full: 'La clarté arrive, avec le sentiment que quelque chose s’accomplit.',
  'first-quarter': 'C’est une semaine de décisions et de premiers pas.',
  'last-quarter': 'C’est une semaine pour faire le point et déblayer le terrain.',
  'moon-ingress': 'Suivez vos humeurs et gardez des projets légers.',
  ingress: 'Un nouveau chapitre s’ouvre dans ce domaine de votre vie.',
  retrograde: 'Ralentissez\u00a0: c’est le moment de revoir plutôt que de lancer.',
  direct: 'Ce qui était bloqué se remet en mouvement.',
  hard: 'C’est une semaine qui met votre patience à l’épreuve.',
  soft: 'Les occasions arrivent facilement\u00a0: saisissez-les.',
  fusion: 'Un nouveau cycle commence.',
};
const TONE: Record<Tone, string> = {
  harmonious: 'La plupart des contacts entre planètes sont favorables\u00a0: la semaine coule bien.',
  tense: 'Plusieurs aspects tendus demandent de la patience en chemin.',
  mixed: 'Tension et fluidité alternent\u00a0: choisissez bien vos moments.',
  calm: 'Pour le reste, le ciel est calme.',
};

const le = (p: HoroscopePoint) => FR_POINT_NAMES[p].le;
const Le = (p: HoroscopePoint) => capitalize(le(p));
/** The house's areas as a "de" complement: "de l’argent, des biens et de l’estime de soi". */
export const frAreaDe = (house: number, c: Chooser) => et(c.pick(`area${house}`, FR_HOUSES[house].areas), 'de');
/** The house's areas as a plain noun phrase list. */
export const frArea = (house: number, c: Chooser) => et(c.pick(`area${house}`, FR_HOUSES[house].areas));
const action = (house: number, c: Chooser) => c.pick(`action${house}`, FR_HOUSES[house].actions);
/** "votre maison 5, celle de l’amour et du jeu". */
const where = (house: number, c: Chooser) => `votre maison ${house}, celle ${frAreaDe(house, c)}`;

/** The French weekly-horoscope phrasing (vous). */
export const frenchHoroscope: HoroscopeWriter = {
  title: (sign, year, week) => polish(`Horoscope hebdomadaire ${de(signArticle(sign))} : semaine ${week} de ${year}`),

  dayHeading: (d: CalendarDay) => capitalize(frDayMonth(d)),

  event(e: HoroscopeEvent, c: Chooser): string {
    const n = e.house;
    let text: string;
    switch (e.kind) {
      case 'moon-phase':
        text = paragraph([
          `${capitalize(FR_PHASE[e.phase])} en ${signName(e.sign, 'fr')} tombe dans ${where(n, c)}.`,
          c.pick('phase', PHASE_ADVICE[e.phase])(action(n, c)),
        ]);
        break;
      case 'moon-ingress': {
        const sign = signName(e.sign, 'fr');
        // "ambiance" is feminine: the sign's mood adjectives agree with it.
        const mood = agreeList(FR_SIGNS[e.sign].mood, 'f');
        text = c.pick('moon', [
          `La Lune entre en ${sign}, votre maison ${n}\u00a0: l’ambiance devient ${mood} et l’attention se porte sur ${frArea(n, c)}.`,
          `Avec la Lune qui entre en ${sign}, votre maison ${n}, l’ambiance est ${mood}\u00a0: ${action(n, c)}.`,
        ]);
        break;
      }
      case 'ingress': {
        const verb = e.retrograde ? 'revient en' : 'entre en';
        const first = `${Le(e.point)} ${verb} ${signName(e.sign, 'fr')}, votre maison ${n}, ${STAY[e.point]}, et porte ${et(THEME[e.point])} vers ${frArea(n, c)}.`;
        text =
          e.point === 'sun' && n === 1
            ? paragraph([first, 'Votre saison d’anniversaire commence, et avec elle votre année personnelle.'])
            : first;
        break;
      }
      case 'station': {
        text =
          e.direction === 'retrograde'
            ? paragraph([
                `${Le(e.point)} devient rétrograde en ${signName(e.sign, 'fr')}, dans ${where(n, c)}.`,
                RETROGRADE[e.point],
              ])
            : `${Le(e.point)} reprend sa marche directe en ${signName(e.sign, 'fr')}, dans votre maison ${n}\u00a0: ce qui stagnait du côté ${frAreaDe(n, c)} se remet en mouvement.`;
        break;
      }
      case 'aspect': {
        const A = FR_ASPECTS[e.aspect];
        const nature = natureOf(e.aspect);
        const first = `${Le(e.point)} ${A.verbs[0]} ${le(e.other)} et relie ${et(THEME[e.point])} ${et(THEME[e.other], 'à')} dans votre maison ${n}.`;
        const second =
          nature === 'hard'
            ? `Attendez-vous à quelques frictions\u00a0: ${c.pick('hard', HARD_ADVICE)}.`
            : nature === 'soft'
              ? `Saisissez le moment\u00a0: ${action(n, c)}.`
              : `Un nouveau départ\u00a0: ${action(n, c)}.`;
        text = paragraph([first, second]);
        break;
      }
    }
    return polish(text);
  },

  opening(e: HoroscopeEvent, tone: Tone, c: Chooser): string {
    const at = where(e.house, c);
    let first: string;
    switch (e.kind) {
      case 'moon-phase':
        first = `Cette semaine tourne autour ${de(FR_PHASE[e.phase])} en ${signName(e.sign, 'fr')}, qui tombe dans ${at}.`;
        break;
      case 'moon-ingress':
        first = `Une semaine plus légère\u00a0: la Lune donne le rythme, en commençant en ${signName(e.sign, 'fr')}, ${at}.`;
        break;
      case 'ingress':
        first = `La grande nouvelle de la semaine\u00a0: ${le(e.point)} entre en ${signName(e.sign, 'fr')}, ${at}.`;
        break;
      case 'station': {
        const turn = e.direction === 'retrograde' ? 'devient rétrograde' : 'reprend sa marche directe';
        first = `Le tournant de la semaine\u00a0: ${le(e.point)} ${turn} dans ${at}.`;
        break;
      }
      case 'aspect':
        first = `L’influence la plus forte de la semaine est ${le(e.point)} ${FR_ASPECTS[e.aspect].prep} ${le(e.other)}, ressentie dans ${at}.`;
        break;
    }
    return polish(paragraph([first, WEEK_THEME[weekThemeOf(e)], TONE[tone]]));
  },

  quietDays(days: CalendarDay[]): string {
    const names = et(days.map((d) => `le ${frWeekday(d)}`));
    // The verb and the adjective agree in number with the days named.
    const plural = days.length > 1;
    return polish(
      capitalize(
        `${names} ${plural ? 'sont plus calmes' : 'est plus calme'}\u00a0: profitez de la pause pour vous reposer et rattraper votre retard.`,
      ),
    );
  },

  empty: (sign: Sign) =>
    polish(
      `Pas de grand mouvement planétaire cette semaine pour ${signArticle(sign)}\u00a0: un bon moment pour consolider, vous reposer et suivre votre propre rythme.`,
    ),
};

/** The sign's name with its article: "le Bélier", "la Vierge", "les Gémeaux". */
export function signArticle(sign: Sign): string {
  return FR_SIGN_ARTICLES[sign].le;
}
