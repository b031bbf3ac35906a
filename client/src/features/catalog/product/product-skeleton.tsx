import { messages } from '#shared/messages/storefront.ts';

/** The product page's shape while it loads, so the content arriving does not move the page. */
export function ProductSkeleton() {
  return (
    <div role="status" aria-label={messages.ui.loading} className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_24rem]">
      <div className="flex flex-col gap-4">
        <div className="skeleton h-9 w-2/3" />
        <div className="skeleton aspect-[4/3] w-full max-w-md" />
        <div className="skeleton h-48 w-full max-w-xl" />
      </div>
      <div className="skeleton h-96 w-full" />
    </div>
  );
}
