/**
 * The client at work: a natal chart, the organization's API keys and a synastry wheel drawing its
 * single closest aspect (nested query options: person2.*, aspects.maxLines), printed as one JSON line.
 * Run with the service up: ASTRO_URL=http://localhost:3000 KEY=astro_… node --import tsx clients/typescript/examples/first-chart.ts
 */
import { createAstroClient } from '../src/index.ts';

// The compatibility date of the shapes the generated types describe (the document's info.version).
const api = createAstroClient({
  baseUrl: process.env.ASTRO_URL ?? 'http://localhost:3000',
  apiKey: process.env.KEY ?? '',
  apiVersion: '2026-11-28',
});

const natal = await api.POST('/api/calc/natal', {
  body: { dateTime: '1990-06-15T14:30', latitude: 51.5074, longitude: -0.1278, timezone: 'Europe/London' },
});
if (!natal.data) throw new Error(`natal chart: ${natal.response.status} ${JSON.stringify(natal.error)}`);
const keys = await api.GET('/api/api-keys');
if (!keys.data) throw new Error(`API keys: ${keys.response.status} ${JSON.stringify(keys.error)}`);
const wheel = await api.GET('/api/chart/image.svg', {
  params: {
    query: {
      dateTime: '1990-06-15T14:30',
      latitude: 51.5074,
      longitude: -0.1278,
      person2: { dateTime: '1992-03-08T09:15', latitude: 48.8566, longitude: 2.3522 },
      aspects: { maxLines: 1 },
    },
  },
  parseAs: 'text',
});
if (!wheel.data) throw new Error(`synastry wheel: ${wheel.response.status} ${JSON.stringify(wheel.error)}`);

const chart = natal.data.data.attributes;
process.stdout.write(
  `${JSON.stringify({
    points: Object.values(chart.points).map((point) => point.id),
    location: chart.location,
    keys: keys.data.data.map((key) => key.name),
    wheelAspectLines: wheel.data.match(/data-kind="inter"/g)?.length ?? 0,
  })}\n`,
);
