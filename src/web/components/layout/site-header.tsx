import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../shared/paths';
import { LanguageSwitcher } from '../ui/language-switcher';
import { Logo } from '../ui/logo';

interface SiteHeaderProps {
  variant?: 'default' | 'agent';
  homeHref?: string;
  /** Screen-specific navigation (login, sign-up, portal links). */
  children?: ReactNode;
}

export function SiteHeader({
  variant = 'default',
  homeHref = paths.consumerLanding,
  children,
}: SiteHeaderProps) {
  const { t } = useTranslation();
  return (
    <header className="group border-b border-slate-200 bg-white">
      <div className="mx-auto flex max-w-6xl items-center justify-between gap-2 px-4 py-3 sm:gap-4">
        <Link to={homeHref} className="flex items-center gap-2" aria-label={t('homeLink')}>
          <Logo variant={variant} size={40} alt="" className="shrink-0" />
          {/* A phone with the signed-in consumer's nav shows the logo alone (the link keeps its name). */}
          <span className="text-lg font-bold text-brand-navy max-sm:group-has-[[data-compact-nav]]:sr-only">
            {t('brand')}
          </span>
        </Link>
        <nav className="flex items-center gap-1 sm:gap-2" aria-label={t('brand')}>
          {children}
          <LanguageSwitcher />
        </nav>
      </div>
    </header>
  );
}
