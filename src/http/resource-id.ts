/** Resource ids are UUIDs; anything else in a path cannot name a resource and is a 404. */
import { errors } from './errors.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isUuid(value: string): boolean {
  return UUID.test(value);
}

/** Returns the id when it is a UUID, else throws 404 naming the resource and the parameter. */
export function resourceIdOrNotFound(value: string, what: string, parameter: string): string {
  if (!isUuid(value)) throw errors.notFound(what, parameter);
  return value.toLowerCase();
}
