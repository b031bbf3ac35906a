import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** POST /uploads/images (admin, multipart `file`): answers the URL of the stored picture's card size. */
export function uploadPicture(file: File): Promise<{ url: string }> {
  const form = new FormData();
  form.append('file', file);
  return api<{ url: string }>('/uploads/images', { method: 'POST', body: form });
}

export function useUploadPicture() {
  return useMutation({ mutationFn: uploadPicture });
}
