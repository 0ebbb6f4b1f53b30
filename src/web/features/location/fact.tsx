import type { ReactNode } from 'react';

/** One labelled figure of a state panel; `stacked` puts a long text under its label. */
export function Fact({
  label,
  children,
  stacked = false,
}: {
  label: string;
  children: ReactNode;
  stacked?: boolean;
}) {
  return (
    <div
      className={`flex flex-col gap-1 border-b border-slate-100 py-2 ${stacked ? '' : 'sm:flex-row sm:justify-between'}`}
    >
      <dt className="font-medium text-slate-800">{label}</dt>
      <dd className={`text-slate-900 ${stacked ? '' : 'sm:text-right'}`}>{children}</dd>
    </div>
  );
}
