import test from 'ava';
import { apparentBodyPosition } from '../../../src/astro/ephemeris/apparent.ts';
import { frameOfDate } from '../../../src/astro/ephemeris/frames.ts';
import { sharedInterpolatedSky } from '../../../src/astro/ephemeris/interpolated-sky.ts';

/**
 * Beside the Sun the light deflection changes fast (several ″/day within 0.3° of the centre),
 * so the speed must include its rate: the speeds given there (direct series and the natal
 * charts' interpolated sky) are compared with the central difference of the apparent longitude
 * itself, at every half hour 2000–2030 at which a body is 0.27°–0.30° from the Sun (just off
 * the limb).
 */
const BODIES = ['mercury', 'venus', 'mars', 'jupiter', 'saturn', 'uranus', 'neptune', 'pluto', 'chiron'] as const;
const wrap = (d: number) => ((d + 540) % 360) - 180;

test("speeds within 0.001°/day of the apparent longitude's rate beside the Sun (0.27–0.30° from its centre)", (t) => {
  const sky = sharedInterpolatedSky();
  let worst = 0,
    worstSky = 0,
    where = '',
    samples = 0;
  for (const body of BODIES) {
    for (let jd = 2451545; jd < 2462503; jd += 0.5) {
      const gap = Math.abs(wrap(apparentBodyPosition(body, jd).longitude - apparentBodyPosition('sun', jd).longitude));
      if (gap > 1.5) {
        jd += (gap - 1.5) / 2; // the gap closes by well under 2° a day (Mercury at its fastest)
        continue;
      }
      for (let k = 0; k < 24; k++) {
        const at = jd + k / 48;
        const p = apparentBodyPosition(body, at);
        const sun = apparentBodyPosition('sun', at);
        const separation = Math.hypot(wrap(p.longitude - sun.longitude), p.latitude - sun.latitude);
        if (separation < 0.27 || separation > 0.3) continue;
        const h = 1e-3;
        const numeric =
          wrap(apparentBodyPosition(body, at + h).longitude - apparentBodyPosition(body, at - h).longitude) / (2 * h);
        const error = Math.abs(p.longitudeSpeed - numeric);
        const fromSky = Math.abs(sky.apparentPosition(body, at, frameOfDate(at)).longitudeSpeed - numeric);
        samples++;
        if (error > worst) {
          worst = error;
          where = `${body} JD ${at.toFixed(3)}, ${separation.toFixed(3)}° from the Sun`;
        }
        worstSky = Math.max(worstSky, fromSky);
      }
    }
  }
  t.log(
    `${samples} instants; largest speed error ${worst.toExponential(2)}°/day (${where}), interpolated sky ${worstSky.toExponential(2)}°/day`,
  );
  t.true(samples > 100);
  t.true(worst < 0.001, `${worst}°/day`);
  t.true(worstSky < 0.001, `${worstSky}°/day`);
});
