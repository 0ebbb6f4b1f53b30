import { Icon } from './icon';
import type { IconName } from './icon-names';

export type IconCard = { key: string; icon: IconName; title: string; body: string };

/** White cards of an icon, a title and a sentence, four to a row on wide screens. */
export function IconCardGrid({
  cards,
  iconClassName,
}: {
  cards: readonly IconCard[];
  iconClassName: string;
}) {
  return (
    <ul className="mx-auto grid max-w-6xl gap-6 sm:grid-cols-2 lg:grid-cols-4">
      {cards.map((card) => (
        <li key={card.key} className="rounded-lg bg-white p-6 shadow-sm">
          <Icon name={card.icon} className={iconClassName} size={32} />
          <h3 className="mt-4 text-lg font-semibold text-slate-900">{card.title}</h3>
          <p className="mt-2 text-slate-700">{card.body}</p>
        </li>
      ))}
    </ul>
  );
}

/** The hero's row of headline figures (a value over its label). */
export function ClaimList({
  label,
  claims,
  className,
}: {
  label: string;
  claims: ReadonlyArray<{ key: string; value: string; label: string }>;
  className: string;
}) {
  return (
    <ul aria-label={label} className={className}>
      {claims.map((claim) => (
        <li key={claim.key} className="rounded-lg bg-white p-4 shadow-sm">
          <span className="block text-2xl font-bold text-brand-navy">{claim.value}</span>
          <span className="text-sm text-slate-700">{claim.label}</span>
        </li>
      ))}
    </ul>
  );
}
