import { z } from 'zod';
import type { ValidationMessageKey } from '../validation-messages';

/** Every `source` value of spec section 3. The server's IP answer carries none (it is optional). */
export const geolocationSources = [
  'default_ny',
  'default_ny_denied',
  'coordinates_detection',
  'browser_geocoding',
  'user_selected',
  'user_selected_cached',
  'url_parameter',
  'ny_final_fallback',
  'ny_error_fallback',
] as const;
export type GeolocationSource = (typeof geolocationSources)[number];

export const geolocationResultSchema = z.object({
  state: z.string().regex(/^[A-Z]{2}$/),
  city: z.string(),
  country: z.literal('US'),
  latitude: z.number().optional(),
  longitude: z.number().optional(),
  accuracy: z.number().optional(),
  source: z.enum(geolocationSources).optional(),
});
export type GeolocationResult = z.infer<typeof geolocationResultSchema>;

const m = (key: ValidationMessageKey) => ({ message: key });

/** Query strings arrive as text: a number in range, nothing else (no blanks, no hex, no Infinity). */
const coordinate = (min: number, max: number, key: ValidationMessageKey) =>
  z
    .string(m(key))
    .trim()
    .regex(/^[+-]?(\d+(\.\d*)?|\.\d+)$/, m(key))
    .transform(Number)
    .pipe(z.number().min(min, m(key)).max(max, m(key)));

export const reverseGeocodeQuerySchema = z.object({
  lat: coordinate(-90, 90, 'latitudeInvalid'),
  lon: coordinate(-180, 180, 'longitudeInvalid'),
});
export type ReverseGeocodeQuery = z.input<typeof reverseGeocodeQuerySchema>;

/** What GET /api/reverse-geocode answers for a point inside the US. */
export const reverseGeocodeResultSchema = z.object({
  state: z.string().regex(/^[A-Z]{2}$/),
  city: z.string(),
  country: z.literal('US'),
});
export type ReverseGeocodeResult = z.infer<typeof reverseGeocodeResultSchema>;
