/** I testi di errore in italiano (registro formale, Lei). */
import type { DateFormName, ErrorTexts, ListItem } from './texts.ts';

const LIST_OR = (values: readonly string[]) => new Intl.ListFormat('it', { type: 'disjunction' }).format(values);
const COUNTS = {
  days: 'giorni',
  seconds: 'secondi',
  milliseconds: 'millisecondi',
  pixels: 'pixel',
  lines: 'righe',
} as const;
const NAMED = {
  name: 'atteso un nome non vuoto',
  title: 'atteso un titolo non vuoto',
  message: 'atteso un messaggio non vuoto',
  urnPrefix: 'atteso un prefisso URN non vuoto',
} as const;
const CODES = {
  permission: 'permesso sconosciuto',
  module: 'modulo sconosciuto',
  provider: 'fornitore sconosciuto',
} as const;
const RANGES = {
  date: 'una data',
  instant: 'un istante',
  year: 'un anno civile',
  wholeNumber: 'un numero intero',
  degrees: 'un numero di gradi',
} as const;
const SHAPES = {
  list: 'un elenco non vuoto',
  pointList: 'un elenco di id di punti',
  aspectList: 'un elenco di id di aspetti',
  orbsObject: 'un oggetto di orbi per id di aspetto',
  birthData: 'dati di nascita',
  natalBody: 'un corpo del tema natale',
  timezoneOrPlace: 'un fuso orario, oppure latitudine e longitudine per ricavarlo',
} as const;

const FORMS: Record<DateFormName, string> = {
  date: 'una data YYYY-MM-DD',
  'date-time': 'una data e ora YYYY-MM-DDTHH:mm[:ss[.fff]], eventualmente seguita da Z o da uno scostamento UTC ±HH:MM',
  'date-or-date-time':
    'una data YYYY-MM-DD o una data e ora YYYY-MM-DDTHH:mm[:ss[.fff]], eventualmente seguita da Z o da uno scostamento UTC ±HH:MM',
  instant:
    'un istante ISO 8601 YYYY-MM-DDTHH:mm[:ss[.fff]] che termina con Z o con uno scostamento UTC ±HH:MM, ad esempio 2026-11-21T12:00Z',
};
const ITEMS: Record<ListItem, string> = {
  point: 'ogni punto',
  aspect: 'ogni aspetto',
  planet: 'ogni pianeta',
  star: 'ogni stella',
  kind: 'ogni tipo',
  event: 'ogni evento',
  section: 'ogni sezione',
  part: 'ogni parte',
  body: 'ogni corpo',
};
const RESOURCES: Record<string, string> = {
  'API key': 'la chiave API',
  'Chat profile': 'il profilo di chat',
  Chatbot: 'il chatbot',
  'Content item': 'il contenuto',
  Conversation: 'la conversazione',
  Member: 'il membro',
  Organization: 'l’organizzazione',
  'PDF report': 'il report PDF',
  'PDF template': 'il modello PDF',
  Webhook: 'il webhook',
  Widget: 'il widget',
};
const ACTIONS: Record<string, string> = { updated: 'modificare', deleted: 'eliminare', restored: 'ripristinare' };
const UNITS = {
  hour: ['ora', 'le ore', 23],
  minute: ['minuto', 'i minuti', 59],
  second: ['secondo', 'i secondi', 59],
} as const;
const monthName = (month: number) =>
  new Intl.DateTimeFormat('it', { month: 'long', timeZone: 'UTC' }).format(Date.UTC(2000, month - 1, 1));
const BEYOND = {
  permissions: 'permessi',
  modules: 'moduli',
  allowedDomains: 'l’uso da domini',
  rateLimit: 'un limite di richieste (più richieste, una finestra più breve o nessun limite)',
  expiresIn: 'una scadenza (più lontana, o nessuna)',
} as const;

