/**
 * The embedded database admits one process at a time. A lock file beside its folder records the
 * holder's pid; a second process (the admin CLI while the service runs, or a second service)
 * is refused with a clear message instead of corrupting the data folder. A lock left by a process
 * that no longer runs is taken over.
 */
import fs from 'node:fs';
import path from 'node:path';

export class EmbeddedDatabaseBusyError extends Error {
  constructor(
    public readonly lockFile: string,
    public readonly holderPid: number,
    public readonly holder: string,
  ) {
    super(
      `The embedded database in ${path.dirname(lockFile)} is in use by ${holder} (pid ${holderPid}). ` +
        'It admits one process at a time: stop that process first, or use the HTTP API while it runs.',
    );
    this.name = 'EmbeddedDatabaseBusyError';
  }
}

function processIsAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export interface EmbeddedLock {
  release(): void;
}

/** Takes the lock for `databaseDir`, naming the holder (e.g. "the service"). */
export function acquireEmbeddedLock(databaseDir: string, holder: string): EmbeddedLock {
  const lockFile = `${databaseDir}.lock`;
  fs.mkdirSync(path.dirname(lockFile), { recursive: true });
  const content = JSON.stringify({ pid: process.pid, holder, since: new Date().toISOString() });
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(lockFile, content, { flag: 'wx' });
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        try {
          const current = JSON.parse(fs.readFileSync(lockFile, 'utf8')) as { pid: number };
          if (current.pid === process.pid) fs.unlinkSync(lockFile);
        } catch {
          // already gone
        }
      };
      process.once('exit', release);
      return { release };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      let existing: { pid: number; holder: string } | undefined;
      try {
        existing = JSON.parse(fs.readFileSync(lockFile, 'utf8'));
      } catch {
        existing = undefined;
      }
      if (existing && existing.pid !== process.pid && processIsAlive(existing.pid)) {
        throw new EmbeddedDatabaseBusyError(lockFile, existing.pid, existing.holder);
      }
      fs.rmSync(lockFile, { force: true });
    }
  }
  throw new Error(`Could not take the lock ${lockFile}`);
}
