/**
 * Request schemas of GET /api/horoscope/daily/{YYYY-MM-DD}[/{zodiacSign}] and
 * GET /api/horoscope/monthly/{YYYY}/{MM}/{zodiacSign}: a real date (or year and month) from 1800
 * to 2400, a sign id (any letter case), query `language`.
 */
import { z } from 'zod';
import { inputMessage } from '../../http/error-text/index.ts';
import { calendarDateParts, DATE_YEARS } from '../calc/date-schemas.ts';
import { weeklyParams } from './schema.ts';

const zodiacSign = weeklyParams.shape.zodiacSign;

const date = calendarDateParts().describe(`The day, YYYY-MM-DD (UTC), ${DATE_YEARS.first}–${DATE_YEARS.last}`);

export const dailyAllParams = z.strictObject({ date });
export const dailyParams = z.strictObject({ date, zodiacSign });

export const monthlyParams = z.strictObject({
  year: z
    .string()
    .regex(/^\d{4}$/, { message: inputMessage((t) => t.fourDigitYear()) })
    .refine((y) => Number(y) >= DATE_YEARS.first && Number(y) <= DATE_YEARS.last, {
      message: inputMessage((t) => t.yearRange(DATE_YEARS)),
    })
    .describe('Year, exactly four digits'),
  month: z
    .string()
    .regex(/^(0[1-9]|1[0-2])$/, { message: inputMessage((t) => t.twoDigits({ min: '01', max: '12' })) })
    .describe('Month, two digits 01–12'),
  zodiacSign,
});
