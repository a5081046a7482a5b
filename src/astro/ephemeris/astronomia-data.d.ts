/**
 * Types of the data modules of the `astronomia` package (MIT) that the ephemeris reads: the
 * VSOP87B planetary series and the ELP/MPP02 lunar series fitted to DE405.
 */
declare module 'astronomia/data/vsop87B*' {
  /** Series per coordinate (L, B in radians; R in AU) and power of time (millennia): [A, B, C] for A cos(B + C τ). */
  const data: {
    L: Record<string, [number, number, number][]>;
    B: Record<string, [number, number, number][]>;
    R: Record<string, [number, number, number][]>;
    name: string;
    type: string;
  };
  export default data;
}

declare module 'astronomia/data/elpMppDe' {
  /** Series per coordinate (L, B in arcseconds; R in km) and power of time (centuries): [A, φ0, φ1, φ2, φ3, φ4] for A sin(Σ φk Tᵏ). */
  const data: {
    name: string;
    W1: number[];
    L: Record<string, number[][]>;
    B: Record<string, number[][]>;
    R: Record<string, number[][]>;
  };
  export default data;
}

declare module 'astronomia/data/elpMppDeFull' {
  const data: {
    name: string;
    W1: number[];
    L: Record<string, number[][]>;
    B: Record<string, number[][]>;
    R: Record<string, number[][]>;
  };
  export default data;
}
