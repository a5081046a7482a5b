/** Türkçe hata metinleri (resmî hitap, "siz"). */
import type { DateFormName, ErrorTexts, ListItem } from './texts.ts';

const LIST_OR = (values: readonly string[]) => new Intl.ListFormat('tr', { type: 'disjunction' }).format(values);
const COUNTS = {
  days: 'gün',
  seconds: 'saniye',
  milliseconds: 'milisaniye',
  pixels: 'piksel',
  lines: 'satır',
} as const;
const NAMED = {
  name: 'boş olmayan bir ad',
  title: 'boş olmayan bir başlık',
  message: 'boş olmayan bir mesaj',
  urnPrefix: 'boş olmayan bir URN öneki',
} as const;
const CODES = { permission: 'bilinmeyen izin', module: 'bilinmeyen modül', provider: 'bilinmeyen sağlayıcı' } as const;
const RANGES = {
  date: 'bir tarih',
  instant: 'bir an',
  year: 'bir takvim yılı',
  wholeNumber: 'bir tam sayı',
  degrees: 'bir derece değeri',
} as const;
const SHAPES = {
  list: 'boş olmayan bir liste',
  pointList: 'nokta kimliklerinden oluşan bir liste',
  aspectList: 'açı kimliklerinden oluşan bir liste',
  orbsObject: 'açı kimliğine göre orb’lardan oluşan bir nesne',
  birthData: 'doğum verileri',
  natalBody: 'doğum haritasındaki bir gök cismi',
  timezoneOrPlace: 'bir saat dilimi ya da onu bulmak için enlem ve boylam',
} as const;

const FORMS: Record<DateFormName, string> = {
  date: 'YYYY-MM-DD biçiminde bir tarih',
  'date-time':
    'YYYY-MM-DDTHH:mm[:ss[.fff]] biçiminde, isteğe bağlı olarak Z veya ±HH:MM UTC farkıyla biten bir tarih-saat',
  'date-or-date-time':
    'YYYY-MM-DD biçiminde bir tarih ya da YYYY-MM-DDTHH:mm[:ss[.fff]] biçiminde, isteğe bağlı olarak Z veya ±HH:MM UTC farkıyla biten bir tarih-saat',
  instant:
    'Z veya ±HH:MM UTC farkıyla biten YYYY-MM-DDTHH:mm[:ss[.fff]] biçiminde bir ISO 8601 anı, örneğin 2026-11-21T12:00Z',
};
const ITEMS: Record<ListItem, string> = {
  point: 'Her nokta',
  aspect: 'Her açı',
  planet: 'Her gezegen',
  star: 'Her yıldız',
  kind: 'Her tür',
  event: 'Her olay',
  section: 'Her bölüm',
  part: 'Her parça',
  body: 'Her gök cismi',
};
const RESOURCES: Record<string, string> = {
  'API key': 'API anahtarı',
  'Chat profile': 'Sohbet profili',
  Chatbot: 'Sohbet botu',
  'Content item': 'İçerik öğesi',
  Conversation: 'Sohbet',
  Member: 'Üye',
  Organization: 'Kuruluş',
  'PDF report': 'PDF raporu',
  'PDF template': 'PDF şablonu',
  Webhook: 'Webhook',
  Widget: 'Widget',
};
const ACTIONS: Record<string, string> = {
  updated: 'değiştirilemez',
  deleted: 'silinemez',
  restored: 'geri yüklenemez',
};
const UNITS = {
  hour: ['saat', 'Saatler', 23],
  minute: ['dakika', 'Dakikalar', 59],
  second: ['saniye', 'Saniyeler', 59],
} as const;
const monthName = (month: number) =>
  new Intl.DateTimeFormat('tr', { month: 'long', timeZone: 'UTC' }).format(Date.UTC(2000, month - 1, 1));
const BEYOND = {
  permissions: 'izin',
  modules: 'modül',
  allowedDomains: 'alan adından kullanım',
  rateLimit: 'istek sınırı (daha fazla istek, daha kısa bir pencere veya sınırsızlık)',
  expiresIn: 'geçerlilik süresi (daha geç veya süresiz)',
} as const;

