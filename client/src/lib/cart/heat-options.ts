import type { Lot } from '#shared/catalog/lot.schema.ts';
import { formatQuantity, type Unit } from '#shared/catalog/units.ts';
import { heatChoice as h } from '#shared/messages/heat-choice.ts';

/** A heat the select offers: its value (the heat number, '' for any) and its words. */
export interface HeatOption {
  value: string;
  label: string;
}

/** "H71234 — 120 pcs, EN 10204 3.1": the heat, the quantity available in the product's unit, its certificate type. */
export function heatOptionLabel(lot: Pick<Lot, 'heatNumber' | 'quantity' | 'certificate'>, unit: Unit): string {
  return h.option(lot.heatNumber, formatQuantity(unit, lot.quantity), lot.certificate?.type ?? null);
}

/**
 * Any heat, then each public heat oldest first (as GET /products/{id}/lots answers them). A pin
 * no longer among them stays offered, so the select never shows a value it cannot hold. Empty
 * when there is nothing to choose: no public heat and no pin.
 */
export function heatOptions(lots: readonly Lot[], unit: Unit, pinned: string | null | undefined): HeatOption[] {
  const offered = lots
    .filter((lot) => lot.public)
    .map((lot) => ({ value: lot.heatNumber, label: heatOptionLabel(lot, unit) }));
  const lost =
    pinned && !offered.some((option) => option.value === pinned)
      ? [{ value: pinned, label: h.notOffered(pinned) }]
      : [];
  if (offered.length === 0 && lost.length === 0) return [];
  return [{ value: '', label: h.any }, ...offered, ...lost];
}
