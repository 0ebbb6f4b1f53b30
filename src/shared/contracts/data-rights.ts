import { z } from 'zod';
import type { ValidationMessageKey } from '../validation-messages';

/** Delete my account and Download my data (issue 18, 2.5 and 2.6; decisions 0042 and 0043). */
const m = (key: ValidationMessageKey) => ({ message: key });

export const deleteAccountInputSchema = z.object({
  password: z
    .string(m('accountPasswordRequired'))
    .min(1, m('accountPasswordRequired'))
    .max(200, m('accountPasswordWrong')),
});
export type DeleteAccountInput = z.infer<typeof deleteAccountInputSchema>;

export const deleteAccountResultSchema = z.object({ deleted: z.literal(true) });

/** The export's `format`: bumped when a section changes shape. */
export const dataExportFormat = 'lion-insurance-data/1';

/** `lion-insurance-data-2026-11-25.json` */
export function dataExportFileName(now: Date): string {
  return `lion-insurance-data-${now.toISOString().slice(0, 10)}.json`;
}

/** Attempts to delete an account per hour per user (a wrong password counts). */
export const accountDeleteAttemptsPerHour = 10;
/** Exports per hour per user. */
export const dataExportsPerHour = 10;
