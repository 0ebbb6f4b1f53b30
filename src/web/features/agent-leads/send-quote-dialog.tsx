import { zodResolver } from '@hookform/resolvers/zod';
import * as Dialog from '@radix-ui/react-dialog';
import { useId, useState } from 'react';
import { type Path, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  type LeadDetail,
  type Offer,
  type OfferInput,
  offerDescriptionMaxLength,
  offerInputSchema,
  premiumPeriods,
} from '../../../shared/contracts/leads';
import {
  SelectInput,
  TextInput,
  toNumberOrUndefined,
  useErrorText,
} from '../../components/form/form-controls';
import { FieldFrame, inputClassName } from '../../components/form/form-field';
import { applyServerIssues } from '../../components/form/server-issues';
import { Alert } from '../../components/ui/alert';
import { DialogActions, DialogCloseButton } from '../../components/ui/dialog-parts';
import { CoverageFields } from './coverage-fields';
import { type OfferData, useSendOffer } from './leads-api';
import { expiryBounds, offerDefaults, offerFieldPaths } from './offer-form-values';

const blankToUndefined = (value: unknown) => (value === '' ? undefined : value);

/**
 * 'Send Quote': the custom quote builder in a dialog. The draft lives as long as the lead is open,
 * so closing the dialog or a refused send loses nothing typed; the server's problems appear next to
 * their fields. A sent quote starts the next draft afresh.
 */
export function SendQuoteDialog({
  lead,
  providerName,
  onSent,
}: {
  lead: LeadDetail;
  /** The agent's company, shown read-only: offers go out under it. */
  providerName: string;
  onSent: (offer: Offer) => void;
}) {
  const { t } = useTranslation('agent');
  const errorText = useErrorText();
  const descriptionId = useId();
  const [isOpen, setIsOpen] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const send = useSendOffer();
  const form = useForm<OfferInput, unknown, OfferData>({
    resolver: zodResolver(offerInputSchema),
    defaultValues: offerDefaults(lead),
  });
  const { errors } = form.formState;
  const bounds = expiryBounds();
  const descriptionError = errorText(errors.description);

  const onSubmit = form.handleSubmit(
    async (input) => {
      setFailure(null);
      try {
        const offer = await send.mutateAsync({ leadId: lead.id, input });
        form.reset(offerDefaults(lead));
        setIsOpen(false);
        onSent(offer);
      } catch (error) {
        console.warn('Sending the quote failed', error);
        const fields = offerFieldPaths(form.getValues('coverages')?.length ?? 0);
        const left = applyServerIssues(error, fields as Path<OfferInput>[], form.setError);
        setFailure(left ?? t('quoteBuilder.fixFields'));
      }
    },
    () => setFailure(t('quoteBuilder.fixFields')),
  );

  return (
    <Dialog.Root
      open={isOpen}
      onOpenChange={(open) => {
        setIsOpen(open);
        setFailure(null);
      }}
    >
      <Dialog.Trigger className="btn-brand rounded-md px-4 py-2 font-semibold">
        {t('quoteBuilder.open')}
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-[80] bg-slate-900/50" />
        <Dialog.Content className="fixed left-1/2 top-1/2 z-[85] flex max-h-[calc(100vh-2rem)] w-[calc(100%-2rem)] max-w-2xl -translate-x-1/2 -translate-y-1/2 flex-col overflow-y-auto rounded-lg bg-white p-6 shadow-xl">
          <Dialog.Title className="pr-8 text-xl font-bold text-brand-navy">
            {t('quoteBuilder.title', { name: lead.customerName })}
          </Dialog.Title>
          <Dialog.Description className="mt-2 text-slate-700">
            {t('quoteBuilder.description')}
          </Dialog.Description>
          <form onSubmit={onSubmit} noValidate className="mt-4 flex flex-col gap-5">
            <TextInput
              label={t('quoteBuilder.provider')}
              hint={t('quoteBuilder.providerHint')}
              value={providerName}
              readOnly
            />
            <div className="grid gap-4 sm:grid-cols-2">
              <TextInput
                label={t('quoteBuilder.premium')}
                hint={t('quoteBuilder.premiumHint')}
                type="number"
                inputMode="decimal"
                min={1}
                step={0.01}
                error={errorText(errors.premium)}
                {...form.register('premium', { setValueAs: toNumberOrUndefined })}
              />
              <SelectInput
                label={t('quoteBuilder.period')}
                error={errorText(errors.period)}
                {...form.register('period')}
              >
                {premiumPeriods.map((period) => (
                  <option key={period} value={period}>
                    {t(`periods.${period}`)}
                  </option>
                ))}
              </SelectInput>
            </div>
            <CoverageFields form={form} />
            <div className="grid gap-4 sm:grid-cols-2">
              <TextInput
                label={t('quoteBuilder.deductible')}
                hint={t('quoteBuilder.deductibleHint')}
                type="number"
                inputMode="numeric"
                min={0}
                step={1}
                error={errorText(errors.deductible)}
                {...form.register('deductible', { setValueAs: toNumberOrUndefined })}
              />
              <TextInput
                label={t('quoteBuilder.term')}
                type="number"
                inputMode="numeric"
                min={1}
                step={1}
                error={errorText(errors.termMonths)}
                {...form.register('termMonths', { setValueAs: toNumberOrUndefined })}
              />
            </div>
            <FieldFrame
              id={descriptionId}
              label={t('quoteBuilder.descriptionField')}
              hint={t('quoteBuilder.descriptionHint')}
              error={descriptionError}
            >
              <textarea
                id={descriptionId}
                rows={3}
                maxLength={offerDescriptionMaxLength}
                aria-invalid={descriptionError ? true : undefined}
                aria-describedby={[
                  `${descriptionId}-hint`,
                  descriptionError ? `${descriptionId}-error` : '',
                ]
                  .filter(Boolean)
                  .join(' ')}
                className={inputClassName}
                {...form.register('description')}
              />
            </FieldFrame>
            <div className="sm:max-w-xs">
              <TextInput
                label={t('quoteBuilder.expiresOn')}
                hint={t('quoteBuilder.expiresOnHint')}
                type="date"
                min={bounds.min}
                max={bounds.max}
                error={errorText(errors.expiresOn)}
                {...form.register('expiresOn', { setValueAs: blankToUndefined })}
              />
            </div>
            {failure && <Alert>{failure}</Alert>}
            <DialogActions cancelLabel={t('quoteBuilder.cancel')}>
              <button
                type="submit"
                disabled={form.formState.isSubmitting}
                className="btn-brand rounded-md px-4 py-2 font-semibold"
              >
                {form.formState.isSubmitting ? t('quoteBuilder.sending') : t('quoteBuilder.send')}
              </button>
            </DialogActions>
          </form>
          <DialogCloseButton label={t('quoteBuilder.close')} />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
