/**
 * The calculation tasks the worker pool runs, by name. Each takes and returns plain data.
 */

import {
  type ChineseForecastTaskInput,
  type ChineseHoroscopeTaskInput,
  chineseForecastTask,
  chineseHoroscopeTask,
} from '../../astro/chinese-calendar/index.ts';
import type { AstrocartographyInput } from '../../astro/locational/astrocartography.ts';
import type { LinesNearInput, LocalSpaceInput } from '../../astro/locational/locational-requests.ts';
import { computeNatalChart, type NatalChartInput } from '../../astro/natal-chart.ts';
import {
  computeProgressions,
  computeSolarArc,
  type ProgressionsInput,
  type SolarArcInput,
} from '../../astro/progressions/index.ts';
import {
  computeLunarReturns,
  computeSolarReturn,
  type LunarReturnInput,
  type PlanetaryReturnInput,
  type SolarReturnInput,
} from '../../astro/returns/index.ts';
import type {
  EclipseRequest,
  MoonCalendarDayRequest,
  MoonCalendarRangeRequest,
  MoonPhasesRequest,
  RetrogradeRequest,
} from '../../astro/sky-calendars/sky-requests.ts';
import { skyPositions } from '../../astro/sky-positions.ts';
import { type BirthTimeInput, resolveBirthTime } from '../../astro/time/birth-time.ts';
import { computeTransitChart, type TransitChartInput } from '../../astro/transits/transit-chart.ts';
import { daySky, monthSky, weekSky } from '../../astro/transits/week-sky.ts';
import { interpretationSeed } from '../../interpretation/seed-texts.ts';
import { type ChineseReportRequest, renderChineseReport } from '../../reports/chinese-report-pdf.ts';
import { type CompositeReportInput, renderCompositeReportPdf } from '../../reports/composite-report-pdf.ts';
import { type MovingChartReportRequest, renderMovingChartReport } from '../../reports/moving-chart-report-pdf.ts';
import { type NatalReportInput, renderNatalReportPdf } from '../../reports/natal-report-pdf.ts';
import { type NumerologyReportRequest, renderNumerologyReport } from '../../reports/numerology-report-pdf.ts';
import { renderSynastryReportPdf, type SynastryReportInput } from '../../reports/synastry-report-pdf.ts';
import { renderTransitReportPdf, type TransitReportInput } from '../../reports/transit-report-pdf.ts';
import { renderVedicReport, type VedicReportRequest } from '../../reports/vedic-report-pdf.ts';
import { chartTechniqueTasks } from '../responses/chart-techniques.ts';
import { type ElectionalResponseInput, electionalResponse } from '../responses/electional.ts';
import {
  astrocartographyResponse,
  type LocationalResponseInput,
  linesNearResponse,
  localSpaceResponse,
  type RelocationRequest,
  relocationResponse,
} from '../responses/locational.ts';
import { markdownOfAnswer } from '../responses/markdown/response-markdown.ts';
import {
  lunarReturnResponse,
  type MovingChartResponseInput,
  planetaryReturnResponse,
  progressionsResponse,
  solarArcResponse,
  solarReturnResponse,
} from '../responses/moving-chart-responses.ts';
import { type NatalResponseInput, natalResponse } from '../responses/natal-response.ts';
import {
  type RelationshipResponseInput,
  relationshipResponse,
  type SynastryWidgetResponseInput,
  synastryWidgetResponse,
} from '../responses/relationship-response.ts';
import {
  eclipsesResponse,
  type MoonSunRequest,
  moonCalendarDayResponse,
  moonCalendarRangeResponse,
  moonPhasesResponse,
  moonSunResponse,
  retrogradeResponse,
  type SkyCalendarResponseInput,
} from '../responses/sky-calendars.ts';
import { type SkyEventsResponseInput, skyEventsResponse } from '../responses/sky-events.ts';
import { traditionalTasks } from '../responses/traditional.ts';
import { type TransitResponseInput, transitResponse } from '../responses/transit-response.ts';
import { vedicTasks } from '../responses/vedic.ts';
import { chartPng, chartSvg } from './chart-image.ts';
import { type LocationalMapInput, locationalMap } from './locational-map.ts';
import { type MovingWheelTaskInput, movingWheel } from './moving-wheel.ts';
import { type RelocationWheelInput, relocationWheel } from './relocation-wheel.ts';
import { type SynastryTaskInput, synastryTask } from './synastry.ts';
import { type VedicChartTaskInput, vedicChart } from './vedic-chart.ts';
import { warmUpProgress } from './worker-warm-up.ts';

