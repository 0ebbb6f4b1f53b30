/**
 * Brings a section into view and moves keyboard focus to its heading, so a button or in-page link
 * that opens or points at a section is followed by the eye and by a screen reader alike.
 * The heading gets tabIndex -1 (focusable by script only); motion follows the reduced-motion setting.
 */
export function revealSection(heading: HTMLElement | null): void {
  if (!heading) return;
  if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
  const reduceMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
  heading.scrollIntoView({ behavior: reduceMotion ? 'auto' : 'smooth', block: 'start' });
  heading.focus({ preventScroll: true });
}
