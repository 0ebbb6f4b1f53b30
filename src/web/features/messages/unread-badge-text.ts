/** The bell's badge: the count, capped at '9+' (spec section 9). */
export function unreadBadgeText(count: number): string {
  return count > 9 ? '9+' : String(count);
}
