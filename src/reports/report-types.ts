/** The kinds of PDF report: what a template is for and what the report worker renders. */

/**
 * natal (one person's birth chart), transit (transits over a natal chart), synastry (two people's
 * charts compared), solar-return (the year from a birthday), progressions (secondary
 * progressions to a date).
 */
export const REPORT_TYPES = ['natal', 'transit', 'synastry', 'solar-return', 'progressions'] as const;
/** One of REPORT_TYPES. */
export type ReportType = (typeof REPORT_TYPES)[number];
