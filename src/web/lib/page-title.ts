import { useEffect } from 'react';
import { PRODUCT_NAME } from '../../common/brand';

/** A page's document title: "Page · Product", or the product name alone. */
export function documentTitle(title?: string): string {
  return title ? `${title} · ${PRODUCT_NAME}` : PRODUCT_NAME;
}

/** Sets the document title for the current page. */
export function usePageTitle(title?: string): void {
  useEffect(() => {
    document.title = documentTitle(title);
  }, [title]);
}
