/**
 * The fixed-star catalogue: the 60 brightest stars and the traditional stars of astrology
 * (Algol, Alcyone, Vindemiatrix, the Scales, Deneb Algedi, Markab, Scheat…). Positions, proper
 * motions and parallaxes are the Hipparcos new reduction (van Leeuwen 2007, A&A 474, 653;
 * ICRS, epoch J2000.0) and radial velocities are SIMBAD's, as compiled in the Swiss
 * Ephemeris's sefstars.txt (SIMBAD update of 2018); magnitudes are Johnson V.
 */
import type { CatalogueStar } from './apparent-place.ts';

/** A named star of the catalogue. */
export interface NamedStar extends CatalogueStar {
  /** Identifier used by the API, e.g. `regulus`. */
  id: string;
  /** Traditional name. */
  name: string;
  /** Bayer designation in the Swiss Ephemeris's short form, e.g. `alLeo` (α Leonis). */
  bayer: string;
  /** Visual magnitude (V). */
  magnitude: number;
}

const hours = (h: number, m: number, s: number) => (h + m / 60 + s / 3600) * 15;
const degrees = (sign: 1 | -1, d: number, m: number, s: number) => sign * (d + m / 60 + s / 3600);
/** One catalogue row: RA and Dec in degrees, proper motions mas/yr (RA × cos Dec), parallax mas, radial velocity km/s. */
const star = (
  id: string, name: string, bayer: string, ra: number, dec: number,
  pmRa: number, pmDec: number, parallax: number, radialVelocity: number, magnitude: number,
): NamedStar => ({ id, name, bayer, ra, dec, pmRa, pmDec, parallax, radialVelocity, magnitude });

