import { useTranslation } from 'react-i18next';
import type { ConversationSummary } from '../../../shared/contracts/messages';
import { useProviderText } from '../agency';

type Counterpart = ConversationSummary['counterpart'];

/** 'Dana R.' for an agent (consumers see a last initial), 'Jordan Ellis' for a customer. */
export function useCounterpartName() {
  const { t } = useTranslation('messages');
  return (counterpart: Counterpart) =>
    counterpart.role === 'agent'
      ? t('names.agent', { firstName: counterpart.firstName, lastInitial: counterpart.lastName })
      : t('names.customer', { firstName: counterpart.firstName, lastName: counterpart.lastName });
}

/** The agent's provider in words (decision 0045): 'State Farm', 'X (self-declared)'; null for customers. */
export function useCompanyName() {
  const providerText = useProviderText();
  return (counterpart: Counterpart): string | null =>
    counterpart.role === 'agent' ? providerText(counterpart.provider) : null;
}
