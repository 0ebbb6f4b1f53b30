import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Role } from '../../../shared/roles';
import { secondaryButtonClassName } from '../../components/ui/button';
import { Panel } from '../../components/ui/panel';
import { requestFailureText } from '../../lib/request-failure-text';
import { downloadMyData } from './data-rights-api';

/** 'Download my data': one JSON file with everything the account holds (decision 0043). */
export function DownloadData({ role }: { role: Role }) {
  const { t } = useTranslation('dataRights');
  const [isPending, setIsPending] = useState(false);
  const [notice, setNotice] = useState<{ text: string; isError: boolean } | null>(null);

  const download = async () => {
    setIsPending(true);
    setNotice(null);
    try {
      const fileName = await downloadMyData();
      setNotice({ text: t('download.done', { fileName }), isError: false });
    } catch (error) {
      setNotice({ text: requestFailureText(error, t('download.failed')), isError: true });
    } finally {
      setIsPending(false);
    }
  };

  return (
    <Panel headingId="download-data-heading" heading={t('download.heading')} className="mt-6">
      <p className="mt-1 text-sm text-slate-700">
        {t(role === 'agent' ? 'download.intro.agent' : 'download.intro.consumer')}
      </p>
      <div className="mt-3">
        <button
          type="button"
          onClick={download}
          disabled={isPending}
          className={secondaryButtonClassName}
        >
          {isPending ? t('download.pending') : t('download.button')}
        </button>
      </div>
      <p
        role="status"
        className={`mt-2 text-sm empty:hidden ${notice?.isError ? 'text-red-700' : 'text-slate-800'}`}
      >
        {notice?.text}
      </p>
    </Panel>
  );
}