export const tr: ErrorTexts = {
  language: 'tr',
  title: {
    invalidParameter: 'Geçersiz parametre',
    malformedJson: 'Hatalı JSON',
    unsupportedMediaType: 'Desteklenmeyen ortam türü',
    unsupportedCharset: 'Desteklenmeyen karakter kümesi',
    bodyDoesNotDecompress: 'Gövde açılamıyor',
    unsupportedContentEncoding: 'Desteklenmeyen içerik kodlaması',
    payloadTooLarge: 'Gövde çok büyük',
    missingApiKey: 'API anahtarı eksik',
    invalidApiKey: 'Geçersiz API anahtarı',
    apiKeyDisabled: 'API anahtarı devre dışı',
    apiKeyExpired: 'API anahtarının süresi doldu',
    domainNotAllowed: 'Alan adına izin verilmiyor',
    missingPermission: 'İzin eksik',
    moduleNotAvailable: 'Modül kullanılamıyor',
    organizationMismatch: 'Kuruluş uyuşmuyor',
    notFound: 'Bulunamadı',
    methodNotAllowed: 'Yönteme izin verilmiyor',
    unprocessable: 'İstek işlenemiyor',
    idempotencyKeyReused: 'Idempotency-Key yeniden kullanıldı',
    reportFailed: 'Rapor başarısız oldu',
    reportNotReady: 'Rapor henüz hazır değil',
    platformAdminRequired: 'Platform yöneticisi gerekli',
    conflict: 'Çakışma',
    roleNotAssignable: 'Rol atanamıyor',
    ownerProtected: 'Sahip korumalı',
    lastOwner: 'Son sahip',
    permissionNotGrantable: 'İzin verilemiyor',
    moduleNotGrantable: 'Modül verilemiyor',
    domainsNotGrantable: 'Alan adları verilemiyor',
    rateLimitNotGrantable: 'İstek sınırı verilemiyor',
    expiryNotGrantable: 'Geçerlilik süresi verilemiyor',
    keyNotManageable: 'Anahtar yönetilemiyor',
    invalidSignature: 'Geçersiz imza',
    signedUrlExpired: 'İmzalı URL’nin süresi doldu',
    signingKeyNotUsable: 'İmzalama anahtarı kullanılamıyor',
    globalContentReadOnly: 'Genel içerik salt okunurdur',
    chatbotDisabled: 'Sohbet botu devre dışı',
    chatUnavailable: 'Sohbet kullanılamıyor',
    languageModelTimedOut: 'Dil modeli zaman aşımına uğradı',
    languageModelError: 'Dil modeli hatası',
    clientClosedRequest: 'İstemci isteği kapattı',
    tooManyRequests: 'Çok fazla istek',
    monthlyQuotaExceeded: 'Aylık kota aşıldı',
    serviceBusy: 'Hizmet meşgul',
    serviceUnavailable: 'Hizmet kullanılamıyor',
    calculationTimedOut: 'Hesaplama zaman aşımına uğradı',
    internalError: 'İç hata',
  },

  invalidRequest: () => 'Geçersiz istek',
  invalidJson: ({ reason }) => `İstek gövdesi geçerli bir JSON değil: ${reason}`,
  unsupportedMediaType: ({ type }) => `İstek gövdeleri application/json olmalıdır (gelen: "${type}")`,
  unsupportedCharset: ({ charset }) => `İstek gövdeleri UTF-8 olmalıdır (gelen karakter kümesi: "${charset}")`,
  invalidContentEncoding: ({ encoding, reason }) => `İstek gövdesi geçerli ${encoding} verisi değil: ${reason}`,
  unsupportedContentEncoding: ({ encoding }) =>
    `İstek gövdeleri gzip, deflate veya br ile sıkıştırılabilir (gelen Content-Encoding: "${encoding}")`,
  payloadTooLarge: ({ bytes }) =>
    bytes === undefined ? 'İstek gövdesi izin verilen boyutu aşıyor' : `İstek gövdesi ${bytes} bayttan büyük`,
  missingApiKey: () => 'Lütfen API anahtarınızı X-Api-Key başlığında gönderin',
  invalidApiKey: () => 'API anahtarı bilinmiyor veya iptal edilmiş',
  disabledApiKey: () => 'API anahtarı devre dışı',
  expiredApiKey: ({ expiresAt }) => `API anahtarının süresi ${expiresAt} tarihinde doldu`,
  domainNotAllowed: ({ origin, header }) => `Bu API anahtarı ${origin} üzerinden kullanılamaz (${header} başlığı)`,
  missingPermission: ({ permission, reason }) =>
    reason === 'role' ? `Bu kuruluştaki rolünüzün ${permission} izni yok` : `Bu API anahtarının ${permission} izni yok`,
  missingModule: ({ module, reason }) =>
    reason === 'organization'
      ? `Kuruluşunuz ${module} modülünü satın almamış`
      : `Bu API anahtarının ${module} modülünü kullanma izni yok`,
  organizationMismatch: () => 'Yalnızca isteği yapan API anahtarının kuruluşu üzerinde işlem yapılabilir',
  notFound: ({ what }) => `${what} bulunamadı`,
  resource: (what) => RESOURCES[what] ?? what,
  weekNotFound: ({ week, year, weeks }) =>
    `${year} yılının ${week}. haftası bulunamadı (bu yıl ${weeks} ISO haftası içerir)`,
  routeNotFound: ({ method, path }) => `${method} ${path} diye bir rota yok`,
  methodNotAllowed: ({ method, path, allowed }) =>
    `${path} üzerinde ${method} kullanılamaz; ${allowed.join(', ')} kullanın`,

  templateNotFound: ({ templateId }) => `${templateId} şablonu bu kuruluş için kullanılabilir değil`,
  reportTypeMismatch: ({ templateType, requestedType }) =>
    `Şablon ${requestedType} için değil, ${templateType} raporları içindir`,
  templateInactive: () => 'Şablon etkin değil; etkinleştirin veya başka bir şablon seçin',
  idempotencyKeyReused: () => 'Bu Idempotency-Key farklı bir istek için kullanıldı',
  reportFailed: ({ reason }) => `Rapor başarısız oldu: ${reason ?? 'bilinmeyen neden'}`,
  reportNotReady: ({ status, progress, advice }) =>
    `Rapor ${status} durumunda (%${progress} tamamlandı); lütfen birazdan yeniden deneyin${
      advice ? `; ancak çalışan bir rapor işleyicisi yok. ${advice}` : ''
    }`,
  scopeImmutable: () => 'isGlobal değiştirilemez: bunun yerine yeni bir şablon oluşturun',
  platformAdminRequired: () =>
    'Genel şablonları yalnızca platform yöneticileri oluşturabilir, değiştirebilir veya silebilir',

  alreadyMember: ({ email }) => `${email} zaten bu kuruluşun üyesi`,
  roleNotAssignable: ({ actor, target }) => `${actor} rolündeki biri kimseye ${target} rolünü veremez`,
  ownerProtected: () => 'Bir sahibi yalnızca bir sahip değiştirebilir veya kaldırabilir',
  lastOwner: () => 'Kuruluşun son sahibi düşürülemez veya kaldırılamaz; önce başka birini sahip yapın',
  permissionNotGrantable: ({ permission, lackedBy }) =>
    `Bir anahtara ${permission} verilemez: ${lackedBy === 'role' ? 'sahibin rolünde bu izin yok' : 'bu isteği yapan anahtarda bu izin yok'}`,
  moduleNotGrantable: ({ module, refusedBy }) =>
    `Bir anahtara ${module} modülü verilemez: ${refusedBy === 'key' ? 'bu isteği yapan anahtar onu kullanamaz' : 'kuruluş onu satın almamış'}`,
  beyondCaller: ({ setting }) => `Bir anahtara, bu isteği yapan anahtarınkini aşan ${BEYOND[setting]} verilemez`,
  keyNotManageable: ({ fields }) =>
    `Bu anahtar, isteği yapan anahtarı aşıyor (${fields.join(', ')}): onu yalnızca en az onun kadar geniş bir anahtar değiştirebilir veya iptal edebilir`,

  signedUrlExpired: ({ expiresAt }) => `Bu imzalı URL’nin süresi ${expiresAt} tarihinde doldu`,
  signingKeyRefused: ({ reason }) =>
    `Bu URL’yi imzalayan anahtar ${
      reason === 'revoked'
        ? 'iptal edilmiş veya artık geçerli değil'
        : reason === 'disabled'
          ? 'devre dışı'
          : 'süresi dolmuş'
    }`,

  globalContentReadOnly: ({ action }) =>
    `Genel öğeler bir kuruluş tarafından ${ACTIONS[action] ?? action}; özel bir kopya oluşturun (POST /api/content/{id}/custom-copy) ve onu düzenleyin`,
  urnTaken: ({ existingId }) =>
    `Kuruluşunuzun bu URN ve dile sahip etkin bir öğesi zaten var${existingId ? ` (${existingId})` : ''}`,
  notDeleted: () => 'Öğe silinmiş değil',

  chatbotDisabled: () => 'Sohbet botu devre dışı; PATCH /api/chatbots/{id} ile etkinleştirin',
  chatbotDomainNotAllowed: ({ host, header }) => `Bu sohbet botu ${host} üzerinden kullanılamaz (${header} başlığı)`,
  externalUserTaken: () => 'Sohbet botunun bu externalUserId için zaten bir profili var',
  noSuchConversation: ({ direct }) =>
    `conversationId: böyle bir sohbet yok; ${
      direct
        ? 'bu sohbet botunun doğrudan bir sohbetinin kimliği bekleniyor (bkz. GET /api/chat/{chatbotId}/conversations)'
        : 'bu sohbet botunun bir sohbetinin kimliği bekleniyor (doğrudan sohbetler /direct üzerinden sürer)'
    }`,
  noSuchChatProfile: () => 'profileId: bu sohbet botunun böyle bir sohbet profili yok',
  chatUnavailable: () =>
    'Sohbet bu hizmette yapılandırılmamış: CHAT_API_URL (OpenAI uyumlu bir API’nin temel URL’si) ve CHAT_MODEL değerlerini (API gerektiriyorsa CHAT_API_KEY değerini de) ayarlayın',
  chatUpstreamTimeout: ({ message, timeoutMs }) => `${message} (sohbet botunun chatTimeoutMs değeri: ${timeoutMs})`,
  clientClosedRequest: () => 'Çağıran taraf yanıt başlamadan ayrıldı',

  rateLimited: ({ retryAfterSeconds }) =>
    `Bu API anahtarının istek sınırı doldu; ${retryAfterSeconds} sn sonra yeniden deneyin`,
  quotaExceeded: ({ limit, resetsAt }) =>
    `Hesabın ${limit} isteklik aylık kotası doldu; kota ${resetsAt} tarihinde sıfırlanır`,
  overloaded: ({ retryAfterSeconds }) => `Hesaplama kuyruğu dolu; ${retryAfterSeconds} sn sonra yeniden deneyin`,
  serviceUnavailable: ({ retryAfterSeconds }) =>
    `Bu isteğin ihtiyaç duyduğu bir hizmete ulaşılamıyor; ${retryAfterSeconds} sn sonra yeniden deneyin`,
  quotaUnknown: ({ retryAfterSeconds }) =>
    `Aylık kota şu anda denetlenemiyor (veritabanına ulaşılamıyor); ${retryAfterSeconds} sn sonra yeniden deneyin`,
  calculationTimeout: ({ timeoutMs }) => `Hesaplama ${timeoutMs} ms içinde bitmedi`,
  internal: () => 'Bizim tarafımızda bir sorun oluştu; bizimle iletişime geçerseniz istek kimliğini belirtin',

  required: ({ expected }) => `zorunludur (beklenen: ${expected})`,
  noBodyTaken: () => 'bu işlem istek gövdesi almaz; gövde göndermeyin (veya {} gönderin)',
  bodyRequired: () => 'bir JSON gövdesi gereklidir',
  unknownMember: ({ name, closest, known, sayNone }) =>
    `bilinmeyen alan ${name}${
      closest
        ? ` (${closest} mi demek istediniz?)`
        : known.length || sayNone
          ? ` (bilinenler: ${known.join(', ') || 'yok'})`
          : ''
    }`,
  unknownParameterInBody: ({ name, member }) =>
    `bilinmeyen alan ${name} (JSON gövdesindeki ${member} mi demek istediniz?)`,
  memberOfAValue: ({ name, value }) => `bilinmeyen alan ${name} (${value} bir değerdir, alanları yoktur)`,
  nestedTooDeep: ({ levels }) => `${levels} düzeyden daha derin iç içe geçmiş`,
  decimalNumber: ({ got }) => `ondalık bir sayı bekleniyor (gelen: "${got}")`,

  dateForm: ({ form }) => FORMS[form],
  dateFormat: ({ form, lostPlus }) =>
    `beklenen: ${FORMS[form]}${lostPlus ? ' (URL’de kodlanmadan gönderilen + boşluk olarak okunur: %2B yazın)' : ''}`,
  noSuchMonth: ({ text, month, form }) =>
    `${text} var olan bir tarih değil: ${month}. ay yoktur; beklenen: ${FORMS[form]}`,
  noSuchDay: ({ text, day, month, year, days, form }) =>
    `${text} var olan bir tarih değil: ${year} ${monthName(month)} ayı ${days} gün çeker, ${day}. gün yoktur; beklenen: ${FORMS[form]}`,
  hour24: ({ text, next, form }) =>
    `${text} var olan bir saat değil: 24 saati kabul edilmez, ertesi günün 00:00’ını kullanın (${next}T00:00); beklenen: ${FORMS[form]}`,
  noSuchTime: ({ text, unit, value, form }) =>
    `${text} var olan bir saat değil: ${unit === 'hour' ? 'saat' : UNITS[unit][0]} ${value} (${UNITS[unit][1]} 00 ile ${UNITS[unit][2]} arasındadır); beklenen: ${FORMS[form]}`,
  leapSecond: ({ text, form }) =>
    `${text} burada gösterilebilen bir saat değil: 60. saniye (artık saniye) desteklenmez, :59 yazın; beklenen: ${FORMS[form]}`,
  dateWithTime: ({ form }) => `beklenen: ${FORMS[form]}, saat olmadan`,
  noTimeOfDay: ({ text, form }) => `beklenen: ${FORMS[form]}; ${text} saat içermiyor`,
  noOffset: ({ text, form }) => `beklenen: ${FORMS[form]}; ${text} Z veya fark içermediği için tek bir anı belirtmiyor`,
  offsetOutOfRange: ({ text, offset, form }) =>
    `${text} içindeki ${offset} farkı -14:00 ile +14:00 arasında bir UTC farkı değil (dakika ve saniye 00 ile 59 arası); beklenen: ${FORMS[form]}`,
  yearRange: ({ first, last }) => `${first} ile ${last} arasında bir yıl bekleniyor`,
  wholeYearRange: ({ first, last }) => `${first} ile ${last} arasında tam sayı bir yıl bekleniyor`,

  latitude: ({ min, max }) => `kuzey enlemi derece olarak bekleniyor: ${min} ile ${max} arasında bir sayı`,
  longitude: ({ min, max }) => `doğu boylamı derece olarak bekleniyor: ${min} ile ${max} arasında bir sayı`,
  unknownTimezone: ({ value, version, closest }) =>
    `${value}, IANA saat dilimi veritabanı ${version} içinde bir dilim değil${closest ? ` (${closest} mi demek istediniz?)` : ''}; Europe/Paris gibi bir IANA saat dilimi adı bekleniyor (liste: GET /api/timezones)`,
  latitudeRequired: () => 'zorunludur (kuzey yönünde derece, −90 ile 90 arası; veya location.latitude bekleniyor)',
  longitudeRequired: () => 'zorunludur (doğu yönünde derece, −180 ile 180 arası; veya location.longitude bekleniyor)',

  oneOf: ({ values }) => `şu değerlerden biri bekleniyor: ${values.join(', ')}`,
  pointIds: ({ ids }) => `şu nokta kimlikleri arasından seçim bekleniyor: ${ids.join(', ')}`,
  atLeastOnePoint: () => 'en az bir nokta kimliği bekleniyor',
  aspectIds: ({ ids }) => `şu açı kimlikleri arasından seçim bekleniyor: ${ids.join(', ')}`,
  atLeastOneAspect: () => 'en az bir açı kimliği bekleniyor',
  eachOnce: ({ item }) => `${ITEMS[item]} yalnızca bir kez yer almalıdır`,
  orb: ({ max }) => `derece cinsinden, 0’dan büyük ve en fazla ${max} olan bir orb bekleniyor`,
  houseSystem: ({ value, names, letters }) =>
    `bilinmeyen ev sistemi "${value}"; beklenen: ${names.join(', ')} ya da ${letters.join(' ')} harf kodlarından biri`,
  trueOrFalse: () => 'true veya false bekleniyor',

  integerRange: ({ min, max }) => `${min} ile ${max} arasında bir tam sayı bekleniyor`,
  atMostCharacters: ({ max }) => `en fazla ${max} karakter bekleniyor`,
  wholeNumber: ({ min, max, unit }) =>
    `${min} ile ${max} arasında ${unit ? `tam sayı olarak ${COUNTS[unit]} sayısı` : 'bir tam sayı'} bekleniyor`,
  calendarYear: () => 'tam sayı olarak bir takvim yılı bekleniyor',
  fourDigitYear: () => 'tam olarak dört rakam bekleniyor, örneğin 2026',
  twoDigits: ({ min, max }) => `${min} ile ${max} arasında iki rakam bekleniyor`,
  monthRange: ({ first, last }) => `${first} ile ${last} arasında YYYY-MM biçiminde bir ay bekleniyor`,
  instantRange: ({ first, last }) => `${first} ile ${last} arasında gerçek bir an bekleniyor`,
  timeOfDay: () => 'HH:mm veya HH:mm:ss biçiminde bir saat bekleniyor (00:00 ile 23:59 arası)',
  calendarDateOrNull: () =>
    'YYYY-MM-DD biçiminde gerçek bir takvim tarihi ya da sabitlemeyi kaldırmak için null bekleniyor',
  exactly: ({ value }) => `"${value}" bekleniyor`,
  either: ({ values }) => `${LIST_OR(values)} bekleniyor`,
  houseSystemName: ({ names }) => `şu ev sistemlerinden biri ya da harfi bekleniyor: ${names.join(', ')}`,
  nonEmpty: ({ what }) => `${NAMED[what]} bekleniyor`,
  atMostDomainPatterns: ({ max }) => `en fazla ${max} alan adı kalıbı bekleniyor`,
  jsonObjectBytes: ({ max }) => `en fazla ${max} bayt büyüklüğünde bir JSON nesnesi bekleniyor`,
  atLeastOneEvent: () => 'en az bir olay bekleniyor',
  atLeastOneOf: ({ values }) => `şunlardan en az biri bekleniyor: ${values.join(', ')}`,
  atLeastOneAttribute: () => 'değiştirilecek en az bir öznitelik bekleniyor',
  atLeastOneWeight: () => '0’dan büyük en az bir ağırlık bekleniyor',
  domainPattern: () => 'bir alan adı (example.com), bir alt alan adı joker kalıbı (*.example.com) ya da * bekleniyor',
  urn: () => 'urn:astro:transit:mars:square:sun gibi bir URN bekleniyor',
  languageCode: () =>
    'en, es veya de gibi bir ISO 639 dil kodu bekleniyor (isteğe bağlı olarak bölgeyle, örneğin pt-BR)',
  languageTag: ({ count }) => `en, de, fr, pt-BR gibi desteklenen bir dil etiketi bekleniyor (${count} dil)`,
  email: () => 'bir e-posta adresi bekleniyor',
  webhookSecret: () => 'whsec_ ve ardından 32 ile 128 arasında harf, rakam, _ veya - bekleniyor',
  idempotencyKey: () => '1 ile 255 arasında görünür ASCII karakteri bekleniyor',
  characters: ({ min, max }) => `${min} ile ${max} arasında karakter bekleniyor`,
  fullNameText: () => 'doğumdaki tam ad metin olarak bekleniyor',
  numerologyName: ({ letter, report }) =>
    `${
      letter === undefined
        ? 'en az bir harf içeren bir ad bekleniyor'
        : `Latin harfleriyle yazılmış bir ad bekleniyor (aksanlar kabul edilir); "${letter}" bunlardan biri değil`
    }${report ? ' (numeroloji raporu doğumdaki tam adı okur; varsayılan: name)' : ''}`,
  templateObject: ({ what, orText }) =>
    `${what === 'editorConfig' ? 'düzenleyici yapılandırması' : 'sayfa ayarları'} için bir JSON nesnesi${
      orText ? ' ya da böyle bir nesne içeren bir metin' : ''
    } bekleniyor`,
  notJson: ({ reason }) => `geçerli JSON değil (${reason})`,
  jsonTooLong: ({ max }) => `JSON olarak ${max} karakterden uzun`,
  idOf: ({ what }) => `${what === 'conversation' ? 'konuşmanın' : 'sohbet profilinin'} kimliği bekleniyor`,
  userMessage: () => 'zorunludur (kullanıcının mesajı metin olarak bekleniyor)',
  idInPath: () => 'yoldaki kimlikle aynı olmalıdır',
  differentSecret: () => 'geçerli gizli anahtardan farklı olmalıdır',
  customCopyKeeps: ({ member }) => `özel bir kopya, genel öğesinin ${member === 'urn' ? 'URN’sini' : 'dilini'} korur`,
  onlyGlobalCopied: () => 'kuruluşunuza ait bir öğeyi gösteriyor; yalnızca genel öğeler kopyalanabilir',
  profileOfConversation: () => 'konuşmanın profili bekleniyor (ya da profileId’yi göndermeyin)',
  unknownCode: ({ kind, value, values }) =>
    `${CODES[kind]} "${value}"; şu değerlerden biri bekleniyor: ${values.join(', ')}`,
  requiredForKeyList: ({ list }) =>
    list === 'permissions'
      ? 'isteği yapan anahtarın bir izin listesi olduğunda zorunludur (yeni bir anahtar, onu oluşturan anahtardan fazlasını devralamaz)'
      : 'isteği yapan anahtarın bir modül listesi olduğunda zorunludur',
  noSuchPlace: () => 'hiçbir yeri göstermiyor: GET /api/geocoding/search sonucundaki bir yerin kimliği bekleniyor',
  transitOrPartner: () =>
    'ya transit (transit çift çarkı) ya da person2 (sinastri çift çarkı) verin, ikisini birden değil',
  transitCoordinates: () => 'transitin iki koordinatını da verin ya da doğum yeri için hiçbirini vermeyin',
  pngSide: ({ max, svgMax }) => `bir PNG’nin her kenarı en fazla ${max} px olabilir (SVG: ${svgMax} px’e kadar)`,
  parameterName: () => 'geçerli bir parametre adı değil',
  valueOrMembers: ({ name }) =>
    `${name} ile birlikte gönderilemez: ${name} ya bir değer ya da altında adlar alır, ikisini birden değil`,
  personsShape: ({ sent }) =>
    `kişileri ya dateTime1, location1, dateTime2, location2 olarak ya da person1 ve person2 nesneleri olarak gönderin, ikisini birden değil (bu gövdede şunlar var: ${sent.join(', ')})`,
  personRequired: () => 'diğer kişiyle birlikte zorunludur (beklenen: {dateTime, latitude, longitude, timezone?})',
  flatPersonRequired: ({ dateTime }) =>
    `zorunludur (beklenen: ${dateTime ? 'YYYY-MM-DDTHH:mm biçiminde yerel tarih ve saat' : '{latitude, longitude, timezone?}'}; ya da bunun yerine person1 ve person2 nesnelerini gönderin)`,
  timezoneName: ({ closest }) =>
    `Europe/Paris gibi bir IANA saat dilimi adı bekleniyor${closest ? ` (${closest} mı demek istediniz?)` : ''}`,
  badText: ({ problem, memberName }) =>
    `${memberName ? 'alan adı ' : ''}${
      problem === 'nul' ? 'NUL karakterleri (U+0000)' : 'tek başına UTF-16 vekil karakterleri (geçersiz Unicode)'
    } içermemelidir`,
  reportLanguage: ({ values, reportType }) => `${reportType} raporları için şu dillerden biri: ${values.join(', ')}`,
  kundliSidereal: () => '"sidereal" ya da hiçbiri (kundli sideraldir)',
  matchRole: () => '"boy" veya "girl": kişinin partnerle kundli eşleştirmesindeki rolü',
  matchPartner: () => 'kundli eşleştirmesinin partneri (matchRole ile)',
  partnerRequired: ({ reportType }) => `${reportType} raporları için zorunludur (ikinci kişi: name ve birthData)`,
  targetDateRequired: () => 'progresyon raporları için zorunludur (progresyonun ilerletileceği tarih, YYYY-MM-DD)',

  externalUserIdRequired: () => 'zorunludur (son kullanıcının sisteminizdeki kimliği)',
  organizationItemsOnly: () => 'yalnızca kuruluş öğeleri oluşturulabilir (genel öğeler hizmetin kendisine aittir)',

  webhookUrl: (p) => {
    switch (p.kind) {
      case 'notAbsolute':
        return 'mutlak bir URL bekleniyor, örneğin https://example.com/webhooks';
      case 'notHttps':
        return p.protocol === 'http:'
          ? 'https:// ile başlayan bir URL bekleniyor (WEBHOOK_ALLOW_HTTP, http://’ye izin verir)'
          : `https:// ile başlayan bir URL bekleniyor (gelen: ${p.protocol})`;
      case 'credentials':
        return 'URL kullanıcı adı veya parola içermemelidir';
      case 'fragment':
        return 'URL bir #parça içermemelidir';
      case 'unresolved':
        return `${p.host} ana makinesi çözümlenemiyor`;
      case 'notPublic':
        return `${p.host}, ${p.range} türünde bir adres olan ${p.address} adresine çözümleniyor; webhook’lar yalnızca genel adreslere gider (WEBHOOK_ALLOW_PRIVATE diğerlerine izin verir)`;
    }
  },

  customCss: (p) => {
    const W = {
      colour: 'bir renk (#rgb, #rrggbb, rgb(r, g, b) ya da temel bir renk adı)',
      fontFamilies: 'bir yazı tipi ailesi listesi',
      fontSize: '6pt ile 48pt arasında bir boyut (pt veya px)',
      fontWeight: 'normal, bold ya da 100–900',
    } as const;
    if (p.kind === 'tooLong') return `${p.max} karakterden uzun`;
    const at = `satır ${p.line}: `;
    switch (p.kind) {
      case 'unclosedComment':
        return at + 'kapatılmamış yorum';
      case 'forbidden':
        return at + `"${p.text}" kullanılamaz (@ kuralları, url(), expression() ve kaçış dizileri yok)`;
      case 'noSelector':
        return at + 'bir kural için seçici gerekir';
      case 'noColon':
        return at + `"özellik: değer" bekleniyor (gelen: "${p.got}")`;
      case 'propertyName':
        return at + `"${p.property}" bir özellik adı değil`;
      case 'noValue':
        return at + `${p.property} için değer yok`;
      case 'trailing':
        return at + '"seçici { özellik: değer; }" bekleniyor';
      case 'invalidValue':
        return at + `${p.property}: "${p.value}" ${W[p.expected]} değil`;
    }
  },

  range: ({ value, min, max, fromBirth }) =>
    `${min}${fromBirth ? (value === 'year' ? ' (doğum yılı)' : ' (doğum tarihi)') : ''} ile ${max} arasında ${RANGES[value]}`,
  after: ({ value, than, orSame }) =>
    orSame
      ? `${than ?? 'doğum'} ile aynı gün ya da ondan sonra olan ${RANGES[value]}`
      : `${than === null ? 'doğumdan' : `${than} değerinden`} sonra olan ${RANGES[value]}`,
  span: ({ max, unit, from, bound }) => {
    const amount = `${max} ${unit === 'days' ? 'gün' : 'yıl'}`;
    if (bound === 'bothIncluded') return `${from} ile birlikte en fazla ${amount} içinde bir tarih (iki gün de dahil)`;
    return `${from} tarihinden ${bound === 'lessThan' ? `${amount}${unit === 'days' ? 'den' : 'dan'} az` : `en fazla ${amount}`} sonra bir tarih`;
  },
  among: ({ values, item, nonEmpty, got }) => {
    if (got !== undefined)
      return `${item === 'point' ? 'bilinmeyen nokta' : item === 'aspect' ? 'bilinmeyen açı' : 'bilinmeyen değer'} ${got}`;
    const list = values.join(', ');
    if (nonEmpty)
      return `şunlardan oluşan boş olmayan bir ${item === 'point' ? 'nokta listesi' : item === 'aspect' ? 'açı listesi' : 'liste'}: ${list}`;
    if (item) return `şunlar arasından ${item === 'point' ? 'nokta' : 'açı'} kimlikleri: ${list}`;
    return `şu değerlerden biri: ${list}`;
  },
  engineHouseSystem: ({ names, letters }) =>
    `şu ev sistemlerinden biri: ${names.join(', ')}, ya da harfi: ${letters.join(' ')}`,
  shape: ({ shape }) => (shape === 'instant' ? FORMS.instant : SHAPES[shape]),
  siderealOnly: () => 'ayanamsa yalnızca zodiac "sidereal" ile',
  placeNeeded: ({ coordinate }) =>
    `${coordinate === 'latitude' ? '-90 ile 90 arasında kuzey derecesi' : '-180 ile 180 arasında doğu derecesi'} (doğuş ve batış için yer gereklidir)`,
  polar: ({ date, purpose }) =>
    purpose === 'sunriseDay'
      ? `Güneş orada ${date} tarihinden itibaren doğup batıp yeniden doğmuyor (kutup günü ya da gecesi): güneş doğuşuna dayalı gün yok`
      : `Güneş orada ${date} tarihinde doğup batmıyor: kutup günü ya da gecesinde eşit olmayan saatler yoktur`,
  localTime: ({ zone, clock }) =>
    clock === 'repeated'
      ? `${zone} içinde yalnızca bir kez yaşanan bir yerel saat (bu saat, saat değişikliği nedeniyle tekrarlanıyor; localTimeRule için earlier ya da later seçin)`
      : `${zone} içinde var olan bir yerel saat (bu saat, saat değişikliği nedeniyle atlanıyor; localTimeRule için earlier ya da later seçin)`,
  tooManyReturns: ({ max, body, count }) =>
    `${body} için en fazla ${max} dönüş içeren bir dönem (bu dönemde ${count} tane var)`,
  afterBirth: ({ birth, max }) =>
    `doğumdan (${birth}) sonra ve en geç ${max} olan, YYYY-MM-DD[THH:mm] biçiminde bir tarih ya da tarih-saat`,
  unknownStar: () => 'sabit yıldız kataloğundaki kimlikler',
};
