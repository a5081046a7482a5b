/** Los textos de error en español (tratamiento de usted). */
import type { DateFormName, ErrorTexts, ListItem } from './texts.ts';

const LIST_OR = (values: readonly string[]) => new Intl.ListFormat('es', { type: 'disjunction' }).format(values);
const COUNTS = {
  days: 'días',
  seconds: 'segundos',
  milliseconds: 'milisegundos',
  pixels: 'píxeles',
  lines: 'líneas',
} as const;
const NAMED = {
  name: 'un nombre no vacío',
  title: 'un título no vacío',
  message: 'un mensaje no vacío',
  urnPrefix: 'un prefijo de URN no vacío',
} as const;
const CODES = {
  permission: 'permiso desconocido',
  module: 'módulo desconocido',
  provider: 'proveedor desconocido',
} as const;
const RANGES = {
  date: 'una fecha',
  instant: 'un instante',
  year: 'un año natural',
  wholeNumber: 'un número entero',
  degrees: 'un número de grados',
} as const;
const SHAPES = {
  list: 'una lista no vacía',
  pointList: 'una lista de ids de puntos',
  aspectList: 'una lista de ids de aspectos',
  orbsObject: 'un objeto de orbes por id de aspecto',
  birthData: 'datos de nacimiento',
  natalBody: 'un cuerpo de la carta natal',
  timezoneOrPlace: 'una zona horaria, o latitud y longitud para determinarla',
} as const;

const FORMS: Record<DateFormName, string> = {
  date: 'una fecha YYYY-MM-DD',
  'date-time': 'una fecha y hora YYYY-MM-DDTHH:mm[:ss[.fff]], opcionalmente terminada en Z o en un desfase UTC ±HH:MM',
  'date-or-date-time':
    'una fecha YYYY-MM-DD o una fecha y hora YYYY-MM-DDTHH:mm[:ss[.fff]], opcionalmente terminada en Z o en un desfase UTC ±HH:MM',
  instant:
    'un instante ISO 8601 YYYY-MM-DDTHH:mm[:ss[.fff]] terminado en Z o en un desfase UTC ±HH:MM, por ejemplo 2026-11-21T12:00Z',
};
const ITEMS: Record<ListItem, string> = {
  point: 'cada punto',
  aspect: 'cada aspecto',
  planet: 'cada planeta',
  star: 'cada estrella',
  kind: 'cada tipo',
  event: 'cada evento',
  section: 'cada sección',
  part: 'cada parte',
  body: 'cada cuerpo',
};
const RESOURCES: Record<string, string> = {
  'API key': 'la clave de API',
  'Chat profile': 'el perfil de chat',
  Chatbot: 'el chatbot',
  'Content item': 'el contenido',
  Conversation: 'la conversación',
  Member: 'el miembro',
  Organization: 'la organización',
  'PDF report': 'el informe PDF',
  'PDF template': 'la plantilla PDF',
  Webhook: 'el webhook',
  Widget: 'el widget',
};
const ACTIONS: Record<string, string> = { updated: 'modificar', deleted: 'eliminar', restored: 'restaurar' };
const UNITS = {
  hour: ['hora', 'las horas', 23],
  minute: ['minuto', 'los minutos', 59],
  second: ['segundo', 'los segundos', 59],
} as const;
const monthName = (month: number) =>
  new Intl.DateTimeFormat('es', { month: 'long', timeZone: 'UTC' }).format(Date.UTC(2000, month - 1, 1));
const BEYOND = {
  permissions: 'permisos',
  modules: 'módulos',
  allowedDomains: 'el uso desde dominios',
  rateLimit: 'un límite de solicitudes (más solicitudes, una ventana más corta o ninguno)',
  expiresIn: 'una caducidad (más tardía o ninguna)',
} as const;

