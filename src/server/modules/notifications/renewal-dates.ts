/** The next yearly occurrence of a renewal date on or after `today` (YYYY-MM-DD, UTC). */
export function nextRenewal(renewalDate: string, today: Date): Date {
  const [, month, day] = renewalDate.split('-').map(Number) as [number, number, number];
  const year = today.getUTCFullYear();
  const at = (y: number) => {
    // 29 February in a common year: the 28th.
    const date = new Date(Date.UTC(y, month - 1, day));
    return date.getUTCMonth() === month - 1 ? date : new Date(Date.UTC(y, month - 1, 28));
  };
  const start = new Date(Date.UTC(year, today.getUTCMonth(), today.getUTCDate()));
  const thisYear = at(year);
  return thisYear >= start ? thisYear : at(year + 1);
}
