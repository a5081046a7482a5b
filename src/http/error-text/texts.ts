/**
 * The shape of the error catalogue (issue #47): every human text an error answer carries, its
 * `title` and its `detail`, as a function of its typed values, so that each language composes
 * the sentence by its own grammar. Codes, field paths (`person1.latitude`), header names and the
 * values quoted from the request stay as they are in every language. One file per language
 * (`en.ts`, `de.ts`, …); index.ts lists them and says which one a request reads.
 */

import type { ReasonOf } from '../../astro/errors.ts';
import { LANGUAGES, type Language } from '../../interpretation/languages.ts';
import type { WebhookUrlProblem } from '../../jobs/webhooks/address-guard.ts';
import type { CssProblem } from '../../reports/custom-css.ts';

/** The languages the error texts are written in: every language of the service. */
export const ERROR_LANGUAGES = LANGUAGES;
export type ErrorLanguage = Language;

/** A header a domain check read. */
type SourceHeader = 'Origin' | 'Referer';
/** The key settings the widening rule bounds (auth/key-bounds.ts BoundedField). */
export type BoundedSetting = 'permissions' | 'modules' | 'allowedDomains' | 'rateLimit' | 'expiresIn';
/** The forms a date field takes (astro/time/date-grammar.ts DateForm). */
export type DateFormName = 'date' | 'date-time' | 'date-or-date-time' | 'instant';
/** What a list refuses twice. */
export type ListItem = 'point' | 'aspect' | 'planet' | 'star' | 'kind' | 'event' | 'section' | 'part' | 'body';
/** What a whole number counts. */
export type CountUnit = 'days' | 'seconds' | 'milliseconds' | 'pixels' | 'lines';
/** A text that must not be empty. */
export type NamedText = 'name' | 'title' | 'message' | 'urnPrefix';
/** A code a request names from a fixed list. */
export type CodeKind = 'permission' | 'module' | 'provider';

/** The titles of the error answers, one per kind of error (several codes share "Conflict", "Not found"). */
export interface ErrorTitles {
  invalidParameter: string;
  malformedJson: string;
  unsupportedMediaType: string;
  unsupportedCharset: string;
  bodyDoesNotDecompress: string;
  unsupportedContentEncoding: string;
  payloadTooLarge: string;
  missingApiKey: string;
  invalidApiKey: string;
  apiKeyDisabled: string;
  apiKeyExpired: string;
  domainNotAllowed: string;
  missingPermission: string;
  moduleNotAvailable: string;
  organizationMismatch: string;
  notFound: string;
  methodNotAllowed: string;
  unprocessable: string;
  idempotencyKeyReused: string;
  reportFailed: string;
  reportNotReady: string;
  platformAdminRequired: string;
  conflict: string;
  roleNotAssignable: string;
  ownerProtected: string;
  lastOwner: string;
  permissionNotGrantable: string;
  moduleNotGrantable: string;
  domainsNotGrantable: string;
  rateLimitNotGrantable: string;
  expiryNotGrantable: string;
  keyNotManageable: string;
  invalidSignature: string;
  signedUrlExpired: string;
  signingKeyNotUsable: string;
  globalContentReadOnly: string;
  chatbotDisabled: string;
  chatUnavailable: string;
  languageModelTimedOut: string;
  languageModelError: string;
  clientClosedRequest: string;
  tooManyRequests: string;
  monthlyQuotaExceeded: string;
  serviceBusy: string;
  serviceUnavailable: string;
  calculationTimedOut: string;
  internalError: string;
}

/** Every error text of one language. */
export interface ErrorTexts {
  /** The language's code (its zod locale is chosen by it). */
  readonly language: ErrorLanguage;
  title: ErrorTitles;

  // Requests, API keys, permissions, routes
  invalidRequest: () => string;
  invalidJson: (p: { reason: string }) => string;
  unsupportedMediaType: (p: { type: string }) => string;
  unsupportedCharset: (p: { charset: string }) => string;
  invalidContentEncoding: (p: { encoding: string; reason: string }) => string;
  unsupportedContentEncoding: (p: { encoding: string }) => string;
  /** `bytes`: the limit, or undefined when the parser did not say. */
  payloadTooLarge: (p: { bytes: number | undefined }) => string;
  missingApiKey: () => string;
  invalidApiKey: () => string;
  disabledApiKey: () => string;
  expiredApiKey: (p: { expiresAt: string }) => string;
  domainNotAllowed: (p: { origin: string; header: SourceHeader }) => string;
  missingPermission: (p: { permission: string; reason: 'role' | 'key' }) => string;
  missingModule: (p: { module: string; reason: 'organization' | 'key' }) => string;
  organizationMismatch: () => string;
  /** `what`: the resource as errors.notFound names it (`Chatbot`, `PDF report`, …; see {@link ErrorTexts.resource}). */
  notFound: (p: { what: string }) => string;
  /** A resource's name in this language (`Chatbot`, `Content item`, …), the English one when it has none. */
  resource: (what: string) => string;
  weekNotFound: (p: { week: string; year: string; weeks: number }) => string;
  routeNotFound: (p: { method: string; path: string }) => string;
  methodNotAllowed: (p: { method: string; path: string; allowed: readonly string[] }) => string;

