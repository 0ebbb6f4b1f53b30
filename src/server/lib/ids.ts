import { z } from 'zod';

/** A canonical UUID (any version): ids of saved rows. Anything else is a 404, never a query. */
const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isUuid(value: string): boolean {
  return uuidPattern.test(value);
}

/**
 * The params of every `:id` route. The id is any string here: a malformed one is refused where its
 * row would be looked up (`isUuid`), with that route's own 404 message, exactly like an unknown or
 * another user's id, so an address never tells a bad id from one that is not yours.
 */
export const idParams = z.object({ id: z.string() });
