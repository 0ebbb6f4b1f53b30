import type { ReactNode } from 'react';

/** One labelled figure of a state panel. */
export function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-1 border-b border-slate-100 py-2 sm:flex-row sm:justify-between">
      <dt className="font-medium text-slate-800">{label}</dt>
      <dd className="text-slate-900 sm:text-right">{children}</dd>
    </div>
  );
}
