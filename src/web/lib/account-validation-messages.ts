import { accountValidationMessages } from '../../shared/account-validation-messages';
import { licenceValidationMessages } from '../../shared/licence-validation-messages';
import { addValidationMessages } from './add-validation-messages';

/**
 * The account screens' messages join the `validation` namespace when they load; the link pages'
 * (used, expired, not valid) come with the licence set.
 */
export function addAccountValidationMessages(): void {
  addValidationMessages(licenceValidationMessages);
  addValidationMessages(accountValidationMessages);
}
