/** The error texts in English: the service's own words, and what `.message` of every error says. */
import type { CountUnit, DateFormName, ErrorTexts, ListItem } from './texts.ts';

const or = (values: readonly string[]) => new Intl.ListFormat('en', { type: 'disjunction' }).format(values);
const plural = (n: number, one: string, other: string) => `${n} ${n === 1 ? one : other}`;
const COUNTS: Record<CountUnit, string> = {
  days: 'days',
  seconds: 'seconds',
  milliseconds: 'milliseconds',
  pixels: 'pixels',
  lines: 'lines',
};
const NAMED = { name: 'name', title: 'title', message: 'message', urnPrefix: 'URN prefix' } as const;
const CODES = { permission: 'permission', module: 'module', provider: 'provider' } as const;
const SHAPES = {
  list: 'a non-empty list',
  pointList: 'a list of point ids',
  aspectList: 'a list of aspect ids',
  orbsObject: 'an object of orbs by aspect id',
  birthData: 'birth data',
  natalBody: 'a body of the natal chart',
  instant:
    'an ISO 8601 instant YYYY-MM-DDTHH:mm[:ss[.fff]] ending in Z or a UTC offset ±HH:MM, such as 2026-11-21T12:00Z',
  timezoneOrPlace: 'a timezone, or latitude and longitude to find it from',
} as const;
const RANGES = {
  date: 'a date',
  instant: 'an instant',
  year: 'a calendar year',
  wholeNumber: 'a whole number',
  degrees: 'a number of degrees',
} as const;

const FORMS: Record<DateFormName, string> = {
  date: 'a date YYYY-MM-DD',
  'date-time': 'a date-time YYYY-MM-DDTHH:mm[:ss[.fff]], optionally ending in Z or a UTC offset ±HH:MM',
  'date-or-date-time':
    'a date YYYY-MM-DD or a date-time YYYY-MM-DDTHH:mm[:ss[.fff]], optionally ending in Z or a UTC offset ±HH:MM',
  instant:
    'an ISO 8601 instant YYYY-MM-DDTHH:mm[:ss[.fff]] ending in Z or a UTC offset ±HH:MM, such as 2026-11-21T12:00Z',
};
const ITEMS: Record<ListItem, string> = {
  point: 'point',
  aspect: 'aspect',
  planet: 'planet',
  star: 'star',
  kind: 'kind',
  event: 'event',
  section: 'section',
  part: 'part',
  body: 'body',
};
const monthName = (month: number) =>
  new Intl.DateTimeFormat('en', { month: 'long', timeZone: 'UTC' }).format(Date.UTC(2000, month - 1, 1));
const BEYOND = {
  permissions: 'a permission',
  modules: 'a module',
  allowedDomains: 'use from a domain',
  rateLimit: 'a rate limit (more requests, a shorter window, or none)',
  expiresIn: 'an expiry (later, or none)',
} as const;

