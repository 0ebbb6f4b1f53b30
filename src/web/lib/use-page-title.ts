import { useEffect } from 'react';
import { pageTitle } from '../../shared/brand';

/** Sets the document title with the brand suffix. */
export function usePageTitle(title: string): void {
  useEffect(() => {
    document.title = pageTitle(title);
  }, [title]);
}
