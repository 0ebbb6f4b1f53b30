import { z } from 'zod';
import { insuranceTypes } from '../insurance-types';
import { languages } from '../languages';
import { type StateCode, stateCodes } from '../states/state-names';
import type { ValidationMessageKey } from '../validation-messages';
import { stateFromZip } from '../zip-state';

/**
 * An agent's licence record (issue 9): National Producer Number, the states and lines they are
 * licensed for, where they serve, the languages they speak and a short public bio. The form and
 * `PUT /api/agent/licence` share `licenceInputSchema`; the admin review reads the same shape.
 */
const m = (key: ValidationMessageKey) => ({ message: key });

/** The lines an agent can be licensed to sell: the product's insurance types. */
export const licenceLines = insuranceTypes;
export type LicenceLine = (typeof licenceLines)[number];

/** Review state of one licensed (state, line) pair. */
/** An admin's answer to a licence record's pending pairs. */
export const reviewDecisions = ['approved', 'rejected'] as const;

export const lineReviewStatuses = ['pending', 'verified', 'rejected'] as const;
export type LineReviewStatus = (typeof lineReviewStatuses)[number];

/** The record as a whole: 'not_submitted' until the first save. */
export const licenceStatuses = ['not_submitted', 'pending', 'verified', 'rejected'] as const;
export type LicenceStatus = (typeof licenceStatuses)[number];

export const bioMaxLength = 500;
export const zipPrefixesMaxPerState = 100;
/** NIPR's public producer search (find or check an NPN by name or licence number). */
export const niprLookupUrl = 'https://pdb.nipr.com/html/PacNpnSearch.html';

/**
 * The public licensee summary of one NPN in one state: the NAIC State Based Systems lookup, which
 * NIPR's free 'License Lookup' sends to for the states on SBS (decision 0059). States with their
 * own lookup show a search page there; `niprLookupUrl` stays the fallback.
 */
export function licenceLookupUrl(npn: string, state: string): string {
  const query = new URLSearchParams({ jurisdiction: state, entityType: 'IND', licenseType: 'PRO' });
  return `https://sbs.naic.org/solar-external-lookup/lookup/licensee/summary/${encodeURIComponent(npn)}?${query}`;
}

const stateSchema = z.enum(stateCodes as [StateCode, ...StateCode[]], m('stateInvalid'));

/** True when a 3-digit ZIP prefix belongs to the state (checked on the prefix's first ZIP run). */
export function isZipPrefixOfState(prefix: string, state: string): boolean {
  if (!/^\d{3}$/.test(prefix)) return false;
  for (let suffix = 0; suffix < 100; suffix++) {
    const found = stateFromZip(`${prefix}${String(suffix).padStart(2, '0')}`);
    if (found) return found === state;
  }
  return false;
}

const hasNoDuplicates = (values: readonly string[]) => new Set(values).size === values.length;

export const licenceEntrySchema = z.object({
  state: stateSchema,
  lines: z
    .array(z.enum(licenceLines, m('invalidValue')), m('licenceLinesRequired'))
    .min(1, m('licenceLinesRequired'))
    .refine(hasNoDuplicates, m('linesDuplicate')),
});
export type LicenceEntry = z.infer<typeof licenceEntrySchema>;

export const serviceAreaSchema = z
  .object({
    state: stateSchema,
    /** Empty: the whole state. */
    zipPrefixes: z
      .array(z.string().trim(), m('zipPrefixInvalid'))
      .max(zipPrefixesMaxPerState, m('zipPrefixesTooMany'))
      .default([])
      .transform((prefixes) => [...new Set(prefixes)].sort()),
  })
  .superRefine((area, context) => {
    area.zipPrefixes.forEach((prefix, index) => {
      if (!isZipPrefixOfState(prefix, area.state)) {
        context.addIssue({
          code: 'custom',
          path: ['zipPrefixes', index],
          ...m('zipPrefixInvalid'),
        });
      }
    });
  });
export type ServiceArea = z.infer<typeof serviceAreaSchema>;

export const licenceInputSchema = z
  .object({
    npn: z
      .string(m('npnInvalid'))
      .trim()
      .regex(/^\d{1,10}$/, m('npnInvalid')),
    licences: z
      .array(licenceEntrySchema, m('licencesRequired'))
      .min(1, m('licencesRequired'))
      .max(stateCodes.length, m('tooLong')),
    serviceAreas: z
      .array(serviceAreaSchema, m('invalidValue'))
      .max(stateCodes.length, m('tooLong'))
      .default([]),
    languages: z
      .array(z.enum(languages, m('invalidValue')), m('languagesRequired'))
      .min(1, m('languagesRequired'))
      .transform((languages) => [...new Set(languages)]),
    bio: z.string(m('invalidValue')).trim().max(bioMaxLength, m('bioTooLong')).default(''),
  })
  .superRefine((input, context) => {
    const licensed = new Set<string>();
    input.licences.forEach((licence, index) => {
      if (licensed.has(licence.state)) {
        context.addIssue({
          code: 'custom',
          path: ['licences', index, 'state'],
          ...m('licenceStateDuplicate'),
        });
      }
      licensed.add(licence.state);
    });
    const served = new Set<string>();
    input.serviceAreas.forEach((area, index) => {
      if (!licensed.has(area.state)) {
        context.addIssue({
          code: 'custom',
          path: ['serviceAreas', index, 'state'],
          ...m('serviceAreaNotLicensed'),
        });
      } else if (served.has(area.state)) {
        context.addIssue({
          code: 'custom',
          path: ['serviceAreas', index, 'state'],
          ...m('serviceAreaDuplicate'),
        });
      }
      served.add(area.state);
    });
  });
