/**
 * A real HTTP server speaking the OpenAI Chat Completions protocol (POST /v1/chat/completions),
 * for chat tests: streamed answers as SSE chunks (with a usage chunk when asked) or whole JSON
 * answers. What it does is chosen by the last user message, so that concurrent tests do not
 * share state:
 * - `fail:<status>`: answers that HTTP status with an OpenAI-style error body;
 * - `hang`: never answers (until the client goes away);
 * - `drop`: closes the connection without answering;
 * - `stall`: streams one chunk, then nothing more;
 * - `midfail`: streams one chunk, then an error event (as providers report a failure mid-answer);
 * - `nousage`: answers without usage;
 * - anything else: answers `Echo: <message>` in chunks of 4 characters.
 * Usage is counted in characters: prompt tokens = the characters of every message content sent,
 * completion tokens = the characters of the answer. Every request is recorded with its body and
 * a promise settled when its connection closes.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  body: {
    model: string;
    stream?: boolean;
    stream_options?: { include_usage?: boolean };
    messages: { role: string; content: string }[];
  };
  headers: http.IncomingHttpHeaders;
  /** Settles when the request's connection closes (the client went away or the answer ended). */
  closed: Promise<void>;
  /** True once the server finished its answer (false when the client left first). */
  answered: () => boolean;
}

export interface FakeChatApi {
  /** Base URL for CHAT_API_URL, ending in /v1. */
  url: string;
  requests: RecordedRequest[];
  /** The requests whose last user message is `message`. */
  requestsFor(message: string): RecordedRequest[];
  /** The first request with that last user message, once it has arrived. */
  arrival(message: string): Promise<RecordedRequest>;
  close(): Promise<void>;
}

const chunkOf = (content: string | undefined, finish: string | null) => ({
  id: 'chatcmpl-test',
  object: 'chat.completion.chunk',
  created: 1_700_000_000,
  model: 'test-model',
  choices: [{ index: 0, delta: content === undefined ? {} : { content }, finish_reason: finish }],
});

export const lastUserMessage = (body: RecordedRequest['body']) =>
  [...body.messages].reverse().find((m) => m.role === 'user')?.content ?? '';

/** The answer the fake gives to a message. */
export const echoOf = (message: string) => `Echo: ${message}`;

/** Prompt tokens the fake reports for a request: characters of every message. */
export const promptTokensOf = (body: RecordedRequest['body']) =>
  body.messages.reduce((n, m) => n + m.content.length, 0);

export async function startFakeChatApi(): Promise<FakeChatApi> {
  const requests: RecordedRequest[] = [];
  const waiters: { message: string; resolve: (request: RecordedRequest) => void }[] = [];
  const sockets = new Set<import('node:net').Socket>();
  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk) => (raw += chunk));
    req.on('end', () => {
      if (req.method !== 'POST' || req.url !== '/v1/chat/completions') {
        res
          .writeHead(404, { 'content-type': 'application/json' })
          .end(JSON.stringify({ error: { message: 'not found', type: 'invalid_request_error' } }));
        return;
      }
      const body = JSON.parse(raw) as RecordedRequest['body'];
      let answered = false;
      const closed = new Promise<void>((resolve) => res.once('close', () => resolve()));
      res.once('finish', () => (answered = true));
      const recorded = { body, headers: req.headers, closed, answered: () => answered };
      requests.push(recorded);
      const message = lastUserMessage(body);
      for (const waiter of waiters.filter((w) => w.message === message)) waiter.resolve(recorded);
      const failure = /^fail:(\d{3})/.exec(message);
      if (failure) {
        res.writeHead(Number(failure[1]), { 'content-type': 'application/json' });
        res.end(JSON.stringify({ error: { message: `test failure ${failure[1]}`, type: 'server_error', code: null } }));
        return;
      }
      if (message.startsWith('hang')) return;
      if (message.startsWith('drop')) {
        req.socket.destroy();
        return;
      }
      const answer = echoOf(message);
      const usage = message.startsWith('nousage')
        ? undefined
        : {
            prompt_tokens: promptTokensOf(body),
            completion_tokens: answer.length,
            total_tokens: promptTokensOf(body) + answer.length,
          };
      if (!body.stream) {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(
          JSON.stringify({
            id: 'chatcmpl-test',
            object: 'chat.completion',
            created: 1_700_000_000,
            model: body.model,
            choices: [{ index: 0, message: { role: 'assistant', content: answer }, finish_reason: 'stop' }],
            ...(usage ? { usage } : {}),
          }),
        );
        return;
      }
      res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
      const send = (data: unknown) => res.write(`data: ${JSON.stringify(data)}\n\n`);
      send(chunkOf(undefined, null));
      if (message.startsWith('stall') || message.startsWith('midfail')) {
        send(chunkOf(answer.slice(0, 4), null));
        if (message.startsWith('midfail'))
          res.end(
            `data: ${JSON.stringify({ error: { message: 'The server had an error while processing your request', type: 'server_error' } })}\n\n`,
          );
        return;
      }
      for (let i = 0; i < answer.length; i += 4) send(chunkOf(answer.slice(i, i + 4), null));
      send(chunkOf(undefined, 'stop'));
      if (usage && body.stream_options?.include_usage) send({ ...chunkOf(undefined, null), choices: [], usage });
      res.end('data: [DONE]\n\n');
    });
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v1`,
    requests,
    requestsFor: (message) => requests.filter((r) => lastUserMessage(r.body) === message),
    arrival: (message) => {
      const seen = requests.find((r) => lastUserMessage(r.body) === message);
      return seen ? Promise.resolve(seen) : new Promise((resolve) => waiters.push({ message, resolve }));
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
