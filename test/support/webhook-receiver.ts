/** A real HTTP server that receives webhook deliveries, for tests. */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** A receiving server: records each POST; `answers[path]` lists the statuses to give, in turn (then 200). */
export class Receiver {
  readonly received: { path: string; headers: http.IncomingHttpHeaders; body: string }[] = [];
  readonly answers: Record<string, number[]> = {};
  private waiters: { test: () => boolean; resolve: () => void }[] = [];
  readonly server = http.createServer((req, res) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      this.received.push({ path: req.url ?? '', headers: req.headers, body });
      res.statusCode = this.answers[req.url ?? '']?.shift() ?? 200;
      res.end('ok');
      this.waiters = this.waiters.filter((w) => (w.test() ? (w.resolve(), false) : true));
    });
  });

  /** @param host the address to listen on (a cluster test's bridge address, for nodes in other namespaces) */
  async listen(host = '127.0.0.1'): Promise<string> {
    await new Promise<void>((resolve) => this.server.listen(0, host, resolve));
    return `http://${host}:${(this.server.address() as AddressInfo).port}`;
  }

  /** Resolves once the received requests satisfy `condition`. */
  until(condition: () => boolean): Promise<void> {
    if (condition()) return Promise.resolve();
    return new Promise((resolve) => this.waiters.push({ test: condition, resolve }));
  }

  events(path: string) {
    return this.received.filter((r) => r.path === path).map((r) => ({ ...r, json: JSON.parse(r.body) }));
  }
}
