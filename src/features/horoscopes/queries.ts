/** Weekly horoscopes in the database: composed once per ISO week, sign and language, then kept. */
import type { Database } from '../../db/connect.ts';

export interface WeeklyHoroscopeRow {
  id: string;
  year: number;
  week: number;
  zodiac_sign: string;
  language: string;
  title: string;
  body: string;
  metadata: Record<string, unknown>;
  created_at: Date;
}

export interface WeeklyHoroscopeKey {
  year: number;
  week: number;
  zodiacSign: string;
  language: string;
}

const where = (key: WeeklyHoroscopeKey) => ({
  year: key.year,
  week: key.week,
  zodiac_sign: key.zodiacSign,
  language: key.language,
});

/** The kept horoscope of a week, sign and language, or undefined. */
export async function findWeeklyHoroscope(
  db: Database,
  key: WeeklyHoroscopeKey,
): Promise<WeeklyHoroscopeRow | undefined> {
  return db<WeeklyHoroscopeRow>('weekly_horoscopes').where(where(key)).first();
}

/**
 * Keeps a freshly composed horoscope unless one is already kept for the same key (a concurrent
 * first request may have won), and returns the kept one: every caller gets the same row.
 */
export async function keepWeeklyHoroscope(
  db: Database,
  key: WeeklyHoroscopeKey,
  text: { title: string; body: string; metadata: Record<string, unknown> },
): Promise<WeeklyHoroscopeRow> {
  await db('weekly_horoscopes')
    .insert({ ...where(key), title: text.title, body: text.body, metadata: JSON.stringify(text.metadata) })
    .onConflict(['year', 'week', 'zodiac_sign', 'language'])
    .ignore();
  const kept = await findWeeklyHoroscope(db, key);
  if (!kept)
    throw new Error(`weekly horoscope ${key.year}-W${key.week} ${key.zodiacSign} ${key.language} was not kept`);
  return kept;
}
