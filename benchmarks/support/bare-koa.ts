/**
 * The baseline of the HTTP benchmark: a bare Koa app answering the JSON body given in
 * BARE_BODY (the benchmark passes the full stack's own response, so that both send the same bytes).
 * With BARE_BATCHED=1 it writes its responses at the end of the event-loop turn as the stack does
 * (src/http/response-batch.ts): the like-for-like baseline for the middleware's own cost.
 */
import http from 'node:http';
import Koa from 'koa';
import { endOfTurn } from '../../src/http/response-batch.ts';

const body = JSON.parse(process.env.BARE_BODY ?? '{"ok":true}');
const batched = process.env.BARE_BATCHED === '1';
const app = new Koa();
app.use((ctx) => {
  ctx.body = body;
  if (batched) return endOfTurn();
});
const server = http.createServer(app.callback());
server.listen(0, '127.0.0.1', () => {
  const url = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  process.stdout.write(`${JSON.stringify({ url, msg: 'listening' })}\n`);
});
process.on('SIGTERM', () => server.close(() => process.exit(0)));
