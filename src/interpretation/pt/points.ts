/**
 * Portuguese (Brazilian) phrases for the points. The reader is addressed as "você"; phrases about
 * the reader avoid adjectives that would need the reader's gender. The other person of a
 * synastry is "essa pessoa" / "ela" (feminine, agreeing with "pessoa"). Grammatical role is
 * stated per field.
 */
import type { Nature, SynastryPoint, TextPoint, TransitingPoint } from '../catalogue.ts';
import { type PtGender, the } from './grammar.ts';

/** How a point is named in Portuguese. */
export interface PtPointName {
  /** Bare name: "Sol", "Nodo Norte". */
  name: string;
  /** Name as a subject, with the article Portuguese uses for it: "o Sol", "a Lua", "Marte". */
  o: string;
  g: PtGender;
}

/** Portuguese names of the text points, with article and gender. */
export const PT_POINT_NAMES: Record<TextPoint, PtPointName> = {
  sun: { name: 'Sol', o: 'o Sol', g: 'm' },
  moon: { name: 'Lua', o: 'a Lua', g: 'f' },
  mercury: { name: 'Mercúrio', o: 'Mercúrio', g: 'm' },
  venus: { name: 'Vênus', o: 'Vênus', g: 'f' },
  mars: { name: 'Marte', o: 'Marte', g: 'm' },
  jupiter: { name: 'Júpiter', o: 'Júpiter', g: 'm' },
  saturn: { name: 'Saturno', o: 'Saturno', g: 'm' },
  uranus: { name: 'Urano', o: 'Urano', g: 'm' },
  neptune: { name: 'Netuno', o: 'Netuno', g: 'm' },
  pluto: { name: 'Plutão', o: 'Plutão', g: 'm' },
  chiron: { name: 'Quíron', o: 'Quíron', g: 'm' },
  'north-node': { name: 'Nodo Norte', o: 'o Nodo Norte', g: 'm' },
  'south-node': { name: 'Nodo Sul', o: 'o Nodo Sul', g: 'm' },
  'mean-lilith': { name: 'Lilith', o: 'Lilith', g: 'f' },
  ascendant: { name: 'Ascendente', o: 'o Ascendente', g: 'm' },
  midheaven: { name: 'Meio do Céu', o: 'o Meio do Céu', g: 'm' },
};

/** What a transiting point brings, in Portuguese. */
export interface PtTransiting {
  /** Appositive: "Marte, planeta da ação e do desejo, ...". */
  epithet: string[];
  /** Object noun phrase (two or more things): what the transit brings, by nature. */
  brings: Record<Nature, string>;
  /** Imperative clause (você), lower-case, no final stop. */
  advice: Record<Nature, string[]>;
}

