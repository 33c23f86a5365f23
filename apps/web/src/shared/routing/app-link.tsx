import { type AnchorHTMLAttributes, createContext, type MouseEvent, useContext } from 'react';

export interface AppLinkContextValue {
  /** Client-side navigation, when a router is mounted. Without it links load the page normally. */
  navigate?: (to: string) => void;
  /** Warms the cache for what the link leads to, on the first sign of intent (hover, focus, touch). */
  prefetch?: () => void;
}

const AppLinkContext = createContext<AppLinkContextValue>({});

export const AppLinkProvider = AppLinkContext.Provider;

export interface AppLinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  to: string;
}

function isPlainLeftClick(event: MouseEvent<HTMLAnchorElement>): boolean {
  return event.button === 0 && !event.metaKey && !event.altKey && !event.ctrlKey && !event.shiftKey;
}

/**
 * An in-app link that works with or without the router: the landing page renders it without one
 * (to stay inside its size budget), the single-page app with one.
 */
export function AppLink({ to, onClick, target, ...rest }: AppLinkProps) {
  const { navigate, prefetch } = useContext(AppLinkContext);
  return (
    <a
      {...rest}
      href={to}
      target={target}
      onPointerEnter={prefetch}
      onFocus={prefetch}
      onTouchStart={prefetch}
      onClick={(event) => {
        onClick?.(event);
        if (!navigate || event.defaultPrevented || !isPlainLeftClick(event)) return;
        if (target && target !== '_self') return;
        event.preventDefault();
        navigate(to);
      }}
    />
  );
}
