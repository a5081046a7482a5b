/**
 * The language layer of the service: readable names and glyphs, the seeded interpretation texts
 * (transits, planet in sign and house, synastry) and the weekly horoscope composer, in
 * every language of LANGUAGES. Everything here is pure: no I/O.
 */

export { HOUSE_POINTS } from './catalogue.ts';
export { isoWeeksInYear, localDay } from './horoscope/calendar.ts';
export { composeWeeklyHoroscope } from './horoscope/compose.ts';
export { type HoroscopeEvent, solarHouse } from './horoscope/events.ts';
export { composeDailyHoroscope, composeMonthlyHoroscope, distinctSentences } from './horoscope/period.ts';
export { DEFAULT_LANGUAGE, isLanguage, LANGUAGES, type Language } from './languages.ts';
export { aspectName, type House, type NamedPoint, pointName, readableEntity, signName } from './names.ts';
export { ELEMENTS, elementOf, MODALITIES, modalityOf } from './sign-qualities.ts';
export { type InterpretationText, interpretationText, seedInterpretations } from './texts.ts';
export { parseInterpretationUrn, planetHouseUrn, planetSignUrn, synastryUrn, transitUrn, urnOf } from './urn.ts';
