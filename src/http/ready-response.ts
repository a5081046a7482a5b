/**
 * Answers with a body a calculation task made ready to send (src/responses/): the web thread
 * only sets the headers and writes the bytes. Where the body has text slots, the caller's texts
 * (the database and its cache are the web thread's) are fetched and spliced in between the bytes.
 */
import type { Context } from 'koa';
import type { ReadyResponse } from '../responses/ready-to-send.ts';
import { fillTextSlots, slotUrns, type TextLookup } from '../responses/text-slots.ts';

/**
 * @param outcome what the task answered
 * @param fetchTexts the texts of the given URNs, by URN (absent URNs have none)
 * @param mediaType the response's JSON media type
 */
export async function sendReadyResponse(
  ctx: Context,
  outcome: ReadyResponse,
  fetchTexts: (urns: string[]) => Promise<TextLookup>,
  mediaType: string,
): Promise<void> {
  const { bytes } = outcome;
  const body =
    'slots' in outcome
      ? fillTextSlots(outcome, await fetchTexts(slotUrns(outcome.slots)))
      : Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  ctx.type = mediaType;
  ctx.body = body;
}
