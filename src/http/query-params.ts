/**
 * Schemas for query-string values, which arrive as text: integers, numbers and booleans with
 * their ranges, and lists given either repeated (`points=sun&points=moon`) or comma-separated.
 */
import { z } from 'zod';

const first = (value: unknown) => (Array.isArray(value) ? value[value.length - 1] : value);

/** An integer in [min, max] written in decimal. */
export const queryInteger = (min: number, max: number) =>
  z.preprocess(
    first,
    z
      .string()
      .regex(/^-?\d+$/, { message: `expected an integer from ${min} to ${max}` })
      .transform(Number)
      .pipe(
        z
          .number()
          .int()
          .min(min, { message: `expected an integer from ${min} to ${max}` })
          .max(max, { message: `expected an integer from ${min} to ${max}` }),
      ),
  );

/** true/false (also 1/0). */
export const queryBoolean = () =>
  z.preprocess(
    first,
    z
      .enum(['true', 'false', '1', '0'], { message: 'expected true or false' })
      .transform((v) => v === 'true' || v === '1'),
  );

/** A single string (the last one when repeated). */
export const queryString = () => z.preprocess(first, z.string());
