/** How long a new page may take to show its heading (a lazy screen, a first request). */
const headingWaitMs = 10_000;

/**
 * Puts the focus on the page's h1 (made focusable with tabIndex=-1) once it is there, unless the
 * page placed the focus itself meanwhile (a field, a dialog): only a focus left on <body> or on
 * the link that was followed is moved. Returns a function that stops waiting.
 */
export function focusPageHeading(trigger: Element | null): () => void {
  const focusHeading = (): boolean => {
    const active = document.activeElement;
    const isLeftBehind = !active || active === document.body || active === trigger;
    if (!isLeftBehind) return true;
    const heading = document.querySelector<HTMLElement>('#main h1');
    if (!heading) return false;
    if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1;
    heading.focus({ preventScroll: true });
    return true;
  };
  if (focusHeading()) return () => undefined;
  const observer = new MutationObserver(() => {
    if (focusHeading()) stop();
  });
  const timer = window.setTimeout(() => stop(), headingWaitMs);
  const stop = () => {
    observer.disconnect();
    window.clearTimeout(timer);
  };
  observer.observe(document.body, { childList: true, subtree: true });
  return stop;
}
