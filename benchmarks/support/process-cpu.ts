/**
 * CPU time a process has used so far (user + system), from /proc on Linux: with a request count
 * it gives a server's CPU cost per request, which moves less with the machine's load than
 * throughput does. All threads together, or the main thread alone (the event loop's share; the
 * rest is the pool, GC helpers, libuv's threads). Undefined where /proc is not there.
 */
import fs from 'node:fs';

/** Clock ticks per second of /proc's counters (USER_HZ, 100 on Linux's usual builds). */
const TICKS_PER_SECOND = 100;

function cpuMsFromStat(statPath: string): number | undefined {
  try {
    // Fields after the command's closing parenthesis: utime and stime are the 12th and 13th.
    const fields = fs.readFileSync(statPath, 'utf8').split(') ')[1].split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
  } catch {
    return undefined;
  }
}

/** Milliseconds of CPU the process (all its threads) has used, or undefined when /proc cannot tell. */
export function processCpuMs(pid: number | undefined): number | undefined {
  return pid === undefined ? undefined : cpuMsFromStat(`/proc/${pid}/stat`);
}

/** Milliseconds of CPU the process's main thread (whose id is the process id) has used. */
export function mainThreadCpuMs(pid: number | undefined): number | undefined {
  return pid === undefined ? undefined : cpuMsFromStat(`/proc/${pid}/task/${pid}/stat`);
}

let threadStat: { fd: number; buffer: Buffer } | null | undefined;

/**
 * Milliseconds of CPU the calling thread has used so far, with nanosecond resolution: the run
 * time the scheduler counts for it (/proc/thread-self/schedstat, Linux), so that neither other
 * threads of the process (GC helpers, libuv's pool) nor other processes on a shared machine
 * count. The kernel brings that figure up to date at each scheduler tick (up to 4 ms apart) and
 * context switch, not when it is read: time spans of 100 ms or more, so that the lag at either
 * end (up to a tick; on average the same at both ends) stays small. Elsewhere, the process's CPU
 * time (process.cpuUsage); `threadCpuClock` says which.
 */
export function threadCpuMs(): number {
  if (threadStat === undefined) {
    try {
      threadStat = { fd: fs.openSync('/proc/thread-self/schedstat', 'r'), buffer: Buffer.alloc(128) };
    } catch {
      threadStat = null;
    }
  }
  if (threadStat !== null) {
    const n = fs.readSync(threadStat.fd, threadStat.buffer, 0, threadStat.buffer.length, 0);
    return Number(threadStat.buffer.toString('latin1', 0, n).split(' ')[0]) / 1e6;
  }
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
}

/** Which clock threadCpuMs reads: 'thread' or 'process'. */
export function threadCpuClock(): 'thread' | 'process' {
  threadCpuMs();
  return threadStat === null ? 'process' : 'thread';
}
