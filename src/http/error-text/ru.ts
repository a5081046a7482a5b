/** Тексты ошибок на русском языке (обращение на «вы»). */
import type { DateFormName, ErrorTexts, ListItem } from './texts.ts';

const LIST_OR = (values: readonly string[]) => new Intl.ListFormat('ru', { type: 'disjunction' }).format(values);
const PLURAL = new Intl.PluralRules('ru');
/** `n` with the noun's form for it: [one, few, many]. */
const count = (n: number, [one, few, many]: readonly [string, string, string]) => {
  const form = PLURAL.select(n);
  return `${n} ${form === 'one' ? one : form === 'few' ? few : many}`;
};
const COUNTS = {
  days: 'дней',
  seconds: 'секунд',
  milliseconds: 'миллисекунд',
  pixels: 'пикселей',
  lines: 'строк',
} as const;
const NAMED = {
  name: 'непустое имя',
  title: 'непустой заголовок',
  message: 'непустое сообщение',
  urnPrefix: 'непустой префикс URN',
} as const;
const CODES = {
  permission: 'неизвестное разрешение',
  module: 'неизвестный модуль',
  provider: 'неизвестный провайдер',
} as const;
const RANGES = {
  date: 'дата',
  instant: 'момент времени',
  year: 'календарный год',
  wholeNumber: 'целое число',
  degrees: 'число градусов',
} as const;
const SHAPES = {
  list: 'непустой список',
  pointList: 'список идентификаторов точек',
  aspectList: 'список идентификаторов аспектов',
  orbsObject: 'объект орбисов по идентификаторам аспектов',
  birthData: 'данные рождения',
  natalBody: 'тело натальной карты',
  timezoneOrPlace: 'часовой пояс либо широта и долгота, чтобы его определить',
} as const;

const FORMS: Record<DateFormName, string> = {
  date: 'дата YYYY-MM-DD',
  'date-time': 'дата и время YYYY-MM-DDTHH:mm[:ss[.fff]], при необходимости с Z или смещением от UTC ±HH:MM в конце',
  'date-or-date-time':
    'дата YYYY-MM-DD или дата и время YYYY-MM-DDTHH:mm[:ss[.fff]], при необходимости с Z или смещением от UTC ±HH:MM в конце',
  instant:
    'момент времени ISO 8601 YYYY-MM-DDTHH:mm[:ss[.fff]] с Z или смещением от UTC ±HH:MM в конце, например 2026-11-21T12:00Z',
};
const ITEMS: Record<ListItem, string> = {
  point: 'точки',
  aspect: 'аспекты',
  planet: 'планеты',
  star: 'звёзды',
  kind: 'виды',
  event: 'события',
  section: 'разделы',
  part: 'части',
  body: 'тела',
};
const RESOURCES: Record<string, string> = {
  'API key': 'API-ключ',
  'Chat profile': 'профиль чата',
  Chatbot: 'чат-бот',
  'Content item': 'элемент контента',
  Conversation: 'разговор',
  Member: 'участник',
  Organization: 'организация',
  'PDF report': 'PDF-отчёт',
  'PDF template': 'PDF-шаблон',
  Webhook: 'вебхук',
  Widget: 'виджет',
};
const ACTIONS: Record<string, string> = { updated: 'изменять', deleted: 'удалять', restored: 'восстанавливать' };
const UNITS = {
  hour: ['час', 'часы', 23],
  minute: ['минута', 'минуты', 59],
  second: ['секунда', 'секунды', 59],
} as const;
const monthName = (month: number) =>
  new Intl.DateTimeFormat('ru', { month: 'long', timeZone: 'UTC' }).format(Date.UTC(2000, month - 1, 1));
const BEYOND = {
  permissions: 'разрешения',
  modules: 'модули',
  allowedDomains: 'использование с доменов',
  rateLimit: 'лимит запросов (больше запросов, более короткое окно или отсутствие лимита)',
  expiresIn: 'срок действия (более поздний или бессрочный)',
} as const;

