/** The insurer list of spec section 3, with each carrier's real public e-mail domain. */
export const insurers = [
  { id: 'allstate', name: 'Allstate', domains: ['allstate.com'] },
  { id: 'statefarm', name: 'State Farm', domains: ['statefarm.com'] },
  { id: 'geico', name: 'GEICO', domains: ['geico.com'] },
  { id: 'progressive', name: 'Progressive', domains: ['progressive.com'] },
  { id: 'nationwide', name: 'Nationwide', domains: ['nationwide.com'] },
  { id: 'travelers', name: 'Travelers', domains: ['travelers.com'] },
  { id: 'libertymutual', name: 'Liberty Mutual', domains: ['libertymutual.com'] },
  { id: 'usaa', name: 'USAA', domains: ['usaa.com'] },
  { id: 'americanfamily', name: 'American Family', domains: ['amfam.com'] },
] as const;

export type Insurer = (typeof insurers)[number];
export type InsurerId = Insurer['id'];
export const insurerIds = insurers.map((insurer) => insurer.id) as [InsurerId, ...InsurerId[]];

/** A consumer's current insurer: a listed carrier, no insurance, or another company. */
export const consumerCompanyChoices = [...insurerIds, 'none', 'other'] as const;
export type ConsumerCompany = (typeof consumerCompanyChoices)[number];

export function findInsurer(id: string | null | undefined): Insurer | undefined {
  return insurers.find((insurer) => insurer.id === id);
}

/** The insurer whose domain the e-mail belongs to (subdomains included), if any. */
export function detectInsurerFromEmail(email: string): Insurer | undefined {
  const domain = email.trim().toLowerCase().split('@')[1];
  if (!domain) return undefined;
  return insurers.find((insurer) =>
    insurer.domains.some((known) => domain === known || domain.endsWith(`.${known}`)),
  );
}
