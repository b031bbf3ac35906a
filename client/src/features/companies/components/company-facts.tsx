import type { ReactNode } from 'react';
import { companies } from '#shared/messages/companies.ts';
import { taxStanding } from '#shared/messages/tax-standing.ts';
import { formatMoney } from '#shared/money/format-money.ts';
import { availableCredit, currencyName } from '../../../lib/company-money.ts';
import type { MyCompany } from '../../../lib/queries/my-company.ts';
import { termsName } from '../company-rules.ts';
import { VatIdWithStatus } from './vat-status-badge.tsx';
import { HeadedSection } from '../../../components/ui/headed-section.tsx';
import { FactList } from '../../../components/ui/fact-list.tsx';
export { FactList };

const t = companies.pages;
const f = t.facts;

/**
 * What the store set (terms, currency, credit, discount) and what the company owes: read-only for
 * members. Every amount is in the company's currency (PRODUCT.md §17), which only the store sets.
 */
export function CompanyTerms({ company }: { company: MyCompany }) {
  const money = (major: number) => formatMoney(major, company.currency);
  return (
    <HeadedSection headingId="terms-heading" title={t.termsHeading} className="flex flex-col gap-3">
      <p className="text-sm text-base-content/80">{t.termsIntro}</p>
      <FactList
        facts={[
          [f.paymentTerms, termsName(company.paymentTerms)],
          [f.currency, currencyName(company.currency)],
          [f.creditLimit, money(company.creditLimit)],
          [f.availableCredit, availableCredit(company)],
          [f.discount, t.percent(company.discountPercent)],
          [f.openBalance, money(company.openBalance)],
          [
            f.overdueBalance,
            <span className={company.overdueBalance > 0 ? 'font-semibold text-red-800' : ''}>
              {money(company.overdueBalance)}
            </span>,
          ],
        ]}
      />
    </HeadedSection>
  );
}

/** The company's details as a buyer reads them (only admins edit them). */
export function CompanyDetailsFacts({ company }: { company: MyCompany }) {
  const facts: [string, ReactNode][] = [
    [f.taxId, company.taxId || '—'],
    [taxStanding.fields.vatId, <VatIdWithStatus vatId={company.vatId} status={company.vatIdStatus} />],
    [f.billingAddress, <span className="whitespace-pre-line">{company.billingAddress}</span>],
    [
      f.approvalThreshold,
      company.approvalThreshold === null ? t.noThreshold : formatMoney(company.approvalThreshold, company.currency),
    ],
  ];
  company.addresses.forEach((address, index) =>
    facts.push([
      `${t.addressNumber(index + 1)}${address.label ? ` (${address.label})` : ''}${address.isDefault ? `, ${t.fields.defaultAddress.toLowerCase()}` : ''}`,
      <span className="whitespace-pre-line">{address.address}</span>,
    ]),
  );
  return (
    <HeadedSection headingId="details-heading" title={t.detailsHeading} className="flex flex-col gap-3">
      <FactList facts={facts} />
    </HeadedSection>
  );
}
