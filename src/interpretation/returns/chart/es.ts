/** Spanish texts of the solar return chart read as a whole. */
import type { ReturnChartWords } from './types.ts';

const ANGLE_NAMES = {
  ascendant: 'Ascendente',
  midheaven: 'Medio Cielo',
  descendant: 'Descendente',
  'imum-coeli': 'Fondo del Cielo',
} as const;

export const ES_RETURN_CHART: ReturnChartWords = {
  ascendantTitle: (sign) => `El Ascendente de la revolución en ${sign}`,
  ascendant: {
    aries: 'Este año afrontas la vida de frente: empiezas rápido, dices lo que quieres y eres quien da el primer paso.',
    taurus: 'Este año pide un ritmo constante: construyes despacio, cuidas tus recursos y los demás te ven fiable.',
    gemini:
      'Este año se abre por la conversación y la curiosidad: mensajes, gestiones y viajes cortos llenan la agenda.',
    cancer:
      'Este año te guía el sentimiento: el hogar, la familia y las personas que proteges marcan cómo te muestras.',
    leo: 'Este año te quiere visible: actúas con calidez y algo de orgullo, y lo que creas se nota.',
    virgo: 'Este año tratas las cosas como un oficio: rutinas, salud y detalles útiles van primero.',
    libra:
      'Este año te abres a los demás: la pareja, la justicia y el buen trato te llevan más lejos que ir por libre.',
    scorpio:
      'Este año importa la profundidad: guardas tus cartas, te comprometes del todo y sueltas lo que ya terminó.',
    sagittarius: 'Este año miras más allá de lo conocido: viajes, estudios y una visión amplia te inquietan.',
    capricorn: 'Este año te tomas en serio: fijas metas, asumes responsabilidades y te juzgan por lo que entregas.',
    aquarius: 'Este año sales de lo habitual: amigos, grupos y un aire independiente cambian tu manera de presentarte.',
    pisces: 'Este año te mueves por intuición: estás más receptivo y a veces no sabes dónde están los límites.',
  },
  midheavenTitle: (sign) => `El Medio Cielo de la revolución en ${sign}`,
  midheaven: {
    aries: 'La meta del año es tomar la iniciativa en el trabajo y empezar algo con tu propio nombre.',
    taurus: 'La meta del año son resultados duraderos: un ingreso más estable y una posición sólida.',
    gemini: 'La meta del año pasa por la comunicación: escribir, enseñar, vender o poner en contacto a la gente.',
    cancer: 'La meta del año está unida al hogar y al cuidado: un asunto privado se vuelve tarea pública.',
    leo: 'La meta del año es el reconocimiento: dirigir, actuar o ser la cara de algo que te enorgullece.',
    virgo: 'La meta del año es la competencia: dominar una habilidad y ser quien hace las cosas bien.',
    libra: 'La meta del año se alcanza con otros: contratos, colaboraciones y tu sentido del equilibrio abren puertas.',
    scorpio: 'La meta del año es hacerte cargo de algo exigente: una crisis, recursos compartidos, influencia real.',
    sagittarius: 'La meta del año es ampliar tu campo: formación, publicaciones, contactos en el extranjero.',
    capricorn: 'La meta del año es claramente la carrera: crece la responsabilidad y con ella la autoridad.',
    aquarius: 'La meta del año está en las redes y las ideas nuevas: un equipo, una comunidad, un papel poco común.',
    pisces: 'La meta del año es difícil de precisar: el servicio, el arte o la ayuda a otros pesan más que el estatus.',
  },
  sunHouse: {
    1: 'Con el Sol de la revolución en la casa primera, el año trata de ti: tu salud, tu imagen y un nuevo comienzo.',
    2: 'Con el Sol de la revolución en la casa segunda, el dinero, los bienes y tus valores ocupan el centro del año.',
    3: 'Con el Sol de la revolución en la casa tercera, el año gira en torno al aprendizaje, los vecinos y los hermanos.',
    4: 'Con el Sol de la revolución en la casa cuarta, la energía del año va al hogar y la familia; es posible una mudanza.',
    5: 'Con el Sol de la revolución en la casa quinta, el año favorece el placer, el amor, los hijos y la creación.',
    6: 'Con el Sol de la revolución en la casa sexta, el trabajo diario, los hábitos y la salud son el proyecto del año.',
    7: 'Con el Sol de la revolución en la casa séptima, una pareja o una persona importante está en el centro del año.',
    8: 'Con el Sol de la revolución en la casa octava, el año trata de dinero compartido, intimidad y un final necesario.',
    9: 'Con el Sol de la revolución en la casa novena, los viajes, los estudios y las preguntas de sentido iluminan el año.',
    10: 'Con el Sol de la revolución en la casa décima, la carrera y la posición pública están en foco.',
    11: 'Con el Sol de la revolución en la casa undécima, los amigos, los grupos y los proyectos de futuro guían el año.',
    12: 'Con el Sol de la revolución en la casa duodécima, el año se vuelve hacia dentro: descanso, reflexión, trabajo discreto.',
  },
  moonHouse: {
    1: 'La Luna de la revolución en la casa primera deja ver tus estados de ánimo; tus necesidades se notan enseguida.',
    2: 'La Luna de la revolución en la casa segunda ata tu seguridad al dinero; el gasto sigue a las emociones.',
    3: 'La Luna de la revolución en la casa tercera mantiene la mente ocupada: necesitas hablar y estar en contacto.',
    4: 'La Luna de la revolución en la casa cuarta hace del hogar el ancla del año; la familia te necesita.',
    5: 'La Luna de la revolución en la casa quinta pide juego, cariño y algo que disfrutar por sí mismo.',
    6: 'La Luna de la revolución en la casa sexta une tu bienestar a la rutina; un día ordenado te calma.',
    7: 'La Luna de la revolución en la casa séptima lleva tus sentimientos hacia los demás; necesitas respuesta.',
    8: 'La Luna de la revolución en la casa octava remueve emociones profundas; la confianza se pone a prueba.',
    9: 'La Luna de la revolución en la casa novena despierta ganas de distancia, de viajar o de ver las cosas de otro modo.',
    10: 'La Luna de la revolución en la casa décima muestra tus emociones en el trabajo; la reputación pesa en tu ánimo.',
    11: 'La Luna de la revolución en la casa undécima encuentra consuelo entre amigos y gente afín.',
    12: 'La Luna de la revolución en la casa duodécima necesita calma y retiro; las emociones trabajan por dentro.',
  },
  onAngleTitle: (planet, angle, orb) => `${planet} en el ${ANGLE_NAMES[angle]} de la revolución (a menos de ${orb}°)`,
  angle: {
    ascendant:
      'Un planeta tan cerca del Ascendente de la revolución tiñe todo el año tu forma de actuar y de mostrarte.',
    midheaven: 'Un planeta tan cerca del Medio Cielo de la revolución marca el trabajo y la vida pública del año.',
    descendant:
      'Un planeta tan cerca del Descendente de la revolución llega a través de otros: parejas, clientes, rivales.',
    'imum-coeli':
      'Un planeta tan cerca del Fondo del Cielo de la revolución actúa en las raíces: hogar, familia y base interior.',
  },
  planet: {
    sun: 'El Sol aporta vitalidad y ganas de ser tú sin pedir perdón.',
    moon: 'La Luna aporta cambios de humor y una gran necesidad de sentirte a salvo.',
    mercury: 'Mercurio aporta planes, papeleo y muchas conversaciones.',
    venus: 'Venus aporta afecto, placer y un trato más fácil con la gente.',
    mars: 'Marte aporta empuje e impaciencia; llévalo al esfuerzo y no a la discusión.',
    jupiter: 'Júpiter aporta crecimiento y oportunidades, y la tentación de abarcar demasiado.',
    saturn: 'Saturno aporta deberes y límites; lo que construyes con él perdura.',
    uranus: 'Urano aporta cambios repentinos y deseo de libertad.',
    neptune: 'Neptuno aporta inspiración y algo de confusión; comprueba los datos antes de comprometerte.',
    pluto: 'Plutón empuja a transformar algo que ya no funciona.',
  },
};
