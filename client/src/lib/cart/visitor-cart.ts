import { useSyncExternalStore } from 'react';
import { fitsUnit } from '#shared/catalog/units.ts';
import { type CertificateRequirement, certificateRequirements } from '#shared/orders/certificate-required.ts';

/**
 * A visitor's cart line: the product, quantity and the certificate it requires (PRODUCT.md §20;
 * absent: none); prices are read fresh from the catalog.
 */
export interface VisitorCartLine {
  productId: string;
  quantity: number;
  certificateRequired?: CertificateRequirement;
  /** The public heat pinned on the product page (PRODUCT.md §20), sent at sign-in; absent: any heat. */
  heatNumber?: string;
}

const storageKey = 'visitorCart';
/** As many lines as POST /cart/merge takes at sign-in (shared/cart/cart.schema.ts). */
export const maxVisitorCartLines = 200;
const none: readonly VisitorCartLine[] = [];

let snapshot: readonly VisitorCartLine[] | undefined;
const listeners = new Set<() => void>();

function isLine(value: unknown): value is VisitorCartLine {
  if (!value || typeof value !== 'object') return false;
  const line = value as Record<string, unknown>;
  // Whole pieces, or metres and kilograms to the mm or g (PRODUCT.md §15); the merge checks the unit.
  const quantity = line.quantity;
  const certificate = line.certificateRequired;
  const heat = line.heatNumber;
  return (
    typeof line.productId === 'string' &&
    typeof quantity === 'number' &&
    quantity > 0 &&
    fitsUnit('m', quantity) &&
    (certificate === undefined || (certificateRequirements as readonly unknown[]).includes(certificate)) &&
    (heat === undefined || typeof heat === 'string')
  );
}

/** What localStorage holds, ignoring anything that is not a list of lines (edited by hand, an old version). */
function read(): readonly VisitorCartLine[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(storageKey) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter(isLine).slice(0, maxVisitorCartLines) : none;
  } catch {
    return none;
  }
}

function notify(): void {
  snapshot = undefined;
  for (const listener of listeners) listener();
}

/**
 * The visitor's cart in this browser (docs/product/ordering.md#cart), shared by every tab: a
 * change in one tab reaches the others through the storage event.
 */
export const visitorCart = {
  lines(): readonly VisitorCartLine[] {
    snapshot ??= read();
    return snapshot;
  },
  save(lines: readonly VisitorCartLine[]): void {
    if (lines.length === 0) localStorage.removeItem(storageKey);
    else localStorage.setItem(storageKey, JSON.stringify(lines));
    notify();
  },
  clear(): void {
    visitorCart.save([]);
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    const onStorage = (event: StorageEvent) => {
      if (event.key === storageKey || event.key === null) notify();
    };
    window.addEventListener('storage', onStorage);
    return () => {
      listeners.delete(listener);
      window.removeEventListener('storage', onStorage);
    };
  },
};

export function useVisitorCartLines(): readonly VisitorCartLine[] {
  return useSyncExternalStore(visitorCart.subscribe, visitorCart.lines, () => none);
}
