import type { FormEvent, ReactNode } from 'react';

interface FormCardProps {
  /** The heading's id: the card is the region it names. */
  headingId: string;
  title: string;
  onSubmit: (event: FormEvent<HTMLFormElement>) => Promise<void>;
  /** Classes of the form (the card's body): `max-w-2xl`. */
  className?: string;
  children: ReactNode;
}

/** A form in a card headed by its title: the section the heading names, the form (noValidate: the schemas word the problems). */
export function FormCard({ headingId, title, onSubmit, className = '', children }: FormCardProps) {
  return (
    <section aria-labelledby={headingId} className="card border border-base-300 bg-base-100 shadow-sm">
      <form noValidate onSubmit={(event) => void onSubmit(event)} className={`card-body gap-4 ${className}`}>
        <h2 id={headingId} className="card-title text-xl">
          {title}
        </h2>
        {children}
      </form>
    </section>
  );
}