export const en: ErrorTexts = {
  language: 'en',
  title: {
    invalidParameter: 'Invalid parameter',
    malformedJson: 'Malformed JSON',
    unsupportedMediaType: 'Unsupported media type',
    unsupportedCharset: 'Unsupported charset',
    bodyDoesNotDecompress: 'Body does not decompress',
    unsupportedContentEncoding: 'Unsupported content encoding',
    payloadTooLarge: 'Payload too large',
    missingApiKey: 'Missing API key',
    invalidApiKey: 'Invalid API key',
    apiKeyDisabled: 'API key disabled',
    apiKeyExpired: 'API key expired',
    domainNotAllowed: 'Domain not allowed',
    missingPermission: 'Missing permission',
    moduleNotAvailable: 'Module not available',
    organizationMismatch: 'Organization mismatch',
    notFound: 'Not found',
    methodNotAllowed: 'Method not allowed',
    unprocessable: 'Unprocessable request',
    idempotencyKeyReused: 'Idempotency key reused',
    reportFailed: 'Report failed',
    reportNotReady: 'Report not ready',
    platformAdminRequired: 'Platform admin required',
    conflict: 'Conflict',
    roleNotAssignable: 'Role not assignable',
    ownerProtected: 'Owner protected',
    lastOwner: 'Last owner',
    permissionNotGrantable: 'Permission not grantable',
    moduleNotGrantable: 'Module not grantable',
    domainsNotGrantable: 'Domains not grantable',
    rateLimitNotGrantable: 'Rate limit not grantable',
    expiryNotGrantable: 'Expiry not grantable',
    keyNotManageable: 'Key not manageable',
    invalidSignature: 'Invalid signature',
    signedUrlExpired: 'Signed URL expired',
    signingKeyNotUsable: 'Signing key not usable',
    globalContentReadOnly: 'Global content is read-only',
    chatbotDisabled: 'Chatbot disabled',
    chatUnavailable: 'Chat unavailable',
    languageModelTimedOut: 'Language model timed out',
    languageModelError: 'Language model error',
    clientClosedRequest: 'Client closed request',
    tooManyRequests: 'Too many requests',
    monthlyQuotaExceeded: 'Monthly quota exceeded',
    serviceBusy: 'Service busy',
    serviceUnavailable: 'Service unavailable',
    calculationTimedOut: 'Calculation timed out',
    internalError: 'Internal error',
  },

  invalidRequest: () => 'Invalid request',
  invalidJson: ({ reason }) => `The request body is not valid JSON: ${reason}`,
  unsupportedMediaType: ({ type }) => `Request bodies must be application/json (got "${type}")`,
  unsupportedCharset: ({ charset }) => `Request bodies must be UTF-8 (got charset "${charset}")`,
  invalidContentEncoding: ({ encoding, reason }) => `The request body is not valid ${encoding} data: ${reason}`,
  unsupportedContentEncoding: ({ encoding }) =>
    `Request bodies may be compressed with one of gzip, deflate or br (got Content-Encoding "${encoding}")`,
  payloadTooLarge: ({ bytes }) => `The request body is larger than ${bytes ?? 'the limit'} bytes`,
  missingApiKey: () => 'Send your API key in the X-Api-Key header',
  invalidApiKey: () => 'The API key is unknown or has been revoked',
  disabledApiKey: () => 'The API key is disabled',
  expiredApiKey: ({ expiresAt }) => `The API key expired at ${expiresAt}`,
  domainNotAllowed: ({ origin, header }) => `This API key may not be used from ${origin} (${header} header)`,
  missingPermission: ({ permission, reason }) =>
    reason === 'role'
      ? `Your role in this organization lacks the permission ${permission}`
      : `This API key lacks the permission ${permission}`,
  missingModule: ({ module, reason }) =>
    reason === 'organization'
      ? `Your organization has not purchased the module ${module}`
      : `This API key is not allowed to use the module ${module}`,
  organizationMismatch: () => 'Only the organization of the API key making the request can be acted on',
  notFound: ({ what }) => `${what} was not found`,
  resource: (what) => what,
  weekNotFound: ({ week, year, weeks }) => `Week ${week} of ${year} (that year has ${weeks} ISO weeks) was not found`,
  routeNotFound: ({ method, path }) => `No route ${method} ${path}`,
  methodNotAllowed: ({ method, path, allowed }) => `${method} is not allowed on ${path}; use ${allowed.join(', ')}`,

  templateNotFound: ({ templateId }) => `No template ${templateId} is available to this organization`,
  reportTypeMismatch: ({ templateType, requestedType }) =>
    `The template is for ${templateType} reports, not ${requestedType}`,
  templateInactive: () => 'The template is inactive; activate it or choose another',
  idempotencyKeyReused: () => 'This Idempotency-Key was used for a different request',
  reportFailed: ({ reason }) => `The report failed: ${reason ?? 'unknown reason'}`,
  reportNotReady: ({ status, progress, advice }) =>
    `The report is ${status} (${progress}% done); try again shortly${
      advice ? `; but no report worker is running. ${advice}` : ''
    }`,
  scopeImmutable: () => 'isGlobal cannot be changed: create a new template instead',
  platformAdminRequired: () => 'Only platform admins create, change or delete global templates',

  alreadyMember: ({ email }) => `${email} is already a member of this organization`,
  roleNotAssignable: ({ actor, target }) => `A ${actor} cannot make anyone ${target}`,
  ownerProtected: () => 'Only an owner can change or remove an owner',
  lastOwner: () => "The organization's last owner cannot be demoted or removed; make someone else owner first",
  permissionNotGrantable: ({ permission, lackedBy }) =>
    `A key cannot be given ${permission}: ${lackedBy === 'role' ? "the owner's role lacks it" : 'the key making this request lacks it'}`,
  moduleNotGrantable: ({ module, refusedBy }) =>
    `A key cannot be given the module ${module}: ${refusedBy === 'key' ? 'the key making this request may not use it' : 'the organization has not purchased it'}`,
  beyondCaller: ({ setting }) => `A key cannot be given ${BEYOND[setting]} beyond those of the key making this request`,
  keyNotManageable: ({ fields }) =>
    `This key goes beyond the key making the request (${fields.join(', ')}): only a key at least as wide may change or revoke it`,

  signedUrlExpired: ({ expiresAt }) => `This signed URL expired at ${expiresAt}`,
  signingKeyRefused: ({ reason }) =>
    `The key that signed this URL is ${reason === 'revoked' ? 'revoked or no longer valid' : reason}`,

  globalContentReadOnly: ({ action }) =>
    `Global items cannot be ${action} by an organization; make a custom copy (POST /api/content/{id}/custom-copy) and edit that`,
  urnTaken: ({ existingId }) =>
    `Your organization already has a live item with this URN and language${existingId ? ` (${existingId})` : ''}`,
  notDeleted: () => 'The item is not deleted',

  chatbotDisabled: () => 'The chatbot is disabled; enable it with PATCH /api/chatbots/{id}',
  chatbotDomainNotAllowed: ({ host, header }) => `This chatbot may not be used from ${host} (${header} header)`,
  externalUserTaken: () => 'The chatbot already has a profile for this externalUserId',
  noSuchConversation: ({ direct }) =>
    `conversationId: no such conversation; expected the id of ${
      direct
        ? 'a direct conversation of this chatbot (see GET /api/chat/{chatbotId}/conversations)'
        : 'a conversation of this chatbot (direct conversations continue at /direct)'
    }`,
  noSuchChatProfile: () => 'profileId: no such chat profile of this chatbot',
  chatUnavailable: () =>
    'Chat is not configured on this service: set CHAT_API_URL (base URL of an OpenAI-compatible API) and CHAT_MODEL (and CHAT_API_KEY if the API needs one)',
  chatUpstreamTimeout: ({ message, timeoutMs }) => `${message} (the chatbot's chatTimeoutMs is ${timeoutMs})`,
  clientClosedRequest: () => 'The caller went away before the answer started',

  rateLimited: ({ retryAfterSeconds }) => `The rate limit of this API key is spent; retry in ${retryAfterSeconds} s`,
  quotaExceeded: ({ limit, resetsAt }) =>
    `The account's monthly quota of ${limit} requests is spent; it resets at ${resetsAt}`,
  overloaded: ({ retryAfterSeconds }) => `The calculation queue is full; retry in ${retryAfterSeconds} s`,
  serviceUnavailable: ({ retryAfterSeconds }) =>
    `A service this request needs is unreachable; retry in ${retryAfterSeconds} s`,
  quotaUnknown: ({ retryAfterSeconds }) =>
    `The monthly quota cannot be checked now (the database is unreachable); retry in ${retryAfterSeconds} s`,
  calculationTimeout: ({ timeoutMs }) => `The calculation did not finish within ${timeoutMs} ms`,
  internal: () => 'Something went wrong on our side; quote the request id if you contact us',

  required: ({ expected }) => `is required (expected ${expected})`,
  noBodyTaken: () => 'this operation takes no request body; send none (or {})',
  bodyRequired: () => 'a JSON body is required',
  unknownMember: ({ name, closest, known, sayNone }) =>
    `unknown field(s) ${name}${
      closest ? ` (did you mean ${closest}?)` : known.length || sayNone ? ` (known: ${known.join(', ') || 'none'})` : ''
    }`,
  unknownParameterInBody: ({ name, member }) => `unknown field(s) ${name} (did you mean ${member} in the JSON body?)`,
  memberOfAValue: ({ name, value }) => `unknown field(s) ${name} (${value} is a value and has no members)`,
  nestedTooDeep: ({ levels }) => `is nested more than ${levels} levels deep`,
  decimalNumber: ({ got }) => `expected a decimal number (got "${got}")`,

  dateForm: ({ form }) => FORMS[form],
  dateFormat: ({ form, lostPlus }) =>
    `expected ${FORMS[form]}${lostPlus ? ' (a + sent unencoded in a URL reads as a space: write it %2B)' : ''}`,
  noSuchMonth: ({ text, month, form }) =>
    `${text} is not a date that exists: month ${month} does not exist; expected ${FORMS[form]}`,
  noSuchDay: ({ text, day, month, year, days, form }) =>
    `${text} is not a date that exists: day ${day} does not exist in ${monthName(month)} ${year}, which has ${days} days; expected ${FORMS[form]}`,
  hour24: ({ text, next, form }) =>
    `${text} is not a time that exists: hour 24 is not accepted, use 00:00 of the next day (${next}T00:00); expected ${FORMS[form]}`,
  noSuchTime: ({ text, unit, value, form }) =>
    `${text} is not a time that exists: ${unit} ${value} (${unit}s are 00 to ${unit === 'hour' ? 23 : 59}); expected ${FORMS[form]}`,
  leapSecond: ({ text, form }) =>
    `${text} is not a time that exists here: second 60 (a leap second) is not represented, write :59; expected ${FORMS[form]}`,
  dateWithTime: ({ form }) => `expected ${FORMS[form]}, without a time of day`,
  noTimeOfDay: ({ text, form }) => `expected ${FORMS[form]}; ${text} has no time of day`,
  noOffset: ({ text, form }) => `expected ${FORMS[form]}; ${text} has no Z or offset, so it names no one instant`,
  offsetOutOfRange: ({ text, offset, form }) =>
    `${text} has an offset ${offset} that is not a UTC offset from -14:00 to +14:00 (minutes and seconds 00 to 59); expected ${FORMS[form]}`,
  yearRange: ({ first, last }) => `expected a year from ${first} to ${last}`,
  wholeYearRange: ({ first, last }) => `expected a whole year from ${first} to ${last}`,

  latitude: ({ min, max }) => `expected degrees north: a number from ${min} to ${max}`,
  longitude: ({ min, max }) => `expected degrees east: a number from ${min} to ${max}`,
  unknownTimezone: ({ value, version, closest }) =>
    `${value} is not a zone of the IANA time-zone database ${version}${closest ? ` (did you mean ${closest}?)` : ''}; expected an IANA time zone name such as Europe/Paris (the list: GET /api/timezones)`,
  latitudeRequired: () => 'is required (expected degrees north, −90 to 90; or location.latitude)',
  longitudeRequired: () => 'is required (expected degrees east, −180 to 180; or location.longitude)',

  oneOf: ({ values }) => `expected one of ${values.join(', ')}`,
  pointIds: ({ ids }) => `expected point ids among ${ids.join(', ')}`,
  atLeastOnePoint: () => 'expected at least one point id',
  aspectIds: ({ ids }) => `expected aspect ids among ${ids.join(', ')}`,
  atLeastOneAspect: () => 'expected at least one aspect id',
  eachOnce: ({ item }) => `expected each ${ITEMS[item]} once`,
  orb: ({ max }) => `expected an orb in degrees, greater than 0 and at most ${max}`,
  houseSystem: ({ value, names, letters }) =>
    `unknown house system "${value}"; expected ${names.join(', ')}, or the letter codes ${letters.join(' ')}`,
  trueOrFalse: () => 'expected true or false',

  integerRange: ({ min, max }) => `expected an integer from ${min} to ${max}`,
  atMostCharacters: ({ max }) => `expected at most ${max} characters`,

  wholeNumber: ({ min, max, unit }) =>
    `expected a whole number ${unit ? `of ${COUNTS[unit]} ` : ''}from ${min} to ${max}`,
  calendarYear: () => 'expected a calendar year, a whole number',
  fourDigitYear: () => 'expected exactly four digits, e.g. 2026',
  twoDigits: ({ min, max }) => `expected two digits from ${min} to ${max}`,
  monthRange: ({ first, last }) => `expected a month YYYY-MM from ${first} to ${last}`,
  instantRange: ({ first, last }) => `expected a real instant from ${first} to ${last}`,
  timeOfDay: () => 'expected a time of day HH:mm or HH:mm:ss (00:00 to 23:59)',
  calendarDateOrNull: () => 'expected a real calendar date in YYYY-MM-DD form, or null to clear the pin',
  exactly: ({ value }) => `expected "${value}"`,
  either: ({ values }) => `expected ${or(values)}`,
  houseSystemName: ({ names }) => `expected one of ${names.join(', ')} or its letter`,
  nonEmpty: ({ what }) => `expected a non-empty ${NAMED[what]}`,
  atMostDomainPatterns: ({ max }) => `expected at most ${plural(max, 'domain pattern', 'domain patterns')}`,
  jsonObjectBytes: ({ max }) => `expected a JSON object of at most ${max} bytes`,
  atLeastOneEvent: () => 'expected at least one event',
  atLeastOneOf: ({ values }) => `expected at least one of ${values.join(', ')}`,
  atLeastOneAttribute: () => 'expected at least one attribute to change',
  atLeastOneWeight: () => 'expected at least one weight above 0',
  domainPattern: () => 'expected a domain (example.com), a wildcard subdomain pattern (*.example.com) or *',
  urn: () => 'expected a URN such as urn:astro:transit:mars:square:sun',
  languageCode: () => 'expected an ISO 639 language code such as en, es or de (optionally with a region, e.g. pt-BR)',
  languageTag: ({ count }) => `expected a supported language tag such as en, de, fr, pt-BR (${count} languages)`,
  email: () => 'expected an email address',
  webhookSecret: () => 'expected whsec_ followed by 32 to 128 letters, digits, _ or -',
  idempotencyKey: () => 'expected 1 to 255 visible ASCII characters',
  characters: ({ min, max }) => `expected ${min} to ${max} characters`,
  fullNameText: () => 'expected the full name at birth as text',
  numerologyName: ({ letter, report }) =>
    `${
      letter === undefined
        ? 'expected a name with at least one letter'
        : `expected a name in Latin letters (accents are fine); "${letter}" is not one`
    }${report ? ' (a numerology report reads the full name at birth; default: name)' : ''}`,
  templateObject: ({ what, orText }) =>
    `expected ${what === 'editorConfig' ? 'the editor configuration' : 'the page settings'}: a JSON object${
      orText ? ', or a string holding one' : ''
    }`,
  notJson: ({ reason }) => `is not valid JSON (${reason})`,
  jsonTooLong: ({ max }) => `is longer than ${max} characters as JSON`,
  idOf: ({ what }) => `expected the ${what === 'conversation' ? 'conversation' : 'chat profile'}'s id`,
  userMessage: () => "is required (expected the user's message as text)",
  idInPath: () => 'must be the id in the path',
  differentSecret: () => 'must differ from the current secret',
  customCopyKeeps: ({ member }) =>
    `a custom copy keeps the ${member === 'urn' ? 'URN' : 'language'} of its global item`,
  onlyGlobalCopied: () => 'names an item of your organization; only global items can be copied',
  profileOfConversation: () => 'expected the profile of the conversation (or leave profileId out)',
  unknownCode: ({ kind, value, values }) => `unknown ${CODES[kind]} "${value}"; expected one of ${values.join(', ')}`,
  requiredForKeyList: ({ list }) =>
    list === 'permissions'
      ? 'is required when the requesting key has a permission list (a new key cannot inherit more than the key creating it)'
      : 'is required when the requesting key has a module list',
  noSuchPlace: () => 'names no place: expected the id of a place from GET /api/geocoding/search',
  transitOrPartner: () => 'give either transit (a transit bi-wheel) or person2 (a synastry bi-wheel), not both',
  transitCoordinates: () => 'give both transit coordinates, or neither for the birth place',
  pngSide: ({ max, svgMax }) => `a PNG is at most ${max} px on each side (SVG: up to ${svgMax})`,
  parameterName: () => 'is not a valid parameter name',
  valueOrMembers: ({ name }) =>
    `cannot be sent beside ${name}: ${name} is given either a value or names under it, not both`,
  personsShape: ({ sent }) =>
    `send the persons either as dateTime1, location1, dateTime2, location2 or as person1 and person2 objects, not both (this body has ${sent.join(', ')})`,
  personRequired: () => 'is required (expected {dateTime, latitude, longitude, timezone?}) with the other person',
  flatPersonRequired: ({ dateTime }) =>
    `is required (expected ${dateTime ? 'a local date-time YYYY-MM-DDTHH:mm' : '{latitude, longitude, timezone?}'}; or send person1 and person2 objects instead)`,
  timezoneName: ({ closest }) =>
    `expected an IANA time zone name such as Europe/Paris${closest ? ` (did you mean ${closest}?)` : ''}`,
  badText: ({ problem, memberName }) =>
    `${memberName ? 'member name ' : ''}${
      problem === 'nul'
        ? 'must not contain NUL characters (U+0000)'
        : 'must not contain lone UTF-16 surrogates (invalid Unicode)'
    }`,
  reportLanguage: ({ values, reportType }) => `one of ${values.join(', ')} for ${reportType} reports`,
  kundliSidereal: () => '"sidereal" or none (a kundli is sidereal)',
  matchRole: () => '"boy" or "girl": the person\'s role in the kundli matching with the partner',
  matchPartner: () => 'the partner of the kundli matching (with matchRole)',
  partnerRequired: ({ reportType }) => `is required for ${reportType} reports (the second person: name and birthData)`,
  targetDateRequired: () => 'is required for progressions reports (the date progressed to, YYYY-MM-DD)',

  externalUserIdRequired: () => "is required (the end user's id in your system)",
  organizationItemsOnly: () => "only organization items can be created (global items are the service's own)",

  webhookUrl: (p) => {
    switch (p.kind) {
      case 'notAbsolute':
        return 'expected an absolute URL, e.g. https://example.com/webhooks';
      case 'notHttps':
        return p.protocol === 'http:'
          ? 'expected an https:// URL (WEBHOOK_ALLOW_HTTP allows http://)'
          : `expected an https:// URL (got ${p.protocol})`;
      case 'credentials':
        return 'the URL must not carry a user name or password';
      case 'fragment':
        return 'the URL must not have a #fragment';
      case 'unresolved':
        return `the host ${p.host} does not resolve`;
      case 'notPublic':
        return `${p.host} resolves to ${p.address}, a ${p.range} address; webhooks go to public addresses only (WEBHOOK_ALLOW_PRIVATE allows others)`;
    }
  },

  customCss: (p) => {
    const W = {
      colour: 'a colour (#rgb, #rrggbb, rgb(r, g, b) or a basic colour name)',
      fontFamilies: 'a list of font family names',
      fontSize: 'a size from 6pt to 48pt (pt or px)',
      fontWeight: 'normal, bold or 100–900',
    } as const;
    if (p.kind === 'tooLong') return `is longer than ${p.max} characters`;
    const at = `line ${p.line}: `;
    switch (p.kind) {
      case 'unclosedComment':
        return at + 'unclosed comment';
      case 'forbidden':
        return at + `"${p.text}" is not allowed (no at-rules, url(), expression() or escapes)`;
      case 'noSelector':
        return at + 'a rule needs a selector';
      case 'noColon':
        return at + `expected "property: value" (got "${p.got}")`;
      case 'propertyName':
        return at + `"${p.property}" is not a property name`;
      case 'noValue':
        return at + `${p.property} has no value`;
      case 'trailing':
        return at + 'expected "selector { property: value; }"';
      case 'invalidValue':
        return at + `${p.property}: "${p.value}" is not ${W[p.expected]}`;
    }
  },

  range: ({ value, min, max, fromBirth }) =>
    `${RANGES[value]} from ${min}${fromBirth ? (value === 'year' ? ' (the birth year)' : ' (the birth date)') : ''} to ${max}`,
  after: ({ value, than, orSame }) => `${RANGES[value]} ${orSame ? 'on or after' : 'after'} ${than ?? 'the birth'}`,
  span: ({ max, unit, from, bound }) => {
    const amount = plural(max, unit.slice(0, -1), unit);
    if (bound === 'bothIncluded') return `a date at most ${amount} from ${from} (both included)`;
    return `a date ${bound === 'lessThan' ? 'less than' : 'at most'} ${amount} after ${from}`;
  },
  among: ({ values, item, nonEmpty, got }) => {
    if (got !== undefined) return `unknown ${item ?? 'value'} ${got}`;
    const list = values.join(', ');
    if (nonEmpty) return `a non-empty list of ${item ? `${item}s among ` : ''}${list}`;
    return item ? `${item} ids among ${list}` : `one of ${list}`;
  },
  engineHouseSystem: ({ names, letters }) => `one of ${names.join(', ')} or its letter ${letters.join(' ')}`,
  shape: ({ shape }) => SHAPES[shape],
  siderealOnly: () => 'an ayanamsa only with zodiac "sidereal"',
  placeNeeded: ({ coordinate }) =>
    `${coordinate === 'latitude' ? 'degrees north from -90 to 90' : 'degrees east from -180 to 180'} (the place is needed for rise and set)`,
  polar: ({ date, purpose }) =>
    purpose === 'sunriseDay'
      ? `the Sun does not rise, set and rise again there from ${date} (polar day or night): no sunrise-based day`
      : `the Sun does not rise and set there on ${date}: polar day or night has no unequal hours`,
  localTime: ({ zone, clock }) =>
    clock === 'repeated'
      ? `a local time that occurs once in ${zone} (this one is repeated by a clock change; choose localTimeRule earlier or later)`
      : `a local time that exists in ${zone} (this one is skipped by a clock change; choose localTimeRule earlier or later)`,
  tooManyReturns: ({ max, body, count }) => `a span with at most ${max} returns of ${body} (this one has ${count})`,
  afterBirth: ({ birth, max }) =>
    `a date or date-time YYYY-MM-DD[THH:mm] after the birth (${birth}) and not beyond ${max}`,
  unknownStar: () => 'ids of the fixed-star catalogue',
};
