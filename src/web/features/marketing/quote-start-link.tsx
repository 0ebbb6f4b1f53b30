import type { ReactNode } from 'react';
import { getPublicConfig } from '../../lib/public-config';
import { CtaLink } from './cta-link';
import { JumpLink } from './jump-link';

/**
 * A general 'Get Your Free Quote': to the configured main site when there is one (decision 0016),
 * else to the page's choice of insurance lines, whose buttons start each line's quote (decision 0047).
 */
export function QuoteStartLink({
  targetId,
  className,
  children,
}: {
  /** The id of the heading over the choice of lines. */
  targetId: string;
  className?: string;
  children: ReactNode;
}) {
  if (getPublicConfig().mainSiteUrl) return <CtaLink className={className}>{children}</CtaLink>;
  return (
    <JumpLink targetId={targetId} className={className}>
      {children}
    </JumpLink>
  );
}
