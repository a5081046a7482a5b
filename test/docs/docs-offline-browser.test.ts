/**
 * /docs in a real headless Chromium that can reach no other host: every request the page makes
 * goes to the service itself, the reference is mounted once and leaves no loading skeleton, no
 * cloud-only button shows, and the first screen (1280 × 800) shows the introduction and the natal
 * operation without scrolling.
 */

import { existsSync } from 'node:fs';
import test, { type ExecutionContext } from 'ava';
import { type Browser, type BrowserContext, chromium, type Locator, type Page } from 'playwright-core';
import { call, startTestService, type TestService } from '../support/test-service.ts';

const CHROMIUM = '/usr/bin/chromium';
const VIEWPORT = { width: 1280, height: 800 };
const MISSING = existsSync(CHROMIUM)
  ? undefined
  : `Chromium is missing at ${CHROMIUM} (apt-get install -y chromium; .ci/setup-system installs it)`;
// Without Chromium the tests are skipped with the reason in their title; ava lists skipped tests.
const browserTest = MISSING ? test.skip : test.serial;
const reason = MISSING ? ` [skipped: ${MISSING}]` : '';

let service: TestService;
let browser: Browser;
let context: BrowserContext;
let page: Page;
/** Every request the page (and anything it starts) made, in order. */
const requests: string[] = [];
let openapi: { info: { title: string; description: string }; paths: Record<string, any> };
let introduction: Locator;
let natalInSidebar: Locator;
let natalSummary: string;
/** Why the page did not settle, if it did not (each test then fails on what it checks). */
let unsettled: string | undefined;

test.before(async () => {
  if (MISSING) return;
  service = await startTestService();
  openapi = (await call(service, 'GET', '/openapi.json')).body;
  try {
    browser = await chromium.launch({
      executablePath: CHROMIUM,
      headless: true,
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        // Offline but for this machine: any other host name fails to resolve (and is still recorded).
        '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1',
      ],
    });
  } catch (error) {
    throw new Error(`Chromium could not start: ${(error as Error).message}`);
  }
  context = await browser.newContext({ viewport: VIEWPORT, deviceScaleFactor: 1 });
  context.on('request', (request) => requests.push(request.url()));
  page = await context.newPage();
  // The bundle is a few megabytes and the document is parsed in the page: allow for a busy machine.
  page.setDefaultTimeout(60_000);
  introduction = page.getByRole('heading', { level: 1, name: openapi.info.title });
  natalSummary = openapi.paths['/api/calc/natal'].post.summary;
  natalInSidebar = page.getByRole('navigation').getByText(natalSummary, { exact: true });
  await page.goto(`${service.url}/docs`, { waitUntil: 'networkidle', timeout: 120_000 });
  // Settled: the document is shown (the page has parsed it), and nothing more is being fetched.
  try {
    await introduction.waitFor({ state: 'visible' });
    await natalInSidebar.waitFor({ state: 'visible' });
    await page.waitForLoadState('networkidle');
  } catch (error) {
    unsettled = (error as Error).message.split('\n')[0];
  }
});

test.after.always(async () => {
  await browser?.close();
  await service?.stopAll();
});

/** Fails unless the box lies wholly inside the first screen, the page not scrolled. */
async function assertOnFirstScreen(t: ExecutionContext, locator: Locator, what: string): Promise<void> {
  t.true(await locator.isVisible(), `${what} is visible`);
  const box = await locator.boundingBox();
  t.truthy(box, `${what} has a box`);
  if (!box) return;
  t.log(`${what}: x ${box.x.toFixed(0)}, y ${box.y.toFixed(0)}, ${box.width.toFixed(0)} × ${box.height.toFixed(0)}`);
  t.true(box.width > 0 && box.height > 0, `${what} has a size`);
  t.true(
    box.x >= 0 && box.y >= 0 && box.x + box.width <= VIEWPORT.width && box.y + box.height <= VIEWPORT.height,
    `${what} lies within the first ${VIEWPORT.width} × ${VIEWPORT.height} screen`,
  );
}

