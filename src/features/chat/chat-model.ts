/**
 * The language model the chatbots talk through: any server of the OpenAI Chat Completions
 * protocol (a hosted provider, vLLM, Ollama, llama.cpp's server) reached with the `openai`
 * client at CHAT_API_URL. Streamed or whole; each call takes an abort signal (the caller's
 * disconnect) and an idle time-out (the longest wait, in milliseconds, for the answer's first
 * or next chunk). Failures come out as ChatUpstreamError with the provider's HTTP status when
 * it sent one. The client does not retry: a retry would double the wait the caller sees.
 */
import OpenAI from 'openai';
import { nodeTimers, type StartTimer } from '../../timers.ts';

export interface ChatModelConfig {
  /** Base URL of the API, e.g. http://127.0.0.1:11434/v1 (Ollama). */
  apiUrl: string;
  /** Sent as a bearer token when set; no Authorization header otherwise. */
  apiKey: string | undefined;
  model: string;
}

export interface ChatModelMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

/** Tokens of one exchange as the provider counted them. */
export interface ChatUsage {
  promptTokens: number;
  completionTokens: number;
}

/** A piece of a streamed answer: text, or at the end the finish reason and usage. */
export type ChatPiece = { text: string } | { finishReason: string | null; usage: ChatUsage | null };

export interface ChatCallOptions {
  /** Aborted when the caller goes away: the upstream request is cancelled. */
  signal: AbortSignal;
  /** Longest wait for the first or the next chunk, ms. */
  idleTimeoutMs: number;
}

/** The model failed, refused, timed out or could not be reached. */
export class ChatUpstreamError extends Error {
  override readonly name = 'ChatUpstreamError';
  constructor(
    /** timeout: no chunk within the idle time-out; aborted: the caller went away; error: anything else. */
    readonly kind: 'error' | 'timeout' | 'aborted',
    /** The provider's HTTP status, or null when none was received (network error, time-out, error inside a stream). */
    readonly providerStatus: number | null,
    message: string,
  ) {
    super(message);
  }
}

const usageOf = (usage: { prompt_tokens?: number; completion_tokens?: number } | null | undefined): ChatUsage | null =>
  usage && Number.isFinite(usage.prompt_tokens) && Number.isFinite(usage.completion_tokens)
    ? { promptTokens: usage.prompt_tokens!, completionTokens: usage.completion_tokens! }
    : null;

/** An abort controller fired by the caller's signal or by `idleTimeoutMs` without `touch()`. */
class CallDeadline {
  readonly controller = new AbortController();
  timedOut = false;
  private cancelTimer: (() => void) | undefined;
  private readonly onAbort = () => this.controller.abort();

  constructor(
    private readonly options: ChatCallOptions,
    private readonly startTimer: StartTimer,
  ) {
    if (options.signal.aborted) this.controller.abort();
    else options.signal.addEventListener('abort', this.onAbort, { once: true });
    this.touch();
  }

  /** A chunk arrived: the idle wait starts again. */
  touch(): void {
    this.cancelTimer?.();
    this.cancelTimer = this.startTimer(() => {
      this.timedOut = true;
      this.controller.abort();
    }, this.options.idleTimeoutMs);
  }

  /** Stops the timer and cancels the request if it is still open. */
  close(): void {
    this.cancelTimer?.();
    this.options.signal.removeEventListener('abort', this.onAbort);
    this.controller.abort();
  }

  /** The error a failure becomes. */
  failure(error: unknown): ChatUpstreamError {
    if (error instanceof ChatUpstreamError) return error;
    if (this.timedOut)
      return new ChatUpstreamError(
        'timeout',
        null,
        `The language model sent nothing for ${this.options.idleTimeoutMs} ms`,
      );
    if (this.options.signal.aborted) return new ChatUpstreamError('aborted', null, 'The caller went away');
    if (error instanceof OpenAI.APIError && error.status !== undefined) {
      return new ChatUpstreamError(
        'error',
        error.status,
        `The language model answered ${error.status}: ${error.message}`,
      );
    }
    return new ChatUpstreamError(
      'error',
      null,
      `The language model could not be reached or broke off: ${(error as Error)?.message ?? String(error)}`,
    );
  }
}

export class ChatModel {
  private readonly client: OpenAI;

  /**
   * @param config the server and model
   * @param startTimer the idle time-outs' timers
   */
  constructor(
    private readonly config: ChatModelConfig,
    private readonly startTimer: StartTimer = nodeTimers,
  ) {
    this.client = new OpenAI({
      baseURL: config.apiUrl,
      // The client insists on a key; without one, its Authorization header is dropped.
      apiKey: config.apiKey ?? 'none',
      ...(config.apiKey ? {} : { defaultHeaders: { Authorization: null } }),
      organization: null,
      project: null,
      maxRetries: 0,
    });
  }

  get model(): string {
    return this.config.model;
  }

  /**
   * Streams an answer: text pieces, then one closing piece with the finish reason and usage
   * (null when the server reports none). Throws ChatUpstreamError; stopping the iteration early
   * cancels the upstream request.
   */
  async *stream(messages: ChatModelMessage[], options: ChatCallOptions): AsyncGenerator<ChatPiece> {
    const deadline = new CallDeadline(options, this.startTimer);
    let finishReason: string | null = null;
    let usage: ChatUsage | null = null;
    try {
      const chunks = await this.client.chat.completions.create(
        { model: this.config.model, messages, stream: true, stream_options: { include_usage: true } },
        { signal: deadline.controller.signal },
      );
      for await (const chunk of chunks) {
        deadline.touch();
        usage = usageOf(chunk.usage) ?? usage;
        const choice = chunk.choices?.[0];
        if (choice?.finish_reason) finishReason = choice.finish_reason;
        const text = choice?.delta?.content;
        if (text) yield { text };
      }
      // The client ends a stream quietly when its request is aborted: a time-out or the caller leaving is not an answer.
      if (deadline.controller.signal.aborted) throw deadline.failure(undefined);
    } catch (error) {
      throw deadline.failure(error);
    } finally {
      deadline.close();
    }
    yield { finishReason, usage };
  }

  /** The whole answer at once (a non-streaming request). Throws ChatUpstreamError. */
  async complete(
    messages: ChatModelMessage[],
    options: ChatCallOptions,
  ): Promise<{ text: string; finishReason: string | null; usage: ChatUsage | null }> {
    const deadline = new CallDeadline(options, this.startTimer);
    try {
      const completion = await this.client.chat.completions.create(
        { model: this.config.model, messages, stream: false },
        { signal: deadline.controller.signal },
      );
      const choice = completion.choices?.[0];
      return {
        text: choice?.message?.content ?? '',
        finishReason: choice?.finish_reason ?? null,
        usage: usageOf(completion.usage),
      };
    } catch (error) {
      throw deadline.failure(error);
    } finally {
      deadline.close();
    }
  }
}
