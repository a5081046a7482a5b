/** Portuguese (Brazilian) phrasing of the daily and monthly horoscopes (você); dates from Intl ('pt-BR'). */
import { signName } from '../names.ts';
import { PT_ASPECTS } from '../pt/aspects.ts';
import { agree, each, polish } from '../pt/grammar.ts';
import { PT_POINT_NAMES } from '../pt/points.ts';
import { PT_HOUSES, PT_SIGNS } from '../pt/zodiac.ts';
import { capitalize, paragraph } from '../sentences.ts';
import type { Chooser } from '../variation.ts';
import type { HoroscopeEvent, HoroscopePoint, MoonPhase } from './events.ts';
import type { DayPhase, PeriodWriter } from './period-writer.ts';
import type { Tone } from './writer.ts';

const FULL_DAY = new Intl.DateTimeFormat('pt-BR', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});
const MONTH_YEAR = new Intl.DateTimeFormat('pt-BR', { month: 'long', year: 'numeric', timeZone: 'UTC' });

const PHASE: Record<MoonPhase, string> = {
  new: 'a Lua nova',
  'first-quarter': 'o quarto crescente',
  full: 'a Lua cheia',
  'last-quarter': 'o quarto minguante',
};

const DAY_PHASE: Record<DayPhase, string[]> = {
  new: [
    'A Lua está nova, escura e cheia de promessas: defina uma intenção e, por enquanto, guarde-a para si.',
    'Com a Lua no seu ponto mais escuro, comece em silêncio e confie no que ainda não se vê.',
  ],
  waxing: [
    'A Lua está crescendo, então hoje o esforço se soma a si mesmo: acrescente algo ao que você já começou.',
    'Uma Lua crescente favorece o impulso; dê o próximo passo concreto.',
  ],
  full: [
    'A Lua está cheia e ilumina o que estava escondido: olhe para o que parece já concluído.',
    'Sob a Lua cheia as emoções falam alto; dê nome a elas antes de agir.',
  ],
  waning: [
    'A Lua está minguando, hora de simplificar: deixe de lado uma tarefa que esgota você.',
    'Uma Lua minguante favorece os encerramentos; organize, acerte as contas e descanse.',
  ],
};
const MONTH_TONE: Record<Tone, string> = {
  harmonious: 'Os contatos planetários do mês são quase todos gentis, então os projetos tendem a se encaixar.',
  tense: 'Vários contatos tensos neste mês pedem que você dose as forças.',
  mixed: 'Neste mês, trechos fáceis e difíceis se alternam, então escolha a hora de agir.',
  calm: 'De resto, o céu do mês está calmo.',
};

/** Eclipse types as adjectives agreeing with "eclipse" (masculine). */
const PT_ECLIPSE_TYPE: Record<string, string> = {
  total: 'total',
  annular: 'anular',
  hybrid: 'híbrido',
  partial: 'parcial',
  penumbral: 'penumbral',
};

const o = (p: HoroscopePoint) => PT_POINT_NAMES[p].o;
const area = (house: number, c: Chooser) => c.pick(`area${house}`, PT_HOUSES[house].areas);
const action = (house: number, c: Chooser) => c.pick(`action${house}`, PT_HOUSES[house].actions);
const houseOf = (house: number, c: Chooser) => `a sua casa ${house}, a ${each('de', area(house, c))}`;

export const portuguesePeriodHoroscope: PeriodWriter = {
  dailyTitle: (sign, d) =>
    `Horóscopo do dia para ${signName(sign, 'pt')}: ${FULL_DAY.format(Date.UTC(d.year, d.month - 1, d.day))}`,
  monthlyTitle: (sign, year, month) =>
    `Horóscopo mensal para ${signName(sign, 'pt')}: ${MONTH_YEAR.format(Date.UTC(year, month - 1, 15))}`,

  moonOfDay(moonSign, house, phase, c) {
    return polish(
      paragraph([
        `Hoje a Lua atravessa ${signName(moonSign, 'pt')}, ${houseOf(house, c)}, e o clima é ${PT_SIGNS[moonSign].mood}.`,
        c.pick('dayPhase', DAY_PHASE[phase]),
      ]),
    );
  },

  quietDay: (sign, c) =>
    c.pick('quiet', [
      `Hoje não há contatos planetários exatos, ${signName(sign, 'pt')}: um dia tranquilo para seguir o seu ritmo.`,
      `Hoje os planetas ficam quietos, ${signName(sign, 'pt')}, e deixam espaço para a rotina e o descanso.`,
    ]),

  monthOpening(e: HoroscopeEvent, tone, c) {
    const where = houseOf(e.house, c);
    let first: string;
    switch (e.kind) {
      case 'moon-phase':
        first = `O ponto alto do mês é ${PHASE[e.phase]} em ${signName(e.sign, 'pt')}, em ${where}.`;
        break;
      case 'moon-ingress':
        first = `Um mês marcado pelo ritmo da Lua, que começa em ${signName(e.sign, 'pt')}, ${where}.`;
        break;
      case 'ingress':
        first = `A manchete do mês: ${o(e.point)} passa para ${signName(e.sign, 'pt')}, ${where}.`;
        break;
      case 'station': {
        const turn =
          e.direction === 'retrograde'
            ? `fica ${agree('retrógrado', PT_POINT_NAMES[e.point].g)}`
            : 'retoma o movimento direto';
        first = `Este mês gira em torno ${each('de', o(e.point))}, que ${turn} em ${where}.`;
        break;
      }
      case 'aspect':
        first = `O aspecto que define o mês é ${o(e.point)} ${PT_ASPECTS[e.aspect].prep} ${o(e.other)}, que se nota em ${where}.`;
        break;
    }
    return polish(paragraph([capitalize(first), MONTH_TONE[tone]]));
  },

  quietMonth: (sign) =>
    `Um mês sem grandes viradas planetárias para ${signName(sign, 'pt')}: construa com calma sobre o que já funciona.`,

  eclipse(kind, type, sign, house, c) {
    const t = PT_ECLIPSE_TYPE[type] ?? type;
    return polish(
      kind === 'solar'
        ? `Um eclipse solar ${t} em ${signName(sign, 'pt')} sacode ${houseOf(house, c)}: abre-se uma porta que você não previa, então deixe de lado o roteiro de sempre.`
        : `Um eclipse lunar ${t} em ${signName(sign, 'pt')} inunda de luz ${houseOf(house, c)}: ali algo se completa, então abra espaço para o que chega.`,
    );
  },

  sunFocus(sunSign, house, period, c) {
    const when = period === 'day' ? 'nestes dias' : 'neste mês';
    return polish(
      `Com o Sol em ${signName(sunSign, 'pt')}, a sua casa ${house}, ${when} a sua energia se volta ${each('para', area(house, c))}: ${action(house, c)}.`,
    );
  },
};