export const tasks = {
  /** The ten planets' positions at an ISO instant. */
  positions: (input: { instant: string }) => skyPositions(new Date(input.instant)),
  /** A full natal chart from birth data and options. */
  natal: (input: NatalChartInput) => computeNatalChart(input),
  /** A chart-like JSON answer (its text) as compact Markdown for a language model; `title`: what was calculated. */
  responseMarkdown: (input: { json: string; title: string }) => markdownOfAnswer(input.json, input.title),
  /** The seeded interpretation texts' version (digest) and, when asked, the items themselves. */
  interpretationSeed: (input: { withItems: boolean }) => interpretationSeed(input),
  /** A natal PDF report from its chart, texts and template look: PDF bytes and page count. */
  natalReportPdf: (input: NatalReportInput) => renderNatalReportPdf(input),
  /** A synastry PDF report from both charts, the synastry, texts and template look. */
  synastryReportPdf: (input: SynastryReportInput) => renderSynastryReportPdf(input),
  /** A transit PDF report from the natal chart, the sky at the period's start, the transit search, texts and template look. */
  transitReportPdf: (input: TransitReportInput) => renderTransitReportPdf(input),
  /** A solar return or progressions report: the chart computed, its texts composed, the PDF rendered. */
  movingChartReportPdf: (input: MovingChartReportRequest) => renderMovingChartReport(input),
  /** A numerology report: the profile computed, its texts composed, the PDF rendered. */
  numerologyReportPdf: (input: NumerologyReportRequest) => renderNumerologyReport(input),
  /** A Chinese report: the calendar and forecasts computed, the texts composed, the PDF rendered. */
  chineseReportPdf: (input: ChineseReportRequest) => renderChineseReport(input),
  /** A composite report from the two charts and their synastry: texts composed, the PDF rendered. */
  compositeReportPdf: (input: CompositeReportInput) => renderCompositeReportPdf(input),
  /** A Vedic report (kundli) in any of VEDIC_LANGUAGES: the kundli computed, its reading composed, the PDF rendered. */
  vedicReportPdf: (input: VedicReportRequest) => renderVedicReport(input),
  /** A chart wheel image as SVG text, from a normalized chart image spec. */
  'chart-svg': chartSvg,
  /** The same image as PNG bytes. */
  'chart-png': chartPng,
  /** Inter-aspects, house overlays, composite and Davison charts, score and bi-wheel of two natal charts. */
  synastry: (input: SynastryTaskInput) => synastryTask(input),
  /** A natal chart and every transit event over a span (the worker keeps its transit ephemeris). */
  transit: (input: TransitChartInput) => computeTransitChart(input),
  /** The sky events (Moon phases and signs, ingresses, stations, aspects) of an ISO week. */
  'weekly-sky': (input: { year: number; week: number }) => weekSky(input),
  /** The sky events of a UTC day and the Sun and Moon at its noon. */
  'daily-sky': (input: { year: number; month: number; day: number }) => daySky(input),
  /** The sky events of a calendar month (UTC) and the Sun and Moon on its 15th. */
  'monthly-sky': (input: { year: number; month: number }) => monthSky(input),
  /** A birth's Chinese year (from the lunar new year, computed from the sky), lunar date and, with time and place, four pillars. */
  'chinese-horoscope': (input: ChineseHoroscopeTaskInput) => chineseHoroscopeTask(input),
  /** A native's Chinese year, a forecast year and how their animals and elements relate. */
  'chinese-forecast': (input: ChineseForecastTaskInput) => chineseForecastTask(input),
  /** The Moon calendar (sign, phase, void of course) of the local day of an instant, ready to send. */
  moonCalendarDayResponse: (input: SkyCalendarResponseInput<MoonCalendarDayRequest>) => moonCalendarDayResponse(input),
  /** The Moon calendar of up to 31 local days, ready to send. */
  moonCalendarRangeResponse: (input: SkyCalendarResponseInput<MoonCalendarRangeRequest>) =>
    moonCalendarRangeResponse(input),
  /** The Moon's phase and the Sun's and Moon's rise, transit, set and twilights of a local day, ready to send. */
  moonSunResponse: (input: SkyCalendarResponseInput<MoonSunRequest>) => moonSunResponse(input),
  /** New moons, first quarters, full moons and last quarters over up to 10 years, ready to send. */
  moonPhasesResponse: (input: SkyCalendarResponseInput<MoonPhasesRequest>) => moonPhasesResponse(input),
  /** Retrograde periods with stations and shadows over up to 10 years, ready to send. */
  retrogradeResponse: (input: SkyCalendarResponseInput<RetrogradeRequest>) => retrogradeResponse(input),
  /** Solar and lunar eclipses over up to 50 years, with local circumstances for a place, ready to send. */
  eclipsesResponse: (input: SkyCalendarResponseInput<EclipseRequest>) => eclipsesResponse(input),
  /** Astrocartography lines (GeoJSON) and parans of a birth, ready to send. */
  astrocartographyResponse: (input: LocationalResponseInput<AstrocartographyInput>) => astrocartographyResponse(input),
  /** The astrocartography lines within a distance of a place, ready to send. */
  linesNearResponse: (input: LocationalResponseInput<LinesNearInput>) => linesNearResponse(input),
  /** Local space: azimuths, altitudes and great-circle lines from the birth place, ready to send. */
  localSpaceResponse: (input: LocationalResponseInput<LocalSpaceInput>) => localSpaceResponse(input),
  /** The natal instant cast for another place: angles, cusps and houses of both, ready to send. */
  relocationResponse: (input: LocationalResponseInput<RelocationRequest>) => relocationResponse(input),
  /** The bi-wheel of the natal and the relocated chart, as SVG text or PNG bytes. */
  'relocation-wheel': (input: RelocationWheelInput) => relocationWheel(input),
  /** The world map of a birth's astrocartography or local space lines, as SVG text or PNG bytes. */
  'locational-map': (input: LocationalMapInput) => locationalMap(input),
  /** A North or South Indian chart of a varga as SVG text or PNG bytes. */
  'vedic-chart': (input: VedicChartTaskInput) => vedicChart(input),
  /** The solar return of a year and its chart. */
  'solar-return': (input: SolarReturnInput) => computeSolarReturn(input),
  /** Lunar returns from a date, one to thirteen in a row, with their charts. */
  'lunar-return': (input: LunarReturnInput) => computeLunarReturns(input),
  /** Secondary progressions to a target date, with the dates progressed aspects perfect. */
  progressions: (input: ProgressionsInput) => computeProgressions(input),
  /** Solar arc directions to a target date. */
  'solar-arc': (input: SolarArcInput) => computeSolarArc(input),
  /** The bi-wheel (natal inside, return / progressed / directed chart outside) as SVG text or PNG bytes. */
  'moving-wheel': (input: MovingWheelTaskInput) => movingWheel(input),
  /** GET/POST /api/calc/natal's response as bytes ready to send (see src/calc/responses/). */
  natalResponse: (input: NatalResponseInput) => natalResponse(input),
  /** POST /api/calc/transit's response as bytes ready to send (see src/calc/responses/). */
  transitResponse: (input: TransitResponseInput) => transitResponse(input),
  /** POST /api/calc/solar-return's response as bytes ready to send. */
  solarReturnResponse: (input: MovingChartResponseInput<SolarReturnInput>) => solarReturnResponse(input),
  /** POST /api/calc/lunar-return's response as bytes ready to send. */
  lunarReturnResponse: (input: MovingChartResponseInput<LunarReturnInput>) => lunarReturnResponse(input),
  /** POST /api/calc/planetary-return's response as bytes ready to send. */
  planetaryReturnResponse: (input: MovingChartResponseInput<PlanetaryReturnInput>) => planetaryReturnResponse(input),
  /** POST /api/calc/progressions's response as bytes ready to send. */
  progressionsResponse: (input: MovingChartResponseInput<ProgressionsInput>) => progressionsResponse(input),
  /** POST /api/calc/solar-arc's response as bytes ready to send. */
  solarArcResponse: (input: MovingChartResponseInput<SolarArcInput>) => solarArcResponse(input),
  /** POST /api/calc/synastry, composite, davison, synastry/score and compatibility's responses as bytes ready to send (or the births' problems). */
  relationshipResponse: (input: RelationshipResponseInput) => relationshipResponse(input),
  /** POST /api/widget-api/synastry/{widgetId}'s response as bytes ready to send (or the births' problems). */
  synastryWidgetResponse: (input: SynastryWidgetResponseInput) => synastryWidgetResponse(input),
  ...traditionalTasks,
  ...chartTechniqueTasks,
  ...vedicTasks,
  /** POST /api/calc/electional's response, ready to send. */
  electionalResponse: (input: ElectionalResponseInput) => electionalResponse(input),
  /** POST /api/calc/sky-events's response (a page of it when asked), ready to send. */
  skyEventsResponse: (input: SkyEventsResponseInput) => skyEventsResponse(input),
  /** The answering thread's state: how far its warm-up has come. */
  'worker-status': (_input: Record<string, never>) => ({ warmUp: warmUpProgress() }),
  /** The birth instant of birth data (its date, zone and local-time rule checked as the chart endpoints check them), without a chart. */
  'birth-time': (input: BirthTimeInput) => resolveBirthTime(input),
};

export type TaskName = keyof typeof tasks;
export type TaskInput<N extends TaskName> = Parameters<(typeof tasks)[N]>[0];
export type TaskOutput<N extends TaskName> = ReturnType<(typeof tasks)[N]>;
