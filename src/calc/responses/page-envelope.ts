/**
 * The page envelope of the house's paginated lists (`page[size]`, zero-based `page[number]`):
 * `meta` and `links` of one page. Here, not in http/, so that a calculation task that cuts its
 * own list into pages (the sky-event feed) writes the same envelope as the web thread's lists;
 * http/page-params.ts re-exports it with the query schema.
 */

/** One page: `size` items starting at item `number × size`. */
export interface PageRequest {
  size: number;
  number: number;
}

/** The `meta` and `links` members of a page of `count` items out of `total`. */
export function pageEnvelope(path: string, page: PageRequest, count: number, total: number, baseUrl = '') {
  const hasNext = (page.number + 1) * page.size < total;
  return {
    meta: { count, total, page: page.number, pageSize: page.size },
    links: { next: hasNext ? `${baseUrl}${path}?page[number]=${page.number + 1}&page[size]=${page.size}` : null },
  };
}
