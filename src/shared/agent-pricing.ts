import type { Language } from './languages';

/**
 * What the service costs an agent, as the operator states it (AGENT_PRICING_TEXT_EN/_ES; decision
 * 0094). The default is today's truth: the product charges agents nothing and has no billing. The
 * server and the browser (under the Vite dev server, without the server's meta tags) share it.
 */
export const defaultAgentPricingText: Record<Language, string> = {
  en: 'Free for agents today: no sign-up fee, no subscription and no charge per lead or per sale.',
  es: 'Gratis para los agentes hoy: sin cuota de alta, sin suscripción y sin cargo por cliente potencial ni por venta.',
};

export const agentPricingTextMaxLength = 600;
