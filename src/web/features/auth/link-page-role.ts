import { paths } from '../../../shared/paths';

export type Door = 'agent' | 'consumer';

/** Which sign-in door a link page belongs to: `?for=consumer`, otherwise the agents' (and staff). */
export function doorOf(search: string): Door {
  return new URLSearchParams(search).get('for') === 'consumer' ? 'consumer' : 'agent';
}

export function signInPathOf(door: Door): string {
  return `${door === 'consumer' ? paths.consumerAuth : paths.agentAuth}?tab=login`;
}

export function forgotPasswordPathOf(door: Door): string {
  return `${paths.forgotPassword}?for=${door}`;
}
