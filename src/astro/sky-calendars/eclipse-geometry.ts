/**
 * Shadow geometry at an eclipse's greatest instant, from astronomy-engine's geocentric Sun and
 * Moon vectors: the solar eclipse's magnitude and whether a central one is hybrid, the lunar
 * eclipse's umbral and penumbral magnitudes, and the Saros series of either.
 */
import * as Astronomy from 'astronomy-engine';

const SUN_RADIUS_KM = 695_700;
const MOON_RADIUS_KM = 1737.4;
const EARTH_RADIUS_KM = 6371.0;
/** The Earth's radius enlarged by the atmosphere's effective thickness for lunar eclipses (astronomy-engine's 88 km). */
const EARTH_SHADOW_RADIUS_KM = 6371.0 + 88.0;
const KM_PER_AU = Astronomy.KM_PER_AU;

type V = [number, number, number];
const vec = (v: Astronomy.Vector): V => [v.x * KM_PER_AU, v.y * KM_PER_AU, v.z * KM_PER_AU];
const sub = (a: V, b: V): V => [a[0] - b[0], a[1] - b[1], a[2] - b[2]];
const dot = (a: V, b: V) => a[0] * b[0] + a[1] * b[1] + a[2] * b[2];
const length = (a: V) => Math.sqrt(dot(a, a));
const scale = (a: V, k: number): V => [a[0] * k, a[1] * k, a[2] * k];

export interface SolarGeometry {
  /**
   * Magnitude at greatest eclipse: for a central eclipse the ratio of the Moon's apparent
   * diameter to the Sun's on the shadow axis; otherwise the fraction of the Sun's diameter
   * covered where the eclipse is greatest.
   */
  magnitude: number;
  /** Distance of the shadow axis from the Earth's centre, Earth radii. */
  gamma: number;
  /** A central eclipse total where the axis meets the Earth nearest the Moon, annular where it grazes the limb. */
  hybrid: boolean;
}

/**
 * @param peak greatest eclipse (astronomy-engine's instant)
 * @param central whether the shadow axis meets the Earth (astronomy-engine's total or annular)
 */
export function solarGeometry(peak: Astronomy.AstroTime, central: boolean): SolarGeometry {
  const at = shadowAt(peak);
  if (central && at.d < EARTH_RADIUS_KM) {
    const zSurface = at.z0 - Math.sqrt(EARTH_RADIUS_KM * EARTH_RADIUS_KM - at.d * at.d);
    const ratio = (MOON_RADIUS_KM / zSurface) / (SUN_RADIUS_KM / (zSurface + at.sunMoon));
    // Total on the axis nearest the Moon; hybrid when the axis meets the limb (where the central
    // path begins or ends) beyond the umbra's vertex.
    const hybrid = at.umbra(zSurface) > 0 && Math.min(limbUmbra(peak, -1), limbUmbra(peak, 1)) < 0;
    return { magnitude: ratio, gamma: at.d / EARTH_RADIUS_KM, hybrid };
  }
  const delta = at.d - EARTH_RADIUS_KM;
  const magnitude = (at.penumbra(at.z0) - delta) / (at.penumbra(at.z0) - at.umbra(at.z0));
  return { magnitude: Math.max(0, magnitude), gamma: at.d / EARTH_RADIUS_KM, hybrid: false };
}

/** The Moon's shadow at an instant: the axis from the Sun through the Moon and the cones' radii. */
function shadowAt(time: Astronomy.AstroTime) {
  const moon = vec(Astronomy.GeoMoon(time));
  const sun = vec(Astronomy.GeoVector(Astronomy.Body.Sun, time, true));
  const axis = sub(moon, sun);
  const sunMoon = length(axis);
  const u = scale(axis, 1 / sunMoon);
  // Distance along the axis from the Moon to the plane through the Earth's centre, and of the
  // Earth's centre from the axis, km.
  const z0 = dot(scale(moon, -1), u);
  const d = length(sub(scale(moon, -1), scale(u, z0)));
  const tanPenumbra = (SUN_RADIUS_KM + MOON_RADIUS_KM) / sunMoon;
  const tanUmbra = (SUN_RADIUS_KM - MOON_RADIUS_KM) / sunMoon;
  return {
    sunMoon, z0, d,
    /** Penumbra radius at distance z behind the Moon, km. */
    penumbra: (z: number) => MOON_RADIUS_KM + z * tanPenumbra,
    /** Umbra radius at distance z behind the Moon, km; negative beyond the vertex (antumbra). */
    umbra: (z: number) => MOON_RADIUS_KM - z * tanUmbra,
  };
}

