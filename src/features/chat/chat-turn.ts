/**
 * One turn of a conversation, after every check has passed: the prompt goes to the language
 * model and the answer goes to the caller, as an event stream (text/event-stream, the default)
 * or, for a caller that accepts only application/json, as one JSON document. The turn (the
 * message and the complete answer, with its tokens) is stored once the answer is complete;
 * an answer that breaks off or whose caller goes away stores nothing but its estimated tokens
 * on the organization's month (the model has spent them; see token-estimate.ts).
 *
 * Streaming: the response starts (200, headers) only when the model's first chunk has arrived,
 * so that a model that fails or times out before answering becomes a plain 502/504 error. After
 * that, a failure ends the stream with an `error` event. The caller going away aborts the
 * upstream request. The body is a stream (Koa's `ctx.body = stream`) with `ctx.compress = false`,
 * so response compression (koa-compress honours the flag) never buffers the events.
 */

import { randomUUID } from 'node:crypto';
import type { Context } from 'koa';
import { ApiError, apiErrorOf, errors } from '../../http/errors.ts';
import type { Services } from '../../services.ts';
import {
  type ChatModel,
  type ChatModelMessage,
  type ChatPiece,
  ChatUpstreamError,
  type ChatUsage,
} from './chat-model.ts';
import { ChatEventStream } from './event-stream.ts';
import { type Exchange, recordInterruptedExchange, saveExchange } from './queries.ts';
import { estimatedPromptTokens } from './token-estimate.ts';

export interface ChatTurn {
  conversation: Exchange['conversation'];
  isNew: boolean;
  message: string;
  messages: ChatModelMessage[];
  /** The chatbot's upstream time-out, ms. */
  timeoutMs: number;
}

/** An id for a new conversation (stored with its first complete answer). */
export const newConversationId = (): string => randomUUID();

/** Aborted when the caller's connection closes before the response is complete. */
function callerGone(ctx: Context): AbortController {
  const controller = new AbortController();
  // Gone already (while the context was being built): the model is not asked at all.
  if (ctx.req.socket?.destroyed) controller.abort();
  else {
    ctx.res.once('close', () => {
      if (!ctx.res.writableFinished) controller.abort();
    });
  }
  return controller;
}

const usageBody = (usage: ChatUsage | null) =>
  usage
    ? {
        promptTokens: usage.promptTokens,
        completionTokens: usage.completionTokens,
        totalTokens: usage.promptTokens + usage.completionTokens,
      }
    : null;

function asApiError(error: unknown, timeoutMs: number): ApiError | undefined {
  const known = apiErrorOf(error);
  if (known) return known;
  if (error instanceof ChatUpstreamError)
    return error.kind === 'aborted'
      ? errors.clientClosedRequest()
      : error.kind === 'timeout'
        ? errors.chatUpstreamTimeout(error.message, timeoutMs)
        : errors.chatUpstreamError(error.message, error.providerStatus);
  return undefined;
}

/**
 * Whether a failed model call still cost tokens: the caller leaving, a time-out or a failure
 * after the model accepted the request did; a refusal with the provider's status did not.
 */
const spentTokens = (error: unknown, answerStarted: boolean) =>
  error instanceof ChatUpstreamError && (answerStarted || error.kind === 'aborted' || error.kind === 'timeout');

/** Counts an answer that broke off, with its estimated tokens, toward the organization's month. */
function recordInterrupted(services: Services, ctx: Context, turn: ChatTurn, completionChunks: number): Promise<void> {
  return recordInterruptedExchange(services.db, {
    organizationId: turn.conversation.organization_id,
    at: new Date(),
    estimatedPromptTokens: estimatedPromptTokens(turn.messages),
    estimatedCompletionTokens: completionChunks,
  }).catch((error) =>
    services.logger.warn(
      { err: error, requestId: ctx.state.requestId },
      "chat: could not record an interrupted answer's tokens",
    ),
  );
}

/** The error a failed model call becomes, logged for the operator (the caller leaving is not a failure). */
function upstreamFailure(error: unknown, turn: ChatTurn, services: Services, ctx: Context): unknown {
  if (error instanceof ChatUpstreamError && error.kind !== 'aborted') {
    services.logger.warn(
      { requestId: ctx.state.requestId, kind: error.kind, providerStatus: error.providerStatus, err: error },
      'chat: the language model failed',
    );
  }
  return asApiError(error, turn.timeoutMs) ?? error;
}

