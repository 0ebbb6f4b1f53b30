/** The navigation state with which a saved request opens the agents' consent dialog at once. */
export const askAgentsState = { askAgents: true } as const;

export function wantsAgents(state: unknown): boolean {
  return typeof state === 'object' && state !== null && 'askAgents' in state;
}
