import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { secondaryButtonClassName } from '../../components/ui/button';
import { formatDateTime } from '../../lib/format';
import type { ReviewedFields } from './apply-reading';
import { copyFilePath, useDeleteCopy, useKeptCopies } from './declarations-api';
import { PolicyReader } from './policy-reader';

/** The profile's part: read a page into the profile, and the copies kept (download, delete). */
export function DeclarationsPanel({
  onApply,
}: {
  onApply: (fields: ReviewedFields) => Promise<void>;
}) {
  const { t, i18n } = useTranslation('declarations');
  const copies = useKeptCopies(true);
  const remove = useDeleteCopy();
  const [notice, setNotice] = useState<string | null>(null);

  return (
    <div className="mt-6" id="declarations">
      <PolicyReader
        canKeep
        applyLabel={t('copies.profileApply')}
        onRead={() => void copies.refetch()}
        onApply={(fields) => {
          void onApply(fields).then(() => setNotice(t('copies.profileApplied')));
        }}
      />
      <section
        aria-labelledby="declarations-copies-heading"
        className="mt-4 rounded-lg bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-6"
      >
        <h2 id="declarations-copies-heading" className="text-lg font-bold text-brand-navy">
          {t('copies.heading')}
        </h2>
        {notice && (
          <p role="status" className="mt-2 text-emerald-900">
            {notice}
          </p>
        )}
        {copies.data?.copies.length === 0 && (
          <p className="mt-2 text-slate-700">{t('copies.none')}</p>
        )}
        {!!copies.data?.copies.length && (
          <ul className="mt-2 divide-y divide-slate-200">
            {copies.data.copies.map((copy) => (
              <li key={copy.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
                <span className="text-slate-900">
                  {copy.fileName}{' '}
                  <span className="text-sm text-slate-700">
                    {t('copies.keptOn', { date: formatDateTime(copy.createdAt, i18n.language) })}
                  </span>
                </span>
                <span className="flex gap-2">
                  <a
                    className={secondaryButtonClassName}
                    href={copyFilePath(copy.id)}
                    download={copy.fileName}
                  >
                    {t('copies.download', { name: copy.fileName })}
                  </a>
                  <button
                    type="button"
                    className={secondaryButtonClassName}
                    disabled={remove.isPending}
                    onClick={() =>
                      remove.mutate(copy.id, { onSuccess: () => setNotice(t('copies.deleted')) })
                    }
                  >
                    {t('copies.delete', { name: copy.fileName })}
                  </button>
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
