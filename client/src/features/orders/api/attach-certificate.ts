import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { PurchaseOrder } from '#shared/orders/purchase-order.schema.ts';
import type { certificateFieldsSchema } from '#shared/quotes/quote.schema.ts';
import { api } from '../../../lib/api-client.ts';
import { purchaseOrderKeys } from '../../../lib/queries/purchase-order.ts';

export type CertificateFields = z.output<typeof certificateFieldsSchema>;

/** The multipart body: type and heat number first, then the PDF under `file` (the server reads the fields first). */
export function certificateFormData(fields: CertificateFields, file: File): FormData {
  const form = new FormData();
  form.set('type', fields.type);
  form.set('heatNumber', fields.heatNumber);
  form.set('file', file, file.name);
  return form;
}

/**
 * POST /purchase-orders/{id}/lines/{lineId}/certificate (admins, docs/product/quotes.md#certificates):
 * records the line's heat number and its mill certificate, replacing one there was; answers the order.
 */
export function attachCertificate(orderId: string, lineId: string, form: FormData): Promise<PurchaseOrder> {
  return api<PurchaseOrder>(
    `/purchase-orders/${encodeURIComponent(orderId)}/lines/${encodeURIComponent(lineId)}/certificate`,
    { method: 'POST', body: form },
  );
}

export function useAttachCertificate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      orderId,
      lineId,
      fields,
      file,
    }: {
      orderId: string;
      lineId: string;
      fields: CertificateFields;
      file: File;
    }) => attachCertificate(orderId, lineId, certificateFormData(fields, file)),
    onSuccess: (order) => queryClient.setQueryData(purchaseOrderKeys.detail(order._id), order),
  });
}
