/**
 * The synastry widget in a real headless Chromium: a host page on another origin embeds it with
 * one tag, a visitor fills the form (place search when the service has it; coordinates and zone
 * behind a toggle), submits, and sees the score in figures and words, the breakdown, the bi-wheel
 * with both rings, the contacts with their texts and the other sections, on a phone (390 px) and a
 * desktop, every input whole on screen. A page on a domain
 * the key does not allow shows a clear error. Chromium that cannot start fails the test.
 */

import { existsSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import test from 'ava';
import { type Browser, chromium, type Page } from 'playwright-core';
import { createKey, createOrganization } from '../support/factories.ts';
import { matchesReference } from '../support/reference-images.ts';
import { call, startTestService, type TestService } from '../support/test-service.ts';

const CHROMIUM = '/usr/bin/chromium';
/** The date whose shapes the widget script reads (chart points keyed by id), sent unless the tag names another. */
const WIDGET_DATE = '2026-11-28';
/** A date before chart points were keyed by id. */
const OLDER_DATE = '2026-09-03';
const ALLOWED_HOST = 'shop.example';
const REFUSED_HOST = 'evil.example';

let service: TestService;
let browser: Browser;
let hostServer: http.Server;
let hostPort: number;
let widgetId: string;
let browserKey: string;
let ownerKey: string;
let noSearchKey: string;

test.before(async () => {
  if (!existsSync(CHROMIUM))
    throw new Error(`Chromium is missing at ${CHROMIUM}: install Debian's package (apt-get install -y chromium)`);
  service = await startTestService();
  const org = await createOrganization(service.services.db);
  ownerKey = org.ownerKey;
  const widget = await call(service, 'POST', '/api/widgets', {
    key: ownerKey,
    body: { data: { type: 'widgets', attributes: { type: 'synastry', name: 'Are you a match?' } } },
  });
  widgetId = widget.body.data.id;
  browserKey = (
    await createKey(service.services.db, org.organizationId, org.ownerId, {
      name: 'shop widget',
      permissions: ['calc:read'],
      modules: ['synastry', 'geocoding'],
      allowedDomains: [ALLOWED_HOST],
    })
  ).key;
  // The test service loads the place index on the first search: load it now, not while the browser waits.
  const warm = await call(service, 'GET', '/api/geocoding/search?q=Paris&limit=1', { key: ownerKey });
  if (warm.status !== 200) throw new Error(`place search is not available: ${warm.status} ${warm.text.slice(0, 200)}`);
  noSearchKey = (
    await createKey(service.services.db, org.organizationId, org.ownerId, {
      name: 'shop widget without place search',
      permissions: ['calc:read'],
      modules: ['synastry'],
      allowedDomains: [ALLOWED_HOST],
    })
  ).key;

  // The site: one page with the widget's one tag, on an origin other than the service's.
  hostServer = http.createServer((req, res) => {
    const key = req.url === '/no-search' ? noSearchKey : browserKey;
    // A site that pinned the shapes of an older date in its tag.
    const version = req.url === '/older-date' ? ` data-api-version="${OLDER_DATE}"` : '';
    res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
    res.end(
      `<!doctype html><html lang="en"><head><title>Shop</title><style>input { background: red; }</style></head><body><h1>Our shop</h1>` +
        `<script src="${service.url}/widget/synastry.js" data-widget-id="${widgetId}" data-api-key="${key}"${version} async></script>` +
        `</body></html>`,
    );
  });
  await new Promise<void>((resolve) => hostServer.listen(0, '127.0.0.1', resolve));
  hostPort = (hostServer.address() as AddressInfo).port;

  try {
    // A plain launch starts from a fresh temporary profile of its own.
    browser = await chromium.launch({
      executablePath: CHROMIUM,
      headless: true,
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        // Both site names resolve to this machine, so the pages are served by the local host server.
        `--host-resolver-rules=MAP ${ALLOWED_HOST} 127.0.0.1, MAP ${REFUSED_HOST} 127.0.0.1`,
      ],
    });
  } catch (error) {
    throw new Error(`Chromium could not start: ${(error as Error).message}`);
  }
});

test.after.always(async () => {
  await browser?.close();
  await new Promise((resolve) => (hostServer ? hostServer.close(resolve) : resolve(undefined)));
  await service?.stopAll();
});

