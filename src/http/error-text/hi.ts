/** हिन्दी में त्रुटि संदेश (देवनागरी, औपचारिक "आप")। */
import type { DateFormName, ErrorTexts, ListItem } from './texts.ts';

const LIST_OR = (values: readonly string[]) => new Intl.ListFormat('hi', { type: 'disjunction' }).format(values);
const COUNTS = { days: 'दिनों', seconds: 'सेकंड', milliseconds: 'मिलीसेकंड', pixels: 'पिक्सेल', lines: 'पंक्तियों' } as const;
const NAMED = {
  name: 'खाली न हो ऐसा नाम',
  title: 'खाली न हो ऐसा शीर्षक',
  message: 'खाली न हो ऐसा संदेश',
  urnPrefix: 'खाली न हो ऐसा URN उपसर्ग',
} as const;
const CODES = { permission: 'अज्ञात अनुमति', module: 'अज्ञात मॉड्यूल', provider: 'अज्ञात प्रदाता' } as const;
const RANGES = {
  date: 'तिथि',
  instant: 'क्षण',
  year: 'कैलेंडर वर्ष',
  wholeNumber: 'पूर्णांक',
  degrees: 'डिग्री की संख्या',
} as const;
const SHAPES = {
  list: 'खाली न हो ऐसी सूची',
  pointList: 'बिंदु आईडी की सूची',
  aspectList: 'दृष्टि आईडी की सूची',
  orbsObject: 'दृष्टि आईडी के अनुसार ऑर्ब का ऑब्जेक्ट',
  birthData: 'जन्म विवरण',
  natalBody: 'जन्म कुंडली का कोई ग्रह या पिंड',
  timezoneOrPlace: 'समय क्षेत्र, या उसे निकालने के लिए अक्षांश और देशांतर',
} as const;

const FORMS: Record<DateFormName, string> = {
  date: 'YYYY-MM-DD रूप की तारीख़',
  'date-time': 'YYYY-MM-DDTHH:mm[:ss[.fff]] रूप की तारीख़ और समय, जिसके अंत में चाहें तो Z या UTC ऑफ़सेट ±HH:MM हो',
  'date-or-date-time':
    'YYYY-MM-DD रूप की तारीख़ या YYYY-MM-DDTHH:mm[:ss[.fff]] रूप की तारीख़ और समय, जिसके अंत में चाहें तो Z या UTC ऑफ़सेट ±HH:MM हो',
  instant: 'YYYY-MM-DDTHH:mm[:ss[.fff]] रूप का ISO 8601 क्षण, जिसके अंत में Z या UTC ऑफ़सेट ±HH:MM हो, जैसे 2026-11-21T12:00Z',
};
const ITEMS: Record<ListItem, string> = {
  point: 'हर बिंदु',
  aspect: 'हर दृष्टि',
  planet: 'हर ग्रह',
  star: 'हर तारा',
  kind: 'हर प्रकार',
  event: 'हर घटना',
  section: 'हर खंड',
  part: 'हर भाग',
  body: 'हर पिंड',
};
const RESOURCES: Record<string, string> = {
  'API key': 'API कुंजी',
  'Chat profile': 'चैट प्रोफ़ाइल',
  Chatbot: 'चैटबॉट',
  'Content item': 'सामग्री आइटम',
  Conversation: 'बातचीत',
  Member: 'सदस्य',
  Organization: 'संगठन',
  'PDF report': 'PDF रिपोर्ट',
  'PDF template': 'PDF टेम्पलेट',
  Webhook: 'वेबहुक',
  Widget: 'विजेट',
};
const ACTIONS: Record<string, string> = { updated: 'बदल', deleted: 'हटा', restored: 'पुनर्स्थापित कर' };
const UNITS = { hour: ['घंटा', 'घंटे', 23], minute: ['मिनट', 'मिनट', 59], second: ['सेकंड', 'सेकंड', 59] } as const;
const monthName = (month: number) =>
  new Intl.DateTimeFormat('hi', { month: 'long', timeZone: 'UTC' }).format(Date.UTC(2000, month - 1, 1));
const BEYOND = {
  permissions: 'अनुमतियाँ',
  modules: 'मॉड्यूल',
  allowedDomains: 'डोमेन से उपयोग की छूट',
  rateLimit: 'दर सीमा (अधिक अनुरोध, छोटी अवधि या कोई सीमा नहीं)',
  expiresIn: 'समाप्ति (बाद की, या कोई नहीं)',
} as const;

