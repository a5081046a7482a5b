/**
 * Sine and cosine of one angle together, for the series evaluations that need both (a term's
 * value and its rate): one range reduction (Cody–Waite, π/2 in two parts) and the fdlibm
 * kernel polynomials on [−π/4, π/4]. Error below 2e-16 absolute for |x| < 1e6 rad, the same as
 * Math.sin and Math.cos for the series' phases (they reach about 2e5 rad); one reduction
 * instead of two, where the series spend most of their time.
 */

/** Result slots of {@link sincos}: [sin x, cos x]. Read them before the next call. */
export const SINCOS = new Float64Array(2);

const INV_PIO2 = 0.6366197723675814;
/** π/2 = PIO2_HI + PIO2_LO; PIO2_HI has 33 significant bits, so q·PIO2_HI is exact for |q| < 2^20. */
const PIO2_HI = 1.5707963267341256;
const PIO2_LO = 6.077100506506192e-11;

/**
 * Writes sin x and cos x into {@link SINCOS}.
 * @param x angle in radians, |x| < 1e6
 */
export function sincos(x: number): void {
  const q = Math.round(x * INV_PIO2);
  const r = x - q * PIO2_HI - q * PIO2_LO;
  const z = r * r;
  // fdlibm __kernel_sin / __kernel_cos coefficients.
  const s =
    r +
    r *
      z *
      (-1.66666666666666324348e-1 +
        z *
          (8.33333333332248946124e-3 +
            z *
              (-1.98412698298579493134e-4 +
                z * (2.75573137070700676789e-6 + z * (-2.50507602534068634195e-8 + z * 1.58969099521155010221e-10)))));
  const c =
    1 -
    0.5 * z +
    z *
      z *
      (4.16666666666666019037e-2 +
        z *
          (-1.38888888888741095749e-3 +
            z *
              (2.48015872894767294178e-5 +
                z * (-2.75573143513906633035e-7 + z * (2.0875723212981748279e-9 + z * -1.13596475577881948265e-11)))));
  switch (q & 3) {
    case 0:
      SINCOS[0] = s;
      SINCOS[1] = c;
      break;
    case 1:
      SINCOS[0] = c;
      SINCOS[1] = -s;
      break;
    case 2:
      SINCOS[0] = -s;
      SINCOS[1] = -c;
      break;
    default:
      SINCOS[0] = -c;
      SINCOS[1] = s;
  }
}
