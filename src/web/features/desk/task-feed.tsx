import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { dangerButtonClassName, secondaryButtonClassName } from '../../components/ui/button';
import { formatDate } from '../../lib/format';
import { useMakeFeed, useRevokeFeed, useTaskFeed } from './desk-api';

/** The agent's subscribable calendar: make (or make again), see once, turn off (decision 0108). */
export function TaskFeedSection() {
  const { t, i18n } = useTranslation('desk');
  const language = i18n.resolvedLanguage ?? 'en';
  const feed = useTaskFeed();
  const make = useMakeFeed();
  const revoke = useRevokeFeed();
  const headingId = useId();
  const addressId = useId();
  const madeUrl = make.data?.url ?? null;
  const isActive = feed.data?.active ?? false;
  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-3 rounded-lg bg-white p-6 shadow-sm ring-1 ring-slate-200"
    >
      <h2 id={headingId} className="text-lg font-bold text-brand-navy">
        {t('feed.heading')}
      </h2>
      <p className="text-slate-800">{t('feed.intro')}</p>
      <p className="text-sm text-slate-700">
        {isActive && feed.data?.createdAt
          ? t('feed.active', { date: formatDate(feed.data.createdAt, language) })
          : t('feed.inactive')}
      </p>
      {madeUrl && isActive && (
        <div className="flex flex-col gap-1">
          <label htmlFor={addressId} className="text-sm font-medium text-slate-800">
            {t('feed.address')}
          </label>
          <input
            id={addressId}
            readOnly
            value={madeUrl}
            onFocus={(event) => event.currentTarget.select()}
            className="w-full rounded-md border border-slate-400 px-2 py-1.5 font-mono text-sm text-slate-900"
          />
          <p className="text-sm text-slate-700">{t('feed.copyHint')}</p>
        </div>
      )}
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          className={secondaryButtonClassName}
          disabled={make.isPending}
          onClick={() => make.mutate()}
        >
          {isActive ? t('feed.remake') : t('feed.make')}
        </button>
        {isActive && (
          <button
            type="button"
            className={dangerButtonClassName}
            disabled={revoke.isPending}
            onClick={() => revoke.mutate(undefined, { onSuccess: () => make.reset() })}
          >
            {t('feed.revoke')}
          </button>
        )}
      </div>
    </section>
  );
}