export type LicenceInput = z.input<typeof licenceInputSchema>;
export type LicenceData = z.output<typeof licenceInputSchema>;

export const lineReviewSchema = z.object({
  state: z.string(),
  line: z.enum(licenceLines),
  status: z.enum(lineReviewStatuses),
});
export type LineReview = z.infer<typeof lineReviewSchema>;

/** What an agent needs before a consumer's data can reach them, in the order to do it. */
export const leadReadinessSteps = [
  'confirmEmail',
  'submitLicence',
  'licenceReview',
  'serviceArea',
] as const;
export type LeadReadinessStep = (typeof leadReadinessSteps)[number];

/** `GET|PUT /api/agent/licence`: the record as saved, with its review state. */
export const agentLicenceSchema = z.object({
  npn: z.string(),
  licences: z.array(licenceEntrySchema),
  serviceAreas: z.array(z.object({ state: z.string(), zipPrefixes: z.array(z.string()) })),
  languages: z.array(z.enum(languages)),
  bio: z.string(),
  status: z.enum(licenceStatuses),
  /** Each licensed (state, line) and its review. */
  review: z.array(lineReviewSchema),
  /** While any pair is rejected: the reason of the latest rejection. */
  rejectionReason: z.string().nullable(),
  /** States with at least one verified line: the 'Licensed in TX' badge. */
  verifiedStates: z.array(z.string()),
  emailConfirmed: z.boolean(),
  /** Empty when the agent can receive consumers' requests. */
  missing: z.array(z.enum(leadReadinessSteps)),
});
export type AgentLicence = z.infer<typeof agentLicenceSchema>;

export const emailConfirmationStatusSchema = z.object({
  emailConfirmed: z.boolean(),
  /** When the latest confirmation e-mail was queued, if any. */
  lastSentAt: z.string().nullable(),
});
export type EmailConfirmationStatus = z.infer<typeof emailConfirmationStatusSchema>;

export const linkTokenInputSchema = z.object({
  token: z.string(m('tokenInvalid')).trim().min(1, m('tokenInvalid')).max(200, m('tokenInvalid')),
});
export type LinkTokenInput = z.infer<typeof linkTokenInputSchema>;

export const emailConfirmedResponseSchema = z.object({
  message: z.string(),
  email: z.string(),
});

/** Admin review */
export const licenceQueueQuerySchema = z.object({
  status: z.enum(['pending', 'verified', 'rejected'], m('invalidValue')).default('pending'),
});

export const licenceReviewItemSchema = agentLicenceSchema.omit({ missing: true }).extend({
  agentId: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  company: z.string().nullable(),
  submittedAt: z.string(),
});
export type LicenceReviewItem = z.infer<typeof licenceReviewItemSchema>;

export const licenceQueueSchema = z.object({ items: z.array(licenceReviewItemSchema) });
export type LicenceQueue = z.infer<typeof licenceQueueSchema>;

export const licenceRejectionInputSchema = z.object({
  reason: z
    .string(m('reasonRequired'))
    .trim()
    .min(5, m('reasonRequired'))
    .max(bioMaxLength, m('reasonTooLong')),
});
export type LicenceRejectionInput = z.infer<typeof licenceRejectionInputSchema>;

/** One (state, line) pair and what the reviewer decided for it. */
export const pairDecisions = ['approve', 'reject'] as const;
export type PairDecision = (typeof pairDecisions)[number];

/**
 * `POST /api/admin/licences/:agentId/review`: decide some of the pairs waiting for review (the
 * others keep waiting). A reason is required when any pair is rejected; the agent reads it.
 */
export const licenceReviewInputSchema = z
  .object({
    decisions: z
      .array(
        z.object({
          state: stateSchema,
          line: z.enum(licenceLines, m('invalidValue')),
          decision: z.enum(pairDecisions, m('invalidValue')),
        }),
        m('reviewDecisionsRequired'),
      )
      .min(1, m('reviewDecisionsRequired'))
      .max(stateCodes.length * licenceLines.length, m('tooLong')),
    reason: z.string(m('reasonRequired')).trim().max(bioMaxLength, m('reasonTooLong')).optional(),
  })
  .superRefine((input, context) => {
    const seen = new Set<string>();
    input.decisions.forEach((pair, index) => {
      const key = `${pair.state}:${pair.line}`;
      if (seen.has(key)) {
        context.addIssue({
          code: 'custom',
          path: ['decisions', index],
          ...m('reviewPairDuplicate'),
        });
      }
      seen.add(key);
    });
    const rejects = input.decisions.some((pair) => pair.decision === 'reject');
    if (rejects && (input.reason ?? '').length < 5) {
      context.addIssue({ code: 'custom', path: ['reason'], ...m('reasonRequired') });
    }
  });
export type LicenceReviewInput = z.input<typeof licenceReviewInputSchema>;

const statePairSchema = z.object({ state: z.string(), line: z.enum(licenceLines) });

export const licenceReviewResultSchema = z.object({
  agentId: z.string(),
  approved: z.array(statePairSchema),
  rejected: z.array(statePairSchema),
  /** Pairs still waiting for review after this decision. */
  waiting: z.array(statePairSchema),
  reason: z.string().nullable(),
  reviewerId: z.string(),
  decidedAt: z.string(),
  status: z.enum(licenceStatuses),
});
export type LicenceReviewResult = z.infer<typeof licenceReviewResultSchema>;

export const licenceDecisionSchema = z.object({
  agentId: z.string(),
  decision: z.enum(reviewDecisions),
  reason: z.string().nullable(),
  reviewerId: z.string(),
  decidedAt: z.string(),
  status: z.enum(licenceStatuses),
});
export type LicenceDecision = z.infer<typeof licenceDecisionSchema>;