/** Portuguese phrases of every transiting point. */
export const PT_TRANSITING: Record<TransitingPoint, PtTransiting> = {
  sun: {
    epithet: ['fonte de luz e vitalidade', 'luz da vontade e do propósito'],
    brings: {
      fusion: 'protagonismo, vitalidade renovada e vontade de aparecer',
      hard: 'choques de vontade e uma queda de energia',
      soft: 'confiança, visibilidade e a boa vontade dos outros',
    },
    advice: {
      fusion: ['dê um passo à frente e deixe que vejam você', 'defina uma intenção para o ano ou o mês que começa'],
      hard: ['escolha bem suas batalhas e descanse quando precisar', 'ceda nas pequenas coisas'],
      soft: ['mostre seu trabalho e peça o que quer', 'apresente-se com confiança, porque os outros estão receptivos'],
    },
  },
  moon: {
    epithet: ['senhora das emoções e dos ritmos do dia a dia', 'guardiã dos estados de espírito'],
    brings: {
      fusion: 'uma onda de sentimentos e a necessidade de um refúgio',
      hard: 'oscilações de humor e reações à flor da pele',
      soft: 'serenidade emocional e bons instintos',
    },
    advice: {
      fusion: ['escute o que sente antes de agir', 'dê a si uma hora tranquila em casa'],
      hard: ['não tome grandes decisões por causa de um humor passageiro', 'coma, durma e desacelere antes de reagir'],
      soft: ['passe tempo com quem faz bem a você', 'confie no seu instinto nas escolhas do dia a dia'],
    },
  },
  mercury: {
    epithet: ['o mensageiro', 'planeta do pensamento e da palavra'],
    brings: {
      fusion: 'conversas, notícias e uma mente muito ativa',
      hard: 'mal-entendidos, nervosismo e dúvidas de última hora',
      soft: 'clareza mental e trocas proveitosas',
    },
    advice: {
      fusion: ['anote as ideias e converse sobre elas', 'faça aquela ligação ou mande a mensagem que você vem adiando'],
      hard: [
        'releia as mensagens e escute antes de responder',
        'durma sobre o assunto antes de assinar ou de responder com rispidez',
      ],
      soft: ['negocie, estude ou apresente sua ideia', 'aproveite a clareza para papéis e projetos'],
    },
  },
  venus: {
    epithet: ['planeta do amor e dos valores', 'a pequena fortuna da tradição'],
    brings: {
      fusion: 'afeto, prazer e gosto pela beleza',
      hard: 'excessos, ciúmes e o desejo de agradar a qualquer custo',
      soft: 'charme, harmonia e prazeres simples',
    },
    advice: {
      fusion: [
        'aproveite a beleza e a boa companhia, mas gaste com juízo',
        'reserve tempo para o amor e para o que você acha bonito',
      ],
      hard: [
        'não tente comprar afeto nem aprovação',
        'diga o que realmente importa para você em vez de se calar para não incomodar',
      ],
      soft: [
        'saia para conhecer gente, faça as pazes e permita-se um pequeno luxo',
        'reate uma relação ou renove o ambiente ao seu redor',
      ],
    },
  },
  mars: {
    epithet: ['planeta da ação e do desejo', 'o guerreiro'],
    brings: {
      fusion: 'um impulso de energia e a vontade de começar algo',
      hard: 'atritos, pressa e pouca paciência',
      soft: 'coragem e energia para levar as coisas adiante',
    },
    advice: {
      fusion: ['comece o projeto que você vem adiando', 'ponha a energia extra no corpo e nos seus objetivos'],
      hard: [
        'canalize o calor para o esporte ou o trabalho pesado, não para as brigas',
        'vá mais devagar no trânsito, na cozinha e nas discussões',
      ],
      soft: ['tome a iniciativa e ouse o que pede coragem', 'vá atrás do que quer agora que o vento sopra a favor'],
    },
  },
  jupiter: {
    epithet: ['o grande benéfico', 'planeta do crescimento e da fé'],
    brings: {
      fusion: 'crescimento, otimismo e horizontes mais amplos',
      hard: 'confiança demais e a tentação do exagero',
      soft: 'sorte, generosidade e portas abertas',
    },
    advice: {
      fusion: ['diga sim ao crescimento, mas com os pés no chão', 'mire mais alto que de costume e aprenda algo novo'],
      hard: ['leia as letras miúdas antes de se comprometer', 'prometa menos e cumpra mais'],
      soft: [
        'mande aquela inscrição, viaje, ensine ou aprenda, porque as portas estão abertas',
        'peça apoio, porque as pessoas estão dispostas a ajudar',
      ],
    },
  },
  saturn: {
    epithet: ['o mestre exigente', 'planeta do tempo e da estrutura'],
    brings: {
      fusion: 'peso, responsabilidade e um balanço sério',
      hard: 'obstáculos, atrasos e a sensação de uma prova sem fim',
      soft: 'estabilidade, disciplina e resultados duradouros',
    },
    advice: {
      fusion: ['comprometa-se com o que importa e deixe o resto ir', 'faça um balanço honesto e lance alicerces novos'],
      hard: [
        'tenha paciência, faça o trabalho e aceite limites realistas',
        'simplifique, e não tome os contratempos como veredictos finais',
      ],
      soft: ['construa algo que dure', 'trace o plano de longo prazo e dê o primeiro passo concreto'],
    },
  },
  uranus: {
    epithet: ['o despertador', 'planeta da mudança súbita'],
    brings: {
      fusion: 'mudanças súbitas e um despertar inesperado',
      hard: 'sacudidas, inquietação e surpresas',
      soft: 'ideias frescas e uma liberdade bem-vinda',
    },
    advice: {
      fusion: ['abra espaço para o novo sem queimar pontes', 'abandone uma regra que já não tem a ver com você'],
      hard: ['mantenha a flexibilidade e evite rupturas precipitadas', 'espere o inesperado e tenha um plano B à mão'],
      soft: ['experimente e teste uma abordagem incomum', 'renove suas ferramentas, seus hábitos ou sua imagem'],
    },
  },
  neptune: {
    epithet: ['planeta dos sonhos e da dissolução', 'o místico'],
    brings: {
      fusion: 'anseios, inspiração e fronteiras difusas',
      hard: 'confusão, dúvidas e o chamado da ilusão',
      soft: 'intuição, compaixão e inspiração',
    },
    advice: {
      fusion: [
        'confie na sua intuição, mas confira os fatos',
        'dê forma à sua imaginação com a música, a arte ou a oração',
      ],
      hard: ['leia as letras miúdas e evite as fugas da realidade', 'descanse mais e não assine nada que não entenda'],
      soft: ['crie, medite ou ajude alguém', 'siga a inspiração tranquila que volta sempre'],
    },
  },
  pluto: {
    epithet: ['senhor da transformação', 'planeta da profundidade e do poder'],
    brings: {
      fusion: 'intensidade, poder e uma transformação profunda',
      hard: 'lutas de poder, pressão e questões que vêm à tona com força',
      soft: 'profundidade, foco e uma força regeneradora',
    },
    advice: {
      fusion: [
        'deixe ir o que já cumpriu seu tempo',
        'encare o que você vem evitando, porque perde força quando é olhado de frente',
      ],
      hard: [
        'não force resultados e observe o que move você lá no fundo',
        'não entre em jogos de controle, nem nos seus próprios',
      ],
      soft: [
        'vá fundo, porque a pesquisa, a terapia e o esforço concentrado dão frutos',
        'use sua influência para renovar algo importante',
      ],
    },
  },
  chiron: {
    epithet: ['o curador ferido', 'a ponte entre a dor e a sabedoria'],
    brings: {
      fusion: 'velhas feridas que reaparecem e a chance de curá-las',
      hard: 'pontos sensíveis e a lembrança de dores antigas',
      soft: 'uma compreensão que cura e uma compaixão sábia',
    },
    advice: {
      fusion: ['seja gentil consigo e aceite ajuda', 'procure alguém que saiba acompanhar e escutar'],
      hard: ['dê nome à ferida em vez de escondê-la', 'não deixe que uma dor antiga tome as decisões de hoje'],
      soft: ['compartilhe o que aprendeu com as dificuldades', 'acompanhe alguém em algo que você conhece bem demais'],
    },
  },
  'north-node': {
    epithet: ['o ponto do crescimento futuro', 'a bússola da alma'],
    brings: {
      fusion: 'encontros que parecem obra do destino e um encontro marcado com seu caminho futuro',
      hard: 'tensão entre o conforto e o crescimento',
      soft: 'contatos úteis e a sensação de estar no caminho certo',
    },
    advice: {
      fusion: [
        'siga as oportunidades que fazem você crescer',
        'repare em quem e no que aparece agora, porque isso aponta o caminho',
      ],
      hard: [
        'não se refugie no conhecido só porque é fácil',
        'escolha o crescimento em vez do hábito sempre que puder',
      ],
      soft: ['diga sim às pessoas e às oportunidades que olham para a frente', 'dê o próximo passo, mesmo que pequeno'],
    },
  },
};

