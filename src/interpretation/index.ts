/**
 * The language layer of the service: readable names and glyphs, the seeded interpretation texts
 * (transits, planet in sign and house, synastry) and the weekly horoscope composer, in
 * English, Spanish and German. Everything here is pure: no I/O.
 */
export { LANGUAGES, DEFAULT_LANGUAGE, isLanguage, type Language } from './languages.ts';
export {
  readableEntity, entityIds, pointName, signName, aspectName, HOUSES, NAMED_POINTS,
  type EntityKind, type EntityIds, type ReadableEntity, type House, type NamedPoint,
} from './names.ts';
export { ELEMENTS, MODALITIES, elementOf, modalityOf, dignityOf, type Element, type Modality, type Dignity } from './sign-qualities.ts';
export {
  TEXT_POINTS, TRANSITING_POINTS, NATAL_POINTS, TRANSIT_ASPECTS, SIGN_POINTS, HOUSE_POINTS,
  SYNASTRY_POINTS, SYNASTRY_ASPECTS, natureOf,
  type TextPoint, type TransitingPoint, type NatalPoint, type SignPoint, type HousePoint,
  type SynastryPoint, type SynastryAspect, type Nature,
} from './catalogue.ts';
export {
  transitUrn, planetSignUrn, planetHouseUrn, synastryUrn, urnOf, parseInterpretationUrn, textKeyOf,
  type InterpretationSubject, type InterpretationKind,
} from './urn.ts';
export {
  seedInterpretations, interpretationText, interpretationSubjects, composeInterpretation, writerFor,
  type InterpretationItem, type InterpretationText,
} from './texts.ts';
export {
  composeWeeklyHoroscope, mainHoroscopeEvent, chronological, toneOf,
  type WeeklyHoroscopeInput, type WeeklyHoroscope,
} from './horoscope/compose.ts';
export {
  solarHouse, eventWeight, POINT_WEIGHT, MOON_PHASES,
  type HoroscopeEvent, type HoroscopeEventKind, type HoroscopePoint, type IngressPoint, type StationPoint, type MoonPhase,
} from './horoscope/events.ts';
export { isoWeekDays, isoWeeksInYear, isoWeekOf, localDay, type CalendarDay } from './horoscope/calendar.ts';
export { composeDailyHoroscope, composeMonthlyHoroscope, distinctSentences, type PeriodHoroscope, type Luminaries } from './horoscope/period.ts';
