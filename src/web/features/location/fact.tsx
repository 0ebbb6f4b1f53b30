import type { ReactNode } from 'react';
import type { StateCode } from '../../../shared/states/state-names';

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

/** What the auto and home panel bodies take: the state, and the level of the panel's title. */
export type FactsBodyProps = { state: StateCode; headingLevel: 2 | 3 };

/** A block of a panel body under a subheading one level below the panel's title. */
export function FactSection({
  headingLevel,
  heading,
  children,
}: {
  headingLevel: FactsBodyProps['headingLevel'];
  heading: string;
  children: ReactNode;
}) {
  const Subheading = headingLevel === 2 ? 'h3' : 'h4';
  return (
    <div>
      <Subheading className="text-lg font-semibold text-slate-900">{heading}</Subheading>
      {children}
    </div>
  );
}