export const it: ErrorTexts = {
  language: 'it',
  title: {
    invalidParameter: 'Parametro non valido',
    malformedJson: 'JSON non valido',
    unsupportedMediaType: 'Tipo di contenuto non supportato',
    unsupportedCharset: 'Set di caratteri non supportato',
    bodyDoesNotDecompress: 'Impossibile decomprimere il corpo',
    unsupportedContentEncoding: 'Codifica del contenuto non supportata',
    payloadTooLarge: 'Corpo troppo grande',
    missingApiKey: 'Chiave API mancante',
    invalidApiKey: 'Chiave API non valida',
    apiKeyDisabled: 'Chiave API disattivata',
    apiKeyExpired: 'Chiave API scaduta',
    domainNotAllowed: 'Dominio non consentito',
    missingPermission: 'Permesso mancante',
    moduleNotAvailable: 'Modulo non disponibile',
    organizationMismatch: 'Organizzazione non corrispondente',
    notFound: 'Non trovato',
    methodNotAllowed: 'Metodo non consentito',
    unprocessable: 'Richiesta non elaborabile',
    idempotencyKeyReused: 'Idempotency-Key riutilizzata',
    reportFailed: 'Report non riuscito',
    reportNotReady: 'Report non ancora pronto',
    platformAdminRequired: 'Serve un amministratore della piattaforma',
    conflict: 'Conflitto',
    roleNotAssignable: 'Ruolo non assegnabile',
    ownerProtected: 'Proprietario protetto',
    lastOwner: 'Ultimo proprietario',
    permissionNotGrantable: 'Permesso non concedibile',
    moduleNotGrantable: 'Modulo non concedibile',
    domainsNotGrantable: 'Domini non concedibili',
    rateLimitNotGrantable: 'Limite di richieste non concedibile',
    expiryNotGrantable: 'Scadenza non concedibile',
    keyNotManageable: 'Chiave non gestibile',
    invalidSignature: 'Firma non valida',
    signedUrlExpired: 'URL firmato scaduto',
    signingKeyNotUsable: 'Chiave di firma non utilizzabile',
    globalContentReadOnly: 'I contenuti globali sono di sola lettura',
    chatbotDisabled: 'Chatbot disattivato',
    chatUnavailable: 'Chat non disponibile',
    languageModelTimedOut: 'Il modello linguistico non ha risposto in tempo',
    languageModelError: 'Errore del modello linguistico',
    clientClosedRequest: 'Richiesta chiusa dal client',
    tooManyRequests: 'Troppe richieste',
    monthlyQuotaExceeded: 'Quota mensile superata',
    serviceBusy: 'Servizio occupato',
    serviceUnavailable: 'Servizio non disponibile',
    calculationTimedOut: 'Tempo di calcolo scaduto',
    internalError: 'Errore interno',
  },

  invalidRequest: () => 'Richiesta non valida',
  invalidJson: ({ reason }) => `Il corpo della richiesta non è un JSON valido: ${reason}`,
  unsupportedMediaType: ({ type }) => `Il corpo delle richieste deve essere application/json (ricevuto «${type}»)`,
  unsupportedCharset: ({ charset }) =>
    `Il corpo delle richieste deve essere in UTF-8 (ricevuto il set di caratteri «${charset}»)`,
  invalidContentEncoding: ({ encoding, reason }) =>
    `Il corpo della richiesta non contiene dati ${encoding} validi: ${reason}`,
  unsupportedContentEncoding: ({ encoding }) =>
    `Il corpo delle richieste può essere compresso con gzip, deflate o br (ricevuto Content-Encoding «${encoding}»)`,
  payloadTooLarge: ({ bytes }) =>
    bytes === undefined
      ? 'Il corpo della richiesta supera la dimensione consentita'
      : `Il corpo della richiesta supera i ${bytes} byte`,
  missingApiKey: () => 'Invii la Sua chiave API nell’intestazione X-Api-Key',
  invalidApiKey: () => 'La chiave API è sconosciuta o è stata revocata',
  disabledApiKey: () => 'La chiave API è disattivata',
  expiredApiKey: ({ expiresAt }) => `La chiave API è scaduta il ${expiresAt}`,
  domainNotAllowed: ({ origin, header }) =>
    `Questa chiave API non può essere usata da ${origin} (intestazione ${header})`,
  missingPermission: ({ permission, reason }) =>
    reason === 'role'
      ? `Il Suo ruolo in questa organizzazione non ha il permesso ${permission}`
      : `Questa chiave API non ha il permesso ${permission}`,
  missingModule: ({ module, reason }) =>
    reason === 'organization'
      ? `La Sua organizzazione non ha acquistato il modulo ${module}`
      : `Questa chiave API non può usare il modulo ${module}`,
  organizationMismatch: () => 'Si può agire solo sull’organizzazione della chiave API che fa la richiesta',
  notFound: ({ what }) => `Impossibile trovare ${what}`,
  resource: (what) => RESOURCES[what] ?? what,
  weekNotFound: ({ week, year, weeks }) =>
    `Settimana ${week} del ${year} non trovata (quell’anno ha ${weeks} settimane ISO)`,
  routeNotFound: ({ method, path }) => `Nessuna route ${method} ${path}`,
  methodNotAllowed: ({ method, path, allowed }) => `${method} non è consentito su ${path}; usi ${allowed.join(', ')}`,

  templateNotFound: ({ templateId }) => `Il modello ${templateId} non è disponibile per questa organizzazione`,
  reportTypeMismatch: ({ templateType, requestedType }) =>
    `Il modello è per report di tipo ${templateType}, non ${requestedType}`,
  templateInactive: () => 'Il modello non è attivo; lo attivi o ne scelga un altro',
  idempotencyKeyReused: () => 'Questa Idempotency-Key è già stata usata per un’altra richiesta',
  reportFailed: ({ reason }) => `Il report non è riuscito: ${reason ?? 'motivo sconosciuto'}`,
  reportNotReady: ({ status, progress, advice }) =>
    `Il report è nello stato ${status} (${progress}% completato); riprovi tra poco${
      advice ? `; ma nessun worker dei report è in esecuzione. ${advice}` : ''
    }`,
  scopeImmutable: () => 'isGlobal non può essere modificato: crei invece un nuovo modello',
  platformAdminRequired: () =>
    'Solo gli amministratori della piattaforma possono creare, modificare o eliminare modelli globali',

  alreadyMember: ({ email }) => `${email} è già membro di questa organizzazione`,
  roleNotAssignable: ({ actor, target }) => `Il ruolo ${actor} non può assegnare a nessuno il ruolo ${target}`,
  ownerProtected: () => 'Solo un proprietario può modificare o rimuovere un proprietario',
  lastOwner: () =>
    'L’ultimo proprietario dell’organizzazione non può essere declassato né rimosso; nomini prima un altro proprietario',
  permissionNotGrantable: ({ permission, lackedBy }) =>
    `Non è possibile concedere ${permission} a una chiave: ${lackedBy === 'role' ? 'il ruolo del proprietario non ce l’ha' : 'la chiave che fa questa richiesta non ce l’ha'}`,
  moduleNotGrantable: ({ module, refusedBy }) =>
    `Non è possibile concedere il modulo ${module} a una chiave: ${refusedBy === 'key' ? 'la chiave che fa questa richiesta non può usarlo' : 'l’organizzazione non l’ha acquistato'}`,
  beyondCaller: ({ setting }) =>
    `Non è possibile concedere a una chiave ${BEYOND[setting]} oltre quanto consente la chiave che fa questa richiesta`,
  keyNotManageable: ({ fields }) =>
    `Questa chiave va oltre la chiave che fa la richiesta (${fields.join(', ')}): solo una chiave almeno altrettanto ampia può modificarla o revocarla`,

  signedUrlExpired: ({ expiresAt }) => `Questo URL firmato è scaduto il ${expiresAt}`,
  signingKeyRefused: ({ reason }) =>
    `La chiave che ha firmato questo URL ${
      reason === 'revoked'
        ? 'è stata revocata o non è più valida'
        : reason === 'disabled'
          ? 'è disattivata'
          : 'è scaduta'
    }`,

  globalContentReadOnly: ({ action }) =>
    `Un’organizzazione non può ${ACTIONS[action] ?? action} i contenuti globali; ne faccia una copia personalizzata (POST /api/content/{id}/custom-copy) e modifichi quella`,
  urnTaken: ({ existingId }) =>
    `La Sua organizzazione ha già un contenuto attivo con questo URN e questa lingua${existingId ? ` (${existingId})` : ''}`,
  notDeleted: () => 'Il contenuto non è eliminato',

  chatbotDisabled: () => 'Il chatbot è disattivato; lo attivi con PATCH /api/chatbots/{id}',
  chatbotDomainNotAllowed: ({ host, header }) =>
    `Questo chatbot non può essere usato da ${host} (intestazione ${header})`,
  externalUserTaken: () => 'Il chatbot ha già un profilo per questo externalUserId',
  noSuchConversation: ({ direct }) =>
    `conversationId: questa conversazione non esiste; era atteso l’id di ${
      direct
        ? 'una conversazione diretta di questo chatbot (veda GET /api/chat/{chatbotId}/conversations)'
        : 'una conversazione di questo chatbot (le conversazioni dirette proseguono su /direct)'
    }`,
  noSuchChatProfile: () => 'profileId: questo chatbot non ha un profilo di chat con questo id',
  chatUnavailable: () =>
    'La chat non è configurata su questo servizio: imposti CHAT_API_URL (URL di base di un’API compatibile con OpenAI) e CHAT_MODEL (e CHAT_API_KEY se l’API la richiede)',
  chatUpstreamTimeout: ({ message, timeoutMs }) => `${message} (chatTimeoutMs del chatbot: ${timeoutMs})`,
  clientClosedRequest: () => 'Il chiamante si è disconnesso prima dell’inizio della risposta',

  rateLimited: ({ retryAfterSeconds }) =>
    `Il limite di richieste di questa chiave API è esaurito; riprovi tra ${retryAfterSeconds} s`,
  quotaExceeded: ({ limit, resetsAt }) =>
    `La quota mensile dell’account di ${limit} richieste è esaurita; si azzera il ${resetsAt}`,
  overloaded: ({ retryAfterSeconds }) => `La coda dei calcoli è piena; riprovi tra ${retryAfterSeconds} s`,
  serviceUnavailable: ({ retryAfterSeconds }) =>
    `Un servizio necessario a questa richiesta non è raggiungibile; riprovi tra ${retryAfterSeconds} s`,
  quotaUnknown: ({ retryAfterSeconds }) =>
    `La quota mensile non può essere verificata ora (il database non è raggiungibile); riprovi tra ${retryAfterSeconds} s`,
  calculationTimeout: ({ timeoutMs }) => `Il calcolo non è terminato entro ${timeoutMs} ms`,
  internal: () => 'Si è verificato un errore da parte nostra; se ci contatta, indichi l’id della richiesta',

  required: ({ expected }) => `è obbligatorio (atteso: ${expected})`,
  noBodyTaken: () => 'questa operazione non accetta un corpo della richiesta; non ne invii (o invii {})',
  bodyRequired: () => 'è richiesto un corpo JSON',
  unknownMember: ({ name, closest, known, sayNone }) =>
    `campo sconosciuto ${name}${
      closest
        ? ` (intendeva ${closest}?)`
        : known.length || sayNone
          ? ` (campi noti: ${known.join(', ') || 'nessuno'})`
          : ''
    }`,
  unknownParameterInBody: ({ name, member }) => `campo sconosciuto ${name} (intendeva ${member} nel corpo JSON?)`,
  memberOfAValue: ({ name, value }) => `campo sconosciuto ${name} (${value} è un valore e non ha campi)`,
  nestedTooDeep: ({ levels }) => `è annidato per più di ${levels} livelli`,
  decimalNumber: ({ got }) => `atteso un numero decimale (ricevuto «${got}»)`,

  dateForm: ({ form }) => FORMS[form],
  dateFormat: ({ form, lostPlus }) =>
    `atteso: ${FORMS[form]}${lostPlus ? ' (un + non codificato in un URL viene letto come spazio: lo scriva come %2B)' : ''}`,
  noSuchMonth: ({ text, month, form }) =>
    `${text} non è una data esistente: il mese ${month} non esiste; atteso: ${FORMS[form]}`,
  noSuchDay: ({ text, day, month, year, days, form }) =>
    `${text} non è una data esistente: il giorno ${day} non esiste in ${monthName(month)} ${year}, che ha ${days} giorni; atteso: ${FORMS[form]}`,
  hour24: ({ text, next, form }) =>
    `${text} non è un orario esistente: l’ora 24 non è accettata, usi le 00:00 del giorno dopo (${next}T00:00); atteso: ${FORMS[form]}`,
  noSuchTime: ({ text, unit, value, form }) =>
    `${text} non è un orario esistente: ${UNITS[unit][0]} ${value} (${UNITS[unit][1]} vanno da 00 a ${UNITS[unit][2]}); atteso: ${FORMS[form]}`,
  leapSecond: ({ text, form }) =>
    `${text} non è un orario rappresentabile qui: il secondo 60 (secondo intercalare) non è gestito, scriva :59; atteso: ${FORMS[form]}`,
  dateWithTime: ({ form }) => `atteso: ${FORMS[form]}, senza orario`,
  noTimeOfDay: ({ text, form }) => `atteso: ${FORMS[form]}; ${text} non ha un orario`,
  noOffset: ({ text, form }) =>
    `atteso: ${FORMS[form]}; ${text} non ha né Z né scostamento, quindi non indica un istante univoco`,
  offsetOutOfRange: ({ text, offset, form }) =>
    `${text} ha uno scostamento ${offset} che non è uno scostamento UTC tra -14:00 e +14:00 (minuti e secondi da 00 a 59); atteso: ${FORMS[form]}`,
  yearRange: ({ first, last }) => `atteso un anno dal ${first} al ${last}`,
  wholeYearRange: ({ first, last }) => `atteso un anno intero dal ${first} al ${last}`,

  latitude: ({ min, max }) => `attesi gradi di latitudine nord: un numero da ${min} a ${max}`,
  longitude: ({ min, max }) => `attesi gradi di longitudine est: un numero da ${min} a ${max}`,
  unknownTimezone: ({ value, version, closest }) =>
    `${value} non è un fuso della banca dati dei fusi orari IANA ${version}${closest ? ` (intendeva ${closest}?)` : ''}; atteso un nome di fuso orario IANA come Europe/Paris (l’elenco: GET /api/timezones)`,
  latitudeRequired: () => 'è obbligatorio (attesi gradi nord, da −90 a 90; oppure location.latitude)',
  longitudeRequired: () => 'è obbligatorio (attesi gradi est, da −180 a 180; oppure location.longitude)',

  oneOf: ({ values }) => `atteso uno di questi valori: ${values.join(', ')}`,
  pointIds: ({ ids }) => `attesi id di punti tra ${ids.join(', ')}`,
  atLeastOnePoint: () => 'atteso almeno un id di punto',
  aspectIds: ({ ids }) => `attesi id di aspetti tra ${ids.join(', ')}`,
  atLeastOneAspect: () => 'atteso almeno un id di aspetto',
  eachOnce: ({ item }) => `${ITEMS[item]} deve comparire una sola volta`,
  orb: ({ max }) => `atteso un orbe in gradi, maggiore di 0 e al massimo ${max}`,
  houseSystem: ({ value, names, letters }) =>
    `sistema di case sconosciuto «${value}»; atteso: ${names.join(', ')} oppure uno dei codici a una lettera ${letters.join(' ')}`,
  trueOrFalse: () => 'atteso true o false',

  integerRange: ({ min, max }) => `atteso un numero intero da ${min} a ${max}`,
  atMostCharacters: ({ max }) => `attesi al massimo ${max} caratteri`,
  wholeNumber: ({ min, max, unit }) => `atteso un numero intero ${unit ? `di ${COUNTS[unit]} ` : ''}da ${min} a ${max}`,
  calendarYear: () => 'atteso un anno civile, un numero intero',
  fourDigitYear: () => 'attese esattamente quattro cifre, ad es. 2026',
  twoDigits: ({ min, max }) => `attese due cifre da ${min} a ${max}`,
  monthRange: ({ first, last }) => `atteso un mese YYYY-MM da ${first} a ${last}`,
  instantRange: ({ first, last }) => `atteso un istante reale da ${first} a ${last}`,
  timeOfDay: () => 'attesa un’ora del giorno HH:mm o HH:mm:ss (da 00:00 a 23:59)',
  calendarDateOrNull: () =>
    'attesa una data di calendario reale nel formato YYYY-MM-DD, oppure null per rimuovere il blocco',
  exactly: ({ value }) => `atteso "${value}"`,
  either: ({ values }) => `atteso ${LIST_OR(values)}`,
  houseSystemName: ({ names }) => `atteso uno di questi sistemi di case o la sua lettera: ${names.join(', ')}`,
  nonEmpty: ({ what }) => NAMED[what],
  atMostDomainPatterns: ({ max }) =>
    `${max === 1 ? 'atteso al massimo 1 schema di dominio' : `attesi al massimo ${max} schemi di dominio`}`,
  jsonObjectBytes: ({ max }) => `atteso un oggetto JSON di al massimo ${max} byte`,
  atLeastOneEvent: () => 'atteso almeno un evento',
  atLeastOneOf: ({ values }) => `atteso almeno uno tra ${values.join(', ')}`,
  atLeastOneAttribute: () => 'atteso almeno un attributo da modificare',
  atLeastOneWeight: () => 'atteso almeno un peso maggiore di 0',
  domainPattern: () => 'atteso un dominio (example.com), uno schema jolly di sottodominio (*.example.com) o *',
  urn: () => 'attesa una URN come urn:astro:transit:mars:square:sun',
  languageCode: () =>
    'atteso un codice lingua ISO 639 come en, es o de (facoltativamente con una regione, ad es. pt-BR)',
  languageTag: ({ count }) => `atteso un tag di lingua supportato come en, de, fr, pt-BR (${count} lingue)`,
  email: () => 'atteso un indirizzo email',
  webhookSecret: () => 'atteso whsec_ seguito da 32 a 128 lettere, cifre, _ o -',
  idempotencyKey: () => 'attesi da 1 a 255 caratteri ASCII visibili',
  characters: ({ min, max }) => `attesi da ${min} a ${max} caratteri`,
  fullNameText: () => 'atteso il nome completo alla nascita come testo',
  numerologyName: ({ letter, report }) =>
    `${
      letter === undefined
        ? 'atteso un nome con almeno una lettera'
        : `atteso un nome in lettere latine (gli accenti sono ammessi); "${letter}" non lo è`
    }${report ? ' (un report di numerologia legge il nome completo alla nascita; predefinito: name)' : ''}`,
  templateObject: ({ what, orText }) =>
    `${what === 'editorConfig' ? 'attesa la configurazione dell’editor' : 'attese le impostazioni di pagina'}: un oggetto JSON${
      orText ? ', oppure un testo che ne contenga uno' : ''
    }`,
  notJson: ({ reason }) => `non è JSON valido (${reason})`,
  jsonTooLong: ({ max }) => `supera i ${max} caratteri come JSON`,
  idOf: ({ what }) => `atteso l’id ${what === 'conversation' ? 'della conversazione' : 'del profilo chat'}`,
  userMessage: () => 'è obbligatorio (atteso il messaggio dell’utente come testo)',
  idInPath: () => 'deve essere l’id nel percorso',
  differentSecret: () => 'deve essere diverso dal segreto attuale',
  customCopyKeeps: ({ member }) =>
    `una copia personalizzata mantiene ${member === 'urn' ? 'la URN' : 'la lingua'} del suo elemento globale`,
  onlyGlobalCopied: () => 'indica un elemento della Sua organizzazione; si possono copiare solo gli elementi globali',
  profileOfConversation: () => 'atteso il profilo della conversazione (oppure ometta profileId)',
  unknownCode: ({ kind, value, values }) =>
    `${CODES[kind]} "${value}"; atteso uno di questi valori: ${values.join(', ')}`,
  requiredForKeyList: ({ list }) =>
    list === 'permissions'
      ? 'è obbligatorio quando la chiave che fa la richiesta ha un elenco di permessi (una nuova chiave non può ereditare più della chiave che la crea)'
      : 'è obbligatorio quando la chiave che fa la richiesta ha un elenco di moduli',
  noSuchPlace: () => 'non indica alcun luogo: atteso l’id di un luogo da GET /api/geocoding/search',
  transitOrPartner: () =>
    'indichi transit (una doppia ruota dei transiti) oppure person2 (una doppia ruota di sinastria), non entrambi',
  transitCoordinates: () => 'indichi entrambe le coordinate del transito, oppure nessuna per il luogo di nascita',
  pngSide: ({ max, svgMax }) => `un PNG misura al massimo ${max} px per lato (SVG: fino a ${svgMax})`,
  parameterName: () => 'non è un nome di parametro valido',
  valueOrMembers: ({ name }) =>
    `non può essere inviato insieme a ${name}: ${name} riceve un valore oppure dei nomi sotto di sé, non entrambi`,
  personsShape: ({ sent }) =>
    `invii le persone come dateTime1, location1, dateTime2, location2 oppure come oggetti person1 e person2, non in entrambi i modi (questo corpo contiene ${sent.join(', ')})`,
  personRequired: () => 'è obbligatorio insieme all’altra persona (atteso {dateTime, latitude, longitude, timezone?})',
  flatPersonRequired: ({ dateTime }) =>
    `è obbligatorio (atteso ${dateTime ? 'una data e ora locale YYYY-MM-DDTHH:mm' : '{latitude, longitude, timezone?}'}; oppure invii invece gli oggetti person1 e person2)`,
  timezoneName: ({ closest }) =>
    `atteso il nome di un fuso orario IANA come Europe/Paris${closest ? ` (intendeva ${closest}?)` : ''}`,
  badText: ({ problem, memberName }) =>
    `${memberName ? 'il nome del campo ' : ''}non deve contenere ${
      problem === 'nul' ? 'caratteri NUL (U+0000)' : 'surrogati UTF-16 isolati (Unicode non valido)'
    }`,
  reportLanguage: ({ values, reportType }) => `una lingua tra ${values.join(', ')} per i report ${reportType}`,
  kundliSidereal: () => '"sidereal" o nulla (un kundli è siderale)',
  matchRole: () => '"boy" o "girl": il ruolo della persona nella compatibilità del kundli con il partner',
  matchPartner: () => 'il partner della compatibilità del kundli (con matchRole)',
  partnerRequired: ({ reportType }) =>
    `è obbligatorio per i report ${reportType} (la seconda persona: name e birthData)`,
  targetDateRequired: () => 'è obbligatorio per i report di progressioni (la data a cui si progredisce, YYYY-MM-DD)',

  externalUserIdRequired: () => 'è obbligatorio (l’id dell’utente finale nel Suo sistema)',
  organizationItemsOnly: () =>
    'si possono creare solo elementi dell’organizzazione (gli elementi globali sono del servizio)',

  webhookUrl: (p) => {
    switch (p.kind) {
      case 'notAbsolute':
        return 'attesa una URL assoluta, ad es. https://example.com/webhooks';
      case 'notHttps':
        return p.protocol === 'http:'
          ? 'attesa una URL https:// (WEBHOOK_ALLOW_HTTP consente http://)'
          : `attesa una URL https:// (ricevuto ${p.protocol})`;
      case 'credentials':
        return 'la URL non deve contenere nome utente né password';
      case 'fragment':
        return 'la URL non deve avere un #frammento';
      case 'unresolved':
        return `l’host ${p.host} non si risolve`;
      case 'notPublic':
        return `${p.host} si risolve in ${p.address}, un indirizzo ${p.range}; i webhook vanno solo a indirizzi pubblici (WEBHOOK_ALLOW_PRIVATE ne consente altri)`;
    }
  },

  customCss: (p) => {
    const W = {
      colour: 'un colore (#rgb, #rrggbb, rgb(r, g, b) o un nome di colore di base)',
      fontFamilies: 'un elenco di famiglie di caratteri',
      fontSize: 'una dimensione da 6pt a 48pt (pt o px)',
      fontWeight: 'normal, bold o 100–900',
    } as const;
    if (p.kind === 'tooLong') return `supera i ${p.max} caratteri`;
    const at = `riga ${p.line}: `;
    switch (p.kind) {
      case 'unclosedComment':
        return at + 'commento non chiuso';
      case 'forbidden':
        return at + `"${p.text}" non è consentito (niente regole @, url(), expression() o escape)`;
      case 'noSelector':
        return at + 'una regola richiede un selettore';
      case 'noColon':
        return at + `atteso "proprietà: valore" (ricevuto "${p.got}")`;
      case 'propertyName':
        return at + `"${p.property}" non è un nome di proprietà`;
      case 'noValue':
        return at + `${p.property} non ha un valore`;
      case 'trailing':
        return at + 'atteso "selettore { proprietà: valore; }"';
      case 'invalidValue':
        return at + `${p.property}: "${p.value}" non è ${W[p.expected]}`;
    }
  },

  range: ({ value, min, max, fromBirth }) =>
    `${RANGES[value]} da ${min}${fromBirth ? (value === 'year' ? ' (l’anno di nascita)' : ' (la data di nascita)') : ''} a ${max}`,
  after: ({ value, than, orSame }) =>
    `${RANGES[value]} ${orSame ? 'uguale o successiv' : 'successiv'}${value === 'date' ? 'a' : 'o'} ${than === null ? 'alla nascita' : `a ${than}`}`,
  span: ({ max, unit, from, bound }) => {
    const amount = `${max} ${unit === 'days' ? (max === 1 ? 'giorno' : 'giorni') : max === 1 ? 'anno' : 'anni'}`;
    if (bound === 'bothIncluded') return `una data al massimo ${amount} da ${from} (entrambi inclusi)`;
    return `una data ${bound === 'lessThan' ? 'meno di' : 'al massimo'} ${amount} dopo ${from}`;
  },
  among: ({ values, item, nonEmpty, got }) => {
    if (got !== undefined)
      return `${item === 'point' ? 'punto sconosciuto' : item === 'aspect' ? 'aspetto sconosciuto' : 'valore sconosciuto'} ${got}`;
    const list = values.join(', ');
    if (nonEmpty)
      return `un elenco non vuoto ${item === 'point' ? 'di punti ' : item === 'aspect' ? 'di aspetti ' : ''}tra ${list}`;
    if (item) return `id di ${item === 'point' ? 'punti' : 'aspetti'} tra ${list}`;
    return `uno di questi valori: ${list}`;
  },
  engineHouseSystem: ({ names, letters }) =>
    `uno di questi sistemi di case: ${names.join(', ')}, o la sua lettera: ${letters.join(' ')}`,
  shape: ({ shape }) => (shape === 'instant' ? FORMS.instant : SHAPES[shape]),
  siderealOnly: () => 'un ayanamsa solo con zodiac "sidereal"',
  placeNeeded: ({ coordinate }) =>
    `${coordinate === 'latitude' ? 'gradi nord da -90 a 90' : 'gradi est da -180 a 180'} (il luogo serve per il sorgere e il tramontare)`,
  polar: ({ date, purpose }) =>
    purpose === 'sunriseDay'
      ? `lì il Sole non sorge, tramonta e risorge dal ${date} (giorno o notte polare): nessun giorno contato dall’alba`
      : `lì il Sole non sorge e non tramonta il ${date}: il giorno o la notte polare non ha ore ineguali`,
  localTime: ({ zone, clock }) =>
    clock === 'repeated'
      ? `un’ora locale che ricorra una sola volta in ${zone} (questa è ripetuta da un cambio d’ora; scelga localTimeRule earlier o later)`
      : `un’ora locale che esista in ${zone} (questa è saltata da un cambio d’ora; scelga localTimeRule earlier o later)`,
  tooManyReturns: ({ max, body, count }) =>
    `un periodo con al massimo ${max} ritorni di ${body} (questo ne ha ${count})`,
  afterBirth: ({ birth, max }) =>
    `una data o data e ora YYYY-MM-DD[THH:mm] successiva alla nascita (${birth}) e non oltre ${max}`,
  unknownStar: () => 'id del catalogo delle stelle fisse',
};
