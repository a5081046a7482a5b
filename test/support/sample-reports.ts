/**
 * The PDF reports rendered in-process from fixed birth data (Einstein's unless given), with the seeded texts,
 * for tests that read the PDFs (test/reports/report-pages.test.ts) and compare their pages with
 * reference images (test/visual/). Same steps as the report worker (src/jobs/reports/report-processor.ts),
 * without the queue and the database.
 */
import { computeNatalChart } from '../../src/astro/natal-chart.ts';
import { computeSynastry, SYNASTRY_CHART_POINTS } from '../../src/astro/synastry/index.ts';
import { computeTransitChart } from '../../src/astro/transits/transit-chart.ts';
import type { Language } from '../../src/interpretation/index.ts';
import type { VedicLanguage } from '../../src/interpretation/vedic/index.ts';
import { renderChineseReport } from '../../src/reports/chinese-report-pdf.ts';
import { renderCompositeReportPdf } from '../../src/reports/composite-report-pdf.ts';
import { renderMovingChartReport } from '../../src/reports/moving-chart-report-pdf.ts';
import { type RenderedPdf, renderNatalReportPdf } from '../../src/reports/natal-report-pdf.ts';
import { natalTextUrns, seededTexts } from '../../src/reports/natal-texts.ts';
import { WHEEL_POINTS } from '../../src/reports/natal-wheel.ts';
import { renderNumerologyReport } from '../../src/reports/numerology-report-pdf.ts';
import type { ReportBirth } from '../../src/reports/report-sections.ts';
import { renderSynastryReportPdf } from '../../src/reports/synastry-report-pdf.ts';
import { synastryTextUrns } from '../../src/reports/synastry-texts.ts';
import { reportTransitSearch } from '../../src/reports/transit-events.ts';
import { renderTransitReportPdf } from '../../src/reports/transit-report-pdf.ts';
import { transitTextUrns } from '../../src/reports/transit-texts.ts';
import { renderVedicReport } from '../../src/reports/vedic-report-pdf.ts';

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

/** The stellium birth of issue #40: seven bodies in Aquarius, 1962-02-04 05:00 UT, New Delhi. */
export const DELHI = {
  dateTime: '1962-02-04T10:30',
  latitude: 28.61,
  longitude: 77.21,
  timezone: 'Asia/Kolkata',
  placeName: 'New Delhi, India',
};
/** A southern birth with an offset instead of a zone. */
export const SANTIAGO = {
  dateTime: '1994-08-30T23:45-04:00',
  latitude: -33.45,
  longitude: -70.67,
  placeName: 'Santiago, Chile',
};

/** A person of a sample report: name and birth. */
export interface SamplePerson {
  name: string;
  birth: ReportBirth;
}
export const PERSONS: Record<'einstein' | 'mileva' | 'delhi' | 'santiago', SamplePerson> = {
  einstein: { name: 'Albert Einstein', birth: EINSTEIN },
  mileva: { name: 'Mileva Marić', birth: MILEVA },
  delhi: { name: 'Asha Rao', birth: DELHI },
  santiago: { name: 'Lucía Pérez', birth: SANTIAGO },
};

export function natalReport(language: Language = 'en', person: SamplePerson = PERSONS.einstein): RenderedPdf {
  const chart = computeNatalChart(person.birth);
  return renderNatalReportPdf({
    name: person.name,
    language,
    birth: person.birth,
    chart,
    texts: seededTexts(natalTextUrns(chart), language),
    look,
    requestedAt: REQUESTED_AT,
  });
}

export function synastryReport(
  language: Language = 'en',
  a: SamplePerson = PERSONS.einstein,
  b: SamplePerson = PERSONS.mileva,
): RenderedPdf {
  const points = [...SYNASTRY_CHART_POINTS];
  const chart1 = computeNatalChart({ ...a.birth, points });
  const chart2 = computeNatalChart({ ...b.birth, points });
  const synastry = computeSynastry(chart1, chart2);
  return renderSynastryReportPdf({
    persons: [
      { ...a, chart: chart1 },
      { ...b, chart: chart2 },
    ],
    language,
    synastry,
    texts: seededTexts(synastryTextUrns(synastry), language),
    look,
    requestedAt: REQUESTED_AT,
  });
}

