/** The chat endpoints' own errors, in the API's error list format (status, stable code, field). */
import { ApiError } from '../../http/errors.ts';
import type { ChatUpstreamError } from './chat-model.ts';

export const chatErrors = {
  /** CHAT_API_URL / CHAT_MODEL are unset: the service has no language model to talk through. */
  unavailable: () =>
    new ApiError(
      503,
      'chat_unavailable',
      'Chat unavailable',
      'Chat is not configured on this service: set CHAT_API_URL (base URL of an OpenAI-compatible API) and CHAT_MODEL (and CHAT_API_KEY if the API needs one)',
    ),
  /** The language model failed (with its HTTP status when it sent one) or sent nothing within the chatbot's time-out. */
  upstream: (error: ChatUpstreamError, timeoutMs: number) =>
    error.kind === 'timeout'
      ? new ApiError(
          504,
          'chat_upstream_timeout',
          'Language model timed out',
          `${error.message} (the chatbot's chatTimeoutMs is ${timeoutMs})`,
          { meta: { timeoutMs } },
        )
      : new ApiError(502, 'chat_upstream_error', 'Language model error', error.message, {
          meta: { providerStatus: error.providerStatus },
        }),
  /** The caller closed the connection before the answer started (only the access log sees it; 499 as nginx names it). */
  callerGone: () =>
    new ApiError(
      499,
      'client_closed_request',
      'Client closed request',
      'The caller went away before the answer started',
    ),
  chatbotDisabled: () =>
    new ApiError(
      409,
      'chatbot_disabled',
      'Chatbot disabled',
      'The chatbot is disabled; enable it with PATCH /api/chatbots/{id}',
      { parameter: 'chatbotId', location: 'path' },
    ),
};
