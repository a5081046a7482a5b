/** Die Fehlertexte auf Deutsch (Anrede mit „Sie“). */
import type { DateFormName, ErrorTexts, ListItem } from './texts.ts';

const LIST_OR = (values: readonly string[]) => new Intl.ListFormat('de', { type: 'disjunction' }).format(values);
const COUNTS = {
  days: 'Tage',
  seconds: 'Sekunden',
  milliseconds: 'Millisekunden',
  pixels: 'Pixel',
  lines: 'Zeilen',
} as const;
const NAMED = {
  name: 'ein nicht leerer Name',
  title: 'ein nicht leerer Titel',
  message: 'eine nicht leere Nachricht',
  urnPrefix: 'ein nicht leeres URN-Präfix',
} as const;
const CODES = {
  permission: 'Unbekannte Berechtigung',
  module: 'Unbekanntes Modul',
  provider: 'Unbekannter Anbieter',
} as const;
const RANGES = {
  date: 'ein Datum',
  instant: 'ein Zeitpunkt',
  year: 'ein Kalenderjahr',
  wholeNumber: 'eine ganze Zahl',
  degrees: 'eine Gradzahl',
} as const;
const SHAPES = {
  list: 'eine nicht leere Liste',
  pointList: 'eine Liste von Punkt-IDs',
  aspectList: 'eine Liste von Aspekt-IDs',
  orbsObject: 'ein Objekt mit Orben je Aspekt-ID',
  birthData: 'Geburtsdaten',
  natalBody: 'ein Körper des Geburtshoroskops',
  timezoneOrPlace: 'eine Zeitzone oder Breite und Länge, um sie zu ermitteln',
} as const;

const FORMS: Record<DateFormName, string> = {
  date: 'ein Datum YYYY-MM-DD',
  'date-time':
    'eine Datums- und Uhrzeitangabe YYYY-MM-DDTHH:mm[:ss[.fff]], optional mit Z oder einem UTC-Offset ±HH:MM am Ende',
  'date-or-date-time':
    'ein Datum YYYY-MM-DD oder eine Datums- und Uhrzeitangabe YYYY-MM-DDTHH:mm[:ss[.fff]], optional mit Z oder einem UTC-Offset ±HH:MM am Ende',
  instant:
    'ein ISO-8601-Zeitpunkt YYYY-MM-DDTHH:mm[:ss[.fff]] mit Z oder einem UTC-Offset ±HH:MM am Ende, etwa 2026-11-21T12:00Z',
};
const ITEMS: Record<ListItem, string> = {
  point: 'jeden Punkt',
  aspect: 'jeden Aspekt',
  planet: 'jeden Planeten',
  star: 'jeden Stern',
  kind: 'jede Art',
  event: 'jedes Ereignis',
  section: 'jeden Abschnitt',
  part: 'jeden Teil',
  body: 'jeden Körper',
};
const RESOURCES: Record<string, string> = {
  'API key': 'Der API-Schlüssel',
  'Chat profile': 'Das Chat-Profil',
  Chatbot: 'Der Chatbot',
  'Content item': 'Der Inhalt',
  Conversation: 'Die Unterhaltung',
  Member: 'Das Mitglied',
  Organization: 'Die Organisation',
  'PDF report': 'Der PDF-Bericht',
  'PDF template': 'Die PDF-Vorlage',
  Webhook: 'Der Webhook',
  Widget: 'Das Widget',
};
const ACTIONS: Record<string, string> = { updated: 'geändert', deleted: 'gelöscht', restored: 'wiederhergestellt' };
const UNITS = {
  hour: ['Stunde', 'Stunden', 23],
  minute: ['Minute', 'Minuten', 59],
  second: ['Sekunde', 'Sekunden', 59],
} as const;
const monthName = (month: number) =>
  new Intl.DateTimeFormat('de', { month: 'long', timeZone: 'UTC' }).format(Date.UTC(2000, month - 1, 1));
const BEYOND = {
  permissions: 'keine Berechtigung',
  modules: 'kein Modul',
  allowedDomains: 'keine Nutzung von einer Domain',
  rateLimit: 'kein Ratenlimit (mehr Anfragen, ein kürzeres Zeitfenster oder gar keines)',
  expiresIn: 'kein Ablaufdatum (später oder gar keines)',
} as const;

