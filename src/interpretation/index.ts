/**
 * The language layer of the service: readable names and glyphs, the seeded interpretation texts
 * (transits, planet in sign and house, synastry) and the weekly horoscope composer, in
 * English, Spanish and German. Everything here is pure: no I/O.
 */
export { LANGUAGES, DEFAULT_LANGUAGE, isLanguage, type Language } from './languages.ts';
export {
  readableEntity, pointName, signName, aspectName, type House, type NamedPoint,
} from './names.ts';
export { ELEMENTS, MODALITIES, elementOf, modalityOf } from './sign-qualities.ts';
export {
  HOUSE_POINTS,
  } from './catalogue.ts';
export {
  transitUrn, planetSignUrn, planetHouseUrn, synastryUrn, urnOf, parseInterpretationUrn, } from './urn.ts';
export {
  seedInterpretations, interpretationText, type InterpretationText,
} from './texts.ts';
export {
  composeWeeklyHoroscope, } from './horoscope/compose.ts';
export {
  solarHouse, type HoroscopeEvent, } from './horoscope/events.ts';
export { isoWeeksInYear, localDay } from './horoscope/calendar.ts';
export { composeDailyHoroscope, composeMonthlyHoroscope, distinctSentences } from './horoscope/period.ts';
