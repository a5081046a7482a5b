/**
 * The weekly horoscope report as the spec shows it: data = { type, attributes } with
 * attributes reportType 'weekly', zodiacSign, period { year, week } (strings as in the path),
 * language, title, body (Markdown) and metadata (the week's bounds and the events used, each
 * with its instant and the reader's solar house).
 */
import type { WeeklyHoroscopeRow } from './queries.ts';

export function presentWeeklyHoroscope(row: WeeklyHoroscopeRow) {
  return {
    data: {
      type: 'horoscopes',
      attributes: {
        reportType: 'weekly',
        zodiacSign: row.zodiac_sign,
        period: { year: String(row.year).padStart(4, '0'), week: String(row.week).padStart(2, '0') },
        language: row.language,
        title: row.title,
        body: row.body,
        metadata: typeof row.metadata === 'string' ? JSON.parse(row.metadata) : row.metadata,
      },
    },
  };
}
