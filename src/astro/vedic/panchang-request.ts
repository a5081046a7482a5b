/**
 * POST /api/calc/vedic/panchang as the pool task takes it: a date and a place (its zone given or
 * found from the coordinates) and the ayanamsa, answered with instants as ISO 8601 UTC to the
 * second and longitudes to 1e-6°. Errors name the request's fields. Pure.
 */
import type { Ayanamsa } from '../sidereal/ayanamsa.ts';
import { timezoneAt } from '../time/birth-time.ts';
import { unknownZoneError } from '../time/unknown-zone.ts';
import { isKnownZoneName } from '../time/zone-offset.ts';
import { panchang, type Span } from './panchang.ts';
import { iso } from './requests.ts';

export interface PanchangRequest {
  date: string;
  location: { latitude: number; longitude: number; timezone?: string };
  ayanamsa: Ayanamsa;
}

const span = <T extends Span>(x: T) => ({ ...x, start: iso(x.start), end: iso(x.end) });
const round6 = (x: number) => Math.round(x * 1e6) / 1e6;

/** The panchang of a date at a place. */
export function panchangRequest(request: PanchangRequest) {
  const { latitude, longitude, timezone } = request.location;
  if (timezone !== undefined && !isKnownZoneName(timezone)) throw unknownZoneError('location.timezone', timezone);
  const zone = timezone ?? timezoneAt(latitude, longitude);
  const p = panchang(request.date, { latitude, longitude }, { zone, longitude }, request.ayanamsa);
  return {
    date: p.date,
    location: { latitude, longitude, timezone: zone },
    zodiac: 'sidereal' as const,
    ayanamsa: { name: request.ayanamsa, degrees: round6(p.ayanamsa) },
    sunrise: iso(p.sunrise),
    sunset: iso(p.sunset),
    nextSunrise: iso(p.nextSunrise),
    vara: p.vara,
    sunLongitude: round6(p.sunLongitude),
    moonLongitude: round6(p.moonLongitude),
    tithi: p.tithi.map(span),
    nakshatra: p.nakshatra.map(span),
    yoga: p.yoga.map(span),
    karana: p.karana.map(span),
    rahuKaal: span(p.rahuKaal),
    gulikaKaal: span(p.gulikaKaal),
    yamaganda: span(p.yamaganda),
    abhijitMuhurta: span(p.abhijitMuhurta),
    choghadiya: { day: p.choghadiya.day.map(span), night: p.choghadiya.night.map(span) },
    hora: p.hora.map(span),
  };
}
