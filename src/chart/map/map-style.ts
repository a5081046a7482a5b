/**
 * How a locational map is painted in each wheel theme: the sea, land, coast and border colours,
 * a colour per point (the print theme's greys are told apart by their labels) and a dash
 * pattern per angle, the same in every theme.
 */
import type { LineAngle } from '../../astro/locational/acg-lines.ts';
import type { LocationalPoint } from '../../astro/locational/locational-sky.ts';
import { THEMES, type ThemeId } from '../themes.ts';

export interface MapStyle {
  background: string;
  sea: string;
  land: string;
  coast: string;
  border: string;
  graticule: string;
  text: string;
  mutedText: string;
  point: Readonly<Record<LocationalPoint, string>>;
}

const LIGHT_POINTS: Record<LocationalPoint, string> = {
  sun: '#d08a00',
  moon: '#6b7d99',
  mercury: '#2f8f6f',
  venus: '#d0469a',
  mars: '#d0342c',
  jupiter: '#7a2e8e',
  saturn: '#5b4a2e',
  uranus: '#1f9dc4',
  neptune: '#2f4fb5',
  pluto: '#3b3b3b',
  chiron: '#8a5a2b',
  ceres: '#5f8f1f',
  pallas: '#4f6f8f',
  juno: '#b05f7f',
  vesta: '#e07b00',
  'mean-node': '#5f6b7a',
  'true-node': '#5f6b7a',
  'mean-south-node': '#8a8a94',
  'true-south-node': '#8a8a94',
  'mean-lilith': '#3a2a4a',
};

const DARK_POINTS: Record<LocationalPoint, string> = {
  sun: '#f2c94c',
  moon: '#c8d2e6',
  mercury: '#5fd0a0',
  venus: '#ff7ad9',
  mars: '#ff6b5e',
  jupiter: '#c39bd3',
  saturn: '#d9b37a',
  uranus: '#5fe0f0',
  neptune: '#6fb2ff',
  pluto: '#c0c0c8',
  chiron: '#d9a066',
  ceres: '#a8e07a',
  pallas: '#9ab8d8',
  juno: '#f0a0c0',
  vesta: '#ffa94d',
  'mean-node': '#aab4c3',
  'true-node': '#aab4c3',
  'mean-south-node': '#7a8494',
  'true-south-node': '#7a8494',
  'mean-lilith': '#b090d0',
};

const PRINT_POINTS = Object.fromEntries(
  Object.keys(LIGHT_POINTS).map((p, i) => [p, ['#000000', '#404040', '#707070'][i % 3]]),
) as Record<LocationalPoint, string>;

export const MAP_STYLES: Readonly<Record<ThemeId, MapStyle>> = {
  light: {
    background: THEMES.light.background,
    sea: '#eef3f8',
    land: '#f7f4ee',
    coast: '#8a8a94',
    border: '#b8b8c0',
    graticule: '#d8dee6',
    text: THEMES.light.text,
    mutedText: THEMES.light.mutedText,
    point: LIGHT_POINTS,
  },
  dark: {
    background: THEMES.dark.background,
    sea: '#101820',
    land: '#232833',
    coast: '#687084',
    border: '#4a5060',
    graticule: '#1c2430',
    text: THEMES.dark.text,
    mutedText: THEMES.dark.mutedText,
    point: DARK_POINTS,
  },
  print: {
    background: '#ffffff',
    sea: '#ffffff',
    land: '#f0f0f0',
    coast: '#000000',
    border: '#a0a0a0',
    graticule: '#e0e0e0',
    text: '#000000',
    mutedText: '#000000',
    point: PRINT_POINTS,
  },
};

/** Dash pattern of each angle's line in units of its width (undefined: solid). */
export const ANGLE_DASH: Readonly<Record<LineAngle, readonly number[] | undefined>> = {
  midheaven: undefined,
  'imum-coeli': [6, 3],
  ascendant: undefined,
  descendant: [1.5, 2.5],
};

/** The short names the labels and the legend use. */
export const ANGLE_ABBREVIATION: Readonly<Record<LineAngle, string>> = {
  midheaven: 'MC',
  'imum-coeli': 'IC',
  ascendant: 'ASC',
  descendant: 'DSC',
};

export const POINT_NAME: Readonly<Record<LocationalPoint, string>> = {
  sun: 'Sun',
  moon: 'Moon',
  mercury: 'Mercury',
  venus: 'Venus',
  mars: 'Mars',
  jupiter: 'Jupiter',
  saturn: 'Saturn',
  uranus: 'Uranus',
  neptune: 'Neptune',
  pluto: 'Pluto',
  chiron: 'Chiron',
  ceres: 'Ceres',
  pallas: 'Pallas',
  juno: 'Juno',
  vesta: 'Vesta',
  'mean-node': 'Node',
  'true-node': 'Node',
  'mean-south-node': 'S. Node',
  'true-south-node': 'S. Node',
  'mean-lilith': 'Lilith',
};
