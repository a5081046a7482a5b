/** Os textos de erro em português do Brasil (pt-BR, registro formal). */
import type { DateFormName, ErrorTexts, ListItem } from './texts.ts';

const LIST_OR = (values: readonly string[]) => new Intl.ListFormat('pt', { type: 'disjunction' }).format(values);
const COUNTS = {
  days: 'dias',
  seconds: 'segundos',
  milliseconds: 'milissegundos',
  pixels: 'pixels',
  lines: 'linhas',
} as const;
const NAMED = {
  name: 'esperado um nome não vazio',
  title: 'esperado um título não vazio',
  message: 'esperada uma mensagem não vazia',
  urnPrefix: 'esperado um prefixo de URN não vazio',
} as const;
const CODES = {
  permission: 'permissão desconhecida',
  module: 'módulo desconhecido',
  provider: 'provedor desconhecido',
} as const;
const RANGES = {
  date: 'uma data',
  instant: 'um instante',
  year: 'um ano civil',
  wholeNumber: 'um número inteiro',
  degrees: 'um número de graus',
} as const;
const SHAPES = {
  list: 'uma lista não vazia',
  pointList: 'uma lista de ids de pontos',
  aspectList: 'uma lista de ids de aspectos',
  orbsObject: 'um objeto de orbes por id de aspecto',
  birthData: 'dados de nascimento',
  natalBody: 'um corpo do mapa natal',
  timezoneOrPlace: 'um fuso horário, ou latitude e longitude para determiná-lo',
} as const;

const FORMS: Record<DateFormName, string> = {
  date: 'uma data YYYY-MM-DD',
  'date-time':
    'uma data e hora YYYY-MM-DDTHH:mm[:ss[.fff]], opcionalmente terminada em Z ou em um deslocamento UTC ±HH:MM',
  'date-or-date-time':
    'uma data YYYY-MM-DD ou uma data e hora YYYY-MM-DDTHH:mm[:ss[.fff]], opcionalmente terminada em Z ou em um deslocamento UTC ±HH:MM',
  instant:
    'um instante ISO 8601 YYYY-MM-DDTHH:mm[:ss[.fff]] terminado em Z ou em um deslocamento UTC ±HH:MM, como 2026-11-21T12:00Z',
};
const ITEMS: Record<ListItem, string> = {
  point: 'cada ponto',
  aspect: 'cada aspecto',
  planet: 'cada planeta',
  star: 'cada estrela',
  kind: 'cada tipo',
  event: 'cada evento',
  section: 'cada seção',
  part: 'cada parte',
  body: 'cada corpo',
};
const RESOURCES: Record<string, string> = {
  'API key': 'a chave de API',
  'Chat profile': 'o perfil de chat',
  Chatbot: 'o chatbot',
  'Content item': 'o conteúdo',
  Conversation: 'a conversa',
  Member: 'o membro',
  Organization: 'a organização',
  'PDF report': 'o relatório PDF',
  'PDF template': 'o modelo de PDF',
  Webhook: 'o webhook',
  Widget: 'o widget',
};
const ACTIONS: Record<string, string> = { updated: 'alterar', deleted: 'excluir', restored: 'restaurar' };
const UNITS = {
  hour: ['hora', 'as horas', 23],
  minute: ['minuto', 'os minutos', 59],
  second: ['segundo', 'os segundos', 59],
} as const;
const monthName = (month: number) =>
  new Intl.DateTimeFormat('pt-BR', { month: 'long', timeZone: 'UTC' }).format(Date.UTC(2000, month - 1, 1));
const BEYOND = {
  permissions: 'permissões',
  modules: 'módulos',
  allowedDomains: 'o uso a partir de domínios',
  rateLimit: 'um limite de requisições (mais requisições, uma janela menor ou nenhum limite)',
  expiresIn: 'uma expiração (mais tardia, ou nenhuma)',
} as const;

