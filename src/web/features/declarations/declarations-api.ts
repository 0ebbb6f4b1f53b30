import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DeclarationsReading, KeptDeclarations } from '../../../shared/contracts/declarations';
import { apiGet, apiRequest } from '../../lib/api-client';

export const declarationsEndpoints = {
  read: '/api/declarations/read',
  copies: '/api/declarations/copies',
} as const;
export const copyFilePath = (id: string) =>
  `${declarationsEndpoints.copies}/${encodeURIComponent(id)}/file`;

/** The server's refusal, in the person's language (the server words it), or no message. */
export class UploadError extends Error {}

/** Sends the file as multipart (the JSON request helper sends JSON only); OCR may take a minute. */
export async function readDeclarations(file: File, keep: boolean): Promise<DeclarationsReading> {
  const form = new FormData();
  if (keep) form.append('keep', 'true');
  form.append('file', file, file.name);
  const language = document.documentElement.lang;
  const response = await fetch(declarationsEndpoints.read, {
    method: 'POST',
    body: form,
    credentials: 'include',
    headers: {
      Accept: 'application/json',
      'X-Requested-With': 'XMLHttpRequest',
      ...(language ? { 'Accept-Language': language } : {}),
    },
    signal: AbortSignal.timeout(120_000),
  });
  const body = (await response.json().catch(() => ({}))) as DeclarationsReading & {
    message?: string;
  };
  if (!response.ok) throw new UploadError(body.message ?? '');
  return body;
}

export function useKeptCopies(enabled: boolean) {
  return useQuery({
    queryKey: [declarationsEndpoints.copies],
    queryFn: ({ signal }) =>
      apiGet<{ copies: KeptDeclarations[] }>(declarationsEndpoints.copies, { signal }),
    enabled,
  });
}

export function useDeleteCopy() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest<void>(`${declarationsEndpoints.copies}/${encodeURIComponent(id)}`, {
        method: 'DELETE',
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [declarationsEndpoints.copies] }),
  });
}
