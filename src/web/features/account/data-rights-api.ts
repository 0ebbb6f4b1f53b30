import { dataExportFileName } from '../../../shared/contracts/data-rights';
import { ApiError, apiPost } from '../../lib/api-client';

export const dataRightsEndpoints = {
  export: '/api/account/export',
  delete: '/api/account/delete',
} as const;

/** Deletes the signed-in account; the server ends its sessions and clears the cookie. */
export function deleteMyAccount(password: string): Promise<{ deleted: true }> {
  return apiPost<{ deleted: true }>(dataRightsEndpoints.delete, { password });
}

/**
 * Downloads the account's data as the file the server names. Read with fetch (not a plain link)
 * so a refusal (429, a lost session) shows as a message instead of a downloaded error page.
 */
export async function downloadMyData(): Promise<string> {
  const headers: Record<string, string> = { 'X-Requested-With': 'XMLHttpRequest' };
  const language = document.documentElement.lang;
  if (language) headers['Accept-Language'] = language;
  const response = await fetch(dataRightsEndpoints.export, {
    credentials: 'same-origin',
    headers,
  });
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { message?: string } | null;
    throw new ApiError(`${response.status}`, response.status, body?.message);
  }
  const blob = await response.blob();
  const named = /filename="([^"]+)"/.exec(response.headers.get('Content-Disposition') ?? '');
  const fileName = named?.[1] ?? dataExportFileName(new Date());
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // The click has handed the blob to the download; free it on the next turn.
  setTimeout(() => URL.revokeObjectURL(url), 0);
  return fileName;
}