  // PDF reports and templates
  templateNotFound: (p: { templateId: string }) => string;
  reportTypeMismatch: (p: { templateType: string; requestedType: string }) => string;
  templateInactive: () => string;
  idempotencyKeyReused: () => string;
  reportFailed: (p: { reason: string | null }) => string;
  reportNotReady: (p: { status: string; progress: number; advice: string | null }) => string;
  scopeImmutable: () => string;
  platformAdminRequired: () => string;

  // Members and API keys
  alreadyMember: (p: { email: string }) => string;
  roleNotAssignable: (p: { actor: string; target: string }) => string;
  ownerProtected: () => string;
  lastOwner: () => string;
  permissionNotGrantable: (p: { permission: string; lackedBy: 'role' | 'key' }) => string;
  moduleNotGrantable: (p: { module: string; refusedBy: 'organization' | 'key' }) => string;
  beyondCaller: (p: { setting: BoundedSetting }) => string;
  keyNotManageable: (p: { fields: readonly string[] }) => string;

  // Signed chart URLs
  signedUrlExpired: (p: { expiresAt: string }) => string;
  signingKeyRefused: (p: { reason: 'revoked' | 'disabled' | 'expired' }) => string;

  // Content
  globalContentReadOnly: (p: { action: string }) => string;
  urnTaken: (p: { existingId: string | undefined }) => string;
  notDeleted: () => string;

  // Chatbots and chat
  chatbotDisabled: () => string;
  chatbotDomainNotAllowed: (p: { host: string; header: SourceHeader }) => string;
  externalUserTaken: () => string;
  noSuchConversation: (p: { direct: boolean }) => string;
  noSuchChatProfile: () => string;
  chatUnavailable: () => string;
  chatUpstreamTimeout: (p: { message: string; timeoutMs: number }) => string;
  clientClosedRequest: () => string;

  // Limits and the service's own state
  rateLimited: (p: { retryAfterSeconds: number }) => string;
  quotaExceeded: (p: { limit: number; resetsAt: string }) => string;
  overloaded: (p: { retryAfterSeconds: number }) => string;
  serviceUnavailable: (p: { retryAfterSeconds: number }) => string;
  calculationTimeout: (p: { timeoutMs: number }) => string;
  /** The quota count cannot be read (the database is unreachable). */
  quotaUnknown: (p: { retryAfterSeconds: number }) => string;
  internal: () => string;

  // Validation frames (validate.ts, unknown-members.ts, input-rules.ts)
  /** A missing member; `expected` is zod's name of the type (`number`, `string`, `object`). */
  required: (p: { expected: string }) => string;
  noBodyTaken: () => string;
  bodyRequired: () => string;
  /** A member the object does not declare, with the closest known name or the known names (`sayNone`: say when there are none). */
  unknownMember: (p: { name: string; closest?: string; known: readonly string[]; sayNone?: boolean }) => string;
  /** A query parameter meant for the JSON body. */
  unknownParameterInBody: (p: { name: string; member: string }) => string;
  /** A query parameter written as a member of a value (`latitude.x`). */
  memberOfAValue: (p: { name: string; value: string }) => string;
  nestedTooDeep: (p: { levels: number }) => string;
  decimalNumber: (p: { got: string }) => string;

  // The date and time grammar (astro/time/date-grammar.ts, features/calc/date-schemas.ts)
  dateForm: (p: { form: DateFormName }) => string;
  /** Only the form was wrong; `lostPlus`: a `+` sent unencoded in a URL read as a space. */
  dateFormat: (p: { form: DateFormName; lostPlus: boolean }) => string;
  noSuchMonth: (p: { text: string; month: string; form: DateFormName }) => string;
  noSuchDay: (p: {
    text: string;
    day: string;
    month: number;
    year: number;
    days: number;
    form: DateFormName;
  }) => string;
  hour24: (p: { text: string; next: string; form: DateFormName }) => string;
  noSuchTime: (p: { text: string; unit: 'hour' | 'minute' | 'second'; value: string; form: DateFormName }) => string;
  leapSecond: (p: { text: string; form: DateFormName }) => string;
  dateWithTime: (p: { form: DateFormName }) => string;
  noTimeOfDay: (p: { text: string; form: DateFormName }) => string;
  noOffset: (p: { text: string; form: DateFormName }) => string;
  offsetOutOfRange: (p: { text: string; offset: string; form: DateFormName }) => string;
  yearRange: (p: { first: number; last: number }) => string;
  wholeYearRange: (p: { first: number; last: number }) => string;

  // Coordinates and time zones (features/calc/birth-data.ts)
  latitude: (p: { min: number; max: number }) => string;
  longitude: (p: { min: number; max: number }) => string;
  latitudeRequired: () => string;
  /** `value` as sent, JSON-quoted; `closest`: the zone probably meant. */
  unknownTimezone: (p: { value: string; version: string; closest?: string }) => string;
  longitudeRequired: () => string;

