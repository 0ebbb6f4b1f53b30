import type { InsuranceType } from '../../../shared/insurance-types';
import { safeStorage, storageKeys } from '../../lib/storage-keys';
import type { QuoteFormValues } from './quote-steps';

/**
 * The answers of one line kept in the browser as they are typed, so that a reload, a sign-up or
 * an expired session brings them back. Cleared once the quotes are saved.
 */
export interface QuoteDraft {
  values: QuoteFormValues;
  /** The step shown; `steps.length` means the results. */
  step: number;
  /** Set when the answers were opened from a saved request: saving re-prices that request. */
  savedQuoteId?: string;
}

const draftKeys: Record<InsuranceType, string> = {
  auto: storageKeys.quoteDraftAuto,
  home: storageKeys.quoteDraftHome,
  renters: storageKeys.quoteDraftRenters,
  life: storageKeys.quoteDraftLife,
};

export function readQuoteDraft(type: InsuranceType): QuoteDraft | null {
  const text = safeStorage.get(draftKeys[type]);
  if (!text) return null;
  try {
    const draft = JSON.parse(text) as Partial<QuoteDraft>;
    if (!draft || typeof draft !== 'object' || typeof draft.values !== 'object' || !draft.values) {
      return null;
    }
    if (draft.values.type !== type) return null;
    return {
      values: draft.values,
      step:
        Number.isInteger(draft.step) && (draft.step as number) >= 0 ? (draft.step as number) : 0,
      ...(typeof draft.savedQuoteId === 'string' ? { savedQuoteId: draft.savedQuoteId } : {}),
    };
  } catch {
    return null;
  }
}

export function writeQuoteDraft(type: InsuranceType, draft: QuoteDraft): void {
  safeStorage.set(draftKeys[type], JSON.stringify(draft));
}

export function clearQuoteDraft(type: InsuranceType): void {
  safeStorage.remove(draftKeys[type]);
}
