import { lazy, Suspense, useEffect, useState } from 'react';
import type { PanelKind } from './panel-body';
import type { UseDetectedStateOptions } from './use-detected-state';

const PanelBody = lazy(() => import('./panel-body'));

/** Heights that hold most states' panels (measured at 375 and 1280 px wide), reserved up front. */
const reservedHeight: Record<PanelKind, string> = {
  auto: 'min-h-[70rem] sm:min-h-[44rem]',
  home: 'min-h-[86rem] sm:min-h-[52rem]',
};

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
 * The panel's code, data and texts, and location detection with its permission prompt, start when
 * the panel comes near the screen: a page's first load carries none of them, and the browser asks
 * for the position where the answer is used (decision 0015). The section keeps its height
 * throughout, so nothing below it moves.
 */
export function StatePanel({
  kind,
  detection,
  headingLevel = 3,
}: {
  kind: PanelKind;
  detection: UseDetectedStateOptions;
  /** The panel title's level: 3 under a page section's h2 (the default), 2 directly in the page. */
  headingLevel?: 2 | 3;
}) {
  const [section, setSection] = useState<HTMLElement | null>(null);
  const isNear = useIsNearViewport(section);
  return (
    <section
      ref={setSection}
      data-panel={kind}
      className={`mx-auto my-12 max-w-4xl rounded-xl border border-slate-200 bg-white p-6 shadow-sm ${reservedHeight[kind]}`}
    >
      {isNear && (
        <Suspense fallback={null}>
          <PanelBody kind={kind} detection={detection} headingLevel={headingLevel} />
        </Suspense>
      )}
    </section>
  );
}
