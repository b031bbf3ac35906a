import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { toast } from 'react-toastify/unstyled';
import type { z } from 'zod';
import { companyRoles, invitationSchema } from '#shared/companies/company.schema.ts';
import { companies } from '#shared/messages/companies.ts';
import { BusyButton } from '../../../components/ui/busy-button.tsx';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { LoadingState } from '../../../components/ui/loading-state.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { type Invitation, useInvitations, useInvite, useRevokeInvitation } from '../api/company-api.ts';
import { formatDay } from '../format-day.ts';
import { type Column, ResponsiveTable } from '../../../components/ui/responsive-table.tsx';
import { HeadedSection } from '../../../components/ui/headed-section.tsx';

const t = companies.pages;

function InviteForm() {
  const invite = useInvite();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<z.input<typeof invitationSchema>, unknown, z.output<typeof invitationSchema>>({
    resolver: zodResolver(invitationSchema),
    defaultValues: { email: '', role: 'buyer' },
  });
  const onSubmit = handleSubmit(async (input) => {
    try {
      await invite.mutateAsync(input);
    } catch {
      return;
    }
    toast.success(t.invited(input.email));
    reset();
  });
  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="flex flex-wrap items-start gap-4">
      <TextField
        label={t.inviteEmail}
        type="email"
        autoComplete="off"
        aria-required="true"
        className="min-w-64 grow"
        registration={register('email')}
        error={errors.email?.message}
      />
      <FormField label={t.inviteRole} error={errors.role?.message}>
        {(control) => (
          <select {...control} {...register('role')} className="select">
            {companyRoles.map((role) => (
              <option key={role} value={role}>
                {t.roles[role]}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <BusyButton busy={isSubmitting || invite.isPending} className="btn btn-primary mt-7">
        {t.invite}
      </BusyButton>
    </form>
  );
}

function PendingInvitations({ invitations }: { invitations: Invitation[] }) {
  const revoke = useRevokeInvitation();
  if (invitations.length === 0) return <p>{t.noInvitations}</p>;
  const onRevoke = (invitation: Invitation) => {
    if (!window.confirm(t.confirmRevoke(invitation.email))) return;
    // Awaited: the row goes with the refreshed list, before mutate's own callbacks would run.
    void revoke.mutateAsync(invitation._id).then(
      () => toast.success(t.revoked(invitation.email)),
      () => undefined, // Toasted by the MutationCache.
    );
  };
  const columns: Column<Invitation>[] = [
    { header: t.invitationColumns.email, rowHeader: true, className: 'font-normal break-all', cell: (i) => i.email },
    { header: t.invitationColumns.role, cell: (invitation) => t.roles[invitation.role] },
    {
      header: t.invitationColumns.expires,
      cell: (invitation) => <time dateTime={invitation.expiresAt}>{formatDay(invitation.expiresAt)}</time>,
    },
    {
      header: t.memberColumns.actions,
      hideHeader: true,
      cell: (invitation) => (
        <BusyButton
          busy={revoke.isPending && revoke.variables === invitation._id}
          spinner="xs"
          type="button"
          className="btn btn-sm btn-outline"
          onClick={() => onRevoke(invitation)}
        >
          {t.revoke}
          <span className="sr-only">: {invitation.email}</span>
        </BusyButton>
      ),
    },
  ];
  return (
    <ResponsiveTable
      caption={t.pendingCaption}
      columns={columns}
      rows={invitations}
      rowKey={(invitation) => invitation._id}
    />
  );
}

/** A company admin invites by email and role, and sees and revokes the pending invitations. */
export function InvitationsSection() {
  const invitations = useInvitations(true);
  return (
    <HeadedSection headingId="invitations-heading" title={t.invitationsHeading}>
      <InviteForm />
      {invitations.isPending ? (
        <LoadingState />
      ) : invitations.isError ? (
        <ErrorState
          error={invitations.error}
          onRetry={() => void invitations.refetch()}
          isRetrying={invitations.isFetching}
        />
      ) : (
        <PendingInvitations invitations={invitations.data} />
      )}
    </HeadedSection>
  );
}
