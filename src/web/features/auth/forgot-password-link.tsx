import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { type Door, forgotPasswordPathOf } from './link-page-role';

/** 'Forgot password?' under a sign-in form, to the request page of the same door. */
export function ForgotPasswordLink({ door }: { door: Door }) {
  const { t } = useTranslation('account');
  return (
    <p className="mt-4 text-center text-sm">
      <Link to={forgotPasswordPathOf(door)} className="font-semibold text-brand-navy underline">
        {t('forgot.link')}
      </Link>
    </p>
  );
}
