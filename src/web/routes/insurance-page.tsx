import { useTranslation } from 'react-i18next';
import { PageShell } from '../components/layout/page-shell';
import { SiteHeader } from '../components/layout/site-header';
import { usePageTitle } from '../lib/use-page-title';

export type InsuranceType = 'auto' | 'home' | 'life' | 'renters';

export function InsurancePage({ type }: { type: InsuranceType }) {
  const { t } = useTranslation('insurance');
  usePageTitle(t(`${type}.pageTitle`));
  return (
    <PageShell header={<SiteHeader />}>
      <section className="mx-auto max-w-4xl px-4 py-16 text-center">
        <h1 className="text-4xl font-bold text-brand-navy">{t(`${type}.heading`)}</h1>
      </section>
    </PageShell>
  );
}
