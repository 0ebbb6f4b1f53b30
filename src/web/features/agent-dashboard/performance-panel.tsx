import { useTranslation } from 'react-i18next';
import type { AgentPerformance } from '../../../shared/contracts/leads';
import { DefinitionList } from '../../components/ui/definition-list';
import { Panel } from '../../components/ui/panel';
import { localeOf } from '../../lib/format';
import { formatMinutes } from '../../lib/time-format';

/**
 * The last 30 days in three figures. Without leads or offers yet each figure says so in words
 * rather than showing a zero that reads like a bad result.
 */
export function PerformancePanel({ performance }: { performance: AgentPerformance | undefined }) {
  const { t, i18n } = useTranslation('agent');
  const language = i18n.resolvedLanguage ?? 'en';
  const percent = new Intl.NumberFormat(localeOf(language), {
    style: 'percent',
    maximumFractionDigits: 0,
  });
  const rows = performance
    ? [
        {
          label: t('performance.medianFirstReply'),
          value:
            performance.medianFirstReplyMinutes === null
              ? t('performance.noReplies')
              : formatMinutes(performance.medianFirstReplyMinutes, language),
        },
        { label: t('performance.offersSent'), value: String(performance.offersSent) },
        {
          label: t('performance.acceptanceRate'),
          value:
            performance.acceptanceRate === null
              ? t('performance.noOffers')
              : t('performance.acceptanceValue', {
                  rate: percent.format(performance.acceptanceRate),
                  count: performance.offersAccepted,
                }),
        },
      ]
    : [];
  return (
    <Panel headingId="performance-heading" heading={t('performance.heading')}>
      <p className="mt-1 text-sm text-slate-600">{t('performance.period')}</p>
      {performance ? (
        <DefinitionList rows={rows} columnsClassName="sm:grid-cols-[14rem_1fr]" />
      ) : (
        <p className="mt-3 text-slate-700">{t('performance.loading')}</p>
      )}
    </Panel>
  );
}
