import { type ReactNode, useEffect, useRef } from 'react';

interface MasterDetailProps {
  list: ReactNode;
  /** What the chosen item shows, or a prompt to choose one. */
  detail: ReactNode;
  /** The chosen item's id (from the address, so deep links and the back button keep working). */
  selection: string | null;
  /** The detail pane's landmark name, e.g. "Conversation". */
  label: string;
}

/**
 * A wide screen's list beside the item chosen from it. The pane stays in view while the list scrolls (padded so its cards' shadows are not clipped), and a
 * new choice moves focus into it so a screen reader reads what opened (a deep link keeps the browser's focus).
 */
export function MasterDetail({ list, detail, selection, label }: MasterDetailProps) {
  const pane = useRef<HTMLElement>(null);
  const shown = useRef(selection);
  useEffect(() => {
    if (shown.current === selection) return;
    shown.current = selection;
    if (selection) pane.current?.focus({ preventScroll: true });
  }, [selection]);
  return (
    <div className="grid grid-cols-[minmax(0,2fr)_minmax(0,3fr)] items-start gap-8">
      <div className="min-w-0">{list}</div>
      <section
        ref={pane}
        tabIndex={-1}
        aria-label={label}
        className="sticky top-[calc(var(--height-header)+1.5rem)] max-h-[calc(100dvh-var(--height-header)-var(--height-tabbar)-3rem)] -m-3 min-w-0 overflow-y-auto p-3 outline-none"
      >
        {detail}
      </section>
    </div>
  );
}
