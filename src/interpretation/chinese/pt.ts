/** Textos do horóscopo chinês em português do Brasil. */
import { type PtGender, polish, the } from '../pt/grammar.ts';
import type { ChineseTexts } from './text-set.ts';

/** Grammatical gender of each animal's Portuguese name ("a Serpente", "o Tigre"). */
const ANIMAL_GENDER: Record<keyof ChineseTexts['animalTitles'], PtGender> = {
  rat: 'm',
  ox: 'm',
  tiger: 'm',
  rabbit: 'm',
  dragon: 'm',
  snake: 'f',
  horse: 'm',
  goat: 'f',
  monkey: 'm',
  rooster: 'm',
  dog: 'm',
  pig: 'm',
};

export const portugueseChinese: ChineseTexts = {
  animalTitles: {
    rat: 'Rato',
    ox: 'Boi',
    tiger: 'Tigre',
    rabbit: 'Coelho',
    dragon: 'Dragão',
    snake: 'Serpente',
    horse: 'Cavalo',
    goat: 'Cabra',
    monkey: 'Macaco',
    rooster: 'Galo',
    dog: 'Cão',
    pig: 'Porco',
  },
  elementTitles: { wood: 'Madeira', fire: 'Fogo', earth: 'Terra', metal: 'Metal', water: 'Água' },
  yinYangTitles: { yin: 'Yin', yang: 'Yang' },
  animals: {
    rat: 'O Rato é engenhoso, hábil e encantador. Você enxerga as oportunidades antes de todo mundo e sabe tirar muito de pouco; cuidado, porém, com a inquietação e as preocupações.',
    ox: 'O Boi é paciente, confiável e forte. Você alcança seus objetivos mais com trabalho constante que com sorte, e as pessoas confiam na sua palavra; a teimosia é a sombra da sua tenacidade.',
    tiger:
      'O Tigre é corajoso, apaixonado e magnético. Os desafios atraem você, e você defende quem não pode se defender; aprenda a parar antes de saltar.',
    rabbit:
      'O Coelho é gentil, refinado e diplomático. Você cria harmonia ao seu redor e lê com facilidade os estados de espírito; não deixe que o desejo de paz cale aquilo de que você precisa.',
    dragon:
      'O Dragão é seguro de si, generoso e arrebatador. Você inspira os outros e mira alto; seu fogo brilha mais quando serve a algo além do seu orgulho.',
    snake:
      'A Serpente é sábia, discreta e intuitiva. Você pensa antes de falar e enxerga além das aparências; a confiança abre portas que a sua cautela mantém fechadas.',
    horse:
      'O Cavalo é livre, enérgico e caloroso. Você ama o movimento, as viagens e a companhia, e anima qualquer lugar; levar até o fim o que começa é a sua lição.',
    goat: 'A Cabra é bondosa, artística e sensível. Você traz beleza e conforto aos outros e floresce num lar tranquilo; acredite na sua força.',
    monkey:
      'O Macaco é esperto, inventivo e brincalhão. Você resolve problemas que ninguém mais resolve e transforma o trabalho em brincadeira; a profundidade dá valor duradouro ao seu brilho.',
    rooster:
      'O Galo é atento, honesto e trabalhador. Você nota cada detalhe e diz o que pensa; o calor humano torna a sua franqueza mais fácil de acolher.',
    dog: 'O Cão é leal, justo e protetor. Você fica ao lado dos seus e dos seus princípios, no bem e no mal; deixe ir as preocupações que não cabe a você carregar.',
    pig: 'O Porco é generoso, sincero e tranquilo. Você aproveita os prazeres da vida e os compartilha de bom grado; sua boa-fé é um dom, então escolha bem em quem confiar.',
  },
  elements: {
    wood: 'A Madeira acrescenta crescimento e bondade: você planeja, colabora com facilidade e busca sempre algo melhor.',
    fire: 'O Fogo acrescenta paixão e ousadia: você age com entusiasmo, lidera pelo exemplo e ilumina quem está à sua volta.',
    earth:
      'A Terra acrescenta estabilidade e bom senso: seu senso prático e sua paciência fazem de você a pessoa que os outros procuram para reencontrar a calma.',
    metal:
      'O Metal acrescenta determinação e clareza: você define metas firmes, mantém um padrão alto e não desiste com facilidade.',
    water:
      'A Água acrescenta intuição e flexibilidade: você se comunica bem, se adapta a qualquer correnteza e compreende as pessoas a fundo.',
  },
  yinYang: {
    yang: 'O ano yang do seu nascimento leva você a agir para fora, a tomar a iniciativa e a encarar a vida de frente.',
    yin: 'O ano yin do seu nascimento leva você a trabalhar para dentro, a refletir antes de agir e a influenciar em silêncio.',
  },
  yearThemes: {
    rat: 'Um ano do Rato favorece os começos, os planos astutos e a poupança para o futuro.',
    ox: 'Um ano do Boi recompensa o empenho, a paciência e a construção sobre terreno firme.',
    tiger: 'Um ano do Tigre traz mudanças ousadas, coragem e viradas inesperadas.',
    rabbit: 'Um ano do Coelho pede diplomacia, descanso e cuidado com o lar e com as relações.',
    dragon: 'Um ano do Dragão traz ambição, grandes ideias e golpes de sorte para quem ousa.',
    snake: 'Um ano da Serpente favorece a reflexão, a estratégia e a transformação silenciosa.',
    horse: 'Um ano do Cavalo corre depressa: há viagens, liberdade e ação no ar.',
    goat: 'Um ano da Cabra favorece a criatividade, a bondade e a cura.',
    monkey: 'Um ano do Macaco recompensa a engenhosidade, a flexibilidade e as soluções inventivas.',
    rooster: 'Um ano do Galo pede ordem, precisão e contas claras.',
    dog: 'Um ano do Cão põe em primeiro lugar a lealdade, a justiça e a proteção do que importa.',
    pig: 'Um ano do Porco traz fartura, generosidade e a alegria de compartilhar.',
  },
  relations: {
    'same-sign':
      'É o seu ano, o seu běnmìngnián: a tradição o considera uma prova, em que voltam velhos padrões a enfrentar. Siga com cuidado, use algo vermelho para dar sorte e faça dele um ano de renovação, não de riscos.',
    'six-harmony':
      'O animal do ano é o seu amigo secreto (seis harmonias): o apoio chega de onde você não espera, e as alianças que você firma agora costumam durar.',
    'three-harmony':
      'O animal do ano pertence ao seu triângulo de aliados (três harmonias): seus esforços combinam com o momento, e o trabalho em equipe dá frutos.',
    clash:
      'O animal do ano fica de frente para o seu (choque): espere mudanças que você não escolheu, como mudanças de casa, de emprego ou sacudidas no lar. Mantenha a flexibilidade e evite decisões precipitadas.',
    harm: 'O animal do ano prejudica o seu: pequenos mal-entendidos e rivalidades ocultas podem crescer se você os ignorar. Deixe os acordos claros e cuide da sua saúde.',
    neutral:
      'O animal do ano nem ajuda nem atrapalha o seu: o que você fizer dele depende das suas escolhas, e isso o torna um bom ano para avançar com constância.',
  },
  elementRelations: {
    same: 'O ano compartilha o seu elemento e amplia tanto os seus pontos fortes naturais quanto os seus hábitos.',
    supports: 'O elemento do ano nutre o seu: a energia, a ajuda e os recursos chegam com mais facilidade.',
    drains: 'O seu elemento alimenta o do ano: você dá muito, então dose as forças e descanse a tempo.',
    controls:
      'O elemento do ano freia o seu: a pressão e as regras moldam você, e a disciplina as transforma em crescimento.',
    yields:
      'O seu elemento domina o do ano: você pode dar forma aos acontecimentos, embora o sucesso peça empenho e constância.',
  },
  yearTitle: (element, animal) =>
    polish(
      `Ano de ${the(portugueseChinese.animalTitles[animal], ANIMAL_GENDER[animal])} de ${portugueseChinese.elementTitles[element]}`,
    ),
};
