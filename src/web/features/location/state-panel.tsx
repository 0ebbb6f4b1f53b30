import { lazy, Suspense, useEffect, useState } from 'react';
import type { PanelKind } from './panel-body';
import { type UseDetectedStateOptions, useDetectedState } from './use-detected-state';

const PanelBody = lazy(() => import('./panel-body'));

/** Starts loading a little before the element scrolls into view (at once without IntersectionObserver). */
function useIsNearViewport(element: HTMLElement | null): boolean {
  const [isNear, setIsNear] = useState(false);
  useEffect(() => {
    if (isNear || !element) return;
    if (typeof IntersectionObserver === 'undefined') {
      setIsNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setIsNear(true);
      },
      { rootMargin: '600px 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [element, isNear]);
  return isNear;
}

/**
 * Detection starts at page load (the pages ask for the browser position then, spec section 2);
 * the panel's code, data and texts load when it comes near the screen, so a page's first load
 * carries none of them. The section keeps its height throughout: nothing below it moves.
 */
export function StatePanel({
  kind,
  detection,
}: {
  kind: PanelKind;
  detection: UseDetectedStateOptions;
}) {
  useDetectedState(detection);
  const [section, setSection] = useState<HTMLElement | null>(null);
  const isNear = useIsNearViewport(section);
  return (
    <section
      ref={setSection}
      data-panel={kind}
      className="mx-auto my-12 min-h-[34rem] max-w-4xl rounded-xl border border-slate-200 bg-white p-6 shadow-sm"
    >
      {isNear && (
        <Suspense fallback={null}>
          <PanelBody kind={kind} />
        </Suspense>
      )}
    </section>
  );
}
