/**
 * Ashtakavarga (Brihat Parashara Hora Shastra ch. 66–72; B. V. Raman, "Ashtakavarga System of
 * Prediction", ch. 2–11): for each of the seven grahas, eight donors (the seven and the Lagna)
 * each give a bindu to the signs at fixed house distances from the donor's own sign. A graha's
 * bhinnashtakavarga is the count of bindus in each of the twelve signs; the sarvashtakavarga is
 * their sum. Whatever the chart, the bhinnashtakavargas hold 48 (Sun), 49 (Moon), 39 (Mars), 54
 * (Mercury), 56 (Jupiter), 52 (Venus) and 39 (Saturn) bindus, 337 in all. Pure.
 */

export const ASHTAKAVARGA_GRAHAS = ['sun', 'moon', 'mars', 'mercury', 'jupiter', 'venus', 'saturn'] as const;
export type AshtakavargaGraha = (typeof ASHTAKAVARGA_GRAHAS)[number];
export const DONORS = [...ASHTAKAVARGA_GRAHAS, 'lagna'] as const;
export type Donor = (typeof DONORS)[number];

/** For each graha's ashtakavarga, the houses (1–12, counted from the donor's sign) each donor gives a bindu to. */
export const BINDU_HOUSES: Record<AshtakavargaGraha, Record<Donor, readonly number[]>> = {
  sun: {
    sun: [1, 2, 4, 7, 8, 9, 10, 11],
    moon: [3, 6, 10, 11],
    mars: [1, 2, 4, 7, 8, 9, 10, 11],
    mercury: [3, 5, 6, 9, 10, 11, 12],
    jupiter: [5, 6, 9, 11],
    venus: [6, 7, 12],
    saturn: [1, 2, 4, 7, 8, 9, 10, 11],
    lagna: [3, 4, 6, 10, 11, 12],
  },
  moon: {
    sun: [3, 6, 7, 8, 10, 11],
    moon: [1, 3, 6, 7, 10, 11],
    mars: [2, 3, 5, 6, 9, 10, 11],
    mercury: [1, 3, 4, 5, 7, 8, 10, 11],
    jupiter: [1, 4, 7, 8, 10, 11, 12],
    venus: [3, 4, 5, 7, 9, 10, 11],
    saturn: [3, 5, 6, 11],
    lagna: [3, 6, 10, 11],
  },
  mars: {
    sun: [3, 5, 6, 10, 11],
    moon: [3, 6, 11],
    mars: [1, 2, 4, 7, 8, 10, 11],
    mercury: [3, 5, 6, 11],
    jupiter: [6, 10, 11, 12],
    venus: [6, 8, 11, 12],
    saturn: [1, 4, 7, 8, 9, 10, 11],
    lagna: [1, 3, 6, 10, 11],
  },
  mercury: {
    sun: [5, 6, 9, 11, 12],
    moon: [2, 4, 6, 8, 10, 11],
    mars: [1, 2, 4, 7, 8, 9, 10, 11],
    mercury: [1, 3, 5, 6, 9, 10, 11, 12],
    jupiter: [6, 8, 11, 12],
    venus: [1, 2, 3, 4, 5, 8, 9, 11],
    saturn: [1, 2, 4, 7, 8, 9, 10, 11],
    lagna: [1, 2, 4, 6, 8, 10, 11],
  },
  jupiter: {
    sun: [1, 2, 3, 4, 7, 8, 9, 10, 11],
    moon: [2, 5, 7, 9, 11],
    mars: [1, 2, 4, 7, 8, 10, 11],
    mercury: [1, 2, 4, 5, 6, 9, 10, 11],
    jupiter: [1, 2, 3, 4, 7, 8, 10, 11],
    venus: [2, 5, 6, 9, 10, 11],
    saturn: [3, 5, 6, 12],
    lagna: [1, 2, 4, 5, 6, 7, 9, 10, 11],
  },
  venus: {
    sun: [8, 11, 12],
    moon: [1, 2, 3, 4, 5, 8, 9, 11, 12],
    mars: [3, 5, 6, 9, 11, 12],
    mercury: [3, 5, 6, 9, 11],
    jupiter: [5, 8, 9, 10, 11],
    venus: [1, 2, 3, 4, 5, 8, 9, 10, 11],
    saturn: [3, 4, 5, 8, 9, 10, 11],
    lagna: [1, 2, 3, 4, 5, 8, 9, 11],
  },
  saturn: {
    sun: [1, 2, 4, 7, 8, 10, 11],
    moon: [3, 6, 11],
    mars: [3, 5, 6, 10, 11, 12],
    mercury: [6, 8, 9, 10, 11, 12],
    jupiter: [5, 6, 11, 12],
    venus: [6, 11, 12],
    saturn: [3, 5, 6, 11],
    lagna: [1, 3, 4, 6, 10, 11],
  },
};

/** One graha's bhinnashtakavarga: bindus per sign (Aries first), the donors of each sign's bindus, the total. */
export interface Bhinnashtakavarga {
  graha: AshtakavargaGraha;
  bindus: number[];
  donors: Donor[][];
  total: number;
}

/**
 * The ashtakavarga of a chart given each donor's sign (0 Aries … 11 Pisces).
 */
export function ashtakavarga(signsOf: Record<Donor, number>): {
  bhinna: Bhinnashtakavarga[];
  sarva: number[];
  total: number;
} {
  const bhinna = ASHTAKAVARGA_GRAHAS.map((graha): Bhinnashtakavarga => {
    const donors: Donor[][] = Array.from({ length: 12 }, () => []);
    for (const donor of DONORS)
      for (const house of BINDU_HOUSES[graha][donor]) donors[(signsOf[donor] + house - 1) % 12].push(donor);
    const bindus = donors.map((d) => d.length);
    return { graha, bindus, donors, total: bindus.reduce((a, b) => a + b, 0) };
  });
  const sarva = Array.from({ length: 12 }, (_, s) => bhinna.reduce((sum, b) => sum + b.bindus[s], 0));
  return { bhinna, sarva, total: sarva.reduce((a, b) => a + b, 0) };
}