export const de: ErrorTexts = {
  language: 'de',
  title: {
    invalidParameter: 'Ungültiger Parameter',
    malformedJson: 'Fehlerhaftes JSON',
    unsupportedMediaType: 'Nicht unterstützter Medientyp',
    unsupportedCharset: 'Nicht unterstützter Zeichensatz',
    bodyDoesNotDecompress: 'Anfrageinhalt lässt sich nicht entpacken',
    unsupportedContentEncoding: 'Nicht unterstützte Inhaltskodierung',
    payloadTooLarge: 'Anfrageinhalt zu groß',
    missingApiKey: 'API-Schlüssel fehlt',
    invalidApiKey: 'Ungültiger API-Schlüssel',
    apiKeyDisabled: 'API-Schlüssel deaktiviert',
    apiKeyExpired: 'API-Schlüssel abgelaufen',
    domainNotAllowed: 'Domain nicht zugelassen',
    missingPermission: 'Berechtigung fehlt',
    moduleNotAvailable: 'Modul nicht verfügbar',
    organizationMismatch: 'Falsche Organisation',
    notFound: 'Nicht gefunden',
    methodNotAllowed: 'Methode nicht erlaubt',
    unprocessable: 'Anfrage nicht verarbeitbar',
    idempotencyKeyReused: 'Idempotency-Key wiederverwendet',
    reportFailed: 'Bericht fehlgeschlagen',
    reportNotReady: 'Bericht noch nicht fertig',
    platformAdminRequired: 'Plattform-Administrator erforderlich',
    conflict: 'Konflikt',
    roleNotAssignable: 'Rolle nicht zuweisbar',
    ownerProtected: 'Inhaber geschützt',
    lastOwner: 'Letzter Inhaber',
    permissionNotGrantable: 'Berechtigung nicht vergebbar',
    moduleNotGrantable: 'Modul nicht vergebbar',
    domainsNotGrantable: 'Domains nicht vergebbar',
    rateLimitNotGrantable: 'Ratenlimit nicht vergebbar',
    expiryNotGrantable: 'Ablaufdatum nicht vergebbar',
    keyNotManageable: 'Schlüssel nicht verwaltbar',
    invalidSignature: 'Ungültige Signatur',
    signedUrlExpired: 'Signierte URL abgelaufen',
    signingKeyNotUsable: 'Signierschlüssel nicht verwendbar',
    globalContentReadOnly: 'Globale Inhalte sind schreibgeschützt',
    chatbotDisabled: 'Chatbot deaktiviert',
    chatUnavailable: 'Chat nicht verfügbar',
    languageModelTimedOut: 'Zeitüberschreitung des Sprachmodells',
    languageModelError: 'Fehler des Sprachmodells',
    clientClosedRequest: 'Anfrage vom Client abgebrochen',
    tooManyRequests: 'Zu viele Anfragen',
    monthlyQuotaExceeded: 'Monatskontingent überschritten',
    serviceBusy: 'Dienst ausgelastet',
    serviceUnavailable: 'Dienst nicht verfügbar',
    calculationTimedOut: 'Zeitüberschreitung der Berechnung',
    internalError: 'Interner Fehler',
  },

  invalidRequest: () => 'Ungültige Anfrage',
  invalidJson: ({ reason }) => `Der Anfrageinhalt ist kein gültiges JSON: ${reason}`,
  unsupportedMediaType: ({ type }) => `Anfrageinhalte müssen application/json sein (erhalten: „${type}“)`,
  unsupportedCharset: ({ charset }) => `Anfrageinhalte müssen UTF-8 sein (erhalten: Zeichensatz „${charset}“)`,
  invalidContentEncoding: ({ encoding, reason }) =>
    `Der Anfrageinhalt sind keine gültigen ${encoding}-Daten: ${reason}`,
  unsupportedContentEncoding: ({ encoding }) =>
    `Anfrageinhalte dürfen mit gzip, deflate oder br komprimiert sein (erhalten: Content-Encoding „${encoding}“)`,
  payloadTooLarge: ({ bytes }) =>
    bytes === undefined
      ? 'Der Anfrageinhalt überschreitet die zulässige Größe'
      : `Der Anfrageinhalt ist größer als ${bytes} Bytes`,
  missingApiKey: () => 'Bitte senden Sie Ihren API-Schlüssel im Header X-Api-Key',
  invalidApiKey: () => 'Der API-Schlüssel ist unbekannt oder wurde widerrufen',
  disabledApiKey: () => 'Der API-Schlüssel ist deaktiviert',
  expiredApiKey: ({ expiresAt }) => `Der API-Schlüssel ist am ${expiresAt} abgelaufen`,
  domainNotAllowed: ({ origin, header }) =>
    `Dieser API-Schlüssel darf nicht von ${origin} aus verwendet werden (Header ${header})`,
  missingPermission: ({ permission, reason }) =>
    reason === 'role'
      ? `Ihrer Rolle in dieser Organisation fehlt die Berechtigung ${permission}`
      : `Diesem API-Schlüssel fehlt die Berechtigung ${permission}`,
  missingModule: ({ module, reason }) =>
    reason === 'organization'
      ? `Ihre Organisation hat das Modul ${module} nicht erworben`
      : `Dieser API-Schlüssel darf das Modul ${module} nicht verwenden`,
  organizationMismatch: () =>
    'Es kann nur auf die Organisation des API-Schlüssels zugegriffen werden, der die Anfrage stellt',
  notFound: ({ what }) => `${what} wurde nicht gefunden`,
  resource: (what) => RESOURCES[what] ?? what,
  weekNotFound: ({ week, year, weeks }) =>
    `Woche ${week} des Jahres ${year} wurde nicht gefunden (das Jahr hat ${weeks} ISO-Wochen)`,
  routeNotFound: ({ method, path }) => `Keine Route ${method} ${path}`,
  methodNotAllowed: ({ method, path, allowed }) =>
    `${method} ist auf ${path} nicht erlaubt; verwenden Sie ${allowed.join(', ')}`,

  templateNotFound: ({ templateId }) => `Die Vorlage ${templateId} steht dieser Organisation nicht zur Verfügung`,
  reportTypeMismatch: ({ templateType, requestedType }) =>
    `Die Vorlage ist für Berichte vom Typ ${templateType}, nicht ${requestedType}`,
  templateInactive: () => 'Die Vorlage ist inaktiv; aktivieren Sie sie oder wählen Sie eine andere',
  idempotencyKeyReused: () => 'Dieser Idempotency-Key wurde bereits für eine andere Anfrage verwendet',
  reportFailed: ({ reason }) => `Der Bericht ist fehlgeschlagen: ${reason ?? 'unbekannter Grund'}`,
  reportNotReady: ({ status, progress, advice }) =>
    `Der Bericht ist im Status ${status} (${progress} % erledigt); bitte versuchen Sie es gleich noch einmal${
      advice ? `; es läuft jedoch kein Berichts-Worker. ${advice}` : ''
    }`,
  scopeImmutable: () => 'isGlobal kann nicht geändert werden: legen Sie stattdessen eine neue Vorlage an',
  platformAdminRequired: () => 'Nur Plattform-Administratoren können globale Vorlagen anlegen, ändern oder löschen',

  alreadyMember: ({ email }) => `${email} ist bereits Mitglied dieser Organisation`,
  roleNotAssignable: ({ actor, target }) => `Die Rolle ${actor} kann niemandem die Rolle ${target} geben`,
  ownerProtected: () => 'Nur ein Inhaber kann einen Inhaber ändern oder entfernen',
  lastOwner: () =>
    'Der letzte Inhaber der Organisation kann weder herabgestuft noch entfernt werden; machen Sie zuerst jemand anderen zum Inhaber',
  permissionNotGrantable: ({ permission, lackedBy }) =>
    `Einem Schlüssel kann ${permission} nicht erteilt werden: ${lackedBy === 'role' ? 'der Rolle des Inhabers fehlt diese Berechtigung' : 'dem Schlüssel, der diese Anfrage stellt, fehlt diese Berechtigung'}`,
  moduleNotGrantable: ({ module, refusedBy }) =>
    `Einem Schlüssel kann das Modul ${module} nicht erteilt werden: ${refusedBy === 'key' ? 'der Schlüssel, der diese Anfrage stellt, darf es nicht verwenden' : 'die Organisation hat es nicht erworben'}`,
  beyondCaller: ({ setting }) =>
    `Einem Schlüssel kann ${BEYOND[setting]} über das hinaus erteilt werden, was der Schlüssel dieser Anfrage selbst hat`,
  keyNotManageable: ({ fields }) =>
    `Dieser Schlüssel reicht weiter als der Schlüssel dieser Anfrage (${fields.join(', ')}): nur ein mindestens ebenso weit reichender Schlüssel darf ihn ändern oder widerrufen`,

  signedUrlExpired: ({ expiresAt }) => `Diese signierte URL ist am ${expiresAt} abgelaufen`,
  signingKeyRefused: ({ reason }) =>
    `Der Schlüssel, der diese URL signiert hat, ist ${
      reason === 'revoked' ? 'widerrufen oder nicht mehr gültig' : reason === 'disabled' ? 'deaktiviert' : 'abgelaufen'
    }`,

  globalContentReadOnly: ({ action }) =>
    `Globale Inhalte können von einer Organisation nicht ${ACTIONS[action] ?? action} werden; legen Sie eine eigene Kopie an (POST /api/content/{id}/custom-copy) und bearbeiten Sie diese`,
  urnTaken: ({ existingId }) =>
    `Ihre Organisation hat bereits einen aktiven Inhalt mit dieser URN und Sprache${existingId ? ` (${existingId})` : ''}`,
  notDeleted: () => 'Der Inhalt ist nicht gelöscht',

  chatbotDisabled: () => 'Der Chatbot ist deaktiviert; aktivieren Sie ihn mit PATCH /api/chatbots/{id}',
  chatbotDomainNotAllowed: ({ host, header }) =>
    `Dieser Chatbot darf nicht von ${host} aus verwendet werden (Header ${header})`,
  externalUserTaken: () => 'Der Chatbot hat bereits ein Profil für diese externalUserId',
  noSuchConversation: ({ direct }) =>
    `conversationId: Diese Unterhaltung gibt es nicht; erwartet wird die ID ${
      direct
        ? 'einer direkten Unterhaltung dieses Chatbots (siehe GET /api/chat/{chatbotId}/conversations)'
        : 'einer Unterhaltung dieses Chatbots (direkte Unterhaltungen werden unter /direct fortgesetzt)'
    }`,
  noSuchChatProfile: () => 'profileId: Dieser Chatbot hat kein solches Chat-Profil',
  chatUnavailable: () =>
    'Der Chat ist auf diesem Dienst nicht eingerichtet: setzen Sie CHAT_API_URL (Basis-URL einer OpenAI-kompatiblen API) und CHAT_MODEL (sowie CHAT_API_KEY, falls die API einen verlangt)',
  chatUpstreamTimeout: ({ message, timeoutMs }) => `${message} (chatTimeoutMs des Chatbots: ${timeoutMs})`,
  clientClosedRequest: () => 'Der Aufrufer hat die Verbindung getrennt, bevor die Antwort begann',

  rateLimited: ({ retryAfterSeconds }) =>
    `Das Ratenlimit dieses API-Schlüssels ist ausgeschöpft; versuchen Sie es in ${retryAfterSeconds} s erneut`,
  quotaExceeded: ({ limit, resetsAt }) =>
    `Das Monatskontingent des Kontos von ${limit} Anfragen ist ausgeschöpft; es wird am ${resetsAt} zurückgesetzt`,
  overloaded: ({ retryAfterSeconds }) =>
    `Die Berechnungswarteschlange ist voll; versuchen Sie es in ${retryAfterSeconds} s erneut`,
  serviceUnavailable: ({ retryAfterSeconds }) =>
    `Ein Dienst, den diese Anfrage benötigt, ist nicht erreichbar; versuchen Sie es in ${retryAfterSeconds} s erneut`,
  quotaUnknown: ({ retryAfterSeconds }) =>
    `Das Monatskontingent lässt sich gerade nicht prüfen (die Datenbank ist nicht erreichbar); versuchen Sie es in ${retryAfterSeconds} s erneut`,
  calculationTimeout: ({ timeoutMs }) => `Die Berechnung wurde nicht innerhalb von ${timeoutMs} ms fertig`,
  internal: () => 'Bei uns ist etwas schiefgegangen; bitte nennen Sie die Request-ID, wenn Sie uns kontaktieren',

  required: ({ expected }) => `ist erforderlich (erwartet: ${expected})`,
  noBodyTaken: () => 'diese Operation nimmt keinen Anfrageinhalt an; senden Sie keinen (oder {})',
  bodyRequired: () => 'ein JSON-Anfrageinhalt ist erforderlich',
  unknownMember: ({ name, closest, known, sayNone }) =>
    `unbekanntes Feld ${name}${
      closest
        ? ` (meinten Sie ${closest}?)`
        : known.length || sayNone
          ? ` (bekannt: ${known.join(', ') || 'keine'})`
          : ''
    }`,
  unknownParameterInBody: ({ name, member }) =>
    `unbekanntes Feld ${name} (meinten Sie ${member} im JSON-Anfrageinhalt?)`,
  memberOfAValue: ({ name, value }) => `unbekanntes Feld ${name} (${value} ist ein Wert und hat keine Felder)`,
  nestedTooDeep: ({ levels }) => `ist mehr als ${levels} Ebenen tief verschachtelt`,
  decimalNumber: ({ got }) => `erwartet wird eine Dezimalzahl (erhalten: „${got}“)`,

  dateForm: ({ form }) => FORMS[form],
  dateFormat: ({ form, lostPlus }) =>
    `erwartet wird ${FORMS[form]}${lostPlus ? ' (ein unkodiertes + in einer URL wird als Leerzeichen gelesen: schreiben Sie %2B)' : ''}`,
  noSuchMonth: ({ text, month, form }) =>
    `${text} ist kein existierendes Datum: den Monat ${month} gibt es nicht; erwartet wird ${FORMS[form]}`,
  noSuchDay: ({ text, day, month, year, days, form }) =>
    `${text} ist kein existierendes Datum: den Tag ${day} gibt es im ${monthName(month)} ${year} nicht, er hat ${days} Tage; erwartet wird ${FORMS[form]}`,
  hour24: ({ text, next, form }) =>
    `${text} ist keine existierende Uhrzeit: die Stunde 24 wird nicht angenommen, verwenden Sie 00:00 des Folgetags (${next}T00:00); erwartet wird ${FORMS[form]}`,
  noSuchTime: ({ text, unit, value, form }) =>
    `${text} ist keine existierende Uhrzeit: ${UNITS[unit][0]} ${value} (${UNITS[unit][1]} reichen von 00 bis ${UNITS[unit][2]}); erwartet wird ${FORMS[form]}`,
  leapSecond: ({ text, form }) =>
    `${text} ist hier keine darstellbare Uhrzeit: die Sekunde 60 (eine Schaltsekunde) wird nicht abgebildet, schreiben Sie :59; erwartet wird ${FORMS[form]}`,
  dateWithTime: ({ form }) => `erwartet wird ${FORMS[form]}, ohne Uhrzeit`,
  noTimeOfDay: ({ text, form }) => `erwartet wird ${FORMS[form]}; ${text} hat keine Uhrzeit`,
  noOffset: ({ text, form }) =>
    `erwartet wird ${FORMS[form]}; ${text} hat weder Z noch Offset und bezeichnet daher keinen eindeutigen Zeitpunkt`,
  offsetOutOfRange: ({ text, offset, form }) =>
    `${text} hat den Offset ${offset}, der kein UTC-Offset zwischen -14:00 und +14:00 ist (Minuten und Sekunden 00 bis 59); erwartet wird ${FORMS[form]}`,
  yearRange: ({ first, last }) => `erwartet wird ein Jahr von ${first} bis ${last}`,
  wholeYearRange: ({ first, last }) => `erwartet wird ein ganzzahliges Jahr von ${first} bis ${last}`,

  latitude: ({ min, max }) => `erwartet wird die geografische Breite in Grad Nord: eine Zahl von ${min} bis ${max}`,
  longitude: ({ min, max }) => `erwartet wird die geografische Länge in Grad Ost: eine Zahl von ${min} bis ${max}`,
  unknownTimezone: ({ value, version, closest }) =>
    `${value} ist keine Zone der IANA-Zeitzonendatenbank ${version}${closest ? ` (meinten Sie ${closest}?)` : ''}; erwartet wird ein IANA-Zeitzonenname wie Europe/Paris (die Liste: GET /api/timezones)`,
  latitudeRequired: () => 'ist erforderlich (erwartet: Grad Nord, −90 bis 90; oder location.latitude)',
  longitudeRequired: () => 'ist erforderlich (erwartet: Grad Ost, −180 bis 180; oder location.longitude)',

  oneOf: ({ values }) => `erwartet wird einer dieser Werte: ${values.join(', ')}`,
  pointIds: ({ ids }) => `erwartet werden Punkt-IDs aus ${ids.join(', ')}`,
  atLeastOnePoint: () => 'erwartet wird mindestens eine Punkt-ID',
  aspectIds: ({ ids }) => `erwartet werden Aspekt-IDs aus ${ids.join(', ')}`,
  atLeastOneAspect: () => 'erwartet wird mindestens eine Aspekt-ID',
  eachOnce: ({ item }) => `erwartet wird ${ITEMS[item]} nur einmal`,
  orb: ({ max }) => `erwartet wird ein Orbis in Grad, größer als 0 und höchstens ${max}`,
  houseSystem: ({ value, names, letters }) =>
    `unbekanntes Häusersystem „${value}“; erwartet wird ${names.join(', ')} oder einer der Buchstabencodes ${letters.join(' ')}`,
  trueOrFalse: () => 'erwartet wird true oder false',

  integerRange: ({ min, max }) => `erwartet wird eine ganze Zahl von ${min} bis ${max}`,
  atMostCharacters: ({ max }) => `erwartet werden höchstens ${max} Zeichen`,
  wholeNumber: ({ min, max, unit }) =>
    unit
      ? `erwartet wird eine ganze Anzahl ${COUNTS[unit]} von ${min} bis ${max}`
      : `erwartet wird eine ganze Zahl von ${min} bis ${max}`,
  calendarYear: () => 'erwartet wird ein Kalenderjahr als ganze Zahl',
  fourDigitYear: () => 'erwartet werden genau vier Ziffern, etwa 2026',
  twoDigits: ({ min, max }) => `erwartet werden zwei Ziffern von ${min} bis ${max}`,
  monthRange: ({ first, last }) => `erwartet wird ein Monat YYYY-MM von ${first} bis ${last}`,
  instantRange: ({ first, last }) => `erwartet wird ein existierender Zeitpunkt von ${first} bis ${last}`,
  timeOfDay: () => 'erwartet wird eine Uhrzeit HH:mm oder HH:mm:ss (00:00 bis 23:59)',
  calendarDateOrNull: () =>
    'erwartet wird ein existierendes Kalenderdatum im Format YYYY-MM-DD oder null, um die Festlegung aufzuheben',
  exactly: ({ value }) => `erwartet wird "${value}"`,
  either: ({ values }) => `erwartet wird ${LIST_OR(values)}`,
  houseSystemName: ({ names }) => `erwartet wird eines dieser Häusersysteme oder sein Buchstabe: ${names.join(', ')}`,
  nonEmpty: ({ what }) => `erwartet wird ${NAMED[what]}`,
  atMostDomainPatterns: ({ max }) => `erwartet werden höchstens ${max} Domain-Muster`,
  jsonObjectBytes: ({ max }) => `erwartet wird ein JSON-Objekt von höchstens ${max} Bytes`,
  atLeastOneEvent: () => 'erwartet wird mindestens ein Ereignis',
  atLeastOneOf: ({ values }) => `erwartet wird mindestens eines von ${values.join(', ')}`,
  atLeastOneAttribute: () => 'erwartet wird mindestens ein Attribut, das geändert werden soll',
  atLeastOneWeight: () => 'erwartet wird mindestens ein Gewicht über 0',
  domainPattern: () =>
    'erwartet wird eine Domain (example.com), ein Platzhaltermuster für Subdomains (*.example.com) oder *',
  urn: () => 'erwartet wird eine URN wie urn:astro:transit:mars:square:sun',
  languageCode: () => 'erwartet wird ein Sprachcode nach ISO 639 wie en, es oder de (optional mit Region, etwa pt-BR)',
  languageTag: ({ count }) => `erwartet wird ein unterstütztes Sprachkürzel wie en, de, fr, pt-BR (${count} Sprachen)`,
  email: () => 'erwartet wird eine E-Mail-Adresse',
  webhookSecret: () => 'erwartet wird whsec_, gefolgt von 32 bis 128 Buchstaben, Ziffern, _ oder -',
  idempotencyKey: () => 'erwartet werden 1 bis 255 sichtbare ASCII-Zeichen',
  characters: ({ min, max }) => `erwartet werden ${min} bis ${max} Zeichen`,
  fullNameText: () => 'erwartet wird der vollständige Geburtsname als Text',
  numerologyName: ({ letter, report }) =>
    `${
      letter === undefined
        ? 'erwartet wird ein Name mit mindestens einem Buchstaben'
        : `erwartet wird ein Name in lateinischen Buchstaben (Akzente sind zulässig); "${letter}" ist keiner`
    }${report ? ' (ein Numerologie-Bericht liest den vollständigen Geburtsnamen; Vorgabe: name)' : ''}`,
  templateObject: ({ what, orText }) =>
    `erwartet wird für ${what === 'editorConfig' ? 'die Editor-Konfiguration' : 'die Seiteneinstellungen'} ein JSON-Objekt${
      orText ? ' oder ein Text, der eines enthält' : ''
    }`,
  notJson: ({ reason }) => `ist kein gültiges JSON (${reason})`,
  jsonTooLong: ({ max }) => `ist als JSON länger als ${max} Zeichen`,
  idOf: ({ what }) => `erwartet wird die ID ${what === 'conversation' ? 'der Unterhaltung' : 'des Chat-Profils'}`,
  userMessage: () => 'ist erforderlich (erwartet wird die Nachricht des Nutzers als Text)',
  idInPath: () => 'muss die ID im Pfad sein',
  differentSecret: () => 'muss sich vom aktuellen Secret unterscheiden',
  customCopyKeeps: ({ member }) =>
    `eine eigene Kopie behält ${member === 'urn' ? 'die URN' : 'die Sprache'} ihres globalen Inhalts`,
  onlyGlobalCopied: () => 'bezeichnet einen Inhalt Ihrer Organisation; nur globale Inhalte können kopiert werden',
  profileOfConversation: () => 'erwartet wird das Profil der Unterhaltung (oder lassen Sie profileId weg)',
  unknownCode: ({ kind, value, values }) =>
    `${CODES[kind]} "${value}"; erwartet wird einer dieser Werte: ${values.join(', ')}`,
  requiredForKeyList: ({ list }) =>
    list === 'permissions'
      ? 'ist erforderlich, wenn der anfragende Schlüssel eine Berechtigungsliste hat (ein neuer Schlüssel kann nicht mehr erben als der Schlüssel, der ihn erstellt)'
      : 'ist erforderlich, wenn der anfragende Schlüssel eine Modulliste hat',
  noSuchPlace: () => 'bezeichnet keinen Ort: erwartet wird die ID eines Ortes aus GET /api/geocoding/search',
  transitOrPartner: () =>
    'geben Sie entweder transit (ein Transit-Doppelrad) oder person2 (ein Synastrie-Doppelrad) an, nicht beides',
  transitCoordinates: () => 'geben Sie beide Transit-Koordinaten an oder keine für den Geburtsort',
  pngSide: ({ max, svgMax }) => `ein PNG hat höchstens ${max} px pro Seite (SVG: bis ${svgMax})`,
  parameterName: () => 'ist kein gültiger Parametername',
  valueOrMembers: ({ name }) =>
    `kann nicht neben ${name} gesendet werden: ${name} erhält entweder einen Wert oder Namen darunter, nicht beides`,
  personsShape: ({ sent }) =>
    `senden Sie die Personen entweder als dateTime1, location1, dateTime2, location2 oder als Objekte person1 und person2, nicht beides (diese Anfrage enthält ${sent.join(', ')})`,
  personRequired: () =>
    'ist zusammen mit der anderen Person erforderlich (erwartet: {dateTime, latitude, longitude, timezone?})',
  flatPersonRequired: ({ dateTime }) =>
    `ist erforderlich (erwartet: ${dateTime ? 'eine lokale Datums- und Uhrzeitangabe YYYY-MM-DDTHH:mm' : '{latitude, longitude, timezone?}'}; oder senden Sie stattdessen die Objekte person1 und person2)`,
  timezoneName: ({ closest }) =>
    `erwartet wird der Name einer IANA-Zeitzone wie Europe/Paris${closest ? ` (meinten Sie ${closest}?)` : ''}`,
  badText: ({ problem, memberName }) =>
    `${memberName ? 'der Feldname ' : ''}darf keine ${
      problem === 'nul' ? 'NUL-Zeichen (U+0000)' : 'einzelnen UTF-16-Surrogate (ungültiges Unicode)'
    } enthalten`,
  reportLanguage: ({ values, reportType }) =>
    `eine dieser Sprachen für Berichte vom Typ ${reportType}: ${values.join(', ')}`,
  kundliSidereal: () => '"sidereal" oder nichts (ein Kundli ist siderisch)',
  matchRole: () => '"boy" oder "girl": die Rolle der Person im Kundli-Abgleich mit dem Partner',
  matchPartner: () => 'der Partner des Kundli-Abgleichs (mit matchRole)',
  partnerRequired: ({ reportType }) =>
    `ist für Berichte vom Typ ${reportType} erforderlich (die zweite Person: name und birthData)`,
  targetDateRequired: () =>
    'ist für Progressionsberichte erforderlich (das Datum, auf das progressiert wird, YYYY-MM-DD)',

  externalUserIdRequired: () => 'ist erforderlich (die ID des Endnutzers in Ihrem System)',
  organizationItemsOnly: () =>
    'nur Inhalte der Organisation können erstellt werden (globale Inhalte gehören dem Dienst)',

  webhookUrl: (p) => {
    switch (p.kind) {
      case 'notAbsolute':
        return 'erwartet wird eine absolute URL, etwa https://example.com/webhooks';
      case 'notHttps':
        return p.protocol === 'http:'
          ? 'erwartet wird eine https://-URL (WEBHOOK_ALLOW_HTTP erlaubt http://)'
          : `erwartet wird eine https://-URL (erhalten: ${p.protocol})`;
      case 'credentials':
        return 'die URL darf keinen Benutzernamen und kein Passwort enthalten';
      case 'fragment':
        return 'die URL darf kein #Fragment haben';
      case 'unresolved':
        return `der Host ${p.host} lässt sich nicht auflösen`;
      case 'notPublic':
        return `${p.host} wird zu ${p.address} aufgelöst, einer Adresse vom Typ ${p.range}; Webhooks gehen nur an öffentliche Adressen (WEBHOOK_ALLOW_PRIVATE erlaubt andere)`;
    }
  },

  customCss: (p) => {
    const W = {
      colour: 'eine Farbe (#rgb, #rrggbb, rgb(r, g, b) oder ein einfacher Farbname)',
      fontFamilies: 'eine Liste von Schriftfamilien',
      fontSize: 'eine Größe von 6pt bis 48pt (pt oder px)',
      fontWeight: 'normal, bold oder 100–900',
    } as const;
    if (p.kind === 'tooLong') return `ist länger als ${p.max} Zeichen`;
    const at = `Zeile ${p.line}: `;
    switch (p.kind) {
      case 'unclosedComment':
        return at + 'nicht geschlossener Kommentar';
      case 'forbidden':
        return at + `"${p.text}" ist nicht erlaubt (keine @-Regeln, url(), expression() oder Escapes)`;
      case 'noSelector':
        return at + 'eine Regel braucht einen Selektor';
      case 'noColon':
        return at + `erwartet wird "Eigenschaft: Wert" (erhalten: "${p.got}")`;
      case 'propertyName':
        return at + `"${p.property}" ist kein Eigenschaftsname`;
      case 'noValue':
        return at + `${p.property} hat keinen Wert`;
      case 'trailing':
        return at + 'erwartet wird "Selektor { Eigenschaft: Wert; }"';
      case 'invalidValue':
        return at + `${p.property}: "${p.value}" ist nicht ${W[p.expected]}`;
    }
  },

  range: ({ value, min, max, fromBirth }) =>
    `${RANGES[value]} von ${min}${fromBirth ? (value === 'year' ? ' (dem Geburtsjahr)' : ' (dem Geburtsdatum)') : ''} bis ${max}`,
  after: ({ value, than, orSame }) => `${RANGES[value]} ${orSame ? 'am oder nach' : 'nach'} ${than ?? 'der Geburt'}`,
  span: ({ max, unit, from, bound }) => {
    const amount = `${max} ${unit === 'days' ? (max === 1 ? 'Tag' : 'Tage') : max === 1 ? 'Jahr' : 'Jahre'}`;
    if (bound === 'bothIncluded') return `ein Datum höchstens ${amount} ab ${from} (beide Tage eingeschlossen)`;
    return `ein Datum ${bound === 'lessThan' ? 'weniger als' : 'höchstens'} ${amount} nach ${from}`;
  },
  among: ({ values, item, nonEmpty, got }) => {
    if (got !== undefined)
      return `${item === 'point' ? 'unbekannter Punkt' : item === 'aspect' ? 'unbekannter Aspekt' : 'unbekannter Wert'} ${got}`;
    const list = values.join(', ');
    if (nonEmpty)
      return `eine nicht leere Liste ${item === 'point' ? 'von Punkten ' : item === 'aspect' ? 'von Aspekten ' : ''}aus ${list}`;
    if (item) return `${item === 'point' ? 'Punkt' : 'Aspekt'}-IDs aus ${list}`;
    return `einer dieser Werte: ${list}`;
  },
  engineHouseSystem: ({ names, letters }) =>
    `eines dieser Häusersysteme: ${names.join(', ')}, oder sein Buchstabe: ${letters.join(' ')}`,
  shape: ({ shape }) => (shape === 'instant' ? FORMS.instant : SHAPES[shape]),
  siderealOnly: () => 'ein Ayanamsa nur mit zodiac "sidereal"',
  placeNeeded: ({ coordinate }) =>
    `${coordinate === 'latitude' ? 'Grad Nord von -90 bis 90' : 'Grad Ost von -180 bis 180'} (der Ort wird für Auf- und Untergang benötigt)`,
  polar: ({ date, purpose }) =>
    purpose === 'sunriseDay'
      ? `die Sonne geht dort ab ${date} nicht auf, unter und wieder auf (Polartag oder Polarnacht): kein Tag ab Sonnenaufgang`
      : `die Sonne geht dort am ${date} nicht auf und unter: Polartag oder Polarnacht hat keine ungleichen Stunden`,
  localTime: ({ zone, clock }) =>
    clock === 'repeated'
      ? `eine Ortszeit, die in ${zone} nur einmal vorkommt (diese wiederholt sich durch eine Zeitumstellung; wählen Sie localTimeRule earlier oder later)`
      : `eine Ortszeit, die es in ${zone} gibt (diese wird durch eine Zeitumstellung übersprungen; wählen Sie localTimeRule earlier oder later)`,
  tooManyReturns: ({ max, body, count }) =>
    `ein Zeitraum mit höchstens ${max} Wiederkehren von ${body} (dieser hat ${count})`,
  afterBirth: ({ birth, max }) =>
    `ein Datum oder eine Datums- und Uhrzeitangabe YYYY-MM-DD[THH:mm] nach der Geburt (${birth}) und nicht nach ${max}`,
  unknownStar: () => 'IDs aus dem Fixsternkatalog',
};
