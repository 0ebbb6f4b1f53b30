import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';

// The dialog, its texts and the retrieval load only when someone opens it (decision 0017).
const AssistantDialog = lazy(() => import('./assistant-dialog'));

/** 'Speak to our AI': opens the assistant dialog. */
export function AssistantButton() {
  const { t } = useTranslation('marketing');
  const [isOpen, setIsOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        aria-haspopup="dialog"
        onClick={() => setIsOpen(true)}
        className="inline-flex items-center gap-2 rounded-md border-2 border-white px-6 py-3 text-lg font-semibold text-white hover:bg-white/10"
      >
        <svg
          aria-hidden="true"
          width={22}
          height={22}
          fill="none"
          stroke="currentColor"
          strokeWidth={2}
          strokeLinecap="round"
          strokeLinejoin="round"
        >
          <use href="/icons.svg#bot" />
        </svg>
        {t('speakToAi')}
      </button>
      {isOpen && (
        <Suspense fallback={null}>
          <AssistantDialog onClose={() => setIsOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
