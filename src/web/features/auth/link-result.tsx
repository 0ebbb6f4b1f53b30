import { CheckCircle2, CircleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { Spinner } from '../../components/ui/spinner';

/** The spinner, then the outcome of a link: a heading, what it means and where to go next. */
export function LinkResult({
  pendingLabel,
  outcome,
}: {
  pendingLabel: string;
  outcome: { isSuccess: boolean; heading: string; body: ReactNode; action: ReactNode } | null;
}) {
  if (!outcome) return <Spinner label={pendingLabel} />;
  const Icon = outcome.isSuccess ? CheckCircle2 : CircleAlert;
  return (
    <section className="mx-auto flex max-w-lg flex-col items-center gap-4 px-4 py-16 text-center">
      <Icon
        aria-hidden="true"
        className={outcome.isSuccess ? 'text-green-700' : 'text-amber-600'}
        size={40}
      />
      <h1 className="text-2xl font-bold text-brand-navy">{outcome.heading}</h1>
      <div role={outcome.isSuccess ? 'status' : 'alert'} className="flex flex-col gap-2">
        {outcome.body}
      </div>
      {outcome.action}
    </section>
  );
}
