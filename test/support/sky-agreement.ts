/**
 * What the interpolated-sky tests of both tiers check: the full apparent positions the natal
 * charts use, interpolated, against the direct ephemeris at `count` instants spread over a span
 * of Julian days. The fast tier asks for the birth years, the full tier for 1800–2400.
 */
import { frameOfDate } from '../../src/astro/ephemeris/frames.ts';
import { InterpolatedSky } from '../../src/astro/ephemeris/interpolated-sky.ts';
import { apparentEclipticPosition } from '../../src/astro/ephemeris/positions.ts';
import { TRANSITING_CHOICES } from '../../src/astro/transits/transit-options.ts';
import type { MovingPoint } from '../../src/astro/vocabulary.ts';

const arcsec = (a: number, b: number) => Math.abs(((((a - b) % 360) + 540) % 360) - 180) * 3600;

/** The largest differences: longitude and latitude in arcseconds, longitude speed in degrees a day (true nodes left out of speeds). */
export function apparentPositionDifferences(fromJd: number, toJd: number, count: number) {
  const sky = new InterpolatedSky();
  let longitude = 0;
  let latitude = 0;
  let speed = 0;
  for (let i = 0; i < count; i++) {
    const jd = fromJd + ((toJd - fromJd) * (i + 0.29)) / count;
    const frame = frameOfDate(jd);
    for (const point of [...TRANSITING_CHOICES, 'mean-lilith', 'true-south-node', 'mean-south-node'] as MovingPoint[]) {
      const direct = apparentEclipticPosition(point, jd);
      const p = sky.apparentPosition(point, jd, frame);
      longitude = Math.max(longitude, arcsec(p.longitude, direct.longitude));
      latitude = Math.max(latitude, Math.abs(p.latitude - direct.latitude) * 3600);
      if (point !== 'true-node' && point !== 'true-south-node')
        speed = Math.max(speed, Math.abs(p.longitudeSpeed - direct.longitudeSpeed));
    }
  }
  return { longitude, latitude, speed };
}
