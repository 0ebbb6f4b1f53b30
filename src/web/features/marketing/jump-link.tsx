import type { MouseEvent, ReactNode } from 'react';
import { revealSection } from './reveal-section';

/**
 * An in-page link to a section heading (`#id`): it scrolls the heading into view and focuses it.
 * Without script the browser follows the fragment the same way.
 */
export function JumpLink({
  targetId,
  className,
  children,
}: {
  targetId: string;
  className?: string;
  children: ReactNode;
}) {
  function handleClick(event: MouseEvent<HTMLAnchorElement>) {
    const heading = document.getElementById(targetId);
    if (!heading) return;
    event.preventDefault();
    revealSection(heading);
  }
  return (
    <a href={`#${targetId}`} onClick={handleClick} className={className}>
      {children}
    </a>
  );
}