/** A transit report over 2027 (a year: the slow planets' texts), dates in Europe/Berlin. */
export function transitReport(language: Language = 'en', person: SamplePerson = PERSONS.einstein): RenderedPdf {
  const period = { start: '2026-12-31T23:00:00Z', end: '2027-12-31T23:00:00Z', timezone: 'Europe/Berlin' };
  const { birth } = person;
  const chart = computeNatalChart(birth);
  const sky = computeNatalChart({
    dateTime: period.start,
    latitude: birth.latitude,
    longitude: birth.longitude,
    points: [...WHEEL_POINTS],
    aspects: { types: [] },
  });
  const transits = computeTransitChart(reportTransitSearch(birth, undefined, period));
  return renderTransitReportPdf({
    name: person.name,
    language,
    birth,
    chart,
    sky,
    transits,
    period,
    texts: seededTexts(transitTextUrns(transits), language),
    look,
    requestedAt: REQUESTED_AT,
  });
}

/** The solar return report of `returnYear` (default 2027), for the birth place. */
export function solarReturnReport(
  language: Language = 'en',
  person: SamplePerson = PERSONS.einstein,
  returnYear = 2027,
): RenderedPdf {
  return renderMovingChartReport({
    kind: 'solar-return',
    request: { birth: person.birth, returnYear },
    name: person.name,
    language,
    birth: person.birth,
    look,
    requestedAt: REQUESTED_AT,
  });
}

/** The progressions report to `targetDate` (default: the 40th birthday). */
export function progressionsReport(
  language: Language = 'en',
  person: SamplePerson = PERSONS.einstein,
  targetDate = `${Number(person.birth.dateTime.slice(0, 4)) + 40}${person.birth.dateTime.slice(4, 10)}`,
): RenderedPdf {
  return renderMovingChartReport({
    kind: 'progressions',
    request: { birth: person.birth, targetDate },
    name: person.name,
    language,
    birth: person.birth,
    look,
    requestedAt: REQUESTED_AT,
  });
}

/** The lunar return report of the first return from `returnDate` (default 1 Jan 2027), for the birth place. */
export function lunarReturnReport(
  language: Language = 'en',
  person: SamplePerson = PERSONS.einstein,
  returnDate = '2027-01-01',
): RenderedPdf {
  return renderMovingChartReport({
    kind: 'lunar-return',
    request: { birth: person.birth, returnDate },
    name: person.name,
    language,
    birth: person.birth,
    look,
    requestedAt: REQUESTED_AT,
  });
}

/** The composite report of two people (default Einstein and Marić). */
export function compositeReport(
  language: Language = 'en',
  a: SamplePerson = PERSONS.einstein,
  b: SamplePerson = PERSONS.mileva,
): RenderedPdf {
  const points = [...SYNASTRY_CHART_POINTS];
  const chart1 = computeNatalChart({ ...a.birth, points });
  const chart2 = computeNatalChart({ ...b.birth, points });
  return renderCompositeReportPdf({
    persons: [
      { ...a, chart: chart1 },
      { ...b, chart: chart2 },
    ],
    language,
    synastry: computeSynastry(chart1, chart2),
    look,
    requestedAt: REQUESTED_AT,
  });
}

/** The numerology report of the person's name as full name, personal year 2027. */
export function numerologyReport(language: Language = 'en', person: SamplePerson = PERSONS.einstein): RenderedPdf {
  return renderNumerologyReport({
    name: person.name,
    language,
    birth: person.birth,
    fullName: person.name,
    forecastYear: 2027,
    look,
    requestedAt: REQUESTED_AT,
  });
}

/** The Chinese report, forecast 2027. */
export function chineseReport(language: Language = 'en', person: SamplePerson = PERSONS.einstein): RenderedPdf {
  return renderChineseReport({
    name: person.name,
    language,
    birth: person.birth,
    forecastYear: 2027,
    look,
    requestedAt: REQUESTED_AT,
  });
}

/** A Vedic report (kundli) of the Delhi birth with a matching and a month of panchang: every section. */
export function vedicReport(language: VedicLanguage = 'en'): RenderedPdf {
  return renderVedicReport({
    name: 'Asha Rao',
    language,
    birth: DELHI,
    ayanamsa: 'lahiri',
    node: 'mean',
    dashaDate: '2027-01-15',
    chartStyle: 'north',
    partner: { name: 'Ravi Rao', birth: { ...DELHI, dateTime: '1960-08-20T06:15' }, role: 'boy' },
    panchang: {
      month: '2027-01',
      place: { latitude: 28.61, longitude: 77.21, timezone: 'Asia/Kolkata', name: 'New Delhi' },
    },
    look,
    requestedAt: REQUESTED_AT,
  });
}
