import type { PublicUser } from '../../shared/contracts/auth';
import { normalizeRole } from '../../shared/roles';
import { users } from '../db/schema';

/** The user columns that may leave the server: never the password hash. */
export const publicUserColumns = {
  id: users.id,
  email: users.email,
  username: users.username,
  role: users.role,
  company: users.company,
  companyVerified: users.companyVerified,
  emailConfirmedAt: users.emailConfirmedAt,
  firstName: users.firstName,
  lastName: users.lastName,
} as const;

export interface PublicUserRow {
  id: string;
  email: string;
  username: string;
  role: string;
  company: string | null;
  companyVerified: boolean;
  emailConfirmedAt: Date | null;
  firstName: string;
  lastName: string;
}

/** Copies the public fields explicitly, so a wider row can never leak a column. */
export function toPublicUser(row: PublicUserRow): PublicUser {
  return {
    id: row.id,
    email: row.email,
    username: row.username,
    role: normalizeRole(row.role) ?? 'consumer',
    company: row.company,
    companyVerified: row.companyVerified && row.emailConfirmedAt !== null,
    emailConfirmed: row.emailConfirmedAt !== null,
    firstName: row.firstName,
    lastName: row.lastName,
  };
}
