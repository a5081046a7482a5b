/** Textos de compatibilidade por signo solar, em português do Brasil. */
import type { SunSignTexts } from './keys.ts';

export const PT_SUN_SIGN_TEXTS: SunSignTexts = {
  elements: {
    'fire-fire': {
      title: 'Dois fogos',
      body: 'Vocês se acendem mutuamente. Os projetos viram aventuras na hora, e um pouco de drama não assusta nenhum dos dois. Revezem-se no comando, ou as faíscas vão voar para onde não devem.',
    },
    'earth-earth': {
      title: 'Terreno firme',
      body: 'Vocês compartilham o gosto pelo que dura: hábitos, promessas cumpridas, uma casa que funciona. O risco é o conforto virar monotonia; de vez em quando, preparem uma surpresa.',
    },
    'air-air': {
      title: 'Conversa sem fim',
      body: 'As ideias vão e vêm entre vocês desde o primeiro encontro. Vocês dão liberdade um ao outro com facilidade; cuidem para que tanta conversa também vire decisões levadas até o fim.',
    },
    'water-water': {
      title: 'Águas profundas',
      body: 'Vocês se entendem sem muitas palavras e captam na hora o humor do outro. Protejam essa proximidade e não deixem que as preocupações em comum cresçam sem controle.',
    },
    'fire-earth': {
      title: 'Faísca e constância',
      body: 'Um quer começar já, o outro prefere se garantir antes. Se vocês respeitarem essa diferença, ela vira uma divisão de tarefas: ideias com um plano por trás.',
    },
    'fire-air': {
      title: 'Vento para a chama',
      body: 'O ar alimenta o fogo: a curiosidade se junta ao entusiasmo, e a vida a dois raramente entedia. Vocês se incentivam nos projetos mais ousados; mesmo assim, alguém precisa pagar as contas.',
    },
    'fire-water': {
      title: 'Vapor',
      body: 'Paixão e sentimento se chocam de frente. A franqueza pode ferir quem é sensível, e a sensibilidade pode parecer mau humor para quem é de fogo. Com paciência, o vapor vira calor.',
    },
    'earth-air': {
      title: 'Fatos e teorias',
      body: 'A terra quer provas, o ar quer possibilidades. Vocês podem construir algo notável se quem é prático escutar as ideias e quem sonha respeitar o orçamento.',
    },
    'earth-water': {
      title: 'Um jardim',
      body: 'A água amolece a terra e a terra dá forma à água. Juntos, vocês costumam encontrar segurança, lealdade e atenção; digam em voz alta do que precisam em vez de dar isso por certo.',
    },
    'air-water': {
      title: 'Mente e coração',
      body: 'Um pensa o que sente, o outro sente o que pensa. Isso pode fascinar ou frustrar; funciona quando a cabeça abre espaço para o coração e o coração aceita um pouco de distância.',
    },
  },
  aspects: {
    conjunction: {
      title: 'Sóis unidos',
      body: 'Os Sóis de vocês estão lado a lado: vocês querem da vida coisas parecidas e se reconhecem um no outro. Cuidado para que duas vontades fortes não disputem o mesmo palco.',
    },
    sextile: {
      title: 'Sóis amigos',
      body: 'Os Sóis de vocês formam um sextil, um vínculo fácil e colaborativo. Vocês curtem a companhia um do outro e são bons aliados; a relação cresce com projetos em comum.',
    },
    square: {
      title: 'Sóis em tensão',
      body: 'Os Sóis de vocês formam uma quadratura: objetivos e ritmos diferentes se atritam. Esse atrito também é energia, e os casais com este aspecto conquistam muito quando param de tentar mudar um ao outro.',
    },
    trine: {
      title: 'Sóis em harmonia',
      body: 'Os Sóis de vocês formam um trígono, o contato mais fluido entre duas identidades. Vocês se apoiam com naturalidade e perdoam depressa; não deixem que a facilidade leve um a dar o outro por garantido.',
    },
    opposition: {
      title: 'Sóis opostos',
      body: 'Os Sóis de vocês se olham de lados opostos do zodíaco: atrai vocês aquilo que o outro tem e que falta a si. O desafio é o equilíbrio, e o prêmio é um casal que completa os dois.',
    },
    none: {
      title: 'Sóis independentes',
      body: 'Os Sóis de vocês não formam nenhum aspecto maior: seus impulsos centrais seguem caminhos separados. Isso deixa a cada um o espaço para ser quem é; os pontos de encontro estão no resto dos mapas.',
    },
  },
};
