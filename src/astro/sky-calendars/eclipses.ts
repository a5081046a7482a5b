/**
 * Solar and lunar eclipses over a range of up to 50 years: found and classified from our own
 * ephemeris (eclipse-finder.ts, eclipse-geometry.ts: greatest eclipse, type with hybrids,
 * magnitudes, lunar contacts; checked in the tests against astronomy-engine's
 * SearchGlobalSolarEclipse / SearchLunarEclipse and the Swiss Ephemeris), with the Saros series
 * and the zodiac position; for a place, local visibility and contact times by astronomy-engine
 * (SearchLocalSolarEclipse; the Moon's altitude at the lunar contacts).
 *
 * Time: instants are computed in TT and turned into UT with the service's ΔT (the one the
 * reference uses); astronomy-engine's local circumstances run on the same ΔT.
 */
import { frameOfDate } from '../ephemeris/frames.ts';
import { sharedInterpolatedSky } from '../ephemeris/interpolated-sky.ts';
import { inputError } from '../errors.ts';
import { Astronomy } from '../time/astronomy-engine-clock.ts';
import { universalFromTerrestrial } from '../time/delta-t.ts';
import { julianDayFromUnixMs, unixMsFromJulianDay } from '../time/julian-day.ts';
import { isoInstant } from '../transits/iso-instant.ts';
import { SIGNS, type Sign } from '../vocabulary.ts';
import { type FoundEclipse, findEclipses } from './eclipse-finder.ts';
import { lunarContacts, lunarKind, sarosNumber, solarContacts, solarGeometry } from './eclipse-geometry.ts';
import { checkPeriod } from './period-check.ts';

/** Longest range, years. */
export const MAX_ECLIPSE_YEARS = 50;

export type SolarEclipseType = 'total' | 'annular' | 'hybrid' | 'partial';
export type LunarEclipseType = 'total' | 'partial' | 'penumbral';

export interface ZodiacPosition {
  /** Apparent tropical longitude, degrees [0, 360). */
  longitude: number;
  sign: Sign;
  /** Degrees into the sign, [0, 30). */
  degreeInSign: number;
}

export interface LocalContact {
  /** ISO 8601. */
  time: string;
  /** The body's altitude then, degrees (refraction included); negative below the horizon. */
  altitude: number;
}

export interface SolarEclipse {
  kind: 'solar';
  type: SolarEclipseType;
  /** Greatest eclipse, ISO 8601. */
  maximum: string;
  /** See eclipse-geometry.ts: diameter ratio for central eclipses, fraction covered for partial ones. */
  magnitude: number;
  /** Distance of the shadow axis from the Earth's centre at greatest eclipse, Earth radii. */
  gamma: number;
  /** Whether the shadow's axis meets the Earth (false for partial and non-central total or annular eclipses). */
  central: boolean;
  saros: number;
  /** The Sun's position at greatest eclipse. */
  position: ZodiacPosition;
  /**
   * Global contacts, ISO 8601: the penumbra first and last touches the Earth (partialBegin/End),
   * the umbra or antumbra does (totalBegin/End), the shadow's axis does (centralBegin/End); null
   * for phases the eclipse does not reach.
   */
  contacts: {
    partialBegin: string;
    totalBegin: string | null;
    centralBegin: string | null;
    centralEnd: string | null;
    totalEnd: string | null;
    partialEnd: string;
  };
  /** With a location: what is seen there. */
  local?: LocalSolarEclipse;
}

export interface LocalSolarEclipse {
  /** Some part of the eclipse happens with the Sun above the horizon. */
  visible: boolean;
  /** What the place sees: null when the Moon's penumbra misses it. */
  type: 'total' | 'annular' | 'partial' | null;
  /** Fraction of the Sun's disc area covered at the local maximum. */
  obscuration: number | null;
  partialBegin: LocalContact | null;
  totalBegin: LocalContact | null;
  maximum: LocalContact | null;
  totalEnd: LocalContact | null;
  partialEnd: LocalContact | null;
}

export interface LunarEclipse {
  kind: 'lunar';
  type: LunarEclipseType;
  maximum: string;
  /** Umbral magnitude at greatest eclipse (negative for a penumbral eclipse). */
  magnitude: number;
  penumbralMagnitude: number;
  saros: number;
  /** The Moon's position at greatest eclipse. */
  position: ZodiacPosition;
  /** Global contacts, ISO 8601; null for phases the eclipse does not reach. */
  contacts: {
    penumbralBegin: string;
    partialBegin: string | null;
    totalBegin: string | null;
    totalEnd: string | null;
    partialEnd: string | null;
    penumbralEnd: string;
  };
  /** With a location: the Moon's altitude at each contact there. */
  local?: LocalLunarEclipse;
}

