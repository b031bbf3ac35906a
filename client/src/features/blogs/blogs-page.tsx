import { messages } from '#shared/messages/storefront.ts';
import { PageTitle } from '../../components/ui/page-title.tsx';

/** docs/product/screens.md: the blogs page is only the text 'Coming Soon'. */
export function BlogsPage() {
  return (
    <div className="grid min-h-[50vh] place-items-center">
      <PageTitle title={messages.ui.blogs} />
      <h1 className="text-4xl font-bold">{messages.blogs.comingSoon}</h1>
    </div>
  );
}
