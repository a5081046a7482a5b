/**
 * Sample wheel inputs for chart tests and the benchmark: a natal chart with positions close to
 * Albert Einstein's (1879-03-14 11:30 LMT, Ulm; Placidus) and a transit bi-wheel over it.
 * The longitudes are typed-in sample data, not output of the renderer.
 */
import type { WheelInput } from '../../src/chart/index.ts';

export const NATAL: WheelInput = {
  width: 800,
  height: 800,
  theme: 'light',
  labels: { title: 'Albert Einstein', subtitle: ['14 March 1879, 11:30 LMT', 'Ulm, Germany · Placidus'] },
  inner: {
    points: [
      { id: 'sun', longitude: 353.5 },
      { id: 'moon', longitude: 254.3 },
      { id: 'mercury', longitude: 3.1 },
      { id: 'venus', longitude: 16.9 },
      { id: 'mars', longitude: 26.9 },
      { id: 'jupiter', longitude: 327.7 },
      { id: 'saturn', longitude: 4.2 },
      { id: 'uranus', longitude: 151.2, retrograde: true },
      { id: 'neptune', longitude: 37.7 },
      { id: 'pluto', longitude: 54.7 },
      { id: 'chiron', longitude: 32.1 },
      { id: 'true-node', longitude: 301.3, retrograde: true },
      { id: 'mean-lilith', longitude: 170 },
    ],
    cusps: [101.6, 120.4, 140.9, 166.3, 198.7, 238.5, 281.6, 300.4, 320.9, 346.3, 18.7, 58.5],
    angles: { ascendant: 101.6, midheaven: 346.3 },
    aspects: [
      { from: 'sun', to: 'saturn', aspect: 'conjunction', orb: 10.7 },
      { from: 'moon', to: 'jupiter', aspect: 'sextile', orb: 13.4 },
      { from: 'sun', to: 'uranus', aspect: 'opposition', orb: 22.3 },
      { from: 'venus', to: 'mars', aspect: 'conjunction', orb: 10 },
      { from: 'moon', to: 'sun', aspect: 'square', orb: 9.2 },
      { from: 'mars', to: 'moon', aspect: 'trine', orb: 2.6 },
      { from: 'jupiter', to: 'pluto', aspect: 'sextile', orb: 7 },
      { from: 'mercury', to: 'uranus', aspect: 'quincunx', orb: 1.9 },
      { from: 'neptune', to: 'ascendant', aspect: 'square', orb: 26.1 },
      { from: 'moon', to: 'midheaven', aspect: 'square', orb: 2 },
    ],
  },
};

export const TRANSIT_BIWHEEL: WheelInput = {
  ...NATAL,
  labels: { ...NATAL.labels, innerName: 'Natal: Albert Einstein', outerName: 'Transits: 1 May 2026, 12:00 UTC' },
  inner: { ...NATAL.inner, aspects: [] },
  outer: {
    points: [
      { id: 'sun', longitude: 41.2 },
      { id: 'moon', longitude: 200.5 },
      { id: 'mercury', longitude: 28.1 },
      { id: 'venus', longitude: 70.3 },
      { id: 'mars', longitude: 5.4 },
      { id: 'jupiter', longitude: 110.9 },
      { id: 'saturn', longitude: 6.6 },
      { id: 'uranus', longitude: 59.2 },
      { id: 'neptune', longitude: 3.3 },
      { id: 'pluto', longitude: 305.1, retrograde: true },
      { id: 'true-node', longitude: 336.5, retrograde: true },
    ],
  },
  interAspects: [
    { inner: 'sun', outer: 'neptune', aspect: 'conjunction', orb: 9.8 },
    { inner: 'moon', outer: 'jupiter', aspect: 'quincunx', orb: 6.6 },
    { inner: 'uranus', outer: 'moon', aspect: 'semi-sextile', orb: 0.7 },
    { inner: 'jupiter', outer: 'sun', aspect: 'square', orb: 3.5 },
    { inner: 'ascendant', outer: 'venus', aspect: 'semi-sextile', orb: 1.3 },
    { inner: 'moon', outer: 'venus', aspect: 'opposition', orb: 4 },
    { inner: 'mars', outer: 'uranus', aspect: 'sextile', orb: 27.7 },
  ],
};
