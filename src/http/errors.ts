/**
 * The list of errors the API answers with. Each has an HTTP status and a stable `code` that
 * clients can branch on; the message explains it to a person; `parameter` names the offending
 * field where there is one (dotted path, e.g. `person1.latitude`, or `page[size]`).
 * The error handler renders them as JSON:API error objects.
 */
import type { BoundedField } from '../auth/key-bounds.ts';
import { CalculationInputRejected, type InputLocation, PoolOverloaded, PoolTimeout } from '../calc/pool-errors.ts';
import { callerProblem, type InputProblem, inputProblemOf } from '../calc/tasks/task-outcome.ts';

export type ParameterLocation = InputLocation;

export interface ApiErrorOptions {
  parameter?: string;
  location?: ParameterLocation;
  headers?: Record<string, string>;
  /** Extra machine-readable details (e.g. the allowed values). */
  meta?: Record<string, unknown>;
}

export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly title: string;
  readonly parameter?: string;
  readonly location?: ParameterLocation;
  readonly headers: Record<string, string>;
  readonly meta?: Record<string, unknown>;

  constructor(status: number, code: string, title: string, message: string, options: ApiErrorOptions = {}) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.title = title;
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
  message: string;
}

/** A request with one or more invalid fields; rendered as one error object per field. */
export class ValidationError extends ApiError {
  constructor(readonly problems: FieldProblem[]) {
    const first = problems[0];
    super(
      400,
      'invalid_parameter',
      'Invalid parameter',
      first ? `${first.parameter}: ${first.message}` : 'Invalid request',
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
  return new ValidationError([{ parameter: problem.field, location, message: problem.detail }]);
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
const BEYOND_CALLER: Record<BoundedField, { code: string; title: string; what: string }> = {
  permissions: { code: 'permission_not_grantable', title: 'Permission not grantable', what: 'a permission' },
  modules: { code: 'module_not_grantable', title: 'Module not grantable', what: 'a module' },
  allowedDomains: { code: 'domain_not_grantable', title: 'Domains not grantable', what: 'use from a domain' },
  rateLimit: {
    code: 'rate_limit_not_grantable',
    title: 'Rate limit not grantable',
    what: 'a rate limit (more requests, a shorter window, or none)',
  },
  expiresIn: { code: 'expiry_not_grantable', title: 'Expiry not grantable', what: 'an expiry (later, or none)' },
};

/**
 * Every error the API answers, one named builder each: the one place that lists the codes (a
 * feature never builds an ApiError of its own).
 */
export const errors = {
  // Requests, API keys, permissions, routes
  invalidParameter: (parameter: string, location: ParameterLocation, message: string) =>
    new ValidationError([{ parameter, location, message }]),
  invalidJson: (message: string) =>
    new ApiError(400, 'invalid_json', 'Malformed JSON', `The request body is not valid JSON: ${message}`, {
      location: 'body',
    }),
  unsupportedMediaType: (type: string) =>
    new ApiError(
      415,
      'unsupported_media_type',
      'Unsupported media type',
      `Request bodies must be application/json (got "${type}")`,
      {
        parameter: 'Content-Type',
        location: 'header',
      },
    ),
  unsupportedCharset: (charset: string) =>
    new ApiError(
      415,
      'unsupported_charset',
      'Unsupported charset',
      `Request bodies must be UTF-8 (got charset "${charset}")`,
      {
        parameter: 'Content-Type',
        location: 'header',
      },
    ),
  invalidContentEncoding: (encoding: string, reason: string) =>
    new ApiError(
      400,
      'invalid_content_encoding',
      'Body does not decompress',
      `The request body is not valid ${encoding} data: ${reason}`,
      {
        parameter: 'Content-Encoding',
        location: 'header',
      },
    ),
  unsupportedContentEncoding: (encoding: string) =>
    new ApiError(
      415,
      'unsupported_content_encoding',
      'Unsupported content encoding',
      `Request bodies may be compressed with one of gzip, deflate or br (got Content-Encoding "${encoding}")`,
      {
        parameter: 'Content-Encoding',
        location: 'header',
      },
    ),
  payloadTooLarge: (limit: string) =>
    new ApiError(413, 'payload_too_large', 'Payload too large', `The request body is larger than ${limit}`, {
      location: 'body',
    }),
  missingApiKey: () =>
    new ApiError(401, 'missing_api_key', 'Missing API key', 'Send your API key in the X-Api-Key header', {
      parameter: 'X-Api-Key',
      location: 'header',
    }),
  invalidApiKey: () =>
    new ApiError(401, 'invalid_api_key', 'Invalid API key', 'The API key is unknown or has been revoked', {
      parameter: 'X-Api-Key',
      location: 'header',
    }),
  disabledApiKey: () =>
    new ApiError(401, 'api_key_disabled', 'API key disabled', 'The API key is disabled', {
      parameter: 'X-Api-Key',
      location: 'header',
    }),
  expiredApiKey: (expiresAt: string) =>
    new ApiError(401, 'api_key_expired', 'API key expired', `The API key expired at ${expiresAt}`, {
      parameter: 'X-Api-Key',
      location: 'header',
    }),
  domainNotAllowed: (origin: string, header: 'Origin' | 'Referer') =>
    new ApiError(
      403,
      'domain_not_allowed',
      'Domain not allowed',
      `This API key may not be used from ${origin} (${header} header)`,
      {
        parameter: header,
        location: 'header',
      },
    ),
  missingPermission: (permission: string, reason: 'role' | 'key') =>
    new ApiError(
      403,
      'missing_permission',
      'Missing permission',
      reason === 'role'
        ? `Your role in this organization lacks the permission ${permission}`
        : `This API key lacks the permission ${permission}`,
      { meta: { permission } },
    ),
  missingModule: (module: string, reason: 'organization' | 'key') =>
    new ApiError(
      403,
      'missing_module',
      'Module not available',
      reason === 'organization'
        ? `Your organization has not purchased the module ${module}`
        : `This API key is not allowed to use the module ${module}`,
      { meta: { module } },
    ),
  organizationMismatch: (parameter: string) =>
    new ApiError(
      403,
      'organization_mismatch',
      'Organization mismatch',
      'Only the organization of the API key making the request can be acted on',
      {
        parameter,
        location: 'body',
      },
    ),
  notFound: (what: string, parameter?: string) =>
    new ApiError(
      404,
      'not_found',
      'Not found',
      `${what} was not found`,
      parameter ? { parameter, location: 'path' } : {},
    ),
  routeNotFound: (method: string, path: string) =>
    new ApiError(404, 'route_not_found', 'Not found', `No route ${method} ${path}`),
  methodNotAllowed: (method: string, path: string, allowed: string[]) =>
    new ApiError(
      405,
      'method_not_allowed',
      'Method not allowed',
      `${method} is not allowed on ${path}; use ${allowed.join(', ')}`,
      {
        headers: { Allow: allowed.join(', ') },
      },
    ),
  // PDF reports (features/pdf-reports)
  templateNotFound: (templateId: string) =>
    new ApiError(
      422,
      'template_not_found',
      'Unprocessable request',
      `No template ${templateId} is available to this organization`,
      { parameter: 'data.attributes.templateId', location: 'body' },
    ),
  reportTypeMismatch: (templateType: string, requestedType: string) =>
    new ApiError(
      422,
      'report_type_mismatch',
      'Unprocessable request',
      `The template is for ${templateType} reports, not ${requestedType}`,
      { parameter: 'data.attributes.reportType', location: 'body' },
    ),
  templateInactive: () =>
    new ApiError(
      422,
      'template_inactive',
      'Unprocessable request',
      'The template is inactive; activate it or choose another',
      { parameter: 'data.attributes.templateId', location: 'body' },
    ),
  idempotencyKeyReused: (reportId: string) =>
    new ApiError(
      422,
      'idempotency_key_reused',
      'Idempotency key reused',
      'This Idempotency-Key was used for a different request',
      { parameter: 'Idempotency-Key', location: 'header', meta: { reportId } },
    ),
  reportFailed: (failureReason: string | null) =>
    new ApiError(409, 'report_failed', 'Report failed', `The report failed: ${failureReason ?? 'unknown reason'}`, {
      meta: { status: 'failed', failureReason },
    }),
  /** A queued or active report's file; `worker` says whether a report worker will take it, with advice when none will. */
  reportNotReady: (status: string, progress: number, worker: { status: string; advice: string | null } | null) =>
    new ApiError(
      409,
      'report_not_ready',
      'Report not ready',
      `The report is ${status} (${progress}% done); try again shortly${
        worker?.advice ? `; but no report worker is running. ${worker.advice}` : ''
      }`,
      { headers: { 'Retry-After': '2' }, meta: { status, progress, ...(worker ? { worker } : {}) } },
    ),

  // PDF templates (features/pdf-templates)
  scopeImmutable: () =>
    new ApiError(
      422,
      'scope_immutable',
      'Unprocessable request',
      'isGlobal cannot be changed: create a new template instead',
      { parameter: 'data.attributes.isGlobal', location: 'body' },
    ),
  platformAdminRequired: (parameter?: string) =>
    new ApiError(
      403,
      'platform_admin_required',
      'Platform admin required',
      'Only platform admins create, change or delete global templates',
      parameter ? { parameter, location: 'body' } : {},
    ),

  // Members and API keys (features/members, features/api-keys)
  alreadyMember: (email: string) =>
    new ApiError(409, 'already_member', 'Conflict', `${email} is already a member of this organization`, {
      parameter: 'data.attributes.email',
      location: 'body',
    }),
  roleNotAssignable: (actor: string, target: string, parameter: string) =>
    new ApiError(403, 'role_not_assignable', 'Role not assignable', `A ${actor} cannot make anyone ${target}`, {
      parameter,
      location: 'body',
    }),
  ownerProtected: () =>
    new ApiError(403, 'owner_protected', 'Owner protected', 'Only an owner can change or remove an owner'),
  lastOwner: () =>
    new ApiError(
      403,
      'last_owner',
      'Last owner',
      "The organization's last owner cannot be demoted or removed; make someone else owner first",
    ),
  /** A permission the key asked for; `lackedBy` says who lacks it (the owner's role, or the requesting key). */
  permissionNotGrantable: (permission: string, lackedBy: 'role' | 'key', parameter: string) =>
    new ApiError(
      403,
      'permission_not_grantable',
      'Permission not grantable',
      `A key cannot be given ${permission}: ${lackedBy === 'role' ? "the owner's role lacks it" : 'the key making this request lacks it'}`,
      { parameter, location: 'body' },
    ),
  moduleNotGrantable: (module: string, refusedBy: 'organization' | 'key', parameter: string) =>
    new ApiError(
      403,
      'module_not_grantable',
      'Module not grantable',
      `A key cannot be given the module ${module}: ${refusedBy === 'key' ? 'the key making this request may not use it' : 'the organization has not purchased it'}`,
      { parameter, location: 'body' },
    ),
  /** A key setting beyond the requesting key's own (the widening rule): one code per setting; `fields` all that are beyond. */
  beyondCaller: (field: BoundedField, parameter: string, fields: readonly string[]) => {
    const { code, title, what } = BEYOND_CALLER[field];
    return new ApiError(403, code, title, `A key cannot be given ${what} beyond those of the key making this request`, {
      parameter,
      location: 'body',
      meta: { fields },
    });
  },
  keyNotManageable: (fields: readonly string[]) =>
    new ApiError(
      403,
      'key_not_manageable',
      'Key not manageable',
      `This key goes beyond the key making the request (${fields.join(', ')}): only a key at least as wide may change or revoke it`,
      { parameter: 'id', location: 'path', meta: { fields } },
    ),

  // Signed chart URLs (features/chart/signed-requests.ts)
  invalidSignature: (message: string, parameter: string, location: 'query' | 'header') =>
    new ApiError(403, 'invalid_signature', 'Invalid signature', message, { parameter, location }),
  signedUrlExpired: (expiresAt: string, parameter: string) =>
    new ApiError(403, 'signed_url_expired', 'Signed URL expired', `This signed URL expired at ${expiresAt}`, {
      parameter,
      location: 'query',
    }),
  /** The key that signed a URL is not usable now: code signing_key_revoked, signing_key_disabled or signing_key_expired. */
  signingKeyRefused: (reason: 'revoked' | 'disabled' | 'expired', parameter: string) =>
    new ApiError(
      403,
      `signing_key_${reason}`,
      'Signing key not usable',
      `The key that signed this URL is ${reason === 'revoked' ? 'revoked or no longer valid' : reason}`,
      { parameter, location: 'query' },
    ),

  // Content (features/content)
  globalContentReadOnly: (action: string) =>
    new ApiError(
      403,
      'global_content_read_only',
      'Global content is read-only',
      `Global items cannot be ${action} by an organization; make a custom copy (POST /api/content/{id}/custom-copy) and edit that`,
      { parameter: 'id', location: 'path' },
    ),
  /** The organization's live item with the URN and language (`existingId`, when known) takes the place. */
  urnTaken: (existingId: string | undefined, parameter: string) =>
    new ApiError(
      409,
      'urn_taken',
      'Conflict',
      `Your organization already has a live item with this URN and language${existingId ? ` (${existingId})` : ''}`,
      {
        parameter,
        location: parameter === 'id' ? 'path' : 'body',
        ...(existingId ? { meta: { id: existingId } } : {}),
      },
    ),
  notDeleted: () =>
    new ApiError(409, 'not_deleted', 'Conflict', 'The item is not deleted', { parameter: 'id', location: 'path' }),

  // Chatbots and chat (features/chatbots, features/chat)
  /** `parameter` is the path parameter naming the chatbot (`id`, `chatbotId`). */
  chatbotDisabled: (parameter: string) =>
    new ApiError(
      409,
      'chatbot_disabled',
      'Chatbot disabled',
      'The chatbot is disabled; enable it with PATCH /api/chatbots/{id}',
      { parameter, location: 'path' },
    ),
  chatbotDomainNotAllowed: (host: string, header: 'Origin' | 'Referer') =>
    new ApiError(
      403,
      'domain_not_allowed',
      'Domain not allowed',
      `This chatbot may not be used from ${host} (${header} header)`,
      { parameter: header, location: 'header' },
    ),
  externalUserTaken: () =>
    new ApiError(409, 'external_user_taken', 'Conflict', 'The chatbot already has a profile for this externalUserId', {
      parameter: 'data.attributes.externalUserId',
      location: 'body',
    }),
  /** A conversation named in the body that is not `expected` (the kinds of conversation the endpoint continues). */
  noSuchConversation: (expected: string) =>
    new ApiError(
      404,
      'not_found',
      'Not found',
      `conversationId: no such conversation; expected the id of ${expected}`,
      { parameter: 'conversationId', location: 'body' },
    ),
  noSuchChatProfile: () =>
    new ApiError(404, 'not_found', 'Not found', 'profileId: no such chat profile of this chatbot', {
      parameter: 'profileId',
      location: 'body',
    }),
  /** CHAT_API_URL / CHAT_MODEL are unset: the service has no language model to talk through. */
  chatUnavailable: () =>
    new ApiError(
      503,
      'chat_unavailable',
      'Chat unavailable',
      'Chat is not configured on this service: set CHAT_API_URL (base URL of an OpenAI-compatible API) and CHAT_MODEL (and CHAT_API_KEY if the API needs one)',
    ),
  /** The language model sent nothing within the chatbot's time-out. */
  chatUpstreamTimeout: (message: string, timeoutMs: number) =>
    new ApiError(
      504,
      'chat_upstream_timeout',
      'Language model timed out',
      `${message} (the chatbot's chatTimeoutMs is ${timeoutMs})`,
      { meta: { timeoutMs } },
    ),
  /** The language model failed, with its HTTP status when it sent one. */
  chatUpstreamError: (message: string, providerStatus: number | null) =>
    new ApiError(502, 'chat_upstream_error', 'Language model error', message, { meta: { providerStatus } }),
  /** The caller closed the connection before the answer started (only the access log sees it; 499 as nginx names it). */
  clientClosedRequest: () =>
    new ApiError(
      499,
      'client_closed_request',
      'Client closed request',
      'The caller went away before the answer started',
    ),

  // Limits and the service's own state
  rateLimited: (retryAfterSeconds: number) =>
    new ApiError(
      429,
      'rate_limited',
      'Too many requests',
      `The rate limit of this API key is spent; retry in ${retryAfterSeconds} s`,
      {
        headers: { 'Retry-After': String(retryAfterSeconds) },
      },
    ),
  quotaExceeded: (limit: number, resetsAt: string) =>
    new ApiError(
      429,
      'quota_exceeded',
      'Monthly quota exceeded',
      `The account's monthly quota of ${limit} requests is spent; it resets at ${resetsAt}`,
      {
        headers: { 'Retry-After': String(Math.max(1, Math.ceil((Date.parse(resetsAt) - Date.now()) / 1000))) },
        meta: { limit, resetsAt },
      },
    ),
  overloaded: (retryAfterSeconds: number) =>
    new ApiError(503, 'overloaded', 'Service busy', `The calculation queue is full; retry in ${retryAfterSeconds} s`, {
      headers: { 'Retry-After': String(retryAfterSeconds) },
    }),
  /** A dependency (the database, Redis) cannot be reached: the caller retries; never a 500. */
  serviceUnavailable: (
    retryAfterSeconds = 5,
    message = `A service this request needs is unreachable; retry in ${retryAfterSeconds} s`,
  ) =>
    new ApiError(503, 'service_unavailable', 'Service unavailable', message, {
      headers: { 'Retry-After': String(retryAfterSeconds) },
    }),
  timeout: (message: string) => new ApiError(504, 'calculation_timeout', 'Calculation timed out', message),
  internal: () =>
    new ApiError(
      500,
      'internal_error',
      'Internal error',
      'Something went wrong on our side; quote the request id if you contact us',
    ),
};

/**
 * What the web side answers for a calculation that gave no result (calc/pool-errors.ts): the one
 * place where the pool's refusals become HTTP (503 with Retry-After, 504, 400 naming the field).
 * ApiErrors pass through; anything else gives undefined.
 */
export function apiErrorOf(thrown: unknown): ApiError | undefined {
  if (thrown instanceof ApiError) return thrown;
  if (thrown instanceof PoolOverloaded) return errors.overloaded(thrown.retryAfterSeconds);
  if (thrown instanceof PoolTimeout) return errors.timeout(thrown.message);
  if (thrown instanceof CalculationInputRejected) return inputProblemError(thrown.problem, thrown.location);
  return undefined;
}
