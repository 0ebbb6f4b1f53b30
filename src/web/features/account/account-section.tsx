import { useTranslation } from 'react-i18next';
import type { PublicUser } from '../../../shared/contracts/auth';
import { addAccountValidationMessages } from '../../lib/account-validation-messages';
import { DevicesSection } from './devices-section';
import { EmailSection } from './email-section';
import { PasswordSection } from './password-section';

addAccountValidationMessages();

/**
 * 'Account and security' (issue 18): the e-mail address, the password and the signed-in devices,
 * mounted in the consumer's /profile and the agent's Settings tab.
 */
export function AccountSection({ user }: { user: PublicUser }) {
  const { t } = useTranslation('account');
  return (
    <section aria-labelledby="account-heading" className="mt-6 flex flex-col gap-6">
      <div>
        <h2 id="account-heading" className="text-xl font-bold text-brand-navy">
          {t('heading')}
        </h2>
        <p className="mt-1 text-sm text-slate-700">{t('intro')}</p>
      </div>
      <EmailSection user={user} />
      <PasswordSection role={user.role} />
      <DevicesSection />
    </section>
  );
}
