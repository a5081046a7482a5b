/**
 * The Vedic texts in Spanish, with the same content as the English ones (texts-en.ts): the
 * traditional facts of Brihat Parashara Hora Shastra and the common nakshatra tables, the
 * readings written for this service in the register of its Spanish texts (tú). Sanskrit terms in
 * the usual Latin transliteration of Spanish Jyotish books (Lagna, nakshatra, mahadasha).
 */
import { SIGNS, type Sign } from '../../astro/vocabulary.ts';
import { signName } from '../names.ts';
import { VEDIC_TEXTS_EN } from './texts-en.ts';
import type { VedicTexts } from './types.ts';

export const VEDIC_TEXTS_ES: VedicTexts = {
  grahaNames: {
    sun: 'Sol',
    moon: 'Luna',
    mars: 'Marte',
    mercury: 'Mercurio',
    jupiter: 'Júpiter',
    venus: 'Venus',
    saturn: 'Saturno',
    rahu: 'Rahu',
    ketu: 'Ketu',
    lagna: 'Lagna',
  },
  // The Spanish sign names are the service's own (src/interpretation/names.ts).
  signNames: Object.fromEntries(SIGNS.map((sign) => [sign, signName(sign, 'es')])) as Record<Sign, string>,
  // The nakshatras keep their Sanskrit names in Spanish books, as in English.
  nakshatraNames: VEDIC_TEXTS_EN.nakshatraNames,
  lagna: {
    aries:
      'Con Mesha en el ascendente, Marte rige la carta y la vida se afronta de cara. Empiezas las cosas con rapidez, actúas antes de que llegue la duda y te repones pronto de los reveses. La paciencia y la constancia después de un comienzo audaz son lo que este Lagna aprende.',
    taurus:
      'Vrishabha en el ascendente entrega la carta a Venus, y con ella una naturaleza estable y sensual. Construyes despacio y conservas lo que construyes: la comodidad, la belleza y la gente leal te importan profundamente. Cuando tomas una decisión rara vez la cambias, y ahí están a la vez tu fuerza y tu lección.',
    gemini:
      'El Lagna Mithuna, regido por Mercurio, hace de la mente el primer instrumento de la vida. Curioso y ágil, aprendes conversando, leyendo y probando varios caminos a la vez. Seguir un solo hilo cada vez convierte esta versatilidad en verdadera destreza.',
    cancer:
      'Karka en el ascendente pone a la Luna al frente de la carta: el sentimiento va antes que el razonamiento. Proteges a los tuyos, recuerdas un gesto amable durante años y necesitas un hogar que de verdad te cobije. Tus estados de ánimo siguen las mareas, así que un ritmo de vida sereno te mantiene fuerte.',
    leo: 'El Lagna Simha pertenece al Sol, y quienes lo tienen se conducen con dignidad y calidez. Quieres dirigir, ser visto y ser generoso, y das valor a los demás con tu sola presencia. El orgullo se transforma en autoridad auténtica cuando sirve a una causa más grande que tú.',
    virgo:
      'Kanya en el ascendente, otro signo de Mercurio, aporta precisión y el deseo de ser útil. Notas el detalle que a otros se les escapa, mejoras todo lo que tocas y cuidas la salud y el orden. Aprender a aceptar lo imperfecto, empezando por ti, libera muchísima energía.',
    libra:
      'El Lagna Tula da a Venus una segunda carta que regir, esta vez a través de la justicia y la pareja. Sopesas ambos lados, buscas la armonía y trabajas mejor junto a otra persona. Decidir por ti mismo, aunque alguien quede descontento, es la tarea silenciosa de este ascendente.',
    scorpio:
      'En un ascendente Vrishchika vuelve a regir Marte, pero hacia dentro: intensidad, hondura y resistencia marcan el carácter. Guardas tus pensamientos para ti, sientes con fuerza y sabes convertir una crisis en renovación. La confianza, una vez dada, es total, por eso la das con cuidado.',
    sagittarius:
      'Dhanu en el ascendente, regido por Júpiter, otorga un temperamento abierto y esperanzado. Buscas sentido, respetas a los maestros y la sabiduría, y eres más feliz con un horizonte hacia el que caminar. La sinceridad es tu don; el tacto hace que los demás la reciban mejor.',
    capricorn:
      'Saturno gobierna el Lagna Makara, y la vida se construye paso a paso. Eres práctico, responsable y capaz de trabajar mucho tiempo por una meta que otros abandonarían. El éxito suele llegarte más tarde que a tus compañeros, y dura más.',
    aquarius:
      'Kumbha en el ascendente, también regido por Saturno, une la disciplina a los ideales. Piensas con independencia, te preocupan la sociedad y los amigos, y te atrae todo lo que es nuevo y útil. Mostrar tu calidez abiertamente ayuda a que la gente vea la bondad que hay tras tu reserva.',
    pisces:
      'El Lagna Meena tiene a Júpiter por señor y un espíritu suave e imaginativo. Sientes lo que sienten los demás, perdonas con facilidad y te atraen el arte, la devoción y el servicio. Unos límites claros protegen esa sensibilidad para que el mundo no la agote.',
  },
  moonSign: {
    aries:
      'Tu janma rashi es Mesha, así que la mente es viva e impaciente. Los sentimientos se encienden y pasan deprisa; prefieres actuar según una emoción antes que darle vueltas.',
    taurus:
      'Exaltada en Vrishabha, la Luna da una mente tranquila, satisfecha y estable. La seguridad, la buena mesa y la compañía de personas de confianza te reponen; los cambios los aceptas despacio.',
    gemini:
      'Una Luna en Mithuna da una mente inquieta e ingeniosa que necesita conversación y variedad. Procesas los sentimientos poniéndoles nombre, y el aburrimiento te pesa más que la dificultad.',
    cancer:
      'En Karka, su propio signo, la Luna es fuerte: las emociones son profundas y cuidar te sale de forma natural. El hogar, la madre y la memoria ocupan un gran lugar en tu vida interior.',
    leo: 'Simha como signo lunar hace el corazón orgulloso y generoso. Necesitas reconocimiento, respondes con lealtad y te duele que tus esfuerzos pasen desapercibidos.',
    virgo:
      'Con la Luna en Kanya la mente analiza y ordena lo que siente. La preocupación es tu punto débil y ser útil tu consuelo; un trabajo provechoso te serena.',
    libra:
      'Nacido con la Luna en Tula, buscas equilibrio y belleza. La falta de armonía a tu alrededor la vives como inquietud interior, y una buena relación de pareja hace más por tu paz que cualquier otra cosa.',
    scorpio:
      'Vrishchika es el signo de caída de la Luna, y aquí los sentimientos son intensos y reservados. Percibes los motivos ocultos, te aferras a las heridas y tienes un gran poder de renovación.',
    sagittarius:
      'Bajo una Luna en Dhanu la mente es optimista y fiel a sus principios. La libertad, los viajes y el estudio te levantan el ánimo, y recuperas la esperanza antes que la mayoría.',
    capricorn:
      'Makara mantiene a la Luna en reserva: las emociones se viven de forma práctica y discreta. Demuestras el amor con el deber y la fiabilidad, y te sientes más seguro cuando tu vida está en orden.',
    aquarius:
      'Kumbha como signo lunar da una mente desapegada y humanitaria. Te importan las personas en general y los amigos en particular, y necesitas espacio para pensar por tu cuenta.',
    pisces:
      'En Meena la Luna es soñadora, compasiva y receptiva. Absorbes el ánimo de los lugares y de las personas, por eso el silencio, la música y la oración te recargan.',
  },
  nakshatra: [
    'Ashwini, el primer nakshatra, está regido por Ketu y pertenece a los Ashwini Kumaras, los médicos divinos; su símbolo es una cabeza de caballo. Otorga rapidez, un don sanador y el valor de empezar.',
    'Bharani es el nakshatra de Yama, regido por Venus, y tiene la yoni por símbolo. Sus nativos poseen un gran poder creador y sustentador, y aprenden a manejar la responsabilidad y la contención.',
    'Krittika, regido por el Sol, está presidido por Agni, y su símbolo es una navaja o una llama. Corta a través de la confusión, nutre a quienes protege y habla con franqueza.',
    'Rohini, el favorito de la Luna, está regido por la Luna y presidido por Prajapati; su símbolo es un carro de bueyes. Da encanto, fertilidad de ideas y amor por la belleza y el crecimiento.',
    'Mrigashira, la cabeza del ciervo, está regido por Marte, y Soma es su deidad. Sus nativos buscan y exploran, son amables y curiosos, y rara vez se conforman con la primera respuesta.',
    'Ardra está regido por Rahu y pertenece a Rudra, la tormenta; su símbolo es una lágrima. Trae intensidad, un intelecto agudo y la renovación que sigue a la conmoción.',
    'Punarvasu, regido por Júpiter, pertenece a Aditi, madre de los dioses; su símbolo es un carcaj de flechas. Concede el don del regreso: esperanza, generosidad y la capacidad de volver a empezar.',
    'Pushya, regido por Saturno y con Brihaspati como deidad, se considera el nakshatra más propicio; su símbolo es la ubre de la vaca. Nutre, protege y da una fe constante.',
    'Ashlesha, regido por Mercurio, está presidido por los Nagas, y su símbolo es una serpiente enroscada. Da una percepción penetrante, un habla persuasiva y fuertes instintos de protección propia.',
    'Magha está regido por Ketu y pertenece a los Pitris, los antepasados; su símbolo es un trono real. Sus nativos honran la tradición, inspiran respeto y llevan consigo el sentido del linaje.',
    'Purva Phalguni, regido por Venus, pertenece a Bhaga, dios del deleite; su símbolo son las patas delanteras de una cama. Da calidez, creatividad y gusto por el descanso y el placer.',
    'Uttara Phalguni, regido por el Sol, está presidido por Aryaman, dios de los pactos y la amistad. Sus nativos son de fiar, generosos en sus alianzas y cumplen su palabra.',
    'Hasta, la mano, está regido por la Luna, y Savitar es su deidad. Da habilidad manual, ingenio, humor y la capacidad de convertir una idea en algo real.',
    'Chitra está regido por Marte y presidido por Vishvakarma, el arquitecto divino; su símbolo es una joya brillante. Sus nativos tienen ojo para el diseño y les gusta embellecer las cosas.',
    'Swati, regido por Rahu, pertenece a Vayu, el viento; su símbolo es un brote joven mecido por la brisa. Da independencia, adaptabilidad y talento para el comercio y la diplomacia.',
    'Vishakha, regido por Júpiter, lo comparten Indra y Agni; su símbolo es un arco de triunfo. Sus nativos persiguen sus metas con determinación y las alcanzan gracias a la perseverancia.',
    'Anuradha está regido por Saturno y pertenece a Mitra, dios de la amistad; su símbolo es un loto. Da devoción, lealtad y éxito mediante la cooperación, a menudo lejos de casa.',
    'Jyeshtha, el mayor, está regido por Mercurio y presidido por Indra; su símbolo es un amuleto circular. Sus nativos son protectores, capaces de liderar y sensibles al rango y al respeto.',
    'Mula, la raíz, está regido por Ketu y pertenece a Nirriti; su símbolo es un manojo de raíces. Va al fondo de las cosas, arranca lo falso y busca la verdad fundamental.',
    'Purva Ashadha, regido por Venus, pertenece a Apas, las aguas; su símbolo es un abanico. Da convicción, una energía vigorizante y la confianza para persuadir.',
    'Uttara Ashadha está regido por el Sol y pertenece a los Vishvadevas, los dioses universales; su símbolo es un colmillo de elefante. Sus nativos logran victorias duraderas gracias a su integridad.',
    'Shravana, regido por la Luna, es el nakshatra de Vishnu; su símbolo es una oreja. Da el don de escuchar y aprender, y el deseo de unir a las personas y conservar el saber.',
    'Dhanishta está regido por Marte y presidido por los ocho Vasus; su símbolo es un tambor. Sus nativos tienen ritmo, ambición y un don para la música y para atraer riqueza.',
    'Shatabhisha, los cien médicos, está regido por Rahu y pertenece a Varuna; su símbolo es un círculo vacío. Da una mente indagadora, sanadora e independiente.',
    'Purva Bhadrapada, regido por Júpiter, pertenece a Aja Ekapada; su símbolo es una espada. Sus nativos son intensos e idealistas, capaces de grandes sacrificios por una causa.',
    'Uttara Bhadrapada está regido por Saturno y presidido por Ahir Budhnya, la serpiente de las profundidades; su símbolo son las patas traseras de una cama. Da sabiduría, dominio de sí y una calma profunda.',
    'Revati, el último nakshatra, está regido por Mercurio y pertenece a Pushan, protector de los viajeros; su símbolo es un pez. Da bondad, cuidado de los vulnerables y un paso seguro a través de los cambios.',
  ],
  mahadasha: {
    sun: 'Durante la mahadasha del Sol (seis años) pasan a primer plano las cuestiones de identidad, autoridad y propósito. Son típicos el reconocimiento de los superiores, los asuntos con la administración y un sentido más claro del rumbo; también la necesidad de vigilar el orgullo y cuidar la vitalidad.',
    moon: 'La mahadasha de la Luna (diez años) orienta la vida hacia los sentimientos, el hogar y el público. La familia, la madre, los viajes cerca del agua y el cuidado de los demás ganan espacio, y la mente se vuelve más receptiva, para bien y para la preocupación.',
    mars: 'En los siete años de la mahadasha de Marte crecen la energía, el valor y la iniciativa. Se destacan las propiedades, los hermanos, el trabajo técnico y la competencia; el mal genio y la prisa son lo que conviene tener a raya.',
    mercury:
      'Mercurio, en su mahadasha de diecisiete años, favorece el aprendizaje, el comercio, la escritura y la comunicación. Los amigos y la gente joven traen oportunidades, y la destreza con las palabras o los números se ve recompensada.',
    jupiter:
      'Júpiter rige una mahadasha de dieciséis años que ensancha la vida mediante la sabiduría, los maestros y el buen consejo. Los hijos, el estudio, la fe y el aumento de la fortuna son sus temas habituales, aunque la comodidad puede invitar a la complacencia.',
    venus:
      'Veinte años de mahadasha de Venus ponen en el centro las relaciones, las comodidades, el arte y la prosperidad. Se destacan el matrimonio, los vehículos, la belleza y el placer; el equilibrio evita que el disfrute se convierta en exceso.',
    saturn:
      'Diecinueve años dura la mahadasha de Saturno, que recompensa el esfuerzo paciente. Pide responsabilidad, trabajo duro y aguante, y lo que se construye en este periodo, despacio y con honradez, perdura.',
    rahu: 'Rahu, en su mahadasha de dieciocho años, despierta la ambición y el deseo de lo nuevo o lo extranjero. Aparecen aperturas repentinas, la tecnología, los viajes al extranjero y los caminos poco convencionales; la claridad de los motivos es la salvaguarda.',
    ketu: 'Con la mahadasha de Ketu (siete años) la atención se vuelve hacia dentro. El desapego, la investigación, la práctica espiritual y soltar lo que ya ha terminado son sus dones, aunque los planes exteriores parezcan detenerse.',
  },
  antardasha: {
    sun: 'Dentro de ella, la antardasha del Sol lleva a su punto decisivo los asuntos de posición, del padre y de la confianza en ti mismo.',
    moon: 'El subperiodo de la Luna añade sensibilidad emocional y dirige la atención al hogar y a la familia.',
    mars: 'Una antardasha de Marte acelera el ritmo y pide actuar con decisión y manejar los conflictos con cuidado.',
    mercury: 'Mercurio, en su subperiodo, favorece el estudio, el comercio, los documentos y la comunicación clara.',
    jupiter: 'Con la antardasha de Júpiter llegan el consejo, las bendiciones y las oportunidades de crecer.',
    venus: 'En el subperiodo de Venus el periodo se suaviza con afecto, comodidades y placeres creativos.',
    saturn: 'La antardasha de Saturno ralentiza las cosas y pide disciplina y planes realistas.',
    rahu: 'Durante el subperiodo de Rahu llegan giros inesperados y ambiciones que requieren la cabeza fría.',
    ketu: 'Ketu, en su antardasha, invita a la reflexión, a simplificar y a desprenderse de los resultados.',
  },
};