export const pt: ErrorTexts = {
  language: 'pt',
  title: {
    invalidParameter: 'Parâmetro inválido',
    malformedJson: 'JSON malformado',
    unsupportedMediaType: 'Tipo de mídia não suportado',
    unsupportedCharset: 'Conjunto de caracteres não suportado',
    bodyDoesNotDecompress: 'Não foi possível descompactar o corpo',
    unsupportedContentEncoding: 'Codificação de conteúdo não suportada',
    payloadTooLarge: 'Corpo grande demais',
    missingApiKey: 'Chave de API ausente',
    invalidApiKey: 'Chave de API inválida',
    apiKeyDisabled: 'Chave de API desativada',
    apiKeyExpired: 'Chave de API expirada',
    domainNotAllowed: 'Domínio não permitido',
    missingPermission: 'Permissão ausente',
    moduleNotAvailable: 'Módulo indisponível',
    organizationMismatch: 'Organização incorreta',
    notFound: 'Não encontrado',
    methodNotAllowed: 'Método não permitido',
    unprocessable: 'Requisição não processável',
    idempotencyKeyReused: 'Idempotency-Key reutilizada',
    reportFailed: 'Falha no relatório',
    reportNotReady: 'Relatório ainda não está pronto',
    platformAdminRequired: 'É necessário um administrador da plataforma',
    conflict: 'Conflito',
    roleNotAssignable: 'Função não atribuível',
    ownerProtected: 'Proprietário protegido',
    lastOwner: 'Último proprietário',
    permissionNotGrantable: 'Permissão não concedível',
    moduleNotGrantable: 'Módulo não concedível',
    domainsNotGrantable: 'Domínios não concedíveis',
    rateLimitNotGrantable: 'Limite de requisições não concedível',
    expiryNotGrantable: 'Expiração não concedível',
    keyNotManageable: 'Chave não gerenciável',
    invalidSignature: 'Assinatura inválida',
    signedUrlExpired: 'URL assinada expirada',
    signingKeyNotUsable: 'Chave de assinatura inutilizável',
    globalContentReadOnly: 'O conteúdo global é somente leitura',
    chatbotDisabled: 'Chatbot desativado',
    chatUnavailable: 'Chat indisponível',
    languageModelTimedOut: 'O modelo de linguagem excedeu o tempo limite',
    languageModelError: 'Erro do modelo de linguagem',
    clientClosedRequest: 'O cliente encerrou a requisição',
    tooManyRequests: 'Requisições demais',
    monthlyQuotaExceeded: 'Cota mensal excedida',
    serviceBusy: 'Serviço ocupado',
    serviceUnavailable: 'Serviço indisponível',
    calculationTimedOut: 'O cálculo excedeu o tempo limite',
    internalError: 'Erro interno',
  },

  invalidRequest: () => 'Requisição inválida',
  invalidJson: ({ reason }) => `O corpo da requisição não é um JSON válido: ${reason}`,
  unsupportedMediaType: ({ type }) => `O corpo das requisições deve ser application/json (recebido: "${type}")`,
  unsupportedCharset: ({ charset }) =>
    `O corpo das requisições deve estar em UTF-8 (recebido: conjunto de caracteres "${charset}")`,
  invalidContentEncoding: ({ encoding, reason }) =>
    `O corpo da requisição não contém dados ${encoding} válidos: ${reason}`,
  unsupportedContentEncoding: ({ encoding }) =>
    `O corpo das requisições pode ser compactado com gzip, deflate ou br (recebido: Content-Encoding "${encoding}")`,
  payloadTooLarge: ({ bytes }) =>
    bytes === undefined
      ? 'O corpo da requisição excede o tamanho permitido'
      : `O corpo da requisição é maior que ${bytes} bytes`,
  missingApiKey: () => 'Envie sua chave de API no cabeçalho X-Api-Key',
  invalidApiKey: () => 'A chave de API é desconhecida ou foi revogada',
  disabledApiKey: () => 'A chave de API está desativada',
  expiredApiKey: ({ expiresAt }) => `A chave de API expirou em ${expiresAt}`,
  domainNotAllowed: ({ origin, header }) =>
    `Esta chave de API não pode ser usada a partir de ${origin} (cabeçalho ${header})`,
  missingPermission: ({ permission, reason }) =>
    reason === 'role'
      ? `Sua função nesta organização não tem a permissão ${permission}`
      : `Esta chave de API não tem a permissão ${permission}`,
  missingModule: ({ module, reason }) =>
    reason === 'organization'
      ? `Sua organização não contratou o módulo ${module}`
      : `Esta chave de API não tem autorização para usar o módulo ${module}`,
  organizationMismatch: () => 'Só é possível agir sobre a organização da chave de API que faz a requisição',
  notFound: ({ what }) => `Não foi possível encontrar ${what}`,
  resource: (what) => RESOURCES[what] ?? what,
  weekNotFound: ({ week, year, weeks }) =>
    `Não foi possível encontrar a semana ${week} de ${year} (esse ano tem ${weeks} semanas ISO)`,
  routeNotFound: ({ method, path }) => `Não existe a rota ${method} ${path}`,
  methodNotAllowed: ({ method, path, allowed }) => `${method} não é permitido em ${path}; use ${allowed.join(', ')}`,

  templateNotFound: ({ templateId }) => `O modelo ${templateId} não está disponível para esta organização`,
  reportTypeMismatch: ({ templateType, requestedType }) =>
    `O modelo é para relatórios do tipo ${templateType}, não ${requestedType}`,
  templateInactive: () => 'O modelo está inativo; ative-o ou escolha outro',
  idempotencyKeyReused: () => 'Esta Idempotency-Key já foi usada em outra requisição',
  reportFailed: ({ reason }) => `O relatório falhou: ${reason ?? 'motivo desconhecido'}`,
  reportNotReady: ({ status, progress, advice }) =>
    `O relatório está no estado ${status} (${progress}% concluído); tente novamente em instantes${
      advice ? `; porém nenhum worker de relatórios está em execução. ${advice}` : ''
    }`,
  scopeImmutable: () => 'isGlobal não pode ser alterado: crie um novo modelo em vez disso',
  platformAdminRequired: () => 'Somente administradores da plataforma podem criar, alterar ou excluir modelos globais',

  alreadyMember: ({ email }) => `${email} já é membro desta organização`,
  roleNotAssignable: ({ actor, target }) => `A função ${actor} não pode atribuir a função ${target} a ninguém`,
  ownerProtected: () => 'Somente um proprietário pode alterar ou remover outro proprietário',
  lastOwner: () =>
    'O último proprietário da organização não pode ser rebaixado nem removido; torne outra pessoa proprietária antes',
  permissionNotGrantable: ({ permission, lackedBy }) =>
    `Não é possível conceder ${permission} a uma chave: ${lackedBy === 'role' ? 'a função do proprietário não a tem' : 'a chave que faz esta requisição não a tem'}`,
  moduleNotGrantable: ({ module, refusedBy }) =>
    `Não é possível conceder o módulo ${module} a uma chave: ${refusedBy === 'key' ? 'a chave que faz esta requisição não pode usá-lo' : 'a organização não o contratou'}`,
  beyondCaller: ({ setting }) =>
    `Não é possível conceder a uma chave ${BEYOND[setting]} além do que permite a chave que faz esta requisição`,
  keyNotManageable: ({ fields }) =>
    `Esta chave vai além da chave que faz a requisição (${fields.join(', ')}): somente uma chave pelo menos tão ampla pode alterá-la ou revogá-la`,

  signedUrlExpired: ({ expiresAt }) => `Esta URL assinada expirou em ${expiresAt}`,
  signingKeyRefused: ({ reason }) =>
    `A chave que assinou esta URL ${
      reason === 'revoked' ? 'foi revogada ou não é mais válida' : reason === 'disabled' ? 'está desativada' : 'expirou'
    }`,

  globalContentReadOnly: ({ action }) =>
    `Uma organização não pode ${ACTIONS[action] ?? action} conteúdos globais; faça uma cópia própria (POST /api/content/{id}/custom-copy) e edite-a`,
  urnTaken: ({ existingId }) =>
    `Sua organização já tem um conteúdo ativo com esta URN e este idioma${existingId ? ` (${existingId})` : ''}`,
  notDeleted: () => 'O conteúdo não está excluído',

  chatbotDisabled: () => 'O chatbot está desativado; ative-o com PATCH /api/chatbots/{id}',
  chatbotDomainNotAllowed: ({ host, header }) =>
    `Este chatbot não pode ser usado a partir de ${host} (cabeçalho ${header})`,
  externalUserTaken: () => 'O chatbot já tem um perfil para este externalUserId',
  noSuchConversation: ({ direct }) =>
    `conversationId: essa conversa não existe; era esperado o id de ${
      direct
        ? 'uma conversa direta deste chatbot (veja GET /api/chat/{chatbotId}/conversations)'
        : 'uma conversa deste chatbot (conversas diretas continuam em /direct)'
    }`,
  noSuchChatProfile: () => 'profileId: este chatbot não tem esse perfil de chat',
  chatUnavailable: () =>
    'O chat não está configurado neste serviço: defina CHAT_API_URL (URL base de uma API compatível com OpenAI) e CHAT_MODEL (e CHAT_API_KEY, se a API exigir)',
  chatUpstreamTimeout: ({ message, timeoutMs }) => `${message} (chatTimeoutMs do chatbot: ${timeoutMs})`,
  clientClosedRequest: () => 'O cliente se desconectou antes do início da resposta',

  rateLimited: ({ retryAfterSeconds }) =>
    `O limite de requisições desta chave de API se esgotou; tente novamente em ${retryAfterSeconds} s`,
  quotaExceeded: ({ limit, resetsAt }) =>
    `A cota mensal da conta, de ${limit} requisições, se esgotou; ela é renovada em ${resetsAt}`,
  overloaded: ({ retryAfterSeconds }) => `A fila de cálculos está cheia; tente novamente em ${retryAfterSeconds} s`,
  serviceUnavailable: ({ retryAfterSeconds }) =>
    `Um serviço de que esta requisição precisa está inacessível; tente novamente em ${retryAfterSeconds} s`,
  quotaUnknown: ({ retryAfterSeconds }) =>
    `A cota mensal não pode ser verificada agora (o banco de dados está inacessível); tente novamente em ${retryAfterSeconds} s`,
  calculationTimeout: ({ timeoutMs }) => `O cálculo não terminou em ${timeoutMs} ms`,
  internal: () => 'Algo deu errado do nosso lado; informe o id da requisição se entrar em contato conosco',

  required: ({ expected }) => `é obrigatório (esperado: ${expected})`,
  noBodyTaken: () => 'esta operação não aceita corpo de requisição; não envie nenhum (ou envie {})',
  bodyRequired: () => 'é necessário um corpo JSON',
  unknownMember: ({ name, closest, known, sayNone }) =>
    `campo desconhecido ${name}${
      closest
        ? ` (quis dizer ${closest}?)`
        : known.length || sayNone
          ? ` (conhecidos: ${known.join(', ') || 'nenhum'})`
          : ''
    }`,
  unknownParameterInBody: ({ name, member }) => `campo desconhecido ${name} (quis dizer ${member} no corpo JSON?)`,
  memberOfAValue: ({ name, value }) => `campo desconhecido ${name} (${value} é um valor e não tem campos)`,
  nestedTooDeep: ({ levels }) => `está aninhado em mais de ${levels} níveis`,
  decimalNumber: ({ got }) => `esperado um número decimal (recebido: "${got}")`,

  dateForm: ({ form }) => FORMS[form],
  dateFormat: ({ form, lostPlus }) =>
    `esperado: ${FORMS[form]}${lostPlus ? ' (um + não codificado em uma URL é lido como espaço: escreva %2B)' : ''}`,
  noSuchMonth: ({ text, month, form }) =>
    `${text} não é uma data que existe: o mês ${month} não existe; esperado: ${FORMS[form]}`,
  noSuchDay: ({ text, day, month, year, days, form }) =>
    `${text} não é uma data que existe: o dia ${day} não existe em ${monthName(month)} de ${year}, que tem ${days} dias; esperado: ${FORMS[form]}`,
  hour24: ({ text, next, form }) =>
    `${text} não é um horário que existe: a hora 24 não é aceita, use 00:00 do dia seguinte (${next}T00:00); esperado: ${FORMS[form]}`,
  noSuchTime: ({ text, unit, value, form }) =>
    `${text} não é um horário que existe: ${UNITS[unit][0]} ${value} (${UNITS[unit][1]} vão de 00 a ${UNITS[unit][2]}); esperado: ${FORMS[form]}`,
  leapSecond: ({ text, form }) =>
    `${text} não é um horário representável aqui: o segundo 60 (segundo intercalar) não é suportado, escreva :59; esperado: ${FORMS[form]}`,
  dateWithTime: ({ form }) => `esperado: ${FORMS[form]}, sem horário`,
  noTimeOfDay: ({ text, form }) => `esperado: ${FORMS[form]}; ${text} não tem horário`,
  noOffset: ({ text, form }) =>
    `esperado: ${FORMS[form]}; ${text} não tem Z nem deslocamento, portanto não indica um instante único`,
  offsetOutOfRange: ({ text, offset, form }) =>
    `${text} tem um deslocamento ${offset} que não é um deslocamento UTC entre -14:00 e +14:00 (minutos e segundos de 00 a 59); esperado: ${FORMS[form]}`,
  yearRange: ({ first, last }) => `esperado um ano de ${first} a ${last}`,
  wholeYearRange: ({ first, last }) => `esperado um ano inteiro de ${first} a ${last}`,

  latitude: ({ min, max }) => `esperados graus de latitude norte: um número de ${min} a ${max}`,
  longitude: ({ min, max }) => `esperados graus de longitude leste: um número de ${min} a ${max}`,
  unknownTimezone: ({ value, version, closest }) =>
    `${value} não é um fuso do banco de dados de fusos horários IANA ${version}${closest ? ` (quis dizer ${closest}?)` : ''}; esperado um nome de fuso horário IANA como Europe/Paris (a lista: GET /api/timezones)`,
  latitudeRequired: () => 'é obrigatório (esperados graus norte, de −90 a 90; ou location.latitude)',
  longitudeRequired: () => 'é obrigatório (esperados graus leste, de −180 a 180; ou location.longitude)',

  oneOf: ({ values }) => `esperado um destes valores: ${values.join(', ')}`,
  pointIds: ({ ids }) => `esperados ids de pontos entre ${ids.join(', ')}`,
  atLeastOnePoint: () => 'esperado pelo menos um id de ponto',
  aspectIds: ({ ids }) => `esperados ids de aspectos entre ${ids.join(', ')}`,
  atLeastOneAspect: () => 'esperado pelo menos um id de aspecto',
  eachOnce: ({ item }) => `esperado ${ITEMS[item]} uma única vez`,
  orb: ({ max }) => `esperado um orbe em graus, maior que 0 e no máximo ${max}`,
  houseSystem: ({ value, names, letters }) =>
    `sistema de casas desconhecido "${value}"; esperado: ${names.join(', ')} ou um dos códigos de uma letra ${letters.join(' ')}`,
  trueOrFalse: () => 'esperado true ou false',

  integerRange: ({ min, max }) => `esperado um número inteiro de ${min} a ${max}`,
  atMostCharacters: ({ max }) => `esperado no máximo ${max} caracteres`,
  wholeNumber: ({ min, max, unit }) =>
    `esperado um número inteiro ${unit ? `de ${COUNTS[unit]} ` : ''}de ${min} a ${max}`,
  calendarYear: () => 'esperado um ano civil, um número inteiro',
  fourDigitYear: () => 'esperados exatamente quatro dígitos, por exemplo 2026',
  twoDigits: ({ min, max }) => `esperados dois dígitos de ${min} a ${max}`,
  monthRange: ({ first, last }) => `esperado um mês YYYY-MM de ${first} a ${last}`,
  instantRange: ({ first, last }) => `esperado um instante real de ${first} a ${last}`,
  timeOfDay: () => 'esperado um horário HH:mm ou HH:mm:ss (de 00:00 a 23:59)',
  calendarDateOrNull: () =>
    'esperada uma data real do calendário no formato YYYY-MM-DD, ou null para remover a fixação',
  exactly: ({ value }) => `esperado "${value}"`,
  either: ({ values }) => `esperado ${LIST_OR(values)}`,
  houseSystemName: ({ names }) => `esperado um destes sistemas de casas ou sua letra: ${names.join(', ')}`,
  nonEmpty: ({ what }) => NAMED[what],
  atMostDomainPatterns: ({ max }) =>
    `esperado no máximo ${max} ${max === 1 ? 'padrão de domínio' : 'padrões de domínio'}`,
  jsonObjectBytes: ({ max }) => `esperado um objeto JSON de no máximo ${max} bytes`,
  atLeastOneEvent: () => 'esperado pelo menos um evento',
  atLeastOneOf: ({ values }) => `esperado pelo menos um destes: ${values.join(', ')}`,
  atLeastOneAttribute: () => 'esperado pelo menos um atributo a alterar',
  atLeastOneWeight: () => 'esperado pelo menos um peso acima de 0',
  domainPattern: () => 'esperado um domínio (example.com), um padrão curinga de subdomínio (*.example.com) ou *',
  urn: () => 'esperada uma URN como urn:astro:transit:mars:square:sun',
  languageCode: () =>
    'esperado um código de idioma ISO 639 como en, es ou de (opcionalmente com uma região, por exemplo pt-BR)',
  languageTag: ({ count }) => `esperada uma etiqueta de idioma suportada como en, de, fr, pt-BR (${count} idiomas)`,
  email: () => 'esperado um endereço de e-mail',
  webhookSecret: () => 'esperado whsec_ seguido de 32 a 128 letras, dígitos, _ ou -',
  idempotencyKey: () => 'esperados de 1 a 255 caracteres ASCII visíveis',
  characters: ({ min, max }) => `esperados de ${min} a ${max} caracteres`,
  fullNameText: () => 'esperado o nome completo de nascimento como texto',
  numerologyName: ({ letter, report }) =>
    `${
      letter === undefined
        ? 'esperado um nome com pelo menos uma letra'
        : `esperado um nome em letras latinas (acentos são aceitos); "${letter}" não é uma delas`
    }${report ? ' (um relatório de numerologia lê o nome completo de nascimento; padrão: name)' : ''}`,
  templateObject: ({ what, orText }) =>
    `${what === 'editorConfig' ? 'esperada a configuração do editor' : 'esperadas as configurações de página'}: um objeto JSON${
      orText ? ', ou um texto que contenha um' : ''
    }`,
  notJson: ({ reason }) => `não é um JSON válido (${reason})`,
  jsonTooLong: ({ max }) => `tem mais de ${max} caracteres como JSON`,
  idOf: ({ what }) => `esperado o id ${what === 'conversation' ? 'da conversa' : 'do perfil de chat'}`,
  userMessage: () => 'é obrigatório (esperada a mensagem do usuário como texto)',
  idInPath: () => 'deve ser o id do caminho',
  differentSecret: () => 'deve ser diferente do segredo atual',
  customCopyKeeps: ({ member }) =>
    `uma cópia personalizada mantém ${member === 'urn' ? 'a URN' : 'o idioma'} de seu item global`,
  onlyGlobalCopied: () => 'indica um item de sua organização; só itens globais podem ser copiados',
  profileOfConversation: () => 'esperado o perfil da conversa (ou omita profileId)',
  unknownCode: ({ kind, value, values }) =>
    `${CODES[kind]} "${value}"; esperado um destes valores: ${values.join(', ')}`,
  requiredForKeyList: ({ list }) =>
    list === 'permissions'
      ? 'é obrigatório quando a chave que faz a requisição tem uma lista de permissões (uma nova chave não pode herdar mais do que a chave que a cria)'
      : 'é obrigatório quando a chave que faz a requisição tem uma lista de módulos',
  noSuchPlace: () => 'não indica nenhum lugar: esperado o id de um lugar de GET /api/geocoding/search',
  transitOrPartner: () =>
    'informe transit (uma roda dupla de trânsitos) ou person2 (uma roda dupla de sinastria), não ambos',
  transitCoordinates: () => 'informe as duas coordenadas do trânsito, ou nenhuma para o local de nascimento',
  pngSide: ({ max, svgMax }) => `um PNG tem no máximo ${max} px de cada lado (SVG: até ${svgMax})`,
  parameterName: () => 'não é um nome de parâmetro válido',
  valueOrMembers: ({ name }) =>
    `não pode ser enviado junto com ${name}: ${name} recebe um valor ou nomes abaixo dele, não ambos`,
  personsShape: ({ sent }) =>
    `envie as pessoas como dateTime1, location1, dateTime2, location2 ou como objetos person1 e person2, não das duas formas (este corpo tem ${sent.join(', ')})`,
  personRequired: () => 'é obrigatório junto com a outra pessoa (esperado {dateTime, latitude, longitude, timezone?})',
  flatPersonRequired: ({ dateTime }) =>
    `é obrigatório (esperado ${dateTime ? 'uma data e hora local YYYY-MM-DDTHH:mm' : '{latitude, longitude, timezone?}'}; ou envie os objetos person1 e person2 em vez disso)`,
  timezoneName: ({ closest }) =>
    `esperado o nome de um fuso horário IANA como Europe/Paris${closest ? ` (quis dizer ${closest}?)` : ''}`,
  badText: ({ problem, memberName }) =>
    `${memberName ? 'o nome do campo ' : ''}não deve conter ${
      problem === 'nul' ? 'caracteres NUL (U+0000)' : 'substitutos UTF-16 isolados (Unicode inválido)'
    }`,
  reportLanguage: ({ values, reportType }) => `um destes idiomas para relatórios ${reportType}: ${values.join(', ')}`,
  kundliSidereal: () => '"sidereal" ou nada (um kundli é sideral)',
  matchRole: () => '"boy" ou "girl": o papel da pessoa na compatibilidade do kundli com o parceiro',
  matchPartner: () => 'o parceiro da compatibilidade do kundli (com matchRole)',
  partnerRequired: ({ reportType }) =>
    `é obrigatório para relatórios ${reportType} (a segunda pessoa: name e birthData)`,
  targetDateRequired: () => 'é obrigatório para relatórios de progressões (a data para a qual se progride, YYYY-MM-DD)',

  externalUserIdRequired: () => 'é obrigatório (o id do usuário final no seu sistema)',
  organizationItemsOnly: () => 'só é possível criar itens da organização (os itens globais são do próprio serviço)',

  webhookUrl: (p) => {
    switch (p.kind) {
      case 'notAbsolute':
        return 'esperada uma URL absoluta, por exemplo https://example.com/webhooks';
      case 'notHttps':
        return p.protocol === 'http:'
          ? 'esperada uma URL https:// (WEBHOOK_ALLOW_HTTP permite http://)'
          : `esperada uma URL https:// (recebido ${p.protocol})`;
      case 'credentials':
        return 'a URL não deve conter nome de usuário nem senha';
      case 'fragment':
        return 'a URL não deve ter um #fragmento';
      case 'unresolved':
        return `o host ${p.host} não é resolvido`;
      case 'notPublic':
        return `${p.host} resolve para ${p.address}, um endereço ${p.range}; webhooks vão só para endereços públicos (WEBHOOK_ALLOW_PRIVATE permite outros)`;
    }
  },

  customCss: (p) => {
    const W = {
      colour: 'uma cor (#rgb, #rrggbb, rgb(r, g, b) ou um nome de cor básico)',
      fontFamilies: 'uma lista de famílias de fontes',
      fontSize: 'um tamanho de 6pt a 48pt (pt ou px)',
      fontWeight: 'normal, bold ou 100–900',
    } as const;
    if (p.kind === 'tooLong') return `tem mais de ${p.max} caracteres`;
    const at = `linha ${p.line}: `;
    switch (p.kind) {
      case 'unclosedComment':
        return at + 'comentário não fechado';
      case 'forbidden':
        return at + `"${p.text}" não é permitido (sem regras @, url(), expression() ou escapes)`;
      case 'noSelector':
        return at + 'uma regra precisa de um seletor';
      case 'noColon':
        return at + `esperado "propriedade: valor" (recebido "${p.got}")`;
      case 'propertyName':
        return at + `"${p.property}" não é um nome de propriedade`;
      case 'noValue':
        return at + `${p.property} não tem valor`;
      case 'trailing':
        return at + 'esperado "seletor { propriedade: valor; }"';
      case 'invalidValue':
        return at + `${p.property}: "${p.value}" não é ${W[p.expected]}`;
    }
  },

  range: ({ value, min, max, fromBirth }) =>
    `${RANGES[value]} de ${min}${fromBirth ? (value === 'year' ? ' (o ano de nascimento)' : ' (a data de nascimento)') : ''} a ${max}`,
  after: ({ value, than, orSame }) =>
    `${RANGES[value]} ${orSame ? 'igual ou posterior' : 'posterior'} ${than === null ? 'ao nascimento' : `a ${than}`}`,
  span: ({ max, unit, from, bound }) => {
    const amount = `${max} ${unit === 'days' ? (max === 1 ? 'dia' : 'dias') : max === 1 ? 'ano' : 'anos'}`;
    if (bound === 'bothIncluded') return `uma data no máximo ${amount} a partir de ${from} (ambos incluídos)`;
    return `uma data ${bound === 'lessThan' ? 'menos de' : 'no máximo'} ${amount} depois de ${from}`;
  },
  among: ({ values, item, nonEmpty, got }) => {
    if (got !== undefined)
      return `${item === 'point' ? 'ponto desconhecido' : item === 'aspect' ? 'aspecto desconhecido' : 'valor desconhecido'} ${got}`;
    const list = values.join(', ');
    if (nonEmpty)
      return `uma lista não vazia ${item === 'point' ? 'de pontos ' : item === 'aspect' ? 'de aspectos ' : ''}entre ${list}`;
    if (item) return `ids de ${item === 'point' ? 'pontos' : 'aspectos'} entre ${list}`;
    return `um destes valores: ${list}`;
  },
  engineHouseSystem: ({ names, letters }) =>
    `um destes sistemas de casas: ${names.join(', ')}, ou sua letra: ${letters.join(' ')}`,
  shape: ({ shape }) => (shape === 'instant' ? FORMS.instant : SHAPES[shape]),
  siderealOnly: () => 'um ayanamsa só com zodiac "sidereal"',
  placeNeeded: ({ coordinate }) =>
    `${coordinate === 'latitude' ? 'graus norte de -90 a 90' : 'graus leste de -180 a 180'} (o local é necessário para o nascer e o pôr)`,
  polar: ({ date, purpose }) =>
    purpose === 'sunriseDay'
      ? `ali o Sol não nasce, se põe e nasce de novo a partir de ${date} (dia ou noite polar): não há dia contado do nascer do Sol`
      : `ali o Sol não nasce nem se põe em ${date}: o dia ou a noite polar não tem horas desiguais`,
  localTime: ({ zone, clock }) =>
    clock === 'repeated'
      ? `um horário local que ocorra uma só vez em ${zone} (este se repete por uma mudança de horário; escolha localTimeRule earlier ou later)`
      : `um horário local que exista em ${zone} (este é pulado por uma mudança de horário; escolha localTimeRule earlier ou later)`,
  tooManyReturns: ({ max, body, count }) => `um período com no máximo ${max} retornos de ${body} (este tem ${count})`,
  afterBirth: ({ birth, max }) =>
    `uma data ou data e hora YYYY-MM-DD[THH:mm] posterior ao nascimento (${birth}) e não além de ${max}`,
  unknownStar: () => 'ids do catálogo de estrelas fixas',
};
