import type { FormEvent, ReactNode } from 'react';

interface FormCardProps {
  /** The heading's id: the card is the region it names. */
  headingId: string;
  title: string;
  onSubmit: (event: FormEvent<HTMLFormElement>) => Promise<void>;
  /** A card of the page (h2), or a bordered box inside a section (h3: receiving a lot, uploading a certificate). */
  variant?: 'card' | 'box';
  /** Classes of the form (the card's body): `max-w-2xl`. */
  className?: string;
  children: ReactNode;
}

/** A form headed by its title: the region its heading names (noValidate: the schemas word the problems). */
export function FormCard({ headingId, title, onSubmit, variant = 'card', className = '', children }: FormCardProps) {
  const submit = (event: FormEvent<HTMLFormElement>) => void onSubmit(event);
  if (variant === 'box') {
    return (
      <form
        noValidate
        aria-labelledby={headingId}
        onSubmit={submit}
        className={`flex flex-col gap-4 rounded-box border border-base-300 p-4 ${className}`}
      >
        <h3 id={headingId} className="font-semibold">
          {title}
        </h3>
        {children}
      </form>
    );
  }
  return (
    <section aria-labelledby={headingId} className="card border border-base-300 bg-base-100 shadow-sm">
      <form noValidate onSubmit={submit} className={`card-body gap-4 ${className}`}>
        <h2 id={headingId} className="card-title text-xl">
          {title}
        </h2>
        {children}
      </form>
    </section>
  );
}
