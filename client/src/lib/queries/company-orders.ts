import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { transferSchema } from '#shared/companies/company.schema.ts';
import type { PurchaseOrder } from '#shared/orders/purchase-order.schema.ts';
import { api } from '../api-client.ts';
import { myCompanyKey } from './my-company.ts';
import { purchaseOrderKeys } from './purchase-order.ts';

/*
 * The steps of a company's purchase orders (docs/product/companies.md#approvals and
 * #paying-on-account): a company admin approves or rejects a waiting order; the store records a
 * transfer. The approvals page and the order page both take them, so they live in lib/.
 */

export type TransferInput = z.output<typeof transferSchema>;

export type CompanyOrderStep =
  | { id: string; action: 'approve' }
  | { id: string; action: 'reject'; reason: string }
  | { id: string; action: 'payments'; input: TransferInput };

export function takeCompanyOrderStep(step: CompanyOrderStep): Promise<PurchaseOrder> {
  const body = step.action === 'reject' ? { reason: step.reason } : step.action === 'payments' ? step.input : undefined;
  return api<PurchaseOrder>(`/purchase-orders/${encodeURIComponent(step.id)}/${step.action}`, {
    method: 'POST',
    body,
  });
}

/** Refreshes every order list and detail and the company's balances. */
export function useCompanyOrderStep() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: takeCompanyOrderStep,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: purchaseOrderKeys.all }),
        queryClient.invalidateQueries({ queryKey: myCompanyKey }),
        queryClient.invalidateQueries({ queryKey: ['companies'] }),
      ]),
  });
}
