import { z } from 'zod';
import { consumerCompanyChoices, insurerIds } from '../insurers';
import { unmetPasswordRules } from '../password-rules';
import { roles } from '../roles';
import type { ValidationMessageKey } from '../validation-messages';
import { agencyNameField, agencyNameProblem } from './agency';
import { personName } from './person-name';

/** zod messages are validation-message keys (src/shared/validation-messages.ts). */
const m = (key: ValidationMessageKey) => ({ message: key });

const email = z.string().trim().toLowerCase().max(254, m('tooLong')).email(m('emailInvalid'));
const loginPassword = z.string().min(1, m('passwordRequired')).max(256, m('tooLong'));

export const loginInputSchema = z.object({
  email,
  password: loginPassword,
  role: z.enum(roles).optional(),
});
export type LoginInput = z.infer<typeof loginInputSchema>;

/** The agent screen sends {username, password, role:'agent'}; {email, password} is accepted too. */
export const agentLoginInputSchema = z
  .object({
    username: email.optional(),
    email: email.optional(),
    password: loginPassword,
    role: z.literal('agent').optional(),
  })
  .refine((input) => input.username ?? input.email, { ...m('emailInvalid'), path: ['username'] })
  .transform((input) => ({
    email: (input.username ?? input.email) as string,
    password: input.password,
  }));
export type AgentLoginInput = z.input<typeof agentLoginInputSchema>;

/** One refusal per role, which states the role's whole rule (src/shared/password-rules.ts). */
export const consumerPassword = z
  .string()
  .max(256, m('tooLong'))
  .refine(
    (password) => unmetPasswordRules('consumer', password).length === 0,
    m('passwordRefusedConsumer'),
  );

export const agentPassword = z
  .string()
  .max(256, m('tooLong'))
  .refine(
    (password) => unmetPasswordRules('agent', password).length === 0,
    m('passwordRefusedAgent'),
  );

const registrationBase = {
  firstName: personName('firstNameRequired'),
  lastName: personName('lastNameRequired'),
  email,
  confirmPassword: z.string().min(1, m('confirmPasswordRequired')),
};

const passwordsMatch = (input: { password: string; confirmPassword: string }) =>
  input.password === input.confirmPassword;
const mismatch = { ...m('passwordsDontMatch'), path: ['confirmPassword'] };

export const consumerRegistrationInputSchema = z
  .object({
    ...registrationBase,
    password: consumerPassword,
    company: z.enum(consumerCompanyChoices, m('companyRequired')),
  })
  .refine(passwordsMatch, mismatch);
export type ConsumerRegistrationInput = z.infer<typeof consumerRegistrationInputSchema>;

/**
 * `company` is the hidden field set by e-mail domain detection; the server ignores it and detects
 * the insurer from the e-mail alone. `agencyName` is required unless that domain is a listed
 * insurer's (decision 0045).
 */
export const agentRegistrationInputSchema = z
  .object({
    ...registrationBase,
    password: agentPassword,
    company: z.union([z.enum(insurerIds), z.literal('')]).optional(),
    agencyName: agencyNameField.optional(),
  })
  .refine(passwordsMatch, mismatch)
  .superRefine((input, context) => {
    const problem = agencyNameProblem(input.email, input.agencyName);
    if (problem) context.addIssue({ code: 'custom', path: ['agencyName'], ...m(problem) });
  });
export type AgentRegistrationInput = z.infer<typeof agentRegistrationInputSchema>;

export const publicUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  username: z.string(),
  role: z.enum(roles),
  company: z.string().nullable(),
  /** The company is the insurer of the work e-mail's domain and that address is confirmed. */
  companyVerified: z.boolean(),
  emailConfirmed: z.boolean(),
  firstName: z.string(),
  lastName: z.string(),
});
export type PublicUser = z.infer<typeof publicUserSchema>;

export const roleCheckResponseSchema = z.object({
  authenticated: z.boolean(),
  user: publicUserSchema.nullable(),
});
export type RoleCheckResponse = z.infer<typeof roleCheckResponseSchema>;

export const callAvailabilitySchema = z.object({ callsEnabled: z.boolean() });
export type CallAvailability = z.infer<typeof callAvailabilitySchema>;

export const agentStatuses = ['available', 'busy', 'unavailable'] as const;
export type AgentStatus = (typeof agentStatuses)[number];
export const agentStatusSchema = z.object({ manualStatus: z.enum(agentStatuses) });

export const messageResponseSchema = z.object({ message: z.string() });