/** The catalogue, brightest first, then the traditional stars. */
export const FIXED_STARS: readonly NamedStar[] = [
  star('sirius', 'Sirius', 'alCMa', hours(6, 45, 8.91728), degrees(-1, 16, 42, 58.0171), -546.01, -1223.07, 379.21, -5.5, -1.46),
  star('canopus', 'Canopus', 'alCar', hours(6, 23, 57.10988), degrees(-1, 52, 41, 44.381), 19.93, 23.24, 10.55, 20.3, -0.74),
  star('rigil-kentaurus', 'Rigil Kentaurus', 'alCen', hours(14, 39, 36.204), degrees(-1, 60, 50, 8.23), -3608.0, 686.0, 742.0, -22.3, -0.1),
  star('arcturus', 'Arcturus', 'alBoo', hours(14, 15, 39.67207), degrees(1, 19, 10, 56.673), -1093.39, -2000.06, 88.83, -5.19, -0.05),
  star('vega', 'Vega', 'alLyr', hours(18, 36, 56.33635), degrees(1, 38, 47, 1.2802), 200.94, 286.23, 130.23, -20.6, 0.03),
  star('capella', 'Capella', 'alAur', hours(5, 16, 41.35871), degrees(1, 45, 59, 52.7693), 75.25, -426.89, 76.2, 29.19, 0.08),
  star('rigel', 'Rigel', 'beOri', hours(5, 14, 32.2721), degrees(-1, 8, 12, 5.8981), 1.31, 0.5, 3.78, 17.8, 0.13),
  star('procyon', 'Procyon', 'alCMi', hours(7, 39, 18.1195), degrees(1, 5, 13, 29.9552), -714.59, -1036.8, 284.56, -3.2, 0.37),
  star('betelgeuse', 'Betelgeuse', 'alOri', hours(5, 55, 10.30536), degrees(1, 7, 24, 25.4304), 27.54, 11.3, 6.55, 21.91, 0.42),
  star('achernar', 'Achernar', 'alEri', hours(1, 37, 42.84548), degrees(-1, 57, 14, 12.3101), 87.0, -38.24, 23.39, 18.6, 0.46),
  star('hadar', 'Hadar', 'beCen', hours(14, 3, 49.40535), degrees(-1, 60, 22, 22.9266), -33.27, -23.16, 8.32, 5.9, 0.6),
  star('altair', 'Altair', 'alAql', hours(19, 50, 46.99855), degrees(1, 8, 52, 5.9563), 536.23, 385.29, 194.95, -26.6, 0.76),
  star('acrux', 'Acrux', 'alCru', hours(12, 26, 35.89522), degrees(-1, 63, 5, 56.7343), -35.83, -14.86, 10.13, 11.9, 0.81),
  star('aldebaran', 'Aldebaran', 'alTau', hours(4, 35, 55.23907), degrees(1, 16, 30, 33.4885), 63.45, -188.94, 48.94, 54.26, 0.86),
  star('antares', 'Antares', 'alSco', hours(16, 29, 24.4597), degrees(-1, 26, 25, 55.2094), -12.11, -23.3, 5.89, -3.5, 0.91),
  star('spica', 'Spica', 'alVir', hours(13, 25, 11.57937), degrees(-1, 11, 9, 40.7501), -42.35, -30.67, 13.06, 1.0, 0.97),
  star('pollux', 'Pollux', 'beGem', hours(7, 45, 18.94987), degrees(1, 28, 1, 34.316), -626.55, -45.8, 96.54, 3.23, 1.14),
  star('fomalhaut', 'Fomalhaut', 'alPsA', hours(22, 57, 39.04625), degrees(-1, 29, 37, 20.0533), 328.95, -164.67, 129.81, 6.5, 1.16),
  star('deneb', 'Deneb', 'alCyg', hours(20, 41, 25.91514), degrees(1, 45, 16, 49.2197), 2.01, 1.85, 2.31, -4.9, 1.25),
  star('mimosa', 'Mimosa', 'beCru', hours(12, 47, 43.26877), degrees(-1, 59, 41, 19.5792), -42.97, -16.18, 11.71, 10.3, 1.25),
  star('regulus', 'Regulus', 'alLeo', hours(10, 8, 22.31099), degrees(1, 11, 58, 1.9516), -248.73, 5.59, 41.13, 5.9, 1.4),
  star('adhara', 'Adhara', 'epCMa', hours(6, 58, 37.54876), degrees(-1, 28, 58, 19.5102), 3.24, 1.33, 8.05, 27.3, 1.5),
  star('castor', 'Castor', 'alGem', hours(7, 34, 35.87319), degrees(1, 31, 53, 17.816), -191.45, -145.19, 64.12, 5.4, 1.58),
  star('shaula', 'Shaula', 'laSco', hours(17, 33, 36.52012), degrees(-1, 37, 6, 13.7648), -8.53, -30.8, 5.71, -3.0, 1.62),
  star('gacrux', 'Gacrux', 'gaCru', hours(12, 31, 9.95961), degrees(-1, 57, 6, 47.5684), 28.23, -265.08, 36.83, 21.0, 1.64),
  star('bellatrix', 'Bellatrix', 'gaOri', hours(5, 25, 7.86325), degrees(1, 6, 20, 58.9318), -8.11, -12.88, 12.92, 18.2, 1.64),
  star('elnath', 'Elnath', 'beTau', hours(5, 26, 17.51312), degrees(1, 28, 36, 26.8262), 22.76, -173.58, 24.36, 9.2, 1.65),
  star('miaplacidus', 'Miaplacidus', 'beCar', hours(9, 13, 11.97746), degrees(-1, 69, 43, 1.9473), -156.47, 108.95, 28.82, -5.1, 1.69),
  star('alnilam', 'Alnilam', 'epOri', hours(5, 36, 12.81335), degrees(-1, 1, 12, 6.9089), 1.44, -0.78, 1.65, 27.3, 1.69),
  star('alnair', 'Alnair', 'alGru', hours(22, 8, 13.98473), degrees(-1, 46, 57, 39.5078), 126.69, -147.47, 32.29, 10.9, 1.71),
  star('alioth', 'Alioth', 'epUMa', hours(12, 54, 1.74959), degrees(1, 55, 57, 35.3627), 111.91, -8.24, 39.51, -12.7, 1.77),
  star('mirfak', 'Mirfak', 'alPer', hours(3, 24, 19.37009), degrees(1, 49, 51, 40.2455), 23.75, -26.23, 6.44, -2.04, 1.79),
  star('dubhe', 'Dubhe', 'alUMa', hours(11, 3, 43.67152), degrees(1, 61, 45, 3.7249), -134.11, -34.7, 26.54, -9.4, 1.79),
  star('alnitak', 'Alnitak', 'zeOri', hours(5, 40, 45.52666), degrees(-1, 1, 56, 33.2649), 3.19, 2.03, 4.43, 18.5, 1.79),
  star('regor', 'Regor', 'ga-2Vel', hours(8, 9, 31.95013), degrees(-1, 47, 20, 11.7108), -6.07, 10.43, 2.92, 15.0, 1.83),
  star('wezen', 'Wezen', 'deCMa', hours(7, 8, 23.48405), degrees(-1, 26, 23, 35.5185), -3.12, 3.31, 2.03, 33.67, 1.84),
  star('kaus-australis', 'Kaus Australis', 'epSgr', hours(18, 24, 10.3184), degrees(-1, 34, 23, 4.6193), -39.42, -124.2, 22.76, -15.0, 1.85),
  star('alkaid', 'Alkaid', 'etUMa', hours(13, 47, 32.43776), degrees(1, 49, 18, 47.7602), -121.17, -14.91, 31.38, -13.4, 1.86),
  star('sargas', 'Sargas', 'thSco', hours(17, 37, 19.12985), degrees(-1, 42, 59, 52.1808), 5.54, -3.12, 10.86, 1.4, 1.862),
  star('menkalinan', 'Menkalinan', 'beAur', hours(5, 59, 31.72293), degrees(1, 44, 56, 50.7573), -56.44, -0.95, 40.21, -15.75, 1.9),
  star('peacock', 'Peacock', 'alPav', hours(20, 25, 38.85705), degrees(-1, 56, 44, 6.323), 6.9, -86.02, 18.24, 2.0, 1.918),
  star('atria', 'Atria', 'alTrA', hours(16, 48, 39.89508), degrees(-1, 69, 1, 39.7626), 17.99, -31.58, 8.35, -3.0, 1.92),
  star('alhena', 'Alhena', 'gaGem', hours(6, 37, 42.7105), degrees(1, 16, 23, 57.4095), 13.81, -54.96, 29.84, -12.63, 1.92),
  star('alsephina', 'Alsephina', 'deVel', hours(8, 44, 42.22658), degrees(-1, 54, 42, 31.7493), 28.99, -103.35, 40.49, 2.2, 1.95),
  star('avior', 'Avior', 'epCar', hours(8, 22, 30.83526), degrees(-1, 59, 30, 34.1431), -25.52, 22.06, 5.39, 11.6, 1.953),
  star('alphard', 'Alphard', 'alHya', hours(9, 27, 35.2427), degrees(-1, 8, 39, 30.9583), -15.23, 34.37, 18.09, -4.27, 1.97),
  star('mirzam', 'Mirzam', 'beCMa', hours(6, 22, 41.98535), degrees(-1, 17, 57, 21.3073), -3.23, -0.78, 6.62, 33.7, 1.97),
  star('algieba', 'Algieba', 'ga-1Leo', hours(10, 19, 58.427), degrees(1, 19, 50, 28.53), 294.9, -154.0, 25.96, -36.98, 1.98),
  star('hamal', 'Hamal', 'alAri', hours(2, 7, 10.4057), degrees(1, 23, 27, 44.7032), 188.55, -148.08, 49.56, -14.64, 2.01),
  star('diphda', 'Diphda', 'beCet', hours(0, 43, 35.3709), degrees(-1, 17, 59, 11.7827), 232.55, 31.99, 33.86, 13.32, 2.01),
  star('polaris', 'Polaris', 'alUMi', hours(2, 31, 49.09456), degrees(1, 89, 15, 50.7923), 44.48, -11.85, 7.54, -16.42, 2.02),
  star('mirach', 'Mirach', 'beAnd', hours(1, 9, 43.92388), degrees(1, 35, 37, 14.0075), 175.9, -112.2, 16.52, 0.06, 2.05),
  star('menkent', 'Menkent', 'thCen', hours(14, 6, 40.94752), degrees(-1, 36, 22, 11.8371), -520.53, -518.06, 55.45, 1.3, 2.05),
  star('alpheratz', 'Alpheratz', 'alAnd', hours(0, 8, 23.25988), degrees(1, 29, 5, 25.552), 137.46, -163.44, 33.62, -10.1, 2.06),
  star('saiph', 'Saiph', 'kaOri', hours(5, 47, 45.38884), degrees(-1, 9, 40, 10.5777), 1.46, -1.28, 5.04, 20.5, 2.06),
  star('nunki', 'Nunki', 'siSgr', hours(18, 55, 15.9265), degrees(-1, 26, 17, 48.2068), 15.14, -53.43, 14.32, -11.2, 2.067),
  star('rasalhague', 'Rasalhague', 'alOph', hours(17, 34, 56.06945), degrees(1, 12, 33, 36.1346), 108.07, -221.57, 67.13, 11.7, 2.07),
  star('kochab', 'Kochab', 'beUMi', hours(14, 50, 42.3258), degrees(1, 74, 9, 19.8142), -32.61, 11.42, 24.91, 16.96, 2.08),
  star('almach', 'Almach', 'ga-1And', hours(2, 3, 53.9531), degrees(1, 42, 19, 47.009), 43.08, -50.85, 9.19, -11.7, 2.1),
  star('tiaki', 'Tiaki', 'beGru', hours(22, 42, 40.05027), degrees(-1, 46, 53, 4.4752), 135.16, -4.38, 18.43, -0.3, 2.11),
  star('algol', 'Algol', 'bePer', hours(3, 8, 10.13245), degrees(1, 40, 57, 20.328), 2.99, -1.66, 36.27, 4.0, 2.12),
  star('denebola', 'Denebola', 'beLeo', hours(11, 49, 3.57834), degrees(1, 14, 34, 19.409), -497.68, -114.67, 90.91, -0.2, 2.13),
  star('alcyone', 'Alcyone', 'etTau', hours(3, 47, 29.07655), degrees(1, 24, 6, 18.4883), 19.34, -43.67, 8.09, 5.4, 2.87),
  star('vindemiatrix', 'Vindemiatrix', 'epVir', hours(13, 2, 10.59785), degrees(1, 10, 57, 32.9415), -273.8, 19.96, 29.76, -14.29, 2.79),
  star('zubenelgenubi', 'Zubenelgenubi', 'al-2Lib', hours(14, 50, 52.71309), degrees(-1, 16, 2, 30.3955), -105.68, -68.4, 43.03, -10.0, 2.75),
  star('zubeneschamali', 'Zubeneschamali', 'beLib', hours(15, 17, 0.41382), degrees(-1, 9, 22, 58.4919), -98.1, -19.65, 17.62, -35.6, 2.62),
  star('alphecca', 'Alphecca', 'alCrB', hours(15, 34, 41.268), degrees(1, 26, 42, 52.894), 120.27, -89.58, 43.46, 1.7, 2.24),
  star('unukalhai', 'Unukalhai', 'alSer', hours(15, 44, 16.07431), degrees(1, 6, 25, 32.2633), 133.84, 44.81, 44.1, 2.63, 2.63),
  star('rasalgethi', 'Rasalgethi', 'al-1Her', hours(17, 14, 38.853), degrees(1, 14, 23, 25.34), -17.0, 47.0, 7.0, -33.1, 3.35),
  star('deneb-algedi', 'Deneb Algedi', 'deCap', hours(21, 47, 2.44424), degrees(-1, 16, 7, 38.2335), 261.7, -296.7, 84.27, -3.4, 2.83),
  star('scheat', 'Scheat', 'bePeg', hours(23, 3, 46.45746), degrees(1, 28, 4, 58.0336), 187.65, 136.93, 16.64, 7.99, 2.42),
  star('markab', 'Markab', 'alPeg', hours(23, 4, 45.65345), degrees(1, 15, 12, 18.9617), 60.4, -41.3, 24.46, -2.7, 2.48),
  star('sadalmelek', 'Sadalmelek', 'alAqr', hours(22, 5, 47.036), degrees(-1, 0, 19, 11.46), 18.25, -9.39, 6.23, 6.85, 2.94),
  star('acubens', 'Acubens', 'alCnc', hours(8, 58, 29.22272), degrees(1, 11, 51, 27.7212), 43.23, -29.63, 17.32, -12.1, 4.249),
  star('algorab', 'Algorab', 'deCrv', hours(12, 29, 51.85517), degrees(-1, 16, 30, 55.5525), -210.49, -138.74, 37.55, 13.9, 2.94),
  star('zosma', 'Zosma', 'deLeo', hours(11, 14, 6.50142), degrees(1, 20, 31, 25.3853), 143.42, -129.88, 55.82, -20.9, 2.53),
  star('asellus-australis', 'Asellus Australis', 'deCnc', hours(8, 44, 41.09921), degrees(1, 18, 9, 15.5034), -17.67, -229.26, 24.98, 17.14, 3.94),
  star('gienah', 'Gienah', 'gaCrv', hours(12, 15, 48.37081), degrees(-1, 17, 32, 30.9496), -158.61, 21.86, 21.23, -4.2, 2.58),
  star('dabih', 'Dabih', 'beCap', hours(20, 21, 0.67326), degrees(-1, 14, 46, 52.9791), 44.92, 7.38, 9.98, -19.0, 3.08),
  star('algedi', 'Algedi', 'al-2Cap', hours(20, 18, 3.25595), degrees(-1, 12, 32, 41.4684), 62.63, 2.66, 30.82, 0.7, 3.58),
  star('dschubba', 'Dschubba', 'deSco', hours(16, 0, 20.00528), degrees(-1, 22, 37, 18.1431), -10.21, -35.41, 6.64, -6.0, 2.32),
  star('schedar', 'Schedar', 'alCas', hours(0, 40, 30.44107), degrees(1, 56, 32, 14.3922), 50.88, -32.13, 14.29, -4.31, 2.23),
  star('algenib', 'Algenib', 'gaPeg', hours(0, 13, 14.15123), degrees(1, 15, 11, 0.9368), 1.98, -9.28, 8.33, 3.2, 2.84),
  star('coxa', 'Coxa', 'thLeo', hours(11, 14, 14.40446), degrees(1, 15, 25, 46.4541), -60.31, -79.1, 19.76, 7.3, 3.35),
];
