import type { ReactNode } from 'react';
import { PageTitle } from '../../../components/ui/page-title.tsx';

interface AuthCardProps {
  title: string;
  intro?: string;
  children: ReactNode;
}

/** The frame of the sign-in, sign-up and reset pages: one centred card under the page's h1. */
export function AuthCard({ title, intro, children }: AuthCardProps) {
  return (
    <div className="flex justify-center py-4 sm:py-10">
      <PageTitle title={title} />
      <div className="card w-full max-w-md border border-base-300 bg-base-100 shadow-sm">
        <div className="card-body gap-5">
          <div>
            <h1 className="text-3xl font-bold">{title}</h1>
            {intro && <p className="mt-1 text-base-content/75">{intro}</p>}
          </div>
          {children}
        </div>
      </div>
    </div>
  );
}
