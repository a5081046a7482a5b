/** The kinds of PDF report: what a template is for and what the report worker renders. */

/**
 * natal (one person's birth chart), transit (transits over a natal chart), synastry (two people's
 * charts compared), solar-return (the year from a birthday), lunar-return (the month from a return
 * of the Moon), progressions (secondary progressions to a date), numerology (the core numbers of a name and birth date), chinese (the
 * four pillars and a year's forecast), composite (the midpoint chart of two people), vedic (the kundli, in every language).
 */
export const REPORT_TYPES = [
  'natal',
  'transit',
  'synastry',
  'solar-return',
  'progressions',
  'lunar-return',
  'numerology',
  'chinese',
  'composite',
  'vedic',
] as const;
/** One of REPORT_TYPES. */
export type ReportType = (typeof REPORT_TYPES)[number];
