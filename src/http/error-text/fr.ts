/** Les textes d'erreur en français (vouvoiement). */
import type { DateFormName, ErrorTexts, ListItem } from './texts.ts';

const LIST_OR = (values: readonly string[]) => new Intl.ListFormat('fr', { type: 'disjunction' }).format(values);
const COUNTS = {
  days: 'jours',
  seconds: 'secondes',
  milliseconds: 'millisecondes',
  pixels: 'pixels',
  lines: 'lignes',
} as const;
const NAMED = {
  name: 'nom non vide attendu',
  title: 'titre non vide attendu',
  message: 'message non vide attendu',
  urnPrefix: 'préfixe d’URN non vide attendu',
} as const;
const CODES = { permission: 'permission inconnue', module: 'module inconnu', provider: 'fournisseur inconnu' } as const;
const RANGES = {
  date: 'une date',
  instant: 'un instant',
  year: 'une année civile',
  wholeNumber: 'un nombre entier',
  degrees: 'un nombre de degrés',
} as const;
const SHAPES = {
  list: 'une liste non vide',
  pointList: 'une liste d’identifiants de points',
  aspectList: 'une liste d’identifiants d’aspects',
  orbsObject: 'un objet d’orbes par identifiant d’aspect',
  birthData: 'des données de naissance',
  natalBody: 'un corps du thème natal',
  timezoneOrPlace: 'un fuseau horaire, ou une latitude et une longitude pour le déterminer',
} as const;

const FORMS: Record<DateFormName, string> = {
  date: 'une date YYYY-MM-DD',
  'date-time': 'une date et heure YYYY-MM-DDTHH:mm[:ss[.fff]], suivie éventuellement de Z ou d’un décalage UTC ±HH:MM',
  'date-or-date-time':
    'une date YYYY-MM-DD ou une date et heure YYYY-MM-DDTHH:mm[:ss[.fff]], suivie éventuellement de Z ou d’un décalage UTC ±HH:MM',
  instant:
    'un instant ISO 8601 YYYY-MM-DDTHH:mm[:ss[.fff]] se terminant par Z ou un décalage UTC ±HH:MM, par exemple 2026-11-21T12:00Z',
};
const ITEMS: Record<ListItem, string> = {
  point: 'chaque point',
  aspect: 'chaque aspect',
  planet: 'chaque planète',
  star: 'chaque étoile',
  kind: 'chaque type',
  event: 'chaque événement',
  section: 'chaque section',
  part: 'chaque partie',
  body: 'chaque corps',
};
const RESOURCES: Record<string, string> = {
  'API key': 'Clé d’API',
  'Chat profile': 'Profil de chat',
  Chatbot: 'Chatbot',
  'Content item': 'Contenu',
  Conversation: 'Conversation',
  Member: 'Membre',
  Organization: 'Organisation',
  'PDF report': 'Rapport PDF',
  'PDF template': 'Modèle PDF',
  Webhook: 'Webhook',
  Widget: 'Widget',
};
const ACTIONS: Record<string, string> = { updated: 'modifier', deleted: 'supprimer', restored: 'restaurer' };
const UNITS = {
  hour: ['heure', 'les heures', 23],
  minute: ['minute', 'les minutes', 59],
  second: ['seconde', 'les secondes', 59],
} as const;
const monthName = (month: number) =>
  new Intl.DateTimeFormat('fr', { month: 'long', timeZone: 'UTC' }).format(Date.UTC(2000, month - 1, 1));
const BEYOND = {
  permissions: 'des permissions',
  modules: 'des modules',
  allowedDomains: 'l’usage depuis des domaines',
  rateLimit: 'une limite de débit (plus de requêtes, une fenêtre plus courte ou aucune limite)',
  expiresIn: 'une expiration (plus tardive, ou aucune)',
} as const;

