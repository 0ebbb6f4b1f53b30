import * as Dialog from '@radix-ui/react-dialog';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type LeadReport,
  type LeadReportReason,
  leadReportInputSchema,
  leadReportNoteMaxLength,
  leadReportReasons,
} from '../../../shared/contracts/bad-leads';
import { FieldFrame, inputClassName } from '../../components/form/form-field';
import { Alert } from '../../components/ui/alert';
import { dangerButtonClassName, secondaryButtonClassName } from '../../components/ui/button';
import { DialogActions, DialogCloseButton } from '../../components/ui/dialog-parts';
import { toast } from '../../components/ui/toast';
import { ApiError, apiPost } from '../../lib/api-client';
import { addBadLeadValidationMessages } from '../../lib/bad-lead-validation-messages';
import { agentDashboardKey } from '../../lib/query-keys';
import { agentLeadEndpoints, agentLeadKeys, markClosedHere } from './leads-api';

export const reportLeadEndpoint = (leadId: string) => `${agentLeadEndpoints.lead(leadId)}/report`;

function useReportLead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ leadId, reason, note }: { leadId: string; reason: string; note: string }) =>
      apiPost<LeadReport>(reportLeadEndpoint(leadId), { reason, note }),
    onMutate: ({ leadId }) => {
      markClosedHere(leadId, true);
    },
    onSuccess: (_report, { leadId }) => {
      const closedKey = JSON.stringify(agentLeadKeys.lead(leadId));
      void queryClient.invalidateQueries({
        queryKey: agentLeadKeys.all,
        predicate: (query) => JSON.stringify(query.queryKey) !== closedKey,
      });
      void queryClient.invalidateQueries({ queryKey: agentDashboardKey });
    },
    onError: (_error, { leadId }) => markClosedHere(leadId, false),
  });
}

/**
 * 'Report this lead' (issue 29, item 7; decision 0125): a dialog with the reasons (radio buttons,
 * arrow keys) and an optional note. A reported lead closes and leaves the open list; 'Asked not
 * to be contacted' also ends this agent's access at once. The screen closes the lead after it.
 */
export function ReportLeadDialog({
  leadId,
  customerName,
  onReported,
}: {
  leadId: string;
  customerName: string;
  onReported: () => void;
}) {
  const { t } = useTranslation(['badLeads', 'validation']);
  const report = useReportLead();
  const [isOpen, setIsOpen] = useState(false);
  const [reason, setReason] = useState<LeadReportReason | ''>('');
  const [note, setNote] = useState('');
  const [reasonError, setReasonError] = useState<string | undefined>();
  const [noteError, setNoteError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);
  const decided = useRef(false);
  const firstReason = useRef<HTMLInputElement>(null);
  const noteId = useId();
  const legendId = useId();
  const reasonErrorId = useId();

  useEffect(() => addBadLeadValidationMessages(), []);

  const onOpenChange = (open: boolean) => {
    setIsOpen(open);
    setFailure(null);
    setReasonError(undefined);
    setNoteError(undefined);
  };

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const parsed = leadReportInputSchema.safeParse({ reason: reason || undefined, note });
    if (!parsed.success) {
      const issueOf = (field: string) =>
        parsed.error.issues.find((issue) => issue.path[0] === field)?.message;
      const reasonKey = issueOf('reason');
      const noteKey = issueOf('note');
      setReasonError(reasonKey ? t(`validation:${reasonKey}`) : undefined);
      setNoteError(noteKey ? t(`validation:${noteKey}`) : undefined);
      if (reasonKey) firstReason.current?.focus();
      return;
    }
    try {
      const made = await report.mutateAsync({ leadId, ...parsed.data });
      decided.current = true;
      setIsOpen(false);
      toast({
        title: made.withdrawn
          ? t('badLeads:reportedWithdrawn', { name: customerName })
          : t('badLeads:reported', { name: customerName }),
      });
      onReported();
    } catch (caught) {
      setFailure(
        caught instanceof ApiError && caught.serverMessage
          ? caught.serverMessage
          : t('badLeads:failed'),
      );
    }
  };

  return (
    <Dialog.Root open={isOpen} onOpenChange={onOpenChange}>
      <Dialog.Trigger className={`${secondaryButtonClassName} self-start`}>
        {t('badLeads:trigger')}
        <span className="sr-only"> {customerName}</span>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-[80] bg-slate-900/50" />
        <Dialog.Content
          onCloseAutoFocus={(event) => {
            if (decided.current) event.preventDefault();
          }}
          className="fixed left-1/2 top-1/2 z-[85] max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-lg bg-white p-6 shadow-xl"
        >
          <Dialog.Title className="pr-8 text-xl font-bold text-brand-navy">
            {t('badLeads:title', { name: customerName })}
          </Dialog.Title>
          <Dialog.Description className="mt-2 text-slate-700">
            {t('badLeads:description')}
          </Dialog.Description>
          <form
            onSubmit={(event) => void submit(event)}
            noValidate
            className="mt-4 flex flex-col gap-4"
          >
            <fieldset
              aria-describedby={reasonError ? reasonErrorId : undefined}
              className="flex flex-col gap-2"
            >
              <legend id={legendId} className="mb-1 text-sm font-medium text-slate-800">
                {t('badLeads:reasonLegend')}
              </legend>
              {leadReportReasons.map((value, index) => (
                <label
                  key={value}
                  className="flex items-start gap-2 rounded-md p-1 text-slate-800 hover:bg-slate-50"
                >
                  <input
                    ref={index === 0 ? firstReason : undefined}
                    type="radio"
                    name="report-reason"
                    value={value}
                    checked={reason === value}
                    onChange={() => {
                      setReason(value);
                      setReasonError(undefined);
                    }}
                    className="mt-1 h-4 w-4 shrink-0"
                  />
                  <span>
                    <span className="block font-medium">{t(`badLeads:reasons.${value}`)}</span>
                    <span className="block text-sm text-slate-600">
                      {t(`badLeads:reasonHints.${value}`)}
                    </span>
                  </span>
                </label>
              ))}
              {reasonError && (
                <p id={reasonErrorId} className="text-sm text-red-700">
                  {reasonError}
                </p>
              )}
            </fieldset>
            <FieldFrame
              id={noteId}
              label={t('badLeads:note')}
              hint={t('badLeads:noteHint', { max: leadReportNoteMaxLength })}
              error={noteError}
            >
              <textarea
                id={noteId}
                rows={3}
                maxLength={leadReportNoteMaxLength}
                value={note}
                onChange={(event) => setNote(event.target.value)}
                aria-invalid={noteError ? true : undefined}
                aria-describedby={[`${noteId}-hint`, noteError ? `${noteId}-error` : '']
                  .filter(Boolean)
                  .join(' ')}
                className={inputClassName}
              />
            </FieldFrame>
            {failure && <Alert>{failure}</Alert>}
            <DialogActions cancelLabel={t('badLeads:cancel')}>
              <button type="submit" disabled={report.isPending} className={dangerButtonClassName}>
                {report.isPending ? t('badLeads:sending') : t('badLeads:confirm')}
              </button>
            </DialogActions>
          </form>
          <DialogCloseButton label={t('badLeads:close')} />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
