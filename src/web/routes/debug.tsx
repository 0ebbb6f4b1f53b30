import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { PageShell } from '../components/layout/page-shell';
import { usePageTitle } from '../lib/use-page-title';

/** /debug writes diagnostics to the console only; the screen just says where they went. */
export default function DebugScreen() {
  const { t, i18n } = useTranslation();
  usePageTitle(t('debug.pageTitle'));
  useEffect(() => {
    console.info('[debug]', {
      path: window.location.pathname,
      language: i18n.resolvedLanguage,
      theme: document.documentElement.dataset.theme,
      userAgent: navigator.userAgent,
    });
  }, [i18n.resolvedLanguage]);
  return (
    <PageShell>
      <section className="mx-auto max-w-xl px-4 py-16 text-center">
        <h1 className="text-2xl font-bold text-brand-navy">{t('debug.heading')}</h1>
        <p className="mt-3 text-slate-700">{t('debug.body')}</p>
      </section>
    </PageShell>
  );
}
