import { useTranslation } from 'react-i18next';
import type { SharedField } from '../../../shared/contracts/leads';

/**
 * Exactly what the consent shares, from the server's scope; when the contact preference keeps the
 * e-mail address and the phone number out of it, the dialog says so.
 */
export function SharedFields({ scope }: { scope: readonly SharedField[] }) {
  const { t } = useTranslation('offers');
  const isContactShared = scope.includes('email') || scope.includes('phone');
  return (
    <section aria-labelledby="consent-shared-heading" className="mt-4">
      <h3 id="consent-shared-heading" className="font-semibold text-slate-900">
        {t('consent.sharedHeading')}
      </h3>
      <ul className="mt-1 list-disc pl-6 text-slate-800">
        {scope.map((field) => (
          <li key={field}>{t(`scope.${field}`)}</li>
        ))}
      </ul>
      {!isContactShared && <p className="mt-2 text-sm text-slate-700">{t('consent.notShared')}</p>}
    </section>
  );
}
