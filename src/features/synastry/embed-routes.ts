/**
 * The embeddable widget itself: GET /widget/synastry.js, a plain script (its stylesheet inlined)
 * that a site puts on a page with one tag. Public: the script holds no secret; the key is in the
 * site's tag. It is read once at start-up and served with an ETag so browsers revalidate cheaply.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { ApiRouter } from '../../http/api-router.ts';
import { ifNoneMatchHits } from '../../http/conditional-get.ts';

/** The widget script with its stylesheet inlined, as served. */
export function synastryWidgetScript(): string {
  const script = readFileSync(new URL('./widget/synastry-widget.js', import.meta.url), 'utf8');
  const css = readFileSync(new URL('./widget/synastry-widget.css', import.meta.url), 'utf8');
  return script.replace('__WIDGET_CSS__', () => JSON.stringify(css));
}

export function registerWidgetEmbedRoutes(api: ApiRouter): void {
  const body = synastryWidgetScript();
  const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 22)}"`;
  api.route({
    method: 'GET',
    path: '/widget/synastry.js',
    operationId: 'synastryWidgetScript',
    summary: 'The embeddable synastry widget (JavaScript)',
    description:
      'Put on a page as a `script` element with `src="{base}/widget/synastry.js"`, `data-widget-id="…"`, `data-api-key="…"` and `async` (a widget\'s `embedSnippet` is that element, ready to paste). ' +
      'It draws the form after the tag (or in `data-target`), calls the synastry widget API from the page and shows the results. ' +
      "Use a key restricted to calc:read, the synastry and geocoding modules and the site's allowedDomains: keys in pages are visible to anyone.",
    tag: 'Widgets',
    access: { kind: 'public' },
    responses: [{ status: 200, description: 'The script', mediaType: 'application/javascript' }],
    handler(ctx) {
      ctx.set('ETag', etag);
      ctx.set('Cache-Control', 'public, max-age=300');
      ctx.set('X-Content-Type-Options', 'nosniff');
      if (ifNoneMatchHits(ctx.get('If-None-Match'), etag)) {
        ctx.status = 304;
        return;
      }
      ctx.type = 'application/javascript; charset=utf-8';
      ctx.body = body;
    },
  });
}
