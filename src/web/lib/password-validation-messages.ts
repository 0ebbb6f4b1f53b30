import { passwordValidationMessages } from '../../shared/password-validation-messages';
import { addValidationMessages } from './add-validation-messages';

/** The password rules' texts join the `validation` namespace with the screens that ask for one. */
export function addPasswordValidationMessages(): void {
  addValidationMessages(passwordValidationMessages);
}
