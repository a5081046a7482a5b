/**
 * The one find-or-404: a resource named by a path (or body) id that is not a UUID, or that the
 * lookup does not find (another organization's resources are never found), is a 404 naming the
 * resource and the parameter.
 */
import { errors } from './errors.ts';
import { resourceIdOrNotFound } from './resource-id.ts';

/**
 * The row a lookup, write or delete returned, else the 404 naming the resource.
 * @param what the resource as a message names it ("Chatbot", "PDF report")
 * @param parameter the path parameter that named it (`id`, `widgetId`), if any
 */
export function foundOr404<T>(row: T | null | undefined, what: string, parameter?: string): T {
  if (row === undefined || row === null) throw errors.notFound(what, parameter);
  return row;
}

/**
 * Looks up the resource `rawId` names (lower-cased; a 404 when it is not a UUID), else the 404.
 * @param find the lookup, given the UUID; undefined when there is no such resource for the caller
 */
export async function findOr404<T>(
  rawId: string,
  what: string,
  parameter: string,
  find: (id: string) => Promise<T | null | undefined>,
): Promise<T> {
  return foundOr404(await find(resourceIdOrNotFound(rawId, what, parameter)), what, parameter);
}
