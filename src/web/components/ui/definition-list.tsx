import type { ReactNode } from 'react';

/**
 * Label and value rows; on wide screens the labels form a column of the width that
 * `columnsClassName` gives (a literal Tailwind class, e.g. `sm:grid-cols-[10rem_1fr]`).
 */
export function DefinitionList({
  rows,
  columnsClassName,
}: {
  rows: ReadonlyArray<{ label: string; value: ReactNode }>;
  columnsClassName: string;
}) {
  return (
    <dl className={`mt-4 grid gap-3 ${columnsClassName}`}>
      {rows.map((row) => (
        <div key={row.label} className="contents">
          <dt className="font-medium text-slate-700">{row.label}</dt>
          {/* A long e-mail address must wrap on a phone rather than widen the page. */}
          <dd className="min-w-0 text-slate-900 [overflow-wrap:anywhere]">{row.value}</dd>
        </div>
      ))}
    </dl>
  );
}
