/** A page address of this deployment with its link token in the fragment (never sent to servers). */
export function linkUrl(origin: string, path: string, token: string): string {
  return `${origin}${path}#token=${encodeURIComponent(token)}`;
}
