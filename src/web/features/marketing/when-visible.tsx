import { type ReactNode, Suspense, useEffect, useRef, useState } from 'react';

/**
 * Mounts its children when they come within `rootMargin` of the viewport. Heavy below-the-fold
 * widgets (state panels, the quote form) then load their code only for visitors who reach them,
 * which keeps each page's first load inside the JavaScript budget (decision 0018). The reserved
 * height keeps the page from jumping while the chunk loads.
 */
export function WhenVisible({
  children,
  minHeight,
  rootMargin = '400px 0px',
}: {
  children: ReactNode;
  minHeight: number;
  rootMargin?: string;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const [isVisible, setIsVisible] = useState(false);

  useEffect(() => {
    const element = ref.current;
    if (isVisible || !element) return;
    if (!('IntersectionObserver' in window)) {
      setIsVisible(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setIsVisible(true);
          observer.disconnect();
        }
      },
      { rootMargin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [isVisible, rootMargin]);

  const placeholder = <div style={{ minHeight }} />;
  return (
    <div ref={ref}>
      {isVisible ? <Suspense fallback={placeholder}>{children}</Suspense> : placeholder}
    </div>
  );
}