/** A new tab whose actions wait up to a minute (the machine may be busy). */
async function openPage(): Promise<Page> {
  const page = await browser.newPage();
  page.setDefaultTimeout(60_000);
  return page;
}

interface Birth {
  name: string;
  date: string;
  time: string;
  search: string;
  place: string;
  latitude: number;
  longitude: number;
  timezone: string;
}
const ADA: Birth = {
  name: 'Ada',
  date: '1990-05-17',
  time: '14:30',
  search: 'Paris',
  place: 'Paris',
  latitude: 48.85341,
  longitude: 2.3488,
  timezone: 'Europe/Paris',
};
const BEN: Birth = {
  name: 'Ben',
  date: '1988-11-03',
  time: '07:10',
  search: 'Madrid',
  place: 'Madrid',
  latitude: 40.4165,
  longitude: -3.70256,
  timezone: 'Europe/Madrid',
};

/** Opens a person's "coordinates and time zone" toggle as a visitor does (a click on it), unless it is open. */
async function openAdvanced(page: Page, person: 'person1' | 'person2'): Promise<void> {
  const advanced = page.locator(`details[data-advanced="${person}"]`);
  if (!(await advanced.evaluate((node) => (node as unknown as { open: boolean }).open)))
    await advanced.locator('summary').click();
}

/** Fills one person's fieldset, the place picked from the place search or typed as coordinates. */
async function fillPerson(
  page: Page,
  person: 'person1' | 'person2',
  birth: Birth,
  place: 'search' | 'typed',
  log: (m: string) => void,
): Promise<void> {
  await page.fill(`#${person}-name`, birth.name);
  await page.fill(`#${person}-date`, birth.date);
  await page.fill(`#${person}-time`, birth.time);
  if (place === 'search') {
    await page.locator(`#${person}-placeName`).pressSequentially(birth.search, { delay: 30 });
    const option = page.locator(`#${person}-places [role="option"]`).first();
    await option.waitFor({ timeout: 60_000 });
    log(`${person}: picked "${await option.textContent()}" from the place search`);
    await option.dispatchEvent('mousedown');
  } else {
    await openAdvanced(page, person);
    await page.fill(`#${person}-placeName`, birth.place);
    await page.fill(`#${person}-latitude`, String(birth.latitude));
    await page.fill(`#${person}-longitude`, String(birth.longitude));
    await page.fill(`#${person}-timezone`, birth.timezone);
  }
}

