/** The one export of d3-geo-projection the maps use (the package ships no types). */
declare module 'd3-geo-projection' {
  import type { GeoProjection } from 'd3-geo';
  export function geoRobinson(): GeoProjection;
}
