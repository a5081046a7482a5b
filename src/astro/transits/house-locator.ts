/**
 * Which natal house a longitude falls in, asked thousands of times per transit search against
 * the same twelve cusps: the cusps' offsets from the first are computed once, then a lookup is
 * a few comparisons. Cusps that do not run once around the zodiac in order (degenerate or
 * clockwise houses) are answered by houseOfLongitude itself.
 */
import { norm360 } from '../angles.ts';
import { houseOfLongitude } from '../houses/house-systems.ts';

export class HouseLocator {
  private readonly first: number;
  /** Offsets of cusps 1…12 from cusp 1, degrees, increasing from 0; null when not in order. */
  private readonly offsets: Float64Array | null;

  /** @param cusps the twelve cusp longitudes, degrees; cusps[0] is house 1 */
  constructor(private readonly cusps: readonly number[]) {
    this.first = norm360(cusps[0]);
    const offsets = new Float64Array(12);
    let ordered = true;
    for (let i = 1; i < 12; i++) {
      offsets[i] = norm360(cusps[i] - this.first);
      if (!(offsets[i] > offsets[i - 1]) || offsets[i] - offsets[i - 1] >= 180) ordered = false;
    }
    if (360 - offsets[11] >= 180 || 360 - offsets[11] <= 0) ordered = false;
    this.offsets = ordered ? offsets : null;
  }

  /**
   * The house of a longitude.
   * @param longitude degrees (any real)
   * @returns 1…12
   */
  houseOf(longitude: number): number {
    if (!this.offsets) return houseOfLongitude(norm360(longitude), this.cusps);
    // Reduced first, as houseOfLongitude does, so that both agree at a cusp to the last bit.
    const d = norm360(norm360(longitude) - this.first);
    let house = 12;
    while (house > 1 && this.offsets[house - 1] > d) house--;
    return house;
  }
}
