import { z } from 'zod';
import { agentPricingTextMaxLength, defaultAgentPricingText } from '../shared/agent-pricing';
import { defaultSocialProfiles } from '../shared/brand';
import { iceServerListSchema } from '../shared/contracts/calls';
import { defaultPushServiceHosts, parseTestServices } from './lib/push-endpoint';

const booleanFromEnv = z
  .enum(['true', 'false', '1', '0'])
  .transform((value) => value === 'true' || value === '1');

const listFromEnv = z.string().transform((value) =>
  value
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean),
);

/** A JSON array of RTCIceServer objects; a parse failure reads as a config problem, not a crash. */
const iceServersFromEnv = z
  .string()
  .transform((value, context) => {
    try {
      return JSON.parse(value) as unknown;
    } catch {
      context.addIssue({ code: 'custom', message: 'must be a JSON array of ICE servers' });
      return z.NEVER;
    }
  })
  .pipe(iceServerListSchema);

/**
 * Why a PUBLIC_ORIGIN cannot be the site's origin, or undefined when it can. The URL parser reads
 * it (so `HTTPS://Lion.Example` is https, as browsers read it); only a bare http(s) origin passes:
 * a path, query, fragment or credentials would be silently dropped from every link, and another
 * scheme is no web origin (issue 27, finding 6; decision 0076).
 */
export function publicOriginProblem(value: string): string | undefined {
  if (!URL.canParse(value)) return 'must be an absolute origin such as https://lion.example';
  const url = new URL(value);
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    return `must start with https:// or http:// (not ${url.protocol}//)`;
  }
  if (url.username || url.password) return 'must not carry a user name or password';
  if (url.pathname !== '/' || url.search || url.hash || /[?#]/.test(value)) {
    return 'must be an origin only (scheme, host and port): no path, query or fragment';
  }
  return undefined;
}

/**
 * The start-up warning of a deployment that mails marketing (the re-shop) without the operator's
 * postal address: an https PUBLIC_ORIGIN and no OPERATOR_POSTAL_ADDRESS; null otherwise.
 */
export function postalAddressWarning(
  config: Pick<Config, 'PUBLIC_ORIGIN' | 'OPERATOR_POSTAL_ADDRESS'>,
): string | null {
  if (config.OPERATOR_POSTAL_ADDRESS || !isHttpsOrigin(config)) return null;
  return 'OPERATOR_POSTAL_ADDRESS is not set: re-shop mails (marketing) go without the postal address the law asks for';
}

/** PUBLIC_ORIGIN as the URL parser reads it, kept in its canonical form (`https://lion.example`). */
const originFromEnv = z.string().transform((value, context) => {
  const problem = publicOriginProblem(value.trim());
  if (problem) {
    context.addIssue({ code: 'custom', message: `${problem}; got "${value}"` });
    return z.NEVER;
  }
  return new URL(value.trim()).origin;
});

