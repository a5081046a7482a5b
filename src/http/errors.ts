/**
 * The list of errors the API answers with. Each has an HTTP status and a stable `code` that
 * clients can branch on; the message explains it to a person; `parameter` names the offending
 * field where there is one (dotted path, e.g. `person1.latitude`, or `page[size]`).
 * Titles and details come from the error catalogue (error-text/): each error carries them as
 * functions of the catalogue, and the error handler renders them as JSON:API error objects in
 * the request's language; `.message` and `.title` are the English ones.
 */
import type { BoundedField } from '../auth/key-bounds.ts';
import { CalculationInputRejected, type InputLocation, PoolOverloaded, PoolTimeout } from '../calc/pool-errors.ts';
import { callerProblem, type InputProblem, inputProblemOf } from '../calc/tasks/task-outcome.ts';
import { type ErrorText, type ErrorTitles, type Message, reasonText, write } from './error-text/index.ts';

export type ParameterLocation = InputLocation;

export interface ApiErrorOptions {
  parameter?: string;
  location?: ParameterLocation;
  headers?: Record<string, string>;
  /** Extra machine-readable details (e.g. the allowed values). */
  meta?: Record<string, unknown>;
}

/** A title of the catalogue, by its name. */
const title =
  (name: keyof ErrorTitles): ErrorText =>
  (t) =>
    t.title[name];

const asText = (message: Message): ErrorText => (typeof message === 'string' ? () => message : message);

export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  /** The title in English. */
  readonly title: string;
  /** The title in any language of the catalogue. */
  readonly titleText: ErrorText;
  /** The detail in any language of the catalogue (`.message` is the English one). */
  readonly text: ErrorText;
  readonly parameter?: string;
  readonly location?: ParameterLocation;
  readonly headers: Record<string, string>;
  readonly meta?: Record<string, unknown>;

  constructor(status: number, code: string, title: Message, detail: Message, options: ApiErrorOptions = {}) {
    super(write(detail));
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.title = write(title);
    this.titleText = asText(title);
    this.text = asText(detail);
    this.parameter = options.parameter;
    this.location = options.location;
    this.headers = options.headers ?? {};
    this.meta = options.meta;
  }
}

/** One invalid field, as validation reports it. */
export interface FieldProblem {
  parameter: string;
  location: ParameterLocation;
  /** What is wrong, without the field's name, in English. */
  message: string;
  /** The same in any language of the catalogue; absent for a message written elsewhere (quoted as it is). */
  text?: ErrorText;
}

/** A field problem whose message is a catalogue text (or a string written elsewhere). */
export function fieldProblem(parameter: string, location: ParameterLocation, message: Message): FieldProblem {
  return typeof message === 'string'
    ? { parameter, location, message }
    : { parameter, location, message: write(message), text: message };
}

/** A field problem's message in one language of the catalogue. */
export const problemText =
  (problem: FieldProblem): ErrorText =>
  (t) =>
    problem.text ? problem.text(t) : problem.message;

/** A request with one or more invalid fields; rendered as one error object per field. */
export class ValidationError extends ApiError {
  constructor(readonly problems: FieldProblem[]) {
    const first = problems[0];
    super(
      400,
      'invalid_parameter',
      title('invalidParameter'),
      first ? (t) => `${first.parameter}: ${problemText(first)(t)}` : (t) => t.invalidRequest(),
      {
        parameter: first?.parameter,
        location: first?.location,
      },
    );
    this.name = 'ValidationError';
  }
}

/**
 * A calculation's input problem as the 400 the caller sees: the one place an InputProblem turns
 * into HTTP. Its field is already in the caller's names (callerProblem).
 */
export function inputProblemError(problem: InputProblem, location: ParameterLocation): ValidationError {
  const text = problem.reason ? reasonText(problem.reason) : undefined;
  return new ValidationError([fieldProblem(problem.field, location, text ?? problem.detail)]);
}

/**
 * Runs a calculation on the web thread (a check before queueing or drawing); an input error it
 * throws becomes a 400 naming the field as the caller sent it (`prefix`, `names`: see callerProblem).
 */
export function callerInput<T>(
  check: () => T,
  location: ParameterLocation,
  prefix = '',
  names: Readonly<Record<string, string>> = {},
): T {
  try {
    return check();
  } catch (error) {
    const problem = inputProblemOf(error);
    if (!problem) throw error;
    throw inputProblemError(callerProblem(problem, prefix, names), location);
  }
}

