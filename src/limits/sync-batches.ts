/**
 * Counts reach Redis exactly once, also when a sync's fate is unknown. A process numbers its
 * batches (1, 2, …) under an id of its own, and the script that applies a batch first compares
 * its number with the highest applied for that process: a batch sent again (its pipeline failed,
 * or was cut after Redis ran it) is not applied twice. A process keeps at most one pipeline in
 * flight and sends a batch again, under its own number and before newer ones, only once that
 * pipeline has settled: a deadline missed while Redis stalls says nothing about whether the
 * commands still queued on the connection will run.
 *
 * Numbers are compared, not remembered one by one: a batch is never sent after a higher-numbered
 * one of the same process unless in the same pipeline ahead of it.
 */
import { randomUUID } from 'node:crypto';

/** How long Redis remembers a process's highest applied batch after its last sync (seconds). */
export const APPLIED_TTL_SECONDS = 86_400;

/**
 * The first lines of a batch script. KEYS[1]: the process's applied number; ARGV[1]: the batch's
 * number, ARGV[2]: how long to keep it. Leaves `fresh`: true when the batch is to be applied.
 */
export const APPLY_ONCE_LUA = `
local fresh = tonumber(ARGV[1]) > tonumber(redis.call('GET', KEYS[1]) or '0')
if fresh then redis.call('SET', KEYS[1], ARGV[1], 'EX', tonumber(ARGV[2])) end
`;

/** The numbers of one process's batches of one kind of count. */
export class BatchNumbers {
  /** The Redis key holding the highest batch number applied. */
  readonly appliedKey: string;
  private last = 0;

  constructor(kind: string, processId: string = randomUUID()) {
    this.appliedKey = `sync:applied:${kind}:${processId}`;
  }

  next(): number {
    return ++this.last;
  }
}
