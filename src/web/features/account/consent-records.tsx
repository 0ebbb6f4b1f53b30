import { useTranslation } from 'react-i18next';
import type { ConsentRecord } from '../../../shared/contracts/leads';
import { formatDateTime, useFormatters } from '../../lib/format';

/**
 * The consents the consumer gave, each with the sentence they agreed to: kept after the request
 * is deleted (decision 0042). Shown under 'Who can see my information'.
 */
export function ConsentRecords({ consents }: { consents: ConsentRecord[] }) {
  const { t } = useTranslation(['dataRights', 'profile']);
  const { language } = useFormatters();
  if (consents.length === 0) return null;
  return (
    <details className="mt-4 border-t border-slate-200 pt-4">
      <summary className="cursor-pointer text-sm font-semibold text-slate-900">
        {t('dataRights:consents.heading', { count: consents.length })}
      </summary>
      <ul className="mt-2 flex flex-col gap-3 text-sm text-slate-800">
        {consents.map((consent) => (
          <li key={consent.id} className="flex flex-col gap-1">
            <p className="font-semibold">
              {t(
                consent.quoteId ? 'dataRights:consents.request' : 'dataRights:log.deletedRequest',
                {
                  line: t(`profile:lineInSentence.${consent.line}`),
                },
              )}{' '}
              ({consent.state})
            </p>
            <p className="text-slate-700">
              {t('dataRights:consents.given', { time: formatDateTime(consent.givenAt, language) })}
              {consent.withdrawnAt &&
                ` · ${t('dataRights:consents.withdrawn', { time: formatDateTime(consent.withdrawnAt, language) })}`}
            </p>
            <blockquote className="border-l-4 border-slate-300 pl-3 text-slate-700">
              {consent.wording}
            </blockquote>
          </li>
        ))}
      </ul>
    </details>
  );
}
