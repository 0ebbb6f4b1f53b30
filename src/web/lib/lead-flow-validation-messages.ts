import { leadFlowValidationMessages } from '../../shared/lead-flow-validation-messages';
import { addValidationMessages } from './add-validation-messages';

/** The lead-flow settings' messages join the `validation` namespace with the agent portal. */
export function addLeadFlowValidationMessages(): void {
  addValidationMessages(leadFlowValidationMessages);
}
