import { useTranslation } from 'react-i18next';
import type { ConversationSummary } from '../../../shared/contracts/messages';
import { findInsurer } from '../../../shared/insurers';

type Counterpart = ConversationSummary['counterpart'];

/** 'Dana R.' for an agent (consumers see a last initial), 'Jordan Ellis' for a customer. */
export function useCounterpartName() {
  const { t } = useTranslation('messages');
  return (counterpart: Counterpart) =>
    counterpart.role === 'agent'
      ? t('names.agent', { firstName: counterpart.firstName, lastInitial: counterpart.lastName })
      : t('names.customer', { firstName: counterpart.firstName, lastName: counterpart.lastName });
}

/** The agent's company as the rest of the product names insurers; null for customers. */
export function companyName(counterpart: Counterpart): string | null {
  if (!counterpart.company) return null;
  return findInsurer(counterpart.company)?.name ?? counterpart.company;
}
