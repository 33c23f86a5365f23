import { useEffect, useRef } from 'react';

/** SPEC §9: the next page loads when the reader is within the last 15% of the list. */
export const INFINITE_SCROLL_THRESHOLD = 0.15;

/**
 * Placed after a list's last item: calls onVisible when it comes within 15% of the viewport's height
 * of the bottom, so the next page is on its way before the reader reaches the end.
 */
export function InfiniteSentinel({ onVisible, disabled }: { onVisible: () => void; disabled?: boolean }) {
  const ref = useRef<HTMLDivElement>(null);
  const latest = useRef(onVisible);
  latest.current = onVisible;
  useEffect(() => {
    const element = ref.current;
    // Without IntersectionObserver (old browsers) the list's own "Load more" control remains.
    if (!element || disabled || typeof IntersectionObserver === 'undefined') return;
    const margin = Math.round(window.innerHeight * INFINITE_SCROLL_THRESHOLD);
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) latest.current();
      },
      { rootMargin: `0px 0px ${margin}px 0px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [disabled]);
  return <div ref={ref} aria-hidden="true" className="h-px" />;
}
