/** Every path of the spec's route table, and the navigation targets it names. Links never spell a path twice. */
export const paths = {
  consumerLanding: '/',
  consumerLandingAlias: '/consumer',
  home: '/home',
  agentLanding: '/agent-landing',
  agentLandingAlias: '/for-agents',
  authRedirect: '/auth',
  agentAuth: '/agent/auth',
  consumerAuth: '/consumer/auth',
  insurance: '/insurance',
  insuranceAuto: '/insurance/auto',
  insuranceHome: '/insurance/home',
  insuranceLife: '/insurance/life',
  insuranceRenters: '/insurance/renters',
  agentDashboard: '/agent',
  profile: '/profile',
  quoteAuto: '/quote/auto',
  quoteHome: '/quote/home',
  quoteRenters: '/quote/renters',
  quoteLife: '/quote/life',
  savedQuote: '/profile/quotes/:id',
  /** A saved request re-priced before renewal, like for like (issue 30, section 4). */
  reshop: '/profile/reshop/:id',
  debug: '/debug',
  /** Opened from the confirmation e-mail; the token is in the fragment. */
  confirmEmail: '/auth/confirm-email',
  /** Opened from a printed one-time sign-in link (admin:create); the token is in the fragment. */
  signInLink: '/auth/sign-in-link',
  /** 'Forgot password?': asks for the address a reset link goes to. */
  forgotPassword: '/auth/forgot-password',
  /** Opened from the reset e-mail (`?for=<role>`); the token is in the fragment. */
  resetPassword: '/auth/reset-password',
  /** Opened from the e-mail sent to a new address; the token is in the fragment. */
  confirmEmailChange: '/auth/confirm-email-change',
  /**
   * "This was not me", opened from the notice sent to the current address; the token is in the
   * fragment and only a button on the page posts it (mail scanners open links, decision 0070).
   */
  cancelEmailChange: '/auth/cancel-email-change',
  /** The "cancel the removal" link of the lost-second-factor mail; the token is in the fragment. */
  cancelTwoFactorRemoval: '/auth/cancel-two-factor-removal',
  admin: '/admin',
  /** Consumers' conversations with agents; one is open at `/messages/:conversationId`. */
  messages: '/messages',
  conversation: '/messages/:conversationId',
  /** What is collected, who sees it, retention, cookies (decision 0063). */
  privacy: '/privacy',
  /** The terms of use for shoppers and agents. */
  terms: '/terms',
  /** A notification mail's unsubscribe link (`?token=`); its POST is the one-click (RFC 8058). */
  unsubscribe: '/unsubscribe',
} as const;

export type AppPath = (typeof paths)[keyof typeof paths];

/** The quote flow of one line: `/quote/auto`, `/quote/home`, `/quote/renters`, `/quote/life`. */
export function quotePath(type: 'auto' | 'home' | 'renters' | 'life'): string {
  return `/quote/${type}`;
}

/** The saved compare view of one quote request. */
export function savedQuotePath(id: string): string {
  return `/profile/quotes/${encodeURIComponent(id)}`;
}

/** The re-shop comparison of one saved request. */
export function reshopPath(id: string): string {
  return `/profile/reshop/${encodeURIComponent(id)}`;
}

/** One of the consumer's conversations. */
export function conversationPath(conversationId: string): string {
  return `/messages/${encodeURIComponent(conversationId)}`;
}

/** The consumer sign-up: the consumer auth screen opened on its Register tab. */
export const consumerSignUpPath = `${paths.consumerAuth}?tab=register`;

/** The agent sign-up: the agent auth screen opened on its Register tab. */
export const agentSignUpPath = `${paths.agentAuth}?tab=register`;

/** Any path starting with /agent uses the agent theme (spec section 2). */
export function isAgentPath(pathname: string): boolean {
  return pathname.startsWith('/agent');
}

/** Public pages listed in the sitemap. */
export const publicPagePaths = [
  paths.consumerLanding,
  paths.home,
  paths.agentLanding,
  paths.insuranceAuto,
  paths.insuranceHome,
  paths.insuranceLife,
  paths.insuranceRenters,
  paths.consumerAuth,
  paths.agentAuth,
  paths.privacy,
  paths.terms,
] as const;

/**
 * Every path pattern the browser app renders a screen for (its router's routes, `:name` matching
 * one segment). The server answers 404 for any other page address (decision 0047).
 */
export const appRoutePatterns: readonly string[] = [
  paths.consumerLanding,
  paths.consumerLandingAlias,
  paths.home,
  paths.agentLanding,
  paths.agentLandingAlias,
  paths.authRedirect,
  paths.agentAuth,
  paths.consumerAuth,
  paths.insuranceAuto,
  paths.insuranceHome,
  paths.insuranceLife,
  paths.insuranceRenters,
  paths.agentDashboard,
  paths.profile,
  paths.savedQuote,
  paths.reshop,
  paths.quoteAuto,
  paths.quoteHome,
  paths.quoteRenters,
  paths.quoteLife,
  paths.confirmEmail,
  paths.signInLink,
  paths.forgotPassword,
  paths.resetPassword,
  paths.confirmEmailChange,
  paths.cancelEmailChange,
  paths.cancelTwoFactorRemoval,
  paths.admin,
  paths.messages,
  paths.conversation,
  paths.privacy,
  paths.terms,
  paths.debug,
  paths.unsubscribe,
];

/** Whether a pathname (no query) is one of the app's routes; a trailing slash is ignored. */
export function isAppRoute(pathname: string): boolean {
  const segments = pathname.replace(/\/+$/, '').split('/');
  return appRoutePatterns.some((pattern) => {
    const parts = pattern.replace(/\/+$/, '').split('/');
    return (
      parts.length === segments.length &&
      parts.every((part, at) =>
        part.startsWith(':') ? (segments[at] ?? '') !== '' : part === segments[at],
      )
    );
  });
}
