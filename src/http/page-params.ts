/**
 * Page-based pagination of list endpoints (`page[size]`, zero-based `page[number]`): without
 * either parameter the whole list is returned and the response has no page meta or links; with
 * either, one page is returned with `meta` = { count, total, page, pageSize } and
 * `links.next` (null on the last page and beyond it).
 */
import { z } from 'zod';
import type { PageRequest } from '../calc/responses/page-envelope.ts';
import { queryInteger } from './query-params.ts';

/** Default `page[size]` (items per page). */
export const DEFAULT_PAGE_SIZE = 10;
/** Largest `page[size]`. */
export const MAX_PAGE_SIZE = 100;
/** Largest `page[number]` (keeps offsets within what the database takes). */
export const MAX_PAGE_NUMBER = 10_000_000;

/** Query schema members of a paginated list. */
export const pageQuery = {
  'page[size]': queryInteger(1, MAX_PAGE_SIZE)
    .optional()
    .describe(`Items per page, 1 to ${MAX_PAGE_SIZE} (default ${DEFAULT_PAGE_SIZE}); with it the list is paginated`),
  'page[number]': queryInteger(0, MAX_PAGE_NUMBER)
    .optional()
    .describe('Zero-based page number (default 0); with it the list is paginated'),
};

export { type PageRequest, pageEnvelope } from '../calc/responses/page-envelope.ts';

/** The page asked for, or undefined when the query names neither parameter (whole list). */
export function pageRequestOf(query: { 'page[size]'?: number; 'page[number]'?: number }): PageRequest | undefined {
  if (query['page[size]'] === undefined && query['page[number]'] === undefined) return undefined;
  return { size: query['page[size]'] ?? DEFAULT_PAGE_SIZE, number: query['page[number]'] ?? 0 };
}

/** Response schema members of a paginated list (for the OpenAPI document). */
export const pageResponse = {
  meta: z
    .object({ count: z.number().int(), total: z.number().int(), page: z.number().int(), pageSize: z.number().int() })
    .optional()
    .describe('Only when page[size] or page[number] was given'),
  links: z
    .object({ next: z.string().nullable() })
    .optional()
    .describe('Only when paginated; next is null on the last page'),
};
