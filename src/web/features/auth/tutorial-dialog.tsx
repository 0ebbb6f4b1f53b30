import * as Dialog from '@radix-ui/react-dialog';
import { BookOpen, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../shared/paths';

const navButtonClass =
  'inline-flex items-center gap-1 rounded-md px-2 py-1.5 text-sm font-medium text-slate-800 hover:bg-slate-100 sm:px-3';

/** The Tutorial button and its welcome dialog. */
export function TutorialDialog({ isLabelShown = false }: { isLabelShown?: boolean } = {}) {
  const { t } = useTranslation('consumerNav');
  return (
    <Dialog.Root>
      <Dialog.Trigger className={navButtonClass}>
        <BookOpen aria-hidden="true" size={18} />
        {/* In the wide header's row the name shows from medium screens; in the phone's menu, always. */}
        <span className={isLabelShown ? undefined : 'sr-only md:not-sr-only'}>
          {t('tutorial.button')}
        </span>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-[80] bg-slate-900/50" />
        <Dialog.Content className="fixed left-1/2 top-1/2 z-[85] w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-lg bg-white p-6 shadow-xl">
          <Dialog.Title className="text-xl font-bold text-brand-navy">
            {t('tutorial.title')}
          </Dialog.Title>
          <Dialog.Description className="mt-3 text-slate-700">
            {t('tutorial.body')}
          </Dialog.Description>
          <div className="mt-6 flex justify-end gap-2">
            <Dialog.Close className="rounded-md border border-slate-300 px-4 py-2 font-medium text-slate-800 hover:bg-slate-50">
              {t('tutorial.close')}
            </Dialog.Close>
            <Link to={paths.profile} className="btn-brand rounded-md px-4 py-2 font-semibold">
              {t('tutorial.createProfile')}
            </Link>
          </div>
          <Dialog.Close
            aria-label={t('tutorial.close')}
            className="absolute right-3 top-3 rounded p-1 text-slate-600 hover:bg-slate-100"
          >
            <X aria-hidden="true" size={18} />
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