export interface LocalLunarEclipse {
  /** The Moon is above the horizon at some contact or at the maximum. */
  visible: boolean;
  /** The Moon's altitude (degrees, refraction included) at each contact that happens. */
  altitudes: Partial<
    Record<
      'penumbralBegin' | 'partialBegin' | 'totalBegin' | 'maximum' | 'totalEnd' | 'partialEnd' | 'penumbralEnd',
      number
    >
  >;
}

export interface EclipseInput {
  /** Range start, Unix milliseconds. */
  startMs: number;
  /** Range end (exclusive), Unix milliseconds. */
  endMs: number;
  /** Which eclipses (default both). */
  kinds?: ('solar' | 'lunar')[];
  /** A place for local circumstances: degrees north and east. */
  location?: { latitude: number; longitude: number };
}

export type Eclipse = SolarEclipse | LunarEclipse;

const round = (x: number, digits: number) => Math.round(x * 10 ** digits) / 10 ** digits;

/** A TT Julian day (or null) as a UT Julian day through the service's ΔT. */
function ut(jdTT: number): number;
function ut(jdTT: number | null): number | null;
function ut(jdTT: number | null): number | null {
  return jdTT === null ? null : universalFromTerrestrial(jdTT);
}

/** A TT Julian day (or null) as an ISO 8601 UT instant. */
function instantOfTT(jdTT: number): string;
function instantOfTT(jdTT: number | null): string | null;
function instantOfTT(jdTT: number | null): string | null {
  return jdTT === null ? null : isoInstant(universalFromTerrestrial(jdTT));
}

/** A body's apparent tropical position at a TT Julian day. */
function zodiac(body: 'sun' | 'moon', jdTT: number): ZodiacPosition {
  const longitude = sharedInterpolatedSky().apparentPosition(body, jdTT, frameOfDate(jdTT)).longitude;
  const index = Math.floor(longitude / 30) % 12;
  return { longitude: round(longitude, 6), sign: SIGNS[index], degreeInSign: round(longitude - 30 * index, 6) };
}

const contact = (event: Astronomy.EclipseEvent | undefined): LocalContact | null =>
  event
    ? { time: isoInstant(julianDayFromUnixMs(event.time.date.getTime())), altitude: round(event.altitude, 2) }
    : null;

/**
 * Whether the Moon's penumbra can reach the observer: the topocentric Sun and Moon come within
 * the sum of their radii (plus a margin) in the hours around the global maximum, sampled every
 * 15 minutes. A cheap screen before SearchLocalSolarEclipse, which would otherwise run on to the
 * next eclipse the place sees.
 */
function penumbraReaches(observer: Astronomy.Observer, peakMs: number): boolean {
  for (let k = -14; k <= 14; k++) {
    const date = new Date(peakMs + k * 15 * 60_000);
    const sun = Astronomy.Equator(Astronomy.Body.Sun, date, observer, true, true);
    const moon = Astronomy.Equator(Astronomy.Body.Moon, date, observer, true, true);
    const separation = Astronomy.AngleBetween(
      new Astronomy.Vector(sun.vec.x, sun.vec.y, sun.vec.z, sun.vec.t),
      new Astronomy.Vector(moon.vec.x, moon.vec.y, moon.vec.z, moon.vec.t),
    );
    // Radii at most 16.3′ and 16.8′ (topocentric), the Moon's motion 0.14° per 15 minutes.
    if (separation < 0.56 + 0.2) return true;
  }
  return false;
}

function localSolar(observer: Astronomy.Observer, peakMs: number): LocalSolarEclipse {
  const none: LocalSolarEclipse = {
    visible: false,
    type: null,
    obscuration: null,
    partialBegin: null,
    totalBegin: null,
    maximum: null,
    totalEnd: null,
    partialEnd: null,
  };
  if (!penumbraReaches(observer, peakMs)) return none;
  const local = Astronomy.SearchLocalSolarEclipse(new Date(peakMs - 0.5 * 86_400_000), observer);
  if (Math.abs(local.peak.time.date.getTime() - peakMs) > 0.5 * 86_400_000) return none;
  const altitudes = [local.partial_begin, local.peak, local.partial_end, local.total_begin, local.total_end]
    .filter((e) => e)
    .map((e) => e!.altitude);
  return {
    visible: altitudes.some((a) => a > 0),
    type: local.kind as LocalSolarEclipse['type'],
    obscuration: round(local.obscuration, 4),
    partialBegin: contact(local.partial_begin),
    totalBegin: contact(local.total_begin),
    maximum: contact(local.peak),
    totalEnd: contact(local.total_end),
    partialEnd: contact(local.partial_end),
  };
}

function moonAltitude(observer: Astronomy.Observer, jdUT: number): number {
  const date = new Date(unixMsFromJulianDay(jdUT));
  const equator = Astronomy.Equator(Astronomy.Body.Moon, date, observer, true, true);
  return round(Astronomy.Horizon(date, observer, equator.ra, equator.dec, 'normal').altitude, 2);
}

