import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { LeadDetail } from '../../../shared/contracts/leads';
import { findInsurer } from '../../../shared/insurers';
import { DefinitionList } from '../../components/ui/definition-list';
import { EstimateTable } from '../../components/ui/estimate-table';
import { localeOf, useFormatters } from '../../lib/format';
import { describeAnswers } from './lead-answers';

/** The request as the consumer answered it, and the estimates they saw, cheapest first. */
export function LeadRequest({ lead }: { lead: LeadDetail }) {
  const { t, i18n } = useTranslation(['agent', 'quote']);
  const { dollars, date } = useFormatters();
  const requestId = useId();
  const estimatesId = useId();
  const language = i18n.resolvedLanguage ?? 'en';
  const numberFormat = new Intl.NumberFormat(localeOf(language));
  const answers = describeAnswers(lead.answers, t, {
    dollars,
    date,
    number: (value) => numberFormat.format(value),
  });
  const estimates = [...lead.result.estimates].sort((a, b) => a.monthly - b.monthly);
  const carrierName = (carrier: string) =>
    carrier === 'market' ? t('quote:results.marketRange') : (findInsurer(carrier)?.name ?? carrier);
  return (
    <>
      <section aria-labelledby={requestId}>
        <h3 id={requestId} className="text-lg font-semibold text-slate-900">
          {t('agent:request.heading', { line: t(`agent:lines.${lead.line}`) })}
        </h3>
        {answers.length === 0 ? (
          <p className="mt-2 text-slate-700">{t('agent:request.noAnswers')}</p>
        ) : (
          <DefinitionList rows={answers} columnsClassName="sm:grid-cols-[12rem_1fr]" />
        )}
      </section>
      <section aria-labelledby={estimatesId}>
        <h3 id={estimatesId} className="text-lg font-semibold text-slate-900">
          {t('agent:request.estimates')}
        </h3>
        <p className="mt-1 text-sm text-slate-600">
          {t('agent:request.estimatesNote', { date: date(lead.result.computedAt) })}
        </p>
        <EstimateTable
          estimates={estimates}
          nameOf={carrierName}
          caption={t('agent:request.estimatesCaption')}
          className="mt-3"
        />
      </section>
    </>
  );
}
