/**
 * Light deflection by the Sun for a star seen through the solar disk (only the star ayanamsas
 * whose star the Sun occults, ζ Piscium and δ Cancri, ever need it): a ray passing the Sun's
 * centre at a distance b inside the Sun is bent by the mass within the cylinder of radius b
 * around the line of sight, not by the whole mass (Schneider, Ehlers & Falco, "Gravitational
 * Lenses", §8.1). The Sun's mass is laid out as Eddington's standard model, the polytrope of
 * index 3 (Lane-Emden equation integrated here once); the Swiss Ephemeris does the same with
 * the standard solar model's mass distribution, the two agreeing to a few percent of the bend.
 */

/** Steps of the Lane-Emden integration and of the mass grid. */
const STEPS = 4000;
const GRID = 200;

/** Density of the n = 3 polytrope on a grid of radius fractions 0…1 (ρ/ρc). */
function polytropeDensity(): Float64Array {
  // θ'' = −θ³ − 2θ'/ξ, from θ(0) = 1, θ'(0) = 0, to the first zero ξ₁ ≈ 6.8968.
  const h = 6.9 / STEPS;
  const xi: number[] = [0];
  const theta: number[] = [1];
  let x = 1e-6;
  let y = 1 - (x * x) / 6;
  let dy = -x / 3;
  const f = (s: number, t: number, dt: number) => -(Math.max(t, 0) ** 3) - (2 * dt) / s;
  while (y > 0) {
    const k1y = dy;
    const k1d = f(x, y, dy);
    const k2y = dy + (h / 2) * k1d;
    const k2d = f(x + h / 2, y + (h / 2) * k1y, dy + (h / 2) * k1d);
    const k3y = dy + (h / 2) * k2d;
    const k3d = f(x + h / 2, y + (h / 2) * k2y, dy + (h / 2) * k2d);
    const k4y = dy + h * k3d;
    const k4d = f(x + h, y + h * k3y, dy + h * k3d);
    y += (h / 6) * (k1y + 2 * k2y + 2 * k3y + k4y);
    dy += (h / 6) * (k1d + 2 * k2d + 2 * k3d + k4d);
    x += h;
    xi.push(x);
    theta.push(Math.max(y, 0));
  }
  const surface = xi[xi.length - 1];
  const density = new Float64Array(GRID + 1);
  for (let i = 0; i <= GRID; i++) {
    const target = (i / GRID) * surface;
    let j = Math.min(xi.length - 2, Math.floor(target / h));
    while (j > 0 && xi[j] > target) j--;
    const w = (target - xi[j]) / (xi[j + 1] - xi[j]);
    density[i] = (theta[j] + w * (theta[j + 1] - theta[j])) ** 3;
  }
  return density;
}

/** The fraction of the Sun's mass inside the cylinder of radius b (fraction of the radius), b = 0…1 on the grid. */
function cylinderMassFractions(): Float64Array {
  const rho = polytropeDensity();
  const shell = (i: number) => rho[i] * (i / GRID) ** 2; // mass per unit radius, up to 4π
  let total = 0;
  for (let i = 1; i <= GRID; i++) total += (shell(i) + shell(i - 1)) / 2 / GRID;
  const fractions = new Float64Array(GRID + 1);
  for (let k = 0; k <= GRID; k++) {
    const b = k / GRID;
    let inside = 0;
    for (let i = 1; i <= GRID; i++) {
      const r = (i - 0.5) / GRID;
      const dm = (shell(i) + shell(i - 1)) / 2 / GRID;
      // A shell of radius r: all inside when r ≤ b, else the two caps the cylinder cuts out.
      inside += r <= b ? dm : dm * (1 - Math.sqrt(1 - (b / r) ** 2));
    }
    fractions[k] = Math.min(1, inside / total);
  }
  fractions[GRID] = 1;
  return fractions;
}

let table: Float64Array | undefined;

/**
 * The share of the Sun's mass that bends a ray passing at `b` solar radii from its centre: 1
 * outside the disk (b ≥ 1), less inside it.
 */
export function deflectingMassFraction(b: number): number {
  if (b >= 1) return 1;
  if (b <= 0) return 0;
  table ??= cylinderMassFractions();
  const u = b * GRID;
  const i = Math.min(GRID - 1, Math.floor(u));
  return table[i] + (u - i) * (table[i + 1] - table[i]);
}
