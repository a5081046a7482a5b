/**
 * Place search (endpoint GET /api/geocoding/search): what the route needs.
 *
 *   const gazetteer = await loadGazetteer();             // once, at start-up
 *   if (lang !== undefined && !isSupportedLanguage(lang)) → 400 naming `lang`
 *   const data: Place[] = gazetteer.search(q, { limit, lang });
 *
 * Place data © GeoNames (geonames.org), CC BY 4.0.
 */
export { Gazetteer, type GazetteerParts, gazetteerFromParts } from './gazetteer.ts';
export { loadGazetteer, readGazetteerParts } from './gazetteer-files.ts';
export { isSupportedLanguage, SUPPORTED_LANGUAGES } from './languages.ts';
export type { Place } from './place.ts';
