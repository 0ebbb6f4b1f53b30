/** Up to this many states are listed in full; beyond it the badge names two and counts the rest. */
const listedInFull = 3;
const namedBeforeCount = 2;

/** 'TX', 'TX, CA, FL' or 'TX, CA +49': short enough for a badge next to a name. */
export function formatLicensedStates(states: readonly string[]): string {
  if (states.length <= listedInFull) return states.join(', ');
  const named = states.slice(0, namedBeforeCount).join(', ');
  return `${named} +${states.length - namedBeforeCount}`;
}
