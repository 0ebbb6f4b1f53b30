import { useEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';

/** How long a new page may take to show its heading (a lazy screen, a first request). */
const headingWaitMs = 10_000;

let hasInteracted = false;
function listenForInteraction() {
  const mark = () => {
    hasInteracted = true;
  };
  window.addEventListener('pointerdown', mark, { capture: true, once: true });
  window.addEventListener('keydown', mark, { capture: true, once: true });
}

/**
 * After following a link (not on the first load, nor a redirect before the person did anything)
 * the focus goes to the new page's h1, made focusable with tabIndex=-1: a screen reader announces
 * the page it arrived on, and Tab continues from the top of the content instead of from <body> or
 * the link left behind. A page that placed the focus itself (a field, a dialog) keeps it; a change
 * of query or hash alone (tabs, the skip link, in-page links) is not a new page.
 */
export function RouteFocus() {
  const { pathname } = useLocation();
  const navigationType = useNavigationType();
  const previousRef = useRef(pathname);

  useEffect(listenForInteraction, []);

  useEffect(() => {
    if (previousRef.current === pathname) return;
    previousRef.current = pathname;
    if (!hasInteracted) return;
    if (navigationType !== 'POP') window.scrollTo(0, 0);
    const trigger = document.activeElement;

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
    if (focusHeading()) return;
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
  }, [pathname, navigationType]);

  return null;
}
