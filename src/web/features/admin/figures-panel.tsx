import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../components/ui/spinner';
import { requestFailureText } from '../../lib/request-failure-text';
import { figuresCsvPath, useAuditLog, useFigures } from './console-api';
import { AuditList } from './people-panel';

/** A duration in seconds as minutes or hours, for the time to first contact. */
function useDuration() {
  const { t } = useTranslation('admin');
  return (seconds: number | null) => {
    if (seconds === null) return t('figures.noData');
    if (seconds < 3600) return t('figures.minutes', { count: Math.round(seconds / 60) });
    return t('figures.hours', { count: Math.round((seconds / 3600) * 10) / 10 });
  };
}

/** Figures over the last 7 or 30 days, computed by the server from the tables, with a CSV. */
export function FiguresPanel() {
  const { t, i18n } = useTranslation('admin');
  const headingId = useId();
  const [days, setDays] = useState<'7' | '30'>('7');
  const figures = useFigures(days);
  const duration = useDuration();
  const percent = new Intl.NumberFormat(i18n.resolvedLanguage, { style: 'percent' });
  const data = figures.data;
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4">
      <h2 id={headingId} className="text-xl font-bold text-brand-navy">
        {t('figures.heading')}
      </h2>
      <fieldset className="flex flex-wrap items-center gap-x-5 gap-y-2">
        <legend className="mb-2 text-sm font-medium text-slate-800">{t('figures.period')}</legend>
        {(['7', '30'] as const).map((value) => (
          <label key={value} className="inline-flex items-center gap-2 text-slate-900">
            <input
              type="radio"
              name="figures-days"
              value={value}
              checked={days === value}
              onChange={() => setDays(value)}
              className="h-4 w-4 accent-[var(--accent)]"
            />
            {t('figures.lastDays', { count: Number(value) })}
          </label>
        ))}
      </fieldset>
      <div>
        <a
          href={figuresCsvPath(days)}
          download
          className="inline-block rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm font-semibold text-blue-800 underline"
        >
          {t('figures.download')}
        </a>
      </div>
      {figures.isPending && <Spinner label={t('figures.loading')} />}
      {figures.isError && (
        <p role="alert" className="text-red-800">
          {requestFailureText(figures.error, t('loadFailed'))}
        </p>
      )}
      {data && (
        <>
          <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
            {(
              [
                ['requests', String(data.requests)],
                [
                  'consentRate',
                  data.consentRate === null
                    ? t('figures.noData')
                    : percent.format(data.consentRate),
                ],
                ['firstContactMedian', duration(data.firstContactMedianSeconds)],
                ['firstContactP90', duration(data.firstContactP90Seconds)],
                ['offers', String(data.offers)],
                ['accepted', String(data.offersAccepted)],
                ['withdrawals', String(data.withdrawals)],
                ['consents', String(data.consents)],
                ['reshopSent', String(data.reshopSent)],
                ['reshopOpened', String(data.reshopOpened)],
              ] as const
            ).map(([key, value]) => (
              <div key={key} className="rounded-md border border-slate-200 bg-white p-3">
                <dt className="text-sm text-slate-700">{t(`figures.${key}`)}</dt>
                <dd className="text-lg font-bold text-slate-900">{value}</dd>
              </div>
            ))}
          </dl>
          <div className="overflow-x-auto">
            <table className="w-full text-left text-sm">
              <caption className="text-left font-semibold text-slate-900">
                {t('figures.perDay')}
              </caption>
              <thead>
                <tr>
                  <th scope="col">{t('figures.day')}</th>
                  <th scope="col">{t('figures.requests')}</th>
                  <th scope="col">{t('figures.consents')}</th>
                </tr>
              </thead>
              <tbody>
                {data.requestsPerDay.map((row) => (
                  <tr key={row.day} className="border-t border-slate-200">
                    <td>{row.day}</td>
                    <td>{row.requests}</td>
                    <td>{row.consents}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <div className="overflow-x-auto">
            <table className="w-full text-left text-sm">
              <caption className="text-left font-semibold text-slate-900">
                {t('figures.byPair')}
              </caption>
              <thead>
                <tr>
                  <th scope="col">{t('figures.stateLine')}</th>
                  <th scope="col">{t('figures.matched')}</th>
                  <th scope="col">{t('figures.unmatched')}</th>
                </tr>
              </thead>
              <tbody>
                {data.byStateAndLine.length === 0 && (
                  <tr>
                    <td colSpan={3}>{t('figures.noData')}</td>
                  </tr>
                )}
                {data.byStateAndLine.map((row) => (
                  <tr key={`${row.state}:${row.line}`} className="border-t border-slate-200">
                    <td>
                      {row.state} · {row.line}
                    </td>
                    <td>{row.matched}</td>
                    <td>{row.unmatched}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </section>
  );
}

/** Every operator action, newest first; read-only by design (the server has no edit). */
export function AuditPanel() {
  const { t } = useTranslation('admin');
  const headingId = useId();
  const log = useAuditLog();
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4">
      <h2 id={headingId} className="text-xl font-bold text-brand-navy">
        {t('audit.heading')}
      </h2>
      {log.isPending && <Spinner label={t('audit.loading')} />}
      {log.isError && (
        <p role="alert" className="text-red-800">
          {requestFailureText(log.error, t('loadFailed'))}
        </p>
      )}
      {log.data && <AuditList items={log.data} />}
    </section>
  );
}
