/** 日本語のエラーメッセージ（です・ます調）。 */
import type { DateFormName, ErrorTexts, ListItem } from './texts.ts';

const LIST_OR = (values: readonly string[]) => new Intl.ListFormat('ja', { type: 'disjunction' }).format(values);
const COUNTS = {
  days: '日数',
  seconds: '秒数',
  milliseconds: 'ミリ秒数',
  pixels: 'ピクセル数',
  lines: '行数',
} as const;
const NAMED = { name: '名前', title: 'タイトル', message: 'メッセージ', urnPrefix: 'URN の接頭辞' } as const;
const CODES = { permission: '不明な権限', module: '不明なモジュール', provider: '不明なプロバイダー' } as const;
const RANGES = {
  date: '日付',
  instant: '時刻',
  year: '暦年',
  wholeNumber: '整数',
  degrees: '度数',
} as const;
const SHAPES = {
  list: '空でないリスト',
  pointList: 'ポイント ID のリスト',
  aspectList: 'アスペクト ID のリスト',
  orbsObject: 'アスペクト ID ごとのオーブのオブジェクト',
  birthData: '出生データ',
  natalBody: '出生図の天体',
  timezoneOrPlace: 'タイムゾーン、またはそれを求めるための緯度と経度',
} as const;

const FORMS: Record<DateFormName, string> = {
  date: 'YYYY-MM-DD 形式の日付',
  'date-time': 'YYYY-MM-DDTHH:mm[:ss[.fff]] 形式の日時（末尾に Z または UTC オフセット ±HH:MM を付けることもできます）',
  'date-or-date-time':
    'YYYY-MM-DD 形式の日付、または YYYY-MM-DDTHH:mm[:ss[.fff]] 形式の日時（末尾に Z または UTC オフセット ±HH:MM を付けることもできます）',
  instant:
    '末尾が Z または UTC オフセット ±HH:MM の ISO 8601 時刻 YYYY-MM-DDTHH:mm[:ss[.fff]]（例: 2026-11-21T12:00Z）',
};
const ITEMS: Record<ListItem, string> = {
  point: 'ポイント',
  aspect: 'アスペクト',
  planet: '惑星',
  star: '恒星',
  kind: '種類',
  event: 'イベント',
  section: 'セクション',
  part: '要素',
  body: '天体',
};
const RESOURCES: Record<string, string> = {
  'API key': 'API キー',
  'Chat profile': 'チャットプロフィール',
  Chatbot: 'チャットボット',
  'Content item': 'コンテンツ項目',
  Conversation: '会話',
  Member: 'メンバー',
  Organization: '組織',
  'PDF report': 'PDF レポート',
  'PDF template': 'PDF テンプレート',
  Webhook: 'Webhook',
  Widget: 'ウィジェット',
};
const ACTIONS: Record<string, string> = { updated: '変更', deleted: '削除', restored: '復元' };
const UNITS = { hour: ['時', '時', 23], minute: ['分', '分', 59], second: ['秒', '秒', 59] } as const;
const BEYOND = {
  permissions: '権限',
  modules: 'モジュール',
  allowedDomains: 'ドメインからの利用',
  rateLimit: 'レート制限（より多いリクエスト数、より短い期間、または制限なし）',
  expiresIn: '有効期限（より遅い期限、または無期限）',
} as const;