export const ru: ErrorTexts = {
  language: 'ru',
  title: {
    invalidParameter: 'Недопустимый параметр',
    malformedJson: 'Некорректный JSON',
    unsupportedMediaType: 'Неподдерживаемый тип данных',
    unsupportedCharset: 'Неподдерживаемая кодировка',
    bodyDoesNotDecompress: 'Не удаётся распаковать тело запроса',
    unsupportedContentEncoding: 'Неподдерживаемое сжатие содержимого',
    payloadTooLarge: 'Слишком большое тело запроса',
    missingApiKey: 'Отсутствует API-ключ',
    invalidApiKey: 'Недействительный API-ключ',
    apiKeyDisabled: 'API-ключ отключён',
    apiKeyExpired: 'Срок действия API-ключа истёк',
    domainNotAllowed: 'Домен не разрешён',
    missingPermission: 'Нет разрешения',
    moduleNotAvailable: 'Модуль недоступен',
    organizationMismatch: 'Не та организация',
    notFound: 'Не найдено',
    methodNotAllowed: 'Метод не разрешён',
    unprocessable: 'Запрос не может быть обработан',
    idempotencyKeyReused: 'Idempotency-Key использован повторно',
    reportFailed: 'Ошибка отчёта',
    reportNotReady: 'Отчёт ещё не готов',
    platformAdminRequired: 'Требуется администратор платформы',
    conflict: 'Конфликт',
    roleNotAssignable: 'Роль нельзя назначить',
    ownerProtected: 'Владелец защищён',
    lastOwner: 'Последний владелец',
    permissionNotGrantable: 'Разрешение нельзя выдать',
    moduleNotGrantable: 'Модуль нельзя выдать',
    domainsNotGrantable: 'Домены нельзя выдать',
    rateLimitNotGrantable: 'Лимит запросов нельзя выдать',
    expiryNotGrantable: 'Срок действия нельзя выдать',
    keyNotManageable: 'Ключом нельзя управлять',
    invalidSignature: 'Недействительная подпись',
    signedUrlExpired: 'Срок действия подписанного URL истёк',
    signingKeyNotUsable: 'Ключ подписи нельзя использовать',
    globalContentReadOnly: 'Глобальный контент доступен только для чтения',
    chatbotDisabled: 'Чат-бот отключён',
    chatUnavailable: 'Чат недоступен',
    languageModelTimedOut: 'Языковая модель не ответила вовремя',
    languageModelError: 'Ошибка языковой модели',
    clientClosedRequest: 'Клиент закрыл запрос',
    tooManyRequests: 'Слишком много запросов',
    monthlyQuotaExceeded: 'Месячная квота исчерпана',
    serviceBusy: 'Сервис перегружен',
    serviceUnavailable: 'Сервис недоступен',
    calculationTimedOut: 'Время расчёта истекло',
    internalError: 'Внутренняя ошибка',
  },

  invalidRequest: () => 'Недопустимый запрос',
  invalidJson: ({ reason }) => `Тело запроса не является корректным JSON: ${reason}`,
  unsupportedMediaType: ({ type }) => `Тело запроса должно быть в формате application/json (получено «${type}»)`,
  unsupportedCharset: ({ charset }) => `Тело запроса должно быть в кодировке UTF-8 (получена кодировка «${charset}»)`,
  invalidContentEncoding: ({ encoding, reason }) =>
    `Тело запроса не является корректными данными ${encoding}: ${reason}`,
  unsupportedContentEncoding: ({ encoding }) =>
    `Тело запроса может быть сжато методом gzip, deflate или br (получен Content-Encoding «${encoding}»)`,
  payloadTooLarge: ({ bytes }) =>
    bytes === undefined ? 'Тело запроса превышает допустимый размер' : `Тело запроса превышает ${bytes} байт`,
  missingApiKey: () => 'Передайте ваш API-ключ в заголовке X-Api-Key',
  invalidApiKey: () => 'API-ключ неизвестен или был отозван',
  disabledApiKey: () => 'API-ключ отключён',
  expiredApiKey: ({ expiresAt }) => `Срок действия API-ключа истёк ${expiresAt}`,
  domainNotAllowed: ({ origin, header }) => `Этот API-ключ нельзя использовать с ${origin} (заголовок ${header})`,
  missingPermission: ({ permission, reason }) =>
    reason === 'role'
      ? `У вашей роли в этой организации нет разрешения ${permission}`
      : `У этого API-ключа нет разрешения ${permission}`,
  missingModule: ({ module, reason }) =>
    reason === 'organization'
      ? `Ваша организация не приобрела модуль ${module}`
      : `Этому API-ключу не разрешено использовать модуль ${module}`,
  organizationMismatch: () => 'Действовать можно только в организации API-ключа, с которым отправлен запрос',
  notFound: ({ what }) => `Не найдено: ${what}`,
  resource: (what) => RESOURCES[what] ?? what,
  weekNotFound: ({ week, year, weeks }) => `Неделя ${week} года ${year} не найдена (в этом году ${weeks} недель ISO)`,
  routeNotFound: ({ method, path }) => `Нет маршрута ${method} ${path}`,
  methodNotAllowed: ({ method, path, allowed }) =>
    `Метод ${method} не разрешён для ${path}; используйте ${allowed.join(', ')}`,

  templateNotFound: ({ templateId }) => `Шаблон ${templateId} недоступен этой организации`,
  reportTypeMismatch: ({ templateType, requestedType }) =>
    `Шаблон предназначен для отчётов типа ${templateType}, а не ${requestedType}`,
  templateInactive: () => 'Шаблон неактивен; активируйте его или выберите другой',
  idempotencyKeyReused: () => 'Этот Idempotency-Key уже использован для другого запроса',
  reportFailed: ({ reason }) => `Отчёт не удалось создать: ${reason ?? 'причина неизвестна'}`,
  reportNotReady: ({ status, progress, advice }) =>
    `Отчёт в состоянии ${status} (готово ${progress}%); повторите попытку чуть позже${
      advice ? `; однако ни один обработчик отчётов не запущен. ${advice}` : ''
    }`,
  scopeImmutable: () => 'isGlobal нельзя изменить: создайте вместо этого новый шаблон',
  platformAdminRequired: () => 'Создавать, изменять и удалять глобальные шаблоны могут только администраторы платформы',

  alreadyMember: ({ email }) => `${email} уже является участником этой организации`,
  roleNotAssignable: ({ actor, target }) => `Роль ${actor} не позволяет назначать кому-либо роль ${target}`,
  ownerProtected: () => 'Изменить или удалить владельца может только владелец',
  lastOwner: () =>
    'Последнего владельца организации нельзя понизить или удалить; сначала назначьте владельцем кого-то другого',
  permissionNotGrantable: ({ permission, lackedBy }) =>
    `Ключу нельзя выдать ${permission}: ${lackedBy === 'role' ? 'этого разрешения нет у роли владельца' : 'этого разрешения нет у ключа, отправившего запрос'}`,
  moduleNotGrantable: ({ module, refusedBy }) =>
    `Ключу нельзя выдать модуль ${module}: ${refusedBy === 'key' ? 'ключу, отправившему запрос, он недоступен' : 'организация его не приобрела'}`,
  beyondCaller: ({ setting }) => `Ключу нельзя выдать ${BEYOND[setting]} шире, чем у ключа, отправившего этот запрос`,
  keyNotManageable: ({ fields }) =>
    `Этот ключ шире ключа, отправившего запрос (${fields.join(', ')}): изменить или отозвать его может только ключ не уже его`,

  signedUrlExpired: ({ expiresAt }) => `Срок действия этого подписанного URL истёк ${expiresAt}`,
  signingKeyRefused: ({ reason }) =>
    `Ключ, которым подписан этот URL, ${
      reason === 'revoked' ? 'отозван или больше недействителен' : reason === 'disabled' ? 'отключён' : 'просрочен'
    }`,

  globalContentReadOnly: ({ action }) =>
    `Организация не может ${ACTIONS[action] ?? action} глобальные элементы; создайте собственную копию (POST /api/content/{id}/custom-copy) и редактируйте её`,
  urnTaken: ({ existingId }) =>
    `У вашей организации уже есть действующий элемент с этим URN и языком${existingId ? ` (${existingId})` : ''}`,
  notDeleted: () => 'Элемент не удалён',

  chatbotDisabled: () => 'Чат-бот отключён; включите его запросом PATCH /api/chatbots/{id}',
  chatbotDomainNotAllowed: ({ host, header }) => `Этот чат-бот нельзя использовать с ${host} (заголовок ${header})`,
  externalUserTaken: () => 'У чат-бота уже есть профиль для этого externalUserId',
  noSuchConversation: ({ direct }) =>
    `conversationId: такого разговора нет; ожидается id ${
      direct
        ? 'прямого разговора этого чат-бота (см. GET /api/chat/{chatbotId}/conversations)'
        : 'разговора этого чат-бота (прямые разговоры продолжаются через /direct)'
    }`,
  noSuchChatProfile: () => 'profileId: у этого чат-бота нет такого профиля чата',
  chatUnavailable: () =>
    'Чат не настроен в этом сервисе: задайте CHAT_API_URL (базовый URL API, совместимого с OpenAI) и CHAT_MODEL (а также CHAT_API_KEY, если API его требует)',
  chatUpstreamTimeout: ({ message, timeoutMs }) => `${message} (chatTimeoutMs чат-бота: ${timeoutMs})`,
  clientClosedRequest: () => 'Клиент отключился до начала ответа',

  rateLimited: ({ retryAfterSeconds }) =>
    `Лимит запросов этого API-ключа исчерпан; повторите попытку через ${retryAfterSeconds} с`,
  quotaExceeded: ({ limit, resetsAt }) =>
    `Месячная квота аккаунта (${limit} запросов) исчерпана; она обновится ${resetsAt}`,
  overloaded: ({ retryAfterSeconds }) => `Очередь расчётов заполнена; повторите попытку через ${retryAfterSeconds} с`,
  serviceUnavailable: ({ retryAfterSeconds }) =>
    `Сервис, необходимый для этого запроса, недоступен; повторите попытку через ${retryAfterSeconds} с`,
  quotaUnknown: ({ retryAfterSeconds }) =>
    `Месячную квоту сейчас нельзя проверить (база данных недоступна); повторите через ${retryAfterSeconds} с`,
  calculationTimeout: ({ timeoutMs }) => `Расчёт не завершился за ${timeoutMs} мс`,
  internal: () => 'На нашей стороне произошла ошибка; при обращении к нам укажите id запроса',

  required: ({ expected }) => `обязательно (ожидается ${expected})`,
  noBodyTaken: () => 'эта операция не принимает тело запроса; не отправляйте его (или отправьте {})',
  bodyRequired: () => 'требуется тело запроса в формате JSON',
  unknownMember: ({ name, closest, known, sayNone }) =>
    `неизвестное поле ${name}${
      closest
        ? ` (возможно, вы имели в виду ${closest}?)`
        : known.length || sayNone
          ? ` (известные: ${known.join(', ') || 'нет'})`
          : ''
    }`,
  unknownParameterInBody: ({ name, member }) =>
    `неизвестное поле ${name} (возможно, вы имели в виду ${member} в теле JSON?)`,
  memberOfAValue: ({ name, value }) => `неизвестное поле ${name} (${value} — это значение, у него нет полей)`,
  nestedTooDeep: ({ levels }) => `вложено глубже чем на ${levels} уровней`,
  decimalNumber: ({ got }) => `ожидается десятичное число (получено «${got}»)`,

  dateForm: ({ form }) => FORMS[form],
  dateFormat: ({ form, lostPlus }) =>
    `ожидается ${FORMS[form]}${lostPlus ? ' (незакодированный + в URL читается как пробел: запишите его как %2B)' : ''}`,
  noSuchMonth: ({ text, month, form }) =>
    `${text} — несуществующая дата: месяца ${month} не существует; ожидается ${FORMS[form]}`,
  noSuchDay: ({ text, day, month, year, days, form }) =>
    `${text} — несуществующая дата: дня ${day} нет в месяце «${monthName(month)}» ${year} года, в нём ${days} дней; ожидается ${FORMS[form]}`,
  hour24: ({ text, next, form }) =>
    `${text} — несуществующее время: час 24 не принимается, используйте 00:00 следующего дня (${next}T00:00); ожидается ${FORMS[form]}`,
  noSuchTime: ({ text, unit, value, form }) =>
    `${text} — несуществующее время: ${UNITS[unit][0]} ${value} (${UNITS[unit][1]} — от 00 до ${UNITS[unit][2]}); ожидается ${FORMS[form]}`,
  leapSecond: ({ text, form }) =>
    `${text} — время, которое здесь нельзя представить: секунда 60 (високосная секунда) не поддерживается, напишите :59; ожидается ${FORMS[form]}`,
  dateWithTime: ({ form }) => `ожидается ${FORMS[form]}, без времени суток`,
  noTimeOfDay: ({ text, form }) => `ожидается ${FORMS[form]}; в ${text} нет времени суток`,
  noOffset: ({ text, form }) =>
    `ожидается ${FORMS[form]}; в ${text} нет ни Z, ни смещения, поэтому оно не задаёт однозначный момент`,
  offsetOutOfRange: ({ text, offset, form }) =>
    `В ${text} смещение ${offset} не является смещением от UTC в пределах от -14:00 до +14:00 (минуты и секунды от 00 до 59); ожидается ${FORMS[form]}`,
  yearRange: ({ first, last }) => `ожидается год от ${first} до ${last}`,
  wholeYearRange: ({ first, last }) => `ожидается целый год от ${first} до ${last}`,

  latitude: ({ min, max }) => `ожидается северная широта в градусах: число от ${min} до ${max}`,
  longitude: ({ min, max }) => `ожидается восточная долгота в градусах: число от ${min} до ${max}`,
  unknownTimezone: ({ value, version, closest }) =>
    `${value} не является зоной базы часовых поясов IANA ${version}${closest ? ` (возможно, вы имели в виду ${closest}?)` : ''}; ожидается имя часового пояса IANA, например Europe/Paris (список: GET /api/timezones)`,
  latitudeRequired: () => 'обязательно (ожидаются градусы северной широты, от −90 до 90; или location.latitude)',
  longitudeRequired: () => 'обязательно (ожидаются градусы восточной долготы, от −180 до 180; или location.longitude)',

  oneOf: ({ values }) => `ожидается одно из значений: ${values.join(', ')}`,
  pointIds: ({ ids }) => `ожидаются id точек из списка: ${ids.join(', ')}`,
  atLeastOnePoint: () => 'ожидается хотя бы один id точки',
  aspectIds: ({ ids }) => `ожидаются id аспектов из списка: ${ids.join(', ')}`,
  atLeastOneAspect: () => 'ожидается хотя бы один id аспекта',
  eachOnce: ({ item }) => `${ITEMS[item]} не должны повторяться`,
  orb: ({ max }) => `ожидается орбис в градусах, больше 0 и не больше ${max}`,
  houseSystem: ({ value, names, letters }) =>
    `неизвестная система домов «${value}»; ожидается ${names.join(', ')} или один из буквенных кодов ${letters.join(' ')}`,
  trueOrFalse: () => 'ожидается true или false',

  integerRange: ({ min, max }) => `ожидается целое число от ${min} до ${max}`,
  atMostCharacters: ({ max }) => `ожидается не более ${max} символов`,
  wholeNumber: ({ min, max, unit }) =>
    unit ? `ожидается целое число ${COUNTS[unit]} от ${min} до ${max}` : `ожидается целое число от ${min} до ${max}`,
  calendarYear: () => 'ожидается календарный год, целое число',
  fourDigitYear: () => 'ожидаются ровно четыре цифры, например 2026',
  twoDigits: ({ min, max }) => `ожидаются две цифры от ${min} до ${max}`,
  monthRange: ({ first, last }) => `ожидается месяц YYYY-MM от ${first} до ${last}`,
  instantRange: ({ first, last }) => `ожидается существующий момент времени от ${first} до ${last}`,
  timeOfDay: () => 'ожидается время суток HH:mm или HH:mm:ss (от 00:00 до 23:59)',
  calendarDateOrNull: () =>
    'ожидается существующая календарная дата в формате YYYY-MM-DD или null, чтобы снять закрепление',
  exactly: ({ value }) => `ожидается "${value}"`,
  either: ({ values }) => `ожидается ${LIST_OR(values)}`,
  houseSystemName: ({ names }) => `ожидается одна из систем домов или её буква: ${names.join(', ')}`,
  nonEmpty: ({ what }) => `ожидается ${NAMED[what]}`,
  atMostDomainPatterns: ({ max }) =>
    `ожидается не более ${count(max, ['шаблона домена', 'шаблонов домена', 'шаблонов домена'])}`,
  jsonObjectBytes: ({ max }) => `ожидается объект JSON размером не более ${max} байт`,
  atLeastOneEvent: () => 'ожидается хотя бы одно событие',
  atLeastOneOf: ({ values }) => `ожидается хотя бы одно из: ${values.join(', ')}`,
  atLeastOneAttribute: () => 'ожидается хотя бы один изменяемый атрибут',
  atLeastOneWeight: () => 'ожидается хотя бы один вес больше 0',
  domainPattern: () => 'ожидается домен (example.com), шаблон поддоменов с подстановочным знаком (*.example.com) или *',
  urn: () => 'ожидается URN, например urn:astro:transit:mars:square:sun',
  languageCode: () =>
    'ожидается код языка ISO 639, например en, es или de (при необходимости с регионом, например pt-BR)',
  languageTag: ({ count: languages }) =>
    `ожидается поддерживаемый тег языка, например en, de, fr, pt-BR (${count(languages, ['язык', 'языка', 'языков'])})`,
  email: () => 'ожидается адрес электронной почты',
  webhookSecret: () => 'ожидается whsec_, за которым следуют от 32 до 128 букв, цифр, _ или -',
  idempotencyKey: () => 'ожидается от 1 до 255 видимых символов ASCII',
  characters: ({ min, max }) => `ожидается от ${min} до ${max} символов`,
  fullNameText: () => 'ожидается полное имя при рождении в виде текста',
  numerologyName: ({ letter, report }) =>
    `${
      letter === undefined
        ? 'ожидается имя хотя бы с одной буквой'
        : `ожидается имя латинскими буквами (диакритические знаки допустимы); «${letter}» к ним не относится`
    }${report ? ' (нумерологический отчёт читает полное имя при рождении; по умолчанию: name)' : ''}`,
  templateObject: ({ what, orText }) =>
    `${what === 'editorConfig' ? 'для конфигурации редактора' : 'для настроек страницы'} ожидается объект JSON${
      orText ? ' или строка, содержащая его' : ''
    }`,
  notJson: ({ reason }) => `не является корректным JSON (${reason})`,
  jsonTooLong: ({ max }) => `в виде JSON длиннее ${max} символов`,
  idOf: ({ what }) => `ожидается идентификатор ${what === 'conversation' ? 'разговора' : 'профиля чата'}`,
  userMessage: () => 'обязательно (ожидается сообщение пользователя в виде текста)',
  idInPath: () => 'должно совпадать с идентификатором в пути',
  differentSecret: () => 'должно отличаться от текущего секрета',
  customCopyKeeps: ({ member }) =>
    `собственная копия сохраняет ${member === 'urn' ? 'URN' : 'язык'} своего глобального элемента`,
  onlyGlobalCopied: () => 'указывает на элемент вашей организации; копировать можно только глобальные элементы',
  profileOfConversation: () => 'ожидается профиль разговора (или не указывайте profileId)',
  unknownCode: ({ kind, value, values }) =>
    `${CODES[kind]} «${value}»; ожидается одно из значений: ${values.join(', ')}`,
  requiredForKeyList: ({ list }) =>
    list === 'permissions'
      ? 'обязательно, если у ключа, выполняющего запрос, есть список разрешений (новый ключ не может унаследовать больше, чем создающий его ключ)'
      : 'обязательно, если у ключа, выполняющего запрос, есть список модулей',
  noSuchPlace: () => 'не указывает ни на одно место: ожидается идентификатор места из GET /api/geocoding/search',
  transitOrPartner: () =>
    'укажите либо transit (двойной круг транзитов), либо person2 (двойной круг синастрии), но не оба',
  transitCoordinates: () => 'укажите обе координаты транзита или ни одной для места рождения',
  pngSide: ({ max, svgMax }) => `PNG не больше ${max} px по каждой стороне (SVG: до ${svgMax})`,
  parameterName: () => 'не является допустимым именем параметра',
  valueOrMembers: ({ name }) =>
    `нельзя отправлять вместе с ${name}: ${name} получает либо значение, либо вложенные имена, но не то и другое`,
  personsShape: ({ sent }) =>
    `отправьте людей либо как dateTime1, location1, dateTime2, location2, либо как объекты person1 и person2, но не обоими способами (в этом теле есть ${sent.join(', ')})`,
  personRequired: () => 'обязательно вместе с другим человеком (ожидается {dateTime, latitude, longitude, timezone?})',
  flatPersonRequired: ({ dateTime }) =>
    `обязательно (ожидается ${dateTime ? 'местная дата и время YYYY-MM-DDTHH:mm' : '{latitude, longitude, timezone?}'}; или отправьте вместо этого объекты person1 и person2)`,
  timezoneName: ({ closest }) =>
    `ожидается имя часового пояса IANA, например Europe/Paris${closest ? ` (возможно, вы имели в виду ${closest}?)` : ''}`,
  badText: ({ problem, memberName }) =>
    `${memberName ? 'имя поля ' : ''}не должно содержать ${
      problem === 'nul' ? 'символы NUL (U+0000)' : 'одиночные суррогаты UTF-16 (недопустимый Юникод)'
    }`,
  reportLanguage: ({ values, reportType }) => `один из языков ${values.join(', ')} для отчётов ${reportType}`,
  kundliSidereal: () => '"sidereal" или ничего (кундли сидерическая)',
  matchRole: () => '"boy" или "girl": роль человека в сравнении кундли с партнёром',
  matchPartner: () => 'партнёр для сравнения кундли (с matchRole)',
  partnerRequired: ({ reportType }) => `обязательно для отчётов ${reportType} (второй человек: name и birthData)`,
  targetDateRequired: () => 'обязательно для отчётов о прогрессиях (дата, на которую строится прогрессия, YYYY-MM-DD)',

  externalUserIdRequired: () => 'обязательно (идентификатор конечного пользователя в вашей системе)',
  organizationItemsOnly: () => 'создавать можно только элементы организации (глобальные элементы принадлежат сервису)',

  webhookUrl: (p) => {
    switch (p.kind) {
      case 'notAbsolute':
        return 'ожидается абсолютный URL, например https://example.com/webhooks';
      case 'notHttps':
        return p.protocol === 'http:'
          ? 'ожидается URL https:// (WEBHOOK_ALLOW_HTTP разрешает http://)'
          : `ожидается URL https:// (получено ${p.protocol})`;
      case 'credentials':
        return 'URL не должен содержать имя пользователя или пароль';
      case 'fragment':
        return 'URL не должен содержать #фрагмент';
      case 'unresolved':
        return `хост ${p.host} не разрешается`;
      case 'notPublic':
        return `${p.host} разрешается в ${p.address}, адрес типа ${p.range}; вебхуки отправляются только на публичные адреса (WEBHOOK_ALLOW_PRIVATE разрешает другие)`;
    }
  },

  customCss: (p) => {
    const W = {
      colour: 'цветом (#rgb, #rrggbb, rgb(r, g, b) или базовым названием цвета)',
      fontFamilies: 'списком семейств шрифтов',
      fontSize: 'размером от 6pt до 48pt (pt или px)',
      fontWeight: 'значением normal, bold или 100–900',
    } as const;
    if (p.kind === 'tooLong') return `длиннее ${p.max} символов`;
    const at = `строка ${p.line}: `;
    switch (p.kind) {
      case 'unclosedComment':
        return at + 'незакрытый комментарий';
      case 'forbidden':
        return at + `«${p.text}» не допускается (никаких @-правил, url(), expression() и экранирования)`;
      case 'noSelector':
        return at + 'правилу нужен селектор';
      case 'noColon':
        return at + `ожидается «свойство: значение» (получено «${p.got}»)`;
      case 'propertyName':
        return at + `«${p.property}» не является именем свойства`;
      case 'noValue':
        return at + `у ${p.property} нет значения`;
      case 'trailing':
        return at + 'ожидается «селектор { свойство: значение; }»';
      case 'invalidValue':
        return at + `${p.property}: «${p.value}» не является ${W[p.expected]}`;
    }
  },

  range: ({ value, min, max, fromBirth }) =>
    `${RANGES[value]} от ${min}${fromBirth ? (value === 'year' ? ' (года рождения)' : ' (даты рождения)') : ''} до ${max}`,
  after: ({ value, than, orSame }) => `${RANGES[value]} ${orSame ? 'не раньше' : 'позже'} ${than ?? 'рождения'}`,
  span: ({ max, unit, from, bound }) => {
    const amount = count(max, unit === 'days' ? ['день', 'дня', 'дней'] : ['год', 'года', 'лет']);
    if (bound === 'bothIncluded') return `дата не более чем через ${amount} от ${from} (включая оба дня)`;
    return `дата ${bound === 'lessThan' ? 'менее чем' : 'не более чем'} через ${amount} после ${from}`;
  },
  among: ({ values, item, nonEmpty, got }) => {
    if (got !== undefined)
      return `${item === 'point' ? 'неизвестная точка' : item === 'aspect' ? 'неизвестный аспект' : 'неизвестное значение'} ${got}`;
    const list = values.join(', ');
    if (nonEmpty)
      return `непустой список ${item === 'point' ? 'точек ' : item === 'aspect' ? 'аспектов ' : ''}из ${list}`;
    if (item) return `идентификаторы ${item === 'point' ? 'точек' : 'аспектов'} из ${list}`;
    return `одно из значений: ${list}`;
  },
  engineHouseSystem: ({ names, letters }) =>
    `одна из систем домов: ${names.join(', ')}, или её буква: ${letters.join(' ')}`,
  shape: ({ shape }) => (shape === 'instant' ? FORMS.instant : SHAPES[shape]),
  siderealOnly: () => 'аянамша только с zodiac "sidereal"',
  placeNeeded: ({ coordinate }) =>
    `${coordinate === 'latitude' ? 'градусы северной широты от -90 до 90' : 'градусы восточной долготы от -180 до 180'} (место нужно для восхода и захода)`,
  polar: ({ date, purpose }) =>
    purpose === 'sunriseDay'
      ? `Солнце там не восходит, не заходит и не восходит снова начиная с ${date} (полярный день или ночь): нет суток от восхода`
      : `Солнце там не восходит и не заходит ${date}: в полярный день или ночь нет неравных часов`,
  localTime: ({ zone, clock }) =>
    clock === 'repeated'
      ? `местное время, которое в ${zone} встречается один раз (это повторяется из-за перевода часов; выберите localTimeRule earlier или later)`
      : `местное время, которое существует в ${zone} (это пропускается из-за перевода часов; выберите localTimeRule earlier или later)`,
  tooManyReturns: ({ max, body, count: found }) =>
    `период не более чем с ${max} возвращениями ${body} (в этом ${found})`,
  afterBirth: ({ birth, max }) =>
    `дата или дата и время YYYY-MM-DD[THH:mm] после рождения (${birth}) и не позже ${max}`,
  unknownStar: () => 'идентификаторы из каталога неподвижных звёзд',
};
