/**
 * Sade Sati and the small panoti (dhaiya) of a birth over a span of its life: the periods when
 * sidereal Saturn transits the 12th, 1st and 2nd signs from the natal Moon's sign (Sade Sati, in
 * three phases: rising, peak, setting), and the 4th (kantaka shani) and 8th (ashtama shani).
 *
 * Saturn's apparent longitude is the transit ephemeris's fitted track (within 0.02″ of the
 * engine), less the ayanamsa of date; its crossings of the sign boundaries are found by the
 * transit search's scan and refined by Newton steps to under a second. A retrograde return into
 * the previous sign is its own phase entry, so a period lists every ingress. Pure.
 */
import { norm360 } from '../angles.ts';
import { inputError } from '../errors.ts';
import type { BirthInput } from '../returns/chart-cast.ts';
import type { Ayanamsa } from '../sidereal/ayanamsa.ts';
import { inZodiac } from '../sidereal/ayanamsa-curve.ts';
import { julianDayFromUnixMs, unixMsFromJulianDay } from '../time/julian-day.ts';
import { instantAt } from '../traditional/requests.ts';
import { CurveScan } from '../transits/curve-scan.ts';
import { sharedTransitEphemeris } from '../transits/transit-ephemeris.ts';
import { SIGNS } from '../vocabulary.ts';
import { iso, type NodeKind, siderealChart } from './requests.ts';

export interface SadeSatiRequest {
  birth: BirthInput;
  ayanamsa: Ayanamsa;
  node: NodeKind;
  /** Span start, a date local at the birth place (default the birth). */
  from?: string;
  /** Span end (default 100 years after the birth). */
  to?: string;
}

/** Longest span searched, years. */
export const MAX_SADE_SATI_YEARS = 150;

const PHASES = { 11: 'rising', 0: 'peak', 1: 'setting' } as const;

/** Saturn's sidereal sign over [startUT, endUT): consecutive stays, each with its entry instant. */
export function saturnSigns(ayanamsa: Ayanamsa, startUT: number, endUT: number) {
  const track = sharedTransitEphemeris().track('saturn', startUT, endUT);
  const curve = inZodiac(track, ayanamsa);
  // Saturn stations about every 140 days: a 10-day grid keeps every monotonic piece.
  const scan = new CurveScan(curve, startUT, endUT, 10);
  const crossings = SIGNS.flatMap((_, s) => scan.crossings(s * 30).map((c) => ({ ...c, boundary: s })));
  crossings.sort((a, b) => a.t - b.t);
  const stays: { sign: number; start: number; end: number; retrograde: boolean }[] = [];
  let sign = Math.floor(norm360(curve.longitude(startUT)) / 30);
  let start = startUT;
  let retrograde = curve.speed(startUT) < 0;
  for (const c of crossings) {
    const entered = c.direction > 0 ? c.boundary : (c.boundary + 11) % 12;
    if (entered === sign) continue;
    stays.push({ sign, start, end: c.t, retrograde });
    sign = entered;
    start = c.t;
    retrograde = c.direction < 0;
  }
  stays.push({ sign, start, end: endUT, retrograde });
  return stays;
}

/** The Sade Sati periods and the dhaiyas of a birth. */
export function sadeSati(request: SadeSatiRequest) {
  const cast = siderealChart(request.birth, request.ayanamsa, request.node);
  const moon = cast.points.find((p) => p.id === 'moon');
  if (!moon) throw new Error('the sidereal chart has no Moon');
  const moonSign = Math.floor(norm360(moon.longitude) / 30);
  const birthMs = Date.parse(cast.chart.timeResolution.utc);
  const fromMs = request.from === undefined ? birthMs : instantAt('from', request.from, request.birth);
  const toMs =
    request.to === undefined ? birthMs + 100 * 365.25 * 86_400_000 : instantAt('to', request.to, request.birth);
  if (!(toMs > fromMs))
    throw inputError(
      'to',
      'out_of_range',
      { kind: 'after', value: 'date', than: 'from', orSame: false },
      'a date after `from`',
    );
  if (toMs - fromMs > MAX_SADE_SATI_YEARS * 365.25 * 86_400_000)
    throw inputError(
      'to',
      'out_of_range',
      { kind: 'span', max: MAX_SADE_SATI_YEARS, unit: 'years', from: 'from', bound: 'atMost' },
      `a span of at most ${MAX_SADE_SATI_YEARS} years`,
    );
  const stays = saturnSigns(request.ayanamsa, julianDayFromUnixMs(fromMs), julianDayFromUnixMs(toMs));
  const fromMoon = (sign: number) => (sign - moonSign + 12) % 12;
  const periods: {
    start: string;
    end: string;
    phases: { phase: string; sign: string; start: string; end: string }[];
  }[] = [];
  let current: (typeof periods)[number] | undefined;
  const dhaiyas: { kind: 'kantaka' | 'ashtama'; sign: string; start: string; end: string }[] = [];
  for (const stay of stays) {
    const h = fromMoon(stay.sign);
    const start = iso(unixMsFromJulianDay(stay.start));
    const end = iso(unixMsFromJulianDay(stay.end));
    if (h === 11 || h === 0 || h === 1) {
      if (!current) periods.push((current = { start, end, phases: [] }));
      current.end = end;
      current.phases.push({ phase: PHASES[h], sign: SIGNS[stay.sign], start, end });
    } else {
      current = undefined;
      if (h === 3 || h === 7)
        dhaiyas.push({ kind: h === 3 ? 'kantaka' : 'ashtama', sign: SIGNS[stay.sign], start, end });
    }
  }
  return {
    utc: cast.chart.timeResolution.utc,
    zodiac: 'sidereal' as const,
    ayanamsa: cast.chart.provenance.ayanamsa,
    moonSign: SIGNS[moonSign],
    from: iso(fromMs),
    to: iso(toMs),
    periods,
    dhaiyas,
  };
}
