import { useState } from 'react';
import { toast } from 'react-toastify/unstyled';
import { type CompanyRole, companyRoles, memberPatchSchema } from '#shared/companies/company.schema.ts';
import { companies } from '#shared/messages/companies.ts';
import { formatMoney } from '#shared/money/format-money.ts';
import { BusyButton } from '../../../components/ui/busy-button.tsx';
import { MoneyField } from '../../../components/ui/money-field.tsx';
import { currencySymbol, typedAmountProblem } from '../../../lib/company-money.ts';
import type { CompanyMember, MyCompany } from '../../../lib/queries/my-company.ts';
import { usePatchMember, useRemoveMember } from '../api/company-api.ts';
import { moneyText } from '../company-rules.ts';
import { type MaybeColumn, ResponsiveTable } from '../../../components/ui/responsive-table.tsx';

const t = companies.pages;
const c = t.memberColumns;

/**
 * A company admin's controls in one member's row: role, monthly limit, save, remove. The limit is
 * typed in the company's currency, in whole minor units of it (whole yen; PRODUCT.md §17).
 */
function MemberControls({ member, currency }: { member: CompanyMember; currency: string }) {
  const patch = usePatchMember();
  const remove = useRemoveMember();
  const [role, setRole] = useState<CompanyRole>(member.role);
  const [limit, setLimit] = useState(moneyText(member.monthlySpendingLimit));
  const [problem, setProblem] = useState<string>();
  const save = () => {
    const parsed = memberPatchSchema.safeParse({
      role,
      monthlySpendingLimit: limit.trim() === '' ? null : Number(limit),
    });
    if (!parsed.success) {
      setProblem(parsed.error.issues[0]?.message);
      return;
    }
    const minorProblem = typedAmountProblem(
      parsed.data.monthlySpendingLimit,
      currency,
      companies.labels.monthlySpendingLimit,
    );
    if (minorProblem) {
      setProblem(minorProblem);
      return;
    }
    setProblem(undefined);
    patch.mutate(
      { userId: member.userId, input: parsed.data },
      { onSuccess: () => toast.success(t.memberSaved(member.name)) },
    );
  };
  const removeMember = () => {
    if (!window.confirm(t.confirmRemove(member.name))) return;
    // Awaited: the row goes once the company is read again, before mutate's own callbacks would run.
    void remove.mutateAsync(member.userId).then(
      () => toast.success(t.removed(member.name)),
      () => undefined, // Toasted by the MutationCache.
    );
  };
  const errorId = `member-${member.userId}-error`;
  return (
    <div className="flex flex-wrap items-end gap-2">
      <select
        className="select select-sm w-28"
        aria-label={t.roleOf(member.name)}
        value={role}
        onChange={(event) => setRole(event.target.value as CompanyRole)}
      >
        {companyRoles.map((value) => (
          <option key={value} value={value}>
            {t.roles[value]}
          </option>
        ))}
      </select>
      <MoneyField
        inline
        label={t.limitIn(member.name, currencySymbol(currency))}
        currency={currency}
        error={problem}
        aria-describedby={problem ? errorId : undefined}
        placeholder={t.noLimit}
        value={limit}
        onChange={(event) => setLimit(event.target.value)}
      />
      <BusyButton busy={patch.isPending} spinner="xs" type="button" className="btn btn-sm btn-primary" onClick={save}>
        {t.saveMember}
        <span className="sr-only">: {member.name}</span>
      </BusyButton>
      <BusyButton
        busy={remove.isPending}
        spinner="xs"
        type="button"
        className="btn btn-sm btn-outline"
        onClick={removeMember}
      >
        {t.remove}
        <span className="sr-only">: {member.name}</span>
      </BusyButton>
      {problem && (
        <p id={errorId} className="w-full text-sm text-red-700">
          {problem}
        </p>
      )}
    </div>
  );
}

interface MembersTableProps {
  company: MyCompany;
  /** The caller's own account id, marked "(you)" and given no controls (Leave company is theirs). */
  ownUserId: string | undefined;
  canManage: boolean;
}

/**
 * Members with role, monthly limit and this month's spend, in the company's currency; company
 * admins change or remove them.
 */
export function MembersTable({ company, ownUserId, canManage }: MembersTableProps) {
  const money = (major: number) => formatMoney(major, company.currency);
  const columns: MaybeColumn<MyCompany['members'][number]>[] = [
    {
      header: c.name,
      rowHeader: true,
      className: 'font-normal',
      cell: (member) => (
        <span>
          {member.name} {member.userId === ownUserId && <span className="text-base-content/75">{t.you}</span>}
        </span>
      ),
    },
    { header: c.email, className: 'break-all', cell: (member) => member.email },
    { header: c.role, cell: (member) => t.roles[member.role] },
    {
      header: c.monthlyLimit,
      numeric: true,
      cell: (member) => (member.monthlySpendingLimit === null ? t.noLimit : money(member.monthlySpendingLimit)),
    },
    { header: c.spent, numeric: true, cell: (member) => money(member.spentThisMonth) },
    canManage && {
      header: c.actions,
      cell: (member) =>
        member.userId === ownUserId ? null : <MemberControls member={member} currency={company.currency} />,
    },
  ];
  return (
    <ResponsiveTable
      caption={t.membersCaption}
      columns={columns}
      rows={company.members}
      rowKey={(member) => member.userId}
    />
  );
}
