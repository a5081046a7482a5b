/**
 * CPU time a process has used so far (user + system, all its threads), from /proc on Linux:
 * with a request count it gives a server's CPU cost per request, which moves less with the
 * machine's load than throughput does. Undefined where /proc is not there.
 */
import fs from 'node:fs';

/** Clock ticks per second of /proc's counters (USER_HZ, 100 on Linux's usual builds). */
const TICKS_PER_SECOND = 100;

/** Milliseconds of CPU the process has used, or undefined when /proc cannot tell. */
export function processCpuMs(pid: number | undefined): number | undefined {
  if (pid === undefined) return undefined;
  try {
    // Fields after the command's closing parenthesis: utime and stime are the 12th and 13th.
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
  } catch {
    return undefined;
  }
}
