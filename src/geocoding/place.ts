/**
 * The Place resource of the API (spec: resource "Place", endpoint GET /api/geocoding/search).
 */
export interface Place {
  /** GeoNames id as a decimal string, e.g. "2657896" for Zürich. */
  id: string;
  /** The place's primary GeoNames name, e.g. "Zürich". */
  name: string;
  /** "City, State, Country" with empty or repeated parts left out, e.g. "Zürich, Zurich, Switzerland". */
  displayName: string;
  /** Decimal degrees, −90..90, north positive (WGS84). */
  latitude: number;
  /** Decimal degrees, −180..180, east positive (WGS84). */
  longitude: number;
  /** Country name in the requested language (English by default), e.g. "Schweiz" for lang=de. */
  country: string;
  /** ISO 3166-1 alpha-2, upper case, e.g. "CH". */
  countryCode: string;
  /** First-order division (state, province, canton), "" when unknown, e.g. "Zurich". */
  state: string;
  /** IANA time zone, e.g. "Europe/Zurich". */
  timezone: string;
  /** The city, town or village itself: same as `name`. */
  city: string;
}
