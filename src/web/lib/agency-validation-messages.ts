import { agencyValidationMessages } from '../../shared/agency-validation-messages';
import { addValidationMessages } from './add-validation-messages';

/** The agency name's messages join the `validation` namespace with the agent screens. */
export function addAgencyValidationMessages(): void {
  addValidationMessages(agencyValidationMessages);
}
