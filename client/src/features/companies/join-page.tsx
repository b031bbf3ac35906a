import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { toast } from 'react-toastify/unstyled';
import { companies } from '#shared/messages/companies.ts';
import { companyPaths } from '#shared/lazy-paths.ts';
import { paths } from '#shared/routes.ts';
import { BusyButton } from '../../components/ui/busy-button.tsx';
import { ErrorState } from '../../components/ui/error-state.tsx';
import { LoadingState } from '../../components/ui/loading-state.tsx';
import { PageTitle } from '../../components/ui/page-title.tsx';
import { useAuth } from '../../lib/session/auth-context.ts';
import { type InvitationPreview, useAcceptInvitation, useInvitationPreview } from './api/join-api.ts';
import { joinProblem, previewProblem } from './join-rules.ts';
import { formatDay } from './format-day.ts';

const t = companies.pages;

function Problem({ text }: { text: string }) {
  return (
    <p role="alert" className="alert alert-warning max-w-2xl">
      {text}
    </p>
  );
}

function Invited({ token, invitation }: { token: string; invitation: InvitationPreview }) {
  const { user, isLoading } = useAuth();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const accept = useAcceptInvitation();
  const problem = isLoading ? undefined : previewProblem(invitation, Boolean(user));
  const join = async () => {
    try {
      await accept.mutateAsync(token);
    } catch {
      return; // Shown below, worded by joinProblem.
    }
    toast.success(t.joined(invitation.companyName));
    await navigate(companyPaths.company);
  };
  return (
    <div className="flex max-w-2xl flex-col gap-4">
      <p className="text-lg">{t.joinInvited(invitation.companyName, t.roles[invitation.role].toLowerCase())}</p>
      <p>
        {t.joinFor(invitation.email)} {invitation.expiresAt && t.joinExpires(formatDay(invitation.expiresAt))}
      </p>
      {problem ? (
        <Problem text={problem} />
      ) : isLoading ? (
        <LoadingState />
      ) : !user ? (
        <>
          <p>{t.joinSignIn}</p>
          <div className="flex flex-wrap gap-2">
            {/* Sign-in and sign-up come back here (RequireAuth's state), so the Join button is one click away. */}
            <Link to={paths.signIn} state={{ from: pathname }} className="btn btn-primary">
              {t.signIn}
            </Link>
            <Link to={paths.signUp} state={{ from: pathname }} className="btn btn-outline">
              {t.signUp}
            </Link>
          </div>
        </>
      ) : (
        <>
          {accept.isError && <Problem text={joinProblem(accept.error, invitation) ?? accept.error.message} />}
          <BusyButton
            busy={accept.isPending}
            type="button"
            className="btn btn-primary self-start"
            onClick={() => void join()}
          >
            {t.join}
          </BusyButton>
        </>
      )}
    </div>
  );
}

/** /join/{token}: the invitation mailed to a colleague (docs/product/companies.md#members). */
export function JoinPage() {
  const { token = '' } = useParams();
  const invitation = useInvitationPreview(token);
  return (
    <section className="flex flex-col gap-6">
      <PageTitle title={t.joinTitle} />
      <h1 className="text-3xl font-bold">{t.joinTitle}</h1>
      {invitation.isPending ? (
        <LoadingState />
      ) : invitation.isError ? (
        joinProblem(invitation.error) === null ? (
          <ErrorState
            error={invitation.error}
            onRetry={() => void invitation.refetch()}
            isRetrying={invitation.isFetching}
          />
        ) : (
          <Problem text={joinProblem(invitation.error) ?? ''} />
        )
      ) : (
        <Invited token={token} invitation={invitation.data} />
      )}
    </section>
  );
}
