/**
 * Place search (endpoint GET /api/geocoding/search): what the route needs.
 *
 *   const gazetteer = await loadGazetteer();             // once, at start-up
 *   if (lang !== undefined && !isSupportedLanguage(lang)) → 400 naming `lang`
 *   const data: Place[] = gazetteer.search(q, { limit, lang });
 *
 * Place data © GeoNames (geonames.org), CC BY 4.0.
 */
export { Gazetteer, TYPO_MIN_LETTERS, buildGazetteer, gazetteerFromParts, type GazetteerParts, type SearchOptions } from './gazetteer.ts';
export { gazetteerFilePaths, loadGazetteer, readGazetteerParts } from './gazetteer-files.ts';
export { DEFAULT_LANGUAGE, SUPPORTED_LANGUAGES, countryName, isSupportedLanguage } from './languages.ts';
export type { Place } from './place.ts';