/** Answers the turn on `ctx`. Throws ApiErrors that happen before the answer starts. */
export async function answerTurn(ctx: Context, services: Services, model: ChatModel, turn: ChatTurn): Promise<void> {
  const caller = callerGone(ctx);
  const options = { signal: caller.signal, idleTimeoutMs: turn.timeoutMs };
  const store = (answer: string, finishReason: string | null, usage: ChatUsage | null) =>
    saveExchange(services.db, {
      conversation: turn.conversation,
      isNew: turn.isNew,
      message: turn.message,
      answer,
      finishReason,
      usage,
      at: new Date(),
    });

  if (ctx.accepts('text/event-stream', 'application/json') === 'application/json') {
    let result;
    try {
      result = await model.complete(turn.messages, options);
    } catch (error) {
      if (spentTokens(error, false)) await recordInterrupted(services, ctx, turn, 0);
      throw upstreamFailure(error, turn, services, ctx);
    }
    const saved = await store(result.text, result.finishReason, result.usage);
    ctx.type = 'application/json';
    ctx.body = {
      data: {
        type: 'chat-answer',
        id: saved.id,
        attributes: {
          conversationId: turn.conversation.id,
          text: result.text,
          finishReason: result.finishReason,
          usage: usageBody(result.usage),
        },
      },
    };
    return;
  }

  const pieces = model.stream(turn.messages, options);
  let first: IteratorResult<ChatPiece>;
  try {
    first = await pieces.next();
  } catch (error) {
    if (spentTokens(error, false)) await recordInterrupted(services, ctx, turn, 0);
    throw upstreamFailure(error, turn, services, ctx);
  }
  const events = new ChatEventStream();
  ctx.status = 200;
  ctx.type = 'text/event-stream';
  ctx.set('Cache-Control', 'no-cache');
  ctx.set('X-Accel-Buffering', 'no');
  (ctx as Context & { compress?: boolean }).compress = false;
  ctx.body = events.body;
  void relay(first, pieces, events, store, turn, services, ctx);
}

/** Sends the rest of the answer, then stores the turn and closes the stream. */
async function relay(
  first: IteratorResult<ChatPiece>,
  pieces: AsyncGenerator<ChatPiece>,
  events: ChatEventStream,
  store: (answer: string, finishReason: string | null, usage: ChatUsage | null) => Promise<{ id: string }>,
  turn: ChatTurn,
  services: Services,
  ctx: Context,
): Promise<void> {
  let answer = '';
  let finishReason: string | null = null;
  let usage: ChatUsage | null = null;
  let chunks = 0;
  let complete = false;
  try {
    for (let piece = first; !piece.done; piece = await pieces.next()) {
      const value = piece.value;
      if ('text' in value) {
        chunks += 1;
        answer += value.text;
        events.chunk(value.text);
      } else {
        finishReason = value.finishReason;
        usage = value.usage;
      }
    }
    complete = true;
    const saved = await store(answer, finishReason, usage);
    events.done({ conversationId: turn.conversation.id, messageId: saved.id, finishReason, usage: usageBody(usage) });
  } catch (error) {
    if (!complete && spentTokens(error, true)) await recordInterrupted(services, ctx, turn, chunks);
    if (error instanceof ChatUpstreamError && error.kind === 'aborted') {
      services.logger.info(
        { requestId: ctx.state.requestId, conversationId: turn.conversation.id },
        'chat caller went away: upstream request cancelled',
      );
      return;
    }
    const failure = upstreamFailure(error, turn, services, ctx);
    let apiError: ApiError;
    if (failure instanceof ApiError) apiError = failure;
    else {
      services.logger.error({ err: error, requestId: ctx.state.requestId }, 'chat answer failed');
      apiError = errors.internal();
    }
    events.error({
      status: String(apiError.status),
      code: apiError.code,
      detail: apiError.message,
      ...(apiError.meta ? { meta: apiError.meta } : {}),
    });
  } finally {
    await pieces.return(undefined).catch(() => undefined);
  }
}
