/** 日本語のエラーメッセージ（です・ます調）。 */
import type { DateFormName, ErrorTexts, ListItem } from './texts.ts';

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
};
