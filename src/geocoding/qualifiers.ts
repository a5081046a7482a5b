/**
 * Qualifiers in a place query: the "US" of "Paris, US", the "IL" of "Springfield IL", the
 * "Texas" of "Paris Texas". A qualifier names countries (ISO code or name) or states (name, or
 * postal abbreviation in the US, Canada and Australia) and narrows the places searched.
 */
import { LRUCache } from 'lru-cache';
import { countryName, DEFAULT_LANGUAGE } from './languages.ts';
import { normalizeName } from './normalize.ts';
import type { PlaceTable } from './place-table.ts';

/** Languages whose country names are always understood as qualifiers ("Paris, Frankreich"). */
const QUALIFIER_LANGUAGES = ['en', 'de', 'fr', 'es', 'it', 'pt', 'nl', 'pl', 'ru', 'uk', 'tr', 'ja', 'zh', 'ar'];

/** Other common names of countries, by ISO 3166-1 alpha-2 code. */
const COUNTRY_ALIASES: Record<string, string[]> = {
  US: ['usa', 'america', 'united states of america', 'u s a'],
  GB: ['uk', 'great britain', 'britain', 'united kingdom of great britain and northern ireland'],
  NL: ['holland', 'the netherlands'],
  AE: ['uae'],
  CZ: ['czech republic'],
  TR: ['turkey'],
  CI: ['ivory coast'],
  MM: ['burma'],
  SZ: ['swaziland'],
  MK: ['macedonia'],
  CV: ['cape verde'],
  KR: ['korea', 'republic of korea'],
  RU: ['russian federation'],
  VA: ['vatican'],
  CD: ['drc', 'dr congo', 'democratic republic of the congo'],
  CG: ['republic of the congo'],
};

/** Postal abbreviations of Canadian provinces and Australian states → GeoNames admin1 code. */
const STATE_ABBREVIATIONS: Record<string, Record<string, string>> = {
  CA: {
    ab: '01',
    bc: '02',
    mb: '03',
    nb: '04',
    nl: '05',
    ns: '07',
    on: '08',
    pe: '09',
    qc: '10',
    sk: '11',
    yt: '12',
    nt: '13',
    nu: '14',
  },
  AU: { act: '01', nsw: '02', nt: '03', qld: '04', sa: '05', tas: '06', vic: '07', wa: '08' },
};

const STATE_NAME_AFFIXES =
  /^(?:state|region|province) of |(?: (?:province|region|oblast|governorate|prefecture|state|district|county|department))$/;

/** The places a qualifier allows: any place in one of `countries` or in one of `states`. */
export class PlaceFilter {
  constructor(
    /** 1 at the index of each allowed country (PlaceTable.countryCodes). */
    readonly countries: Uint8Array,
    /** 1 at the index of each allowed state (PlaceTable.states). */
    readonly states: Uint8Array,
  ) {}

  /** Whether place `place` of `table` lies in an allowed country or state. */
  allows(table: PlaceTable, place: number): boolean {
    return this.countries[table.country[place]] === 1 || this.states[table.state[place]] === 1;
  }
}

interface Target {
  countries: number[];
  states: number[];
}

/** Every qualifier the search understands, normalized, with the countries and states it names. */
export class QualifierVocabulary {
  private readonly targets = new Map<string, Target>();
  private readonly sortedNames: string[];
  /** Country names by the languages asked for recently (callers choose the language). */
  private readonly byLanguage = new LRUCache<string, Map<string, number[]>>({
    max: 64,
    memoMethod: (lang) => this.buildCountriesIn(lang),
  });

  constructor(private readonly table: PlaceTable) {
    table.countryCodes.forEach((code, c) => {
      this.add(code.toLowerCase(), 'countries', c);
      for (const lang of QUALIFIER_LANGUAGES) this.add(normalizeName(countryName(code, lang)), 'countries', c);
      for (const alias of COUNTRY_ALIASES[code] ?? []) this.add(alias, 'countries', c);
    });
    const countryCodes = new Set(table.countryCodes);
    table.states.forEach((state, s) => {
      if (!countryCodes.has(state.countryCode)) return;
      const name = normalizeName(state.name);
      this.add(name, 'states', s);
      const bare = name.replace(STATE_NAME_AFFIXES, '');
      if (bare !== '' && bare !== name) this.add(bare, 'states', s);
      if (state.countryCode === 'US') this.add(state.code.toLowerCase(), 'states', s);
      for (const [abbreviation, code] of Object.entries(STATE_ABBREVIATIONS[state.countryCode] ?? {})) {
        if (code === state.code) this.add(abbreviation, 'states', s);
      }
    });
    this.sortedNames = [...this.targets.keys()].sort();
  }

