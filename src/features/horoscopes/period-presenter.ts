/**
 * Daily and monthly horoscope reports in the weekly report's envelope: data = { type:
 * 'horoscopes', attributes } with reportType 'daily' and period { year, month, day }, or
 * reportType 'monthly' and period { year, month } (strings, as in the path).
 */
import type { PeriodHoroscopeRow } from './period-queries.ts';

export function presentPeriodHoroscope(row: PeriodHoroscopeRow) {
  const [year, month, day] = row.period.split('-');
  return {
    type: 'horoscopes',
    attributes: {
      reportType: row.report_type,
      zodiacSign: row.zodiac_sign,
      period: row.report_type === 'daily' ? { year, month, day } : { year, month },
      language: row.language,
      title: row.title,
      body: row.body,
      metadata: typeof row.metadata === 'string' ? JSON.parse(row.metadata) : row.metadata,
    },
  };
}
