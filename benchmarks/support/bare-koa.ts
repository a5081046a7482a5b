/**
 * The baseline of the HTTP benchmark: a bare Koa app answering the JSON body given in
 * BARE_BODY (the benchmark passes the full stack's own response, so that both send the same bytes).
 */
import http from 'node:http';
import Koa from 'koa';

const body = JSON.parse(process.env.BARE_BODY ?? '{"ok":true}');
const app = new Koa();
app.use((ctx) => {
  ctx.body = body;
});
const server = http.createServer(app.callback());
server.listen(0, '127.0.0.1', () => {
  const url = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  process.stdout.write(`${JSON.stringify({ url, msg: 'listening' })}\n`);
});
process.on('SIGTERM', () => server.close(() => process.exit(0)));
