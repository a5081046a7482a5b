/**
 * The admin commands while the service runs on the embedded database. PGlite admits one process,
 * so the CLI cannot open the database the service holds; instead the service listens on a Unix
 * socket in DATA_DIR (`admin.sock`, mode 0600: only the user the service runs as, and root, may
 * connect) and runs the CLI's commands on its own open database.
 *
 * Protocol: the CLI sends one JSON line `{"command","values"}`; the service answers JSON lines
 * `{"out": value}` for each value the command prints, then `{"exitCode": n}` with `"error"` when
 * it failed (2: a usage error, 1: anything else). Commands run one at a time.
 */
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import readline from 'node:readline';
import type { Logger } from '../logger.ts';
import { type CommandContext, type CommandValues, type Print, runCommand, UsageError } from './commands.ts';

export function adminSocketPath(dataDir: string): string {
  return path.join(dataDir, 'admin.sock');
}

export interface AdminSocket {
  path: string;
  close(): Promise<void>;
}

interface Reply {
  out?: unknown;
  exitCode?: number;
  error?: string;
}

/**
 * Listens on `socketPath` (owner-only) and runs the admin commands sent to it on `context.db`. The
 * caller holds the embedded database's lock, so a socket file left there is a dead process's.
 */
export async function startAdminSocket(
  socketPath: string,
  context: CommandContext,
  logger: Logger,
): Promise<AdminSocket> {
  const log = logger.child({ component: 'admin-socket' });
  let turn: Promise<unknown> = Promise.resolve();
  const server = net.createServer((socket) => {
    const send = (reply: Reply) => socket.write(`${JSON.stringify(reply)}\n`);
    const lines = readline.createInterface({ input: socket });
    socket.on('error', () => lines.close());
    lines.once('line', (line) => {
      lines.close();
      let request: { command?: unknown; values?: unknown };
      try {
        request = JSON.parse(line);
      } catch {
        request = {};
      }
      const { command, values } = request;
      if (typeof command !== 'string' || values === null || typeof values !== 'object' || Array.isArray(values)) {
        send({ exitCode: 2, error: 'expected one JSON line {"command": "...", "values": {...}}' });
        socket.end();
        return;
      }
      const run = async () => {
        const print: Print = (value) => send({ out: value });
        try {
          await runCommand(context, command, values as CommandValues, print);
          log.info({ command }, 'admin command run for the CLI');
          send({ exitCode: 0 });
        } catch (error) {
          const usage = error instanceof UsageError;
          if (!usage) log.error({ err: error, command }, 'admin command failed');
          send({ exitCode: usage ? 2 : 1, error: (error as Error).message });
        } finally {
          socket.end();
        }
      };
      turn = turn.then(run, run);
    });
  });
  fs.mkdirSync(path.dirname(socketPath), { recursive: true });
  fs.rmSync(socketPath, { force: true });
  // The socket file is created by bind() inside listen(), synchronously: with this umask it is
  // born owner-only, so there is no moment at which others could connect.
  const umask = process.umask(0o177);
  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(socketPath, () => resolve());
    });
  } finally {
    process.umask(umask);
  }
  fs.chmodSync(socketPath, 0o600);
  log.info(
    { path: socketPath },
    'admin commands accepted on a Unix socket (npm run admin works while the service runs)',
  );
  return {
    path: socketPath,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        // Unix socket files are removed by close(); nothing else to do.
      }),
  };
}

/** The socket could not be reached (no service listening, or no permission). */
export class AdminSocketUnavailable extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'AdminSocketUnavailable';
  }
}

/** The service did not finish the command within the time allowed (ADMIN_TIMEOUT_MS). */
export class AdminSocketTimeout extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'AdminSocketTimeout';
  }
}

/**
 * Sends a command to the service's admin socket, prints what it prints, writes its error to
 * `warn`, and resolves with its exit code. Rejects with AdminSocketTimeout, naming the socket,
 * when the service has not finished answering within `timeoutMs` (a service that hangs, or a
 * socket nobody serves any more).
 */
export function runThroughSocket(
  socketPath: string,
  command: string,
  values: CommandValues,
  print: Print,
  warn: (message: string) => void,
  timeoutMs: number,
): Promise<number> {
  return new Promise<number>((resolvePromise, rejectPromise) => {
    let connected = false;
    let exitCode: number | undefined;
    const socket = net.connect(socketPath);
    const resolve = (code: number) => {
      clearTimeout(timer);
      resolvePromise(code);
    };
    const reject = (error: Error) => {
      clearTimeout(timer);
      socket.destroy();
      rejectPromise(error);
    };
    const timer = setTimeout(() => {
      reject(
        new AdminSocketTimeout(
          connected
            ? `The service did not answer the ${command} command over ${socketPath} within ${timeoutMs} ms (ADMIN_TIMEOUT_MS). ` +
                "The command may or may not have run: check before running it again (e.g. npm run admin -- orgs), and see the service's log."
            : `Could not connect to the service's admin socket ${socketPath} within ${timeoutMs} ms (ADMIN_TIMEOUT_MS); the command was not sent.`,
        ),
      );
    }, timeoutMs);
    socket.once('connect', () => {
      connected = true;
      socket.write(`${JSON.stringify({ command, values })}\n`);
    });
    socket.on('error', (error: NodeJS.ErrnoException) => {
      if (!connected) reject(new AdminSocketUnavailable(`${socketPath}: ${error.code ?? error.message}`));
      else reject(error);
    });
    const lines = readline.createInterface({ input: socket });
    lines.on('line', (line) => {
      const reply = JSON.parse(line) as Reply;
      if ('out' in reply) print(reply.out);
      if (reply.error) warn(reply.error);
      if (reply.exitCode !== undefined) exitCode = reply.exitCode;
    });
    socket.once('close', () => {
      if (exitCode !== undefined) resolve(exitCode);
      else if (connected) reject(new Error('the service closed the admin socket without finishing the command'));
    });
  });
}