/**
 * The umbra's radius where the shadow axis grazes the Earth's limb before (−1) or after (+1)
 * greatest eclipse: the instant is found by bisection on the axis's distance from the Earth's
 * centre (it grows steadily away from the greatest eclipse; a central path lasts under 4 hours).
 */
function limbUmbra(peak: Astronomy.AstroTime, direction: -1 | 1): number {
  let inside = 0;
  let outside = (direction * 4) / 24;
  if (shadowAt(peak.AddDays(outside)).d < EARTH_RADIUS_KM) return shadowAt(peak.AddDays(outside)).umbra(shadowAt(peak.AddDays(outside)).z0);
  for (let k = 0; k < 24; k++) {
    const middle = (inside + outside) / 2;
    if (shadowAt(peak.AddDays(middle)).d < EARTH_RADIUS_KM) inside = middle;
    else outside = middle;
  }
  const edge = shadowAt(peak.AddDays(inside));
  return edge.umbra(edge.z0);
}

export interface LunarGeometry {
  /** Fraction of the Moon's diameter inside the umbra at greatest eclipse (negative: outside it). */
  umbralMagnitude: number;
  /** Fraction of the Moon's diameter inside the penumbra. */
  penumbralMagnitude: number;
}

/** @param peak greatest eclipse (astronomy-engine's instant) */
export function lunarGeometry(peak: Astronomy.AstroTime): LunarGeometry {
  const moon = vec(Astronomy.GeoMoon(peak));
  const sun = vec(Astronomy.GeoVector(Astronomy.Body.Sun, peak, true));
  const sunDistance = length(sun);
  const u = scale(sun, -1 / sunDistance);
  const z = dot(moon, u);
  const d = length(sub(moon, scale(u, z)));
  const umbra = EARTH_SHADOW_RADIUS_KM - (z * (SUN_RADIUS_KM - EARTH_SHADOW_RADIUS_KM)) / sunDistance;
  const penumbra = EARTH_SHADOW_RADIUS_KM + (z * (SUN_RADIUS_KM + EARTH_SHADOW_RADIUS_KM)) / sunDistance;
  return {
    umbralMagnitude: (umbra + MOON_RADIUS_KM - d) / (2 * MOON_RADIUS_KM),
    penumbralMagnitude: (penumbra + MOON_RADIUS_KM - d) / (2 * MOON_RADIUS_KM),
  };
}

/** The mean synodic month, days, and the instant of the new moon of lunation 0 (2000-01-06, Meeus), JD. */
const SYNODIC_MONTH = 29.530588861;
const LUNATION_ZERO = 2451550.09766;

/**
 * The Saros series of an eclipse. Eclipses one saros (223 lunations) apart share a series; one
 * inex (358 lunations) later is the next series. From an eclipse of known series (solar
 * 2017-08-21, Saros 145; lunar 2022-11-08, Saros 136), the lunation difference n = 223 a + 358 b
 * gives the series as known + b, with b the representative of n · 358⁻¹ (mod 223) nearest zero.
 * @param jd the instant of greatest eclipse, Julian day
 * @param kind solar or lunar
 */
export function sarosNumber(jd: number, kind: 'solar' | 'lunar'): number {
  const anchor = kind === 'solar' ? { lunation: 218, saros: 145 } : { lunation: 282.5, saros: 136 };
  const lunation = Math.round((jd - LUNATION_ZERO) / SYNODIC_MONTH - (kind === 'lunar' ? 0.5 : 0)) + (kind === 'lunar' ? 0.5 : 0);
  const n = Math.round(lunation - anchor.lunation);
  // 358 ≡ 135 (mod 223); 135⁻¹ ≡ 38 (mod 223) since 135 · 38 = 5130 = 23 · 223 + 1.
  let b = (((n * 38) % 223) + 223) % 223;
  if (b > 111) b -= 223;
  return anchor.saros + b;
}
