/** The kinds of PDF report: what a template is for and what the report worker renders. */

/** natal (one person's birth chart), transit (transits over a natal chart), synastry (two people's charts compared). */
export const REPORT_TYPES = ['natal', 'transit', 'synastry'] as const;
/** natal, transit or synastry. */
export type ReportType = (typeof REPORT_TYPES)[number];
