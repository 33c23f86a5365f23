import { RefreshCw } from 'lucide-react';
import { type ReactNode, useRef, useState } from 'react';
import { cx } from './cx';

const TRIGGER_PX = 64;
const MAX_PULL_PX = 96;

/**
 * Pull down at the top of the page to refresh, as phones expect. Touch only: on a desktop the data
 * refreshes when the window regains focus (TanStack Query), and the page's own controls remain.
 */
export function PullToRefresh({
  onRefresh,
  children,
}: {
  onRefresh: () => Promise<unknown>;
  children: ReactNode;
}) {
  const start = useRef<number | null>(null);
  const [pull, setPull] = useState(0);
  const [refreshing, setRefreshing] = useState(false);

  const onTouchStart = (event: React.TouchEvent) => {
    start.current = window.scrollY <= 0 && !refreshing ? (event.touches[0]?.clientY ?? null) : null;
  };
  const onTouchMove = (event: React.TouchEvent) => {
    if (start.current === null) return;
    const distance = (event.touches[0]?.clientY ?? 0) - start.current;
    setPull(distance > 0 ? Math.min(MAX_PULL_PX, distance / 2) : 0);
  };
  const onTouchEnd = async () => {
    start.current = null;
    if (pull < TRIGGER_PX / 2) return setPull(0);
    setRefreshing(true);
    try {
      await onRefresh();
    } finally {
      setRefreshing(false);
      setPull(0);
    }
  };

  const shown = refreshing ? TRIGGER_PX / 2 : pull;
  return (
    <div onTouchStart={onTouchStart} onTouchMove={onTouchMove} onTouchEnd={onTouchEnd}>
      <div
        aria-hidden={!refreshing}
        className="flex items-end justify-center overflow-hidden text-accent-ink transition-[height]"
        style={{ height: shown }}
      >
        <RefreshCw
          aria-hidden="true"
          className={cx('mb-1 size-5', refreshing && 'animate-spin')}
          style={{ transform: refreshing ? undefined : `rotate(${pull * 4}deg)` }}
        />
      </div>
      {refreshing && (
        <span role="status" className="sr-only">
          Refreshing
        </span>
      )}
      {children}
    </div>
  );
}
