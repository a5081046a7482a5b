/** Daily and monthly horoscopes in the database: composed once per period, sign and language, then kept. */
import type { Database } from '../../db/connect.ts';

export type PeriodReportType = 'daily' | 'monthly';

export interface PeriodHoroscopeRow {
  id: string;
  report_type: PeriodReportType;
  /** `YYYY-MM-DD` (daily) or `YYYY-MM` (monthly). */
  period: string;
  zodiac_sign: string;
  language: string;
  title: string;
  body: string;
  metadata: Record<string, unknown>;
  created_at: Date;
}

export interface PeriodHoroscopeKey {
  reportType: PeriodReportType;
  period: string;
  language: string;
}

/** The kept horoscopes of a period and language for the given signs, by sign. */
export async function findPeriodHoroscopes(
  db: Database,
  key: PeriodHoroscopeKey,
  signs: readonly string[],
): Promise<Map<string, PeriodHoroscopeRow>> {
  const rows = await db<PeriodHoroscopeRow>('period_horoscopes')
    .where({ report_type: key.reportType, period: key.period, language: key.language })
    .whereIn('zodiac_sign', [...signs]);
  return new Map(rows.map((r) => [r.zodiac_sign, r]));
}

/**
 * Keeps freshly composed horoscopes unless some are already kept for the same key (a concurrent
 * first request may have won), and returns the kept ones: every caller gets the same rows.
 */
export async function keepPeriodHoroscopes(
  db: Database,
  key: PeriodHoroscopeKey,
  texts: { sign: string; title: string; body: string; metadata: Record<string, unknown> }[],
): Promise<Map<string, PeriodHoroscopeRow>> {
  if (texts.length > 0) {
    await db('period_horoscopes')
      .insert(
        texts.map((t) => ({
          report_type: key.reportType,
          period: key.period,
          zodiac_sign: t.sign,
          language: key.language,
          title: t.title,
          body: t.body,
          metadata: JSON.stringify(t.metadata),
        })),
      )
      .onConflict(['report_type', 'period', 'zodiac_sign', 'language'])
      .ignore();
  }
  return findPeriodHoroscopes(
    db,
    key,
    texts.map((t) => t.sign),
  );
}
