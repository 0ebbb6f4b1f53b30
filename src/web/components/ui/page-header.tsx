import type { ReactNode } from 'react';

/** A signed-in screen's h1 with its intro line, and an optional action at the far end. */
export function PageHeader({
  title,
  intro,
  action,
}: {
  title: string;
  intro: ReactNode;
  action?: ReactNode;
}) {
  return (
    <div className="flex flex-wrap items-start justify-between gap-4">
      <div>
        <h1 className="text-3xl font-bold text-brand-navy">{title}</h1>
        {intro}
      </div>
      {action}
    </div>
  );
}
