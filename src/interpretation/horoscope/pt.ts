/** Portuguese (Brazilian) phrasing of the weekly horoscope (você); weekday and month names from Intl ('pt-BR'). */
import type { Sign } from '../../astro/vocabulary.ts';
import { natureOf } from '../catalogue.ts';
import { signName } from '../names.ts';
import { PT_ASPECTS } from '../pt/aspects.ts';
import { agree, each, polish } from '../pt/grammar.ts';
import { PT_POINT_NAMES } from '../pt/points.ts';
import { PT_HOUSES, PT_SIGNS } from '../pt/zodiac.ts';
import { capitalize, listOf, paragraph } from '../sentences.ts';
import type { Chooser } from '../variation.ts';
import type { CalendarDay } from './calendar.ts';
import type { HoroscopeEvent, HoroscopePoint, IngressPoint, MoonPhase, StationPoint } from './events.ts';
import { type HoroscopeWriter, type Tone, type WeekTheme, weekThemeOf } from './writer.ts';

const WEEKDAY = new Intl.DateTimeFormat('pt-BR', { weekday: 'long', timeZone: 'UTC' });
const DAY_MONTH = new Intl.DateTimeFormat('pt-BR', { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' });

/** The weekday name of a calendar day in Portuguese ("segunda-feira"), by Intl. */
export function ptWeekday(d: CalendarDay): string {
  return WEEKDAY.format(Date.UTC(d.year, d.month - 1, d.day));
}

/** "segunda-feira, 1 de junho", by Intl. */
export function ptDayMonth(d: CalendarDay): string {
  return DAY_MONTH.format(Date.UTC(d.year, d.month - 1, d.day));
}

/** The weekdays in "-feira" are feminine ("a segunda-feira"); "sábado" and "domingo" are masculine. */
function isFeminineDay(d: CalendarDay): boolean {
  return ptWeekday(d).endsWith('feira');
}

function theWeekday(d: CalendarDay): string {
  return `${isFeminineDay(d) ? 'a' : 'o'} ${ptWeekday(d)}`;
}

const PHASE: Record<MoonPhase, string> = {
  new: 'a Lua nova',
  'first-quarter': 'o quarto crescente',
  full: 'a Lua cheia',
  'last-quarter': 'o quarto minguante',
};
const PHASE_ADVICE: Record<MoonPhase, ((action: string) => string)[]> = {
  new: [(a) => `Plante uma semente: ${a}.`, (a) => `Um bom momento para começar: ${a}.`],
  'first-quarter': [
    (a) => `É hora de agir sobre o que você começou: ${a}.`,
    (a) => `Supere o primeiro obstáculo: ${a}.`,
  ],
  full: [
    () => 'Algo chega ao ápice: celebre o que cresceu e deixe ir o resto.',
    () => 'Nestes temas as emoções estão à flor da pele; tome distância antes de reagir.',
  ],
  'last-quarter': [
    () => 'Reveja, organize e deixe ir o que já não serve a você.',
    () => 'Faça um balanço e feche o que está pendente antes que comece o próximo ciclo.',
  ],
};

const THEME: Record<HoroscopePoint, string> = {
  sun: 'o protagonismo',
  moon: 'as suas emoções',
  mercury: 'o seu pensamento e as suas conversas',
  venus: 'o amor e o prazer',
  mars: 'a energia e a garra',
  jupiter: 'o crescimento e a sorte',
  saturn: 'a disciplina e as provas',
  uranus: 'a mudança e as surpresas',
  neptune: 'os sonhos e a inspiração',
  pluto: 'a transformação profunda',
  chiron: 'a cura',
};
const STAY: Record<IngressPoint, string> = {
  sun: 'pelo próximo mês',
  mercury: 'pelas próximas semanas',
  venus: 'por cerca de quatro semanas',
  mars: 'por cerca de seis semanas',
  jupiter: 'por cerca de um ano',
  saturn: 'por dois ou três anos',
  uranus: 'por cerca de sete anos',
  neptune: 'por mais de uma década',
  pluto: 'por muitos anos',
  chiron: 'por vários anos',
};
const RETROGRADE: Record<StationPoint, string> = {
  mercury: 'Releia mensagens, contratos e planos de viagem, e dê uma segunda chance às conversas antigas.',
  venus: 'Reveja o que e quem você valoriza; adie as grandes compras e as mudanças de visual.',
  mars: 'Desacelere, reveja sua estratégia e encerre batalhas em vez de abrir novas.',
  jupiter: 'O crescimento se volta para dentro: reconsidere suas crenças e seus planos de longo prazo.',
  saturn: 'As responsabilidades pedem uma revisão, mais que uma expansão.',
  uranus: 'As mudanças amadurecem em silêncio antes de se mostrar.',
  neptune: 'A névoa se dissipa um pouco: olhe com honestidade para as suas ilusões.',
  pluto: 'Começa um processo interior de desapego.',
  chiron: 'Velhas feridas voltam à superfície para serem compreendidas.',
};
const HARD_ADVICE = [
  'faça uma pausa antes de insistir',
  'não leve para o lado pessoal',
  'mantenha os planos flexíveis',
];
const WEEK_THEME: Record<WeekTheme, string> = {
  new: 'É uma semana para recomeçar.',
  full: 'Chegam a clareza e a sensação de que algo se completa.',
  'first-quarter': 'É uma semana de decisões e de primeiros passos.',
  'last-quarter': 'É uma semana para fazer um balanço e limpar o terreno.',
  'moon-ingress': 'Siga seus estados de espírito e mantenha a agenda leve.',
  ingress: 'Abre-se um novo capítulo nesta área da sua vida.',
  retrograde: 'Desacelere: é hora de revisar, mais que de lançar.',
  direct: 'O que estava parado começa a se mover.',
  hard: 'É uma semana que põe à prova a sua paciência.',
  soft: 'As oportunidades chegam com facilidade, então aproveite-as.',
  fusion: 'Começa um novo ciclo.',
};
const TONE: Record<Tone, string> = {
  harmonious: 'A maioria dos contatos entre os planetas é favorável, então a semana corre bem.',
  tense: 'Vários aspectos tensos pedem paciência pelo caminho.',
  mixed: 'Tensão e fluidez se alternam, então escolha bem os seus momentos.',
  calm: 'De resto, o céu está tranquilo.',
};

const o = (p: HoroscopePoint) => PT_POINT_NAMES[p].o;
const O = (p: HoroscopePoint) => capitalize(o(p));
const area = (house: number, c: Chooser) => c.pick(`area${house}`, PT_HOUSES[house].areas);
const action = (house: number, c: Chooser) => c.pick(`action${house}`, PT_HOUSES[house].actions);
/** "a sua casa 5, a da criatividade, do romance e do lazer" (after polish). */
const houseOf = (house: number, c: Chooser) => `a sua casa ${house}, a ${each('de', area(house, c))}`;

/** The Portuguese weekly-horoscope phrasing (você). */
export const portugueseHoroscope: HoroscopeWriter = {
  title: (sign, year, week) => `Horóscopo semanal de ${signName(sign, 'pt')}: semana ${week} de ${year}`,

  dayHeading: (d: CalendarDay) => capitalize(ptDayMonth(d)),

  event(e: HoroscopeEvent, c: Chooser): string {
    const n = e.house;
    let text: string;
    switch (e.kind) {
      case 'moon-phase':
        text = paragraph([
          `${capitalize(PHASE[e.phase])} em ${signName(e.sign, 'pt')} cai em ${houseOf(n, c)}.`,
          c.pick('phase', PHASE_ADVICE[e.phase])(action(n, c)),
        ]);
        break;
      case 'moon-ingress': {
        const sign = signName(e.sign, 'pt');
        text = c.pick('moon', [
          `A Lua entra em ${sign}, a sua casa ${n}: o clima fica ${PT_SIGNS[e.sign].mood} e a atenção se volta ${each('para', area(n, c))}.`,
          `Com a Lua entrando em ${sign}, a sua casa ${n}, o clima é ${PT_SIGNS[e.sign].mood}: ${action(n, c)}.`,
        ]);
        break;
      }
      case 'ingress': {
        const verb = e.retrograde ? 'volta a entrar em' : 'entra em';
        const first = `${O(e.point)} ${verb} ${signName(e.sign, 'pt')}, a sua casa ${n}, ${STAY[e.point]}, e traz ${THEME[e.point]} ${each('para', area(n, c))}.`;
        text =
          e.point === 'sun' && n === 1
            ? paragraph([first, 'Começa a temporada do seu aniversário e, com ela, o seu ano pessoal.'])
            : first;
        break;
      }
      case 'station': {
        const g = PT_POINT_NAMES[e.point].g;
        text =
          e.direction === 'retrograde'
            ? paragraph([
                `${O(e.point)} fica ${agree('retrógrado', g)} em ${signName(e.sign, 'pt')}, na sua casa ${n}, a ${each('de', area(n, c))}.`,
                RETROGRADE[e.point],
              ])
            : `${O(e.point)} retoma o movimento direto em ${signName(e.sign, 'pt')}, na sua casa ${n}: o que estava travado ${each('em', area(n, c))} volta a se mover.`;
        break;
      }
      case 'aspect': {
        const A = PT_ASPECTS[e.aspect];
        const nature = natureOf(e.aspect);
        const first = `${O(e.point)} ${A.verbs[0]} ${o(e.other)} e une ${THEME[e.point]} ${each('a', THEME[e.other])} na sua casa ${n}.`;
        const second =
          nature === 'hard'
            ? `Espere algum atrito: ${c.pick('hard', HARD_ADVICE)}.`
            : nature === 'soft'
              ? `Aproveite o momento: ${action(n, c)}.`
              : `Um novo começo: ${action(n, c)}.`;
        text = paragraph([first, second]);
        break;
      }
    }
    return polish(text);
  },

  opening(e: HoroscopeEvent, tone: Tone, c: Chooser): string {
    const where = houseOf(e.house, c);
    let first: string;
    switch (e.kind) {
      case 'moon-phase':
        first = `Esta semana gira em torno ${each('de', PHASE[e.phase])} em ${signName(e.sign, 'pt')}, que cai em ${where}.`;
        break;
      case 'moon-ingress':
        first = `Uma semana mais leve: a Lua dita o ritmo, a começar por ${signName(e.sign, 'pt')}, ${where}.`;
        break;
      case 'ingress':
        first = `A grande novidade da semana: ${o(e.point)} entra em ${signName(e.sign, 'pt')}, ${where}.`;
        break;
      case 'station': {
        const turn =
          e.direction === 'retrograde'
            ? `fica ${agree('retrógrado', PT_POINT_NAMES[e.point].g)}`
            : 'retoma o movimento direto';
        first = `A virada da semana: ${o(e.point)} ${turn} em ${where}.`;
        break;
      }
      case 'aspect':
        first = `A influência mais forte da semana é ${o(e.point)} ${PT_ASPECTS[e.aspect].prep} ${o(e.other)}, que se faz sentir em ${where}.`;
        break;
    }
    return polish(paragraph([first, WEEK_THEME[weekThemeOf(e)], TONE[tone]]));
  },

  quietDays(days: CalendarDay[]): string {
    const names = listOf(days.map(theWeekday), 'e');
    const plural = days.length > 1;
    // "mais tranquilo" agrees with the days: "a segunda-feira é mais tranquila", "o sábado e o domingo são mais tranquilos".
    const feminine = days.every(isFeminineDay);
    return capitalize(
      `${names} ${plural ? 'são' : 'é'} mais ${agree('tranquilo', feminine ? 'f' : 'm', plural)}: aproveite a pausa para descansar e colocar as coisas em dia.`,
    );
  },

  empty: (sign: Sign) =>
    `Esta semana não há grandes movimentos planetários para ${signName(sign, 'pt')}: um bom momento para consolidar, descansar e seguir o seu ritmo.`,
};