/** Every environment variable the server reads, with its default. The README's table mirrors this. */
export const configSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATABASE_URL: z.string().url().optional(),
  DATA_DIR: z.string().min(1).default('./.data'),
  DB_POOL_MAX: z.coerce.number().int().min(1).max(200).default(10),
  /** Worker processes sharing PORT (node:cluster); more than 1 needs PostgreSQL. */
  WEB_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(1),
  /**
   * On SIGTERM, how long `/api/health` answers 503 draining while requests are still served, so
   * a load balancer notices before the listener closes. The process exits within 10 s anyway.
   */
  DRAIN_DELAY_MS: z.coerce.number().int().min(0).max(8000).default(0),
  /**
   * Seed the demo accounts (published passwords, README) into an empty database. Default: on
   * for the embedded database listening on a loopback HOST (the local try-out); off with
   * `DATABASE_URL` (a deployment) or on a network HOST such as the container's 0.0.0.0.
   */
  SEED_DEMO: booleanFromEnv.optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** The site's public origin, parsed once here (scheme, host, port); see `isHttpsOrigin`. */
  PUBLIC_ORIGIN: originFromEnv.optional(),
  TRUSTED_PROXIES: listFromEnv.default([]),
  /** Addresses allowed to read GET /metrics (default loopback). */
  METRICS_ALLOW: listFromEnv.default(['127.0.0.1', '::1', '::ffff:127.0.0.1']),
  REQUEST_TIMEOUT_MS: z.coerce.number().int().min(1000).default(30000),
  AUTH_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(10),
  ESTIMATE_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(60),
  /** VIN, year, make and model lookups per address per minute (issue 30). */
  VEHICLE_LOOKUP_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(120),
  /** Consents per consumer per hour (x4 per IP address); decision 0030. */
  CONSENT_RATE_LIMIT_PER_HOUR: z.coerce.number().int().min(1).default(30),
  /** Offers per agent per hour (x4 per IP address). */
  OFFER_RATE_LIMIT_PER_HOUR: z.coerce.number().int().min(1).default(120),
  /** Messages per sender per minute (x1.5 per conversation, x4 per IP address). */
  MESSAGE_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(30),
  /** Request saves and re-prices (POST/PUT /api/quotes) per consumer per minute (x2 per IP). */
  QUOTE_SAVE_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(20),
  /** Saved requests one consumer may keep (409 beyond). */
  SAVED_QUOTES_PER_CONSUMER: z.coerce.number().int().min(1).default(50),
  SUPPORT_EMAIL: z.string().email().default('support@lioninsurance.example'),
  SUPPORT_PHONE: z.string().min(3).default('1-800-555-0199'),
  MAIN_SITE_URL: z.string().url().optional(),
  /**
   * The operator's postal address, printed in marketing mail (the re-shop mail, issue 30 section
   * 4; CAN-SPAM). Start-up warns when it is missing on an https PUBLIC_ORIGIN.
   */
  OPERATOR_POSTAL_ADDRESS: z.string().trim().min(5).max(300).optional(),
  /** What the service costs agents, shown on /agent-landing and in the portal (decision 0094). */
  AGENT_PRICING_TEXT_EN: z
    .string()
    .trim()
    .min(1)
    .max(agentPricingTextMaxLength)
    .default(defaultAgentPricingText.en),
  AGENT_PRICING_TEXT_ES: z
    .string()
    .trim()
    .min(1)
    .max(agentPricingTextMaxLength)
    .default(defaultAgentPricingText.es),
  SOCIAL_PROFILE_URLS: listFromEnv
    .pipe(z.array(z.string().url()))
    .default([...defaultSocialProfiles]),
  WEB_DIST_DIR: z.string().min(1).default('dist/web'),
  /** SMTP server URL (smtp:// or smtps://, credentials inside); unset = .eml files in MAIL_DIR. */
  SMTP_URL: z
    .string()
    .url()
    .refine((value) => /^smtps?:/.test(value), 'must start with smtp:// or smtps://')
    .optional(),
  /** Where .eml files go without SMTP_URL; default `<DATA_DIR>/mail`. */
  MAIL_DIR: z.string().min(1).optional(),
  MAIL_FROM: z.string().email().default('no-reply@lioninsurance.example'),
  /** An auto-matched agent has this long to accept or pass before the lead moves on. */
  LEAD_RESPONSE_HOURS: z.coerce.number().positive().max(720).default(24),
  /** How often the lead job looks for overdue leads and requests still waiting for agents. */
  LEAD_JOB_INTERVAL_MS: z.coerce.number().int().min(100).default(15_000),
  /**
   * STUN/TURN servers for voice calls, e.g. `[{"urls":"stun:stun.example.org:3478"}]`. Empty
   * works between browsers on one machine or network (host candidates only).
   */
  ICE_SERVERS: iceServersFromEnv.default([]),
  /** The TURN server's shared secret: turn: entries get 1-hour credentials (TURN REST API). */
  TURN_SECRET: z.string().min(16).optional(),
  /** A message is mailed after this long if still unread and nobody has the app open (issue 21). */
  MESSAGE_MAIL_DELAY_SECONDS: z.coerce.number().int().min(0).max(86_400).default(300),
  /** How long before its reply deadline an agent is reminded of an unanswered lead. */
  LEAD_EXPIRY_WARNING_HOURS: z.coerce.number().positive().max(720).default(4),
  /** How often the notification deliverer looks for due deliveries (it also wakes on NOTIFY). */
  NOTIFY_POLL_MS: z.coerce.number().int().min(50).default(1000),
  /** Web Push keys (`npx web-push generate-vapid-keys`); generated once on the embedded database. */
  VAPID_PUBLIC_KEY: z.string().min(20).optional(),
  VAPID_PRIVATE_KEY: z.string().min(20).optional(),
  /** The contact push services may use (mailto: or https:); default mailto:SUPPORT_EMAIL. */
  VAPID_SUBJECT: z
    .string()
    .refine((value) => /^(mailto:|https:)/.test(value), 'must start with mailto: or https:')
    .optional(),
  /**
   * Hosts a push subscription's endpoint may name (`*.` for subdomains); default the browsers'
   * push services (decision 0072). Their addresses must still be public.
   */
  PUSH_SERVICE_HOSTS: listFromEnv.default([...defaultPushServiceHosts]),
  /**
   * Tests and benches only: `host=loopback-address,...` stand-in push services, allowed on any
   * port at that address. Refused at start with NODE_ENV=production or an https PUBLIC_ORIGIN.
   */
  PUSH_TEST_SERVICES: listFromEnv
    .refine((entries) => parseTestServices(entries) !== null, {
      message: 'must be host=address pairs, each address loopback (127.x.x.x or ::1)',
    })
    .optional(),
});

