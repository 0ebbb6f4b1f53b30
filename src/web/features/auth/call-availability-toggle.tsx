import * as Switch from '@radix-ui/react-switch';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../components/ui/toast';
import { useCallAvailability, useUpdateCallAvailability } from '../messages';

/** The voice-call switch; a click while a change is pending is ignored. */
export function CallAvailabilityToggle() {
  const { t } = useTranslation('consumerNav');
  const id = useId();
  const { data } = useCallAvailability(true);
  const update = useUpdateCallAvailability({
    onUpdated: (callsEnabled) =>
      toast({
        title: t('calls.updatedTitle'),
        description: callsEnabled ? t('calls.nowAvailable') : t('calls.noLongerReceiving'),
      }),
    onFailed: () => toast({ title: t('calls.failed'), variant: 'destructive' }),
  });
  const isOn = data?.callsEnabled ?? false;
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        {t('calls.label')}
      </label>
      <Switch.Root
        id={id}
        checked={isOn}
        disabled={data === undefined}
        aria-busy={update.isPending}
        onCheckedChange={(checked) => {
          if (update.isPending) return;
          update.mutate(checked);
        }}
        className="relative h-6 w-11 rounded-full bg-slate-400 transition-colors data-[state=checked]:bg-green-700 disabled:opacity-60"
      >
        <Switch.Thumb className="block h-5 w-5 translate-x-0.5 rounded-full bg-white shadow transition-transform data-[state=checked]:translate-x-[22px]" />
      </Switch.Root>
    </div>
  );
}