function solarEclipse(found: FoundEclipse, observer: Astronomy.Observer | null): SolarEclipse {
  const jdUT = found.peakUT;
  const geometry = solarGeometry(found);
  const contacts = solarContacts(found, geometry);
  const eclipse: SolarEclipse = {
    kind: 'solar',
    type: geometry.type,
    maximum: isoInstant(jdUT),
    magnitude: round(geometry.magnitude, 4),
    gamma: round(geometry.gamma, 4),
    central: geometry.central,
    saros: sarosNumber(jdUT, 'solar'),
    position: zodiac('sun', found.peakTT),
    contacts: {
      partialBegin: instantOfTT(contacts.partialBegin),
      totalBegin: instantOfTT(contacts.totalBegin),
      centralBegin: instantOfTT(contacts.centralBegin),
      centralEnd: instantOfTT(contacts.centralEnd),
      totalEnd: instantOfTT(contacts.totalEnd),
      partialEnd: instantOfTT(contacts.partialEnd),
    },
  };
  if (observer) eclipse.local = localSolar(observer, unixMsFromJulianDay(jdUT));
  return eclipse;
}

function lunarEclipse(found: FoundEclipse, observer: Astronomy.Observer | null): LunarEclipse {
  const jdUT = found.peakUT;
  const geometry = lunarKind(found);
  const contacts = lunarContacts(found, geometry.type);
  const instants = {
    penumbralBegin: ut(contacts.penumbralBegin),
    partialBegin: ut(contacts.partialBegin),
    totalBegin: ut(contacts.totalBegin),
    totalEnd: ut(contacts.totalEnd),
    partialEnd: ut(contacts.partialEnd),
    penumbralEnd: ut(contacts.penumbralEnd),
  };
  const iso = (t: number | null) => (t === null ? null : isoInstant(t));
  const eclipse: LunarEclipse = {
    kind: 'lunar',
    type: geometry.type,
    maximum: isoInstant(jdUT),
    magnitude: round(geometry.umbralMagnitude, 4),
    penumbralMagnitude: round(geometry.penumbralMagnitude, 4),
    saros: sarosNumber(jdUT, 'lunar'),
    position: zodiac('moon', found.peakTT),
    contacts: {
      penumbralBegin: isoInstant(instants.penumbralBegin),
      partialBegin: iso(instants.partialBegin),
      totalBegin: iso(instants.totalBegin),
      totalEnd: iso(instants.totalEnd),
      partialEnd: iso(instants.partialEnd),
      penumbralEnd: isoInstant(instants.penumbralEnd),
    },
  };
  if (observer) {
    const altitudes: LocalLunarEclipse['altitudes'] = { maximum: moonAltitude(observer, jdUT) };
    for (const [name, t] of Object.entries(instants))
      if (t !== null) altitudes[name as keyof typeof instants] = moonAltitude(observer, t);
    eclipse.local = { visible: Object.values(altitudes).some((a) => a! > 0), altitudes };
  }
  return eclipse;
}

/**
 * Every eclipse of the kinds asked for whose greatest instant falls in [startMs, endMs), in time
 * order.
 * @throws BirthDataError naming `startDate`, `endDate` (before the start, over
 * {@link MAX_ECLIPSE_YEARS} years, outside 1800–2400) or `kinds`
 */
export function searchEclipses(input: EclipseInput): Eclipse[] {
  const { startMs, endMs } = input;
  checkPeriod(startMs, endMs, '1800-01-01', '2400-12-31');
  const limit = new Date(startMs);
  limit.setUTCFullYear(limit.getUTCFullYear() + MAX_ECLIPSE_YEARS);
  if (endMs > limit.getTime())
    throw inputError(
      'endDate',
      'out_of_range',
      { kind: 'span', max: MAX_ECLIPSE_YEARS, unit: 'years', from: 'startDate', bound: 'atMost' },
      `a date at most ${MAX_ECLIPSE_YEARS} years after startDate`,
    );
  const kinds = input.kinds ?? ['solar', 'lunar'];
  if (!Array.isArray(kinds) || kinds.length === 0 || kinds.some((k) => k !== 'solar' && k !== 'lunar')) {
    throw inputError(
      'kinds',
      'unknown_value',
      { kind: 'among', values: ['solar', 'lunar'], nonEmpty: true },
      'a non-empty list of solar, lunar',
    );
  }
  const observer = input.location ? new Astronomy.Observer(input.location.latitude, input.location.longitude, 0) : null;
  const out: Eclipse[] = findEclipses(julianDayFromUnixMs(startMs), julianDayFromUnixMs(endMs), kinds).map((found) =>
    found.kind === 'solar' ? solarEclipse(found, observer) : lunarEclipse(found, observer),
  );
  return out.sort((a, b) => (a.maximum < b.maximum ? -1 : a.maximum > b.maximum ? 1 : 0));
}
