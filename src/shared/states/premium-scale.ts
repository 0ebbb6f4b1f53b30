/**
 * Rescales a source's state premiums so that its lowest-state anchor, its national average and its
 * highest-state anchor land exactly on the spec's figures, keeping every state's rank: a line
 * through (low anchor, spec low) and (national, spec default), and another through (national,
 * spec default) and (high anchor, spec high). Results are clamped into [spec low, spec high] and
 * rounded to whole dollars. Decision 0013 explains the choice.
 */
export interface PremiumAnchors {
  sourceLow: number;
  sourceNational: number;
  sourceHigh: number;
  low: number;
  national: number;
  high: number;
}

export function scalePremium(source: number, anchors: PremiumAnchors): number {
  const { sourceLow, sourceNational, sourceHigh, low, national, high } = anchors;
  const scaled =
    source <= sourceNational
      ? low + ((source - sourceLow) * (national - low)) / (sourceNational - sourceLow)
      : national + ((source - sourceNational) * (high - national)) / (sourceHigh - sourceNational);
  return Math.round(Math.min(high, Math.max(low, scaled)));
}

export function formatUsd(amount: number): string {
  return `$${amount.toLocaleString('en-US')}`;
}
