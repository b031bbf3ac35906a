import type { Kysely } from 'kysely';
import { iso31661 } from 'iso-3166';
import type { Address } from '#shared/addresses/address.schema.ts';
import { type EndUse, type EndUseInput, type HoldReason, isControlled } from '#shared/compliance/compliance.schema.ts';
import { complianceHolds as t } from '#shared/messages/compliance-holds.ts';
import type { ComplianceSettings } from '#shared/settings/compliance.schema.ts';
import type { Database } from '../../db/database.ts';
import { badRequest } from '../../http-errors.ts';
import { flagCompany, screenParties } from '../compliance/index.ts';
import type { NewLine } from './line-requests.ts';

const countryNames = new Map(iso31661.map((country) => [country.alpha2, country.name]));

/** "Iran, Islamic Republic of (IR)". */
export const countryLabel = (code: string): string => `${countryNames.get(code) ?? code} (${code})`;

/** A controlled line (`isControlled`) shipping outside the home country: an end-use statement is required. */
export function needsEndUse(
  lines: readonly Pick<NewLine, 'export_classification'>[],
  shipToCountry: string,
  homeCountry: string,
): boolean {
  return shipToCountry !== homeCountry && lines.some((line) => isControlled(line.export_classification));
}

export interface ComplianceInput {
  settings: ComplianceSettings;
  /** The store's home country (the shipping origin's). */
  homeCountry: string;
  /** The ship-to as the order keeps it: its country, name and company. */
  shipTo: Address;
  lines: readonly Pick<NewLine, 'product_name' | 'export_classification'>[];
  /** What the checkout sent, already validated by `endUseInputSchema` (so `confirm` is true). */
  endUse: Omit<EndUseInput, 'confirm'> | undefined;
  buyerName: string;
  /** The buyer's company when they order as a member of one. */
  companyName: string | null;
  companyId: string | null;
}

export interface ComplianceOutcome {
  /** The statement the order keeps; null when none was needed. */
  endUse: EndUse | null;
  /** Why the order is held; empty: it goes on as it would. */
  reasons: HoldReason[];
}

/**
 * The checkout's export compliance step (PRODUCT.md §19), in the placing transaction once the
 * costs are known: a ship-to in an embargoed country is refused (400, nothing placed); a
 * controlled line (`isControlled`) shipping abroad needs an end-use statement (400 without); and
 * the order is held when a party's name matches the screening list or a controlled line goes to a
 * review destination. A match is never "clear": a person releases or refuses the order.
 */
export async function checkCompliance(trx: Kysely<Database>, input: ComplianceInput): Promise<ComplianceOutcome> {
  const { settings, shipTo } = input;
  const country = shipTo.country;
  if (settings.embargoed.includes(country)) throw badRequest(t.embargoed(countryLabel(country)));
  const controlled = input.lines.filter((line) => isControlled(line.export_classification));
  let endUse: EndUse | null = null;
  if (needsEndUse(controlled, country, input.homeCountry)) {
    if (!input.endUse) throw badRequest(t.endUseRequired);
    const { endUser, country: endUseCountry, purpose } = input.endUse;
    endUse = { endUser, country: endUseCountry, purpose };
  }
  const parties = [
    ...(input.companyName ? [{ party: 'company' as const, name: input.companyName }] : []),
    { party: 'buyer' as const, name: input.buyerName },
    ...(shipTo.name ? [{ party: 'shipToName' as const, name: shipTo.name }] : []),
    ...(shipTo.company ? [{ party: 'shipToCompany' as const, name: shipTo.company }] : []),
  ].filter((party) => party.name.trim() !== '');
  const matches = await screenParties(trx, parties, settings.screeningThreshold);
  const reasons: HoldReason[] = matches.map((match) => ({ kind: 'screening', match }));
  if (input.companyId && matches[0]) await flagCompany(trx, input.companyId, matches[0]);
  if (controlled.length > 0 && settings.reviewDestinations.includes(country)) {
    reasons.push({ kind: 'destination', country, lines: controlled.map((line) => line.product_name) });
  }
  return { endUse, reasons };
}
