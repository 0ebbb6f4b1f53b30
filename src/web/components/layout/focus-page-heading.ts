/** How long a new page may take to show its heading (a lazy screen, a first request). */
const headingWaitMs = 10_000;

/**
 * Puts the focus on the page's h1 (made focusable with tabIndex=-1) once it is there, unless the
 * page placed the focus itself meanwhile (a field, a dialog): only a focus left on <body> or on
 * the link that was followed is moved. Until the person clicks or types (or 10 s pass), a focus
 * dropped to <body> again (a part of the page suspending while it loads hides the heading for a
 * moment) goes back to the heading. Returns a function that stops watching.
 */
export function focusPageHeading(trigger: Element | null): () => void {
  const focusHeading = () => {
    const active = document.activeElement;
    const isLeftBehind = !active || active === document.body || active === trigger;
    if (!isLeftBehind) return;
    const heading = document.querySelector<HTMLElement>('#main h1');
    if (!heading) return;
    if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1;
    heading.focus({ preventScroll: true });
  };
  const observer = new MutationObserver(focusHeading);
  const stop = () => {
    observer.disconnect();
    window.clearTimeout(timer);
    window.removeEventListener('pointerdown', stop, true);
    window.removeEventListener('keydown', stop, true);
  };
  const timer = window.setTimeout(stop, headingWaitMs);
  window.addEventListener('pointerdown', stop, true);
  window.addEventListener('keydown', stop, true);
  observer.observe(document.body, { childList: true, subtree: true, attributes: true });
  focusHeading();
  return stop;
}
