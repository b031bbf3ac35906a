import { useParams } from 'react-router';
import { quotes } from '#shared/messages/quotes.ts';
import { quotePaths } from '#shared/lazy-paths.ts';
import type { Quote } from '#shared/quotes/quote.schema.ts';
import { ErrorState } from '../../components/ui/error-state.tsx';
import { LoadingState } from '../../components/ui/loading-state.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { useProfile } from '../../lib/queries/profile.ts';
import { useAuth } from '../../lib/session/auth-context.ts';
import { useQuote } from './api/get-quotes.ts';
import { AcceptForm } from './components/accept-form.tsx';
import { AnswerForm } from './components/answer-form.tsx';
import { DeclineForm } from './components/decline-form.tsx';
import { QuoteAnswerFacts, QuoteRequestFacts } from './components/quote-facts.tsx';
import { WithdrawButton } from './components/withdraw-button.tsx';
import { quoteActions, shownStatus } from './quote-rules.ts';
import { MissingState } from '../../components/ui/missing-state.tsx';
import { PageHeading } from '../../components/ui/page-heading.tsx';

const t = quotes;

/** Accept (ship-to prefilled from the profile, as the checkout) and Withdraw. */
function BuyerActions({ quote, email }: { quote: Quote; email: string }) {
  const profile = useProfile(email);
  const can = quoteActions(quote, new Date());
  if (!can.accept && !can.withdraw) {
    return shownStatus(quote, new Date()) === 'expired' ? <p>{t.expiredNote}</p> : null;
  }
  return (
    <div className="flex flex-col gap-4">
      {can.accept &&
        (profile.isPending ? (
          <LoadingState />
        ) : (
          <AcceptForm
            quote={quote}
            defaults={{ address: profile.data?.shipToAddress ?? '', phone: profile.data?.phone ?? '' }}
          />
        ))}
      {can.withdraw && <WithdrawButton quote={quote} />}
    </div>
  );
}

function AdminActions({ quote }: { quote: Quote }) {
  const can = quoteActions(quote, new Date());
  return (
    <div className="flex flex-col gap-4">
      {can.answer && <AnswerForm quote={quote} />}
      {can.decline && <DeclineForm quote={quote} />}
    </div>
  );
}

/**
 * /dashboard/quotes/{id}: the request, its drawing and the store's answer (docs/product/quotes.md).
 * Its buyer accepts or withdraws it; an admin answers or declines it.
 */
export function QuotePage() {
  const { id = '' } = useParams();
  const { user, isAdmin } = useAuth();
  const quote = useQuote(id);
  const back = isAdmin
    ? { to: quotePaths.manageQuotes, label: t.backToManageQuotes }
    : { to: quotePaths.myQuotes, label: t.backToQuotes };
  if (quote.isPending) return <LoadingState />;
  if (quote.isError) {
    if (quote.error instanceof ApiError && [400, 403, 404].includes(quote.error.status)) {
      return <MissingState title={t.notFound} back={back} />;
    }
    return <ErrorState error={quote.error} onRetry={() => void quote.refetch()} isRetrying={quote.isFetching} />;
  }
  const data = quote.data;
  const title = t.quoteTitle(data.number);
  return (
    <div className="flex flex-col gap-6">
      <PageHeading title={title} back={back} />
      <div className="grid gap-8 lg:grid-cols-2">
        <QuoteRequestFacts quote={data} status={shownStatus(data, new Date())} showBuyer={isAdmin} />
        <QuoteAnswerFacts quote={data} />
      </div>
      {isAdmin ? <AdminActions quote={data} /> : <BuyerActions quote={data} email={user?.email ?? ''} />}
    </div>
  );
}