/** What a natal point stands for, in Portuguese. */
export interface PtNatal {
  /** Object noun phrases, each member with a possessive ("sua identidade"): what the point stands for. */
  domain: [string, string];
  /** Independent clause, lower-case, no final stop, by nature; no adjective agreeing with "você". */
  feels: Record<Nature, string>;
  /** Bare noun phrase for "Em matéria de ...": "amor e prazer". */
  area: string;
}

/** Portuguese phrases of every natal point. */
export const PT_NATAL: Record<TextPoint, PtNatal> = {
  sun: {
    domain: ['sua identidade e sua vitalidade', 'seu senso de si e sua vontade criadora'],
    feels: {
      fusion: 'quem você é e o que você quer passam para o primeiro plano',
      hard: 'sua vontade pode esbarrar em resistências, ou pode faltar energia',
      soft: 'você se reconhece mais no que é, e isso aparece',
    },
    area: 'identidade',
  },
  moon: {
    domain: ['suas emoções e sua necessidade de segurança', 'seus estados de espírito, seu lar e seu mundo interior'],
    feels: {
      fusion: 'seus sentimentos ficam à flor da pele',
      hard: 'pode ser difícil encontrar a calma, e você precisa de mais aconchego',
      soft: 'você encontra calma e sente que alguém cuida de você',
    },
    area: 'emoções',
  },
  mercury: {
    domain: ['seu modo de pensar e de se comunicar', 'sua maneira de aprender e de decidir'],
    feels: {
      fusion: 'sua mente não para e suas palavras ganham peso',
      hard: 'os pensamentos aceleram e as palavras podem sair tortas',
      soft: 'as ideias se encaixam com facilidade e você encontra as palavras certas',
    },
    area: 'pensamento e comunicação',
  },
  venus: {
    domain: ['seus relacionamentos, seus gostos e seus valores', 'sua vida afetiva, seus prazeres e suas finanças'],
    feels: {
      fusion: 'o amor, o dinheiro e o prazer ocupam seus pensamentos',
      hard: 'você pode duvidar daquilo que valoriza ou de quem ama',
      soft: 'o afeto e o apreço fluem com mais facilidade',
    },
    area: 'amor e prazer',
  },
  mars: {
    domain: ['sua garra e seu modo de se afirmar', 'sua ambição, seu desejo e sua coragem'],
    feels: {
      fusion: 'seu impulso se acende',
      hard: 'a raiva chega mais depressa que de costume',
      soft: 'você age com segurança e no momento certo',
    },
    area: 'ação',
  },
  jupiter: {
    domain: ['suas crenças, suas esperanças e seu sentido da vida', 'seu crescimento e sua generosidade'],
    feels: {
      fusion: 'cresce sua confiança no futuro',
      hard: 'você pode prometer mais do que consegue cumprir',
      soft: 'você enxerga o quadro completo e a generosidade vem naturalmente',
    },
    area: 'crescimento e crenças',
  },
  saturn: {
    domain: ['suas estruturas, seus deveres e suas ambições', 'seu senso de responsabilidade e seus limites'],
    feels: {
      fusion: 'seus compromissos passam por um exame',
      hard: 'os deveres podem pesar mais que de costume',
      soft: 'você trabalha com constância e conquista o respeito dos outros',
    },
    area: 'dever e ambição',
  },
  uranus: {
    domain: ['sua necessidade de liberdade e de originalidade', 'sua independência e sua vontade de mudança'],
    feels: {
      fusion: 'desperta sua necessidade de liberdade',
      hard: 'pode bater uma inquietação e a vontade de quebrar as regras',
      soft: 'você ousa fazer as coisas de outro jeito',
    },
    area: 'liberdade',
  },
  neptune: {
    domain: ['seus sonhos, seus ideais e sua sensibilidade', 'sua imaginação e seu anseio espiritual'],
    feels: {
      fusion: 'sua imaginação e sua sensibilidade se aguçam',
      hard: 'pode ser difícil distinguir o sonho da realidade',
      soft: 'sua intuição e sua compaixão estão muito despertas',
    },
    area: 'sonhos e ideais',
  },
  pluto: {
    domain: ['seus impulsos mais profundos e seu poder de transformação', 'sua relação com o controle e com a perda'],
    feels: {
      fusion: 'você sente a atração de desejos profundos e de motivos ocultos',
      hard: 'o controle e o poder se tornam temas delicados',
      soft: 'você encontra força para deixar ir e se renovar',
    },
    area: 'poder e transformação',
  },
  chiron: {
    domain: ['suas velhas feridas e seu dom de curar', 'seus pontos mais vulneráveis'],
    feels: {
      fusion: 'uma velha ferida pede atenção',
      hard: 'alguém pode tocar num ponto dolorido',
      soft: 'você pode transformar a dor passada em sabedoria para os outros',
    },
    area: 'cura',
  },
  'north-node': {
    domain: ['seu caminho de crescimento', 'a direção que sua vida quer tomar'],
    feels: {
      fusion: 'seu senso de propósito fica mais nítido',
      hard: 'os velhos hábitos e os novos objetivos puxam para lados diferentes',
      soft: 'o próximo passo no seu caminho chega com naturalidade',
    },
    area: 'crescimento pessoal',
  },
  'south-node': {
    domain: ['seus hábitos e seus talentos herdados', 'a zona de conforto que você traz desde o nascimento'],
    feels: {
      fusion: 'reaparecem padrões conhecidos e talentos do passado',
      hard: 'você pode recair nos velhos hábitos',
      soft: 'as habilidades que você já tem voltam a ser úteis',
    },
    area: 'velhos hábitos',
  },
  'mean-lilith': {
    domain: ['seus instintos indomados e seus desejos calados', 'as partes de você que aprendeu a esconder'],
    feels: {
      fusion: 'aquilo que você costuma reprimir quer se expressar',
      hard: 'a raiva ou o desejo reprimidos podem explodir',
      soft: 'você pode acolher seus instintos sem pedir desculpas',
    },
    area: 'desejos ocultos',
  },
  ascendant: {
    domain: [
      'sua aparência e seu jeito de se apresentar ao mundo',
      'seu corpo, seu estilo e a primeira impressão que você causa',
    ],
    feels: {
      fusion: 'muda seu jeito de se mostrar e de se apresentar',
      hard: 'você pode transmitir algo diferente do que pretende',
      soft: 'você causa boa impressão sem esforço',
    },
    area: 'primeiras impressões',
  },
  midheaven: {
    domain: ['sua carreira, sua reputação e sua direção de vida', 'seu papel público e suas ambições'],
    feels: {
      fusion: 'a carreira e a reputação passam para o primeiro plano',
      hard: 'seu papel público ou sua direção podem ser questionados',
      soft: 'seu trabalho é notado e seus objetivos parecem ao seu alcance',
    },
    area: 'carreira e reputação',
  },
};

