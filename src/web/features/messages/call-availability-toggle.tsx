import * as Switch from '@radix-ui/react-switch';
import { Phone } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../components/ui/toast';
import { useCallAvailability, useUpdateCallAvailability } from './call-availability-api';

/**
 * The voice-call switch, the same for consumers and agents (header, /profile, the agent's
 * dashboard and Settings); a click while a change is pending is ignored.
 */
export function CallAvailabilityToggle({
  describedBy,
  compact = false,
}: {
  describedBy?: string;
  /** In the header: a phone icon, the name shown from medium screens (kept for screen readers). */
  compact?: boolean;
} = {}) {
  const { t } = useTranslation('calls');
  const id = useId();
  const { data } = useCallAvailability(true);
  const update = useUpdateCallAvailability({
    onUpdated: (callsEnabled) =>
      toast({
        title: t('updatedTitle'),
        description: callsEnabled ? t('nowAvailable') : t('noLongerReceiving'),
      }),
    onFailed: () => toast({ title: t('failed'), variant: 'destructive' }),
  });
  const isOn = data?.callsEnabled ?? false;
  return (
    <div className="flex items-center gap-2">
      {compact && <Phone aria-hidden="true" size={18} className="text-slate-800 md:hidden" />}
      <label
        htmlFor={id}
        className={`text-sm font-medium text-slate-800 ${compact ? 'sr-only md:not-sr-only' : ''}`}
      >
        {t('label')}
      </label>
      <Switch.Root
        id={id}
        checked={isOn}
        aria-describedby={describedBy}
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