browserTest(`the reference is mounted once and no loading skeleton is left${reason}`, async (t) => {
  if (unsettled) t.log(`the page did not settle: ${unsettled}`);
  // Scalar's skeleton bars animate with its `loading-skeleton` keyframes while a reference has no document.
  const skeletons = await page
    .locator('body *')
    .evaluateAll(
      (elements) =>
        elements.filter(
          (element) =>
            element.ownerDocument.defaultView.getComputedStyle(element).animationName.startsWith('loading-skeleton') &&
            element.getClientRects().length > 0,
        ).length,
    );
  t.is(skeletons, 0, 'no skeleton bar shown');
  // Mounted twice (the bundle's own data-attribute mount and createApiReference), the page holds two.
  t.is(await page.locator('.scalar-api-reference').count(), 1, 'one reference on the page');
  t.is(await introduction.count(), 1);
});

browserTest(`the first screen shows the introduction and the natal operation${reason}`, async (t) => {
  if (unsettled) t.log(`the page did not settle: ${unsettled}`);
  const scrolled = await page.locator('html').evaluate((html) => {
    const view = html.ownerDocument.defaultView;
    return [view.scrollX, view.scrollY].join(',');
  });
  t.is(scrolled, '0,0', 'the page is not scrolled');
  await assertOnFirstScreen(t, introduction, 'the title of the introduction');
  // The description's first sentence, as a text range: the paragraph itself runs on below the fold.
  const sentence = openapi.info.description.split('. ')[0];
  const range = await page.locator('body').evaluate((body, text) => {
    const SHOW_TEXT = 4; // NodeFilter.SHOW_TEXT
    const walker = body.ownerDocument.createTreeWalker(body, SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const at = node.textContent.indexOf(text);
      if (at < 0) continue;
      const r = body.ownerDocument.createRange();
      r.setStart(node, at);
      r.setEnd(node, at + text.length);
      const box = r.getBoundingClientRect();
      return { x: box.x, y: box.y, width: box.width, height: box.height };
    }
    return undefined;
  }, sentence);
  t.truthy(range, `the description's first sentence is on the page: ${sentence}`);
  if (range) {
    t.log(
      `the description's first sentence: y ${range.y.toFixed(0)}, ${range.width.toFixed(0)} × ${range.height.toFixed(0)}`,
    );
    t.true(range.width > 0 && range.height > 0 && range.x >= 0 && range.y >= 0);
    t.true(range.x + range.width <= VIEWPORT.width && range.y + range.height <= VIEWPORT.height);
  }
  await assertOnFirstScreen(t, natalInSidebar, `the natal operation in the sidebar (${natalSummary})`);
});

browserTest(`no button offers a feature of Scalar's cloud${reason}`, async (t) => {
  t.is(await page.getByText('Ask AI').count(), 0, 'no "Ask AI"');
  t.is(await page.locator('a[href*="client.scalar.com"]').count(), 0, 'no "Open API Client" to client.scalar.com');
  for (const label of ['Share', 'Deploy']) t.is(await page.getByRole('button', { name: label }).count(), 0, label);
});

browserTest(`the natal operation chosen in the sidebar shows, with the in-page client${reason}`, async (t) => {
  await natalInSidebar.click();
  await page.getByRole('heading', { name: natalSummary }).first().waitFor({ state: 'visible' });
  // The client inside the page stays (only the link to Scalar's hosted client is hidden).
  const testRequest = page.getByRole('button', { name: /Test Request/ }).filter({ hasText: 'post /api/calc/natal' });
  await testRequest.waitFor({ state: 'visible' });
  t.true(await testRequest.isVisible());
});

browserTest(`every request the page made went to the service${reason}`, async (t) => {
  const origin = new URL(service.url).origin;
  // Data and blob URLs never leave the browser.
  const elsewhere = requests.filter((url) => !/^(data|blob):/.test(url) && new URL(url).origin !== origin);
  t.log(`${requests.length} requests: ${[...new Set(requests.map((url) => new URL(url).pathname))].join(', ')}`);
  t.deepEqual(elsewhere, []);
  for (const path of ['/docs', '/docs/scalar.js', '/openapi.json'])
    t.true(requests.includes(`${origin}${path}`), `the page loaded ${path}`);
});
