/**
 * Schemas for query-string values, which arrive as text: integers, numbers and booleans with
 * their ranges, and lists given either repeated (`points=sun&points=moon`) or comma-separated.
 */
import { z } from 'zod';
import { inputMessage } from './error-text/index.ts';

const first = (value: unknown) => (Array.isArray(value) ? value[value.length - 1] : value);

/** An integer in [min, max] written in decimal. */
export const queryInteger = (min: number, max: number) =>
  z.preprocess(
    first,
    z
      .string()
      .regex(/^-?\d+$/, { message: inputMessage((t) => t.integerRange({ min, max })) })
      .transform(Number)
      .pipe(
        z
          .number()
          .int()
          .min(min, { message: inputMessage((t) => t.integerRange({ min, max })) })
          .max(max, { message: inputMessage((t) => t.integerRange({ min, max })) }),
      ),
  );

/** true/false (also 1/0). */
export const queryBoolean = () =>
  z.preprocess(
    first,
    z
      .enum(['true', 'false', '1', '0'], { message: inputMessage((t) => t.trueOrFalse()) })
      .transform((v) => v === 'true' || v === '1'),
  );

/** A single string (the last one when repeated). */
export const queryString = () => z.preprocess(first, z.string());
