/** Тексты ошибок на русском языке (обращение на «вы»). */
import type { DateFormName, ErrorTexts, ListItem } from './texts.ts';

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
};
