/** Les textes d'erreur en français (vouvoiement). */
import type { DateFormName, ErrorTexts, ListItem } from './texts.ts';

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
};
