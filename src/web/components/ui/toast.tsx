import { useEffect, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { alertToneClassName } from './alert';
import { SpriteIcon } from './sprite-icon';

export interface ToastInput {
  title: string;
  description?: string;
  variant?: 'default' | 'destructive';
  durationMs?: number;
}

interface ToastItem extends Required<Omit<ToastInput, 'description'>> {
  id: number;
  description?: string;
}

/**
 * A small toast store. The older app removed every toast element each second; here the notices the
 * spec names are shown and dismiss themselves after their duration (decision 0004).
 */
let items: ToastItem[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
const emit = () => {
  for (const listener of listeners) listener();
};

export function toast(input: ToastInput): number {
  const id = nextId++;
  items = [...items, { variant: 'default', durationMs: 5000, ...input, id }];
  emit();
  return id;
}

export function dismissToast(id: number): void {
  items = items.filter((item) => item.id !== id);
  emit();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function Toaster() {
  const { t } = useTranslation();
  const toasts = useSyncExternalStore(subscribe, () => items);
  return (
    <section
      aria-label={t('toast.region')}
      className="pointer-events-none fixed bottom-4 right-4 z-[100] flex w-full max-w-sm flex-col gap-2"
    >
      {toasts.map((item) => (
        <ToastCard key={item.id} item={item} closeLabel={t('toast.close')} />
      ))}
    </section>
  );
}

function ToastCard({ item, closeLabel }: { item: ToastItem; closeLabel: string }) {
  useEffect(() => {
    const timer = setTimeout(() => dismissToast(item.id), item.durationMs);
    return () => clearTimeout(timer);
  }, [item.id, item.durationMs]);
  const isDestructive = item.variant === 'destructive';
  return (
    <div
      role={isDestructive ? 'alert' : 'status'}
      className={`pointer-events-auto flex items-start gap-3 rounded-lg border p-4 shadow-lg ${
        isDestructive ? alertToneClassName : 'border-slate-200 bg-white text-slate-900'
      }`}
    >
      <div className="flex-1">
        <p className="font-semibold">{item.title}</p>
        {item.description && <p className="mt-1 text-sm">{item.description}</p>}
      </div>
      <button
        type="button"
        onClick={() => dismissToast(item.id)}
        aria-label={closeLabel}
        className="rounded p-1 hover:bg-black/5"
      >
        <SpriteIcon name="x" />
      </button>
    </div>
  );
}
