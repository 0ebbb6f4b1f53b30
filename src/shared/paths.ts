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
  debug: '/debug',
} as const;

export type AppPath = (typeof paths)[keyof typeof paths];

/** The sign-up target of the top bar: the auth screen opened on its Register tab. */
export const signUpPath = `${paths.authRedirect}?signup=true`;

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
] as const;
