/**
 * Answers with a body a calculation task made ready to send (src/responses/): the web thread
 * only sets the headers and writes the bytes. A task whose response includes texts first answers
 * with the URNs it needs; they are fetched here (the database is the web thread's) and the task
 * runs again with them.
 */
import type { Context } from 'koa';
import type { ReadyResponse, TextEntries } from '../responses/ready-to-send.ts';

/**
 * @param run runs the task, with the texts when a first run asked for them
 * @param fetchTexts the texts of the given URNs, by URN (absent URNs have none)
 * @param mediaType the response's JSON media type
 */
export async function sendReadyResponse(
  ctx: Context,
  run: (texts?: TextEntries) => Promise<ReadyResponse>,
  fetchTexts: (urns: string[]) => Promise<Map<string, { title: string; body: string }>>,
  mediaType: string,
): Promise<void> {
  let outcome = await run();
  if ('textUrns' in outcome) {
    const texts = await fetchTexts(outcome.textUrns);
    outcome = await run([...texts].map(([urn, { title, body }]) => [urn, { title, body }]));
  }
  if ('textUrns' in outcome) throw new Error('a response task asked for texts twice');
  const { bytes } = outcome;
  ctx.type = mediaType;
  ctx.body = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}
