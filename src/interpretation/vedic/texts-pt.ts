/**
 * The Vedic texts in Portuguese (Brazilian, pt-BR), with the same content as the English ones
 * (texts-en.ts): the traditional facts of Brihat Parashara Hora Shastra and the common nakshatra
 * tables, the readings written for this service in the register of its Portuguese texts (você),
 * with no adjective that would give the reader a gender. Sanskrit terms in the usual Latin
 * transliteration of Brazilian Jyotish books (o Lagna, o nakshatra, a mahadasha).
 */
import { SIGNS, type Sign } from '../../astro/vocabulary.ts';
import { signName } from '../names.ts';
import { VEDIC_TEXTS_EN } from './texts-en.ts';
import type { VedicTexts } from './types.ts';

export const VEDIC_TEXTS_PT: VedicTexts = {
  grahaNames: {
    sun: 'Sol',
    moon: 'Lua',
    mars: 'Marte',
    mercury: 'Mercúrio',
    jupiter: 'Júpiter',
    venus: 'Vênus',
    saturn: 'Saturno',
    rahu: 'Rahu',
    ketu: 'Ketu',
    lagna: 'Lagna',
  },
  // The Portuguese sign names are the service's own (src/interpretation/names.ts).
  signNames: Object.fromEntries(SIGNS.map((sign) => [sign, signName(sign, 'pt')])) as Record<Sign, string>,
  // The nakshatras keep their Sanskrit names in Portuguese books, as in English.
  nakshatraNames: VEDIC_TEXTS_EN.nakshatraNames,
  lagna: {
    aries:
      'Com Mesha no ascendente, Marte rege o mapa e a vida é encarada de frente. Você começa as coisas depressa, age antes que a dúvida apareça e se recupera logo dos reveses. Paciência e constância depois de um começo ousado são o que este Lagna vem aprender.',
    taurus:
      'Vrishabha no ascendente entrega o mapa a Vênus e, com isso, uma natureza estável e sensual. Você constrói devagar e conserva o que construiu: conforto, beleza e gente leal importam muito para você. Depois de tomar uma decisão, raramente volta atrás, e é justamente aí que estão a sua força e a sua lição.',
    gemini:
      'O Lagna Mithuna, regido por Mercúrio, faz da mente o primeiro instrumento da vida. Com curiosidade e agilidade, você aprende conversando, lendo e experimentando vários caminhos ao mesmo tempo. Seguir um fio de cada vez transforma essa versatilidade em verdadeira maestria.',
    cancer:
      'Karka no ascendente coloca a Lua à frente do mapa: o sentimento vem antes do raciocínio. Você protege os seus, lembra por anos de um gesto de carinho e precisa de um lar que seja de fato um abrigo. Seu humor acompanha as marés, por isso um ritmo de vida sereno mantém você forte.',
    leo: 'O Lagna Simha pertence ao Sol, e quem o tem se conduz com dignidade e calor humano. Você quer liderar, ter reconhecimento e dar com generosidade, e a sua simples presença anima os outros. O orgulho se transforma em autoridade verdadeira quando serve a uma causa maior do que você.',
    virgo:
      'Kanya no ascendente, outro signo de Mercúrio, traz precisão e o desejo de ser útil. Você nota o detalhe que escapa aos outros, melhora tudo em que põe a mão e cuida da saúde e da ordem. Aprender a aceitar o imperfeito, a começar por você, libera uma energia enorme.',
    libra:
      'O Lagna Tula dá a Vênus um segundo mapa para reger, agora pelo caminho da justiça e da parceria. Você pesa os dois lados, busca a harmonia e trabalha melhor ao lado de outra pessoa. Decidir por conta própria, mesmo que alguém fique descontente, é a tarefa silenciosa deste ascendente.',
    scorpio:
      'Num ascendente Vrishchika, Marte rege de novo, agora para dentro: intensidade, profundidade e resistência marcam o caráter. Você guarda seus pensamentos para si, sente com força e sabe transformar uma crise em renovação. A confiança, uma vez dada, é total; por isso você a concede com cuidado.',
    sagittarius:
      'Dhanu no ascendente, regido por Júpiter, confere um temperamento aberto e esperançoso. Você busca sentido, respeita os mestres e a sabedoria e é mais feliz quando tem um horizonte para onde caminhar. A franqueza é o seu dom; o tato faz com que os outros a recebam melhor.',
    capricorn:
      'Saturno governa o Lagna Makara, e a vida se constrói passo a passo. Você tem senso prático e senso de responsabilidade e é capaz de trabalhar por muito tempo por uma meta que outros abandonariam. O sucesso costuma chegar mais tarde do que para as pessoas da sua idade, e dura mais.',
    aquarius:
      'Kumbha no ascendente, também regido por Saturno, une disciplina e ideais. Você pensa com independência, se preocupa com a sociedade e com os amigos, e tudo o que é novo e útil atrai você. Mostrar o seu calor abertamente ajuda as pessoas a enxergarem a bondade por trás da sua reserva.',
    pisces:
      'O Lagna Meena tem Júpiter como senhor e um espírito suave e imaginativo. Você sente o que os outros sentem, perdoa com facilidade e se deixa levar pela arte, pela devoção e pelo serviço. Limites claros protegem essa sensibilidade para que o mundo não a esgote.',
  },
  moonSign: {
    aries:
      'Seu janma rashi é Mesha, então a mente é viva e impaciente. Os sentimentos se acendem e passam depressa; você prefere agir no calor da emoção a ficar remoendo o que sente.',
    taurus:
      'Exaltada em Vrishabha, a Lua dá uma mente tranquila, satisfeita e estável. Segurança, boa comida e a companhia de pessoas de confiança renovam suas forças; as mudanças, você as aceita devagar.',
    gemini:
      'Uma Lua em Mithuna dá uma mente inquieta e espirituosa, que precisa de conversa e de variedade. Você elabora os sentimentos dando nome a eles, e o tédio pesa mais do que a dificuldade.',
    cancer:
      'Em Karka, seu próprio signo, a Lua é forte: as emoções são profundas e cuidar dos outros vem naturalmente. O lar, a mãe e a memória ocupam um grande espaço na sua vida interior.',
    leo: 'Simha como signo lunar torna o coração orgulhoso e generoso. Você precisa de reconhecimento, responde com lealdade e sofre quando seus esforços passam despercebidos.',
    virgo:
      'Com a Lua em Kanya, a mente analisa e organiza o que sente. A preocupação é o seu ponto fraco, e ser útil, o seu consolo; um trabalho proveitoso traz serenidade.',
    libra:
      'Quem nasce com a Lua em Tula busca equilíbrio e beleza. A falta de harmonia ao redor vira inquietação interior, e um bom relacionamento a dois faz mais pela sua paz do que qualquer outra coisa.',
    scorpio:
      'Vrishchika é o signo de queda da Lua, e aqui os sentimentos são intensos e reservados. Você percebe os motivos ocultos, se apega às feridas e tem um grande poder de renovação.',
    sagittarius:
      'Sob uma Lua em Dhanu, a mente é otimista e fiel aos seus princípios. Liberdade, viagens e estudo levantam o seu ânimo, e você recupera a esperança antes da maioria.',
    capricorn:
      'Makara mantém a Lua contida: as emoções são vividas de modo prático e discreto. Você demonstra amor pelo dever cumprido e pela confiabilidade, e encontra segurança quando sua vida está em ordem.',
    aquarius:
      'Kumbha como signo lunar dá uma mente desapegada e humanitária. As pessoas em geral e os amigos em particular importam para você, e você precisa de espaço para pensar por conta própria.',
    pisces:
      'Em Meena, a Lua é sonhadora, compassiva e receptiva. Você absorve o clima dos lugares e das pessoas; por isso o silêncio, a música e a oração recarregam suas energias.',
  },
  nakshatra: [
    'Ashwini, o primeiro nakshatra, é regido por Ketu e pertence aos Ashwini Kumaras, os médicos divinos; seu símbolo é uma cabeça de cavalo. Concede rapidez, um dom de cura e a coragem de começar.',
    'Bharani é o nakshatra de Yama, regido por Vênus, e tem a yoni como símbolo. Seus nativos têm um grande poder de criar e de sustentar, e aprendem a lidar com a responsabilidade e a contenção.',
    'Krittika, regido pelo Sol, é presidido por Agni, e seu símbolo é uma navalha ou uma chama. Corta a confusão, nutre quem protege e fala com franqueza.',
    'Rohini, o preferido da Lua, é regido pela própria Lua e presidido por Prajapati; seu símbolo é um carro de bois. Traz encanto, fertilidade de ideias e amor pela beleza e pelo crescimento.',
    'Mrigashira, a cabeça do cervo, é regido por Marte, e Soma é a sua divindade. Seus nativos buscam e exploram, são gentis e curiosos e raramente se contentam com a primeira resposta.',
    'Ardra é regido por Rahu e pertence a Rudra, a tempestade; seu símbolo é uma lágrima. Traz intensidade, um intelecto afiado e a renovação que vem depois do abalo.',
    'Punarvasu, regido por Júpiter, pertence a Aditi, a mãe dos deuses; seu símbolo é uma aljava de flechas. Concede o dom do retorno: esperança, generosidade e a capacidade de recomeçar.',
    'Pushya, regido por Saturno e tendo Brihaspati como divindade, é considerado o nakshatra mais auspicioso; seu símbolo é o úbere da vaca. Nutre, protege e dá uma fé constante.',
    'Ashlesha, regido por Mercúrio, é presidido pelos Nagas, e seu símbolo é uma serpente enrolada. Dá uma percepção penetrante, uma fala persuasiva e fortes instintos de autoproteção.',
    'Magha é regido por Ketu e pertence aos Pitris, os ancestrais; seu símbolo é um trono real. Seus nativos honram a tradição, inspiram respeito e carregam consigo o sentido da linhagem.',
    'Purva Phalguni, regido por Vênus, pertence a Bhaga, deus do deleite; seu símbolo são os pés dianteiros de uma cama. Dá calor humano, criatividade e gosto pelo descanso e pelo prazer.',
    'Uttara Phalguni, regido pelo Sol, é presidido por Aryaman, deus dos pactos e da amizade. Seus nativos são confiáveis, generosos em suas alianças e cumprem a palavra dada.',
    'Hasta, a mão, é regido pela Lua, e Savitar é a sua divindade. Dá habilidade manual, engenho, humor e a capacidade de transformar uma ideia em algo concreto.',
    'Chitra é regido por Marte e presidido por Vishvakarma, o arquiteto divino; seu símbolo é uma joia brilhante. Seus nativos têm olho para a forma e gostam de embelezar as coisas.',
    'Swati, regido por Rahu, pertence a Vayu, o vento; seu símbolo é um broto jovem balançado pela brisa. Dá independência, adaptabilidade e talento para o comércio e a diplomacia.',
    'Vishakha, regido por Júpiter, é partilhado por Indra e Agni; seu símbolo é um arco triunfal. Seus nativos perseguem suas metas com determinação e as alcançam pela perseverança.',
    'Anuradha é regido por Saturno e pertence a Mitra, deus da amizade; seu símbolo é uma flor de lótus. Dá devoção, lealdade e sucesso pela cooperação, muitas vezes longe de casa.',
    'Jyeshtha, o mais velho, é regido por Mercúrio e presidido por Indra; seu símbolo é um amuleto circular. Seus nativos são protetores, capazes de liderar e sensíveis à posição e ao respeito.',
    'Mula, a raiz, é regido por Ketu e pertence a Nirriti; seu símbolo é um feixe de raízes. Vai ao fundo das coisas, arranca o que é falso e busca a verdade essencial.',
    'Purva Ashadha, regido por Vênus, pertence a Apas, as águas; seu símbolo é um leque. Dá convicção, uma energia revigorante e a confiança para persuadir.',
    'Uttara Ashadha é regido pelo Sol e pertence aos Vishvadevas, os deuses universais; seu símbolo é uma presa de elefante. Seus nativos conquistam vitórias duradouras graças à sua integridade.',
    'Shravana, regido pela Lua, é o nakshatra de Vishnu; seu símbolo é uma orelha. Dá o dom de ouvir e de aprender, e o desejo de unir as pessoas e preservar o saber.',
    'Dhanishta é regido por Marte e presidido pelos oito Vasus; seu símbolo é um tambor. Seus nativos têm ritmo, ambição e talento para a música e para atrair riqueza.',
    'Shatabhisha, os cem médicos, é regido por Rahu e pertence a Varuna; seu símbolo é um círculo vazio. Dá uma mente investigadora, curadora e independente.',
    'Purva Bhadrapada, regido por Júpiter, pertence a Aja Ekapada; seu símbolo é uma espada. Seus nativos são intensos e idealistas, capazes de grandes sacrifícios por uma causa.',
    'Uttara Bhadrapada é regido por Saturno e presidido por Ahir Budhnya, a serpente das profundezas; seu símbolo são os pés traseiros de uma cama. Dá sabedoria, autodomínio e uma calma profunda.',
    'Revati, o último nakshatra, é regido por Mercúrio e pertence a Pushan, protetor dos viajantes; seu símbolo é um peixe. Dá bondade, cuidado com os vulneráveis e uma passagem segura pelas mudanças.',
  ],
  mahadasha: {
    sun: 'Durante a mahadasha do Sol (seis anos), vêm para o primeiro plano as questões de identidade, autoridade e propósito. São típicos o reconhecimento por parte dos superiores, os assuntos com o poder público e um senso mais claro de direção; também a necessidade de vigiar o orgulho e de cuidar da vitalidade.',
    moon: 'A mahadasha da Lua (dez anos) orienta a vida para os sentimentos, o lar e o público. A família, a mãe, as viagens para perto da água e o cuidado com os outros ganham espaço, e a mente fica mais receptiva, para o bem e também para a preocupação.',
    mars: 'Nos sete anos da mahadasha de Marte crescem a energia, a coragem e a iniciativa. Destacam-se os imóveis, os irmãos, o trabalho técnico e a competição; o pavio curto e a pressa são o que convém manter sob controle.',
    mercury:
      'Mercúrio, em sua mahadasha de dezessete anos, favorece o aprendizado, o comércio, a escrita e a comunicação. Amigos e pessoas jovens trazem oportunidades, e a habilidade com as palavras ou com os números é recompensada.',
    jupiter:
      'Júpiter rege uma mahadasha de dezesseis anos que amplia a vida pela sabedoria, pelos mestres e pelos bons conselhos. Filhos, estudo, fé e aumento da fortuna são seus temas habituais, embora o conforto possa convidar à acomodação.',
    venus:
      'Vinte anos de mahadasha de Vênus colocam no centro os relacionamentos, o conforto, a arte e a prosperidade. Ganham destaque o casamento, os veículos, a beleza e o prazer; o equilíbrio evita que o desfrute se transforme em excesso.',
    saturn:
      'Dezenove anos dura a mahadasha de Saturno, que recompensa o esforço paciente. Ela pede responsabilidade, trabalho duro e resistência, e o que se constrói nesse período, devagar e com honestidade, permanece.',
    rahu: 'Rahu, em sua mahadasha de dezoito anos, desperta a ambição e o desejo pelo novo ou pelo estrangeiro. Surgem aberturas repentinas, a tecnologia, as viagens ao exterior e os caminhos pouco convencionais; ter clareza sobre os próprios motivos é a melhor proteção.',
    ketu: 'Com a mahadasha de Ketu (sete anos), a atenção se volta para dentro. O desapego, a pesquisa, a prática espiritual e o ato de soltar o que já terminou são os seus dons, ainda que os planos exteriores pareçam parados.',
  },
  antardasha: {
    sun: 'Dentro dela, a antardasha do Sol leva a um ponto decisivo as questões de posição social, do pai e da autoconfiança.',
    moon: 'O subperíodo da Lua acrescenta sensibilidade emocional e volta a atenção para o lar e a família.',
    mars: 'Uma antardasha de Marte acelera o ritmo e pede ação decidida e cuidado no trato com os conflitos.',
    mercury: 'Mercúrio, em seu subperíodo, favorece o estudo, o comércio, os documentos e a comunicação clara.',
    jupiter: 'Com a antardasha de Júpiter chegam conselhos, bênçãos e oportunidades de crescer.',
    venus: 'No subperíodo de Vênus, tudo se suaviza com afeto, conforto e prazeres criativos.',
    saturn: 'A antardasha de Saturno desacelera as coisas e pede disciplina e planos realistas.',
    rahu: 'Durante o subperíodo de Rahu chegam reviravoltas inesperadas e ambições que pedem cabeça fria.',
    ketu: 'Ketu, em sua antardasha, convida à reflexão, à simplicidade e ao desapego dos resultados.',
  },
};
