/**
 * The `locational-map` pool task: the world map of a birth's astrocartography lines or local
 * space lines (see chart/map/map-svg.ts), as SVG text or PNG bytes.
 */
import { astrocartography } from '../../astro/locational/astrocartography.ts';
import { partsOf } from '../../astro/locational/geojson.ts';
import { localSpaceOf } from '../../astro/locational/locational-requests.ts';
import type { LocationalCoordinates, LocationalPoint } from '../../astro/locational/locational-sky.ts';
import type { BirthTimeInput, TimeResolution } from '../../astro/time/birth-time.ts';
import { renderPng, type ThemeId } from '../../chart/index.ts';
import { type MapLine, type MapProjection, renderMapSvg } from '../../chart/map/map-svg.ts';

export interface LocationalMapInput {
  kind: 'astrocartography' | 'local-space';
  birth: BirthTimeInput;
  points?: readonly LocationalPoint[];
  coordinates?: LocationalCoordinates;
  /** Image width, px (the height follows the projection and the legend). */
  width: number;
  theme: ThemeId;
  projection: MapProjection;
  format: 'svg' | 'png';
}

const when = (time: TimeResolution) =>
  `${time.localDateTime.slice(0, 16).replace('T', ' ')} (UTC${time.utcOffset === '+00:00' ? '' : time.utcOffset})`;

/** The map as SVG text, or PNG bytes. */
export function locationalMap(input: LocationalMapInput): string | Uint8Array {
  let lines: MapLine[];
  let title: string;
  if (input.kind === 'astrocartography') {
    const acg = astrocartography({ birth: input.birth, points: input.points, coordinates: input.coordinates });
    lines = acg.lines.features.map((f) => ({ ...f.properties, parts: partsOf(f.geometry) }));
    title = `Astrocartography ${when(acg.time)}${acg.coordinates === 'zodiacal' ? ', zodiacal' : ''}`;
  } else {
    const space = localSpaceOf({ birth: input.birth, points: input.points });
    lines = space.lines.features.map((f) => ({ point: f.properties.point, parts: partsOf(f.geometry) }));
    title = `Local space ${when(space.time)}`;
  }
  const { svg, layout } = renderMapSvg({
    width: input.width,
    theme: input.theme,
    projection: input.projection,
    lines,
    title,
    marker: { latitude: input.birth.latitude, longitude: input.birth.longitude },
  });
  return input.format === 'png' ? renderPng(svg, { width: input.width, height: layout.height }) : svg;
}
