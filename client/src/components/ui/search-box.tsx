import { type FormEvent, useEffect, useEffectEvent, useId, useState } from 'react';
import { messages } from '#shared/messages/storefront.ts';

/** Typing pauses this long before the list follows, so each keystroke is not a request. */
const debounceMs = 350;

interface SearchBoxProps {
  value: string;
  onSearch: (q: string) => void;
  /** The products search's words unless a list names its own (Manage All Orders). */
  label?: string;
  placeholder?: string;
}

/** A list's search field (products, orders). Enter searches at once; otherwise the list follows a typing pause. */
export function SearchBox({
  value,
  onSearch,
  label = messages.catalog.search,
  placeholder = messages.catalog.searchPlaceholder,
}: SearchBoxProps) {
  const id = useId();
  const [text, setText] = useState(value);
  const [shownValue, setShownValue] = useState(value);
  // The URL changed under us (back button, a link): show its search instead of the typed one.
  // Only when it differs in substance, so a trailing space being typed is not taken away.
  if (value !== shownValue) {
    setShownValue(value);
    if (text.trim() !== value.trim()) setText(value);
  }

  const search = useEffectEvent((q: string) => onSearch(q));
  useEffect(() => {
    if (text.trim() === value.trim()) return;
    const timer = setTimeout(() => search(text), debounceMs);
    return () => clearTimeout(timer);
  }, [text, value]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(text);
  };

  return (
    <form role="search" onSubmit={submit} className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-semibold">
        {label}
      </label>
      <input
        id={id}
        type="search"
        name="q"
        value={text}
        maxLength={100}
        autoComplete="off"
        placeholder={placeholder}
        onChange={(event) => setText(event.target.value)}
        className="input w-full"
      />
    </form>
  );
}