/** How a point acts between two people, in Portuguese. */
export interface PtRelating {
  /** Relational role without article or possessive, with its gender and number. */
  role: { noun: string; g: PtGender; plural: boolean };
  /** Clause with subject "você" (implied); the other person as "essa pessoa" / "ela" / "lhe", by nature. */
  gives: Record<Nature, string>;
  /** Clause whose implied subject is the other person (3rd person singular, "pessoa": feminine), by nature. */
  receives: Record<Nature, string>;
}

/** Portuguese synastry phrases of every synastry point. */
export const PT_RELATING: Record<SynastryPoint, PtRelating> = {
  sun: {
    role: { noun: 'senso de propósito', g: 'm', plural: false },
    gives: {
      fusion: 'você transmite sua luz a essa pessoa e a envolve nos seus projetos',
      hard: 'sua vontade pode parecer avassaladora para ela',
      soft: 'você lhe dá coragem e reconhecimento',
    },
    receives: {
      fusion: 'encontra em você um reconhecimento do que ela é',
      hard: 'pode sentir a própria identidade posta em dúvida',
      soft: 'se permite ser ela mesma ao seu lado',
    },
  },
  moon: {
    role: { noun: 'necessidades emocionais', g: 'f', plural: true },
    gives: {
      fusion: 'você responde por instinto às necessidades dela',
      hard: 'suas oscilações de humor podem desestabilizá-la',
      soft: 'você intui do que ela precisa antes que ela diga',
    },
    receives: {
      fusion: 'se sente em casa com você desde o primeiro momento',
      hard: 'se magoa facilmente com suas reações',
      soft: 'encontra ao seu lado segurança emocional',
    },
  },
  mercury: {
    role: { noun: 'modo de pensar', g: 'm', plural: false },
    gives: {
      fusion: 'vocês raciocinam na mesma sintonia',
      hard: 'suas palavras podem feri-la',
      soft: 'você lhe explica as coisas de um jeito que ela entende',
    },
    receives: {
      fusion: 'sente que você a entende quase sem palavras',
      hard: 'pode sentir que você não a escuta ou não a entende',
      soft: 'adora conversar e fazer planos com você',
    },
  },
  venus: {
    role: { noun: 'afeto', g: 'm', plural: false },
    gives: {
      fusion: 'você lhe mostra carinho e apreço',
      hard: 'seu jeito de amar pode não coincidir com o que ela espera',
      soft: 'você lhe traz doçura e charme',
    },
    receives: {
      fusion: 'sente atração e apreço',
      hard: 'pode sentir que você não valoriza o que ela oferece',
      soft: 'acolhe seu afeto com facilidade',
    },
  },
  mars: {
    role: { noun: 'desejo', g: 'm', plural: false },
    gives: {
      fusion: 'você lhe dá energia e ao mesmo tempo a provoca',
      hard: 'você pode pressioná-la mais do que ela gosta',
      soft: 'você a incentiva e apoia os projetos dela',
    },
    receives: {
      fusion: 'sente uma forte faísca física',
      hard: 'pode sentir pressão, irritação ou desafio',
      soft: 'sente motivação e desejo',
    },
  },
  jupiter: {
    role: { noun: 'otimismo', g: 'm', plural: false },
    gives: {
      fusion: 'você acredita no potencial dela e amplia o mundo dela',
      hard: 'seu entusiasmo pode lhe prometer mais do que cumpre',
      soft: 'você lhe traz sorte e incentivo',
    },
    receives: {
      fusion: 'ganha confiança ao seu lado',
      hard: 'pode sentir que você exagera ou passa sermão',
      soft: 'sente apoio e esperança',
    },
  },
  saturn: {
    role: { noun: 'senso de dever', g: 'm', plural: false },
    gives: {
      fusion: 'você lhe oferece estrutura e seriedade',
      hard: 'você pode lhe transmitir crítica ou frieza',
      soft: 'você lhe dá estabilidade e lealdade',
    },
    receives: {
      fusion: 'sente que o vínculo foi feito para durar',
      hard: 'pode sentir que você a julga ou a freia',
      soft: 'sabe que pode contar com você',
    },
  },
  uranus: {
    role: { noun: 'necessidade de liberdade', g: 'f', plural: false },
    gives: {
      fusion: 'você a surpreende e sacode a rotina dela',
      hard: 'seu comportamento pode lhe parecer imprevisível',
      soft: 'você abre a mente dela para novas possibilidades',
    },
    receives: {
      fusion: 'sente eletricidade e um pouco de inquietação',
      hard: 'pode sentir que nunca sabe o que esperar',
      soft: 'se sente livre e estimulada com você',
    },
  },
  neptune: {
    role: { noun: 'idealismo', g: 'm', plural: false },
    gives: {
      fusion: 'você enxerga essa pessoa através de uma lente romântica e idealizada',
      hard: 'você pode ver nessa pessoa aquilo que gostaria que ela fosse',
      soft: 'você lhe traz compaixão e inspiração',
    },
    receives: {
      fusion: 'sente encanto e às vezes confusão',
      hard: 'pode sentir que você não a vê como ela realmente é',
      soft: 'sente que você a compreende profundamente',
    },
  },
  pluto: {
    role: { noun: 'intensidade', g: 'f', plural: false },
    gives: {
      fusion: 'você exerce sobre essa pessoa um efeito poderoso e transformador',
      hard: 'você pode tentar controlá-la ou mudá-la',
      soft: 'você a ajuda a crescer com profundidade e sinceridade',
    },
    receives: {
      fusion: 'sente uma atração profunda, quase irresistível',
      hard: 'pode sentir pressão ou possessividade',
      soft: 'sente que o vínculo a renova',
    },
  },
  ascendant: {
    role: { noun: 'jeito de se apresentar', g: 'm', plural: false },
    gives: {
      fusion: 'todo o seu jeito de ser ressoa com essa pessoa',
      hard: 'seu estilo pode incomodá-la',
      soft: 'sua presença a tranquiliza',
    },
    receives: {
      fusion: 'sente que você espelha o jeito dela de ir ao encontro do mundo',
      hard: 'pode ter dificuldade em interpretar sua atitude',
      soft: 'aprecia o modo como você se move no mundo',
    },
  },
};

/** Portuguese point names that take no article (planets, asteroids and Lilith are named bare). */
const BARE = new Set([
  'Mercúrio',
  'Vênus',
  'Marte',
  'Júpiter',
  'Saturno',
  'Urano',
  'Netuno',
  'Plutão',
  'Quíron',
  'Lilith',
  'Ceres',
  'Palas',
  'Juno',
  'Vesta',
]);
/** Portuguese point names of feminine gender. */
const FEMININE = new Set(['Lua', 'Vênus', 'Lilith', 'Ceres', 'Palas', 'Juno', 'Vesta', 'Parte da Fortuna']);

/** The gender of a readable Portuguese point name (pointName(…, 'pt')). */
export function ptGenderOf(name: string): PtGender {
  return FEMININE.has(name) ? 'f' : 'm';
}

/**
 * A readable Portuguese point name as Portuguese says it in a sentence: "o Sol", "a Lua",
 * "o Ascendente", "o Nodo Norte verdadeiro", but "Marte", "Vênus" (planets take no article).
 */
export function ptNamed(name: string): string {
  return BARE.has(name) ? name : the(name, ptGenderOf(name));
}
