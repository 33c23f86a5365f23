import { useEffect } from 'react';
import { useRouteTitle } from '@/shared/routing/route-title';
import { documentTitle } from '@/shared/routing/route-title-text';

/** Keeps document.title at '{title} | Sextant' for the current route's `handle.title`. */
export function TitleSync() {
  const title = useRouteTitle();
  useEffect(() => {
    document.title = documentTitle(title);
  }, [title]);
  return null;
}
