import { z } from 'zod';
import { lookAlikeSkeleton } from '../confusables';
import { detectInsurerFromEmail, type Insurer, insurers } from '../insurers';
import type { ValidationMessageKey } from '../validation-messages';

/**
 * Who an offer comes from, as consumers see it (finding 1.9, decision 0045). The server computes
 * it in one place (`providerOf`, src/server/modules/users/provider.ts): an insurer's name only
 * when the confirmed work e-mail's domain is that insurer's (`verified: true`); otherwise the
 * agent's own agency name, self-declared (`verified: false`); null when there is neither.
 */
export const providerSchema = z.object({
  name: z.string(),
  verified: z.boolean(),
});
export type Provider = z.infer<typeof providerSchema>;

const m = (key: ValidationMessageKey) => ({ message: key });

export const agencyNameMinLength = 2;
export const agencyNameMaxLength = 120;

/** Letters and marks of any script, digits, spaces and a few joiners: no ':' (no links), no '@'. */
const agencyNamePattern = /^[\p{L}\p{M}\p{N} &'’\-.,()/]+$/u;

/** A dot followed by a letter (`billing.com`): a bare domain, which mail clients link. */
const agencyNameDomainLike = /[\p{L}\p{M}\p{N}]\.[\p{L}\p{M}]/u;

/**
 * The listed insurer an agency name names ("Geico Partners", "State-Farm agency"), if any, in
 * any look-alike spelling: Cyrillic or Greek letters, full-width or mathematical forms, accents
 * ("GЕICO", "ＧＥＩＣＯ"): both sides are compared as look-alike skeletons (decision 0077).
 */
export function insurerNamedIn(agencyName: string): Insurer | undefined {
  const name = lookAlikeSkeleton(agencyName);
  return insurers.find(
    (insurer) =>
      name.includes(lookAlikeSkeleton(insurer.name)) ||
      name.includes(lookAlikeSkeleton(insurer.id)),
  );
}

/** An agency name as typed: trimmed, inner runs of spaces made one; '' means none. */
export const agencyNameField = z
  .string()
  .max(500, m('agencyNameLength'))
  .transform((value) => value.trim().replace(/\s+/g, ' '))
  .superRefine((value, context) => {
    if (value === '') return;
    if (value.length < agencyNameMinLength || value.length > agencyNameMaxLength) {
      context.addIssue({ code: 'custom', ...m('agencyNameLength') });
    } else if (!agencyNamePattern.test(value)) {
      context.addIssue({ code: 'custom', ...m('agencyNameInvalid') });
    } else if (agencyNameDomainLike.test(value)) {
      context.addIssue({ code: 'custom', ...m('agencyNameDotBetweenLetters') });
    }
  });

/**
 * The rules that need the e-mail too: an agency name is required unless the e-mail's domain is
 * one of the listed insurers', and it may not name a listed insurer other than that one.
 */
export function agencyNameProblem(
  email: string,
  agencyName: string | undefined,
): ValidationMessageKey | undefined {
  const detected = detectInsurerFromEmail(email);
  if (!agencyName) return detected ? undefined : 'agencyNameRequired';
  const named = insurerNamedIn(agencyName);
  if (named && named.id !== detected?.id) return 'agencyNameClaimsInsurer';
  return undefined;
}

/** `PUT /api/agent/agency`: '' clears the name (allowed only when the e-mail's domain is an insurer's). */
export const agencyInputSchema = z.object({ agencyName: agencyNameField });
export type AgencyInput = z.input<typeof agencyInputSchema>;

/** `GET|PUT /api/agent/agency`: the agent's own view of what consumers see. */
export const agentAgencySchema = z.object({
  agencyName: z.string().nullable(),
  /** What consumers see as the provider of the agent's offers. */
  provider: providerSchema.nullable(),
  /** The listed insurer of the work e-mail's domain (confirmed or not), by name. */
  emailInsurer: z.string().nullable(),
  /** False only when the work e-mail's domain is a listed insurer's. */
  agencyNameRequired: z.boolean(),
});
export type AgentAgency = z.infer<typeof agentAgencySchema>;
