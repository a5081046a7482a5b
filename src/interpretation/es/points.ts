/**
 * Spanish phrases for the points. The reader is addressed with "tú"; phrases about the reader
 * avoid adjectives that would need the reader's gender. Grammatical role is stated per field.
 */
import type { Nature, SynastryPoint, TextPoint, TransitingPoint } from '../catalogue.ts';
import type { EsGender } from './grammar.ts';

/** How a point is named in Spanish. */
export interface EsPointName {
  /** Bare name: "Sol", "Nodo Norte". */
  name: string;
  /** Name with the article Spanish uses for it as a subject: "el Sol", "la Luna", "Marte". */
  el: string;
  g: EsGender;
}

/** Spanish names of the text points, with article and gender. */
export const ES_POINT_NAMES: Record<TextPoint, EsPointName> = {
  sun: { name: 'Sol', el: 'el Sol', g: 'm' },
  moon: { name: 'Luna', el: 'la Luna', g: 'f' },
  mercury: { name: 'Mercurio', el: 'Mercurio', g: 'm' },
  venus: { name: 'Venus', el: 'Venus', g: 'f' },
  mars: { name: 'Marte', el: 'Marte', g: 'm' },
  jupiter: { name: 'Júpiter', el: 'Júpiter', g: 'm' },
  saturn: { name: 'Saturno', el: 'Saturno', g: 'm' },
  uranus: { name: 'Urano', el: 'Urano', g: 'm' },
  neptune: { name: 'Neptuno', el: 'Neptuno', g: 'm' },
  pluto: { name: 'Plutón', el: 'Plutón', g: 'm' },
  chiron: { name: 'Quirón', el: 'Quirón', g: 'm' },
  'north-node': { name: 'Nodo Norte', el: 'el Nodo Norte', g: 'm' },
  'south-node': { name: 'Nodo Sur', el: 'el Nodo Sur', g: 'm' },
  'mean-lilith': { name: 'Lilith', el: 'Lilith', g: 'f' },
  ascendant: { name: 'Ascendente', el: 'el Ascendente', g: 'm' },
  midheaven: { name: 'Medio Cielo', el: 'el Medio Cielo', g: 'm' },
};

/** What a transiting point brings, in Spanish. */
export interface EsTransiting {
  /** Appositive: "Marte, planeta de la acción y el deseo, ...". */
  epithet: string[];
  /** Object noun phrase (two or more things): what the transit brings, by nature. */
  brings: Record<Nature, string>;
  /** Imperative clause (tú), lower-case, no final stop. */
  advice: Record<Nature, string[]>;
}

