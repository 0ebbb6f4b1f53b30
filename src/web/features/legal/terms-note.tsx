import { Trans } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../shared/paths';

/** Under a registration form's button: creating an account accepts the terms and the privacy policy. */
export function TermsNote() {
  const linkClass = 'text-brand-navy underline underline-offset-2';
  return (
    <p className="mt-3 text-center text-sm text-slate-600">
      <Trans
        ns="auth"
        i18nKey="legalNote"
        components={{
          terms: <Link to={paths.terms} className={linkClass} />,
          privacy: <Link to={paths.privacy} className={linkClass} />,
        }}
      />
    </p>
  );
}