test.serial('a visitor fills the embedded form and sees the score, breakdown, bi-wheel and sections', async (t) => {
  const page = await openPage();
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  const calls = synastryCalls(page);
  await page.goto(`http://${ALLOWED_HOST}:${hostPort}/`);
  await page.locator('form').waitFor({ timeout: 60_000 });
  t.is(await page.locator('h2').textContent(), 'Are you a match?');

  // Every input has a label.
  type Input = { id: string; labels: { length: number } | null };
  type Host = { shadowRoot: { querySelectorAll(selector: string): ArrayLike<Input> } };
  const unlabelled = await page.locator('div.synastry-widget').evaluate((host) =>
    Array.from((host as unknown as Host).shadowRoot.querySelectorAll('input'))
      .filter((input) => !input.labels?.length)
      .map((input) => input.id),
  );
  t.deepEqual(unlabelled, []);

  await fillPerson(page, 'person1', ADA, 'search', (m) => t.log(m));
  await fillPerson(page, 'person2', BEN, 'search', (m) => t.log(m));
  t.false(await page.isVisible('#person1-latitude'), 'coordinates stay behind the toggle when a place is chosen');
  await openAdvanced(page, 'person2');
  const latitude = Number(await page.inputValue('#person1-latitude'));
  t.true(Math.abs(latitude - ADA.latitude) < 0.1, `person1 latitude ${latitude}`);
  t.is(await page.inputValue('#person2-timezone'), BEN.timezone);

  // A bad value is marked on its field.
  const typedLatitude = await page.inputValue('#person2-latitude');
  await page.fill('#person2-latitude', '95');
  await page.click('button[type="submit"]');
  await page.locator('#person2-latitude[aria-invalid="true"]').waitFor({ timeout: 60_000 });
  t.regex((await page.locator('#person2-latitude-error').textContent()) ?? '', /latitude/);
  t.regex((await page.locator('[role="alert"]').textContent()) ?? '', /check the highlighted fields/);
  await page.fill('#person2-latitude', typedLatitude);

  await page.click('button[type="submit"]');
  const scoreNode = page.locator('[data-section="score"] .score-value');
  await scoreNode.waitFor({ timeout: 60_000 });
  const shownScore = Number(await scoreNode.textContent());

  // The same request straight to the API gives the score the page shows.
  const person = async (p: 'person1' | 'person2', b: Birth) => ({
    name: b.name,
    dateTime: `${b.date}T${b.time}`,
    latitude: Number(await page.inputValue(`#${p}-latitude`)),
    longitude: Number(await page.inputValue(`#${p}-longitude`)),
    timezone: await page.inputValue(`#${p}-timezone`),
    placeName: await page.inputValue(`#${p}-placeName`),
  });
  t.is(calls[calls.length - 1].version, WIDGET_DATE, 'the widget asks for the shapes it reads');
  const direct = await call(service, 'POST', `/api/widget-api/synastry/${widgetId}`, {
    key: ownerKey,
    body: { person1: await person('person1', ADA), person2: await person('person2', BEN) },
    headers: { 'X-Api-Version': WIDGET_DATE },
  });
  t.is(direct.status, 200);
  const expected = direct.body.data.attributes;
  t.is(shownScore, expected.compatibility.score);
  t.is(await page.locator('[data-section="score"] li.theme').count(), 6);
  t.is(
    await page
      .locator('[data-section="score"] li[data-theme="attraction"] [role="meter"]')
      .getAttribute('aria-valuenow'),
    String(expected.compatibility.themes[2].score),
  );

  const svg = page.locator('[data-section="chart"] svg');
  await svg.waitFor();
  t.true((await svg.locator('g[data-ring="inner"]').count()) >= 10, 'inner ring (person 1) drawn');
  t.true((await svg.locator('g[data-ring="outer"]').count()) >= 10, 'outer ring (person 2) drawn');
  const box = await svg.boundingBox();
  t.true(box !== null && box.width > 200 && box.height > 200, `chart is visible (${JSON.stringify(box)})`);

  // The score in words: the synastry report's summary.
  t.is(await page.locator('[data-section="score"] .score-words').textContent(), expected.compatibility.summary.body);

  // The contacts with a text, the closest ten first, the rest behind "show all".
  type Contact = { person1Point: string; aspect: string; person2Point: string; orb: number; text: unknown };
  const interpreted = expected.interAspects.filter((x: Contact) => x.text);
  t.log(`${interpreted.length} of ${expected.interAspects.length} contacts have a text and are listed`);
  const aspects = page.locator('[data-section="aspects"] li');
  t.is(await aspects.count(), interpreted.length);
  t.true(interpreted.length > 10);
  t.is(await page.locator('[data-section="aspects"] li:not([hidden])').count(), 10);
  const closest = [...interpreted]
    .sort((x: { orb: number }, y: { orb: number }) => x.orb - y.orb)
    .slice(0, 10)
    .map(
      (x: { person1Point: string; aspect: string; person2Point: string }) =>
        `${x.person1Point}:${x.aspect}:${x.person2Point}`,
    );
  t.deepEqual(
    await page
      .locator('[data-section="aspects"] li:not([hidden])')
      .evaluateAll((items) => items.map((i) => i.getAttribute('data-aspect'))),
    closest,
  );
  const showAll = page.locator('[data-section="aspects"] button.show-all');
  t.regex((await showAll.textContent()) ?? '', new RegExp(`Show all ${interpreted.length} contacts`));
  await showAll.click();
  t.is(await page.locator('[data-section="aspects"] li:not([hidden])').count(), interpreted.length);
  const texts = await page.locator('[data-section="aspects"] li .contact-text').allTextContents();
  t.is(texts.length, interpreted.length, 'every listed contact has its text');
  t.true(
    texts.every((text) => text.length > 40),
    'no empty text',
  );
  // The Davison place by name, not as raw decimals.
  const davison = (await page.locator('[data-section="davison"] .davison-place').textContent()) ?? '';
  t.regex(davison, /midway between Paris.* and Madrid.* \(\d+°\d\d′ N \d+°\d\d′ [EW]\)/);
  t.notRegex(davison, /\d+\.\d+°/);
  t.is(await page.locator('[data-section="overlays"] table').count(), 2);
  t.regex((await page.locator('[data-section="overlays"] caption').first().textContent()) ?? '', /Ada.*Ben/);
  // Points keyed by id: one row each, in the chart's order.
  const rowNames = (section: string) =>
    page.locator(`[data-section="${section}"] tbody tr td:first-child`).allTextContents();
  const names = (points: Record<string, { id: string }>) =>
    Object.values(points).map((p) => expected.labels.points[p.id].name);
  t.deepEqual(
    (await rowNames('composite')).map((n) => n.replace(' ℞', '')),
    names(expected.composite.points),
  );
  t.deepEqual(
    (await rowNames('davison')).map((n) => n.replace(' ℞', '')),
    names(expected.davison.chart.points),
  );
  t.deepEqual(pageErrors, []);
  await page.close();
});

