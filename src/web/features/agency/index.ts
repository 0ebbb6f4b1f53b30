/** Public entry of the agency feature: what other features use. */

export { useAgentAgency } from './agency-api';
export { AgencyPanel } from './agency-panel';
export { ProviderLabel, useProviderText } from './provider-label';
