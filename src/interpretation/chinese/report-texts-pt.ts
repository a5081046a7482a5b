/**
 * The Chinese report's own texts in Portuguese (Brazilian, pt-BR): the day master, the animals of
 * the month, day and hour pillars (with the article of the animal's gender) and the balance of
 * the five elements.
 */
import { the } from '../pt/grammar.ts';
import type { ChineseReportTexts } from './report-text-shape.ts';

/** "o Tigre", "a Serpente": a Portuguese animal name (pt.ts) with its article. */
const ptAnimal = (a: string) => the(a, a === 'Serpente' || a === 'Cabra' ? 'f' : 'm');

export const PT_CHINESE_REPORT: ChineseReportTexts = {
  dayMaster: {
    wood: 'Seu mestre do dia é a Madeira: no fundo, você cresce em direção à luz, precisa de espaço para se desenvolver e prefere se dobrar a se quebrar.',
    fire: 'Seu mestre do dia é o Fogo: no fundo, você traz calor e visibilidade, e precisa de gente com quem dividir o seu entusiasmo.',
    earth:
      'Seu mestre do dia é a Terra: no fundo, você é o centro em torno do qual os outros se reúnem, com uma natureza estável, leal e difícil de abalar.',
    metal:
      'Seu mestre do dia é o Metal: no fundo, você tem princípios firmes e precisão, e atravessa a confusão até chegar ao que é justo.',
    water:
      'Seu mestre do dia é a Água: no fundo, você tem intuição e capacidade de adaptação, e encontra um jeito de contornar o que bloqueia você.',
  },
  pillarAnimal: {
    month: (a) =>
      `O animal do seu pilar do mês, ${ptAnimal(a)}, fala dos seus pais, da sua criação e do seu modo de trabalhar.`,
    day: (a) =>
      `O animal do seu pilar do dia, ${ptAnimal(a)}, é o do seu eu íntimo e da pessoa que você escolhe como par.`,
    hour: (a) =>
      `O animal do seu pilar da hora, ${ptAnimal(a)}, seu animal secreto, mostra seus desejos íntimos e os anos da maturidade.`,
  },
  strong: {
    wood: 'A Madeira é o elemento mais forte do seu mapa: os planos, o crescimento e a generosidade movem você, e a paciência com resultados lentos é a lição.',
    fire: 'O Fogo é o elemento mais forte do seu mapa: a paixão e a visibilidade movem você, e o descanso evita que a chama se consuma.',
    earth:
      'A Terra é o elemento mais forte do seu mapa: a confiabilidade e o cuidado movem você, e a abertura à mudança evita que você fique parado no tempo.',
    metal:
      'O Metal é o elemento mais forte do seu mapa: a disciplina e a exigência movem você, e a suavidade com os outros torna ambas suportáveis.',
    water:
      'A Água é o elemento mais forte do seu mapa: a intuição e a adaptabilidade movem você, e uma direção clara evita que você fique à deriva.',
  },
  missing: {
    wood: 'Não há Madeira entre os seus oito caracteres: o crescimento e os planos de longo prazo chegam por meio dos outros ou dos novos começos que você procura.',
    fire: 'Não há Fogo entre os seus oito caracteres: o calor e o se mostrar se aprendem, e as pessoas e a luz do sol trazem o que falta.',
    earth:
      'Não há Terra entre os seus oito caracteres: uma base estável se constrói de propósito, com hábitos, uma casa e regras claras.',
    metal:
      'Não há Metal entre os seus oito caracteres: a estrutura e os limites firmes são o que você exercita, e as regras claras ajudam você.',
    water:
      'Não há Água entre os seus oito caracteres: o descanso, a reflexão e a escuta da intuição são aquilo para que você aprende a encontrar tempo.',
  },
  allPresent:
    'Os cinco elementos aparecem todos entre os seus oito caracteres: um mapa equilibrado, em que nenhuma fase falta por completo.',
  dayMasterTitle: (element, yinYang) => `Mestre do dia: ${element} ${yinYang}`,
  pillarTitle: {
    month: (a) => `Pilar do mês: ${a}`,
    day: (a) => `Pilar do dia: ${a}`,
    hour: (a) => `Pilar da hora: ${a}`,
  },
};
