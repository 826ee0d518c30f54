import { useEffect } from 'react';
import { useSessionStore } from '../session/store.js';

export const DEFAULT_PRODUCT_NAME = 'Formwork';

/** The product name from the system settings, once known. */
export function useProductName(): string {
  return useSessionStore((state) => state.sysConfig?.sysName) || DEFAULT_PRODUCT_NAME;
}

/** Page titles carry the product name as a suffix. */
export function usePageTitle(title: string): void {
  const product = useProductName();
  useEffect(() => {
    document.title = title ? `${title} - ${product}` : product;
  }, [title, product]);
}
