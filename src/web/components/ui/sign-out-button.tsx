import { useTranslation } from 'react-i18next';
import { SpriteIcon } from './sprite-icon';

const variantClassNames = {
  outlined:
    'inline-flex items-center gap-2 rounded-md border border-slate-300 bg-white px-4 py-2 font-medium text-slate-800 hover:bg-slate-50',
  nav: 'inline-flex items-center gap-1 rounded-md px-3 py-1.5 text-sm font-medium text-slate-800 hover:bg-slate-100',
} as const;

/**
 * The Log out button; the caller owns the sign-out (`useLogout`) and must have loaded the
 * `session` namespace.
 */
export function SignOutButton({
  onSignOut,
  isPending,
  variant,
}: {
  onSignOut: () => void;
  isPending: boolean;
  variant: keyof typeof variantClassNames;
}) {
  const { t } = useTranslation('session');
  return (
    <button
      type="button"
      onClick={onSignOut}
      disabled={isPending}
      className={variantClassNames[variant]}
    >
      <SpriteIcon name="log-out" />
      {isPending ? t('loggingOut') : t('logout')}
    </button>
  );
}