export const hi: ErrorTexts = {
  language: 'hi',
  title: {
    invalidParameter: 'अमान्य पैरामीटर',
    malformedJson: 'त्रुटिपूर्ण JSON',
    unsupportedMediaType: 'असमर्थित मीडिया प्रकार',
    unsupportedCharset: 'असमर्थित कैरेक्टर सेट',
    bodyDoesNotDecompress: 'बॉडी डीकंप्रेस नहीं होती',
    unsupportedContentEncoding: 'असमर्थित कंटेंट एन्कोडिंग',
    payloadTooLarge: 'बॉडी बहुत बड़ी है',
    missingApiKey: 'API कुंजी नहीं मिली',
    invalidApiKey: 'अमान्य API कुंजी',
    apiKeyDisabled: 'API कुंजी निष्क्रिय है',
    apiKeyExpired: 'API कुंजी की अवधि समाप्त',
    domainNotAllowed: 'डोमेन की अनुमति नहीं है',
    missingPermission: 'अनुमति नहीं है',
    moduleNotAvailable: 'मॉड्यूल उपलब्ध नहीं है',
    organizationMismatch: 'संगठन मेल नहीं खाता',
    notFound: 'नहीं मिला',
    methodNotAllowed: 'मेथड की अनुमति नहीं है',
    unprocessable: 'अनुरोध संसाधित नहीं हो सकता',
    idempotencyKeyReused: 'Idempotency-Key दोबारा इस्तेमाल हुई',
    reportFailed: 'रिपोर्ट विफल रही',
    reportNotReady: 'रिपोर्ट अभी तैयार नहीं है',
    platformAdminRequired: 'प्लेटफ़ॉर्म एडमिन आवश्यक',
    conflict: 'टकराव',
    roleNotAssignable: 'भूमिका नहीं दी जा सकती',
    ownerProtected: 'स्वामी सुरक्षित है',
    lastOwner: 'अंतिम स्वामी',
    permissionNotGrantable: 'अनुमति नहीं दी जा सकती',
    moduleNotGrantable: 'मॉड्यूल नहीं दिया जा सकता',
    domainsNotGrantable: 'डोमेन नहीं दिए जा सकते',
    rateLimitNotGrantable: 'दर सीमा नहीं दी जा सकती',
    expiryNotGrantable: 'समाप्ति नहीं दी जा सकती',
    keyNotManageable: 'कुंजी प्रबंधित नहीं की जा सकती',
    invalidSignature: 'अमान्य हस्ताक्षर',
    signedUrlExpired: 'हस्ताक्षरित URL की अवधि समाप्त',
    signingKeyNotUsable: 'हस्ताक्षर कुंजी उपयोग योग्य नहीं',
    globalContentReadOnly: 'वैश्विक सामग्री केवल पढ़ने के लिए है',
    chatbotDisabled: 'चैटबॉट निष्क्रिय है',
    chatUnavailable: 'चैट उपलब्ध नहीं है',
    languageModelTimedOut: 'भाषा मॉडल का समय समाप्त',
    languageModelError: 'भाषा मॉडल त्रुटि',
    clientClosedRequest: 'क्लाइंट ने अनुरोध बंद किया',
    tooManyRequests: 'बहुत अधिक अनुरोध',
    monthlyQuotaExceeded: 'मासिक कोटा पार हो गया',
    serviceBusy: 'सेवा व्यस्त है',
    serviceUnavailable: 'सेवा उपलब्ध नहीं है',
    calculationTimedOut: 'गणना का समय समाप्त',
    internalError: 'आंतरिक त्रुटि',
  },

  invalidRequest: () => 'अमान्य अनुरोध',
  invalidJson: ({ reason }) => `अनुरोध की बॉडी मान्य JSON नहीं है: ${reason}`,
  unsupportedMediaType: ({ type }) => `अनुरोध की बॉडी application/json होनी चाहिए (मिला: "${type}")`,
  unsupportedCharset: ({ charset }) => `अनुरोध की बॉडी UTF-8 में होनी चाहिए (मिला कैरेक्टर सेट: "${charset}")`,
  invalidContentEncoding: ({ encoding, reason }) => `अनुरोध की बॉडी मान्य ${encoding} डेटा नहीं है: ${reason}`,
  unsupportedContentEncoding: ({ encoding }) =>
    `अनुरोध की बॉडी gzip, deflate या br से संपीड़ित की जा सकती है (मिला Content-Encoding: "${encoding}")`,
  payloadTooLarge: ({ bytes }) =>
    bytes === undefined ? 'अनुरोध की बॉडी अनुमत आकार से बड़ी है' : `अनुरोध की बॉडी ${bytes} बाइट से बड़ी है`,
  missingApiKey: () => 'कृपया अपनी API कुंजी X-Api-Key हेडर में भेजें',
  invalidApiKey: () => 'API कुंजी अज्ञात है या रद्द कर दी गई है',
  disabledApiKey: () => 'API कुंजी निष्क्रिय है',
  expiredApiKey: ({ expiresAt }) => `API कुंजी की अवधि ${expiresAt} को समाप्त हो गई`,
  domainNotAllowed: ({ origin, header }) => `इस API कुंजी का उपयोग ${origin} से नहीं किया जा सकता (${header} हेडर)`,
  missingPermission: ({ permission, reason }) =>
    reason === 'role'
      ? `इस संगठन में आपकी भूमिका के पास ${permission} अनुमति नहीं है`
      : `इस API कुंजी के पास ${permission} अनुमति नहीं है`,
  missingModule: ({ module, reason }) =>
    reason === 'organization'
      ? `आपके संगठन ने ${module} मॉड्यूल नहीं ख़रीदा है`
      : `इस API कुंजी को ${module} मॉड्यूल का उपयोग करने की अनुमति नहीं है`,
  organizationMismatch: () => 'केवल उसी संगठन पर कार्रवाई की जा सकती है जिसकी API कुंजी से अनुरोध किया गया है',
  notFound: ({ what }) => `${what} नहीं मिला`,
  resource: (what) => RESOURCES[what] ?? what,
  weekNotFound: ({ week, year, weeks }) => `${year} का सप्ताह ${week} नहीं मिला (उस वर्ष में ${weeks} ISO सप्ताह हैं)`,
  routeNotFound: ({ method, path }) => `${method} ${path} नाम का कोई रूट नहीं है`,
  methodNotAllowed: ({ method, path, allowed }) =>
    `${path} पर ${method} की अनुमति नहीं है; कृपया ${allowed.join(', ')} का उपयोग करें`,

  templateNotFound: ({ templateId }) => `टेम्पलेट ${templateId} इस संगठन के लिए उपलब्ध नहीं है`,
  reportTypeMismatch: ({ templateType, requestedType }) =>
    `यह टेम्पलेट ${templateType} रिपोर्टों के लिए है, ${requestedType} के लिए नहीं`,
  templateInactive: () => 'टेम्पलेट निष्क्रिय है; कृपया इसे सक्रिय करें या कोई दूसरा चुनें',
  idempotencyKeyReused: () => 'यह Idempotency-Key किसी दूसरे अनुरोध के लिए इस्तेमाल हो चुकी है',
  reportFailed: ({ reason }) => `रिपोर्ट विफल रही: ${reason ?? 'अज्ञात कारण'}`,
  reportNotReady: ({ status, progress, advice }) =>
    `रिपोर्ट ${status} स्थिति में है (${progress}% पूरा); कृपया थोड़ी देर में फिर से प्रयास करें${
      advice ? `; लेकिन कोई रिपोर्ट वर्कर नहीं चल रहा है। ${advice}` : ''
    }`,
  scopeImmutable: () => 'isGlobal बदला नहीं जा सकता: कृपया इसके बजाय नया टेम्पलेट बनाएँ',
  platformAdminRequired: () => 'केवल प्लेटफ़ॉर्म एडमिन ही वैश्विक टेम्पलेट बना, बदल या हटा सकते हैं',

  alreadyMember: ({ email }) => `${email} पहले से इस संगठन का सदस्य है`,
  roleNotAssignable: ({ actor, target }) => `${actor} भूमिका वाला कोई व्यक्ति किसी को ${target} नहीं बना सकता`,
  ownerProtected: () => 'केवल स्वामी ही किसी स्वामी को बदल या हटा सकता है',
  lastOwner: () =>
    'संगठन के अंतिम स्वामी को न तो पदावनत किया जा सकता है और न हटाया जा सकता है; कृपया पहले किसी और को स्वामी बनाएँ',
  permissionNotGrantable: ({ permission, lackedBy }) =>
    `किसी कुंजी को ${permission} नहीं दी जा सकती: ${lackedBy === 'role' ? 'स्वामी की भूमिका के पास यह नहीं है' : 'यह अनुरोध करने वाली कुंजी के पास यह नहीं है'}`,
  moduleNotGrantable: ({ module, refusedBy }) =>
    `किसी कुंजी को ${module} मॉड्यूल नहीं दिया जा सकता: ${refusedBy === 'key' ? 'यह अनुरोध करने वाली कुंजी इसका उपयोग नहीं कर सकती' : 'संगठन ने इसे नहीं ख़रीदा है'}`,
  beyondCaller: ({ setting }) => `किसी कुंजी को यह अनुरोध करने वाली कुंजी से अधिक ${BEYOND[setting]} नहीं दी जा सकती`,
  keyNotManageable: ({ fields }) =>
    `यह कुंजी अनुरोध करने वाली कुंजी से आगे जाती है (${fields.join(', ')}): इसे केवल कम से कम उतनी ही व्यापक कुंजी बदल या रद्द कर सकती है`,

  signedUrlExpired: ({ expiresAt }) => `इस हस्ताक्षरित URL की अवधि ${expiresAt} को समाप्त हो गई`,
  signingKeyRefused: ({ reason }) =>
    `इस URL पर हस्ताक्षर करने वाली कुंजी ${
      reason === 'revoked'
        ? 'रद्द हो चुकी है या अब मान्य नहीं है'
        : reason === 'disabled'
          ? 'निष्क्रिय है'
          : 'की अवधि समाप्त हो चुकी है'
    }`,

  globalContentReadOnly: ({ action }) =>
    `कोई संगठन वैश्विक आइटम ${ACTIONS[action] ?? action} नहीं सकता; कृपया एक अपनी प्रति बनाएँ (POST /api/content/{id}/custom-copy) और उसे संपादित करें`,
  urnTaken: ({ existingId }) =>
    `आपके संगठन के पास इस URN और भाषा का एक सक्रिय आइटम पहले से है${existingId ? ` (${existingId})` : ''}`,
  notDeleted: () => 'यह आइटम हटाया नहीं गया है',

  chatbotDisabled: () => 'चैटबॉट निष्क्रिय है; कृपया इसे PATCH /api/chatbots/{id} से सक्रिय करें',
  chatbotDomainNotAllowed: ({ host, header }) => `इस चैटबॉट का उपयोग ${host} से नहीं किया जा सकता (${header} हेडर)`,
  externalUserTaken: () => 'इस externalUserId के लिए चैटबॉट की एक प्रोफ़ाइल पहले से है',
  noSuchConversation: ({ direct }) =>
    `conversationId: ऐसी कोई बातचीत नहीं है; अपेक्षित है ${
      direct
        ? 'इस चैटबॉट की किसी सीधी बातचीत का id (देखें GET /api/chat/{chatbotId}/conversations)'
        : 'इस चैटबॉट की किसी बातचीत का id (सीधी बातचीतें /direct पर जारी रहती हैं)'
    }`,
  noSuchChatProfile: () => 'profileId: इस चैटबॉट की ऐसी कोई चैट प्रोफ़ाइल नहीं है',
  chatUnavailable: () =>
    'इस सेवा पर चैट कॉन्फ़िगर नहीं है: कृपया CHAT_API_URL (OpenAI-संगत API का बेस URL) और CHAT_MODEL सेट करें (और अगर API माँगे तो CHAT_API_KEY भी)',
  chatUpstreamTimeout: ({ message, timeoutMs }) => `${message} (चैटबॉट का chatTimeoutMs: ${timeoutMs})`,
  clientClosedRequest: () => 'उत्तर शुरू होने से पहले ही कॉल करने वाला चला गया',

  rateLimited: ({ retryAfterSeconds }) =>
    `इस API कुंजी की दर सीमा समाप्त हो गई है; कृपया ${retryAfterSeconds} सेकंड बाद फिर से प्रयास करें`,
  quotaExceeded: ({ limit, resetsAt }) =>
    `खाते का ${limit} अनुरोधों का मासिक कोटा समाप्त हो गया है; यह ${resetsAt} को फिर से शुरू होगा`,
  overloaded: ({ retryAfterSeconds }) => `गणना की कतार भरी हुई है; कृपया ${retryAfterSeconds} सेकंड बाद फिर से प्रयास करें`,
  serviceUnavailable: ({ retryAfterSeconds }) =>
    `इस अनुरोध के लिए ज़रूरी एक सेवा तक पहुँचा नहीं जा सकता; कृपया ${retryAfterSeconds} सेकंड बाद फिर से प्रयास करें`,
  quotaUnknown: ({ retryAfterSeconds }) =>
    `मासिक कोटा अभी जाँचा नहीं जा सकता (डेटाबेस उपलब्ध नहीं है); ${retryAfterSeconds} सेकंड बाद फिर से प्रयास करें`,
  calculationTimeout: ({ timeoutMs }) => `गणना ${timeoutMs} ms में पूरी नहीं हुई`,
  internal: () => 'हमारी ओर से कुछ गड़बड़ हो गई; हमसे संपर्क करते समय कृपया अनुरोध id बताएँ',

  required: ({ expected }) => `आवश्यक है (अपेक्षित: ${expected})`,
  noBodyTaken: () => 'यह ऑपरेशन अनुरोध बॉडी नहीं लेता; कृपया कोई बॉडी न भेजें (या {} भेजें)',
  bodyRequired: () => 'JSON बॉडी आवश्यक है',
  unknownMember: ({ name, closest, known, sayNone }) =>
    `अज्ञात फ़ील्ड ${name}${
      closest
        ? ` (क्या आपका आशय ${closest} था?)`
        : known.length || sayNone
          ? ` (ज्ञात: ${known.join(', ') || 'कोई नहीं'})`
          : ''
    }`,
  unknownParameterInBody: ({ name, member }) => `अज्ञात फ़ील्ड ${name} (क्या आपका आशय JSON बॉडी में ${member} था?)`,
  memberOfAValue: ({ name, value }) => `अज्ञात फ़ील्ड ${name} (${value} एक मान है, उसके कोई फ़ील्ड नहीं होते)`,
  nestedTooDeep: ({ levels }) => `${levels} स्तरों से अधिक गहराई तक नेस्टेड है`,
  decimalNumber: ({ got }) => `दशमलव संख्या अपेक्षित है (मिला: "${got}")`,

  dateForm: ({ form }) => FORMS[form],
  dateFormat: ({ form, lostPlus }) =>
    `अपेक्षित: ${FORMS[form]}${lostPlus ? ' (URL में बिना एन्कोड किया + स्पेस के रूप में पढ़ा जाता है: कृपया %2B लिखें)' : ''}`,
  noSuchMonth: ({ text, month, form }) =>
    `${text} कोई मौजूद तारीख़ नहीं है: महीना ${month} नहीं होता; अपेक्षित: ${FORMS[form]}`,
  noSuchDay: ({ text, day, month, year, days, form }) =>
    `${text} कोई मौजूद तारीख़ नहीं है: ${monthName(month)} ${year} में ${days} दिन होते हैं, दिन ${day} नहीं होता; अपेक्षित: ${FORMS[form]}`,
  hour24: ({ text, next, form }) =>
    `${text} कोई मौजूद समय नहीं है: घंटा 24 स्वीकार नहीं है, कृपया अगले दिन का 00:00 लिखें (${next}T00:00); अपेक्षित: ${FORMS[form]}`,
  noSuchTime: ({ text, unit, value, form }) =>
    `${text} कोई मौजूद समय नहीं है: ${UNITS[unit][0]} ${value} (${UNITS[unit][1]} 00 से ${UNITS[unit][2]} तक होते हैं); अपेक्षित: ${FORMS[form]}`,
  leapSecond: ({ text, form }) =>
    `${text} यहाँ दर्शाया जा सकने वाला समय नहीं है: सेकंड 60 (लीप सेकंड) समर्थित नहीं है, कृपया :59 लिखें; अपेक्षित: ${FORMS[form]}`,
  dateWithTime: ({ form }) => `अपेक्षित: ${FORMS[form]}, बिना समय के`,
  noTimeOfDay: ({ text, form }) => `अपेक्षित: ${FORMS[form]}; ${text} में समय नहीं है`,
  noOffset: ({ text, form }) => `अपेक्षित: ${FORMS[form]}; ${text} में न Z है न ऑफ़सेट, इसलिए यह कोई एक क्षण नहीं बताता`,
  offsetOutOfRange: ({ text, offset, form }) =>
    `${text} का ऑफ़सेट ${offset} -14:00 से +14:00 के बीच का UTC ऑफ़सेट नहीं है (मिनट और सेकंड 00 से 59); अपेक्षित: ${FORMS[form]}`,
  yearRange: ({ first, last }) => `${first} से ${last} तक का वर्ष अपेक्षित है`,
  wholeYearRange: ({ first, last }) => `${first} से ${last} तक का पूर्णांक वर्ष अपेक्षित है`,

  latitude: ({ min, max }) => `उत्तरी अक्षांश डिग्री में अपेक्षित है: ${min} से ${max} तक की संख्या`,
  longitude: ({ min, max }) => `पूर्वी देशांतर डिग्री में अपेक्षित है: ${min} से ${max} तक की संख्या`,
  unknownTimezone: ({ value, version, closest }) =>
    `${value} IANA समय-क्षेत्र डेटाबेस ${version} का कोई क्षेत्र नहीं है${closest ? ` (क्या आपका आशय ${closest} था?)` : ''}; अपेक्षित: Europe/Paris जैसा IANA समय-क्षेत्र नाम (सूची: GET /api/timezones)`,
  latitudeRequired: () => 'आवश्यक है (अपेक्षित: उत्तर की ओर डिग्री, −90 से 90; या location.latitude)',
  longitudeRequired: () => 'आवश्यक है (अपेक्षित: पूर्व की ओर डिग्री, −180 से 180; या location.longitude)',

  oneOf: ({ values }) => `इनमें से एक मान अपेक्षित है: ${values.join(', ')}`,
  pointIds: ({ ids }) => `इनमें से बिंदु id अपेक्षित हैं: ${ids.join(', ')}`,
  atLeastOnePoint: () => 'कम से कम एक बिंदु id अपेक्षित है',
  aspectIds: ({ ids }) => `इनमें से दृष्टि id अपेक्षित हैं: ${ids.join(', ')}`,
  atLeastOneAspect: () => 'कम से कम एक दृष्टि id अपेक्षित है',
  eachOnce: ({ item }) => `अपेक्षित है कि ${ITEMS[item]} केवल एक बार हो`,
  orb: ({ max }) => `डिग्री में ऑर्ब अपेक्षित है, 0 से अधिक और अधिकतम ${max}`,
  houseSystem: ({ value, names, letters }) =>
    `अज्ञात भाव पद्धति "${value}"; अपेक्षित: ${names.join(', ')} या अक्षर कोड ${letters.join(' ')} में से एक`,
  trueOrFalse: () => 'true या false अपेक्षित है',

  integerRange: ({ min, max }) => `${min} से ${max} तक का पूर्णांक अपेक्षित है`,
  atMostCharacters: ({ max }) => `अधिकतम ${max} वर्ण अपेक्षित हैं`,
  wholeNumber: ({ min, max, unit }) =>
    `${min} से ${max} तक ${unit ? `${COUNTS[unit]} की पूर्ण संख्या` : 'का पूर्णांक'} अपेक्षित है`,
  calendarYear: () => 'कैलेंडर वर्ष पूर्णांक के रूप में अपेक्षित है',
  fourDigitYear: () => 'ठीक चार अंक अपेक्षित हैं, जैसे 2026',
  twoDigits: ({ min, max }) => `${min} से ${max} तक दो अंक अपेक्षित हैं`,
  monthRange: ({ first, last }) => `${first} से ${last} तक YYYY-MM रूप में महीना अपेक्षित है`,
  instantRange: ({ first, last }) => `${first} से ${last} तक का वास्तविक क्षण अपेक्षित है`,
  timeOfDay: () => 'HH:mm या HH:mm:ss रूप में दिन का समय अपेक्षित है (00:00 से 23:59)',
  calendarDateOrNull: () => 'YYYY-MM-DD रूप में वास्तविक कैलेंडर तिथि अपेक्षित है, या पिन हटाने के लिए null',
  exactly: ({ value }) => `"${value}" अपेक्षित है`,
  either: ({ values }) => `${LIST_OR(values)} अपेक्षित है`,
  houseSystemName: ({ names }) => `इनमें से एक भाव पद्धति या उसका अक्षर अपेक्षित है: ${names.join(', ')}`,
  nonEmpty: ({ what }) => `${NAMED[what]} अपेक्षित है`,
  atMostDomainPatterns: ({ max }) => `अधिकतम ${max} डोमेन पैटर्न अपेक्षित हैं`,
  jsonObjectBytes: ({ max }) => `अधिकतम ${max} बाइट का JSON ऑब्जेक्ट अपेक्षित है`,
  atLeastOneEvent: () => 'कम से कम एक घटना अपेक्षित है',
  atLeastOneOf: ({ values }) => `इनमें से कम से कम एक अपेक्षित है: ${values.join(', ')}`,
  atLeastOneAttribute: () => 'बदलने के लिए कम से कम एक एट्रिब्यूट अपेक्षित है',
  atLeastOneWeight: () => '0 से अधिक कम से कम एक भार अपेक्षित है',
  domainPattern: () => 'डोमेन (example.com), सबडोमेन वाइल्डकार्ड पैटर्न (*.example.com) या * अपेक्षित है',
  urn: () => 'urn:astro:transit:mars:square:sun जैसा URN अपेक्षित है',
  languageCode: () => 'en, es या de जैसा ISO 639 भाषा कोड अपेक्षित है (चाहें तो क्षेत्र सहित, जैसे pt-BR)',
  languageTag: ({ count }) => `en, de, fr, pt-BR जैसा समर्थित भाषा टैग अपेक्षित है (${count} भाषाएँ)`,
  email: () => 'ईमेल पता अपेक्षित है',
  webhookSecret: () => 'whsec_ के बाद 32 से 128 अक्षर, अंक, _ या - अपेक्षित हैं',
  idempotencyKey: () => '1 से 255 दृश्य ASCII वर्ण अपेक्षित हैं',
  characters: ({ min, max }) => `${min} से ${max} वर्ण अपेक्षित हैं`,
  fullNameText: () => 'जन्म के समय का पूरा नाम पाठ के रूप में अपेक्षित है',
  numerologyName: ({ letter, report }) =>
    `${
      letter === undefined
        ? 'कम से कम एक अक्षर वाला नाम अपेक्षित है'
        : `लैटिन अक्षरों में नाम अपेक्षित है (विशेषक चिह्न चल सकते हैं); "${letter}" लैटिन अक्षर नहीं है`
    }${report ? ' (अंकशास्त्र रिपोर्ट जन्म के समय का पूरा नाम पढ़ती है; डिफ़ॉल्ट: name)' : ''}`,
  templateObject: ({ what, orText }) =>
    `${what === 'editorConfig' ? 'एडिटर कॉन्फ़िगरेशन' : 'पेज सेटिंग्स'} के लिए JSON ऑब्जेक्ट${
      orText ? ', या उसे रखने वाला पाठ,' : ''
    } अपेक्षित है`,
  notJson: ({ reason }) => `मान्य JSON नहीं है (${reason})`,
  jsonTooLong: ({ max }) => `JSON के रूप में ${max} वर्णों से लंबा है`,
  idOf: ({ what }) => `${what === 'conversation' ? 'बातचीत' : 'चैट प्रोफ़ाइल'} की आईडी अपेक्षित है`,
  userMessage: () => 'आवश्यक है (उपयोगकर्ता का संदेश पाठ के रूप में अपेक्षित है)',
  idInPath: () => 'पथ में दी गई आईडी ही होनी चाहिए',
  differentSecret: () => 'वर्तमान सीक्रेट से अलग होना चाहिए',
  customCopyKeeps: ({ member }) => `कस्टम प्रति अपने वैश्विक आइटम ${member === 'urn' ? 'का URN' : 'की भाषा'} बनाए रखती है`,
  onlyGlobalCopied: () => 'आपके संगठन का आइटम दर्शाता है; केवल वैश्विक आइटम कॉपी किए जा सकते हैं',
  profileOfConversation: () => 'बातचीत की प्रोफ़ाइल अपेक्षित है (या profileId न भेजें)',
  unknownCode: ({ kind, value, values }) => `${CODES[kind]} "${value}"; इनमें से एक मान अपेक्षित है: ${values.join(', ')}`,
  requiredForKeyList: ({ list }) =>
    list === 'permissions'
      ? 'आवश्यक है जब अनुरोध करने वाली कुंजी के पास अनुमतियों की सूची हो (नई कुंजी उसे बनाने वाली कुंजी से अधिक विरासत में नहीं ले सकती)'
      : 'आवश्यक है जब अनुरोध करने वाली कुंजी के पास मॉड्यूल की सूची हो',
  noSuchPlace: () => 'किसी स्थान को नहीं दर्शाता: GET /api/geocoding/search से किसी स्थान की आईडी अपेक्षित है',
  transitOrPartner: () => 'या तो transit (गोचर द्वि-चक्र) दें या person2 (सिनेस्ट्री द्वि-चक्र), दोनों नहीं',
  transitCoordinates: () => 'गोचर के दोनों निर्देशांक दें, या जन्म स्थान के लिए कोई भी नहीं',
  pngSide: ({ max, svgMax }) => `PNG की हर भुजा अधिकतम ${max} px होती है (SVG: ${svgMax} तक)`,
  parameterName: () => 'मान्य पैरामीटर नाम नहीं है',
  valueOrMembers: ({ name }) =>
    `${name} के साथ नहीं भेजा जा सकता: ${name} को या तो एक मान मिलता है या उसके नीचे नाम, दोनों नहीं`,
  personsShape: ({ sent }) =>
    `व्यक्तियों को या तो dateTime1, location1, dateTime2, location2 के रूप में भेजें या person1 और person2 ऑब्जेक्ट के रूप में, दोनों नहीं (इस बॉडी में ${sent.join(', ')} हैं)`,
  personRequired: () => 'दूसरे व्यक्ति के साथ आवश्यक है (अपेक्षित: {dateTime, latitude, longitude, timezone?})',
  flatPersonRequired: ({ dateTime }) =>
    `आवश्यक है (अपेक्षित: ${dateTime ? 'स्थानीय तिथि-समय YYYY-MM-DDTHH:mm' : '{latitude, longitude, timezone?}'}; या इसके बजाय person1 और person2 ऑब्जेक्ट भेजें)`,
  timezoneName: ({ closest }) =>
    `Europe/Paris जैसा IANA समय क्षेत्र नाम अपेक्षित है${closest ? ` (क्या आपका आशय ${closest} था?)` : ''}`,
  badText: ({ problem, memberName }) =>
    `${memberName ? 'फ़ील्ड के नाम में ' : ''}${
      problem === 'nul' ? 'NUL वर्ण (U+0000)' : 'अकेले UTF-16 सरोगेट (अमान्य यूनिकोड)'
    } नहीं होने चाहिए`,
  reportLanguage: ({ values, reportType }) => `${reportType} रिपोर्ट के लिए इनमें से एक: ${values.join(', ')}`,
  kundliSidereal: () => '"sidereal" या कुछ नहीं (कुंडली निरयन होती है)',
  matchRole: () => '"boy" या "girl": साथी के साथ कुंडली मिलान में व्यक्ति की भूमिका',
  matchPartner: () => 'कुंडली मिलान का साथी (matchRole के साथ)',
  partnerRequired: ({ reportType }) => `${reportType} रिपोर्ट के लिए आवश्यक है (दूसरा व्यक्ति: name और birthData)`,
  targetDateRequired: () => 'प्रोग्रेशन रिपोर्ट के लिए आवश्यक है (जिस तिथि तक प्रोग्रेस करना है, YYYY-MM-DD)',

  externalUserIdRequired: () => 'आवश्यक है (आपके सिस्टम में अंतिम उपयोगकर्ता की आईडी)',
  organizationItemsOnly: () => 'केवल संगठन के आइटम बनाए जा सकते हैं (वैश्विक आइटम सेवा के अपने हैं)',

  webhookUrl: (p) => {
    switch (p.kind) {
      case 'notAbsolute':
        return 'पूर्ण URL अपेक्षित है, जैसे https://example.com/webhooks';
      case 'notHttps':
        return p.protocol === 'http:'
          ? 'https:// URL अपेक्षित है (WEBHOOK_ALLOW_HTTP से http:// की अनुमति मिलती है)'
          : `https:// URL अपेक्षित है (मिला: ${p.protocol})`;
      case 'credentials':
        return 'URL में उपयोगकर्ता नाम या पासवर्ड नहीं होना चाहिए';
      case 'fragment':
        return 'URL में #फ़्रैगमेंट नहीं होना चाहिए';
      case 'unresolved':
        return `होस्ट ${p.host} रिज़ॉल्व नहीं होता`;
      case 'notPublic':
        return `${p.host} का पता ${p.address} है, जो ${p.range} पता है; वेबहुक केवल सार्वजनिक पतों पर जाते हैं (WEBHOOK_ALLOW_PRIVATE अन्य पतों की अनुमति देता है)`;
    }
  },

  customCss: (p) => {
    const W = {
      colour: 'रंग (#rgb, #rrggbb, rgb(r, g, b) या मूल रंग का नाम)',
      fontFamilies: 'फ़ॉन्ट परिवारों की सूची',
      fontSize: '6pt से 48pt तक का आकार (pt या px)',
      fontWeight: 'normal, bold या 100–900',
    } as const;
    if (p.kind === 'tooLong') return `${p.max} वर्णों से लंबा है`;
    const at = `पंक्ति ${p.line}: `;
    switch (p.kind) {
      case 'unclosedComment':
        return at + 'बंद न की गई टिप्पणी';
      case 'forbidden':
        return at + `"${p.text}" की अनुमति नहीं है (@-नियम, url(), expression() या एस्केप नहीं)`;
      case 'noSelector':
        return at + 'नियम के लिए सेलेक्टर आवश्यक है';
      case 'noColon':
        return at + `"property: value" अपेक्षित है (मिला: "${p.got}")`;
      case 'propertyName':
        return at + `"${p.property}" प्रॉपर्टी का नाम नहीं है`;
      case 'noValue':
        return at + `${p.property} का कोई मान नहीं है`;
      case 'trailing':
        return at + '"selector { property: value; }" अपेक्षित है';
      case 'invalidValue':
        return at + `${p.property}: "${p.value}" ${W[p.expected]} नहीं है`;
    }
  },

  range: ({ value, min, max, fromBirth }) =>
    `${min}${fromBirth ? (value === 'year' ? ' (जन्म वर्ष)' : ' (जन्म तिथि)') : ''} से ${max} तक का ${RANGES[value]}`,
  after: ({ value, than, orSame }) => `${than ?? 'जन्म'} ${orSame ? 'के दिन या उसके बाद' : 'के बाद'} का ${RANGES[value]}`,
  span: ({ max, unit, from, bound }) => {
    const amount = `${max} ${unit === 'days' ? 'दिन' : 'वर्ष'}`;
    if (bound === 'bothIncluded') return `${from} से अधिकतम ${amount} के भीतर की तिथि (दोनों दिन शामिल)`;
    return `${from} के बाद ${bound === 'lessThan' ? `${amount} से कम` : `अधिकतम ${amount}`} के भीतर की तिथि`;
  },
  among: ({ values, item, nonEmpty, got }) => {
    if (got !== undefined)
      return `${item === 'point' ? 'अज्ञात बिंदु' : item === 'aspect' ? 'अज्ञात दृष्टि' : 'अज्ञात मान'} ${got}`;
    const list = values.join(', ');
    if (nonEmpty)
      return `इनमें से ${item === 'point' ? 'बिंदुओं की ' : item === 'aspect' ? 'दृष्टियों की ' : ''}खाली न हो ऐसी सूची: ${list}`;
    if (item) return `इनमें से ${item === 'point' ? 'बिंदु' : 'दृष्टि'} आईडी: ${list}`;
    return `इनमें से एक मान: ${list}`;
  },
  engineHouseSystem: ({ names, letters }) =>
    `इनमें से एक भाव पद्धति: ${names.join(', ')}, या उसका अक्षर: ${letters.join(' ')}`,
  shape: ({ shape }) => (shape === 'instant' ? FORMS.instant : SHAPES[shape]),
  siderealOnly: () => 'अयनांश केवल zodiac "sidereal" के साथ',
  placeNeeded: ({ coordinate }) =>
    `${coordinate === 'latitude' ? '-90 से 90 तक उत्तरी डिग्री' : '-180 से 180 तक पूर्वी डिग्री'} (उदय और अस्त के लिए स्थान आवश्यक है)`,
  polar: ({ date, purpose }) =>
    purpose === 'sunriseDay'
      ? `वहाँ ${date} से सूर्य उदय, अस्त और फिर उदय नहीं होता (ध्रुवीय दिन या रात): सूर्योदय पर आधारित दिन नहीं बनता`
      : `वहाँ ${date} को सूर्य उदय और अस्त नहीं होता: ध्रुवीय दिन या रात में असमान होरा नहीं होते`,
  localTime: ({ zone, clock }) =>
    clock === 'repeated'
      ? `ऐसा स्थानीय समय जो ${zone} में एक ही बार आता हो (यह समय घड़ी बदलने से दोहराया जाता है; localTimeRule में earlier या later चुनें)`
      : `ऐसा स्थानीय समय जो ${zone} में मौजूद हो (यह समय घड़ी बदलने से छूट जाता है; localTimeRule में earlier या later चुनें)`,
  tooManyReturns: ({ max, body, count }) => `${body} की अधिकतम ${max} वापसियों वाली अवधि (इसमें ${count} हैं)`,
  afterBirth: ({ birth, max }) => `जन्म (${birth}) के बाद और ${max} से आगे नहीं, YYYY-MM-DD[THH:mm] रूप में तिथि या तिथि-समय`,
  unknownStar: () => 'स्थिर तारों की सूची की आईडी',
};
