/**
 * JSON for a `<script type="application/ld+json">` element. `<`, `>` and `&` become \u escapes so no
 * value can close the element or open a comment; U+2028 and U+2029 are escaped for older parsers
 * that treat them as line ends. The result still parses to the same value.
 */
export function serializeJsonLd(value: unknown): string {
  return JSON.stringify(value)
    .replaceAll('<', '\\u003c')
    .replaceAll('>', '\\u003e')
    .replaceAll('&', '\\u0026')
    .replaceAll('\u2028', '\\u2028')
    .replaceAll('\u2029', '\\u2029');
}

/** Adds a JSON-LD block to the head (replacing one with the same id); returns its remover. */
export function injectJsonLd(id: string, data: unknown): () => void {
  document.getElementById(id)?.remove();
  const script = document.createElement('script');
  script.type = 'application/ld+json';
  script.id = id;
  script.textContent = serializeJsonLd(data);
  document.head.append(script);
  return () => script.remove();
}
