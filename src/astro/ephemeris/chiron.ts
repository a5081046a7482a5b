/** Placeholder: replaced by the integrator. */
export function chironHeliocentricState(jdTT: number, out: Float64Array | number[]): void {
  for (let i = 0; i < 6; i++) out[i] = 0;
  void jdTT;
}
