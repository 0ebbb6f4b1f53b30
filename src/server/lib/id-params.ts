import { z } from 'zod';

/**
 * The params of every `:id` route. The id is any string here: a malformed one is refused where its
 * row would be looked up (`isUuid` in `./ids`), with that route's own 404 message, exactly like an
 * unknown or another user's id, so an address never tells a bad id from one that is not yours.
 */
export const idParams = z.object({ id: z.string() });
