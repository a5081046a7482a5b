/** Textos de compatibilidad por signo solar, en español. */
import type { SunSignTexts } from './keys.ts';

export const ES_SUN_SIGN_TEXTS: SunSignTexts = {
  elements: {
    'fire-fire': {
      title: 'Dos fuegos',
      body: 'Os animáis mutuamente. Los planes se convierten enseguida en aventuras y a ninguno le asusta un poco de drama. Turnaos al mando o las chispas saltarán hacia donde no conviene.',
    },
    'earth-earth': {
      title: 'Terreno firme',
      body: 'Compartís el gusto por lo que dura: rutinas, promesas cumplidas, un hogar que funciona. El riesgo es que la comodidad se vuelva rutina; preparad de vez en cuando una sorpresa.',
    },
    'air-air': {
      title: 'Conversación sin fin',
      body: 'Las ideas van y vienen entre vosotros desde el primer encuentro. Os dais libertad con facilidad; aseguraos de que tanta charla también se convierta en decisiones que llevéis a cabo.',
    },
    'water-water': {
      title: 'Aguas profundas',
      body: 'Os entendéis sin muchas palabras y captáis al instante el ánimo del otro. Cuidad esa cercanía y no dejéis que las preocupaciones compartidas crezcan sin control.',
    },
    'fire-earth': {
      title: 'Chispa y constancia',
      body: 'Uno quiere empezar ya, el otro prefiere asegurarse antes. Si respetáis esa diferencia, se convierte en un reparto de tareas: ideas con un plan detrás.',
    },
    'fire-air': {
      title: 'Viento para la llama',
      body: 'El aire alimenta el fuego: la curiosidad se une al entusiasmo y la vida en común rara vez aburre. Os animáis en los planes más atrevidos; aun así, alguien tiene que pagar las facturas.',
    },
    'fire-water': {
      title: 'Vapor',
      body: 'La pasión y el sentimiento chocan de frente. La franqueza puede herir a una pareja sensible, y la sensibilidad puede parecer mal humor a alguien de fuego. Con paciencia, el vapor se vuelve calidez.',
    },
    'earth-air': {
      title: 'Hechos y teorías',
      body: 'La tierra quiere pruebas, el aire quiere posibilidades. Podéis construir algo notable si quien es práctico escucha las ideas y quien sueña respeta el presupuesto.',
    },
    'earth-water': {
      title: 'Un jardín',
      body: 'El agua ablanda la tierra y la tierra da forma al agua. Soléis sentiros seguros juntos, leales y atentos; decid lo que necesitáis en voz alta en lugar de darlo por supuesto.',
    },
    'air-water': {
      title: 'Mente y corazón',
      body: 'Uno piensa lo que siente, el otro siente lo que piensa. Puede resultar fascinante o frustrante; funciona cuando la cabeza deja sitio al corazón y el corazón acepta algo de distancia.',
    },
  },
  aspects: {
    conjunction: {
      title: 'Soles unidos',
      body: 'Vuestros soles están uno junto al otro: queréis cosas parecidas de la vida y os reconocéis en el otro. Cuidad que dos voluntades fuertes no compitan por el mismo protagonismo.',
    },
    sextile: {
      title: 'Soles amistosos',
      body: 'Vuestros soles forman un sextil, un vínculo fácil y cooperativo. Disfrutáis de la compañía mutua y sois buenos aliados; la relación crece con proyectos compartidos.',
    },
    square: {
      title: 'Soles en tensión',
      body: 'Vuestros soles forman una cuadratura: metas y ritmos distintos se rozan. Esa fricción también es energía, y las parejas con este aspecto logran mucho cuando dejan de intentar cambiarse.',
    },
    trine: {
      title: 'Soles en armonía',
      body: 'Vuestros soles forman un trígono, el contacto más fluido entre dos identidades. Os apoyáis con naturalidad y perdonáis pronto; que la facilidad no os haga daros por sentados.',
    },
    opposition: {
      title: 'Soles opuestos',
      body: 'Vuestros soles se miran desde lados opuestos del zodiaco: os atrae lo que el otro tiene y a vosotros os falta. El reto es el equilibrio, y el premio, una pareja que os completa a ambos.',
    },
    none: {
      title: 'Soles independientes',
      body: 'Vuestros soles no forman ningún aspecto mayor: vuestros impulsos centrales siguen caminos separados. Eso deja espacio para que cada uno sea quien es; los puntos de encuentro están en el resto de las cartas.',
    },
  },
};
