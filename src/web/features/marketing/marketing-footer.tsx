import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../shared/paths';

const insuranceLinks = [
  { type: 'auto', to: paths.insuranceAuto },
  { type: 'home', to: paths.insuranceHome },
  { type: 'life', to: paths.insuranceLife },
  { type: 'renters', to: paths.insuranceRenters },
] as const;

const legalLinks = [
  { key: 'privacy', to: paths.privacy },
  { key: 'terms', to: paths.terms },
] as const;

/** The public pages' footer: insurance links, page-specific content, the legal pages and the copyright line. */
export function MarketingFooter({ children }: { children?: ReactNode }) {
  const { t } = useTranslation(['marketing', 'common']);
  return (
    <footer className="bg-brand-navy text-slate-100">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-12 md:grid-cols-3">
        <div>
          <p className="text-lg font-bold text-white">{t('common:brand')}</p>
          <p className="mt-2 text-sm text-slate-200">{t('marketing:footer.tagline')}</p>
        </div>
        <nav aria-label={t('marketing:footer.insuranceTypes')}>
          <p className="font-semibold text-white">{t('marketing:footer.insuranceTypes')}</p>
          <ul className="mt-2 space-y-1 text-sm">
            {insuranceLinks.map((link) => (
              <li key={link.type}>
                <Link to={link.to} className="text-slate-200 underline-offset-2 hover:underline">
                  {t(`marketing:types.${link.type}`)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className="text-sm">{children}</div>
      </div>
      <nav aria-label={t('marketing:footer.legal')} className="px-4 pb-4">
        <ul className="flex flex-wrap justify-center gap-x-6 gap-y-2 text-sm">
          {legalLinks.map((link) => (
            <li key={link.key}>
              <Link to={link.to} className="text-slate-100 underline underline-offset-2">
                {t(`marketing:footer.${link.key}`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <p className="border-t border-white/15 px-4 py-4 text-center text-sm text-slate-200">
        {t('common:footer.copyright', { year: new Date().getFullYear() })}
      </p>
    </footer>
  );
}
