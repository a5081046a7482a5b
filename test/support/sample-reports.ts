/**
 * The three kinds of PDF report rendered in-process from fixed birth data, with the seeded texts,
 * for tests that read the PDFs (test/reports/report-pages.test.ts) and compare their pages with
 * reference images (test/visual/). Same steps as the report worker (src/jobs/reports/report-processor.ts),
 * without the queue and the database.
 */
import { computeNatalChart } from '../../src/astro/natal-chart.ts';
import { computeSynastry, SYNASTRY_CHART_POINTS } from '../../src/astro/synastry/index.ts';
import { computeTransitChart } from '../../src/astro/transits/transit-chart.ts';
import type { Language } from '../../src/interpretation/index.ts';
import { type RenderedPdf, renderNatalReportPdf } from '../../src/reports/natal-report-pdf.ts';
import { natalTextUrns, seededTexts } from '../../src/reports/natal-texts.ts';
import { WHEEL_POINTS } from '../../src/reports/natal-wheel.ts';
import { renderSynastryReportPdf } from '../../src/reports/synastry-report-pdf.ts';
import { synastryTextUrns } from '../../src/reports/synastry-texts.ts';
import { reportTransitSearch } from '../../src/reports/transit-events.ts';
import { renderTransitReportPdf } from '../../src/reports/transit-report-pdf.ts';
import { transitTextUrns } from '../../src/reports/transit-texts.ts';

const REQUESTED_AT = '2027-01-15T09:30:00.000Z';
export const EINSTEIN = {
  dateTime: '1879-03-14T11:30',
  latitude: 48.4,
  longitude: 9.99,
  timezone: 'Europe/Berlin',
  placeName: 'Ulm, Germany',
};
export const MILEVA = {
  dateTime: '1875-12-19T12:00',
  latitude: 45.2,
  longitude: 20.3,
  timezone: 'Europe/Belgrade',
  placeName: 'Titel, Serbia',
};
const look = { editorConfig: {}, pageSettings: {}, customCss: '' };

export function natalReport(language: Language = 'en'): RenderedPdf {
  const chart = computeNatalChart(EINSTEIN);
  return renderNatalReportPdf({
    name: 'Albert Einstein',
    language,
    birth: EINSTEIN,
    chart,
    texts: seededTexts(natalTextUrns(chart), language),
    look,
    requestedAt: REQUESTED_AT,
  });
}

export function synastryReport(language: Language = 'en'): RenderedPdf {
  const points = [...SYNASTRY_CHART_POINTS];
  const chart1 = computeNatalChart({ ...EINSTEIN, points });
  const chart2 = computeNatalChart({ ...MILEVA, points });
  const synastry = computeSynastry(chart1, chart2);
  return renderSynastryReportPdf({
    persons: [
      { name: 'Albert Einstein', birth: EINSTEIN, chart: chart1 },
      { name: 'Mileva Marić', birth: MILEVA, chart: chart2 },
    ],
    language,
    synastry,
    texts: seededTexts(synastryTextUrns(synastry), language),
    look,
    requestedAt: REQUESTED_AT,
  });
}

/** A transit report over 2027 (a year: the slow planets' texts), dates in Europe/Berlin. */
export function transitReport(language: Language = 'en'): RenderedPdf {
  const period = { start: '2026-12-31T23:00:00Z', end: '2027-12-31T23:00:00Z', timezone: 'Europe/Berlin' };
  const chart = computeNatalChart(EINSTEIN);
  const sky = computeNatalChart({
    dateTime: period.start,
    latitude: EINSTEIN.latitude,
    longitude: EINSTEIN.longitude,
    points: [...WHEEL_POINTS],
    aspects: { types: [] },
  });
  const transits = computeTransitChart(reportTransitSearch(EINSTEIN, undefined, period));
  return renderTransitReportPdf({
    name: 'Albert Einstein',
    language,
    birth: EINSTEIN,
    chart,
    sky,
    transits,
    period,
    texts: seededTexts(transitTextUrns(transits), language),
    look,
    requestedAt: REQUESTED_AT,
  });
}
