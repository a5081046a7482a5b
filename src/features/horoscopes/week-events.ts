/**
 * A week's sky events as a reader of one sign reads them: each event placed in the reader's
 * whole-sign solar house (solarHouse) of the sign it happens in.
 */
import type { WeekSkyEvent } from '../../astro/transits/week-sky.ts';
import type { Sign } from '../../astro/vocabulary.ts';
import { type HoroscopeEvent, solarHouse } from '../../interpretation/index.ts';

/**
 * The horoscope events of `sign` from the week's sky events.
 * @param sign the reader's sign
 * @param events the week's events (from the `weekly-sky` task)
 */
export function horoscopeEventsFor(sign: Sign, events: readonly WeekSkyEvent[]): HoroscopeEvent[] {
  return events.map((e): HoroscopeEvent => {
    switch (e.kind) {
      case 'moon-phase':
        return {
          kind: 'moon-phase',
          instant: e.instant,
          phase: e.phase,
          sign: e.sign,
          house: solarHouse(sign, e.sign),
        };
      case 'moon-ingress':
        return { kind: 'moon-ingress', instant: e.instant, sign: e.sign, house: solarHouse(sign, e.sign) };
      case 'ingress':
        return {
          kind: 'ingress',
          instant: e.instant,
          point: e.point,
          sign: e.sign,
          retrograde: e.retrograde,
          house: solarHouse(sign, e.sign),
        };
      case 'station':
        return {
          kind: 'station',
          instant: e.instant,
          point: e.point,
          direction: e.direction,
          sign: e.sign,
          house: solarHouse(sign, e.sign),
        };
      case 'aspect':
        return {
          kind: 'aspect',
          instant: e.instant,
          point: e.point,
          aspect: e.aspect,
          other: e.other,
          house: solarHouse(sign, e.sign),
          otherHouse: solarHouse(sign, e.otherSign),
        };
    }
  });
}
