import { catalogFilters as f } from '#shared/messages/catalog-filters.ts';
import { RangeFields } from './range-fields.tsx';

interface SizeRangeProps {
  sizeMin: string;
  sizeMax: string;
  onChange: (range: { sizeMin: string; sizeMax: string }) => void;
}

const fields = () =>
  [
    { key: 'sizeMin', label: f.sizeMin },
    { key: 'sizeMax', label: f.sizeMax },
  ] as const;

/** The main-dimension range in millimetres (a tube's OD, a bar's diameter, a plate's thickness). */
export function SizeRange({ sizeMin, sizeMax, onChange }: SizeRangeProps) {
  return (
    <RangeFields
      values={{ sizeMin, sizeMax }}
      fields={fields()}
      applyLabel={f.applySize}
      onChange={onChange}
      className="grid grid-cols-[1fr_1fr_auto] items-end gap-2"
    />
  );
}
