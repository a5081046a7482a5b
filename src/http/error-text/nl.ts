/** De foutteksten in het Nederlands (u-vorm). */
import type { DateFormName, ErrorTexts, ListItem } from './texts.ts';

const LIST_OR = (values: readonly string[]) => new Intl.ListFormat('nl', { type: 'disjunction' }).format(values);
const COUNTS = {
  days: 'dagen',
  seconds: 'seconden',
  milliseconds: 'milliseconden',
  pixels: 'pixels',
  lines: 'regels',
} as const;
const NAMED = {
  name: 'een niet-lege naam',
  title: 'een niet-lege titel',
  message: 'een niet-leeg bericht',
  urnPrefix: 'een niet-leeg URN-voorvoegsel',
} as const;
const CODES = {
  permission: 'onbekende machtiging',
  module: 'onbekende module',
  provider: 'onbekende provider',
} as const;
const RANGES = {
  date: 'een datum',
  instant: 'een tijdstip',
  year: 'een kalenderjaar',
  wholeNumber: 'een geheel getal',
  degrees: 'een aantal graden',
} as const;
const SHAPES = {
  list: 'een niet-lege lijst',
  pointList: 'een lijst met punt-id’s',
  aspectList: 'een lijst met aspect-id’s',
  orbsObject: 'een object met orbs per aspect-id',
  birthData: 'geboortegegevens',
  natalBody: 'een hemellichaam van de geboortehoroscoop',
  timezoneOrPlace: 'een tijdzone, of breedte- en lengtegraad om die te bepalen',
} as const;

const FORMS: Record<DateFormName, string> = {
  date: 'een datum YYYY-MM-DD',
  'date-time': 'een datum en tijd YYYY-MM-DDTHH:mm[:ss[.fff]], eventueel gevolgd door Z of een UTC-offset ±HH:MM',
  'date-or-date-time':
    'een datum YYYY-MM-DD of een datum en tijd YYYY-MM-DDTHH:mm[:ss[.fff]], eventueel gevolgd door Z of een UTC-offset ±HH:MM',
  instant:
    'een ISO 8601-tijdstip YYYY-MM-DDTHH:mm[:ss[.fff]] dat eindigt op Z of een UTC-offset ±HH:MM, bijvoorbeeld 2026-11-21T12:00Z',
};
const ITEMS: Record<ListItem, string> = {
  point: 'elk punt',
  aspect: 'elk aspect',
  planet: 'elke planeet',
  star: 'elke ster',
  kind: 'elke soort',
  event: 'elke gebeurtenis',
  section: 'elke sectie',
  part: 'elk onderdeel',
  body: 'elk hemellichaam',
};
const RESOURCES: Record<string, string> = {
  'API key': 'API-sleutel',
  'Chat profile': 'Chatprofiel',
  Chatbot: 'Chatbot',
  'Content item': 'Content-item',
  Conversation: 'Gesprek',
  Member: 'Lid',
  Organization: 'Organisatie',
  'PDF report': 'PDF-rapport',
  'PDF template': 'PDF-sjabloon',
  Webhook: 'Webhook',
  Widget: 'Widget',
};
const ACTIONS: Record<string, string> = { updated: 'gewijzigd', deleted: 'verwijderd', restored: 'hersteld' };
const UNITS = {
  hour: ['uur', 'uren', 23],
  minute: ['minuut', 'minuten', 59],
  second: ['seconde', 'seconden', 59],
} as const;
const monthName = (month: number) =>
  new Intl.DateTimeFormat('nl', { month: 'long', timeZone: 'UTC' }).format(Date.UTC(2000, month - 1, 1));
const BEYOND = {
  permissions: 'geen rechten',
  modules: 'geen modules',
  allowedDomains: 'geen gebruik vanaf domeinen',
  rateLimit: 'geen snelheidslimiet (meer verzoeken, een korter venster of geen limiet)',
  expiresIn: 'geen vervaldatum (later, of geen)',
} as const;