export const fr: ErrorTexts = {
  language: 'fr',
  title: {
    invalidParameter: 'Paramètre non valide',
    malformedJson: 'JSON mal formé',
    unsupportedMediaType: 'Type de média non pris en charge',
    unsupportedCharset: 'Jeu de caractères non pris en charge',
    bodyDoesNotDecompress: 'Corps impossible à décompresser',
    unsupportedContentEncoding: 'Encodage de contenu non pris en charge',
    payloadTooLarge: 'Corps trop volumineux',
    missingApiKey: 'Clé d’API manquante',
    invalidApiKey: 'Clé d’API non valide',
    apiKeyDisabled: 'Clé d’API désactivée',
    apiKeyExpired: 'Clé d’API expirée',
    domainNotAllowed: 'Domaine non autorisé',
    missingPermission: 'Permission manquante',
    moduleNotAvailable: 'Module non disponible',
    organizationMismatch: 'Organisation incorrecte',
    notFound: 'Introuvable',
    methodNotAllowed: 'Méthode non autorisée',
    unprocessable: 'Requête impossible à traiter',
    idempotencyKeyReused: 'Idempotency-Key réutilisée',
    reportFailed: 'Échec du rapport',
    reportNotReady: 'Rapport pas encore prêt',
    platformAdminRequired: 'Administrateur de la plateforme requis',
    conflict: 'Conflit',
    roleNotAssignable: 'Rôle non attribuable',
    ownerProtected: 'Propriétaire protégé',
    lastOwner: 'Dernier propriétaire',
    permissionNotGrantable: 'Permission non accordable',
    moduleNotGrantable: 'Module non accordable',
    domainsNotGrantable: 'Domaines non accordables',
    rateLimitNotGrantable: 'Limite de débit non accordable',
    expiryNotGrantable: 'Expiration non accordable',
    keyNotManageable: 'Clé non gérable',
    invalidSignature: 'Signature non valide',
    signedUrlExpired: 'URL signée expirée',
    signingKeyNotUsable: 'Clé de signature inutilisable',
    globalContentReadOnly: 'Le contenu global est en lecture seule',
    chatbotDisabled: 'Chatbot désactivé',
    chatUnavailable: 'Chat indisponible',
    languageModelTimedOut: 'Délai du modèle de langage dépassé',
    languageModelError: 'Erreur du modèle de langage',
    clientClosedRequest: 'Requête fermée par le client',
    tooManyRequests: 'Trop de requêtes',
    monthlyQuotaExceeded: 'Quota mensuel dépassé',
    serviceBusy: 'Service surchargé',
    serviceUnavailable: 'Service indisponible',
    calculationTimedOut: 'Délai de calcul dépassé',
    internalError: 'Erreur interne',
  },

  invalidRequest: () => 'Requête non valide',
  invalidJson: ({ reason }) => `Le corps de la requête n’est pas un JSON valide : ${reason}`,
  unsupportedMediaType: ({ type }) => `Le corps des requêtes doit être en application/json (reçu : « ${type} »)`,
  unsupportedCharset: ({ charset }) =>
    `Le corps des requêtes doit être en UTF-8 (reçu : jeu de caractères « ${charset} »)`,
  invalidContentEncoding: ({ encoding, reason }) =>
    `Le corps de la requête ne contient pas de données ${encoding} valides : ${reason}`,
  unsupportedContentEncoding: ({ encoding }) =>
    `Le corps des requêtes peut être compressé avec gzip, deflate ou br (reçu : Content-Encoding « ${encoding} »)`,
  payloadTooLarge: ({ bytes }) =>
    bytes === undefined
      ? 'Le corps de la requête dépasse la taille autorisée'
      : `Le corps de la requête dépasse ${bytes} octets`,
  missingApiKey: () => 'Veuillez envoyer votre clé d’API dans l’en-tête X-Api-Key',
  invalidApiKey: () => 'La clé d’API est inconnue ou a été révoquée',
  disabledApiKey: () => 'La clé d’API est désactivée',
  expiredApiKey: ({ expiresAt }) => `La clé d’API a expiré le ${expiresAt}`,
  domainNotAllowed: ({ origin, header }) =>
    `Cette clé d’API ne peut pas être utilisée depuis ${origin} (en-tête ${header})`,
  missingPermission: ({ permission, reason }) =>
    reason === 'role'
      ? `Votre rôle dans cette organisation n’a pas la permission ${permission}`
      : `Cette clé d’API n’a pas la permission ${permission}`,
  missingModule: ({ module, reason }) =>
    reason === 'organization'
      ? `Votre organisation n’a pas acheté le module ${module}`
      : `Cette clé d’API n’est pas autorisée à utiliser le module ${module}`,
  organizationMismatch: () => 'Seule l’organisation de la clé d’API qui fait la requête peut être modifiée',
  notFound: ({ what }) => `${what} introuvable`,
  resource: (what) => RESOURCES[what] ?? what,
  weekNotFound: ({ week, year, weeks }) =>
    `Semaine ${week} de ${year} introuvable (cette année compte ${weeks} semaines ISO)`,
  routeNotFound: ({ method, path }) => `Aucune route ${method} ${path}`,
  methodNotAllowed: ({ method, path, allowed }) =>
    `${method} n’est pas autorisé sur ${path} ; utilisez ${allowed.join(', ')}`,

  templateNotFound: ({ templateId }) => `Aucun modèle ${templateId} n’est disponible pour cette organisation`,
  reportTypeMismatch: ({ templateType, requestedType }) =>
    `Le modèle est prévu pour les rapports de type ${templateType}, pas ${requestedType}`,
  templateInactive: () => 'Le modèle est inactif ; activez-le ou choisissez-en un autre',
  idempotencyKeyReused: () => 'Cette Idempotency-Key a déjà servi pour une autre requête',
  reportFailed: ({ reason }) => `Le rapport a échoué : ${reason ?? 'raison inconnue'}`,
  reportNotReady: ({ status, progress, advice }) =>
    `Le rapport est à l’état ${status} (${progress} % effectué) ; veuillez réessayer dans un instant${
      advice ? ` ; mais aucun worker de rapports n’est en cours d’exécution. ${advice}` : ''
    }`,
  scopeImmutable: () => 'isGlobal ne peut pas être modifié : créez plutôt un nouveau modèle',
  platformAdminRequired: () =>
    'Seuls les administrateurs de la plateforme peuvent créer, modifier ou supprimer des modèles globaux',

  alreadyMember: ({ email }) => `${email} est déjà membre de cette organisation`,
  roleNotAssignable: ({ actor, target }) => `Le rôle ${actor} ne permet d’attribuer à personne le rôle ${target}`,
  ownerProtected: () => 'Seul un propriétaire peut modifier ou retirer un propriétaire',
  lastOwner: () =>
    'Le dernier propriétaire de l’organisation ne peut être ni rétrogradé ni retiré ; désignez d’abord un autre propriétaire',
  permissionNotGrantable: ({ permission, lackedBy }) =>
    `Impossible d’accorder ${permission} à une clé : ${lackedBy === 'role' ? 'le rôle du propriétaire ne l’a pas' : 'la clé qui fait cette requête ne l’a pas'}`,
  moduleNotGrantable: ({ module, refusedBy }) =>
    `Impossible d’accorder le module ${module} à une clé : ${refusedBy === 'key' ? 'la clé qui fait cette requête n’a pas le droit de l’utiliser' : 'l’organisation ne l’a pas acheté'}`,
  beyondCaller: ({ setting }) =>
    `Impossible d’accorder à une clé ${BEYOND[setting]} au-delà de ce que permet la clé qui fait cette requête`,
  keyNotManageable: ({ fields }) =>
    `Cette clé va au-delà de la clé qui fait la requête (${fields.join(', ')}) : seule une clé au moins aussi large peut la modifier ou la révoquer`,

  signedUrlExpired: ({ expiresAt }) => `Cette URL signée a expiré le ${expiresAt}`,
  signingKeyRefused: ({ reason }) =>
    `La clé qui a signé cette URL ${
      reason === 'revoked' ? 'est révoquée ou n’est plus valide' : reason === 'disabled' ? 'est désactivée' : 'a expiré'
    }`,

  globalContentReadOnly: ({ action }) =>
    `Une organisation ne peut pas ${ACTIONS[action] ?? action} les contenus globaux ; créez-en une copie personnalisée (POST /api/content/{id}/custom-copy) et modifiez celle-ci`,
  urnTaken: ({ existingId }) =>
    `Votre organisation a déjà un contenu actif avec cette URN et cette langue${existingId ? ` (${existingId})` : ''}`,
  notDeleted: () => 'Le contenu n’est pas supprimé',

  chatbotDisabled: () => 'Le chatbot est désactivé ; activez-le avec PATCH /api/chatbots/{id}',
  chatbotDomainNotAllowed: ({ host, header }) =>
    `Ce chatbot ne peut pas être utilisé depuis ${host} (en-tête ${header})`,
  externalUserTaken: () => 'Le chatbot a déjà un profil pour cet externalUserId',
  noSuchConversation: ({ direct }) =>
    `conversationId : cette conversation n’existe pas ; l’identifiant attendu est celui ${
      direct
        ? 'd’une conversation directe de ce chatbot (voir GET /api/chat/{chatbotId}/conversations)'
        : 'd’une conversation de ce chatbot (les conversations directes se poursuivent sur /direct)'
    }`,
  noSuchChatProfile: () => 'profileId : ce chatbot n’a pas ce profil de chat',
  chatUnavailable: () =>
    'Le chat n’est pas configuré sur ce service : définissez CHAT_API_URL (URL de base d’une API compatible OpenAI) et CHAT_MODEL (ainsi que CHAT_API_KEY si l’API en exige une)',
  chatUpstreamTimeout: ({ message, timeoutMs }) => `${message} (chatTimeoutMs du chatbot : ${timeoutMs})`,
  clientClosedRequest: () => 'L’appelant est parti avant le début de la réponse',

  rateLimited: ({ retryAfterSeconds }) =>
    `La limite de débit de cette clé d’API est atteinte ; réessayez dans ${retryAfterSeconds} s`,
  quotaExceeded: ({ limit, resetsAt }) =>
    `Le quota mensuel du compte de ${limit} requêtes est épuisé ; il sera réinitialisé le ${resetsAt}`,
  overloaded: ({ retryAfterSeconds }) => `La file de calcul est pleine ; réessayez dans ${retryAfterSeconds} s`,
  serviceUnavailable: ({ retryAfterSeconds }) =>
    `Un service nécessaire à cette requête est injoignable ; réessayez dans ${retryAfterSeconds} s`,
  quotaUnknown: ({ retryAfterSeconds }) =>
    `Le quota mensuel ne peut pas être vérifié pour le moment (la base de données est injoignable) ; réessayez dans ${retryAfterSeconds} s`,
  calculationTimeout: ({ timeoutMs }) => `Le calcul ne s’est pas terminé en ${timeoutMs} ms`,
  internal: () =>
    'Une erreur s’est produite de notre côté ; veuillez indiquer l’identifiant de la requête si vous nous contactez',

  required: ({ expected }) => `est obligatoire (attendu : ${expected})`,
  noBodyTaken: () => 'cette opération n’accepte pas de corps de requête ; n’en envoyez pas (ou envoyez {})',
  bodyRequired: () => 'un corps JSON est requis',
  unknownMember: ({ name, closest, known, sayNone }) =>
    `champ inconnu ${name}${
      closest
        ? ` (vouliez-vous dire ${closest} ?)`
        : known.length || sayNone
          ? ` (champs connus : ${known.join(', ') || 'aucun'})`
          : ''
    }`,
  unknownParameterInBody: ({ name, member }) =>
    `champ inconnu ${name} (vouliez-vous dire ${member} dans le corps JSON ?)`,
  memberOfAValue: ({ name, value }) => `champ inconnu ${name} (${value} est une valeur et n’a pas de champs)`,
  nestedTooDeep: ({ levels }) => `est imbriqué sur plus de ${levels} niveaux`,
  decimalNumber: ({ got }) => `nombre décimal attendu (reçu : « ${got} »)`,

  dateForm: ({ form }) => FORMS[form],
  dateFormat: ({ form, lostPlus }) =>
    `attendu : ${FORMS[form]}${lostPlus ? ' (un + non encodé dans une URL est lu comme une espace : écrivez %2B)' : ''}`,
  noSuchMonth: ({ text, month, form }) =>
    `${text} n’est pas une date qui existe : le mois ${month} n’existe pas ; attendu : ${FORMS[form]}`,
  noSuchDay: ({ text, day, month, year, days, form }) =>
    `${text} n’est pas une date qui existe : le jour ${day} n’existe pas en ${monthName(month)} ${year}, qui compte ${days} jours ; attendu : ${FORMS[form]}`,
  hour24: ({ text, next, form }) =>
    `${text} n’est pas une heure qui existe : l’heure 24 n’est pas acceptée, utilisez 00:00 le lendemain (${next}T00:00) ; attendu : ${FORMS[form]}`,
  noSuchTime: ({ text, unit, value, form }) =>
    `${text} n’est pas une heure qui existe : ${UNITS[unit][0]} ${value} (${UNITS[unit][1]} vont de 00 à ${UNITS[unit][2]}) ; attendu : ${FORMS[form]}`,
  leapSecond: ({ text, form }) =>
    `${text} n’est pas une heure représentable ici : la seconde 60 (seconde intercalaire) n’est pas prise en charge, écrivez :59 ; attendu : ${FORMS[form]}`,
  dateWithTime: ({ form }) => `attendu : ${FORMS[form]}, sans heure`,
  noTimeOfDay: ({ text, form }) => `attendu : ${FORMS[form]} ; ${text} n’a pas d’heure`,
  noOffset: ({ text, form }) =>
    `attendu : ${FORMS[form]} ; ${text} n’a ni Z ni décalage et ne désigne donc pas un instant unique`,
  offsetOutOfRange: ({ text, offset, form }) =>
    `${text} a un décalage ${offset} qui n’est pas un décalage UTC compris entre -14:00 et +14:00 (minutes et secondes de 00 à 59) ; attendu : ${FORMS[form]}`,
  yearRange: ({ first, last }) => `année attendue entre ${first} et ${last}`,
  wholeYearRange: ({ first, last }) => `année entière attendue entre ${first} et ${last}`,

  latitude: ({ min, max }) => `degrés de latitude nord attendus : un nombre de ${min} à ${max}`,
  longitude: ({ min, max }) => `degrés de longitude est attendus : un nombre de ${min} à ${max}`,
  unknownTimezone: ({ value, version, closest }) =>
    `${value} n’est pas un fuseau de la base de fuseaux horaires IANA ${version}${closest ? ` (vouliez-vous dire ${closest} ?)` : ''} ; attendu : un nom de fuseau horaire IANA comme Europe/Paris (la liste : GET /api/timezones)`,
  latitudeRequired: () => 'est obligatoire (attendu : degrés nord, de −90 à 90 ; ou location.latitude)',
  longitudeRequired: () => 'est obligatoire (attendu : degrés est, de −180 à 180 ; ou location.longitude)',

  oneOf: ({ values }) => `valeur attendue parmi ${values.join(', ')}`,
  pointIds: ({ ids }) => `identifiants de points attendus parmi ${ids.join(', ')}`,
  atLeastOnePoint: () => 'au moins un identifiant de point est attendu',
  aspectIds: ({ ids }) => `identifiants d’aspects attendus parmi ${ids.join(', ')}`,
  atLeastOneAspect: () => 'au moins un identifiant d’aspect est attendu',
  eachOnce: ({ item }) => `${ITEMS[item]} ne doit figurer qu’une fois`,
  orb: ({ max }) => `orbe attendu en degrés, supérieur à 0 et au plus ${max}`,
  houseSystem: ({ value, names, letters }) =>
    `système de maisons inconnu « ${value} » ; attendu : ${names.join(', ')} ou l’un des codes à une lettre ${letters.join(' ')}`,
  trueOrFalse: () => 'attendu : true ou false',

  integerRange: ({ min, max }) => `entier attendu de ${min} à ${max}`,
  atMostCharacters: ({ max }) => `${max} caractères au maximum sont attendus`,
  wholeNumber: ({ min, max, unit }) =>
    unit ? `nombre entier de ${COUNTS[unit]} attendu de ${min} à ${max}` : `nombre entier attendu de ${min} à ${max}`,
  calendarYear: () => 'année civile attendue, en nombre entier',
  fourDigitYear: () => 'exactement quatre chiffres attendus, par exemple 2026',
  twoDigits: ({ min, max }) => `deux chiffres attendus de ${min} à ${max}`,
  monthRange: ({ first, last }) => `mois YYYY-MM attendu de ${first} à ${last}`,
  instantRange: ({ first, last }) => `instant réel attendu de ${first} à ${last}`,
  timeOfDay: () => 'heure attendue au format HH:mm ou HH:mm:ss (de 00:00 à 23:59)',
  calendarDateOrNull: () =>
    'date réelle du calendrier attendue au format YYYY-MM-DD, ou null pour supprimer l’épinglage',
  exactly: ({ value }) => `attendu : "${value}"`,
  either: ({ values }) => `attendu : ${LIST_OR(values)}`,
  houseSystemName: ({ names }) => `système de maisons attendu parmi ${names.join(', ')}, ou sa lettre`,
  nonEmpty: ({ what }) => NAMED[what],
  atMostDomainPatterns: ({ max }) =>
    `${max} ${max <= 1 ? 'modèle de domaine' : 'modèles de domaine'} au maximum ${max <= 1 ? 'est attendu' : 'sont attendus'}`,
  jsonObjectBytes: ({ max }) => `objet JSON attendu d’au plus ${max} octets`,
  atLeastOneEvent: () => 'au moins un événement est attendu',
  atLeastOneOf: ({ values }) => `au moins un des éléments suivants est attendu : ${values.join(', ')}`,
  atLeastOneAttribute: () => 'au moins un attribut à modifier est attendu',
  atLeastOneWeight: () => 'au moins un poids supérieur à 0 est attendu',
  domainPattern: () => 'attendu : un domaine (example.com), un modèle générique de sous-domaine (*.example.com) ou *',
  urn: () => 'URN attendue, par exemple urn:astro:transit:mars:square:sun',
  languageCode: () =>
    'code de langue ISO 639 attendu, par exemple en, es ou de (éventuellement avec une région, par exemple pt-BR)',
  languageTag: ({ count }) =>
    `étiquette de langue prise en charge attendue, par exemple en, de, fr, pt-BR (${count} langues)`,
  email: () => 'adresse e-mail attendue',
  webhookSecret: () => 'attendu : whsec_ suivi de 32 à 128 lettres, chiffres, _ ou -',
  idempotencyKey: () => 'de 1 à 255 caractères ASCII visibles sont attendus',
  characters: ({ min, max }) => `de ${min} à ${max} caractères sont attendus`,
  fullNameText: () => 'nom complet de naissance attendu sous forme de texte',
  numerologyName: ({ letter, report }) =>
    `${
      letter === undefined
        ? 'nom attendu avec au moins une lettre'
        : `nom attendu en lettres latines (les accents sont acceptés) ; « ${letter} » n’en est pas une`
    }${report ? ' (un rapport de numérologie lit le nom complet de naissance ; par défaut : name)' : ''}`,
  templateObject: ({ what, orText }) =>
    `${what === 'editorConfig' ? 'configuration de l’éditeur' : 'paramètres de page'} attendus : un objet JSON${
      orText ? ', ou un texte qui en contient un' : ''
    }`,
  notJson: ({ reason }) => `n’est pas du JSON valide (${reason})`,
  jsonTooLong: ({ max }) => `dépasse ${max} caractères en JSON`,
  idOf: ({ what }) => `identifiant ${what === 'conversation' ? 'de la conversation' : 'du profil de chat'} attendu`,
  userMessage: () => 'est obligatoire (attendu : le message de l’utilisateur sous forme de texte)',
  idInPath: () => 'doit être l’identifiant du chemin',
  differentSecret: () => 'doit différer du secret actuel',
  customCopyKeeps: ({ member }) =>
    `une copie personnalisée conserve ${member === 'urn' ? 'l’URN' : 'la langue'} de son élément global`,
  onlyGlobalCopied: () => 'désigne un élément de votre organisation ; seuls les éléments globaux peuvent être copiés',
  profileOfConversation: () => 'attendu : le profil de la conversation (ou omettez profileId)',
  unknownCode: ({ kind, value, values }) => `${CODES[kind]} « ${value} » ; valeur attendue parmi ${values.join(', ')}`,
  requiredForKeyList: ({ list }) =>
    list === 'permissions'
      ? 'est obligatoire lorsque la clé qui fait la requête a une liste de permissions (une nouvelle clé ne peut hériter de plus que la clé qui la crée)'
      : 'est obligatoire lorsque la clé qui fait la requête a une liste de modules',
  noSuchPlace: () => 'ne désigne aucun lieu : attendu l’identifiant d’un lieu de GET /api/geocoding/search',
  transitOrPartner: () =>
    'indiquez soit transit (une double roue de transits), soit person2 (une double roue de synastrie), pas les deux',
  transitCoordinates: () => 'indiquez les deux coordonnées du transit, ou aucune pour le lieu de naissance',
  pngSide: ({ max, svgMax }) => `un PNG mesure au plus ${max} px de côté (SVG : jusqu’à ${svgMax})`,
  parameterName: () => 'n’est pas un nom de paramètre valide',
  valueOrMembers: ({ name }) =>
    `ne peut pas être envoyé avec ${name} : ${name} reçoit soit une valeur, soit des noms en dessous, pas les deux`,
  personsShape: ({ sent }) =>
    `envoyez les personnes soit sous la forme dateTime1, location1, dateTime2, location2, soit sous forme d’objets person1 et person2, pas les deux (ce corps contient ${sent.join(', ')})`,
  personRequired: () => 'est obligatoire avec l’autre personne (attendu : {dateTime, latitude, longitude, timezone?})',
  flatPersonRequired: ({ dateTime }) =>
    `est obligatoire (attendu : ${dateTime ? 'une date et heure locale YYYY-MM-DDTHH:mm' : '{latitude, longitude, timezone?}'} ; ou envoyez plutôt les objets person1 et person2)`,
  timezoneName: ({ closest }) =>
    `nom de fuseau horaire IANA attendu, par exemple Europe/Paris${closest ? ` (vouliez-vous dire ${closest} ?)` : ''}`,
  badText: ({ problem, memberName }) =>
    `${memberName ? 'le nom du champ ' : ''}ne doit pas contenir ${
      problem === 'nul' ? 'de caractères NUL (U+0000)' : 'de substituts UTF-16 isolés (Unicode non valide)'
    }`,
  reportLanguage: ({ values, reportType }) => `une langue parmi ${values.join(', ')} pour les rapports ${reportType}`,
  kundliSidereal: () => '"sidereal" ou rien (un kundli est sidéral)',
  matchRole: () => '"boy" ou "girl" : le rôle de la personne dans la compatibilité du kundli avec le partenaire',
  matchPartner: () => 'le partenaire de la compatibilité du kundli (avec matchRole)',
  partnerRequired: ({ reportType }) =>
    `est obligatoire pour les rapports ${reportType} (la seconde personne : name et birthData)`,
  targetDateRequired: () => 'est obligatoire pour les rapports de progressions (la date de progression, YYYY-MM-DD)',

  externalUserIdRequired: () => 'est obligatoire (l’identifiant de l’utilisateur final dans votre système)',
  organizationItemsOnly: () =>
    'seuls des éléments de l’organisation peuvent être créés (les éléments globaux appartiennent au service)',

  webhookUrl: (p) => {
    switch (p.kind) {
      case 'notAbsolute':
        return 'URL absolue attendue, par exemple https://example.com/webhooks';
      case 'notHttps':
        return p.protocol === 'http:'
          ? 'URL https:// attendue (WEBHOOK_ALLOW_HTTP autorise http://)'
          : `URL https:// attendue (reçu : ${p.protocol})`;
      case 'credentials':
        return 'l’URL ne doit contenir ni nom d’utilisateur ni mot de passe';
      case 'fragment':
        return 'l’URL ne doit pas avoir de #fragment';
      case 'unresolved':
        return `l’hôte ${p.host} ne se résout pas`;
      case 'notPublic':
        return `${p.host} se résout en ${p.address}, une adresse ${p.range} ; les webhooks ne vont qu’à des adresses publiques (WEBHOOK_ALLOW_PRIVATE en autorise d’autres)`;
    }
  },

  customCss: (p) => {
    const W = {
      colour: 'une couleur (#rgb, #rrggbb, rgb(r, g, b) ou un nom de couleur de base)',
      fontFamilies: 'une liste de familles de polices',
      fontSize: 'une taille de 6pt à 48pt (pt ou px)',
      fontWeight: 'normal, bold ou 100–900',
    } as const;
    if (p.kind === 'tooLong') return `dépasse ${p.max} caractères`;
    const at = `ligne ${p.line} : `;
    switch (p.kind) {
      case 'unclosedComment':
        return at + 'commentaire non fermé';
      case 'forbidden':
        return at + `« ${p.text} » n’est pas autorisé (ni règles @, ni url(), ni expression(), ni échappements)`;
      case 'noSelector':
        return at + 'une règle a besoin d’un sélecteur';
      case 'noColon':
        return at + `attendu : « propriété: valeur » (reçu : « ${p.got} »)`;
      case 'propertyName':
        return at + `« ${p.property} » n’est pas un nom de propriété`;
      case 'noValue':
        return at + `${p.property} n’a pas de valeur`;
      case 'trailing':
        return at + 'attendu : « sélecteur { propriété: valeur; } »';
      case 'invalidValue':
        return at + `${p.property} : « ${p.value} » n’est pas ${W[p.expected]}`;
    }
  },

  range: ({ value, min, max, fromBirth }) =>
    `${RANGES[value]} de ${min}${fromBirth ? (value === 'year' ? ' (l’année de naissance)' : ' (la date de naissance)') : ''} à ${max}`,
  after: ({ value, than, orSame }) =>
    `${RANGES[value]} ${orSame ? 'égal' : ''}${orSame ? (value === 'date' ? 'e ou ' : ' ou ') : ''}${value === 'date' ? 'postérieure' : 'postérieur'} à ${than ?? 'la naissance'}`,
  span: ({ max, unit, from, bound }) => {
    const amount = `${max} ${unit === 'days' ? (max <= 1 ? 'jour' : 'jours') : max <= 1 ? 'an' : 'ans'}`;
    if (bound === 'bothIncluded') return `une date au plus ${amount} à partir de ${from} (les deux inclus)`;
    return `une date ${bound === 'lessThan' ? 'moins de' : 'au plus'} ${amount} après ${from}`;
  },
  among: ({ values, item, nonEmpty, got }) => {
    if (got !== undefined)
      return `${item === 'point' ? 'point inconnu' : item === 'aspect' ? 'aspect inconnu' : 'valeur inconnue'} ${got}`;
    const list = values.join(', ');
    if (nonEmpty)
      return `une liste non vide ${item === 'point' ? 'de points ' : item === 'aspect' ? 'd’aspects ' : ''}parmi ${list}`;
    if (item) return `des identifiants ${item === 'point' ? 'de points' : 'd’aspects'} parmi ${list}`;
    return `une valeur parmi ${list}`;
  },
  engineHouseSystem: ({ names, letters }) =>
    `un système de maisons parmi ${names.join(', ')}, ou sa lettre parmi ${letters.join(' ')}`,
  shape: ({ shape }) => (shape === 'instant' ? FORMS.instant : SHAPES[shape]),
  siderealOnly: () => 'un ayanamsa seulement avec zodiac "sidereal"',
  placeNeeded: ({ coordinate }) =>
    `${coordinate === 'latitude' ? 'des degrés nord de -90 à 90' : 'des degrés est de -180 à 180'} (le lieu est nécessaire pour le lever et le coucher)`,
  polar: ({ date, purpose }) =>
    purpose === 'sunriseDay'
      ? `le Soleil ne se lève pas, ne se couche pas et ne se relève pas à cet endroit à partir du ${date} (jour ou nuit polaire) : pas de jour compté depuis le lever du Soleil`
      : `le Soleil ne se lève pas et ne se couche pas à cet endroit le ${date} : le jour ou la nuit polaire n’a pas d’heures inégales`,
  localTime: ({ zone, clock }) =>
    clock === 'repeated'
      ? `une heure locale qui n’existe qu’une fois dans ${zone} (celle-ci est répétée par un changement d’heure ; choisissez localTimeRule earlier ou later)`
      : `une heure locale qui existe dans ${zone} (celle-ci est sautée par un changement d’heure ; choisissez localTimeRule earlier ou later)`,
  tooManyReturns: ({ max, body, count }) =>
    `une période d’au plus ${max} retours de ${body} (celle-ci en compte ${count})`,
  afterBirth: ({ birth, max }) =>
    `une date ou une date et heure YYYY-MM-DD[THH:mm] postérieure à la naissance (${birth}) et au plus tard ${max}`,
  unknownStar: () => 'des identifiants du catalogue d’étoiles fixes',
};