/** Spanish phrases of every transiting point. */
export const ES_TRANSITING: Record<TransitingPoint, EsTransiting> = {
  sun: {
    epithet: ['fuente de luz y vitalidad', 'luz de la voluntad y el propósito'],
    brings: {
      fusion: 'protagonismo, vitalidad renovada y ganas de mostrarte',
      hard: 'choques de voluntades y un bajón de energía',
      soft: 'confianza, visibilidad y buena disposición de los demás',
    },
    advice: {
      fusion: ['da un paso al frente y déjate ver', 'fija una intención para el año o el mes que empieza'],
      hard: ['elige bien tus batallas y descansa cuando lo necesites', 'cede en las cosas pequeñas'],
      soft: ['muestra tu trabajo y pide lo que quieres', 'preséntate con confianza, porque los demás están receptivos'],
    },
  },
  moon: {
    epithet: ['regente de las emociones y los ritmos diarios', 'guardiana de los estados de ánimo'],
    brings: {
      fusion: 'una ola de sentimientos y necesidad de refugio',
      hard: 'cambios de humor y reacciones susceptibles',
      soft: 'serenidad emocional y buen instinto',
    },
    advice: {
      fusion: ['escucha lo que sientes antes de actuar', 'regálate una hora tranquila en casa'],
      hard: [
        'no tomes grandes decisiones por un estado de ánimo pasajero',
        'come, duerme y baja el ritmo antes de reaccionar',
      ],
      soft: ['pasa tiempo con quienes te hacen bien', 'confía en tu instinto en las decisiones cotidianas'],
    },
  },
  mercury: {
    epithet: ['el mensajero', 'planeta del pensamiento y la palabra'],
    brings: {
      fusion: 'conversaciones, noticias y una mente muy activa',
      hard: 'malentendidos, nerviosismo y dudas de última hora',
      soft: 'claridad mental e intercambios útiles',
    },
    advice: {
      fusion: ['anota las ideas y habla las cosas', 'haz esa llamada o envía el mensaje que llevas tiempo preparando'],
      hard: [
        'revisa los mensajes y escucha antes de responder',
        'consulta con la almohada cualquier firma o respuesta tajante',
      ],
      soft: ['negocia, estudia o presenta tu idea', 'aprovecha la claridad para trámites y planes'],
    },
  },
  venus: {
    epithet: ['planeta del amor y los valores', 'la pequeña fortuna de la tradición'],
    brings: {
      fusion: 'afecto, placer y gusto por la belleza',
      hard: 'excesos, celos y el deseo de agradar a toda costa',
      soft: 'encanto, armonía y placeres sencillos',
    },
    advice: {
      fusion: [
        'disfruta de la belleza y la compañía, pero gasta con cabeza',
        'reserva tiempo para el amor y para lo que te parece bello',
      ],
      hard: [
        'no intentes comprar afecto ni aprobación',
        'di lo que de verdad valoras en lugar de callar para no molestar',
      ],
      soft: ['sal a conocer gente, haz las paces y date un capricho', 'repara una relación o renueva tu entorno'],
    },
  },
  mars: {
    epithet: ['planeta de la acción y el deseo', 'el guerrero'],
    brings: {
      fusion: 'un impulso de energía y ganas de empezar algo',
      hard: 'fricciones, prisas y poca paciencia',
      soft: 'valor y energía para sacar las cosas adelante',
    },
    advice: {
      fusion: ['empieza el proyecto que llevas tiempo aplazando', 'pon la energía extra en tu cuerpo y en tus metas'],
      hard: [
        'canaliza el calor en deporte o trabajo duro, no en peleas',
        've más despacio al volante, en la cocina y en las discusiones',
      ],
      soft: [
        'toma la iniciativa y atrévete con lo que requiere valor',
        've a por lo que quieres ahora que el viento sopla a favor',
      ],
    },
  },
  jupiter: {
    epithet: ['el gran benéfico', 'planeta del crecimiento y la fe'],
    brings: {
      fusion: 'crecimiento, optimismo y horizontes más amplios',
      hard: 'exceso de confianza y la tentación de exagerar',
      soft: 'suerte, generosidad y puertas abiertas',
    },
    advice: {
      fusion: [
        'di sí al crecimiento, pero con los pies en la tierra',
        'apunta más alto de lo habitual y aprende algo nuevo',
      ],
      hard: ['lee la letra pequeña antes de comprometerte', 'promete menos y cumple más'],
      soft: [
        'presenta esa solicitud, viaja, enseña o aprende, porque las puertas están abiertas',
        'pide apoyo, porque la gente está dispuesta a ayudar',
      ],
    },
  },
  saturn: {
    epithet: ['el maestro exigente', 'planeta del tiempo y la estructura'],
    brings: {
      fusion: 'peso, responsabilidad y un balance serio',
      hard: 'obstáculos, retrasos y la sensación de estar a prueba',
      soft: 'estabilidad, disciplina y resultados duraderos',
    },
    advice: {
      fusion: ['comprométete con lo importante y suelta lo demás', 'haz un balance honesto y pon cimientos nuevos'],
      hard: [
        'ten paciencia, haz el trabajo y acepta límites realistas',
        'simplifica, y no tomes los contratiempos como veredictos definitivos',
      ],
      soft: ['construye algo que perdure', 'traza el plan a largo plazo y da el primer paso concreto'],
    },
  },
  uranus: {
    epithet: ['el despertador', 'planeta del cambio repentino'],
    brings: {
      fusion: 'cambios repentinos y un despertar inesperado',
      hard: 'sobresaltos, inquietud y sorpresas',
      soft: 'ideas frescas y una libertad bienvenida',
    },
    advice: {
      fusion: ['haz sitio a lo nuevo sin quemar las naves', 'suelta una regla que ya no encaja contigo'],
      hard: ['mantente flexible y evita rupturas precipitadas', 'espera lo inesperado y ten un plan B'],
      soft: ['experimenta y prueba un enfoque poco habitual', 'renueva tus herramientas, tus hábitos o tu imagen'],
    },
  },
  neptune: {
    epithet: ['planeta de los sueños y la disolución', 'el místico'],
    brings: {
      fusion: 'anhelos, inspiración y límites difusos',
      hard: 'confusión, dudas y la atracción de la ilusión',
      soft: 'intuición, compasión e inspiración',
    },
    advice: {
      fusion: [
        'confía en tu intuición, pero comprueba los hechos',
        'da forma a tu imaginación con música, arte u oración',
      ],
      hard: [
        'lee la letra pequeña y evita las huidas de la realidad',
        'descansa más y no firmes nada que no entiendas',
      ],
      soft: ['crea, medita o ayuda a alguien', 'sigue la inspiración tranquila que vuelve una y otra vez'],
    },
  },
  pluto: {
    epithet: ['señor de la transformación', 'planeta de la profundidad y el poder'],
    brings: {
      fusion: 'intensidad, poder y una transformación profunda',
      hard: 'luchas de poder, presión y asuntos que salen a la luz a la fuerza',
      soft: 'profundidad, concentración y una fuerza regeneradora',
    },
    advice: {
      fusion: [
        'suelta lo que ya ha cumplido su ciclo',
        'afronta lo que has estado evitando, porque pierde fuerza cuando lo miras',
      ],
      hard: [
        'no fuerces los resultados y mira qué te mueve en el fondo',
        'no entres en juegos de control, tampoco en los tuyos',
      ],
      soft: [
        'profundiza, porque la investigación, la terapia y el esfuerzo concentrado dan fruto',
        'usa tu influencia para renovar algo importante',
      ],
    },
  },
  chiron: {
    epithet: ['el sanador herido', 'el puente entre el dolor y la sabiduría'],
    brings: {
      fusion: 'viejas heridas que salen a la superficie y la oportunidad de sanarlas',
      hard: 'puntos sensibles y el recuerdo de antiguos dolores',
      soft: 'comprensión sanadora y una compasión sabia',
    },
    advice: {
      fusion: ['sé amable contigo y deja que te ayuden', 'busca a alguien que sepa acompañar y escuchar'],
      hard: ['nombra la herida en lugar de esconderla', 'no dejes que un dolor antiguo tome las decisiones de hoy'],
      soft: [
        'comparte lo que has aprendido de las dificultades',
        'acompaña a alguien en algo que conoces demasiado bien',
      ],
    },
  },
  'north-node': {
    epithet: ['el punto del crecimiento futuro', 'la brújula del alma'],
    brings: {
      fusion: 'encuentros que parecen cosa del destino y una cita con tu rumbo futuro',
      hard: 'tensión entre la comodidad y el crecimiento',
      soft: 'contactos útiles y la sensación de ir por buen camino',
    },
    advice: {
      fusion: [
        'sigue las oportunidades que te hacen crecer',
        'fíjate en quién y qué aparece ahora, porque señala hacia delante',
      ],
      hard: [
        'no te refugies en lo conocido solo porque es fácil',
        'elige el crecimiento antes que la costumbre siempre que puedas',
      ],
      soft: [
        'di sí a las personas y oportunidades que miran hacia delante',
        'da el siguiente paso, aunque sea pequeño',
      ],
    },
  },
};

