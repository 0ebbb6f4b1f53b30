import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { QuoteFormValues } from './quote-steps';

/** Adds the optional second driver or vehicle, or removes it again (at most two of each). */
export function SecondItemToggle({
  kind,
  empty,
}: {
  kind: 'drivers' | 'vehicles';
  empty: Record<string, unknown>;
}) {
  const { t } = useTranslation('quote');
  const { watch, setValue } = useFormContext<QuoteFormValues>();
  const items = (watch(kind) as Record<string, unknown>[] | undefined) ?? [];
  const hasSecond = items.length > 1;
  const toggle = () =>
    setValue(kind, hasSecond ? items.slice(0, 1) : [...items.slice(0, 1), { ...empty }], {
      shouldDirty: true,
    });
  return (
    <button
      type="button"
      onClick={toggle}
      className="self-start rounded-md border border-brand-navy px-3 py-1.5 text-sm font-semibold text-brand-navy hover:bg-blue-50"
    >
      {t(`second.${hasSecond ? 'remove' : 'add'}.${kind}`)}
    </button>
  );
}
