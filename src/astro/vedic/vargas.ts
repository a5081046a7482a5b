/**
 * Parashara's sixteen divisional charts (vargas; Brihat Parashara Hora Shastra, ch. 6): each sign
 * divided into n parts, each part given a sign by the varga's rule, and a point's degree within the
 * part spread over that sign's 30°. Signs are 0 (Aries) … 11 (Pisces); movable signs are Aries,
 * Cancer, Libra, Capricorn; fixed Taurus, Leo, Scorpio, Aquarius; dual the rest. Odd signs are
 * Aries, Gemini … (indices 0, 2, …).
 *
 * - D2 hora: odd signs Leo then Cancer, even signs Cancer then Leo (15° each);
 * - D3 drekkana: the sign, the 5th and the 9th from it (10° each);
 * - D4: the sign, the 4th, 7th and 10th; D7: odd signs from the sign, even from the 7th;
 * - D9 navamsha: movable from the sign, fixed from the 9th, dual from the 5th;
 * - D10: odd from the sign, even from the 9th; D12: from the sign;
 * - D16: movable from Aries, fixed from Leo, dual from Sagittarius;
 * - D20: movable from Aries, fixed from Sagittarius, dual from Leo;
 * - D24: odd signs from Leo, even from Cancer; D27: fire signs from Aries, earth from Cancer,
 *   air from Libra, water from Capricorn;
 * - D30 trimshamsha (unequal): odd signs Mars 5°, Saturn 5°, Jupiter 8°, Mercury 7°, Venus 5°
 *   (their odd signs Aries, Aquarius, Sagittarius, Gemini, Libra); even signs the reverse order of
 *   lengths, Venus 5°, Mercury 7°, Jupiter 8°, Saturn 5°, Mars 5° (their even signs Taurus, Virgo,
 *   Pisces, Capricorn, Scorpio);
 * - D40: odd from Aries, even from Libra; D45: movable from Aries, fixed from Leo, dual from
 *   Sagittarius; D60: from the sign.
 */

export const VARGAS = [1, 2, 3, 4, 7, 9, 10, 12, 16, 20, 24, 27, 30, 40, 45, 60] as const;
export type Varga = (typeof VARGAS)[number];

export const VARGA_NAMES: Record<Varga, string> = {
  1: 'rashi',
  2: 'hora',
  3: 'drekkana',
  4: 'chaturthamsha',
  7: 'saptamsha',
  9: 'navamsha',
  10: 'dashamsha',
  12: 'dwadashamsha',
  16: 'shodashamsha',
  20: 'vimshamsha',
  24: 'chaturvimshamsha',
  27: 'bhamsha',
  30: 'trimshamsha',
  40: 'khavedamsha',
  45: 'akshavedamsha',
  60: 'shashtiamsha',
};

const modality = (sign: number) => sign % 3; // 0 movable, 1 fixed, 2 dual
const isOdd = (sign: number) => sign % 2 === 0;
const ARIES = 0;
const CANCER = 3;
const LEO = 4;
const LIBRA = 6;
const SAGITTARIUS = 8;
const CAPRICORN = 9;

/** D30's parts: [end degree, sign] for odd and even signs. */
const TRIMSHAMSHA_ODD: [number, number][] = [
  [5, 0],
  [10, 10],
  [18, 8],
  [25, 2],
  [30, 6],
];
const TRIMSHAMSHA_EVEN: [number, number][] = [
  [5, 1],
  [12, 5],
  [20, 11],
  [25, 9],
  [30, 7],
];

/** The sign the first part of `sign` starts from in varga `n` (the parts then run through the zodiac). */
function firstPartSign(n: Varga, sign: number): number {
  switch (n) {
    case 1:
    case 12:
    case 60:
      return sign;
    case 3:
    case 4:
      return sign; // stepped below by 4 or 3 signs
    case 7:
      return isOdd(sign) ? sign : sign + 6;
    case 9:
      return sign + [0, 8, 4][modality(sign)];
    case 10:
      return isOdd(sign) ? sign : sign + 8;
    case 16:
    case 45:
      return [ARIES, LEO, SAGITTARIUS][modality(sign)];
    case 20:
      return [ARIES, SAGITTARIUS, LEO][modality(sign)];
    case 24:
      return isOdd(sign) ? LEO : CANCER;
    case 27:
      return [ARIES, CANCER, LIBRA, CAPRICORN][sign % 4];
    case 40:
      return isOdd(sign) ? ARIES : LIBRA;
    default:
      return sign;
  }
}

/** A point's place in a varga: its sign (0…11) and degree in that sign. */
export function vargaPlace(n: Varga, siderealLongitude: number): { sign: number; degreeInSign: number } {
  const lon = ((siderealLongitude % 360) + 360) % 360;
  const sign = Math.floor(lon / 30);
  const deg = lon - sign * 30;
  if (n === 2) {
    const first = deg < 15;
    return { sign: first === isOdd(sign) ? LEO : CANCER, degreeInSign: ((deg % 15) / 15) * 30 };
  }
  if (n === 30) {
    const parts = isOdd(sign) ? TRIMSHAMSHA_ODD : TRIMSHAMSHA_EVEN;
    let from = 0;
    for (const [end, s] of parts) {
      if (deg < end) return { sign: s, degreeInSign: ((deg - from) / (end - from)) * 30 };
      from = end;
    }
    return { sign: parts[4][1], degreeInSign: 30 - 1e-12 };
  }
  const size = 30 / n;
  const part = Math.min(n - 1, Math.floor(deg / size));
  const step = n === 3 ? 4 : n === 4 ? 3 : 1;
  return {
    sign: (firstPartSign(n, sign) + part * step) % 12,
    degreeInSign: ((deg - part * size) / size) * 30,
  };
}