/** SEED_DEMO's default depends on the database: resolved here, so `Config.SEED_DEMO` is a boolean. */
type ConfigInput = z.infer<typeof configSchema>;
export type Config = Omit<ConfigInput, 'SEED_DEMO'> & { SEED_DEMO: boolean };

/** Addresses only this machine reaches: the demo may be seeded by default there. */
export function isLoopbackHost(host: string): boolean {
  const bare = host.replace(/^\[|\]$/g, '').toLowerCase();
  return (
    bare === 'localhost' ||
    bare === '::1' ||
    /^127(\.\d{1,3}){3}$/.test(bare) ||
    /^::ffff:127(\.\d{1,3}){3}$/.test(bare)
  );
}

function resolveDefaults(parsed: ConfigInput): Config {
  return {
    ...parsed,
    SEED_DEMO:
      parsed.SEED_DEMO ?? (parsed.DATABASE_URL === undefined && isLoopbackHost(parsed.HOST)),
  };
}

export class ConfigError extends Error {}

/**
 * Whether the site is served over https, from the parsed scheme of PUBLIC_ORIGIN: HSTS, Secure
 * cookies, the demo guard and the admins' two-factor requirement all ask this one function.
 */
export function isHttpsOrigin(config: Pick<Config, 'PUBLIC_ORIGIN'>): boolean {
  return config.PUBLIC_ORIGIN !== undefined && new URL(config.PUBLIC_ORIGIN).protocol === 'https:';
}

/** The origin links in e-mails and printed sign-in links point at. */
export function publicOrigin(config: Pick<Config, 'PUBLIC_ORIGIN' | 'HOST' | 'PORT'>): string {
  if (config.PUBLIC_ORIGIN) return new URL(config.PUBLIC_ORIGIN).origin;
  const host = config.HOST === '0.0.0.0' || config.HOST === '::' ? 'localhost' : config.HOST;
  return `http://${host}:${config.PORT}`;
}

export function mailDirectory(config: Config): string {
  return config.MAIL_DIR ?? `${config.DATA_DIR.replace(/\/+$/, '')}/mail`;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const result = configSchema.safeParse(env);
  if (!result.success) {
    const problems = result.error.issues
      .map((issue) => `  ${issue.path.join('.')}: ${issue.message}`)
      .join('\n');
    throw new ConfigError(`Invalid environment configuration:\n${problems}`);
  }
  const origin = result.data.PUBLIC_ORIGIN;
  const isHttps = origin !== undefined && new URL(origin).protocol === 'https:';
  if (result.data.PUSH_TEST_SERVICES && (result.data.NODE_ENV === 'production' || isHttps)) {
    throw new ConfigError(
      'Invalid environment configuration:\n  PUSH_TEST_SERVICES: test-only stand-in push services; unset it (refused with NODE_ENV=production or an https PUBLIC_ORIGIN)',
    );
  }
  return resolveDefaults(result.data);
}

/** Configuration for tests: defaults plus overrides, without reading process.env. */
export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    ...resolveDefaults(configSchema.parse({ NODE_ENV: 'test', LOG_LEVEL: 'silent' })),
    ...overrides,
  };
}
