/**
 * How every image route answers (natal and relationship wheels, return and progression bi-wheels,
 * relocation bi-wheels, maps): the ETag and Cache-Control are set before any drawing, a matching
 * If-None-Match answers 304 without work, else the pool draws and an SVG goes out with the
 * headers that keep a browser from running anything inside it.
 */
import type { Context } from 'koa';
import { z } from 'zod';
import { ifNoneMatchHits } from '../../http/conditional-get.ts';
import type { ResponseDefinition } from '../../http/response-definition.ts';
import { imageCacheControl } from './image-cache.ts';

export type ImageFormat = 'svg' | 'png';

export const IMAGE_MEDIA_TYPES: Readonly<Record<ImageFormat, string>> = { svg: 'image/svg+xml', png: 'image/png' };

/** The responses every image route declares: the image (`what`: "The map"), or 304 Not modified. */
export function imageResponses(format: ImageFormat, what: string): ResponseDefinition[] {
  return [
    {
      status: 200,
      description: `${what} (${IMAGE_MEDIA_TYPES[format]})`,
      mediaType: IMAGE_MEDIA_TYPES[format],
      binary: format === 'png',
      ...(format === 'svg' ? { schema: z.string() } : {}),
    },
    { status: 304, description: 'Not modified (If-None-Match matched the ETag)' },
  ];
}

export interface ImageAnswer {
  format: ImageFormat;
  /** The image's ETag (imageEtag of everything it depends on). */
  etag: string;
  /** True when the image shows `now` and changes with the minute. */
  live: boolean;
  /** The request's clock, ms. */
  nowMs: number;
  /** Draws the image (in the pool): SVG text or PNG bytes. */
  draw: () => Promise<string | Uint8Array>;
}

export async function answerImage(ctx: Context, answer: ImageAnswer): Promise<void> {
  ctx.set('ETag', answer.etag);
  const signedUrlExpiry = ctx.state.signedUrlExpiresAt as number | undefined;
  ctx.set('Cache-Control', imageCacheControl(answer.live, answer.nowMs, signedUrlExpiry));
  if (ifNoneMatchHits(ctx.get('If-None-Match'), answer.etag)) {
    ctx.status = 304;
    return;
  }
  const image = await answer.draw();
  if (answer.format === 'svg') {
    ctx.set('Content-Security-Policy', "default-src 'none'");
    ctx.set('X-Content-Type-Options', 'nosniff');
  }
  ctx.type = IMAGE_MEDIA_TYPES[answer.format];
  ctx.body = typeof image === 'string' ? image : Buffer.from(image.buffer, image.byteOffset, image.byteLength);
}