/** The key settings the widening rule bounds (auth/key-bounds.ts), each refused with its own code. */
const BEYOND_CALLER: Record<BoundedField, { code: string; title: keyof ErrorTitles }> = {
  permissions: { code: 'permission_not_grantable', title: 'permissionNotGrantable' },
  modules: { code: 'module_not_grantable', title: 'moduleNotGrantable' },
  allowedDomains: { code: 'domain_not_grantable', title: 'domainsNotGrantable' },
  rateLimit: { code: 'rate_limit_not_grantable', title: 'rateLimitNotGrantable' },
  expiresIn: { code: 'expiry_not_grantable', title: 'expiryNotGrantable' },
};

const API_KEY_HEADER = { parameter: 'X-Api-Key', location: 'header' } as const;

/**
 * Every error the API answers, one named builder each: the one place that lists the codes (a
 * feature never builds an ApiError of its own). Titles and details are the catalogue's.
 */
export const errors = {
  // Requests, API keys, permissions, routes
  invalidParameter: (parameter: string, location: ParameterLocation, message: Message) =>
    new ValidationError([fieldProblem(parameter, location, message)]),
  invalidJson: (message: string) =>
    new ApiError(400, 'invalid_json', title('malformedJson'), (t) => t.invalidJson({ reason: message }), {
      location: 'body',
    }),
  unsupportedMediaType: (type: string) =>
    new ApiError(
      415,
      'unsupported_media_type',
      title('unsupportedMediaType'),
      (t) => t.unsupportedMediaType({ type }),
      {
        parameter: 'Content-Type',
        location: 'header',
      },
    ),
  unsupportedCharset: (charset: string) =>
    new ApiError(415, 'unsupported_charset', title('unsupportedCharset'), (t) => t.unsupportedCharset({ charset }), {
      parameter: 'Content-Type',
      location: 'header',
    }),
  invalidContentEncoding: (encoding: string, reason: string) =>
    new ApiError(
      400,
      'invalid_content_encoding',
      title('bodyDoesNotDecompress'),
      (t) => t.invalidContentEncoding({ encoding, reason }),
      { parameter: 'Content-Encoding', location: 'header' },
    ),
  unsupportedContentEncoding: (encoding: string) =>
    new ApiError(
      415,
      'unsupported_content_encoding',
      title('unsupportedContentEncoding'),
      (t) => t.unsupportedContentEncoding({ encoding }),
      { parameter: 'Content-Encoding', location: 'header' },
    ),
  /** `bytes`: the limit the parser applied, when it says. */
  payloadTooLarge: (bytes: number | undefined) =>
    new ApiError(413, 'payload_too_large', title('payloadTooLarge'), (t) => t.payloadTooLarge({ bytes }), {
      location: 'body',
    }),
  missingApiKey: () =>
    new ApiError(401, 'missing_api_key', title('missingApiKey'), (t) => t.missingApiKey(), API_KEY_HEADER),
  invalidApiKey: () =>
    new ApiError(401, 'invalid_api_key', title('invalidApiKey'), (t) => t.invalidApiKey(), API_KEY_HEADER),
  disabledApiKey: () =>
    new ApiError(401, 'api_key_disabled', title('apiKeyDisabled'), (t) => t.disabledApiKey(), API_KEY_HEADER),
  expiredApiKey: (expiresAt: string) =>
    new ApiError(401, 'api_key_expired', title('apiKeyExpired'), (t) => t.expiredApiKey({ expiresAt }), API_KEY_HEADER),
  domainNotAllowed: (origin: string, header: 'Origin' | 'Referer') =>
    new ApiError(403, 'domain_not_allowed', title('domainNotAllowed'), (t) => t.domainNotAllowed({ origin, header }), {
      parameter: header,
      location: 'header',
    }),
  missingPermission: (permission: string, reason: 'role' | 'key') =>
    new ApiError(
      403,
      'missing_permission',
      title('missingPermission'),
      (t) => t.missingPermission({ permission, reason }),
      { meta: { permission } },
    ),
  missingModule: (module: string, reason: 'organization' | 'key') =>
    new ApiError(403, 'missing_module', title('moduleNotAvailable'), (t) => t.missingModule({ module, reason }), {
      meta: { module },
    }),
  organizationMismatch: (parameter: string) =>
    new ApiError(403, 'organization_mismatch', title('organizationMismatch'), (t) => t.organizationMismatch(), {
      parameter,
      location: 'body',
    }),
  /** `what`: the resource, in English (`Chatbot`, `PDF report`); the catalogue names it in each language. */
  notFound: (what: string, parameter?: string) =>
    new ApiError(
      404,
      'not_found',
      title('notFound'),
      (t) => t.notFound({ what: t.resource(what) }),
      parameter ? { parameter, location: 'path' } : {},
    ),
  /** An ISO week a year does not have. */
  weekNotFound: (week: string, year: string, weeks: number) =>
    new ApiError(404, 'not_found', title('notFound'), (t) => t.weekNotFound({ week, year, weeks }), {
      parameter: 'week',
      location: 'path',
    }),
  routeNotFound: (method: string, path: string) =>
    new ApiError(404, 'route_not_found', title('notFound'), (t) => t.routeNotFound({ method, path })),
  methodNotAllowed: (method: string, path: string, allowed: string[]) =>
    new ApiError(
      405,
      'method_not_allowed',
      title('methodNotAllowed'),
      (t) => t.methodNotAllowed({ method, path, allowed }),
      { headers: { Allow: allowed.join(', ') } },
    ),
  // PDF reports (features/pdf-reports)
  templateNotFound: (templateId: string) =>
    new ApiError(422, 'template_not_found', title('unprocessable'), (t) => t.templateNotFound({ templateId }), {
      parameter: 'data.attributes.templateId',
      location: 'body',
    }),
  reportTypeMismatch: (templateType: string, requestedType: string) =>
    new ApiError(
      422,
      'report_type_mismatch',
      title('unprocessable'),
      (t) => t.reportTypeMismatch({ templateType, requestedType }),
      { parameter: 'data.attributes.reportType', location: 'body' },
    ),
  templateInactive: () =>
    new ApiError(422, 'template_inactive', title('unprocessable'), (t) => t.templateInactive(), {
      parameter: 'data.attributes.templateId',
      location: 'body',
    }),
  idempotencyKeyReused: (reportId: string) =>
    new ApiError(422, 'idempotency_key_reused', title('idempotencyKeyReused'), (t) => t.idempotencyKeyReused(), {
      parameter: 'Idempotency-Key',
      location: 'header',
      meta: { reportId },
    }),
  reportFailed: (failureReason: string | null) =>
    new ApiError(409, 'report_failed', title('reportFailed'), (t) => t.reportFailed({ reason: failureReason }), {
      meta: { status: 'failed', failureReason },
    }),
  /** A queued or active report's file; `worker` says whether a report worker will take it, with advice when none will. */
  reportNotReady: (status: string, progress: number, worker: { status: string; advice: string | null } | null) =>
    new ApiError(
      409,
      'report_not_ready',
      title('reportNotReady'),
      (t) => t.reportNotReady({ status, progress, advice: worker?.advice ?? null }),
      { headers: { 'Retry-After': '2' }, meta: { status, progress, ...(worker ? { worker } : {}) } },
    ),

  // PDF templates (features/pdf-templates)
  scopeImmutable: () =>
    new ApiError(422, 'scope_immutable', title('unprocessable'), (t) => t.scopeImmutable(), {
      parameter: 'data.attributes.isGlobal',
      location: 'body',
    }),
  platformAdminRequired: (parameter?: string) =>
    new ApiError(
      403,
      'platform_admin_required',
      title('platformAdminRequired'),
      (t) => t.platformAdminRequired(),
      parameter ? { parameter, location: 'body' } : {},
    ),

  // Members and API keys (features/members, features/api-keys)
  alreadyMember: (email: string) =>
    new ApiError(409, 'already_member', title('conflict'), (t) => t.alreadyMember({ email }), {
      parameter: 'data.attributes.email',
      location: 'body',
    }),
  roleNotAssignable: (actor: string, target: string, parameter: string) =>
    new ApiError(
      403,
      'role_not_assignable',
      title('roleNotAssignable'),
      (t) => t.roleNotAssignable({ actor, target }),
      {
        parameter,
        location: 'body',
      },
    ),
  ownerProtected: () => new ApiError(403, 'owner_protected', title('ownerProtected'), (t) => t.ownerProtected()),
  lastOwner: () => new ApiError(403, 'last_owner', title('lastOwner'), (t) => t.lastOwner()),
  /** A permission the key asked for; `lackedBy` says who lacks it (the owner's role, or the requesting key). */
  permissionNotGrantable: (permission: string, lackedBy: 'role' | 'key', parameter: string) =>
    new ApiError(
      403,
      'permission_not_grantable',
      title('permissionNotGrantable'),
      (t) => t.permissionNotGrantable({ permission, lackedBy }),
      { parameter, location: 'body' },
    ),
  moduleNotGrantable: (module: string, refusedBy: 'organization' | 'key', parameter: string) =>
    new ApiError(
      403,
      'module_not_grantable',
      title('moduleNotGrantable'),
      (t) => t.moduleNotGrantable({ module, refusedBy }),
      { parameter, location: 'body' },
    ),
  /** A key setting beyond the requesting key's own (the widening rule): one code per setting; `fields` all that are beyond. */
  beyondCaller: (field: BoundedField, parameter: string, fields: readonly string[]) => {
    const { code, title: name } = BEYOND_CALLER[field];
    return new ApiError(403, code, title(name), (t) => t.beyondCaller({ setting: field }), {
      parameter,
      location: 'body',
      meta: { fields },
    });
  },
  keyNotManageable: (fields: readonly string[]) =>
    new ApiError(403, 'key_not_manageable', title('keyNotManageable'), (t) => t.keyNotManageable({ fields }), {
      parameter: 'id',
      location: 'path',
      meta: { fields },
    }),

  // Signed chart URLs (features/chart/signed-requests.ts)
  invalidSignature: (message: Message, parameter: string, location: 'query' | 'header') =>
    new ApiError(403, 'invalid_signature', title('invalidSignature'), message, { parameter, location }),
  signedUrlExpired: (expiresAt: string, parameter: string) =>
    new ApiError(403, 'signed_url_expired', title('signedUrlExpired'), (t) => t.signedUrlExpired({ expiresAt }), {
      parameter,
      location: 'query',
    }),
  /** The key that signed a URL is not usable now: code signing_key_revoked, signing_key_disabled or signing_key_expired. */
  signingKeyRefused: (reason: 'revoked' | 'disabled' | 'expired', parameter: string) =>
    new ApiError(403, `signing_key_${reason}`, title('signingKeyNotUsable'), (t) => t.signingKeyRefused({ reason }), {
      parameter,
      location: 'query',
    }),

  // Content (features/content)
  /** `action`: what the organization tried (`updated`, `deleted`, `restored`). */
  globalContentReadOnly: (action: string) =>
    new ApiError(
      403,
      'global_content_read_only',
      title('globalContentReadOnly'),
      (t) => t.globalContentReadOnly({ action }),
      { parameter: 'id', location: 'path' },
    ),
  /** The organization's live item with the URN and language (`existingId`, when known) takes the place. */
  urnTaken: (existingId: string | undefined, parameter: string) =>
    new ApiError(409, 'urn_taken', title('conflict'), (t) => t.urnTaken({ existingId }), {
      parameter,
      location: parameter === 'id' ? 'path' : 'body',
      ...(existingId ? { meta: { id: existingId } } : {}),
    }),
  notDeleted: () =>
    new ApiError(409, 'not_deleted', title('conflict'), (t) => t.notDeleted(), { parameter: 'id', location: 'path' }),

  // Chatbots and chat (features/chatbots, features/chat)
  /** `parameter` is the path parameter naming the chatbot (`id`, `chatbotId`). */
  chatbotDisabled: (parameter: string) =>
    new ApiError(409, 'chatbot_disabled', title('chatbotDisabled'), (t) => t.chatbotDisabled(), {
      parameter,
      location: 'path',
    }),
  chatbotDomainNotAllowed: (host: string, header: 'Origin' | 'Referer') =>
    new ApiError(
      403,
      'domain_not_allowed',
      title('domainNotAllowed'),
      (t) => t.chatbotDomainNotAllowed({ host, header }),
      { parameter: header, location: 'header' },
    ),
  externalUserTaken: () =>
    new ApiError(409, 'external_user_taken', title('conflict'), (t) => t.externalUserTaken(), {
      parameter: 'data.attributes.externalUserId',
      location: 'body',
    }),
  /** A conversation named in the body that is not of the kinds the endpoint continues (`direct`: direct conversations only). */
  noSuchConversation: (direct: boolean) =>
    new ApiError(404, 'not_found', title('notFound'), (t) => t.noSuchConversation({ direct }), {
      parameter: 'conversationId',
      location: 'body',
    }),
  noSuchChatProfile: () =>
    new ApiError(404, 'not_found', title('notFound'), (t) => t.noSuchChatProfile(), {
      parameter: 'profileId',
      location: 'body',
    }),
  /** CHAT_API_URL / CHAT_MODEL are unset: the service has no language model to talk through. */
  chatUnavailable: () => new ApiError(503, 'chat_unavailable', title('chatUnavailable'), (t) => t.chatUnavailable()),
  /** The language model sent nothing within the chatbot's time-out. */
  chatUpstreamTimeout: (message: string, timeoutMs: number) =>
    new ApiError(
      504,
      'chat_upstream_timeout',
      title('languageModelTimedOut'),
      (t) => t.chatUpstreamTimeout({ message, timeoutMs }),
      { meta: { timeoutMs } },
    ),
  /** The language model failed, with its HTTP status when it sent one (its message is quoted as it is). */
  chatUpstreamError: (message: string, providerStatus: number | null) =>
    new ApiError(502, 'chat_upstream_error', title('languageModelError'), message, { meta: { providerStatus } }),
  /** The caller closed the connection before the answer started (only the access log sees it; 499 as nginx names it). */
  clientClosedRequest: () =>
    new ApiError(499, 'client_closed_request', title('clientClosedRequest'), (t) => t.clientClosedRequest()),

  // Limits and the service's own state
  rateLimited: (retryAfterSeconds: number) =>
    new ApiError(429, 'rate_limited', title('tooManyRequests'), (t) => t.rateLimited({ retryAfterSeconds }), {
      headers: { 'Retry-After': String(retryAfterSeconds) },
    }),
  quotaExceeded: (limit: number, resetsAt: string) =>
    new ApiError(429, 'quota_exceeded', title('monthlyQuotaExceeded'), (t) => t.quotaExceeded({ limit, resetsAt }), {
      headers: { 'Retry-After': String(Math.max(1, Math.ceil((Date.parse(resetsAt) - Date.now()) / 1000))) },
      meta: { limit, resetsAt },
    }),
  overloaded: (retryAfterSeconds: number) =>
    new ApiError(503, 'overloaded', title('serviceBusy'), (t) => t.overloaded({ retryAfterSeconds }), {
      headers: { 'Retry-After': String(retryAfterSeconds) },
    }),
  /** A dependency (the database, Redis) cannot be reached: the caller retries; never a 500. */
  serviceUnavailable: (retryAfterSeconds = 5, message: Message = (t) => t.serviceUnavailable({ retryAfterSeconds })) =>
    new ApiError(503, 'service_unavailable', title('serviceUnavailable'), message, {
      headers: { 'Retry-After': String(retryAfterSeconds) },
    }),
  /** A calculation that ran out of time; `timeoutMs` when the pool's time-out ended it. */
  timeout: (message: string, timeoutMs?: number) =>
    new ApiError(
      504,
      'calculation_timeout',
      title('calculationTimedOut'),
      timeoutMs === undefined ? message : (t) => t.calculationTimeout({ timeoutMs }),
    ),
  internal: () => new ApiError(500, 'internal_error', title('internalError'), (t) => t.internal()),
};

/**
 * What the web side answers for a calculation that gave no result (calc/pool-errors.ts): the one
 * place where the pool's refusals become HTTP (503 with Retry-After, 504, 400 naming the field).
 * ApiErrors pass through; anything else gives undefined.
 */
export function apiErrorOf(thrown: unknown): ApiError | undefined {
  if (thrown instanceof ApiError) return thrown;
  if (thrown instanceof PoolOverloaded) return errors.overloaded(thrown.retryAfterSeconds);
  if (thrown instanceof PoolTimeout) return errors.timeout(thrown.message, thrown.timeoutMs);
  if (thrown instanceof CalculationInputRejected) return inputProblemError(thrown.problem, thrown.location);
  return undefined;
}
