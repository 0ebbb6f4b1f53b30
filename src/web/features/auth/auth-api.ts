import type {
  AgentRegistrationInput,
  ConsumerRegistrationInput,
  LoginInput,
  PublicUser,
} from '../../../shared/contracts/auth';
import type { TwoFactorChallenge } from '../../../shared/contracts/two-factor';
import { ApiError, apiPost } from '../../lib/api-client';

export const authEndpoints = {
  agentLogin: '/api/agent/login',
  consumerLogin: '/api/auth/login',
  registerAgent: '/api/auth/register-agent',
  registerConsumer: '/api/auth/register',
} as const;

/** Fallback texts of spec section 8, as keys of the auth namespace's `errors`. */
export type AuthFailureKey = 'invalidCredentials' | 'loginFailed' | 'registrationFailed';

/**
 * A failure ready to show in the form: the server's own message when it sent one, otherwise
 * `textKey` names the catalogue text to translate.
 */
export class AuthFailure extends Error {
  constructor(
    message: string,
    readonly textKey?: AuthFailureKey,
  ) {
    super(message);
    this.name = 'AuthFailure';
  }
}

function toAuthFailure(error: unknown, fallback: AuthFailureKey, unreadable: AuthFailureKey) {
  if (error instanceof ApiError) {
    if (error.serverMessage) return new AuthFailure(error.serverMessage);
    if (error.isTimeout) return new AuthFailure(error.message);
    return new AuthFailure(error.message, fallback);
  }
  return new AuthFailure(String(error), unreadable);
}

async function withAuthFailure<T>(
  call: () => Promise<T>,
  fallback: AuthFailureKey,
  unreadable: AuthFailureKey,
): Promise<T> {
  try {
    return await call();
  } catch (error) {
    console.warn(unreadable === 'loginFailed' ? 'Login failed' : 'Registration failed', error);
    throw toAuthFailure(error, fallback, unreadable);
  }
}

/** The agent screen signs in with the work e-mail as username and the role fixed to agent. */
export function loginAgent({ email, password }: Pick<LoginInput, 'email' | 'password'>) {
  return withAuthFailure(
    () =>
      apiPost<PublicUser | TwoFactorChallenge>(authEndpoints.agentLogin, {
        username: email,
        password,
        role: 'agent',
      }),
    'invalidCredentials',
    'loginFailed',
  );
}

export function loginConsumer({ email, password }: Pick<LoginInput, 'email' | 'password'>) {
  return withAuthFailure(
    () =>
      apiPost<PublicUser | TwoFactorChallenge>(authEndpoints.consumerLogin, { email, password }),
    'invalidCredentials',
    'loginFailed',
  );
}

export function registerAgent(input: AgentRegistrationInput) {
  return withAuthFailure(
    () => apiPost<PublicUser>(authEndpoints.registerAgent, input),
    'registrationFailed',
    'registrationFailed',
  );
}

export function registerConsumer(input: ConsumerRegistrationInput) {
  return withAuthFailure(
    () => apiPost<PublicUser>(authEndpoints.registerConsumer, input),
    'registrationFailed',
    'registrationFailed',
  );
}