  // Points, aspects and other lists
  oneOf: (p: { values: readonly string[] }) => string;
  pointIds: (p: { ids: readonly string[] }) => string;
  atLeastOnePoint: () => string;
  aspectIds: (p: { ids: readonly string[] }) => string;
  atLeastOneAspect: () => string;
  eachOnce: (p: { item: ListItem }) => string;
  orb: (p: { max: number }) => string;
  houseSystem: (p: { value: string; names: readonly string[]; letters: readonly string[] }) => string;
  trueOrFalse: () => string;

  // Paging and other numbers
  integerRange: (p: { min: number; max: number }) => string;
  atMostCharacters: (p: { max: number }) => string;

  // Feature inputs (schemas and routes of src/features)
  wholeNumber: (p: { min: number; max: number; unit?: CountUnit }) => string;
  calendarYear: () => string;
  fourDigitYear: () => string;
  twoDigits: (p: { min: string; max: string }) => string;
  monthRange: (p: { first: string; last: string }) => string;
  instantRange: (p: { first: string; last: string }) => string;
  timeOfDay: () => string;
  calendarDateOrNull: () => string;
  /** One value is accepted (a JSON:API `type`). */
  exactly: (p: { value: string }) => string;
  /** A few values, written as a list with "or". */
  either: (p: { values: readonly string[] }) => string;
  houseSystemName: (p: { names: readonly string[] }) => string;
  nonEmpty: (p: { what: NamedText }) => string;
  atMostDomainPatterns: (p: { max: number }) => string;
  jsonObjectBytes: (p: { max: number }) => string;
  atLeastOneEvent: () => string;
  atLeastOneOf: (p: { values: readonly string[] }) => string;
  atLeastOneAttribute: () => string;
  atLeastOneWeight: () => string;
  domainPattern: () => string;
  urn: () => string;
  languageCode: () => string;
  languageTag: (p: { count: number }) => string;
  email: () => string;
  webhookSecret: () => string;
  idempotencyKey: () => string;
  characters: (p: { min: number; max: number }) => string;
  fullNameText: () => string;
  /** A name numerology cannot count: `letter` of another script, or no letter; `report`: for a numerology report. */
  numerologyName: (p: { letter?: string; report?: boolean }) => string;
  templateObject: (p: { what: 'editorConfig' | 'pageSettings'; orText: boolean }) => string;
  /** `reason`: the JSON parser's words, quoted as they are. */
  notJson: (p: { reason: string }) => string;
  jsonTooLong: (p: { max: number }) => string;
  idOf: (p: { what: 'conversation' | 'chatProfile' }) => string;
  userMessage: () => string;
  idInPath: () => string;
  differentSecret: () => string;
  customCopyKeeps: (p: { member: 'urn' | 'language' }) => string;
  onlyGlobalCopied: () => string;
  profileOfConversation: () => string;
  unknownCode: (p: { kind: CodeKind; value: string; values: readonly string[] }) => string;
  requiredForKeyList: (p: { list: 'permissions' | 'modules' }) => string;
  noSuchPlace: () => string;
  transitOrPartner: () => string;
  transitCoordinates: () => string;
  pngSide: (p: { max: number; svgMax: number }) => string;
  parameterName: () => string;
  valueOrMembers: (p: { name: string }) => string;
  personsShape: (p: { sent: readonly string[] }) => string;
  personRequired: () => string;
  flatPersonRequired: (p: { dateTime: boolean }) => string;
  timezoneName: (p: { closest?: string }) => string;
  badText: (p: { problem: 'nul' | 'surrogate'; memberName: boolean }) => string;
  reportLanguage: (p: { values: readonly string[]; reportType: string }) => string;
  kundliSidereal: () => string;
  matchRole: () => string;
  matchPartner: () => string;
  partnerRequired: (p: { reportType: string }) => string;
  targetDateRequired: () => string;
  externalUserIdRequired: () => string;
  organizationItemsOnly: () => string;
  webhookUrl: (p: WebhookUrlProblem) => string;
  /** `got`, `text`, `property`, `value`: quoted from the CSS as sent. */
  customCss: (p: CssProblem) => string;

  // Calculation input problems (astro/errors.ts ProblemReason), without the field's name
  range: (p: ReasonOf<'range'>) => string;
  after: (p: ReasonOf<'after'>) => string;
  span: (p: ReasonOf<'span'>) => string;
  among: (p: ReasonOf<'among'>) => string;
  engineHouseSystem: (p: ReasonOf<'houseSystem'>) => string;
  shape: (p: ReasonOf<'shape'>) => string;
  siderealOnly: () => string;
  placeNeeded: (p: ReasonOf<'placeNeeded'>) => string;
  polar: (p: ReasonOf<'polar'>) => string;
  localTime: (p: ReasonOf<'localTime'>) => string;
  tooManyReturns: (p: ReasonOf<'tooManyReturns'>) => string;
  afterBirth: (p: ReasonOf<'afterBirth'>) => string;
  unknownStar: () => string;
}
