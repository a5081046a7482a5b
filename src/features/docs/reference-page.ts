/**
 * The interactive API reference at /docs: Scalar's standalone browser bundle, served from the
 * installed npm package (no CDN, so the page works offline), pointed at /openapi.json.
 */
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { ApiRouter } from '../../http/api-router.ts';

/** The bundle's file, resolved through the package's own export map. */
const BUNDLE_PATH = fileURLToPath(import.meta.resolve('@scalar/api-reference/browser/standalone.js'));

/** The HTML page; fonts are the browser's own so nothing is fetched from elsewhere. */
export const REFERENCE_PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Astrology Calculation API — reference</title>
</head>
<body>
<div id="api-reference"></div>
<script src="/docs/scalar.js"></script>
<script>
Scalar.createApiReference('#api-reference', { url: '/openapi.json', withDefaultFonts: false, hideClientButton: false });
</script>
</body>
</html>
`;

export function registerReferencePage(api: ApiRouter): void {
  let bundle: Buffer | undefined;
  api.route({
    method: 'GET',
    path: '/docs',
    operationId: 'apiReference',
    summary: 'Interactive API reference (HTML), rendered in the browser from /openapi.json',
    tag: 'Documentation',
    access: { kind: 'public' },
    responses: [{ status: 200, description: 'HTML page', mediaType: 'text/html', binary: true }],
    handler(ctx) {
      ctx.type = 'text/html; charset=utf-8';
      ctx.body = REFERENCE_PAGE;
    },
  });
  api.route({
    method: 'GET',
    path: '/docs/scalar.js',
    operationId: 'apiReferenceScript',
    summary: 'The reference page renderer (Scalar standalone bundle from the installed package)',
    tag: 'Documentation',
    access: { kind: 'public' },
    responses: [{ status: 200, description: 'JavaScript', mediaType: 'text/javascript', binary: true }],
    async handler(ctx) {
      bundle ??= await readFile(BUNDLE_PATH);
      ctx.type = 'text/javascript; charset=utf-8';
      ctx.set('Cache-Control', 'public, max-age=86400');
      ctx.body = bundle;
    },
  });
}
