/** Teksty błędów po polsku (rejestr formalny, forma bezosobowa). */
import type { DateFormName, ErrorTexts, ListItem } from './texts.ts';

const LIST_OR = (values: readonly string[]) => new Intl.ListFormat('pl', { type: 'disjunction' }).format(values);
const PLURAL = new Intl.PluralRules('pl');
/** `n` with the noun's form for it: [one, few, many]. */
const count = (n: number, [one, few, many]: readonly [string, string, string]) => {
  const form = PLURAL.select(n);
  return `${n} ${form === 'one' ? one : form === 'few' ? few : many}`;
};
const COUNTS = {
  days: 'dni',
  seconds: 'sekund',
  milliseconds: 'milisekund',
  pixels: 'pikseli',
  lines: 'wierszy',
} as const;
const NAMED = {
  name: 'niepustej nazwy',
  title: 'niepustego tytułu',
  message: 'niepustej wiadomości',
  urnPrefix: 'niepustego prefiksu URN',
} as const;
const CODES = { permission: 'nieznane uprawnienie', module: 'nieznany moduł', provider: 'nieznany dostawca' } as const;
const RANGES = {
  date: 'data',
  instant: 'chwila',
  year: 'rok kalendarzowy',
  wholeNumber: 'liczba całkowita',
  degrees: 'liczba stopni',
} as const;
const SHAPES = {
  list: 'niepusta lista',
  pointList: 'lista identyfikatorów punktów',
  aspectList: 'lista identyfikatorów aspektów',
  orbsObject: 'obiekt orbów według identyfikatora aspektu',
  birthData: 'dane urodzenia',
  natalBody: 'ciało horoskopu urodzeniowego',
  timezoneOrPlace: 'strefa czasowa albo szerokość i długość geograficzna, by ją ustalić',
} as const;

const FORMS: Record<DateFormName, string> = {
  date: 'data YYYY-MM-DD',
  'date-time': 'data i godzina YYYY-MM-DDTHH:mm[:ss[.fff]], opcjonalnie zakończona Z lub przesunięciem UTC ±HH:MM',
  'date-or-date-time':
    'data YYYY-MM-DD albo data i godzina YYYY-MM-DDTHH:mm[:ss[.fff]], opcjonalnie zakończona Z lub przesunięciem UTC ±HH:MM',
  instant:
    'chwila w formacie ISO 8601 YYYY-MM-DDTHH:mm[:ss[.fff]] zakończona Z lub przesunięciem UTC ±HH:MM, np. 2026-11-21T12:00Z',
};
const ITEMS: Record<ListItem, string> = {
  point: 'każdy punkt',
  aspect: 'każdy aspekt',
  planet: 'każda planeta',
  star: 'każda gwiazda',
  kind: 'każdy rodzaj',
  event: 'każde zdarzenie',
  section: 'każda sekcja',
  part: 'każda część',
  body: 'każde ciało',
};
const RESOURCES: Record<string, string> = {
  'API key': 'klucza API',
  'Chat profile': 'profilu czatu',
  Chatbot: 'chatbota',
  'Content item': 'elementu treści',
  Conversation: 'rozmowy',
  Member: 'członka',
  Organization: 'organizacji',
  'PDF report': 'raportu PDF',
  'PDF template': 'szablonu PDF',
  Webhook: 'webhooka',
  Widget: 'widżetu',
};
const ACTIONS: Record<string, string> = { updated: 'zmieniać', deleted: 'usuwać', restored: 'przywracać' };
const UNITS = {
  hour: ['godzina', 'godziny', 23],
  minute: ['minuta', 'minuty', 59],
  second: ['sekunda', 'sekundy', 59],
} as const;
const monthName = (month: number) =>
  new Intl.DateTimeFormat('pl', { month: 'long', timeZone: 'UTC' }).format(Date.UTC(2000, month - 1, 1));
const BEYOND = {
  permissions: 'uprawnień',
  modules: 'modułów',
  allowedDomains: 'użycia z domen',
  rateLimit: 'limitu żądań (więcej żądań, krótsze okno lub brak limitu)',
  expiresIn: 'terminu ważności (późniejszego lub żadnego)',
} as const;