export const nl: ErrorTexts = {
  language: 'nl',
  title: {
    invalidParameter: 'Ongeldige parameter',
    malformedJson: 'Ongeldige JSON',
    unsupportedMediaType: 'Mediatype niet ondersteund',
    unsupportedCharset: 'Tekenset niet ondersteund',
    bodyDoesNotDecompress: 'Body kan niet worden uitgepakt',
    unsupportedContentEncoding: 'Content-codering niet ondersteund',
    payloadTooLarge: 'Body te groot',
    missingApiKey: 'API-sleutel ontbreekt',
    invalidApiKey: 'Ongeldige API-sleutel',
    apiKeyDisabled: 'API-sleutel uitgeschakeld',
    apiKeyExpired: 'API-sleutel verlopen',
    domainNotAllowed: 'Domein niet toegestaan',
    missingPermission: 'Recht ontbreekt',
    moduleNotAvailable: 'Module niet beschikbaar',
    organizationMismatch: 'Verkeerde organisatie',
    notFound: 'Niet gevonden',
    methodNotAllowed: 'Methode niet toegestaan',
    unprocessable: 'Verzoek niet verwerkbaar',
    idempotencyKeyReused: 'Idempotency-Key hergebruikt',
    reportFailed: 'Rapport mislukt',
    reportNotReady: 'Rapport nog niet klaar',
    platformAdminRequired: 'Platformbeheerder vereist',
    conflict: 'Conflict',
    roleNotAssignable: 'Rol niet toewijsbaar',
    ownerProtected: 'Eigenaar beschermd',
    lastOwner: 'Laatste eigenaar',
    permissionNotGrantable: 'Recht niet toe te kennen',
    moduleNotGrantable: 'Module niet toe te kennen',
    domainsNotGrantable: 'Domeinen niet toe te kennen',
    rateLimitNotGrantable: 'Snelheidslimiet niet toe te kennen',
    expiryNotGrantable: 'Vervaldatum niet toe te kennen',
    keyNotManageable: 'Sleutel niet te beheren',
    invalidSignature: 'Ongeldige handtekening',
    signedUrlExpired: 'Ondertekende URL verlopen',
    signingKeyNotUsable: 'Ondertekeningssleutel niet bruikbaar',
    globalContentReadOnly: 'Globale content is alleen-lezen',
    chatbotDisabled: 'Chatbot uitgeschakeld',
    chatUnavailable: 'Chat niet beschikbaar',
    languageModelTimedOut: 'Time-out van het taalmodel',
    languageModelError: 'Fout van het taalmodel',
    clientClosedRequest: 'Verzoek door client afgebroken',
    tooManyRequests: 'Te veel verzoeken',
    monthlyQuotaExceeded: 'Maandquotum overschreden',
    serviceBusy: 'Dienst overbelast',
    serviceUnavailable: 'Dienst niet beschikbaar',
    calculationTimedOut: 'Time-out van de berekening',
    internalError: 'Interne fout',
  },

  invalidRequest: () => 'Ongeldig verzoek',
  invalidJson: ({ reason }) => `De body van het verzoek is geen geldige JSON: ${reason}`,
  unsupportedMediaType: ({ type }) => `De body van een verzoek moet application/json zijn (ontvangen: "${type}")`,
  unsupportedCharset: ({ charset }) => `De body van een verzoek moet UTF-8 zijn (ontvangen: tekenset "${charset}")`,
  invalidContentEncoding: ({ encoding, reason }) =>
    `De body van het verzoek bevat geen geldige ${encoding}-gegevens: ${reason}`,
  unsupportedContentEncoding: ({ encoding }) =>
    `De body van een verzoek mag gecomprimeerd zijn met gzip, deflate of br (ontvangen: Content-Encoding "${encoding}")`,
  payloadTooLarge: ({ bytes }) =>
    bytes === undefined
      ? 'De body van het verzoek is groter dan toegestaan'
      : `De body van het verzoek is groter dan ${bytes} bytes`,
  missingApiKey: () => 'Stuur uw API-sleutel mee in de header X-Api-Key',
  invalidApiKey: () => 'De API-sleutel is onbekend of ingetrokken',
  disabledApiKey: () => 'De API-sleutel is uitgeschakeld',
  expiredApiKey: ({ expiresAt }) => `De API-sleutel is verlopen op ${expiresAt}`,
  domainNotAllowed: ({ origin, header }) =>
    `Deze API-sleutel mag niet worden gebruikt vanaf ${origin} (header ${header})`,
  missingPermission: ({ permission, reason }) =>
    reason === 'role'
      ? `Uw rol in deze organisatie heeft het recht ${permission} niet`
      : `Deze API-sleutel heeft het recht ${permission} niet`,
  missingModule: ({ module, reason }) =>
    reason === 'organization'
      ? `Uw organisatie heeft de module ${module} niet aangeschaft`
      : `Deze API-sleutel mag de module ${module} niet gebruiken`,
  organizationMismatch: () =>
    'Alleen de organisatie van de API-sleutel waarmee het verzoek wordt gedaan kan worden bewerkt',
  notFound: ({ what }) => `${what} niet gevonden`,
  resource: (what) => RESOURCES[what] ?? what,
  weekNotFound: ({ week, year, weeks }) => `Week ${week} van ${year} niet gevonden (dat jaar heeft ${weeks} ISO-weken)`,
  routeNotFound: ({ method, path }) => `Geen route ${method} ${path}`,
  methodNotAllowed: ({ method, path, allowed }) =>
    `${method} is niet toegestaan op ${path}; gebruik ${allowed.join(', ')}`,

  templateNotFound: ({ templateId }) => `Sjabloon ${templateId} is niet beschikbaar voor deze organisatie`,
  reportTypeMismatch: ({ templateType, requestedType }) =>
    `Het sjabloon is voor rapporten van het type ${templateType}, niet ${requestedType}`,
  templateInactive: () => 'Het sjabloon is inactief; activeer het of kies een ander',
  idempotencyKeyReused: () => 'Deze Idempotency-Key is al gebruikt voor een ander verzoek',
  reportFailed: ({ reason }) => `Het rapport is mislukt: ${reason ?? 'onbekende reden'}`,
  reportNotReady: ({ status, progress, advice }) =>
    `Het rapport heeft de status ${status} (${progress}% gereed); probeer het zo meteen opnieuw${
      advice ? `; er draait echter geen rapportworker. ${advice}` : ''
    }`,
  scopeImmutable: () => 'isGlobal kan niet worden gewijzigd: maak in plaats daarvan een nieuw sjabloon',
  platformAdminRequired: () => 'Alleen platformbeheerders kunnen globale sjablonen maken, wijzigen of verwijderen',

  alreadyMember: ({ email }) => `${email} is al lid van deze organisatie`,
  roleNotAssignable: ({ actor, target }) => `Met de rol ${actor} kunt u niemand de rol ${target} geven`,
  ownerProtected: () => 'Alleen een eigenaar kan een eigenaar wijzigen of verwijderen',
  lastOwner: () =>
    'De laatste eigenaar van de organisatie kan niet worden gedegradeerd of verwijderd; maak eerst iemand anders eigenaar',
  permissionNotGrantable: ({ permission, lackedBy }) =>
    `Een sleutel kan ${permission} niet krijgen: ${lackedBy === 'role' ? 'de rol van de eigenaar heeft dit recht niet' : 'de sleutel waarmee dit verzoek wordt gedaan heeft dit recht niet'}`,
  moduleNotGrantable: ({ module, refusedBy }) =>
    `Een sleutel kan de module ${module} niet krijgen: ${refusedBy === 'key' ? 'de sleutel waarmee dit verzoek wordt gedaan mag deze niet gebruiken' : 'de organisatie heeft deze niet aangeschaft'}`,
  beyondCaller: ({ setting }) =>
    `Een sleutel kan ${BEYOND[setting]} krijgen die verder gaan dan die van de sleutel waarmee dit verzoek wordt gedaan`,
  keyNotManageable: ({ fields }) =>
    `Deze sleutel gaat verder dan de sleutel waarmee het verzoek wordt gedaan (${fields.join(', ')}): alleen een minstens even ruime sleutel mag hem wijzigen of intrekken`,

  signedUrlExpired: ({ expiresAt }) => `Deze ondertekende URL is verlopen op ${expiresAt}`,
  signingKeyRefused: ({ reason }) =>
    `De sleutel waarmee deze URL is ondertekend ${
      reason === 'revoked'
        ? 'is ingetrokken of niet meer geldig'
        : reason === 'disabled'
          ? 'is uitgeschakeld'
          : 'is verlopen'
    }`,

  globalContentReadOnly: ({ action }) =>
    `Globale items kunnen niet door een organisatie worden ${ACTIONS[action] ?? action}; maak een eigen kopie (POST /api/content/{id}/custom-copy) en bewerk die`,
  urnTaken: ({ existingId }) =>
    `Uw organisatie heeft al een actief item met deze URN en taal${existingId ? ` (${existingId})` : ''}`,
  notDeleted: () => 'Het item is niet verwijderd',

  chatbotDisabled: () => 'De chatbot is uitgeschakeld; schakel hem in met PATCH /api/chatbots/{id}',
  chatbotDomainNotAllowed: ({ host, header }) =>
    `Deze chatbot mag niet worden gebruikt vanaf ${host} (header ${header})`,
  externalUserTaken: () => 'De chatbot heeft al een profiel voor deze externalUserId',
  noSuchConversation: ({ direct }) =>
    `conversationId: dit gesprek bestaat niet; verwacht wordt de id van ${
      direct
        ? 'een direct gesprek van deze chatbot (zie GET /api/chat/{chatbotId}/conversations)'
        : 'een gesprek van deze chatbot (directe gesprekken gaan verder via /direct)'
    }`,
  noSuchChatProfile: () => 'profileId: deze chatbot heeft zo’n chatprofiel niet',
  chatUnavailable: () =>
    'Chat is op deze dienst niet ingesteld: stel CHAT_API_URL (basis-URL van een OpenAI-compatibele API) en CHAT_MODEL in (en CHAT_API_KEY als de API die vereist)',
  chatUpstreamTimeout: ({ message, timeoutMs }) => `${message} (chatTimeoutMs van de chatbot: ${timeoutMs})`,
  clientClosedRequest: () => 'De aanroeper verbrak de verbinding voordat het antwoord begon',

  rateLimited: ({ retryAfterSeconds }) =>
    `De snelheidslimiet van deze API-sleutel is bereikt; probeer het over ${retryAfterSeconds} s opnieuw`,
  quotaExceeded: ({ limit, resetsAt }) =>
    `Het maandquotum van het account van ${limit} verzoeken is op; het wordt op ${resetsAt} teruggezet`,
  overloaded: ({ retryAfterSeconds }) => `De rekenwachtrij is vol; probeer het over ${retryAfterSeconds} s opnieuw`,
  serviceUnavailable: ({ retryAfterSeconds }) =>
    `Een dienst die dit verzoek nodig heeft is onbereikbaar; probeer het over ${retryAfterSeconds} s opnieuw`,
  quotaUnknown: ({ retryAfterSeconds }) =>
    `Het maandquotum kan nu niet worden gecontroleerd (de database is onbereikbaar); probeer het over ${retryAfterSeconds} s opnieuw`,
  calculationTimeout: ({ timeoutMs }) => `De berekening was niet binnen ${timeoutMs} ms klaar`,
  internal: () => 'Er ging bij ons iets mis; vermeld de request-id als u contact met ons opneemt',

  required: ({ expected }) => `is verplicht (verwacht: ${expected})`,
  noBodyTaken: () => 'deze bewerking neemt geen body aan; stuur er geen (of {})',
  bodyRequired: () => 'een JSON-body is verplicht',
  unknownMember: ({ name, closest, known, sayNone }) =>
    `onbekend veld ${name}${
      closest ? ` (bedoelt u ${closest}?)` : known.length || sayNone ? ` (bekend: ${known.join(', ') || 'geen'})` : ''
    }`,
  unknownParameterInBody: ({ name, member }) => `onbekend veld ${name} (bedoelt u ${member} in de JSON-body?)`,
  memberOfAValue: ({ name, value }) => `onbekend veld ${name} (${value} is een waarde en heeft geen velden)`,
  nestedTooDeep: ({ levels }) => `is meer dan ${levels} niveaus diep genest`,
  decimalNumber: ({ got }) => `verwacht een decimaal getal (ontvangen: "${got}")`,

  dateForm: ({ form }) => FORMS[form],
  dateFormat: ({ form, lostPlus }) =>
    `verwacht: ${FORMS[form]}${lostPlus ? ' (een niet-gecodeerde + in een URL wordt als spatie gelezen: schrijf %2B)' : ''}`,
  noSuchMonth: ({ text, month, form }) =>
    `${text} is geen bestaande datum: maand ${month} bestaat niet; verwacht: ${FORMS[form]}`,
  noSuchDay: ({ text, day, month, year, days, form }) =>
    `${text} is geen bestaande datum: dag ${day} bestaat niet in ${monthName(month)} ${year}, dat ${days} dagen heeft; verwacht: ${FORMS[form]}`,
  hour24: ({ text, next, form }) =>
    `${text} is geen bestaande tijd: uur 24 wordt niet geaccepteerd, gebruik 00:00 van de volgende dag (${next}T00:00); verwacht: ${FORMS[form]}`,
  noSuchTime: ({ text, unit, value, form }) =>
    `${text} is geen bestaande tijd: ${UNITS[unit][0]} ${value} (${UNITS[unit][1]} lopen van 00 tot ${UNITS[unit][2]}); verwacht: ${FORMS[form]}`,
  leapSecond: ({ text, form }) =>
    `${text} is hier geen weer te geven tijd: seconde 60 (een schrikkelseconde) wordt niet ondersteund, schrijf :59; verwacht: ${FORMS[form]}`,
  dateWithTime: ({ form }) => `verwacht: ${FORMS[form]}, zonder tijdstip`,
  noTimeOfDay: ({ text, form }) => `verwacht: ${FORMS[form]}; ${text} heeft geen tijdstip`,
  noOffset: ({ text, form }) =>
    `verwacht: ${FORMS[form]}; ${text} heeft geen Z of offset en duidt dus geen eenduidig tijdstip aan`,
  offsetOutOfRange: ({ text, offset, form }) =>
    `${text} heeft een offset ${offset} die geen UTC-offset tussen -14:00 en +14:00 is (minuten en seconden 00 tot 59); verwacht: ${FORMS[form]}`,
  yearRange: ({ first, last }) => `verwacht een jaar van ${first} tot ${last}`,
  wholeYearRange: ({ first, last }) => `verwacht een heel jaartal van ${first} tot ${last}`,

  latitude: ({ min, max }) => `verwacht graden noorderbreedte: een getal van ${min} tot ${max}`,
  longitude: ({ min, max }) => `verwacht graden oosterlengte: een getal van ${min} tot ${max}`,
  unknownTimezone: ({ value, version, closest }) =>
    `${value} is geen zone uit de IANA-tijdzonedatabase ${version}${closest ? ` (bedoelt u ${closest}?)` : ''}; verwacht een IANA-tijdzonenaam zoals Europe/Paris (de lijst: GET /api/timezones)`,
  latitudeRequired: () => 'is verplicht (verwacht graden noord, −90 tot 90; of location.latitude)',
  longitudeRequired: () => 'is verplicht (verwacht graden oost, −180 tot 180; of location.longitude)',

  oneOf: ({ values }) => `verwacht een van ${values.join(', ')}`,
  pointIds: ({ ids }) => `verwacht punt-id’s uit ${ids.join(', ')}`,
  atLeastOnePoint: () => 'verwacht minstens één punt-id',
  aspectIds: ({ ids }) => `verwacht aspect-id’s uit ${ids.join(', ')}`,
  atLeastOneAspect: () => 'verwacht minstens één aspect-id',
  eachOnce: ({ item }) => `verwacht ${ITEMS[item]} maar één keer`,
  orb: ({ max }) => `verwacht een orb in graden, groter dan 0 en hoogstens ${max}`,
  houseSystem: ({ value, names, letters }) =>
    `onbekend huizensysteem "${value}"; verwacht: ${names.join(', ')} of een van de lettercodes ${letters.join(' ')}`,
  trueOrFalse: () => 'verwacht true of false',

  integerRange: ({ min, max }) => `verwacht een geheel getal van ${min} tot ${max}`,
  atMostCharacters: ({ max }) => `verwacht hoogstens ${max} tekens`,
  wholeNumber: ({ min, max, unit }) =>
    unit
      ? `verwacht een geheel aantal ${COUNTS[unit]} van ${min} tot ${max}`
      : `verwacht een geheel getal van ${min} tot ${max}`,
  calendarYear: () => 'verwacht een kalenderjaar, een geheel getal',
  fourDigitYear: () => 'verwacht precies vier cijfers, bijvoorbeeld 2026',
  twoDigits: ({ min, max }) => `verwacht twee cijfers van ${min} tot ${max}`,
  monthRange: ({ first, last }) => `verwacht een maand YYYY-MM van ${first} tot ${last}`,
  instantRange: ({ first, last }) => `verwacht een bestaand tijdstip van ${first} tot ${last}`,
  timeOfDay: () => 'verwacht een tijd van de dag HH:mm of HH:mm:ss (00:00 tot 23:59)',
  calendarDateOrNull: () =>
    'verwacht een bestaande kalenderdatum in de vorm YYYY-MM-DD, of null om de vastzetting op te heffen',
  exactly: ({ value }) => `verwacht "${value}"`,
  either: ({ values }) => `verwacht ${LIST_OR(values)}`,
  houseSystemName: ({ names }) => `verwacht een van deze huizensystemen of de letter ervan: ${names.join(', ')}`,
  nonEmpty: ({ what }) => `verwacht ${NAMED[what]}`,
  atMostDomainPatterns: ({ max }) => `verwacht hoogstens ${max} ${max === 1 ? 'domeinpatroon' : 'domeinpatronen'}`,
  jsonObjectBytes: ({ max }) => `verwacht een JSON-object van hoogstens ${max} bytes`,
  atLeastOneEvent: () => 'verwacht ten minste één gebeurtenis',
  atLeastOneOf: ({ values }) => `verwacht ten minste een van ${values.join(', ')}`,
  atLeastOneAttribute: () => 'verwacht ten minste één te wijzigen attribuut',
  atLeastOneWeight: () => 'verwacht ten minste één gewicht boven 0',
  domainPattern: () => 'verwacht een domein (example.com), een jokertekenpatroon voor subdomeinen (*.example.com) of *',
  urn: () => 'verwacht een URN zoals urn:astro:transit:mars:square:sun',
  languageCode: () => 'verwacht een ISO 639-taalcode zoals en, es of de (eventueel met een regio, bijvoorbeeld pt-BR)',
  languageTag: ({ count }) => `verwacht een ondersteunde taalcode zoals en, de, fr, pt-BR (${count} talen)`,
  email: () => 'verwacht een e-mailadres',
  webhookSecret: () => 'verwacht whsec_ gevolgd door 32 tot 128 letters, cijfers, _ of -',
  idempotencyKey: () => 'verwacht 1 tot 255 zichtbare ASCII-tekens',
  characters: ({ min, max }) => `verwacht ${min} tot ${max} tekens`,
  fullNameText: () => 'verwacht de volledige geboortenaam als tekst',
  numerologyName: ({ letter, report }) =>
    `${
      letter === undefined
        ? 'verwacht een naam met ten minste één letter'
        : `verwacht een naam in Latijnse letters (accenten zijn toegestaan); "${letter}" is er geen`
    }${report ? ' (een numerologierapport leest de volledige geboortenaam; standaard: name)' : ''}`,
  templateObject: ({ what, orText }) =>
    `verwacht ${what === 'editorConfig' ? 'de editorconfiguratie' : 'de pagina-instellingen'}: een JSON-object${
      orText ? ', of een tekst die er een bevat' : ''
    }`,
  notJson: ({ reason }) => `is geen geldige JSON (${reason})`,
  jsonTooLong: ({ max }) => `is als JSON langer dan ${max} tekens`,
  idOf: ({ what }) => `verwacht de id van ${what === 'conversation' ? 'het gesprek' : 'het chatprofiel'}`,
  userMessage: () => 'is verplicht (verwacht het bericht van de gebruiker als tekst)',
  idInPath: () => 'moet de id in het pad zijn',
  differentSecret: () => 'moet verschillen van het huidige geheim',
  customCopyKeeps: ({ member }) =>
    `een eigen kopie behoudt ${member === 'urn' ? 'de URN' : 'de taal'} van het globale item`,
  onlyGlobalCopied: () => 'noemt een item van uw organisatie; alleen globale items kunnen worden gekopieerd',
  profileOfConversation: () => 'verwacht het profiel van het gesprek (of laat profileId weg)',
  unknownCode: ({ kind, value, values }) => `${CODES[kind]} "${value}"; verwacht een van ${values.join(', ')}`,
  requiredForKeyList: ({ list }) =>
    list === 'permissions'
      ? 'is verplicht wanneer de aanvragende sleutel een lijst met machtigingen heeft (een nieuwe sleutel kan niet meer erven dan de sleutel die hem aanmaakt)'
      : 'is verplicht wanneer de aanvragende sleutel een lijst met modules heeft',
  noSuchPlace: () => 'noemt geen plaats: verwacht de id van een plaats uit GET /api/geocoding/search',
  transitOrPartner: () => 'geef transit (een dubbel transitwiel) of person2 (een dubbel synastriewiel) op, niet beide',
  transitCoordinates: () => 'geef beide transitcoördinaten op, of geen van beide voor de geboorteplaats',
  pngSide: ({ max, svgMax }) => `een PNG is hoogstens ${max} px per zijde (SVG: tot ${svgMax})`,
  parameterName: () => 'is geen geldige parameternaam',
  valueOrMembers: ({ name }) =>
    `kan niet naast ${name} worden verzonden: ${name} krijgt een waarde of namen eronder, niet beide`,
  personsShape: ({ sent }) =>
    `stuur de personen als dateTime1, location1, dateTime2, location2 of als objecten person1 en person2, niet beide (deze body bevat ${sent.join(', ')})`,
  personRequired: () =>
    'is verplicht samen met de andere persoon (verwacht: {dateTime, latitude, longitude, timezone?})',
  flatPersonRequired: ({ dateTime }) =>
    `is verplicht (verwacht: ${dateTime ? 'een lokale datum en tijd YYYY-MM-DDTHH:mm' : '{latitude, longitude, timezone?}'}; of stuur in plaats daarvan de objecten person1 en person2)`,
  timezoneName: ({ closest }) =>
    `verwacht de naam van een IANA-tijdzone zoals Europe/Paris${closest ? ` (bedoelt u ${closest}?)` : ''}`,
  badText: ({ problem, memberName }) =>
    `${memberName ? 'de veldnaam ' : ''}mag geen ${
      problem === 'nul' ? 'NUL-tekens (U+0000)' : 'losse UTF-16-surrogaten (ongeldige Unicode)'
    } bevatten`,
  reportLanguage: ({ values, reportType }) => `een van ${values.join(', ')} voor rapporten van het type ${reportType}`,
  kundliSidereal: () => '"sidereal" of niets (een kundli is siderisch)',
  matchRole: () => '"boy" of "girl": de rol van de persoon in de kundli-vergelijking met de partner',
  matchPartner: () => 'de partner van de kundli-vergelijking (met matchRole)',
  partnerRequired: ({ reportType }) =>
    `is verplicht voor rapporten van het type ${reportType} (de tweede persoon: name en birthData)`,
  targetDateRequired: () =>
    'is verplicht voor progressierapporten (de datum waarnaar wordt geprogresseerd, YYYY-MM-DD)',

  externalUserIdRequired: () => 'is verplicht (de id van de eindgebruiker in uw systeem)',
  organizationItemsOnly: () =>
    'alleen items van de organisatie kunnen worden aangemaakt (globale items zijn van de dienst zelf)',

  webhookUrl: (p) => {
    switch (p.kind) {
      case 'notAbsolute':
        return 'verwacht een absolute URL, bijvoorbeeld https://example.com/webhooks';
      case 'notHttps':
        return p.protocol === 'http:'
          ? 'verwacht een https://-URL (WEBHOOK_ALLOW_HTTP staat http:// toe)'
          : `verwacht een https://-URL (ontvangen: ${p.protocol})`;
      case 'credentials':
        return 'de URL mag geen gebruikersnaam of wachtwoord bevatten';
      case 'fragment':
        return 'de URL mag geen #fragment hebben';
      case 'unresolved':
        return `de host ${p.host} wordt niet gevonden`;
      case 'notPublic':
        return `${p.host} verwijst naar ${p.address}, een ${p.range}-adres; webhooks gaan alleen naar openbare adressen (WEBHOOK_ALLOW_PRIVATE staat andere toe)`;
    }
  },

  customCss: (p) => {
    const W = {
      colour: 'kleur (#rgb, #rrggbb, rgb(r, g, b) of een eenvoudige kleurnaam)',
      fontFamilies: 'lijst met lettertypefamilies',
      fontSize: 'grootte van 6pt tot 48pt (pt of px)',
      fontWeight: 'normal, bold of 100–900',
    } as const;
    if (p.kind === 'tooLong') return `is langer dan ${p.max} tekens`;
    const at = `regel ${p.line}: `;
    switch (p.kind) {
      case 'unclosedComment':
        return at + 'niet-afgesloten commentaar';
      case 'forbidden':
        return at + `"${p.text}" is niet toegestaan (geen @-regels, url(), expression() of escapes)`;
      case 'noSelector':
        return at + 'een regel heeft een selector nodig';
      case 'noColon':
        return at + `verwacht "eigenschap: waarde" (ontvangen: "${p.got}")`;
      case 'propertyName':
        return at + `"${p.property}" is geen eigenschapsnaam`;
      case 'noValue':
        return at + `${p.property} heeft geen waarde`;
      case 'trailing':
        return at + 'verwacht "selector { eigenschap: waarde; }"';
      case 'invalidValue':
        return at + `${p.property}: "${p.value}" is geen ${W[p.expected]}`;
    }
  },

  range: ({ value, min, max, fromBirth }) =>
    `${RANGES[value]} van ${min}${fromBirth ? (value === 'year' ? ' (het geboortejaar)' : ' (de geboortedatum)') : ''} tot ${max}`,
  after: ({ value, than, orSame }) => `${RANGES[value]} ${orSame ? 'op of na' : 'na'} ${than ?? 'de geboorte'}`,
  span: ({ max, unit, from, bound }) => {
    const amount = `${max} ${unit === 'days' ? (max === 1 ? 'dag' : 'dagen') : 'jaar'}`;
    if (bound === 'bothIncluded') return `een datum hoogstens ${amount} vanaf ${from} (beide inbegrepen)`;
    return `een datum ${bound === 'lessThan' ? 'minder dan' : 'hoogstens'} ${amount} na ${from}`;
  },
  among: ({ values, item, nonEmpty, got }) => {
    if (got !== undefined)
      return `${item === 'point' ? 'onbekend punt' : item === 'aspect' ? 'onbekend aspect' : 'onbekende waarde'} ${got}`;
    const list = values.join(', ');
    if (nonEmpty)
      return `een niet-lege lijst ${item === 'point' ? 'punten ' : item === 'aspect' ? 'aspecten ' : ''}uit ${list}`;
    if (item) return `${item === 'point' ? 'punt' : 'aspect'}-id’s uit ${list}`;
    return `een van ${list}`;
  },
  engineHouseSystem: ({ names, letters }) =>
    `een van deze huizensystemen: ${names.join(', ')}, of de letter ervan: ${letters.join(' ')}`,
  shape: ({ shape }) => (shape === 'instant' ? FORMS.instant : SHAPES[shape]),
  siderealOnly: () => 'een ayanamsa alleen met zodiac "sidereal"',
  placeNeeded: ({ coordinate }) =>
    `${coordinate === 'latitude' ? 'graden noord van -90 tot 90' : 'graden oost van -180 tot 180'} (de plaats is nodig voor op- en ondergang)`,
  polar: ({ date, purpose }) =>
    purpose === 'sunriseDay'
      ? `de zon komt daar vanaf ${date} niet op, gaat niet onder en komt niet weer op (poolnacht of pooldag): geen dag vanaf zonsopgang`
      : `de zon komt daar op ${date} niet op en gaat niet onder: een pooldag of poolnacht heeft geen ongelijke uren`,
  localTime: ({ zone, clock }) =>
    clock === 'repeated'
      ? `een lokale tijd die in ${zone} eenmaal voorkomt (deze wordt herhaald door een klokwijziging; kies localTimeRule earlier of later)`
      : `een lokale tijd die in ${zone} bestaat (deze wordt overgeslagen door een klokwijziging; kies localTimeRule earlier of later)`,
  tooManyReturns: ({ max, body, count }) =>
    `een periode met hoogstens ${max} terugkeren van ${body} (deze heeft er ${count})`,
  afterBirth: ({ birth, max }) =>
    `een datum of datum en tijd YYYY-MM-DD[THH:mm] na de geboorte (${birth}) en niet later dan ${max}`,
  unknownStar: () => 'id’s uit de catalogus van vaste sterren',
};
