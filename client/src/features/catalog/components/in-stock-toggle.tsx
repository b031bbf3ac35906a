import { useId, useState } from 'react';
import { catalogFilters as f } from '#shared/messages/catalog-filters.ts';

interface InStockToggleProps {
  checked: boolean;
  onChange: (checked: boolean) => void;
}

/**
 * "In stock only". The box follows the click at once: the URL change it makes is rendered in a
 * transition, and a controlled checkbox would otherwise spring back until that commits.
 */
export function InStockToggle({ checked, onChange }: InStockToggleProps) {
  const id = useId();
  const [shown, setShown] = useState(checked);
  const [fromUrl, setFromUrl] = useState(checked);
  // The URL changed under us (back button, Clear filters): show its value.
  if (checked !== fromUrl) {
    setFromUrl(checked);
    setShown(checked);
  }
  return (
    <div className="flex items-center gap-2 lg:pb-2">
      <input
        id={id}
        type="checkbox"
        checked={shown}
        onChange={(event) => {
          setShown(event.target.checked);
          onChange(event.target.checked);
        }}
        className="checkbox"
      />
      <label htmlFor={id} className="text-sm font-semibold">
        {f.inStockOnly}
      </label>
    </div>
  );
}
