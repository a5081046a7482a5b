/**
 * Answers with a body a calculation task made ready to send (src/calc/responses/): the web thread
 * only sets the headers and writes the bytes. Where the body has text slots, the caller's texts
 * (the database and its cache are the web thread's) are fetched and spliced in between the bytes.
 */
import type { Context } from 'koa';
import type { ReadyResponse } from '../calc/responses/ready-to-send.ts';
import { fillTextSlots, slotUrns, type TextLookup } from '../calc/responses/text-slots.ts';

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
  if ('slots' in outcome) {
    ctx.type = mediaType;
    ctx.body = fillTextSlots(outcome, await fetchTexts(slotUrns(outcome.slots)));
  } else sendReadyBytes(ctx, outcome, mediaType);
}

/** Answers with a ready body that has no text slots (its task puts no organization's texts in it). */
export function sendReadyBytes(ctx: Context, outcome: ReadyResponse, mediaType: string): void {
  if ('slots' in outcome) throw new Error('a ready response with text slots needs its texts (sendReadyResponse)');
  const { bytes } = outcome;
  ctx.type = mediaType;
  ctx.body = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}
