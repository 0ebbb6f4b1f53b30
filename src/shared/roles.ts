export const roles = ['agent', 'consumer', 'admin'] as const;
export type Role = (typeof roles)[number];

/** Roles are compared case-insensitively (spec sections 3 and 6). */
export function normalizeRole(value: string | null | undefined): Role | null {
  const lower = value?.toLowerCase();
  return roles.find((role) => role === lower) ?? null;
}
