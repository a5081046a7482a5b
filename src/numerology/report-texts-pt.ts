/**
 * The numerology report's own texts in Portuguese (Brazilian, pt-BR): personal years, missing
 * digits, and the sentences that name a shared value once, with the label's article contracted
 * after "de" ("do caminho de vida", "da expressão").
 */
import { type PtGender, polish, the } from '../interpretation/pt/grammar.ts';
import type { NumerologyReportTexts } from './report-text-shape.ts';

/** The gender of each Portuguese label (texts/pt.ts), for its article. */
const PT_LABEL_GENDER: Record<string, PtGender> = {
  'caminho de vida': 'm',
  expressão: 'f',
  alma: 'f',
  personalidade: 'f',
  aniversário: 'm',
  maturidade: 'f',
  'ano pessoal': 'm',
};
/** "do caminho de vida", "da alma": a Portuguese label after "número", with its contracted article. */
const ptOfLabel = (label: string) => {
  const l = label.toLowerCase();
  return polish(`de ${the(l, PT_LABEL_GENDER[l] ?? 'm')}`);
};

export const PT_NUMEROLOGY_REPORT: NumerologyReportTexts = {
  personalYears: {
    1: 'Um ano pessoal 1 abre um novo ciclo de nove anos: comece o que você vem adiando e aja por iniciativa própria. O que começa agora marca os anos seguintes.',
    2: 'Um ano pessoal 2 desacelera o ritmo: a parceria, a paciência e a colaboração discreta rendem mais que forçar. O que você semeou no ano passado precisa de tempo e cuidado.',
    3: 'Um ano pessoal 3 traz expressão e companhia: escreva, crie, saia e aceite os convites. O único risco é se dispersar.',
    4: 'Um ano pessoal 4 é para os alicerces: o trabalho, a ordem, a saúde e as finanças recompensam o esforço constante. Pode pesar, mas o que você constrói agora dura.',
    5: 'Um ano pessoal 5 traz mudança e movimento: viagens, gente nova e viradas inesperadas. Mantenha a flexibilidade e um pé no chão.',
    6: 'Um ano pessoal 6 gira em torno do lar, da família e da responsabilidade: alguém precisa dos seus cuidados, e uma relação pode se aprofundar ou se definir.',
    7: 'Um ano pessoal 7 olha para dentro: o estudo, a reflexão e o descanso contam mais que os resultados. As respostas chegam quando você lhes dá silêncio.',
    8: 'Um ano pessoal 8 é a colheita do empenho: o dinheiro, a autoridade e o reconhecimento estão ao seu alcance se você agir com confiança e justiça.',
    9: 'Um ano pessoal 9 fecha o ciclo: conclua, perdoe e deixe ir o que já cumpriu seu tempo. O espaço que você libera agora se preenche no ano que vem.',
    11: 'Um ano pessoal 11 aguça a intuição e a sensibilidade: a inspiração chega rápido, e os nervos também. Confie no que você percebe e descanse com frequência.',
    22: 'Um ano pessoal 22 oferece a chance de construir algo maior que você: planeje com cuidado, porque o alcance do ano é real.',
    33: 'Um ano pessoal 33 pede um serviço generoso: ensinar, curar ou cuidar dos outros é onde o ano encontra seu sentido.',
  },
  missingDigits: {
    1: 'Sem o 1, afirmar-se é algo que se aprende, não algo que se traz do nascimento.',
    2: 'Sem o 2, a paciência e o tato com os outros pedem um exercício consciente.',
    3: 'Sem o 3, pôr sentimentos e ideias em palavras exige coragem.',
    4: 'Sem o 4, a ordem e a rotina precisam ser construídas de propósito.',
    5: 'Sem o 5, as mudanças inquietam até você aprender a acolhê-las.',
    6: 'Sem o 6, o compromisso com o lar é uma lição do coração.',
    7: 'Sem o 7, a confiança na sua voz interior só cresce com o tempo dedicado a si.',
    8: 'Sem o 8, lidar com o dinheiro e com a autoridade é algo a estudar.',
    9: 'Sem o 9, enxergar o conjunto e saber deixar ir chegam mais tarde na vida.',
  },
  shared: (labels, value) => {
    const numbers = labels.split(/, | e /u).map(ptOfLabel);
    const joined = `${numbers.slice(0, -1).join(', ')} e ${numbers[numbers.length - 1]}`;
    return `Os números ${joined} compartilham o valor ${value}, então o seu sentido atravessa todo o perfil.`;
  },
  describedAbove: (label, value, earlier) =>
    `Seu número ${ptOfLabel(label)} também é ${value}; o sentido dele aparece mais acima, no número ${ptOfLabel(earlier)}.`,
  inProfile: (label, value) =>
    `Seu número ${ptOfLabel(label)}, ${value}, é lido mais acima junto com o perfil como um todo.`,
  missingTitle: (digits) => `Algarismos ausentes: ${digits}`,
  noneMissingTitle: 'Não falta nenhum algarismo',
  capitalNouns: false,
  missingLead: (digits) =>
    / e /.test(digits)
      ? `Na sua data de nascimento não aparecem os algarismos ${digits}: são as qualidades que você está desenvolvendo.`
      : `Na sua data de nascimento não aparece o ${digits}: é uma qualidade que você está desenvolvendo.`,
  noneMissing: 'Todos os algarismos de 1 a 9 aparecem na sua data de nascimento, uma distribuição rara e equilibrada.',
  and: 'e',
};
