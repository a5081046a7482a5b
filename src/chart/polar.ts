/**
 * From ecliptic longitude to image coordinates. The wheel's frame puts one longitude (the
 * ascendant) at 9 o'clock, and longitude grows counter-clockwise on the screen.
 */

import { RAD } from '../astro/angles.ts';

/** Centre in px and the longitude (degrees) drawn at 9 o'clock. */
export interface WheelFrame {
  cx: number;
  cy: number;
  /** Longitude at the left of the wheel, degrees. */
  rotation: number;
}

/**
 * Screen angle in radians of a longitude (degrees): measured from 3 o'clock, counter-clockwise
 * (mathematical convention), so the rotation longitude gets π (9 o'clock).
 */
export function screenAngle(frame: WheelFrame, longitude: number): number {
  return (180 + longitude - frame.rotation) * RAD;
}

/** Image coordinates [x, y] in px (y down) of a longitude (degrees) at a radius (px). */
export function polar(frame: WheelFrame, longitude: number, radius: number): [number, number] {
  const a = screenAngle(frame, longitude);
  return [frame.cx + radius * Math.cos(a), frame.cy - radius * Math.sin(a)];
}
