import type { Provider } from '../../../shared/contracts/agency';
import { detectInsurerFromEmail } from '../../../shared/insurers';
import { users } from '../../db/schema';

/** The columns `providerOf` reads; spread them into any select of an agent's `users` row. */
export const providerColumns = {
  providerEmail: users.email,
  providerCompany: users.company,
  providerCompanyVerified: users.companyVerified,
  providerEmailConfirmedAt: users.emailConfirmedAt,
  providerAgencyName: users.agencyName,
};

export interface ProviderSource {
  providerEmail: string;
  providerCompany: string | null;
  providerCompanyVerified: boolean;
  providerEmailConfirmedAt: Date | null;
  providerAgencyName: string | null;
}

/**
 * Who an agent's offers come from, as every consumer-facing payload shows it (finding 1.9,
 * decision 0045). An insurer only when all of these hold now: the company was verified at
 * confirmation, the address is confirmed, and the current e-mail's domain is that insurer's.
 * Otherwise the agent's own agency name, marked self-declared; null without one.
 */
export function providerOf(row: ProviderSource): Provider | null {
  const insurer = detectInsurerFromEmail(row.providerEmail);
  if (
    insurer &&
    row.providerCompanyVerified &&
    row.providerEmailConfirmedAt !== null &&
    row.providerCompany === insurer.id
  ) {
    return { name: insurer.name, verified: true };
  }
  return row.providerAgencyName ? { name: row.providerAgencyName, verified: false } : null;
}

/** The insurer id an offer records as sent under: only a proven one (offers.provider). */
export function provenInsurerId(row: ProviderSource): string | null {
  const provider = providerOf(row);
  return provider?.verified ? (row.providerCompany ?? null) : null;
}
