/** The kinds of insurance the product quotes, in the order the quote widget offers them. */
export const insuranceTypes = ['home', 'auto', 'renters', 'life'] as const;
export type InsuranceType = (typeof insuranceTypes)[number];

export function isInsuranceType(value: unknown): value is InsuranceType {
  return typeof value === 'string' && (insuranceTypes as readonly string[]).includes(value);
}
