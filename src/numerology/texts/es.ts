/** Textos de numerología en español: qué dice cada tipo de número, el significado de cada número, deudas kármicas y relaciones. */
import type { NumerologyTexts } from './text-set.ts';

export const spanishNumerology: NumerologyTexts = {
  kinds: {
    lifePath: 'Tu número del camino de vida describe la senda que recorres y las lecciones que te trae una y otra vez.',
    expression: 'Tu número de expresión muestra los talentos que lleva tu nombre completo y cómo los usas.',
    soulUrge: 'Tu número del alma habla de lo que anhelas en privado, debajo de lo que los demás ven.',
    personality: 'Tu número de personalidad es la primera impresión que causas, la puerta a la que llaman los demás.',
    birthday: 'Tu número de cumpleaños es un don con el que naciste, una habilidad que no te cuesta esfuerzo.',
    maturity: 'Tu número de madurez indica lo que se fortalece en la segunda mitad de la vida.',
    personalYear: 'Tu número de año personal marca el tema de este año para ti.',
  },
  numbers: {
    1: 'El uno es el pionero: independiente, decidido y original. Rindes al máximo cuando lideras y empiezas las cosas por tu cuenta; aprende a aceptar ayuda sin sentirte menos.',
    2: 'El dos es el pacificador: amable, perceptivo y cooperativo. Las alianzas sacan lo mejor de ti, siempre que no pierdas tu propia voz en ellas.',
    3: 'El tres es el comunicador: alegre, expresivo y cálido. Las palabras, el arte y la risa te salen solos; la constancia convierte esa chispa en obra duradera.',
    4: 'El cuatro es el constructor: firme, práctico y leal. Creas seguridad con paciencia y método; deja espacio al cambio para que el orden no se vuelva una jaula.',
    5: 'El cinco es el aventurero: curioso, inquieto y rápido. Los viajes, la variedad y la libertad te alimentan; un compromiso elegido libremente da rumbo a esa energía.',
    6: 'El seis es el cuidador: responsable, cariñoso y volcado en el hogar. Los demás se apoyan en tu sentido del deber y de la belleza; no olvides cuidarte también a ti.',
    7: 'El siete es el buscador: analítico, reservado y espiritual. El estudio y la soledad te revelan verdades que otros no ven; la confianza te permite compartirlas.',
    8: 'El ocho es el ejecutivo: ambicioso, capaz y de voluntad firme. El dinero, la autoridad y los resultados son tu terreno; el poder usado con justicia vuelve multiplicado.',
    9: 'El nueve es el humanitario: generoso, sabio e idealista. Has venido a dar y a cerrar ciclos; soltar con elegancia es tu gran arte.',
    11: 'El once, número maestro, es el iluminador: intuitivo, inspirado y muy sensible. Puedes elevar a otros con tu visión si pones los pies en la tierra frente a los nervios y las dudas.',
    22: 'El veintidós, número maestro, es el gran constructor: puedes convertir sueños enormes en estructuras que sirven a muchos. La presión es real; la paciencia lo hace posible.',
    33: 'El treinta y tres, número maestro, es el gran maestro: la compasión hecha acción. Tu cuidado puede sanar y guiar, cuando dejas de cargar solo con el peso de todos.',
    0: 'El nombre no tiene letras de este tipo, así que este número guarda silencio; sus cualidades llegan a través de tus otros números.',
  },
  karmicDebts: {
    13: 'La deuda kármica 13 pide esfuerzo constante: los atajos salen caros, mientras que el trabajo paciente y concentrado tiene premio.',
    14: 'La deuda kármica 14 pide moderación: necesitas libertad, pero los excesos y la energía dispersa te pasan factura; el equilibrio te libera.',
    16: 'La deuda kármica 16 pide humildad: lo que se construye sobre el ego puede caer, y lo que surge después es más auténtico.',
    19: 'La deuda kármica 19 te pide aceptar ayuda: la independencia es tu fuerza, pero nadie triunfa completamente solo.',
  },
  relations: {
    mirror: 'Compartís el mismo número: os entendéis sin palabras, y también compartís los mismos puntos ciegos.',
    natural:
      'Vuestros números pertenecen a la misma familia: vuestros ritmos coinciden y tiráis en la misma dirección.',
    compatible:
      'Vuestros números se complementan: lo que a uno le falta lo aporta el otro, y eso mantiene viva la relación.',
    challenging:
      'Vuestros números tiran en direcciones distintas: la relación puede enseñaros mucho si ambos respetáis la diferencia.',
  },
  labels: {
    lifePath: 'Camino de vida',
    expression: 'Expresión',
    soulUrge: 'Alma',
    personality: 'Personalidad',
    birthday: 'Cumpleaños',
    maturity: 'Madurez',
    personalYear: 'Año personal',
  },
};