export const ja: ErrorTexts = {
  language: 'ja',
  title: {
    invalidParameter: '無効なパラメーター',
    malformedJson: '不正な JSON',
    unsupportedMediaType: 'サポートされていないメディアタイプ',
    unsupportedCharset: 'サポートされていない文字セット',
    bodyDoesNotDecompress: '本文を展開できません',
    unsupportedContentEncoding: 'サポートされていないコンテンツエンコーディング',
    payloadTooLarge: '本文が大きすぎます',
    missingApiKey: 'API キーがありません',
    invalidApiKey: '無効な API キー',
    apiKeyDisabled: 'API キーが無効化されています',
    apiKeyExpired: 'API キーの有効期限切れ',
    domainNotAllowed: '許可されていないドメイン',
    missingPermission: '権限がありません',
    moduleNotAvailable: 'モジュールを利用できません',
    organizationMismatch: '組織が一致しません',
    notFound: '見つかりません',
    methodNotAllowed: '許可されていないメソッド',
    unprocessable: '処理できないリクエスト',
    idempotencyKeyReused: 'Idempotency-Key の再利用',
    reportFailed: 'レポートの作成に失敗しました',
    reportNotReady: 'レポートはまだ準備できていません',
    platformAdminRequired: 'プラットフォーム管理者が必要です',
    conflict: '競合',
    roleNotAssignable: 'ロールを割り当てられません',
    ownerProtected: 'オーナーは保護されています',
    lastOwner: '最後のオーナー',
    permissionNotGrantable: '権限を付与できません',
    moduleNotGrantable: 'モジュールを付与できません',
    domainsNotGrantable: 'ドメインを付与できません',
    rateLimitNotGrantable: 'レート制限を付与できません',
    expiryNotGrantable: '有効期限を付与できません',
    keyNotManageable: 'キーを管理できません',
    invalidSignature: '無効な署名',
    signedUrlExpired: '署名付き URL の有効期限切れ',
    signingKeyNotUsable: '署名キーを使用できません',
    globalContentReadOnly: 'グローバルコンテンツは読み取り専用です',
    chatbotDisabled: 'チャットボットが無効です',
    chatUnavailable: 'チャットを利用できません',
    languageModelTimedOut: '言語モデルがタイムアウトしました',
    languageModelError: '言語モデルのエラー',
    clientClosedRequest: 'クライアントがリクエストを閉じました',
    tooManyRequests: 'リクエストが多すぎます',
    monthlyQuotaExceeded: '月間クォータを超過しました',
    serviceBusy: 'サービスが混み合っています',
    serviceUnavailable: 'サービスを利用できません',
    calculationTimedOut: '計算がタイムアウトしました',
    internalError: '内部エラー',
  },

  invalidRequest: () => '無効なリクエストです',
  invalidJson: ({ reason }) => `リクエスト本文が有効な JSON ではありません: ${reason}`,
  unsupportedMediaType: ({ type }) => `リクエスト本文は application/json である必要があります（受信: "${type}"）`,
  unsupportedCharset: ({ charset }) =>
    `リクエスト本文は UTF-8 である必要があります（受信した文字セット: "${charset}"）`,
  invalidContentEncoding: ({ encoding, reason }) =>
    `リクエスト本文が有効な ${encoding} データではありません: ${reason}`,
  unsupportedContentEncoding: ({ encoding }) =>
    `リクエスト本文は gzip、deflate、br のいずれかで圧縮できます（受信した Content-Encoding: "${encoding}"）`,
  payloadTooLarge: ({ bytes }) =>
    bytes === undefined ? 'リクエスト本文が上限を超えています' : `リクエスト本文が ${bytes} バイトを超えています`,
  missingApiKey: () => 'API キーを X-Api-Key ヘッダーで送信してください',
  invalidApiKey: () => 'API キーが不明か、失効しています',
  disabledApiKey: () => 'API キーは無効化されています',
  expiredApiKey: ({ expiresAt }) => `API キーの有効期限は ${expiresAt} に切れました`,
  domainNotAllowed: ({ origin, header }) => `この API キーは ${origin} からは使用できません（${header} ヘッダー）`,
  missingPermission: ({ permission, reason }) =>
    reason === 'role'
      ? `この組織でのあなたのロールには ${permission} 権限がありません`
      : `この API キーには ${permission} 権限がありません`,
  missingModule: ({ module, reason }) =>
    reason === 'organization'
      ? `あなたの組織はモジュール ${module} を購入していません`
      : `この API キーはモジュール ${module} を使用できません`,
  organizationMismatch: () => '操作できるのは、リクエストに使用した API キーの組織だけです',
  notFound: ({ what }) => `${what}が見つかりません`,
  resource: (what) => RESOURCES[what] ?? `${what} `,
  weekNotFound: ({ week, year, weeks }) =>
    `${year} 年の第 ${week} 週は見つかりません（この年の ISO 週は ${weeks} 週です）`,
  routeNotFound: ({ method, path }) => `ルート ${method} ${path} は存在しません`,
  methodNotAllowed: ({ method, path, allowed }) =>
    `${path} では ${method} は使用できません。${allowed.join('、')} を使用してください`,

  templateNotFound: ({ templateId }) => `テンプレート ${templateId} はこの組織では利用できません`,
  reportTypeMismatch: ({ templateType, requestedType }) =>
    `このテンプレートは ${templateType} レポート用で、${requestedType} 用ではありません`,
  templateInactive: () => 'テンプレートは無効です。有効にするか、別のテンプレートを選択してください',
  idempotencyKeyReused: () => 'この Idempotency-Key は別のリクエストで使用されています',
  reportFailed: ({ reason }) => `レポートの作成に失敗しました: ${reason ?? '原因不明'}`,
  reportNotReady: ({ status, progress, advice }) =>
    `レポートは ${status} の状態です（${progress}% 完了）。しばらくしてから再試行してください${
      advice ? `。ただし、レポートワーカーが動作していません。${advice}` : ''
    }`,
  scopeImmutable: () => 'isGlobal は変更できません。代わりに新しいテンプレートを作成してください',
  platformAdminRequired: () => 'グローバルテンプレートを作成・変更・削除できるのはプラットフォーム管理者だけです',

  alreadyMember: ({ email }) => `${email} はすでにこの組織のメンバーです`,
  roleNotAssignable: ({ actor, target }) => `${actor} のロールでは、誰かを ${target} にすることはできません`,
  ownerProtected: () => 'オーナーを変更または削除できるのはオーナーだけです',
  lastOwner: () => '組織の最後のオーナーは降格も削除もできません。先に別の人をオーナーにしてください',
  permissionNotGrantable: ({ permission, lackedBy }) =>
    `キーに ${permission} を付与できません: ${lackedBy === 'role' ? 'オーナーのロールにこの権限がありません' : 'このリクエストに使用したキーにこの権限がありません'}`,
  moduleNotGrantable: ({ module, refusedBy }) =>
    `キーにモジュール ${module} を付与できません: ${refusedBy === 'key' ? 'このリクエストに使用したキーはこのモジュールを使用できません' : '組織がこのモジュールを購入していません'}`,
  beyondCaller: ({ setting }) =>
    `このリクエストに使用したキーを超える${BEYOND[setting]}をキーに付与することはできません`,
  keyNotManageable: ({ fields }) =>
    `このキーはリクエストに使用したキーの範囲を超えています（${fields.join('、')}）。変更または失効できるのは、少なくとも同じ範囲を持つキーだけです`,

  signedUrlExpired: ({ expiresAt }) => `この署名付き URL の有効期限は ${expiresAt} に切れました`,
  signingKeyRefused: ({ reason }) =>
    `この URL に署名したキーは${
      reason === 'revoked'
        ? '失効したか、すでに無効です'
        : reason === 'disabled'
          ? '無効化されています'
          : '有効期限が切れています'
    }`,

  globalContentReadOnly: ({ action }) =>
    `グローバル項目は組織から${ACTIONS[action] ?? action}できません。独自のコピーを作成し（POST /api/content/{id}/custom-copy）、そちらを編集してください`,
  urnTaken: ({ existingId }) =>
    `あなたの組織には、この URN と言語の有効な項目がすでにあります${existingId ? `（${existingId}）` : ''}`,
  notDeleted: () => 'この項目は削除されていません',

  chatbotDisabled: () => 'チャットボットは無効です。PATCH /api/chatbots/{id} で有効にしてください',
  chatbotDomainNotAllowed: ({ host, header }) =>
    `このチャットボットは ${host} からは使用できません（${header} ヘッダー）`,
  externalUserTaken: () => 'このチャットボットには、この externalUserId のプロフィールがすでにあります',
  noSuchConversation: ({ direct }) =>
    `conversationId: その会話は存在しません。${
      direct
        ? 'このチャットボットの直接会話の ID を指定してください（GET /api/chat/{chatbotId}/conversations を参照）'
        : 'このチャットボットの会話の ID を指定してください（直接会話は /direct で続けます）'
    }`,
  noSuchChatProfile: () => 'profileId: このチャットボットにそのチャットプロフィールはありません',
  chatUnavailable: () =>
    'このサービスではチャットが設定されていません。CHAT_API_URL（OpenAI 互換 API のベース URL）と CHAT_MODEL を設定してください（API が必要とする場合は CHAT_API_KEY も）',
  chatUpstreamTimeout: ({ message, timeoutMs }) => `${message}（チャットボットの chatTimeoutMs: ${timeoutMs}）`,
  clientClosedRequest: () => '応答の開始前に呼び出し元が切断しました',

  rateLimited: ({ retryAfterSeconds }) =>
    `この API キーのレート制限に達しました。${retryAfterSeconds} 秒後に再試行してください`,
  quotaExceeded: ({ limit, resetsAt }) =>
    `アカウントの月間クォータ（${limit} リクエスト）を使い切りました。${resetsAt} にリセットされます`,
  overloaded: ({ retryAfterSeconds }) => `計算キューが満杯です。${retryAfterSeconds} 秒後に再試行してください`,
  serviceUnavailable: ({ retryAfterSeconds }) =>
    `このリクエストに必要なサービスに接続できません。${retryAfterSeconds} 秒後に再試行してください`,
  quotaUnknown: ({ retryAfterSeconds }) =>
    `現在、月間クォータを確認できません（データベースに接続できません）。${retryAfterSeconds} 秒後に再試行してください`,
  calculationTimeout: ({ timeoutMs }) => `計算が ${timeoutMs} ms 以内に終わりませんでした`,
  internal: () => 'こちら側で問題が発生しました。お問い合わせの際はリクエスト ID をお知らせください',

  required: ({ expected }) => `必須です（期待される型: ${expected}）`,
  noBodyTaken: () =>
    'この操作はリクエスト本文を受け付けません。本文を送信しないでください（または {} を送信してください）',
  bodyRequired: () => 'JSON の本文が必要です',
  unknownMember: ({ name, closest, known, sayNone }) =>
    `不明なフィールド ${name} です${
      closest
        ? `（${closest} のことですか？）`
        : known.length || sayNone
          ? `（既知のフィールド: ${known.join(', ') || 'なし'}）`
          : ''
    }`,
  unknownParameterInBody: ({ name, member }) => `不明なフィールド ${name} です（JSON 本文の ${member} のことですか？）`,
  memberOfAValue: ({ name, value }) => `不明なフィールド ${name} です（${value} は値であり、フィールドを持ちません）`,
  nestedTooDeep: ({ levels }) => `入れ子が ${levels} 階層を超えています`,
  decimalNumber: ({ got }) => `10 進数の数値を指定してください（受信: "${got}"）`,

  dateForm: ({ form }) => FORMS[form],
  dateFormat: ({ form, lostPlus }) =>
    `${FORMS[form]}を指定してください${lostPlus ? '（URL 内でエンコードされていない + は空白として読まれます。%2B と書いてください）' : ''}`,
  noSuchMonth: ({ text, month, form }) =>
    `${text} は存在しない日付です: ${month} 月は存在しません。${FORMS[form]}を指定してください`,
  noSuchDay: ({ text, day, month, year, days, form }) =>
    `${text} は存在しない日付です: ${year} 年 ${month} 月は ${days} 日までで、${day} 日は存在しません。${FORMS[form]}を指定してください`,
  hour24: ({ text, next, form }) =>
    `${text} は存在しない時刻です: 24 時は受け付けません。翌日の 00:00（${next}T00:00）を使用してください。${FORMS[form]}を指定してください`,
  noSuchTime: ({ text, unit, value, form }) =>
    `${text} は存在しない時刻です: ${value} ${UNITS[unit][0]}（${UNITS[unit][1]}は 00 から ${UNITS[unit][2]} までです）。${FORMS[form]}を指定してください`,
  leapSecond: ({ text, form }) =>
    `${text} はここでは表せない時刻です: 60 秒（うるう秒）は扱えません。:59 と書いてください。${FORMS[form]}を指定してください`,
  dateWithTime: ({ form }) => `時刻を含まない${FORMS[form]}を指定してください`,
  noTimeOfDay: ({ text, form }) => `${FORMS[form]}を指定してください。${text} には時刻がありません`,
  noOffset: ({ text, form }) =>
    `${FORMS[form]}を指定してください。${text} には Z もオフセットもないため、一つの時刻を表しません`,
  offsetOutOfRange: ({ text, offset, form }) =>
    `${text} のオフセット ${offset} は -14:00 から +14:00 までの UTC オフセットではありません（分と秒は 00 から 59）。${FORMS[form]}を指定してください`,
  yearRange: ({ first, last }) => `${first} 年から ${last} 年までの年を指定してください`,
  wholeYearRange: ({ first, last }) => `${first} から ${last} までの整数の年を指定してください`,

  latitude: ({ min, max }) => `北緯を度で指定してください（${min} から ${max} までの数値）`,
  longitude: ({ min, max }) => `東経を度で指定してください（${min} から ${max} までの数値）`,
  unknownTimezone: ({ value, version, closest }) =>
    `${value} は IANA タイムゾーンデータベース ${version} のゾーンではありません${closest ? `（${closest} のことですか？）` : ''}。Europe/Paris のような IANA タイムゾーン名を指定してください（一覧: GET /api/timezones）`,
  latitudeRequired: () => '必須です（北向きの度数 −90 から 90、または location.latitude）',
  longitudeRequired: () => '必須です（東向きの度数 −180 から 180、または location.longitude）',

  oneOf: ({ values }) => `次のいずれかを指定してください: ${values.join(', ')}`,
  pointIds: ({ ids }) => `次のポイント ID から指定してください: ${ids.join(', ')}`,
  atLeastOnePoint: () => 'ポイント ID を 1 つ以上指定してください',
  aspectIds: ({ ids }) => `次のアスペクト ID から指定してください: ${ids.join(', ')}`,
  atLeastOneAspect: () => 'アスペクト ID を 1 つ以上指定してください',
  eachOnce: ({ item }) => `各${ITEMS[item]}は 1 回だけ指定してください`,
  orb: ({ max }) => `オーブを度で指定してください（0 より大きく ${max} 以下）`,
  houseSystem: ({ value, names, letters }) =>
    `不明なハウスシステム "${value}" です。${names.join(', ')}、または 1 文字のコード ${letters.join(' ')} のいずれかを指定してください`,
  trueOrFalse: () => 'true または false を指定してください',

  integerRange: ({ min, max }) => `${min} から ${max} までの整数を指定してください`,
  atMostCharacters: ({ max }) => `${max} 文字以内で指定してください`,
  wholeNumber: ({ min, max, unit }) =>
    `${unit ? `${COUNTS[unit]}を` : ''}${min} から ${max} までの整数で指定してください`,
  calendarYear: () => '暦年を整数で指定してください',
  fourDigitYear: () => 'ちょうど 4 桁の数字で指定してください（例: 2026）',
  twoDigits: ({ min, max }) => `${min} から ${max} までの 2 桁の数字で指定してください`,
  monthRange: ({ first, last }) => `${first} から ${last} までの月を YYYY-MM 形式で指定してください`,
  instantRange: ({ first, last }) => `${first} から ${last} までの実在する時刻を指定してください`,
  timeOfDay: () => '時刻を HH:mm または HH:mm:ss 形式で指定してください（00:00 から 23:59）',
  calendarDateOrNull: () => '実在する日付を YYYY-MM-DD 形式で指定するか、固定を解除する場合は null を指定してください',
  exactly: ({ value }) => `"${value}" を指定してください`,
  either: ({ values }) => `${LIST_OR(values)} を指定してください`,
  houseSystemName: ({ names }) => `次のハウスシステムのいずれか、またはその文字を指定してください: ${names.join(', ')}`,
  nonEmpty: ({ what }) => `空でない${NAMED[what]}を指定してください`,
  atMostDomainPatterns: ({ max }) => `ドメインパターンは ${max} 個以内で指定してください`,
  jsonObjectBytes: ({ max }) => `${max} バイト以内の JSON オブジェクトを指定してください`,
  atLeastOneEvent: () => 'イベントを 1 つ以上指定してください',
  atLeastOneOf: ({ values }) => `次のうち 1 つ以上を指定してください: ${values.join(', ')}`,
  atLeastOneAttribute: () => '変更する属性を 1 つ以上指定してください',
  atLeastOneWeight: () => '0 より大きい重みを 1 つ以上指定してください',
  domainPattern: () =>
    'ドメイン（example.com）、サブドメインのワイルドカードパターン（*.example.com）、または * を指定してください',
  urn: () => 'urn:astro:transit:mars:square:sun のような URN を指定してください',
  languageCode: () => 'en、es、de のような ISO 639 言語コードを指定してください（地域付きも可。例: pt-BR）',
  languageTag: ({ count }) => `en、de、fr、pt-BR のような対応言語タグを指定してください（${count} 言語）`,
  email: () => 'メールアドレスを指定してください',
  webhookSecret: () => 'whsec_ に続けて 32 から 128 文字の英数字、_ または - を指定してください',
  idempotencyKey: () => '1 から 255 文字の表示可能な ASCII 文字で指定してください',
  characters: ({ min, max }) => `${min} から ${max} 文字で指定してください`,
  fullNameText: () => '出生時のフルネームをテキストで指定してください',
  numerologyName: ({ letter, report }) =>
    `${
      letter === undefined
        ? '1 文字以上の文字を含む名前を指定してください'
        : `ラテン文字の名前を指定してください（アクセント記号は使用できます）。「${letter}」はラテン文字ではありません`
    }${report ? '（数秘術レポートは出生時のフルネームを読み取ります。既定値: name）' : ''}`,
  templateObject: ({ what, orText }) =>
    `${what === 'editorConfig' ? 'エディター設定' : 'ページ設定'}には JSON オブジェクト${
      orText ? '、またはそれを含む文字列' : ''
    }を指定してください`,
  notJson: ({ reason }) => `有効な JSON ではありません（${reason}）`,
  jsonTooLong: ({ max }) => `JSON として ${max} 文字を超えています`,
  idOf: ({ what }) => `${what === 'conversation' ? '会話' : 'チャットプロフィール'}の ID を指定してください`,
  userMessage: () => '必須です（ユーザーのメッセージをテキストで指定してください）',
  idInPath: () => 'パスの ID と同じである必要があります',
  differentSecret: () => '現在のシークレットとは異なる必要があります',
  customCopyKeeps: ({ member }) =>
    `カスタムコピーはグローバル項目の${member === 'urn' ? ' URN ' : '言語'}を引き継ぎます`,
  onlyGlobalCopied: () => 'ご利用の組織の項目を指しています。コピーできるのはグローバル項目のみです',
  profileOfConversation: () => '会話のプロフィールを指定してください（または profileId を省略してください）',
  unknownCode: ({ kind, value, values }) =>
    `${CODES[kind]}「${value}」です。次のいずれかを指定してください: ${values.join(', ')}`,
  requiredForKeyList: ({ list }) =>
    list === 'permissions'
      ? 'リクエスト元のキーに権限リストがある場合は必須です（新しいキーは作成元のキーより多くを継承できません）'
      : 'リクエスト元のキーにモジュールリストがある場合は必須です',
  noSuchPlace: () => '該当する場所がありません。GET /api/geocoding/search で得た場所の ID を指定してください',
  transitOrPartner: () =>
    'transit（トランジットの二重円）か person2（シナストリーの二重円）のどちらか一方を指定してください',
  transitCoordinates: () => 'トランジットの座標は両方指定するか、出生地を使う場合はどちらも省略してください',
  pngSide: ({ max, svgMax }) => `PNG の各辺は ${max} px までです（SVG は ${svgMax} まで）`,
  parameterName: () => '有効なパラメーター名ではありません',
  valueOrMembers: ({ name }) =>
    `${name} と同時には送信できません。${name} には値か下位の名前のどちらか一方を指定します`,
  personsShape: ({ sent }) =>
    `人物は dateTime1、location1、dateTime2、location2 として送るか、person1 と person2 のオブジェクトとして送るか、どちらか一方にしてください（この本文には ${sent.join(', ')} があります）`,
  personRequired: () => 'もう一人の人物とともに必須です（期待される形式: {dateTime, latitude, longitude, timezone?}）',
  flatPersonRequired: ({ dateTime }) =>
    `必須です（期待される形式: ${dateTime ? 'ローカル日時 YYYY-MM-DDTHH:mm' : '{latitude, longitude, timezone?}'}。代わりに person1 と person2 のオブジェクトを送ることもできます）`,
  timezoneName: ({ closest }) =>
    `Europe/Paris のような IANA タイムゾーン名を指定してください${closest ? `（${closest} のことですか？）` : ''}`,
  badText: ({ problem, memberName }) =>
    `${memberName ? 'フィールド名に' : ''}${
      problem === 'nul' ? 'NUL 文字（U+0000）' : '単独の UTF-16 サロゲート（無効な Unicode）'
    }を含めることはできません`,
  reportLanguage: ({ values, reportType }) => `${reportType} レポートでは次のいずれか: ${values.join(', ')}`,
  kundliSidereal: () => '"sidereal" または指定なし（クンダリーはサイデリアルです）',
  matchRole: () => '"boy" または "girl": パートナーとのクンダリー相性における本人の役割',
  matchPartner: () => 'クンダリー相性のパートナー（matchRole とともに）',
  partnerRequired: ({ reportType }) => `${reportType} レポートでは必須です（二人目の人物: name と birthData）`,
  targetDateRequired: () => 'プログレッションレポートでは必須です（進行させる日付、YYYY-MM-DD）',

  externalUserIdRequired: () => '必須です（お客様のシステムでのエンドユーザーの ID）',
  organizationItemsOnly: () => '作成できるのは組織の項目のみです（グローバル項目はサービス自身のものです）',

  webhookUrl: (p) => {
    switch (p.kind) {
      case 'notAbsolute':
        return '絶対 URL を指定してください（例: https://example.com/webhooks）';
      case 'notHttps':
        return p.protocol === 'http:'
          ? 'https:// の URL を指定してください（WEBHOOK_ALLOW_HTTP で http:// を許可できます）'
          : `https:// の URL を指定してください（受け取った値: ${p.protocol}）`;
      case 'credentials':
        return 'URL にユーザー名やパスワードを含めることはできません';
      case 'fragment':
        return 'URL に #フラグメントを含めることはできません';
      case 'unresolved':
        return `ホスト ${p.host} の名前を解決できません`;
      case 'notPublic':
        return `${p.host} は ${p.address}（${p.range} アドレス）に解決されます。Webhook の送信先は公開アドレスのみです（WEBHOOK_ALLOW_PRIVATE で他を許可できます）`;
    }
  },

  customCss: (p) => {
    const W = {
      colour: '色（#rgb、#rrggbb、rgb(r, g, b)、または基本的な色名）',
      fontFamilies: 'フォントファミリー名のリスト',
      fontSize: '6pt から 48pt までのサイズ（pt または px）',
      fontWeight: 'normal、bold、または 100–900',
    } as const;
    if (p.kind === 'tooLong') return `${p.max} 文字を超えています`;
    const at = `${p.line} 行目: `;
    switch (p.kind) {
      case 'unclosedComment':
        return at + 'コメントが閉じられていません';
      case 'forbidden':
        return at + `「${p.text}」は使用できません（@ ルール、url()、expression()、エスケープは不可）`;
      case 'noSelector':
        return at + 'ルールにはセレクターが必要です';
      case 'noColon':
        return at + `「プロパティ: 値」の形式で指定してください（受け取った値: 「${p.got}」）`;
      case 'propertyName':
        return at + `「${p.property}」はプロパティ名ではありません`;
      case 'noValue':
        return at + `${p.property} に値がありません`;
      case 'trailing':
        return at + '「セレクター { プロパティ: 値; }」の形式で指定してください';
      case 'invalidValue':
        return at + `${p.property}: 「${p.value}」は${W[p.expected]}ではありません`;
    }
  },

  range: ({ value, min, max, fromBirth }) =>
    `${min}${fromBirth ? (value === 'year' ? '（出生年）' : '（出生日）') : ''} から ${max} までの${RANGES[value]}`,
  after: ({ value, than, orSame }) => `${than ?? '出生'}${orSame ? '当日以降' : 'より後'}の${RANGES[value]}`,
  span: ({ max, unit, from, bound }) => {
    const amount = `${max} ${unit === 'days' ? '日' : '年'}`;
    if (bound === 'bothIncluded') return `${from} から最大 ${amount}以内の日付（両日を含む）`;
    return `${from} から ${amount}${bound === 'lessThan' ? '未満' : '以内'}の日付`;
  },
  among: ({ values, item, nonEmpty, got }) => {
    if (got !== undefined)
      return `${item === 'point' ? '不明なポイント' : item === 'aspect' ? '不明なアスペクト' : '不明な値'} ${got}`;
    const list = values.join(', ');
    if (nonEmpty)
      return `次の${item === 'point' ? 'ポイント' : item === 'aspect' ? 'アスペクト' : '値'}からなる空でないリスト: ${list}`;
    if (item) return `次の${item === 'point' ? 'ポイント' : 'アスペクト'} ID: ${list}`;
    return `次のいずれかの値: ${list}`;
  },
  engineHouseSystem: ({ names, letters }) =>
    `次のハウスシステムのいずれか: ${names.join(', ')}、またはその文字: ${letters.join(' ')}`,
  shape: ({ shape }) => (shape === 'instant' ? FORMS.instant : SHAPES[shape]),
  siderealOnly: () => 'アヤナムシャは zodiac "sidereal" の場合のみ',
  placeNeeded: ({ coordinate }) =>
    `${coordinate === 'latitude' ? '-90 から 90 までの北緯（度）' : '-180 から 180 までの東経（度）'}（日の出・日の入りの計算に場所が必要です）`,
  polar: ({ date, purpose }) =>
    purpose === 'sunriseDay'
      ? `その場所では ${date} から太陽が昇り、沈み、再び昇ることがありません（白夜または極夜）。日の出に基づく日がありません`
      : `その場所では ${date} に太陽が昇り沈みしません。白夜や極夜には不定時法の時間がありません`,
  localTime: ({ zone, clock }) =>
    clock === 'repeated'
      ? `${zone} で一度だけ現れる現地時刻（この時刻は時計の切り替えで繰り返されます。localTimeRule に earlier または later を指定してください）`
      : `${zone} に存在する現地時刻（この時刻は時計の切り替えで飛ばされます。localTimeRule に earlier または later を指定してください）`,
  tooManyReturns: ({ max, body, count }) => `${body} の回帰が最大 ${max} 回の期間（この期間には ${count} 回あります）`,
  afterBirth: ({ birth, max }) => `出生（${birth}）より後で ${max} 以前の日付または日時（YYYY-MM-DD[THH:mm]）`,
  unknownStar: () => '恒星カタログの ID',
};
