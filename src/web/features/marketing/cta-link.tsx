import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { marketingCtaTarget } from './cta';

/** A marketing call to action: to the main site when configured, else to consumer sign-up. */
export function CtaLink({
  details,
  className,
  label,
  children,
}: {
  /** Quote details carried to sign-up, e.g. `{ type: 'auto', vehicle: 'suv' }`. */
  details?: Record<string, string | undefined>;
  className?: string;
  label?: string;
  children: ReactNode;
}) {
  const target = marketingCtaTarget(details);
  return target.isExternal ? (
    <a href={target.href} className={className} aria-label={label}>
      {children}
    </a>
  ) : (
    <Link to={target.href} className={className} aria-label={label}>
      {children}
    </Link>
  );
}