/** What a natal point stands for, in Spanish. */
export interface EsNatal {
  /** Object noun phrases (usually starting with tu/tus): what the point stands for. */
  domain: [string, string];
  /** Independent clause, lower-case, no final stop, by nature; no adjective agreeing with "tú". */
  feels: Record<Nature, string>;
  /** Bare noun phrase for "En cuestiones de ...": "amor y placer". */
  area: string;
}

/** Spanish phrases of every natal point. */
export const ES_NATAL: Record<TextPoint, EsNatal> = {
  sun: {
    domain: ['tu identidad y tu vitalidad', 'tu sentido del yo y tu voluntad creativa'],
    feels: {
      fusion: 'quién eres y qué quieres pasa a primer plano',
      hard: 'puedes sentir que tu voluntad choca con resistencias o que te falta energía',
      soft: 'te sientes más tú y se nota',
    },
    area: 'identidad',
  },
  moon: {
    domain: ['tus emociones y tu necesidad de seguridad', 'tus estados de ánimo, tu hogar y tu mundo interior'],
    feels: {
      fusion: 'tus sentimientos están a flor de piel',
      hard: 'puede que te cueste encontrar la calma y que necesites más consuelo',
      soft: 'encuentras calma y sientes que te cuidan',
    },
    area: 'emociones',
  },
  mercury: {
    domain: ['tu forma de pensar y de comunicarte', 'tu manera de aprender, hablar y decidir'],
    feels: {
      fusion: 'tu mente no para y tus palabras tienen peso',
      hard: 'los pensamientos se aceleran y las palabras pueden salir mal',
      soft: 'las ideas encajan con facilidad y encuentras las palabras justas',
    },
    area: 'pensamiento y comunicación',
  },
  venus: {
    domain: ['tus relaciones, tus gustos y tus valores', 'tu vida amorosa, tus placeres y tus finanzas'],
    feels: {
      fusion: 'el amor, el dinero y el placer ocupan tus pensamientos',
      hard: 'puedes dudar de lo que valoras o de a quién quieres',
      soft: 'el afecto y el reconocimiento fluyen con más facilidad',
    },
    area: 'amor y placer',
  },
  mars: {
    domain: ['tu empuje y tu forma de afirmarte', 'tu ambición, tu deseo y tu valentía'],
    feels: {
      fusion: 'tu impulso se enciende',
      hard: 'el enfado aparece más rápido de lo habitual',
      soft: 'actúas con seguridad y buen sentido de la oportunidad',
    },
    area: 'acción',
  },
  jupiter: {
    domain: ['tus creencias, tus esperanzas y tu sentido de la vida', 'tu crecimiento y tu generosidad'],
    feels: {
      fusion: 'crece tu confianza en el futuro',
      hard: 'puedes prometer más de lo que puedes cumplir',
      soft: 'ves el panorama completo y te nace la generosidad',
    },
    area: 'crecimiento y creencias',
  },
  saturn: {
    domain: ['tus estructuras, tus deberes y tus ambiciones', 'tu sentido de la responsabilidad y tus límites'],
    feels: {
      fusion: 'tus compromisos pasan revisión',
      hard: 'los deberes pueden pesar más de lo habitual',
      soft: 'trabajas con constancia y te ganas el respeto de los demás',
    },
    area: 'deber y ambición',
  },
  uranus: {
    domain: ['tu necesidad de libertad y originalidad', 'tu independencia y tu apetito de cambio'],
    feels: {
      fusion: 'despierta tu necesidad de libertad',
      hard: 'puedes sentir inquietud y ganas de romper las reglas',
      soft: 'te atreves a hacer las cosas de otra manera',
    },
    area: 'libertad',
  },
  neptune: {
    domain: ['tus sueños, tus ideales y tu sensibilidad', 'tu imaginación y tu anhelo espiritual'],
    feels: {
      fusion: 'tu imaginación y tu sensibilidad se agudizan',
      hard: 'puede costarte distinguir el sueño de la realidad',
      soft: 'tu intuición y tu compasión están muy despiertas',
    },
    area: 'sueños e ideales',
  },
  pluto: {
    domain: [
      'tus impulsos más profundos y tu poder de transformación',
      'tu relación con el control, la pérdida y la renovación',
    ],
    feels: {
      fusion: 'sientes la atracción de deseos profundos y motivos ocultos',
      hard: 'el control y el poder se vuelven temas delicados',
      soft: 'encuentras la fuerza para soltar y renovarte',
    },
    area: 'poder y transformación',
  },
  chiron: {
    domain: ['tus viejas heridas y tu don para sanar', 'tus puntos más vulnerables'],
    feels: {
      fusion: 'una vieja herida pide atención',
      hard: 'alguien puede tocar un punto sensible',
      soft: 'puedes convertir el dolor pasado en sabiduría para otros',
    },
    area: 'sanación',
  },
  'north-node': {
    domain: ['tu camino de crecimiento', 'el rumbo que quiere tomar tu vida'],
    feels: {
      fusion: 'tu sentido del propósito se afina',
      hard: 'los viejos hábitos y las nuevas metas tiran en direcciones distintas',
      soft: 'el siguiente paso en tu camino surge con naturalidad',
    },
    area: 'crecimiento personal',
  },
  'south-node': {
    domain: ['tus hábitos y tus talentos heredados', 'la zona de confort con la que naciste'],
    feels: {
      fusion: 'resurgen patrones conocidos y talentos del pasado',
      hard: 'puedes recaer en viejas costumbres',
      soft: 'las habilidades que ya tienes te resultan útiles',
    },
    area: 'viejos hábitos',
  },
  'mean-lilith': {
    domain: ['tus instintos indómitos y tus deseos no dichos', 'las partes de ti que aprendiste a esconder'],
    feels: {
      fusion: 'lo que sueles reprimir quiere expresarse',
      hard: 'pueden estallar la rabia o el deseo reprimidos',
      soft: 'puedes asumir tus instintos sin pedir perdón',
    },
    area: 'deseos ocultos',
  },
  ascendant: {
    domain: [
      'tu apariencia y tu manera de presentarte al mundo',
      'tu cuerpo, tu estilo y la primera impresión que causas',
    ],
    feels: {
      fusion: 'cambia tu manera de mostrarte y presentarte',
      hard: 'puedes transmitir algo distinto de lo que pretendes',
      soft: 'causas buena impresión sin esforzarte',
    },
    area: 'primeras impresiones',
  },
  midheaven: {
    domain: ['tu carrera, tu reputación y tu rumbo vital', 'tu papel público y tus ambiciones'],
    feels: {
      fusion: 'la carrera y la reputación pasan a primer plano',
      hard: 'tu papel público o tu rumbo pueden verse cuestionados',
      soft: 'tu trabajo se nota y tus metas parecen alcanzables',
    },
    area: 'carrera y reputación',
  },
};

