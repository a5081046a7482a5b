/** Textos de numerologia em português do Brasil: o que diz cada tipo de número, o sentido de cada número, dívidas cármicas e relações. */
import type { NumerologyTexts } from './text-set.ts';

export const portugueseNumerology: NumerologyTexts = {
  kinds: {
    lifePath:
      'Seu número do caminho de vida descreve a estrada que você percorre e as lições que ela traz de volta sempre.',
    expression: 'Seu número de expressão mostra os talentos guardados no seu nome completo e o modo como você os usa.',
    soulUrge: 'Seu número da alma fala daquilo que você deseja no íntimo, por baixo do que os outros veem.',
    personality: 'Seu número de personalidade é a primeira impressão que você causa, a porta em que os outros batem.',
    birthday:
      'Seu número do aniversário é um dom que você traz desde o nascimento, uma capacidade que não lhe custa esforço.',
    maturity: 'Seu número da maturidade indica o que se fortalece na segunda metade da vida.',
    personalYear: 'Seu número do ano pessoal marca o tema deste ano para você.',
  },
  numbers: {
    1: 'O um é o pioneiro: independente, decidido e original. Você dá o melhor de si quando lidera e começa as coisas por conta própria; aprenda a aceitar ajuda sem achar que isso diminui você.',
    2: 'O dois é o pacificador: gentil, atento e colaborativo. As parcerias tiram o melhor de você, desde que você não perca a própria voz nelas.',
    3: 'O três é o comunicador: alegre, expressivo e caloroso. As palavras, a arte e o riso vêm naturalmente; a constância transforma essa centelha numa obra duradoura.',
    4: 'O quatro é o construtor: firme, prático e leal. Você cria segurança com paciência e método; abra espaço para a mudança, para que a ordem não vire uma gaiola.',
    5: 'O cinco é o aventureiro: curioso, inquieto e rápido. As viagens, a variedade e a liberdade alimentam você; um compromisso escolhido livremente dá direção a essa energia.',
    6: 'O seis é quem cuida: responsável, afetuoso e dedicado ao lar. Os outros se apoiam no seu senso de dever e de beleza; não se esqueça de cuidar também de si.',
    7: 'O sete é o buscador: analítico, reservado e espiritual. O estudo e a solidão revelam verdades que os outros não veem; a confiança permite que você as compartilhe.',
    8: 'O oito é o executivo: ambicioso, capaz e de vontade firme. O dinheiro, a autoridade e os resultados são o seu terreno; o poder usado com justiça volta multiplicado.',
    9: 'O nove é o humanitário: generoso, sábio e idealista. Você está aqui para dar e para fechar ciclos; deixar ir com elegância é a sua grande arte.',
    11: 'O onze, número mestre, é o iluminador: intuitivo, inspirado e muito sensível. Você pode elevar os outros com a sua visão se mantiver os pés no chão diante dos nervos e das dúvidas.',
    22: 'O vinte e dois, número mestre, é o grande construtor: você pode transformar sonhos enormes em estruturas a serviço de muitos. A pressão é real; a paciência torna isso possível.',
    33: 'O trinta e três, número mestre, é o grande mestre: a compaixão em ação. Seu cuidado pode curar e guiar, quando você para de carregar sem ajuda o peso de todos.',
    0: 'O nome não tem letras deste tipo, então este número se cala; suas qualidades chegam por meio dos seus outros números.',
  },
  karmicDebts: {
    13: 'A dívida cármica 13 pede um empenho constante: os atalhos saem caro, enquanto o trabalho paciente e concentrado é recompensado.',
    14: 'A dívida cármica 14 pede moderação: você precisa de liberdade, mas os excessos e a energia dispersa cobram a conta; o equilíbrio liberta você.',
    16: 'A dívida cármica 16 pede humildade: o que se constrói sobre o ego pode desabar, e o que nasce depois é mais autêntico.',
    19: 'A dívida cármica 19 pede que você aceite ajuda: a independência é a sua força, mas ninguém consegue tudo sozinho.',
  },
  relations: {
    mirror:
      'Vocês compartilham o mesmo número: se entendem sem palavras, e compartilham também os mesmos pontos cegos.',
    natural: 'Os números de vocês pertencem à mesma família: seus ritmos coincidem e vocês puxam na mesma direção.',
    compatible: 'Os números de vocês se completam: o que falta a um o outro traz, e isso mantém a relação viva.',
    challenging:
      'Os números de vocês puxam para direções diferentes: a relação pode ensinar muito se os dois respeitarem a diferença.',
  },
  labels: {
    lifePath: 'Caminho de vida',
    expression: 'Expressão',
    soulUrge: 'Alma',
    personality: 'Personalidade',
    birthday: 'Aniversário',
    maturity: 'Maturidade',
    personalYear: 'Ano pessoal',
  },
};
