import { useEffect } from 'react';
import { PRODUCT_NAME } from '../../common/brand';

/** Sets the document title for the current page: "Page · Product". */
export function usePageTitle(title?: string): void {
  useEffect(() => {
    document.title = title ? `${title} · ${PRODUCT_NAME}` : PRODUCT_NAME;
  }, [title]);
}
