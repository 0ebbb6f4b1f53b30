import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageShell } from '../../components/layout/page-shell';
import { useFormatters } from '../../lib/format';
import { getPublicConfig } from '../../lib/public-config';
import { usePageTitle } from '../../lib/use-page-title';

/** The day the texts in `locales/<language>/legal.json` last changed in substance. */
export const legalTextsUpdated = '2026-11-28T12:00:00Z';

/** The sections of each document, in reading order (both catalogues hold the same keys). */
export const legalSections = {
  privacy: [
    'collect',
    'declarations',
    'use',
    'share',
    'limit',
    'rights',
    'retention',
    'cookies',
    'security',
    'children',
    'changes',
  ],
  terms: ['service', 'accounts', 'shoppers', 'agents', 'use', 'reviews', 'liability', 'changes'],
} as const;

export type LegalDocument = keyof typeof legalSections;

function asStrings(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((item) => typeof item === 'string') : [];
}

/** The privacy policy or the terms of use: a heading, the date, a table of contents and the sections. */
export function LegalPage({
  document,
  header,
  footer,
}: {
  document: LegalDocument;
  header: ReactNode;
  footer: ReactNode;
}) {
  const { t } = useTranslation(['legal', 'marketing', 'common']);
  const { date } = useFormatters();
  usePageTitle(t(`legal:${document}.pageTitle`));
  const sections = legalSections[document].map((key) => {
    const prefix = `legal:${document}.sections.${key}`;
    return {
      key,
      id: `${document}-${key}`,
      heading: t(`${prefix}.heading`),
      paragraphs: asStrings(t(`${prefix}.paragraphs`, { returnObjects: true, defaultValue: [] })),
      items: asStrings(t(`${prefix}.items`, { returnObjects: true, defaultValue: [] })),
    };
  });

  return (
    <PageShell header={header} footer={footer}>
      <article className="mx-auto max-w-3xl px-4 py-12 text-slate-800">
        <h1 className="text-3xl font-bold text-brand-navy md:text-4xl">
          {t(`legal:${document}.title`)}
        </h1>
        <p className="mt-2 text-sm text-slate-600">
          {t('legal:updated', { date: date(legalTextsUpdated) })}
        </p>
        <p className="mt-6 text-lg">{t(`legal:${document}.intro`)}</p>
        <nav
          aria-labelledby="legal-contents"
          className="mt-8 rounded-lg border border-slate-200 bg-white p-4"
        >
          <h2 id="legal-contents" className="font-semibold text-slate-900">
            {t('legal:contents')}
          </h2>
          <ol className="mt-2 list-decimal space-y-1 pl-6">
            {sections.map((section) => (
              <li key={section.key}>
                <a href={`#${section.id}`} className="text-brand-navy underline underline-offset-2">
                  {section.heading}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        {sections.map((section) => (
          <section key={section.key} aria-labelledby={section.id} className="mt-10 scroll-mt-20">
            <h2 id={section.id} className="text-2xl font-semibold text-brand-navy">
              {section.heading}
            </h2>
            {section.paragraphs.map((paragraph) => (
              <p key={paragraph} className="mt-3 leading-relaxed">
                {paragraph}
              </p>
            ))}
            {section.items.length > 0 && (
              <ul className="mt-3 list-disc space-y-2 pl-6 leading-relaxed">
                {section.items.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            )}
          </section>
        ))}
        <p className="mt-12 border-t border-slate-200 pt-6">
          {t('legal:contact', { email: getPublicConfig().supportEmail })}
        </p>
      </article>
    </PageShell>
  );
}
