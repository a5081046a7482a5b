/** Portuguese (Brazilian) texts of the solar return chart read as a whole. */
import { polish, the } from '../../pt/grammar.ts';
import type { ReturnChartWords } from './types.ts';

const ANGLE_NAMES = {
  ascendant: 'Ascendente',
  midheaven: 'Meio do Céu',
  descendant: 'Descendente',
  'imum-coeli': 'Fundo do Céu',
} as const;

export const PT_RETURN_CHART: ReturnChartWords = {
  ascendantTitle: (sign) => `O Ascendente da revolução em ${sign}`,
  ascendant: {
    aries: 'Este ano você encara a vida de frente: arranca rápido, diz o que quer e dá você mesmo o primeiro passo.',
    taurus:
      'Este ano pede um ritmo constante: você constrói devagar, cuida dos seus recursos e os outros veem em você alguém confiável.',
    gemini: 'Este ano se abre com conversa e curiosidade: mensagens, tarefas e viagens curtas enchem a agenda.',
    cancer:
      'Este ano quem guia é o sentimento: a casa, a família e as pessoas que você protege marcam o jeito como você se mostra.',
    leo: 'Este ano quer você em evidência: aja com calor e um pouco de orgulho, e o que você cria será notado.',
    virgo: 'Este ano você trata as coisas como um ofício: hábitos, saúde e detalhes úteis vêm primeiro.',
    libra:
      'Este ano você se abre aos outros: a parceria, a justiça e as boas maneiras levam você mais longe que seguir por conta própria.',
    scorpio: 'Este ano conta a profundidade: você guarda as cartas, se entrega por inteiro e deixa ir o que acabou.',
    sagittarius: 'Este ano você olha além do conhecido: viagens, estudos e uma visão ampla põem você em movimento.',
    capricorn:
      'Este ano você se leva a sério: define metas, assume responsabilidades, e o que você entrega fala por você.',
    aquarius:
      'Este ano você sai do habitual: amigos, grupos e um ar independente mudam o jeito como você se apresenta.',
    pisces: 'Este ano você se move pela intuição: sua receptividade cresce, e às vezes os limites ficam incertos.',
  },
  midheavenTitle: (sign) => `O Meio do Céu da revolução em ${sign}`,
  midheaven: {
    aries: 'A meta do ano é tomar a iniciativa no trabalho e começar algo em seu próprio nome.',
    taurus: 'A meta do ano são resultados duradouros: uma renda mais estável e uma posição sólida.',
    gemini: 'A meta do ano passa pela comunicação: escrever, ensinar, vender ou pôr pessoas em contato.',
    cancer: 'A meta do ano está ligada ao lar e ao cuidado: uma questão privada vira uma tarefa pública.',
    leo: 'A meta do ano é o reconhecimento: dirigir, se apresentar ou ser o rosto de algo que enche você de orgulho.',
    virgo: 'A meta do ano é a competência: dominar uma habilidade e ser quem faz as coisas direito.',
    libra: 'A meta do ano se alcança com os outros: contratos, parcerias e o seu senso de equilíbrio abrem portas.',
    scorpio: 'A meta do ano é assumir algo exigente: uma crise, recursos compartilhados, uma influência real.',
    sagittarius: 'A meta do ano é ampliar o seu campo: formação, publicações, contatos no exterior.',
    capricorn: 'A meta do ano é claramente a carreira: a responsabilidade cresce e, com ela, a autoridade.',
    aquarius: 'A meta do ano está nas redes e nas ideias novas: uma equipe, uma comunidade, um papel fora do comum.',
    pisces: 'A meta do ano é difícil de definir: o serviço, a arte ou a ajuda aos outros contam mais que o status.',
  },
  sunHouse: {
    1: 'Com o Sol da revolução na primeira casa, o ano fala de você: sua saúde, sua imagem e um novo começo.',
    2: 'Com o Sol da revolução na segunda casa, o dinheiro, os bens e os seus valores estão no centro do ano.',
    3: 'Com o Sol da revolução na terceira casa, o ano gira em torno do aprendizado, dos vizinhos e dos irmãos.',
    4: 'Com o Sol da revolução na quarta casa, a energia do ano vai para o lar e a família; uma mudança de casa é possível.',
    5: 'Com o Sol da revolução na quinta casa, o ano favorece o prazer, o amor, os filhos e a criatividade.',
    6: 'Com o Sol da revolução na sexta casa, o trabalho diário, os hábitos e a saúde são o projeto do ano.',
    7: 'Com o Sol da revolução na sétima casa, um parceiro ou uma pessoa importante está no centro do ano.',
    8: 'Com o Sol da revolução na oitava casa, o ano fala de dinheiro compartilhado, de intimidade e de um fim necessário.',
    9: 'Com o Sol da revolução na nona casa, as viagens, os estudos e as perguntas de sentido iluminam o ano.',
    10: 'Com o Sol da revolução na décima casa, a carreira e a posição pública estão sob os holofotes.',
    11: 'Com o Sol da revolução na décima primeira casa, os amigos, os grupos e os planos para o futuro guiam o ano.',
    12: 'Com o Sol da revolução na décima segunda casa, o ano se volta para dentro: descanso, reflexão, trabalho discreto.',
  },
  moonHouse: {
    1: 'A Lua da revolução na primeira casa deixa transparecer os seus estados de espírito; suas necessidades se notam logo.',
    2: 'A Lua da revolução na segunda casa liga a sua segurança ao dinheiro; os gastos seguem as emoções.',
    3: 'A Lua da revolução na terceira casa mantém a mente ocupada: você precisa conversar e ficar em contato.',
    4: 'A Lua da revolução na quarta casa faz do lar a âncora do ano; a família precisa de você.',
    5: 'A Lua da revolução na quinta casa pede diversão, carinho e algo para curtir pelo puro prazer.',
    6: 'A Lua da revolução na sexta casa liga o seu bem-estar à rotina; um dia organizado acalma você.',
    7: 'A Lua da revolução na sétima casa leva os seus sentimentos para os outros; você precisa de uma resposta.',
    8: 'A Lua da revolução na oitava casa remexe emoções profundas; a confiança é posta à prova.',
    9: 'A Lua da revolução na nona casa desperta a vontade de distância, de viajar ou de ver as coisas de outro jeito.',
    10: 'A Lua da revolução na décima casa mostra as suas emoções no trabalho; a reputação pesa no seu humor.',
    11: 'A Lua da revolução na décima primeira casa encontra conforto entre amigos e pessoas afins.',
    12: 'A Lua da revolução na décima segunda casa precisa de calma e de recolhimento; as emoções trabalham por dentro.',
  },
  onAngleTitle: (planet, angle, orb) =>
    polish(`${planet} sobre ${the(ANGLE_NAMES[angle], 'm')} da revolução (a menos de ${orb}°)`),
  angle: {
    ascendant:
      'Um planeta tão perto do Ascendente da revolução dá cor, o ano inteiro, ao seu jeito de agir e de se mostrar.',
    midheaven: 'Um planeta tão perto do Meio do Céu da revolução marca o trabalho e a vida pública do ano.',
    descendant:
      'Um planeta tão perto do Descendente da revolução chega por meio dos outros: parceiros, clientes, rivais.',
    'imum-coeli':
      'Um planeta tão perto do Fundo do Céu da revolução age sobre as raízes: casa, família e base interior.',
  },
  planet: {
    sun: 'O Sol traz vitalidade e a vontade de ser quem você é sem pedir desculpas.',
    moon: 'A Lua traz oscilações de humor e uma grande necessidade de segurança.',
    mercury: 'Mercúrio traz projetos, papelada e muitas conversas.',
    venus: 'Vênus traz afeto, prazer e uma convivência mais fácil com as pessoas.',
    mars: 'Marte traz ímpeto e impaciência; ponha-os no esforço, não na discussão.',
    jupiter: 'Júpiter traz crescimento e oportunidades, e a tentação de fazer demais.',
    saturn: 'Saturno traz deveres e limites; o que você constrói com ele dura.',
    uranus: 'Urano traz mudanças súbitas e desejo de liberdade.',
    neptune: 'Netuno traz inspiração e um pouco de confusão; confira os dados antes de se comprometer.',
    pluto: 'Plutão leva você a transformar algo que já não funciona.',
  },
};