  private add(name: string, kind: keyof Target, index: number): void {
    if (name === '') return;
    let target = this.targets.get(name);
    if (target === undefined) {
      target = { countries: [], states: [] };
      this.targets.set(name, target);
    }
    if (!target[kind].includes(index)) target[kind].push(index);
  }

  /** Country names in a language outside QUALIFIER_LANGUAGES, built once per language. */
  private countriesIn(lang: string): Map<string, number[]> {
    return this.byLanguage.memo(lang);
  }

  private buildCountriesIn(lang: string): Map<string, number[]> {
    const names = new Map<string, number[]>();
    for (let c = 0; c < this.table.countryCodes.length; c++) {
      const name = normalizeName(countryName(this.table.countryCodes[c], lang));
      const list = names.get(name);
      if (list === undefined) names.set(name, [c]);
      else list.push(c);
    }
    return names;
  }

  /**
   * The filter for a normalized qualifier text, or undefined when it names nothing known.
   * `asPrefix` also accepts names that start with the text (for the qualifier being typed,
   * "Springfield, Illin"); `lang` adds country names in that language.
   */
  resolve(text: string, options: { asPrefix: boolean; lang?: string }): PlaceFilter | undefined {
    if (text === '') return undefined;
    const found: Target[] = [];
    if (options.asPrefix && text.length >= 2) {
      let lo = 0;
      let hi = this.sortedNames.length;
      while (lo < hi) {
        const mid = (lo + hi) >>> 1;
        if (this.sortedNames[mid] < text) lo = mid + 1;
        else hi = mid;
      }
      for (let i = lo; i < this.sortedNames.length && this.sortedNames[i].startsWith(text); i++) {
        found.push(this.targets.get(this.sortedNames[i])!);
      }
    } else {
      const target = this.targets.get(text);
      if (target !== undefined) found.push(target);
    }
    if (options.lang !== undefined && options.lang !== DEFAULT_LANGUAGE) {
      const inLanguage = this.countriesIn(options.lang).get(text);
      if (inLanguage !== undefined) found.push({ countries: inLanguage, states: [] });
    }
    if (found.length === 0) return undefined;
    const countries = new Uint8Array(this.table.countryCodes.length);
    const states = new Uint8Array(this.table.states.length);
    for (const target of found) {
      for (const c of target.countries) countries[c] = 1;
      for (const s of target.states) states[s] = 1;
    }
    return new PlaceFilter(countries, states);
  }
}

/** One way to read a query: the place name to look up and the filters its places must pass. */
export interface QueryReading {
  /** Normalized name (exact, prefix or one-typo match). */
  name: string;
  filters: PlaceFilter[];
}

/** Longest qualifier read from the end of a query without commas, in words ("north carolina"). */
const MAX_TRAILING_QUALIFIER_WORDS = 3;

/**
 * The readings of a raw query, in order of preference.
 * - With commas: the first part is the name, each later part a qualifier (the last one may be
 *   unfinished); qualifiers that name nothing are ignored. One reading.
 * - Without commas: the whole query as a name; and, when its last 1..3 words name a country or
 *   state and words remain, a second reading with those words as qualifier (the longest such).
 */
export function readQuery(
  query: string,
  vocabulary: QualifierVocabulary,
  lang?: string,
): { plain: QueryReading; qualified?: QueryReading } {
  const parts = query.split(/[,;]/).map(normalizeName);
  const name = parts[0] ?? '';
  if (parts.length > 1) {
    const qualifiers = parts.slice(1).filter((part) => part !== '');
    const filters: PlaceFilter[] = [];
    qualifiers.forEach((part, i) => {
      const filter = vocabulary.resolve(part, { asPrefix: i === qualifiers.length - 1, lang });
      if (filter !== undefined) filters.push(filter);
    });
    return { plain: { name, filters } };
  }
  const plain: QueryReading = { name, filters: [] };
  const words = name.split(' ');
  for (let k = Math.min(MAX_TRAILING_QUALIFIER_WORDS, words.length - 1); k >= 1; k--) {
    const filter = vocabulary.resolve(words.slice(-k).join(' '), { asPrefix: false, lang });
    if (filter !== undefined) {
      return { plain, qualified: { name: words.slice(0, -k).join(' '), filters: [filter] } };
    }
  }
  return { plain };
}
