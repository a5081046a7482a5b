/**
 * The interactive API reference at /docs: Scalar's standalone browser bundle, served from the
 * installed npm package (no CDN), mounted once on the page in Scalar's documented way and pointed at
 * this service's /openapi.json. Everything the page loads comes from this service, so it works
 * offline and on a network that reaches nothing else.
 */
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { ApiRouter } from '../../http/api-router.ts';

/** The bundle's file, resolved through the package's own export map. */
const BUNDLE_PATH = fileURLToPath(import.meta.resolve('@scalar/api-reference/browser/standalone.js'));

/**
 * Scalar's configuration (@scalar/api-reference 1.46). Each option here turns off something that
 * would reach another host or offer a feature that cannot work without Scalar's cloud.
 */
export const REFERENCE_CONFIGURATION = {
  url: '/openapi.json',
  // The default fonts are @font-face rules on fonts.scalar.com; without them Scalar's own font
  // stack falls back to the system's sans-serif and monospace fonts.
  withDefaultFonts: false,
  // "Ask AI" sends the document to Scalar's agent and lists APIs from its registry.
  agent: { disabled: true },
  // The toolbar offered on localhost ("Share", "Deploy") publishes to Scalar's registry.
  showDeveloperTools: 'never',
  telemetry: false,
  // "Open API Client" links to client.scalar.com; the client inside the page ("Test Request") stays.
  hideClientButton: true,
  // No proxyUrl: the client inside the page calls this service directly (same origin, no CORS).
} as const;

/**
 * The HTML page. The mount point is not `#api-reference`: the standalone bundle mounts a second,
 * unconfigured reference on an element with that id by itself (its data-attribute API).
 */
export const REFERENCE_PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Astrology Calculation API — reference</title>
<link rel="icon" href="data:,">
</head>
<body>
<div id="app"></div>
<script src="/docs/scalar.js"></script>
<script>
Scalar.createApiReference('#app', ${JSON.stringify(REFERENCE_CONFIGURATION)});
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
