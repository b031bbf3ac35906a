import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import type { Lot } from '#shared/catalog/lot.schema.ts';
import type { Unit } from '#shared/catalog/units.ts';
import { heatChoice as h } from '#shared/messages/heat-choice.ts';
import { api } from '../api-client.ts';
import { heatOptions } from './heat-options.ts';

/** GET /products/{id}/lots: the product's public heats, as anyone may read them (PRODUCT.md §20). */
export const productLotsKey = (productId: string) => ['products', productId, 'lots'] as const;

interface HeatSelectProps {
  productId: string;
  unit: Unit;
  /** The pinned heat; null: any heat, the oldest lots first. */
  value: string | null;
  onChange: (value: string | null) => void;
  disabled?: boolean;
  /** The select's accessible name when it has no visible label (a cart row names its product). */
  ariaLabel?: string;
  size?: 'sm' | 'md';
}

/**
 * The buyer's heat (PRODUCT.md §20 "the product page offers the public heats"): Any heat, or one
 * public heat with its quantity available and certificate type. Loaded when shown, not with the
 * page; nothing while loading or when the product has no public heat and the line no pin.
 */
export function HeatSelect({ productId, unit, value, onChange, disabled, ariaLabel, size = 'md' }: HeatSelectProps) {
  const id = useId();
  const lots = useQuery({
    queryKey: productLotsKey(productId),
    queryFn: ({ signal }) => api<Lot[]>(`/products/${encodeURIComponent(productId)}/lots`, { signal }),
  });
  const options = heatOptions(lots.data ?? [], unit, value);
  if (options.length === 0) return null;
  const select = (
    <select
      id={id}
      value={value ?? ''}
      disabled={disabled}
      aria-label={ariaLabel}
      onChange={(event) => onChange(event.target.value || null)}
      className={size === 'sm' ? 'select select-sm w-full max-w-64' : 'select w-full'}
    >
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </select>
  );
  if (ariaLabel) return select;
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="font-semibold">
        {h.label}
      </label>
      {select}
    </div>
  );
}