/** Records the widget's calls to the synastry endpoint (the billed call), with the compatibility date sent. */
function synastryCalls(page: Page): { method: string; body: string | null; version: string | undefined }[] {
  const calls: { method: string; body: string | null; version: string | undefined }[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/widget-api/synastry/') && request.method() === 'POST')
      calls.push({ method: request.method(), body: request.postData(), version: request.headers()['x-api-version'] });
  });
  return calls;
}

test.serial(
  'an empty or incomplete form is checked in the browser: fields marked in words a visitor understands, and no call is made',
  async (t) => {
    const page = await openPage();
    const calls = synastryCalls(page);
    await page.goto(`http://${ALLOWED_HOST}:${hostPort}/`);
    await page.locator('form').waitFor({ timeout: 60_000 });
    t.is(await page.inputValue('#person1-time'), '', 'no time pre-filled');
    await page.click('button[type="submit"]');
    t.regex((await page.locator('[role="alert"]').textContent()) ?? '', /Please check the highlighted fields/);
    for (const person of ['person1', 'person2']) {
      t.is(await page.getAttribute(`#${person}-date`, 'aria-invalid'), 'true');
      t.is(await page.textContent(`#${person}-date-error`), 'Enter the birth date.');
      t.regex(
        (await page.textContent(`#${person}-time-error`)) ?? '',
        /Enter the birth time, or tick “Birth time unknown”/,
      );
      t.is(await page.textContent(`#${person}-placeName-error`), 'Choose the birth place from the list.');
    }
    await fillPerson(page, 'person1', ADA, 'typed', (m) => t.log(m));
    await page.fill('#person2-date', '1700-01-01');
    await page.click('button[type="submit"]');
    t.is(await page.textContent('#person2-date-error'), 'Enter a date between 1800 and 2400.');
    t.is(await page.getAttribute('#person1-date', 'aria-invalid'), null, 'a corrected person is no longer marked');
    t.deepEqual(calls, [], 'no billed call for a form the API would refuse');

    // What only the API can tell (an unknown zone) is still said in the visitor's words, not the API's.
    await fillPerson(page, 'person2', { ...BEN, timezone: 'Mars/Olympus' }, 'typed', (m) => t.log(m));
    await page.click('button[type="submit"]');
    await page.locator('#person2-timezone[aria-invalid="true"]').waitFor({ timeout: 60_000 });
    t.is(
      await page.textContent('#person2-timezone-error'),
      'Time zone not recognised: choose the place from the list.',
    );
    const shown = await page
      .locator('div.synastry-widget')
      .evaluate((host) => (host as unknown as { shadowRoot: { textContent: string } }).shadowRoot.textContent);
    t.notRegex(shown, /expected|person2\.|IANA/, 'no developer text');
    t.is(calls.length, 1);
    await page.close();
  },
);

