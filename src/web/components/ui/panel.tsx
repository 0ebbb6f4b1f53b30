import type { ReactNode } from 'react';

/** A white card section under an h2; named by its heading when `headingId` is given. */
export function Panel({
  heading,
  headingId,
  className = '',
  children,
}: {
  heading: string;
  headingId?: string;
  /** Extra classes for the section (outer spacing). */
  className?: string;
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={headingId}
      className={`${className} rounded-lg bg-white p-6 shadow-sm ring-1 ring-slate-200`.trim()}
    >
      <h2 id={headingId} className="text-lg font-bold text-brand-navy">
        {heading}
      </h2>
      {children}
    </section>
  );
}