export const pl: ErrorTexts = {
  language: 'pl',
  title: {
    invalidParameter: 'Nieprawidłowy parametr',
    malformedJson: 'Nieprawidłowy JSON',
    unsupportedMediaType: 'Nieobsługiwany typ nośnika',
    unsupportedCharset: 'Nieobsługiwane kodowanie znaków',
    bodyDoesNotDecompress: 'Nie można rozpakować treści',
    unsupportedContentEncoding: 'Nieobsługiwane kodowanie treści',
    payloadTooLarge: 'Zbyt duża treść żądania',
    missingApiKey: 'Brak klucza API',
    invalidApiKey: 'Nieprawidłowy klucz API',
    apiKeyDisabled: 'Klucz API wyłączony',
    apiKeyExpired: 'Klucz API wygasł',
    domainNotAllowed: 'Niedozwolona domena',
    missingPermission: 'Brak uprawnienia',
    moduleNotAvailable: 'Moduł niedostępny',
    organizationMismatch: 'Niewłaściwa organizacja',
    notFound: 'Nie znaleziono',
    methodNotAllowed: 'Niedozwolona metoda',
    unprocessable: 'Nie można przetworzyć żądania',
    idempotencyKeyReused: 'Ponownie użyty Idempotency-Key',
    reportFailed: 'Raport nie powiódł się',
    reportNotReady: 'Raport nie jest gotowy',
    platformAdminRequired: 'Wymagany administrator platformy',
    conflict: 'Konflikt',
    roleNotAssignable: 'Nie można przypisać roli',
    ownerProtected: 'Właściciel chroniony',
    lastOwner: 'Ostatni właściciel',
    permissionNotGrantable: 'Nie można nadać uprawnienia',
    moduleNotGrantable: 'Nie można nadać modułu',
    domainsNotGrantable: 'Nie można nadać domen',
    rateLimitNotGrantable: 'Nie można nadać limitu żądań',
    expiryNotGrantable: 'Nie można nadać terminu ważności',
    keyNotManageable: 'Nie można zarządzać kluczem',
    invalidSignature: 'Nieprawidłowy podpis',
    signedUrlExpired: 'Podpisany URL wygasł',
    signingKeyNotUsable: 'Klucza podpisującego nie można użyć',
    globalContentReadOnly: 'Treści globalne są tylko do odczytu',
    chatbotDisabled: 'Chatbot wyłączony',
    chatUnavailable: 'Czat niedostępny',
    languageModelTimedOut: 'Przekroczono czas oczekiwania na model językowy',
    languageModelError: 'Błąd modelu językowego',
    clientClosedRequest: 'Klient zamknął żądanie',
    tooManyRequests: 'Zbyt wiele żądań',
    monthlyQuotaExceeded: 'Przekroczono miesięczny limit',
    serviceBusy: 'Usługa przeciążona',
    serviceUnavailable: 'Usługa niedostępna',
    calculationTimedOut: 'Przekroczono czas obliczeń',
    internalError: 'Błąd wewnętrzny',
  },

  invalidRequest: () => 'Nieprawidłowe żądanie',
  invalidJson: ({ reason }) => `Treść żądania nie jest prawidłowym JSON-em: ${reason}`,
  unsupportedMediaType: ({ type }) => `Treść żądania musi mieć typ application/json (otrzymano „${type}”)`,
  unsupportedCharset: ({ charset }) => `Treść żądania musi być w UTF-8 (otrzymano kodowanie „${charset}”)`,
  invalidContentEncoding: ({ encoding, reason }) =>
    `Treść żądania nie zawiera prawidłowych danych ${encoding}: ${reason}`,
  unsupportedContentEncoding: ({ encoding }) =>
    `Treść żądania może być skompresowana metodą gzip, deflate lub br (otrzymano Content-Encoding „${encoding}”)`,
  payloadTooLarge: ({ bytes }) =>
    bytes === undefined
      ? 'Treść żądania przekracza dozwolony rozmiar'
      : `Treść żądania jest większa niż ${bytes} bajtów`,
  missingApiKey: () => 'Prosimy przesłać klucz API w nagłówku X-Api-Key',
  invalidApiKey: () => 'Klucz API jest nieznany lub został unieważniony',
  disabledApiKey: () => 'Klucz API jest wyłączony',
  expiredApiKey: ({ expiresAt }) => `Klucz API wygasł ${expiresAt}`,
  domainNotAllowed: ({ origin, header }) => `Tego klucza API nie można używać z ${origin} (nagłówek ${header})`,
  missingPermission: ({ permission, reason }) =>
    reason === 'role'
      ? `Rola w tej organizacji nie ma uprawnienia ${permission}`
      : `Ten klucz API nie ma uprawnienia ${permission}`,
  missingModule: ({ module, reason }) =>
    reason === 'organization'
      ? `Organizacja nie wykupiła modułu ${module}`
      : `Ten klucz API nie może używać modułu ${module}`,
  organizationMismatch: () => 'Można działać tylko na organizacji klucza API, który wysyła żądanie',
  notFound: ({ what }) => `Nie znaleziono ${what}`,
  resource: (what) => RESOURCES[what] ?? what,
  weekNotFound: ({ week, year, weeks }) =>
    `Nie znaleziono tygodnia ${week} roku ${year} (ten rok ma ${weeks} tygodni ISO)`,
  routeNotFound: ({ method, path }) => `Brak trasy ${method} ${path}`,
  methodNotAllowed: ({ method, path, allowed }) =>
    `Metoda ${method} nie jest dozwolona dla ${path}; należy użyć ${allowed.join(', ')}`,

  templateNotFound: ({ templateId }) => `Szablon ${templateId} nie jest dostępny dla tej organizacji`,
  reportTypeMismatch: ({ templateType, requestedType }) =>
    `Szablon jest przeznaczony dla raportów typu ${templateType}, a nie ${requestedType}`,
  templateInactive: () => 'Szablon jest nieaktywny; należy go aktywować lub wybrać inny',
  idempotencyKeyReused: () => 'Ten Idempotency-Key został już użyty dla innego żądania',
  reportFailed: ({ reason }) => `Raport nie powiódł się: ${reason ?? 'nieznana przyczyna'}`,
  reportNotReady: ({ status, progress, advice }) =>
    `Raport ma status ${status} (ukończono ${progress}%); prosimy spróbować ponownie za chwilę${
      advice ? `; nie działa jednak żaden worker raportów. ${advice}` : ''
    }`,
  scopeImmutable: () => 'Nie można zmienić isGlobal: należy zamiast tego utworzyć nowy szablon',
  platformAdminRequired: () => 'Tylko administratorzy platformy mogą tworzyć, zmieniać i usuwać szablony globalne',

  alreadyMember: ({ email }) => `${email} jest już członkiem tej organizacji`,
  roleNotAssignable: ({ actor, target }) => `Rola ${actor} nie może nikomu nadać roli ${target}`,
  ownerProtected: () => 'Tylko właściciel może zmienić lub usunąć właściciela',
  lastOwner: () =>
    'Ostatniego właściciela organizacji nie można zdegradować ani usunąć; najpierw należy ustanowić innego właściciela',
  permissionNotGrantable: ({ permission, lackedBy }) =>
    `Nie można nadać kluczowi uprawnienia ${permission}: ${lackedBy === 'role' ? 'rola właściciela go nie ma' : 'klucz wysyłający to żądanie go nie ma'}`,
  moduleNotGrantable: ({ module, refusedBy }) =>
    `Nie można nadać kluczowi modułu ${module}: ${refusedBy === 'key' ? 'klucz wysyłający to żądanie nie może go używać' : 'organizacja go nie wykupiła'}`,
  beyondCaller: ({ setting }) =>
    `Nie można nadać kluczowi ${BEYOND[setting]} wykraczających poza zakres klucza wysyłającego to żądanie`,
  keyNotManageable: ({ fields }) =>
    `Ten klucz wykracza poza klucz wysyłający żądanie (${fields.join(', ')}): zmienić lub unieważnić go może tylko klucz o co najmniej takim samym zakresie`,

  signedUrlExpired: ({ expiresAt }) => `Ten podpisany URL wygasł ${expiresAt}`,
  signingKeyRefused: ({ reason }) =>
    `Klucz, którym podpisano ten URL, ${
      reason === 'revoked'
        ? 'został unieważniony lub nie jest już ważny'
        : reason === 'disabled'
          ? 'jest wyłączony'
          : 'wygasł'
    }`,

  globalContentReadOnly: ({ action }) =>
    `Organizacja nie może ${ACTIONS[action] ?? action} elementów globalnych; należy utworzyć własną kopię (POST /api/content/{id}/custom-copy) i edytować ją`,
  urnTaken: ({ existingId }) =>
    `Organizacja ma już aktywny element z tym URN i w tym języku${existingId ? ` (${existingId})` : ''}`,
  notDeleted: () => 'Element nie jest usunięty',

  chatbotDisabled: () => 'Chatbot jest wyłączony; można go włączyć przez PATCH /api/chatbots/{id}',
  chatbotDomainNotAllowed: ({ host, header }) => `Tego chatbota nie można używać z ${host} (nagłówek ${header})`,
  externalUserTaken: () => 'Chatbot ma już profil dla tego externalUserId',
  noSuchConversation: ({ direct }) =>
    `conversationId: nie ma takiej rozmowy; oczekiwano identyfikatora ${
      direct
        ? 'bezpośredniej rozmowy tego chatbota (zob. GET /api/chat/{chatbotId}/conversations)'
        : 'rozmowy tego chatbota (rozmowy bezpośrednie są kontynuowane pod /direct)'
    }`,
  noSuchChatProfile: () => 'profileId: ten chatbot nie ma takiego profilu czatu',
  chatUnavailable: () =>
    'Czat nie jest skonfigurowany w tej usłudze: należy ustawić CHAT_API_URL (bazowy URL API zgodnego z OpenAI) i CHAT_MODEL (oraz CHAT_API_KEY, jeśli API go wymaga)',
  chatUpstreamTimeout: ({ message, timeoutMs }) => `${message} (chatTimeoutMs chatbota: ${timeoutMs})`,
  clientClosedRequest: () => 'Wywołujący rozłączył się, zanim zaczęła się odpowiedź',

  rateLimited: ({ retryAfterSeconds }) =>
    `Limit żądań tego klucza API został wyczerpany; prosimy spróbować ponownie za ${retryAfterSeconds} s`,
  quotaExceeded: ({ limit, resetsAt }) =>
    `Miesięczny limit konta wynoszący ${limit} żądań został wyczerpany; zostanie odnowiony ${resetsAt}`,
  overloaded: ({ retryAfterSeconds }) =>
    `Kolejka obliczeń jest pełna; prosimy spróbować ponownie za ${retryAfterSeconds} s`,
  serviceUnavailable: ({ retryAfterSeconds }) =>
    `Usługa potrzebna do obsługi tego żądania jest nieosiągalna; prosimy spróbować ponownie za ${retryAfterSeconds} s`,
  quotaUnknown: ({ retryAfterSeconds }) =>
    `Nie można teraz sprawdzić miesięcznego limitu (baza danych jest nieosiągalna); należy spróbować ponownie za ${retryAfterSeconds} s`,
  calculationTimeout: ({ timeoutMs }) => `Obliczenia nie zakończyły się w ciągu ${timeoutMs} ms`,
  internal: () => 'Po naszej stronie wystąpił błąd; w razie kontaktu prosimy podać identyfikator żądania',

  required: ({ expected }) => `jest wymagane (oczekiwano: ${expected})`,
  noBodyTaken: () => 'ta operacja nie przyjmuje treści żądania; nie należy jej wysyłać (albo wysłać {})',
  bodyRequired: () => 'wymagana jest treść JSON',
  unknownMember: ({ name, closest, known, sayNone }) =>
    `nieznane pole ${name}${
      closest
        ? ` (czy chodziło o ${closest}?)`
        : known.length || sayNone
          ? ` (znane: ${known.join(', ') || 'brak'})`
          : ''
    }`,
  unknownParameterInBody: ({ name, member }) => `nieznane pole ${name} (czy chodziło o ${member} w treści JSON?)`,
  memberOfAValue: ({ name, value }) => `nieznane pole ${name} (${value} jest wartością i nie ma pól)`,
  nestedTooDeep: ({ levels }) => `ma więcej niż ${levels} poziomów zagnieżdżenia`,
  decimalNumber: ({ got }) => `oczekiwano liczby dziesiętnej (otrzymano „${got}”)`,

  dateForm: ({ form }) => FORMS[form],
  dateFormat: ({ form, lostPlus }) =>
    `oczekiwano: ${FORMS[form]}${lostPlus ? ' (niezakodowany + w URL jest odczytywany jako spacja: należy zapisać %2B)' : ''}`,
  noSuchMonth: ({ text, month, form }) =>
    `${text} nie jest istniejącą datą: miesiąc ${month} nie istnieje; oczekiwano: ${FORMS[form]}`,
  noSuchDay: ({ text, day, month, year, days, form }) =>
    `${text} nie jest istniejącą datą: dzień ${day} nie istnieje w miesiącu ${monthName(month)} ${year}, który ma ${days} dni; oczekiwano: ${FORMS[form]}`,
  hour24: ({ text, next, form }) =>
    `${text} nie jest istniejącą godziną: godzina 24 nie jest akceptowana, należy użyć 00:00 następnego dnia (${next}T00:00); oczekiwano: ${FORMS[form]}`,
  noSuchTime: ({ text, unit, value, form }) =>
    `${text} nie jest istniejącą godziną: ${UNITS[unit][0]} ${value} (${UNITS[unit][1]} mają wartości od 00 do ${UNITS[unit][2]}); oczekiwano: ${FORMS[form]}`,
  leapSecond: ({ text, form }) =>
    `${text} nie jest tu możliwą do zapisania godziną: sekunda 60 (sekunda przestępna) nie jest obsługiwana, należy zapisać :59; oczekiwano: ${FORMS[form]}`,
  dateWithTime: ({ form }) => `oczekiwano: ${FORMS[form]}, bez godziny`,
  noTimeOfDay: ({ text, form }) => `oczekiwano: ${FORMS[form]}; ${text} nie zawiera godziny`,
  noOffset: ({ text, form }) =>
    `oczekiwano: ${FORMS[form]}; ${text} nie ma Z ani przesunięcia, więc nie wskazuje jednej chwili`,
  offsetOutOfRange: ({ text, offset, form }) =>
    `${text} ma przesunięcie ${offset}, które nie jest przesunięciem UTC od -14:00 do +14:00 (minuty i sekundy od 00 do 59); oczekiwano: ${FORMS[form]}`,
  yearRange: ({ first, last }) => `oczekiwano roku od ${first} do ${last}`,
  wholeYearRange: ({ first, last }) => `oczekiwano całkowitego roku od ${first} do ${last}`,

  latitude: ({ min, max }) => `oczekiwano stopni szerokości północnej: liczby od ${min} do ${max}`,
  longitude: ({ min, max }) => `oczekiwano stopni długości wschodniej: liczby od ${min} do ${max}`,
  unknownTimezone: ({ value, version, closest }) =>
    `${value} nie jest strefą z bazy stref czasowych IANA ${version}${closest ? ` (czy chodziło o ${closest}?)` : ''}; oczekiwano nazwy strefy czasowej IANA, np. Europe/Paris (lista: GET /api/timezones)`,
  latitudeRequired: () => 'jest wymagane (oczekiwano stopni na północ, od −90 do 90; lub location.latitude)',
  longitudeRequired: () => 'jest wymagane (oczekiwano stopni na wschód, od −180 do 180; lub location.longitude)',

  oneOf: ({ values }) => `oczekiwano jednej z wartości: ${values.join(', ')}`,
  pointIds: ({ ids }) => `oczekiwano identyfikatorów punktów spośród ${ids.join(', ')}`,
  atLeastOnePoint: () => 'oczekiwano co najmniej jednego identyfikatora punktu',
  aspectIds: ({ ids }) => `oczekiwano identyfikatorów aspektów spośród ${ids.join(', ')}`,
  atLeastOneAspect: () => 'oczekiwano co najmniej jednego identyfikatora aspektu',
  eachOnce: ({ item }) => `${ITEMS[item]} może wystąpić tylko raz`,
  orb: ({ max }) => `oczekiwano orbu w stopniach, większego od 0 i nie większego niż ${max}`,
  houseSystem: ({ value, names, letters }) =>
    `nieznany system domów „${value}”; oczekiwano: ${names.join(', ')} lub jednego z kodów literowych ${letters.join(' ')}`,
  trueOrFalse: () => 'oczekiwano true lub false',

  integerRange: ({ min, max }) => `oczekiwano liczby całkowitej od ${min} do ${max}`,
  atMostCharacters: ({ max }) => `oczekiwano najwyżej ${max} znaków`,
  wholeNumber: ({ min, max, unit }) =>
    unit
      ? `oczekiwano całkowitej liczby ${COUNTS[unit]} od ${min} do ${max}`
      : `oczekiwano liczby całkowitej od ${min} do ${max}`,
  calendarYear: () => 'oczekiwano roku kalendarzowego jako liczby całkowitej',
  fourDigitYear: () => 'oczekiwano dokładnie czterech cyfr, np. 2026',
  twoDigits: ({ min, max }) => `oczekiwano dwóch cyfr od ${min} do ${max}`,
  monthRange: ({ first, last }) => `oczekiwano miesiąca YYYY-MM od ${first} do ${last}`,
  instantRange: ({ first, last }) => `oczekiwano istniejącej chwili od ${first} do ${last}`,
  timeOfDay: () => 'oczekiwano godziny HH:mm lub HH:mm:ss (od 00:00 do 23:59)',
  calendarDateOrNull: () =>
    'oczekiwano istniejącej daty kalendarzowej w formacie YYYY-MM-DD albo null, aby usunąć przypięcie',
  exactly: ({ value }) => `oczekiwano "${value}"`,
  either: ({ values }) => `oczekiwano: ${LIST_OR(values)}`,
  houseSystemName: ({ names }) => `oczekiwano jednego z systemów domów lub jego litery: ${names.join(', ')}`,
  nonEmpty: ({ what }) => `oczekiwano ${NAMED[what]}`,
  atMostDomainPatterns: ({ max }) =>
    `oczekiwano najwyżej ${count(max, ['wzorca domeny', 'wzorców domen', 'wzorców domen'])}`,
  jsonObjectBytes: ({ max }) => `oczekiwano obiektu JSON o rozmiarze najwyżej ${max} bajtów`,
  atLeastOneEvent: () => 'oczekiwano co najmniej jednego zdarzenia',
  atLeastOneOf: ({ values }) => `oczekiwano co najmniej jednego z: ${values.join(', ')}`,
  atLeastOneAttribute: () => 'oczekiwano co najmniej jednego atrybutu do zmiany',
  atLeastOneWeight: () => 'oczekiwano co najmniej jednej wagi większej od 0',
  domainPattern: () =>
    'oczekiwano domeny (example.com), wzorca z symbolem wieloznacznym dla subdomen (*.example.com) lub *',
  urn: () => 'oczekiwano URN, np. urn:astro:transit:mars:square:sun',
  languageCode: () => 'oczekiwano kodu języka ISO 639, np. en, es lub de (opcjonalnie z regionem, np. pt-BR)',
  languageTag: ({ count: languages }) =>
    `oczekiwano obsługiwanego znacznika języka, np. en, de, fr, pt-BR (${count(languages, ['język', 'języki', 'języków'])})`,
  email: () => 'oczekiwano adresu e-mail',
  webhookSecret: () => 'oczekiwano whsec_, po którym następuje od 32 do 128 liter, cyfr, _ lub -',
  idempotencyKey: () => 'oczekiwano od 1 do 255 widocznych znaków ASCII',
  characters: ({ min, max }) => `oczekiwano od ${min} do ${max} znaków`,
  fullNameText: () => 'oczekiwano pełnego imienia i nazwiska z urodzenia jako tekstu',
  numerologyName: ({ letter, report }) =>
    `${
      letter === undefined
        ? 'oczekiwano imienia z co najmniej jedną literą'
        : `oczekiwano imienia zapisanego literami łacińskimi (znaki diakrytyczne są dozwolone); "${letter}" nią nie jest`
    }${report ? ' (raport numerologiczny odczytuje pełne imię i nazwisko z urodzenia; domyślnie: name)' : ''}`,
  templateObject: ({ what, orText }) =>
    `oczekiwano ${what === 'editorConfig' ? 'konfiguracji edytora' : 'ustawień strony'}: obiektu JSON${
      orText ? ' albo tekstu, który go zawiera' : ''
    }`,
  notJson: ({ reason }) => `nie jest poprawnym JSON-em (${reason})`,
  jsonTooLong: ({ max }) => `jako JSON ma więcej niż ${max} znaków`,
  idOf: ({ what }) => `oczekiwano identyfikatora ${what === 'conversation' ? 'rozmowy' : 'profilu czatu'}`,
  userMessage: () => 'jest wymagane (oczekiwano wiadomości użytkownika jako tekstu)',
  idInPath: () => 'musi być identyfikatorem ze ścieżki',
  differentSecret: () => 'musi się różnić od obecnego sekretu',
  customCopyKeeps: ({ member }) =>
    `własna kopia zachowuje ${member === 'urn' ? 'URN' : 'język'} swojego elementu globalnego`,
  onlyGlobalCopied: () => 'wskazuje element Państwa organizacji; kopiować można tylko elementy globalne',
  profileOfConversation: () => 'oczekiwano profilu rozmowy (lub należy pominąć profileId)',
  unknownCode: ({ kind, value, values }) =>
    `${CODES[kind]} "${value}"; oczekiwano jednej z wartości: ${values.join(', ')}`,
  requiredForKeyList: ({ list }) =>
    list === 'permissions'
      ? 'jest wymagane, gdy klucz wysyłający żądanie ma listę uprawnień (nowy klucz nie może odziedziczyć więcej niż klucz, który go tworzy)'
      : 'jest wymagane, gdy klucz wysyłający żądanie ma listę modułów',
  noSuchPlace: () => 'nie wskazuje żadnego miejsca: oczekiwano identyfikatora miejsca z GET /api/geocoding/search',
  transitOrPartner: () =>
    'należy podać albo transit (podwójne koło tranzytów), albo person2 (podwójne koło synastrii), nie oba',
  transitCoordinates: () => 'należy podać obie współrzędne tranzytu albo żadnej dla miejsca urodzenia',
  pngSide: ({ max, svgMax }) => `PNG ma najwyżej ${max} px na każdym boku (SVG: do ${svgMax})`,
  parameterName: () => 'nie jest poprawną nazwą parametru',
  valueOrMembers: ({ name }) =>
    `nie może być wysłane obok ${name}: ${name} otrzymuje albo wartość, albo nazwy pod sobą, nie oba`,
  personsShape: ({ sent }) =>
    `należy wysłać osoby albo jako dateTime1, location1, dateTime2, location2, albo jako obiekty person1 i person2, nie na oba sposoby (ta treść zawiera ${sent.join(', ')})`,
  personRequired: () => 'jest wymagane razem z drugą osobą (oczekiwano {dateTime, latitude, longitude, timezone?})',
  flatPersonRequired: ({ dateTime }) =>
    `jest wymagane (oczekiwano ${dateTime ? 'lokalnej daty i godziny YYYY-MM-DDTHH:mm' : '{latitude, longitude, timezone?}'}; można też zamiast tego wysłać obiekty person1 i person2)`,
  timezoneName: ({ closest }) =>
    `oczekiwano nazwy strefy czasowej IANA, np. Europe/Paris${closest ? ` (czy chodziło o ${closest}?)` : ''}`,
  badText: ({ problem, memberName }) =>
    `${memberName ? 'nazwa pola ' : ''}nie może zawierać ${
      problem === 'nul' ? 'znaków NUL (U+0000)' : 'pojedynczych surogatów UTF-16 (niepoprawny Unicode)'
    }`,
  reportLanguage: ({ values, reportType }) => `jeden z języków ${values.join(', ')} dla raportów ${reportType}`,
  kundliSidereal: () => '"sidereal" lub nic (kundli jest syderyczne)',
  matchRole: () => '"boy" lub "girl": rola osoby w dopasowaniu kundli z partnerem',
  matchPartner: () => 'partner dopasowania kundli (z matchRole)',
  partnerRequired: ({ reportType }) => `jest wymagane dla raportów ${reportType} (druga osoba: name i birthData)`,
  targetDateRequired: () => 'jest wymagane dla raportów progresji (data, do której prowadzi progresja, YYYY-MM-DD)',

  externalUserIdRequired: () => 'jest wymagane (identyfikator użytkownika końcowego w Państwa systemie)',
  organizationItemsOnly: () => 'można tworzyć tylko elementy organizacji (elementy globalne należą do usługi)',

  webhookUrl: (p) => {
    switch (p.kind) {
      case 'notAbsolute':
        return 'oczekiwano bezwzględnego adresu URL, np. https://example.com/webhooks';
      case 'notHttps':
        return p.protocol === 'http:'
          ? 'oczekiwano adresu https:// (WEBHOOK_ALLOW_HTTP dopuszcza http://)'
          : `oczekiwano adresu https:// (otrzymano ${p.protocol})`;
      case 'credentials':
        return 'adres URL nie może zawierać nazwy użytkownika ani hasła';
      case 'fragment':
        return 'adres URL nie może mieć #fragmentu';
      case 'unresolved':
        return `nie można rozwiązać nazwy hosta ${p.host}`;
      case 'notPublic':
        return `${p.host} wskazuje na ${p.address}, adres typu ${p.range}; webhooki trafiają tylko na adresy publiczne (WEBHOOK_ALLOW_PRIVATE dopuszcza inne)`;
    }
  },

  customCss: (p) => {
    const W = {
      colour: 'kolorem (#rgb, #rrggbb, rgb(r, g, b) lub podstawową nazwą koloru)',
      fontFamilies: 'listą rodzin czcionek',
      fontSize: 'rozmiarem od 6pt do 48pt (pt lub px)',
      fontWeight: 'wartością normal, bold ani 100–900',
    } as const;
    if (p.kind === 'tooLong') return `ma więcej niż ${p.max} znaków`;
    const at = `wiersz ${p.line}: `;
    switch (p.kind) {
      case 'unclosedComment':
        return at + 'niezamknięty komentarz';
      case 'forbidden':
        return at + `"${p.text}" jest niedozwolone (bez reguł @, url(), expression() i sekwencji ucieczki)`;
      case 'noSelector':
        return at + 'reguła wymaga selektora';
      case 'noColon':
        return at + `oczekiwano "właściwość: wartość" (otrzymano "${p.got}")`;
      case 'propertyName':
        return at + `"${p.property}" nie jest nazwą właściwości`;
      case 'noValue':
        return at + `${p.property} nie ma wartości`;
      case 'trailing':
        return at + 'oczekiwano "selektor { właściwość: wartość; }"';
      case 'invalidValue':
        return at + `${p.property}: "${p.value}" nie jest ${W[p.expected]}`;
    }
  },

  range: ({ value, min, max, fromBirth }) =>
    `${RANGES[value]} od ${min}${fromBirth ? (value === 'year' ? ' (roku urodzenia)' : ' (daty urodzenia)') : ''} do ${max}`,
  after: ({ value, than, orSame }) => `${RANGES[value]} ${orSame ? 'w dniu lub po' : 'po'} ${than ?? 'urodzeniu'}`,
  span: ({ max, unit, from, bound }) => {
    const amount = count(max, unit === 'days' ? ['dzień', 'dni', 'dni'] : ['rok', 'lata', 'lat']);
    if (bound === 'bothIncluded') return `data najwyżej ${amount} od ${from} (oba dni włącznie)`;
    return `data ${bound === 'lessThan' ? 'mniej niż' : 'najwyżej'} ${amount} po ${from}`;
  },
  among: ({ values, item, nonEmpty, got }) => {
    if (got !== undefined)
      return `${item === 'point' ? 'nieznany punkt' : item === 'aspect' ? 'nieznany aspekt' : 'nieznana wartość'} ${got}`;
    const list = values.join(', ');
    if (nonEmpty)
      return `niepusta lista ${item === 'point' ? 'punktów ' : item === 'aspect' ? 'aspektów ' : ''}spośród ${list}`;
    if (item) return `identyfikatory ${item === 'point' ? 'punktów' : 'aspektów'} spośród ${list}`;
    return `jedna z wartości: ${list}`;
  },
  engineHouseSystem: ({ names, letters }) =>
    `jeden z systemów domów: ${names.join(', ')}, lub jego litera: ${letters.join(' ')}`,
  shape: ({ shape }) => (shape === 'instant' ? FORMS.instant : SHAPES[shape]),
  siderealOnly: () => 'ayanamsa tylko z zodiac "sidereal"',
  placeNeeded: ({ coordinate }) =>
    `${coordinate === 'latitude' ? 'stopnie północne od -90 do 90' : 'stopnie wschodnie od -180 do 180'} (miejsce jest potrzebne do wschodu i zachodu)`,
  polar: ({ date, purpose }) =>
    purpose === 'sunriseDay'
      ? `Słońce nie wschodzi, nie zachodzi i nie wschodzi ponownie w tym miejscu od ${date} (dzień lub noc polarna): brak doby liczonej od wschodu Słońca`
      : `Słońce nie wschodzi i nie zachodzi w tym miejscu ${date}: dzień lub noc polarna nie ma nierównych godzin`,
  localTime: ({ zone, clock }) =>
    clock === 'repeated'
      ? `czas lokalny występujący w ${zone} tylko raz (ten powtarza się przez zmianę czasu; należy wybrać localTimeRule earlier lub later)`
      : `czas lokalny istniejący w ${zone} (ten jest pomijany przez zmianę czasu; należy wybrać localTimeRule earlier lub later)`,
  tooManyReturns: ({ max, body, count: found }) => `okres z najwyżej ${max} powrotami ${body} (ten ma ${found})`,
  afterBirth: ({ birth, max }) =>
    `data lub data i godzina YYYY-MM-DD[THH:mm] po urodzeniu (${birth}) i nie później niż ${max}`,
  unknownStar: () => 'identyfikatory z katalogu gwiazd stałych',
};