test.serial(
  '"birth time unknown": the chart is cast for noon, and houses, angles and the Moon are marked uncertain',
  async (t) => {
    const page = await openPage();
    const calls = synastryCalls(page);
    await page.goto(`http://${ALLOWED_HOST}:${hostPort}/`);
    await page.locator('form').waitFor({ timeout: 60_000 });
    await fillPerson(page, 'person1', ADA, 'typed', (m) => t.log(m));
    await fillPerson(page, 'person2', BEN, 'typed', (m) => t.log(m));
    await page.check('#person2-timeUnknown');
    t.true(await page.isDisabled('#person2-time'));
    await page.click('button[type="submit"]');
    await page.locator('[data-section="score"] .score-value').waitFor({ timeout: 60_000 });
    t.is(JSON.parse(calls[0].body!).person2.dateTime, `${BEN.date}T12:00`, 'cast for noon');
    t.is(JSON.parse(calls[0].body!).person1.dateTime, `${ADA.date}T${ADA.time}`);
    t.regex(
      (await page.locator('[data-section="chart"] .uncertain-note').textContent()) ?? '',
      /Ben: birth time unknown, so the chart is cast for noon\. Houses, angles and the Moon’s exact position are uncertain\./,
    );
    const uncertain = await page
      .locator('[data-section="aspects"] li.uncertain')
      .evaluateAll((items) => items.map((i) => i.getAttribute('data-aspect')));
    t.true(
      uncertain.length > 0 &&
        uncertain.every((a) => /:(moon|ascendant|midheaven|descendant|imum-coeli|vertex|part-of-fortune)$/.test(a!)),
      uncertain.join(', '),
    );
    // Ada's points in Ben's houses: every house uncertain; Ben's in Ada's: only Ben's Moon and angles.
    const [adaInBen, benInAda] = [
      page.locator('[data-section="overlays"] table').nth(0),
      page.locator('[data-section="overlays"] table').nth(1),
    ];
    t.is(await adaInBen.locator('tbody tr.uncertain').count(), await adaInBen.locator('tbody tr').count());
    t.true((await benInAda.locator('tbody tr.uncertain').count()) < (await benInAda.locator('tbody tr').count()));
    t.regex(
      (await benInAda.locator('tbody tr.uncertain').first().textContent()) ?? '',
      /Moon|Ascendant|Midheaven|Vertex|Fortune/,
    );
    await page.close();
  },
);

for (const [device, viewport, chartSize] of [
  ['a phone', { width: 390, height: 844 }, 324],
  ['a desktop', { width: 1280, height: 900 }, 600],
] as const) {
  test.serial(
    `on ${device} (${viewport.width} px) every input is whole on screen, place search finds both births, the score is said in words and every contact has its text`,
    async (t) => {
      const page = await browser.newPage({ viewport, deviceScaleFactor: 1 });
      page.setDefaultTimeout(60_000);
      const calls = synastryCalls(page);
      await page.goto(`http://${ALLOWED_HOST}:${hostPort}/`);
      await page.locator('form').waitFor({ timeout: 60_000 });
      for (const person of ['person1', 'person2'] as const) await openAdvanced(page, person);
      // Inputs, the toggles and the button: each box inside the viewport's width.
      const boxes = await page.locator('form input, form summary, form button').evaluateAll((nodes) =>
        nodes.map((n) => ({
          id: n.id || n.textContent,
          type: n.getAttribute('type'),
          ...JSON.parse(JSON.stringify(n.getBoundingClientRect())),
        })),
      );
      t.true(boxes.length >= 17, `${boxes.length} controls`);
      // Wide enough to type in (a checkbox is its own size).
      const cut = boxes.filter(
        (b) => b.left < 0 || b.right > viewport.width || (b.type !== 'checkbox' && b.width < 60),
      );
      t.deepEqual(cut, [], `widest right edge ${Math.max(...boxes.map((b) => b.right))} of ${viewport.width}`);

      await fillPerson(page, 'person1', ADA, 'search', (m) => t.log(m));
      await fillPerson(page, 'person2', BEN, 'search', (m) => t.log(m));
      t.is(await page.inputValue('#person1-timezone'), ADA.timezone);
      t.is(await page.inputValue('#person2-timezone'), BEN.timezone);
      await page.click('button[type="submit"]');
      const words = page.locator('[data-section="score"] .score-words');
      await words.waitFor({ timeout: 60_000 });
      t.regex((await words.textContent()) ?? '', /out of 100.*\. .*(flow|rub|split evenly)/);
      t.is(JSON.parse(calls[0].body!).chartSize, chartSize, 'the wheel is drawn at the width it is shown at');
      const svg = page.locator('[data-section="chart"] svg');
      t.is(await svg.getAttribute('width'), String(chartSize));
      const chart = await svg.boundingBox();
      t.true(chart !== null && chart.x >= 0 && chart.x + chart.width <= viewport.width, JSON.stringify(chart));
      const listed = page.locator('[data-section="aspects"] li');
      t.true((await listed.count()) > 0);
      t.is(await page.locator('[data-section="aspects"] li .contact-text').count(), await listed.count());
      await listed.first().locator('summary').click();
      t.true(await listed.first().locator('.contact-text').isVisible(), 'a contact opens to its text');
      await page.close();
    },
  );
}