/** How a point acts between two people, in Spanish. */
export interface EsRelating {
  /** Relational role, without possessive; `plural` picks tu/tus, su/sus. */
  role: { noun: string; plural: boolean };
  /** Clause with subject "tú"; the other person as "le" / "esa persona", by nature. */
  gives: Record<Nature, string>;
  /** Clause whose implied subject is the other person (3rd person singular), no adjectives, by nature. */
  receives: Record<Nature, string>;
}

/** Spanish synastry phrases of every synastry point. */
export const ES_RELATING: Record<SynastryPoint, EsRelating> = {
  sun: {
    role: { noun: 'sentido del propósito', plural: false },
    gives: {
      fusion: 'le contagias tu luz y le implicas en tus planes',
      hard: 'tu voluntad puede resultarle avasalladora',
      soft: 'le das ánimo y reconocimiento',
    },
    receives: {
      fusion: 'encuentra en ti reconocimiento tal como es',
      hard: 'puede sentir que su identidad se pone en duda',
      soft: 'se permite ser quien es a tu lado',
    },
  },
  moon: {
    role: { noun: 'necesidades emocionales', plural: true },
    gives: {
      fusion: 'respondes a sus necesidades de forma instintiva',
      hard: 'tus cambios de humor pueden desestabilizarle',
      soft: 'intuyes lo que necesita antes de que lo diga',
    },
    receives: {
      fusion: 'se siente en casa contigo desde el primer momento',
      hard: 'sufre con facilidad por tus reacciones',
      soft: 'encuentra a tu lado seguridad emocional',
    },
  },
  mercury: {
    role: { noun: 'forma de pensar', plural: false },
    gives: {
      fusion: 'piensas en la misma línea',
      hard: 'tus palabras pueden caerle mal',
      soft: 'le explicas las cosas de un modo que entiende',
    },
    receives: {
      fusion: 'siente que le entiendes casi sin palabras',
      hard: 'puede sentir que no le escuchas o no le entiendes',
      soft: 'disfruta hablando y haciendo planes contigo',
    },
  },
  venus: {
    role: { noun: 'afecto', plural: false },
    gives: {
      fusion: 'le muestras calidez y aprecio',
      hard: 'tu forma de querer puede no coincidir con lo que espera',
      soft: 'le aportas dulzura y encanto',
    },
    receives: {
      fusion: 'siente atracción y aprecio',
      hard: 'puede sentir que no valoras lo que da',
      soft: 'recibe tu cariño con facilidad',
    },
  },
  mars: {
    role: { noun: 'deseo', plural: false },
    gives: {
      fusion: 'le das energía y también le provocas',
      hard: 'puedes presionarle más de lo que le gusta',
      soft: 'le impulsas y apoyas sus planes',
    },
    receives: {
      fusion: 'siente una fuerte chispa física',
      hard: 'puede sentir presión, irritación o desafío',
      soft: 'siente motivación y deseo',
    },
  },
  jupiter: {
    role: { noun: 'optimismo', plural: false },
    gives: {
      fusion: 'crees en su potencial y amplías su mundo',
      hard: 'tu entusiasmo puede prometerle más de lo que cumple',
      soft: 'le traes suerte y ánimo',
    },
    receives: {
      fusion: 'gana confianza a tu lado',
      hard: 'puede sentir que exageras o que sermoneas',
      soft: 'siente apoyo y esperanza',
    },
  },
  saturn: {
    role: { noun: 'sentido del deber', plural: false },
    gives: {
      fusion: 'le ofreces estructura y seriedad',
      hard: 'puedes transmitirle crítica o frialdad',
      soft: 'le das estabilidad y lealtad',
    },
    receives: {
      fusion: 'siente que el vínculo está hecho para durar',
      hard: 'puede sentir que le juzgas o le frenas',
      soft: 'sabe que puede contar contigo',
    },
  },
  uranus: {
    role: { noun: 'necesidad de libertad', plural: false },
    gives: {
      fusion: 'le sorprendes y sacudes su rutina',
      hard: 'tu comportamiento puede resultarle imprevisible',
      soft: 'le abres la mente a nuevas posibilidades',
    },
    receives: {
      fusion: 'siente electricidad y algo de inquietud',
      hard: 'puede sentir que nunca sabe a qué atenerse',
      soft: 'siente libertad y estímulo contigo',
    },
  },
  neptune: {
    role: { noun: 'idealismo', plural: false },
    gives: {
      fusion: 'miras a esa persona a través de una lente romántica e idealizada',
      hard: 'puedes ver en esa persona lo que desearías que fuera',
      soft: 'le aportas compasión e inspiración',
    },
    receives: {
      fusion: 'siente encanto y a veces confusión',
      hard: 'puede sentir que no le ves como realmente es',
      soft: 'siente que le comprendes en lo más profundo',
    },
  },
  pluto: {
    role: { noun: 'intensidad', plural: false },
    gives: {
      fusion: 'ejerces sobre esa persona un efecto poderoso y transformador',
      hard: 'puedes intentar controlarle o cambiarle',
      soft: 'le ayudas a crecer con profundidad y honestidad',
    },
    receives: {
      fusion: 'siente una atracción profunda, casi irresistible',
      hard: 'puede sentir presión o posesividad',
      soft: 'siente que el vínculo le renueva',
    },
  },
  ascendant: {
    role: { noun: 'manera de estar', plural: false },
    gives: {
      fusion: 'toda tu manera de ser resuena con esa persona',
      hard: 'tu estilo puede chocarle',
      soft: 'tu presencia le tranquiliza',
    },
    receives: {
      fusion: 'siente que reflejas su forma de encontrarse con el mundo',
      hard: 'puede tener dificultades para interpretar tu actitud',
      soft: 'disfruta de cómo te desenvuelves',
    },
  },
};
