/** Textos en español del horóscopo chino. */
import type { ChineseTexts } from './text-set.ts';

export const spanishChinese: ChineseTexts = {
  animalTitles: {
    rat: 'Rata',
    ox: 'Buey',
    tiger: 'Tigre',
    rabbit: 'Conejo',
    dragon: 'Dragón',
    snake: 'Serpiente',
    horse: 'Caballo',
    goat: 'Cabra',
    monkey: 'Mono',
    rooster: 'Gallo',
    dog: 'Perro',
    pig: 'Cerdo',
  },
  elementTitles: { wood: 'Madera', fire: 'Fuego', earth: 'Tierra', metal: 'Metal', water: 'Agua' },
  yinYangTitles: { yin: 'Yin', yang: 'Yang' },
  animals: {
    rat: 'La Rata es ingeniosa, hábil y encantadora. Ves las oportunidades antes que nadie y sabes sacar mucho de poco; cuídate de la inquietud y las preocupaciones.',
    ox: 'El Buey es paciente, fiable y fuerte. Alcanzas tus metas con trabajo constante más que con suerte, y la gente confía en tu palabra; la terquedad es la sombra de tu tenacidad.',
    tiger:
      'El Tigre es valiente, apasionado y magnético. Te atraen los retos y defiendes a quien no puede defenderse; aprende a detenerte antes de saltar.',
    rabbit:
      'El Conejo es amable, refinado y diplomático. Creas armonía a tu alrededor y lees los estados de ánimo con facilidad; que el deseo de paz no calle lo que necesitas.',
    dragon:
      'El Dragón es seguro, generoso y arrollador. Inspiras a los demás y apuntas alto; tu fuego brilla más cuando sirve a algo más que a tu orgullo.',
    snake:
      'La Serpiente es sabia, discreta e intuitiva. Piensas antes de hablar y ves más allá de las apariencias; la confianza abre puertas que tu cautela mantiene cerradas.',
    horse:
      'El Caballo es libre, enérgico y cálido. Te encantan el movimiento, los viajes y la compañía, y animas cualquier lugar; terminar lo que empiezas es tu lección.',
    goat: 'La Cabra es bondadosa, artística y sensible. Aportas belleza y consuelo a los demás y floreces en un hogar tranquilo; cree en tu propia fuerza.',
    monkey:
      'El Mono es listo, inventivo y juguetón. Resuelves problemas que nadie más resuelve y conviertes el trabajo en juego; la profundidad da valor duradero a tu brillo.',
    rooster:
      'El Gallo es observador, honesto y trabajador. Notas cada detalle y dices lo que piensas; la calidez hace más fácil recibir tu franqueza.',
    dog: 'El Perro es leal, justo y protector. Estás con los tuyos y con tus principios en las buenas y en las malas; suelta las preocupaciones que no te corresponde cargar.',
    pig: 'El Cerdo es generoso, sincero y tranquilo. Disfrutas de los placeres de la vida y los compartes con gusto; tu buena fe es un regalo, así que elige bien en quién confías.',
  },
  elements: {
    wood: 'La Madera añade crecimiento y bondad: planificas, cooperas con facilidad y siempre buscas algo mejor.',
    fire: 'El Fuego añade pasión y audacia: actúas con entusiasmo, lideras con el ejemplo e iluminas a quienes te rodean.',
    earth:
      'La Tierra añade estabilidad y sensatez: eres práctico, paciente y la persona a la que otros acuden para encontrar calma.',
    metal:
      'El Metal añade determinación y claridad: te fijas metas firmes, mantienes un nivel alto y no te rindes con facilidad.',
    water:
      'El Agua añade intuición y flexibilidad: te comunicas bien, te adaptas a cualquier corriente y comprendes a fondo a las personas.',
  },
  yinYang: {
    yang: 'Nacido en un año yang, tiendes a actuar hacia fuera, a tomar la iniciativa y a afrontar la vida de frente.',
    yin: 'Nacido en un año yin, tiendes a trabajar hacia dentro, a reflexionar antes de actuar y a influir en silencio.',
  },
  yearThemes: {
    rat: 'Un año de la Rata favorece los comienzos, los planes astutos y el ahorro para el futuro.',
    ox: 'Un año del Buey premia el esfuerzo, la paciencia y construir sobre terreno firme.',
    tiger: 'Un año del Tigre trae cambios audaces, valentía y giros inesperados.',
    rabbit: 'Un año del Conejo pide diplomacia, descanso y cuidar del hogar y las relaciones.',
    dragon: 'Un año del Dragón trae ambición, grandes ideas y golpes de suerte para los audaces.',
    snake: 'Un año de la Serpiente favorece la reflexión, la estrategia y la transformación silenciosa.',
    horse: 'Un año del Caballo va deprisa: se respiran viajes, libertad y acción.',
    goat: 'Un año de la Cabra favorece la creatividad, la bondad y la sanación.',
    monkey: 'Un año del Mono premia el ingenio, la flexibilidad y las soluciones inventivas.',
    rooster: 'Un año del Gallo pide orden, precisión y cuentas claras.',
    dog: 'Un año del Perro pone primero la lealtad, la justicia y proteger lo que importa.',
    pig: 'Un año del Cerdo trae abundancia, generosidad y la alegría de compartir.',
  },
  relations: {
    'same-sign':
      'Es tu propio año, tu běnmìngnián: la tradición lo considera una prueba, en la que vuelven viejos patrones para ser afrontados. Avanza con cuidado, lleva algo rojo para la suerte y haz de él un año de renovación y no de riesgos.',
    'six-harmony':
      'El animal del año es tu amigo secreto (seis armonías): llega apoyo de lugares inesperados, y las alianzas que formes ahora suelen durar.',
    'three-harmony':
      'El animal del año pertenece a tu triángulo de aliados (tres armonías): tus esfuerzos fluyen con los tiempos y el trabajo en equipo da fruto.',
    clash:
      'El animal del año está frente al tuyo (choque): espera cambios que no elegiste, como mudanzas, cambios de trabajo o sacudidas en casa. Mantente flexible y evita decisiones precipitadas.',
    harm: 'El animal del año daña al tuyo: pequeños malentendidos y rivalidades ocultas pueden crecer si los ignoras. Deja claros los acuerdos y cuida tu salud.',
    neutral:
      'El animal del año ni ayuda ni estorba al tuyo: lo que hagas con él depende de tus decisiones, y eso lo convierte en un buen año para avanzar con constancia.',
  },
  elementRelations: {
    same: 'El año comparte tu elemento y amplifica tanto tus fortalezas naturales como tus hábitos.',
    supports: 'El elemento del año nutre el tuyo: la energía, la ayuda y los recursos llegan con más facilidad.',
    drains: 'Tu elemento alimenta el del año: das mucho, así que dosifica tus fuerzas y descansa a tiempo.',
    controls:
      'El elemento del año frena el tuyo: la presión y las normas te moldean, y la disciplina las convierte en crecimiento.',
    yields:
      'Tu elemento domina el del año: puedes dar forma a los acontecimientos, aunque el éxito exige esfuerzo y constancia.',
  },
  yearTitle: (element, animal) => {
    const a = spanishChinese.animalTitles[animal];
    const feminine = animal === 'rat' || animal === 'snake' || animal === 'goat';
    return `Año ${feminine ? 'de la' : 'del'} ${a} de ${spanishChinese.elementTitles[element]}`;
  },
};