export const es: ErrorTexts = {
  language: 'es',
  title: {
    invalidParameter: 'Parámetro no válido',
    malformedJson: 'JSON mal formado',
    unsupportedMediaType: 'Tipo de medio no admitido',
    unsupportedCharset: 'Juego de caracteres no admitido',
    bodyDoesNotDecompress: 'El cuerpo no se puede descomprimir',
    unsupportedContentEncoding: 'Codificación de contenido no admitida',
    payloadTooLarge: 'Cuerpo demasiado grande',
    missingApiKey: 'Falta la clave de API',
    invalidApiKey: 'Clave de API no válida',
    apiKeyDisabled: 'Clave de API desactivada',
    apiKeyExpired: 'Clave de API caducada',
    domainNotAllowed: 'Dominio no permitido',
    missingPermission: 'Falta un permiso',
    moduleNotAvailable: 'Módulo no disponible',
    organizationMismatch: 'Organización incorrecta',
    notFound: 'No encontrado',
    methodNotAllowed: 'Método no permitido',
    unprocessable: 'Solicitud no procesable',
    idempotencyKeyReused: 'Idempotency-Key reutilizada',
    reportFailed: 'El informe ha fallado',
    reportNotReady: 'El informe no está listo',
    platformAdminRequired: 'Se requiere un administrador de la plataforma',
    conflict: 'Conflicto',
    roleNotAssignable: 'Rol no asignable',
    ownerProtected: 'Propietario protegido',
    lastOwner: 'Último propietario',
    permissionNotGrantable: 'Permiso no concedible',
    moduleNotGrantable: 'Módulo no concedible',
    domainsNotGrantable: 'Dominios no concedibles',
    rateLimitNotGrantable: 'Límite de solicitudes no concedible',
    expiryNotGrantable: 'Caducidad no concedible',
    keyNotManageable: 'Clave no gestionable',
    invalidSignature: 'Firma no válida',
    signedUrlExpired: 'URL firmada caducada',
    signingKeyNotUsable: 'Clave de firma no utilizable',
    globalContentReadOnly: 'El contenido global es de solo lectura',
    chatbotDisabled: 'Chatbot desactivado',
    chatUnavailable: 'Chat no disponible',
    languageModelTimedOut: 'El modelo de lenguaje no respondió a tiempo',
    languageModelError: 'Error del modelo de lenguaje',
    clientClosedRequest: 'El cliente cerró la solicitud',
    tooManyRequests: 'Demasiadas solicitudes',
    monthlyQuotaExceeded: 'Cuota mensual superada',
    serviceBusy: 'Servicio ocupado',
    serviceUnavailable: 'Servicio no disponible',
    calculationTimedOut: 'El cálculo superó el tiempo límite',
    internalError: 'Error interno',
  },

  invalidRequest: () => 'Solicitud no válida',
  invalidJson: ({ reason }) => `El cuerpo de la solicitud no es JSON válido: ${reason}`,
  unsupportedMediaType: ({ type }) => `El cuerpo de la solicitud debe ser application/json (se recibió «${type}»)`,
  unsupportedCharset: ({ charset }) =>
    `El cuerpo de la solicitud debe estar en UTF-8 (se recibió el juego de caracteres «${charset}»)`,
  invalidContentEncoding: ({ encoding, reason }) =>
    `El cuerpo de la solicitud no contiene datos ${encoding} válidos: ${reason}`,
  unsupportedContentEncoding: ({ encoding }) =>
    `El cuerpo de la solicitud puede comprimirse con gzip, deflate o br (se recibió Content-Encoding «${encoding}»)`,
  payloadTooLarge: ({ bytes }) =>
    bytes === undefined
      ? 'El cuerpo de la solicitud supera el tamaño permitido'
      : `El cuerpo de la solicitud supera los ${bytes} bytes`,
  missingApiKey: () => 'Envíe su clave de API en la cabecera X-Api-Key',
  invalidApiKey: () => 'La clave de API es desconocida o ha sido revocada',
  disabledApiKey: () => 'La clave de API está desactivada',
  expiredApiKey: ({ expiresAt }) => `La clave de API caducó el ${expiresAt}`,
  domainNotAllowed: ({ origin, header }) => `Esta clave de API no se puede usar desde ${origin} (cabecera ${header})`,
  missingPermission: ({ permission, reason }) =>
    reason === 'role'
      ? `Su rol en esta organización no tiene el permiso ${permission}`
      : `Esta clave de API no tiene el permiso ${permission}`,
  missingModule: ({ module, reason }) =>
    reason === 'organization'
      ? `Su organización no ha contratado el módulo ${module}`
      : `Esta clave de API no puede usar el módulo ${module}`,
  organizationMismatch: () => 'Solo se puede actuar sobre la organización de la clave de API que hace la solicitud',
  notFound: ({ what }) => `No se ha encontrado ${what}`,
  resource: (what) => RESOURCES[what] ?? what,
  weekNotFound: ({ week, year, weeks }) =>
    `No se ha encontrado la semana ${week} de ${year} (ese año tiene ${weeks} semanas ISO)`,
  routeNotFound: ({ method, path }) => `No existe la ruta ${method} ${path}`,
  methodNotAllowed: ({ method, path, allowed }) => `${method} no está permitido en ${path}; use ${allowed.join(', ')}`,

  templateNotFound: ({ templateId }) => `La plantilla ${templateId} no está disponible para esta organización`,
  reportTypeMismatch: ({ templateType, requestedType }) =>
    `La plantilla es para informes de tipo ${templateType}, no ${requestedType}`,
  templateInactive: () => 'La plantilla está inactiva; actívela o elija otra',
  idempotencyKeyReused: () => 'Esta Idempotency-Key ya se usó para otra solicitud',
  reportFailed: ({ reason }) => `El informe ha fallado: ${reason ?? 'motivo desconocido'}`,
  reportNotReady: ({ status, progress, advice }) =>
    `El informe está en estado ${status} (${progress} % completado); vuelva a intentarlo en breve${
      advice ? `; pero no hay ningún worker de informes en ejecución. ${advice}` : ''
    }`,
  scopeImmutable: () => 'isGlobal no se puede cambiar: cree una plantilla nueva en su lugar',
  platformAdminRequired: () =>
    'Solo los administradores de la plataforma pueden crear, modificar o eliminar plantillas globales',

  alreadyMember: ({ email }) => `${email} ya es miembro de esta organización`,
  roleNotAssignable: ({ actor, target }) => `Un usuario con rol ${actor} no puede asignar el rol ${target} a nadie`,
  ownerProtected: () => 'Solo un propietario puede modificar o eliminar a otro propietario',
  lastOwner: () =>
    'No se puede degradar ni eliminar al último propietario de la organización; nombre antes a otra persona propietaria',
  permissionNotGrantable: ({ permission, lackedBy }) =>
    `No se puede conceder ${permission} a una clave: ${lackedBy === 'role' ? 'el rol del propietario no lo tiene' : 'la clave que hace esta solicitud no lo tiene'}`,
  moduleNotGrantable: ({ module, refusedBy }) =>
    `No se puede conceder el módulo ${module} a una clave: ${refusedBy === 'key' ? 'la clave que hace esta solicitud no puede usarlo' : 'la organización no lo ha contratado'}`,
  beyondCaller: ({ setting }) =>
    `No se pueden conceder a una clave ${BEYOND[setting]} más allá de los de la clave que hace esta solicitud`,
  keyNotManageable: ({ fields }) =>
    `Esta clave va más allá de la clave que hace la solicitud (${fields.join(', ')}): solo una clave al menos igual de amplia puede modificarla o revocarla`,

  signedUrlExpired: ({ expiresAt }) => `Esta URL firmada caducó el ${expiresAt}`,
  signingKeyRefused: ({ reason }) =>
    `La clave que firmó esta URL ${
      reason === 'revoked'
        ? 'ha sido revocada o ya no es válida'
        : reason === 'disabled'
          ? 'está desactivada'
          : 'ha caducado'
    }`,

  globalContentReadOnly: ({ action }) =>
    `Una organización no puede ${ACTIONS[action] ?? action} contenidos globales; haga una copia propia (POST /api/content/{id}/custom-copy) y edite esa`,
  urnTaken: ({ existingId }) =>
    `Su organización ya tiene un contenido activo con esta URN e idioma${existingId ? ` (${existingId})` : ''}`,
  notDeleted: () => 'El contenido no está eliminado',

  chatbotDisabled: () => 'El chatbot está desactivado; actívelo con PATCH /api/chatbots/{id}',
  chatbotDomainNotAllowed: ({ host, header }) => `Este chatbot no se puede usar desde ${host} (cabecera ${header})`,
  externalUserTaken: () => 'El chatbot ya tiene un perfil para este externalUserId',
  noSuchConversation: ({ direct }) =>
    `conversationId: no existe esa conversación; se esperaba el id de ${
      direct
        ? 'una conversación directa de este chatbot (véase GET /api/chat/{chatbotId}/conversations)'
        : 'una conversación de este chatbot (las conversaciones directas continúan en /direct)'
    }`,
  noSuchChatProfile: () => 'profileId: este chatbot no tiene ese perfil de chat',
  chatUnavailable: () =>
    'El chat no está configurado en este servicio: defina CHAT_API_URL (URL base de una API compatible con OpenAI) y CHAT_MODEL (y CHAT_API_KEY si la API la requiere)',
  chatUpstreamTimeout: ({ message, timeoutMs }) => `${message} (chatTimeoutMs del chatbot: ${timeoutMs})`,
  clientClosedRequest: () => 'El cliente se desconectó antes de que empezara la respuesta',

  rateLimited: ({ retryAfterSeconds }) =>
    `Se ha agotado el límite de solicitudes de esta clave de API; vuelva a intentarlo dentro de ${retryAfterSeconds} s`,
  quotaExceeded: ({ limit, resetsAt }) =>
    `Se ha agotado la cuota mensual de la cuenta de ${limit} solicitudes; se renueva el ${resetsAt}`,
  overloaded: ({ retryAfterSeconds }) =>
    `La cola de cálculo está llena; vuelva a intentarlo dentro de ${retryAfterSeconds} s`,
  serviceUnavailable: ({ retryAfterSeconds }) =>
    `Un servicio que necesita esta solicitud no está accesible; vuelva a intentarlo dentro de ${retryAfterSeconds} s`,
  quotaUnknown: ({ retryAfterSeconds }) =>
    `La cuota mensual no se puede comprobar ahora (la base de datos no está accesible); vuelva a intentarlo en ${retryAfterSeconds} s`,
  calculationTimeout: ({ timeoutMs }) => `El cálculo no terminó en ${timeoutMs} ms`,
  internal: () =>
    'Algo ha fallado por nuestra parte; indique el id de la solicitud si se pone en contacto con nosotros',

  required: ({ expected }) => `es obligatorio (se esperaba ${expected})`,
  noBodyTaken: () => 'esta operación no admite cuerpo de solicitud; no envíe ninguno (o envíe {})',
  bodyRequired: () => 'se requiere un cuerpo JSON',
  unknownMember: ({ name, closest, known, sayNone }) =>
    `campo desconocido ${name}${
      closest
        ? ` (¿quiso decir ${closest}?)`
        : known.length || sayNone
          ? ` (conocidos: ${known.join(', ') || 'ninguno'})`
          : ''
    }`,
  unknownParameterInBody: ({ name, member }) => `campo desconocido ${name} (¿quiso decir ${member} en el cuerpo JSON?)`,
  memberOfAValue: ({ name, value }) => `campo desconocido ${name} (${value} es un valor y no tiene campos)`,
  nestedTooDeep: ({ levels }) => `está anidado a más de ${levels} niveles de profundidad`,
  decimalNumber: ({ got }) => `se esperaba un número decimal (se recibió «${got}»)`,

  dateForm: ({ form }) => FORMS[form],
  dateFormat: ({ form, lostPlus }) =>
    `se esperaba ${FORMS[form]}${lostPlus ? ' (un + sin codificar en una URL se lee como un espacio: escríbalo como %2B)' : ''}`,
  noSuchMonth: ({ text, month, form }) =>
    `${text} no es una fecha que exista: el mes ${month} no existe; se esperaba ${FORMS[form]}`,
  noSuchDay: ({ text, day, month, year, days, form }) =>
    `${text} no es una fecha que exista: el día ${day} no existe en ${monthName(month)} de ${year}, que tiene ${days} días; se esperaba ${FORMS[form]}`,
  hour24: ({ text, next, form }) =>
    `${text} no es una hora que exista: no se acepta la hora 24, use las 00:00 del día siguiente (${next}T00:00); se esperaba ${FORMS[form]}`,
  noSuchTime: ({ text, unit, value, form }) =>
    `${text} no es una hora que exista: ${UNITS[unit][0]} ${value} (${UNITS[unit][1]} van de 00 a ${UNITS[unit][2]}); se esperaba ${FORMS[form]}`,
  leapSecond: ({ text, form }) =>
    `${text} no es una hora representable aquí: el segundo 60 (un segundo intercalar) no se admite, escriba :59; se esperaba ${FORMS[form]}`,
  dateWithTime: ({ form }) => `se esperaba ${FORMS[form]}, sin hora del día`,
  noTimeOfDay: ({ text, form }) => `se esperaba ${FORMS[form]}; ${text} no tiene hora del día`,
  noOffset: ({ text, form }) =>
    `se esperaba ${FORMS[form]}; ${text} no tiene Z ni desfase, así que no designa un instante único`,
  offsetOutOfRange: ({ text, offset, form }) =>
    `${text} tiene un desfase ${offset} que no es un desfase UTC entre -14:00 y +14:00 (minutos y segundos de 00 a 59); se esperaba ${FORMS[form]}`,
  yearRange: ({ first, last }) => `se esperaba un año entre ${first} y ${last}`,
  wholeYearRange: ({ first, last }) => `se esperaba un año entero entre ${first} y ${last}`,

  latitude: ({ min, max }) => `se esperaban grados de latitud norte: un número entre ${min} y ${max}`,
  longitude: ({ min, max }) => `se esperaban grados de longitud este: un número entre ${min} y ${max}`,
  unknownTimezone: ({ value, version, closest }) =>
    `${value} no es una zona de la base de datos de zonas horarias IANA ${version}${closest ? ` (¿quiso decir ${closest}?)` : ''}; se esperaba un nombre de zona horaria IANA como Europe/Paris (la lista: GET /api/timezones)`,
  latitudeRequired: () => 'es obligatorio (se esperaban grados norte, de −90 a 90; o location.latitude)',
  longitudeRequired: () => 'es obligatorio (se esperaban grados este, de −180 a 180; o location.longitude)',

  oneOf: ({ values }) => `se esperaba uno de estos valores: ${values.join(', ')}`,
  pointIds: ({ ids }) => `se esperaban ids de puntos entre ${ids.join(', ')}`,
  atLeastOnePoint: () => 'se esperaba al menos un id de punto',
  aspectIds: ({ ids }) => `se esperaban ids de aspectos entre ${ids.join(', ')}`,
  atLeastOneAspect: () => 'se esperaba al menos un id de aspecto',
  eachOnce: ({ item }) => `se esperaba ${ITEMS[item]} una sola vez`,
  orb: ({ max }) => `se esperaba un orbe en grados, mayor que 0 y de como máximo ${max}`,
  houseSystem: ({ value, names, letters }) =>
    `sistema de casas desconocido «${value}»; se esperaba ${names.join(', ')} o uno de los códigos de letra ${letters.join(' ')}`,
  trueOrFalse: () => 'se esperaba true o false',

  integerRange: ({ min, max }) => `se esperaba un número entero entre ${min} y ${max}`,
  atMostCharacters: ({ max }) => `se esperaban como máximo ${max} caracteres`,
  wholeNumber: ({ min, max, unit }) =>
    `se esperaba un número entero ${unit ? `de ${COUNTS[unit]} ` : ''}entre ${min} y ${max}`,
  calendarYear: () => 'se esperaba un año natural, un número entero',
  fourDigitYear: () => 'se esperaban exactamente cuatro dígitos, p. ej. 2026',
  twoDigits: ({ min, max }) => `se esperaban dos dígitos entre ${min} y ${max}`,
  monthRange: ({ first, last }) => `se esperaba un mes YYYY-MM entre ${first} y ${last}`,
  instantRange: ({ first, last }) => `se esperaba un instante real entre ${first} y ${last}`,
  timeOfDay: () => 'se esperaba una hora del día HH:mm o HH:mm:ss (de 00:00 a 23:59)',
  calendarDateOrNull: () =>
    'se esperaba una fecha real del calendario con el formato YYYY-MM-DD, o null para quitar la fijación',
  exactly: ({ value }) => `se esperaba "${value}"`,
  either: ({ values }) => `se esperaba ${LIST_OR(values)}`,
  houseSystemName: ({ names }) => `se esperaba uno de estos sistemas de casas o su letra: ${names.join(', ')}`,
  nonEmpty: ({ what }) => `se esperaba ${NAMED[what]}`,
  atMostDomainPatterns: ({ max }) =>
    `se esperaban como máximo ${max} ${max === 1 ? 'patrón de dominio' : 'patrones de dominio'}`,
  jsonObjectBytes: ({ max }) => `se esperaba un objeto JSON de como máximo ${max} bytes`,
  atLeastOneEvent: () => 'se esperaba al menos un evento',
  atLeastOneOf: ({ values }) => `se esperaba al menos uno de estos: ${values.join(', ')}`,
  atLeastOneAttribute: () => 'se esperaba al menos un atributo que cambiar',
  atLeastOneWeight: () => 'se esperaba al menos un peso mayor que 0',
  domainPattern: () => 'se esperaba un dominio (example.com), un patrón comodín de subdominio (*.example.com) o *',
  urn: () => 'se esperaba una URN como urn:astro:transit:mars:square:sun',
  languageCode: () =>
    'se esperaba un código de idioma ISO 639 como en, es o de (opcionalmente con una región, p. ej. pt-BR)',
  languageTag: ({ count }) => `se esperaba una etiqueta de idioma admitida como en, de, fr, pt-BR (${count} idiomas)`,
  email: () => 'se esperaba una dirección de correo electrónico',
  webhookSecret: () => 'se esperaba whsec_ seguido de 32 a 128 letras, dígitos, _ o -',
  idempotencyKey: () => 'se esperaban de 1 a 255 caracteres ASCII visibles',
  characters: ({ min, max }) => `se esperaban de ${min} a ${max} caracteres`,
  fullNameText: () => 'se esperaba el nombre completo de nacimiento como texto',
  numerologyName: ({ letter, report }) =>
    `${
      letter === undefined
        ? 'se esperaba un nombre con al menos una letra'
        : `se esperaba un nombre en letras latinas (los acentos están permitidos); "${letter}" no lo es`
    }${report ? ' (un informe de numerología lee el nombre completo de nacimiento; por defecto: name)' : ''}`,
  templateObject: ({ what, orText }) =>
    `se esperaba ${what === 'editorConfig' ? 'la configuración del editor' : 'la configuración de página'}: un objeto JSON${
      orText ? ', o un texto que contenga uno' : ''
    }`,
  notJson: ({ reason }) => `no es JSON válido (${reason})`,
  jsonTooLong: ({ max }) => `supera los ${max} caracteres como JSON`,
  idOf: ({ what }) => `se esperaba el id ${what === 'conversation' ? 'de la conversación' : 'del perfil de chat'}`,
  userMessage: () => 'es obligatorio (se esperaba el mensaje del usuario como texto)',
  idInPath: () => 'debe ser el id de la ruta',
  differentSecret: () => 'debe ser distinto del secreto actual',
  customCopyKeeps: ({ member }) =>
    `una copia personalizada conserva ${member === 'urn' ? 'la URN' : 'el idioma'} de su elemento global`,
  onlyGlobalCopied: () => 'designa un elemento de su organización; solo se pueden copiar elementos globales',
  profileOfConversation: () => 'se esperaba el perfil de la conversación (u omita profileId)',
  unknownCode: ({ kind, value, values }) =>
    `${CODES[kind]} "${value}"; se esperaba uno de estos valores: ${values.join(', ')}`,
  requiredForKeyList: ({ list }) =>
    list === 'permissions'
      ? 'es obligatorio cuando la clave que hace la solicitud tiene una lista de permisos (una clave nueva no puede heredar más que la clave que la crea)'
      : 'es obligatorio cuando la clave que hace la solicitud tiene una lista de módulos',
  noSuchPlace: () => 'no designa ningún lugar: se esperaba el id de un lugar de GET /api/geocoding/search',
  transitOrPartner: () =>
    'indique transit (una doble rueda de tránsitos) o person2 (una doble rueda de sinastría), no ambos',
  transitCoordinates: () => 'indique ambas coordenadas del tránsito, o ninguna para el lugar de nacimiento',
  pngSide: ({ max, svgMax }) => `un PNG mide como máximo ${max} px por lado (SVG: hasta ${svgMax})`,
  parameterName: () => 'no es un nombre de parámetro válido',
  valueOrMembers: ({ name }) =>
    `no puede enviarse junto a ${name}: ${name} recibe o bien un valor o bien nombres debajo de él, no ambos`,
  personsShape: ({ sent }) =>
    `envíe las personas como dateTime1, location1, dateTime2, location2 o como objetos person1 y person2, no de ambas formas (este cuerpo tiene ${sent.join(', ')})`,
  personRequired: () =>
    'es obligatorio junto con la otra persona (se esperaba {dateTime, latitude, longitude, timezone?})',
  flatPersonRequired: ({ dateTime }) =>
    `es obligatorio (se esperaba ${dateTime ? 'una fecha y hora local YYYY-MM-DDTHH:mm' : '{latitude, longitude, timezone?}'}; o envíe en su lugar los objetos person1 y person2)`,
  timezoneName: ({ closest }) =>
    `se esperaba el nombre de una zona horaria IANA como Europe/Paris${closest ? ` (¿quiso decir ${closest}?)` : ''}`,
  badText: ({ problem, memberName }) =>
    `${memberName ? 'el nombre del campo ' : ''}no debe contener ${
      problem === 'nul' ? 'caracteres NUL (U+0000)' : 'sustitutos UTF-16 sueltos (Unicode no válido)'
    }`,
  reportLanguage: ({ values, reportType }) => `uno de ${values.join(', ')} para informes ${reportType}`,
  kundliSidereal: () => '"sidereal" o nada (un kundli es sideral)',
  matchRole: () => '"boy" o "girl": el papel de la persona en la compatibilidad del kundli con la pareja',
  matchPartner: () => 'la pareja de la compatibilidad del kundli (con matchRole)',
  partnerRequired: ({ reportType }) =>
    `es obligatorio para informes ${reportType} (la segunda persona: name y birthData)`,
  targetDateRequired: () => 'es obligatorio para informes de progresiones (la fecha a la que se progresa, YYYY-MM-DD)',

  externalUserIdRequired: () => 'es obligatorio (el id del usuario final en su sistema)',
  organizationItemsOnly: () =>
    'solo se pueden crear elementos de la organización (los elementos globales son del propio servicio)',

  webhookUrl: (p) => {
    switch (p.kind) {
      case 'notAbsolute':
        return 'se esperaba una URL absoluta, p. ej. https://example.com/webhooks';
      case 'notHttps':
        return p.protocol === 'http:'
          ? 'se esperaba una URL https:// (WEBHOOK_ALLOW_HTTP permite http://)'
          : `se esperaba una URL https:// (se recibió ${p.protocol})`;
      case 'credentials':
        return 'la URL no debe llevar nombre de usuario ni contraseña';
      case 'fragment':
        return 'la URL no debe tener un #fragmento';
      case 'unresolved':
        return `el host ${p.host} no se resuelve`;
      case 'notPublic':
        return `${p.host} se resuelve en ${p.address}, una dirección ${p.range}; los webhooks solo van a direcciones públicas (WEBHOOK_ALLOW_PRIVATE permite otras)`;
    }
  },

  customCss: (p) => {
    const W = {
      colour: 'un color (#rgb, #rrggbb, rgb(r, g, b) o un nombre de color básico)',
      fontFamilies: 'una lista de familias tipográficas',
      fontSize: 'un tamaño de 6pt a 48pt (pt o px)',
      fontWeight: 'normal, bold o 100–900',
    } as const;
    if (p.kind === 'tooLong') return `supera los ${p.max} caracteres`;
    const at = `línea ${p.line}: `;
    switch (p.kind) {
      case 'unclosedComment':
        return at + 'comentario sin cerrar';
      case 'forbidden':
        return at + `"${p.text}" no está permitido (ni reglas @, ni url(), ni expression(), ni escapes)`;
      case 'noSelector':
        return at + 'una regla necesita un selector';
      case 'noColon':
        return at + `se esperaba "propiedad: valor" (se recibió "${p.got}")`;
      case 'propertyName':
        return at + `"${p.property}" no es un nombre de propiedad`;
      case 'noValue':
        return at + `${p.property} no tiene valor`;
      case 'trailing':
        return at + 'se esperaba "selector { propiedad: valor; }"';
      case 'invalidValue':
        return at + `${p.property}: "${p.value}" no es ${W[p.expected]}`;
    }
  },

  range: ({ value, min, max, fromBirth }) =>
    `${RANGES[value]} entre ${min}${fromBirth ? (value === 'year' ? ' (el año de nacimiento)' : ' (la fecha de nacimiento)') : ''} y ${max}`,
  after: ({ value, than, orSame }) =>
    `${RANGES[value]} ${orSame ? 'igual o posterior a' : 'posterior a'} ${than ?? 'el nacimiento'}`,
  span: ({ max, unit, from, bound }) => {
    const amount = `${max} ${unit === 'days' ? (max === 1 ? 'día' : 'días') : max === 1 ? 'año' : 'años'}`;
    if (bound === 'bothIncluded') return `una fecha como máximo ${amount} desde ${from} (ambos incluidos)`;
    return `una fecha ${bound === 'lessThan' ? 'menos de' : 'como máximo'} ${amount} después de ${from}`;
  },
  among: ({ values, item, nonEmpty, got }) => {
    if (got !== undefined)
      return `${item === 'point' ? 'punto desconocido' : item === 'aspect' ? 'aspecto desconocido' : 'valor desconocido'} ${got}`;
    const list = values.join(', ');
    if (nonEmpty)
      return `una lista no vacía ${item === 'point' ? 'de puntos ' : item === 'aspect' ? 'de aspectos ' : ''}entre ${list}`;
    if (item) return `ids de ${item === 'point' ? 'puntos' : 'aspectos'} entre ${list}`;
    return `uno de estos valores: ${list}`;
  },
  engineHouseSystem: ({ names, letters }) =>
    `uno de estos sistemas de casas: ${names.join(', ')}, o su letra: ${letters.join(' ')}`,
  shape: ({ shape }) => (shape === 'instant' ? FORMS.instant : SHAPES[shape]),
  siderealOnly: () => 'un ayanamsa solo con zodiac "sidereal"',
  placeNeeded: ({ coordinate }) =>
    `${coordinate === 'latitude' ? 'grados norte de -90 a 90' : 'grados este de -180 a 180'} (el lugar es necesario para la salida y la puesta)`,
  polar: ({ date, purpose }) =>
    purpose === 'sunriseDay'
      ? `allí el Sol no sale, se pone y vuelve a salir a partir del ${date} (día o noche polar): no hay día contado desde la salida del Sol`
      : `allí el Sol no sale ni se pone el ${date}: el día o la noche polar no tiene horas desiguales`,
  localTime: ({ zone, clock }) =>
    clock === 'repeated'
      ? `una hora local que ocurra una sola vez en ${zone} (esta se repite por un cambio de hora; elija localTimeRule earlier o later)`
      : `una hora local que exista en ${zone} (esta se salta por un cambio de hora; elija localTimeRule earlier o later)`,
  tooManyReturns: ({ max, body, count }) =>
    `un periodo con como máximo ${max} retornos de ${body} (este tiene ${count})`,
  afterBirth: ({ birth, max }) =>
    `una fecha o fecha y hora YYYY-MM-DD[THH:mm] posterior al nacimiento (${birth}) y no posterior a ${max}`,
  unknownStar: () => 'ids del catálogo de estrellas fijas',
};
