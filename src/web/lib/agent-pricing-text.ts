import { defaultAgentPricingText } from '../../shared/agent-pricing';
import type { Language } from '../../shared/languages';
import { readMeta } from './public-config';

/**
 * What the service costs agents in this language, as the operator set it (AGENT_PRICING_TEXT_EN/
 * _ES, written into index.html by the server); the shared default under the Vite dev server. Apart
 * from the public config so that only the agent screens carry the default texts (the public pages'
 * JavaScript budget).
 */
export function agentPricingText(language: Language): string {
  return readMeta(`agent-pricing-${language}`) ?? defaultAgentPricingText[language];
}