test.serial("the widget's results look as the reference image (score and bi-wheel at 440 px)", async (t) => {
  const page = await browser.newPage({ viewport: { width: 440, height: 900 }, deviceScaleFactor: 1 });
  page.setDefaultTimeout(60_000);
  await page.goto(`http://${ALLOWED_HOST}:${hostPort}/no-search`);
  await page.locator('form').waitFor({ timeout: 60_000 });
  await fillPerson(page, 'person1', ADA, 'typed', (m) => t.log(m));
  await fillPerson(page, 'person2', BEN, 'typed', (m) => t.log(m));
  await page.click('button[type="submit"]');
  await page.locator('[data-section="chart"] svg').waitFor({ timeout: 60_000 });
  matchesReference(
    t,
    'widget-results',
    await page.locator('[data-section="chart"] .chart').screenshot({ animations: 'disabled' }),
    { pixels: 0.01 },
  );
  matchesReference(
    t,
    'widget-score',
    await page.locator('[data-section="score"]').screenshot({ animations: 'disabled' }),
    { pixels: 0.01 },
  );
  await page.close();
});

test.serial(
  'with a key without place search the visitor is told to type the coordinates, and the widget still works',
  async (t) => {
    const page = await openPage();
    await page.goto(`http://${ALLOWED_HOST}:${hostPort}/no-search`);
    await page.locator('form').waitFor({ timeout: 60_000 });
    await page.locator('#person1-placeName').pressSequentially('Paris', { delay: 30 });
    await page
      .locator('#person1-placeName-hint', { hasText: 'Enter the place name, coordinates and time zone.' })
      .waitFor({ timeout: 60_000 });
    t.is(await page.locator('#person1-places [role="option"]').count(), 0);
    t.true(await page.isVisible('#person1-latitude'), 'the coordinates open by themselves');
    await fillPerson(page, 'person1', ADA, 'typed', (m) => t.log(m));
    await fillPerson(page, 'person2', BEN, 'typed', (m) => t.log(m));
    await page.click('button[type="submit"]');
    await page.locator('[data-section="score"] .score-value').waitFor({ timeout: 60_000 });
    t.true((await page.locator('[data-section="chart"] svg g[data-ring="outer"]').count()) > 0);
    await page.close();
  },
);

test.serial(
  "a tag that names an older date gets that date's shapes (points in a list), and the widget reads them",
  async (t) => {
    const page = await openPage();
    const pageErrors: string[] = [];
    page.on('pageerror', (error) => pageErrors.push(error.message));
    const calls = synastryCalls(page);
    const answers: Promise<unknown>[] = [];
    page.on('response', (response) => {
      if (response.url().includes('/api/widget-api/synastry/') && response.request().method() === 'POST')
        answers.push(response.json());
    });
    await page.goto(`http://${ALLOWED_HOST}:${hostPort}/older-date`);
    await page.locator('form').waitFor({ timeout: 60_000 });
    await fillPerson(page, 'person1', ADA, 'typed', (m) => t.log(m));
    await fillPerson(page, 'person2', BEN, 'typed', (m) => t.log(m));
    await page.click('button[type="submit"]');
    await page.locator('[data-section="davison"] tbody tr').first().waitFor({ timeout: 60_000 });
    t.is(calls[0].version, OLDER_DATE);
    const older = ((await answers[0]) as { data: { attributes: Record<string, any> } }).data.attributes;
    t.true(Array.isArray(older.composite.points));
    t.is(await page.locator('[data-section="composite"] tbody tr').count(), older.composite.points.length);
    t.is(await page.locator('[data-section="davison"] tbody tr').count(), older.davison.chart.points.length);
    t.deepEqual(pageErrors, []);
    await page.close();
  },
);

test.serial('on a domain the key does not allow the widget shows a clear error', async (t) => {
  const page = await openPage();
  await page.goto(`http://${REFUSED_HOST}:${hostPort}/`);
  const alert = page.locator('[role="alert"]');
  await alert.waitFor({ timeout: 60_000 });
  const text = (await alert.textContent()) ?? '';
  t.log(text);
  t.regex(text, /may not be used on this site \(evil\.example\)/);
  t.regex(text, /allowed domains/);
  t.is(await page.locator('form').count(), 0);
  await page.close();
});
