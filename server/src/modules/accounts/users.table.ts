import type { Selectable } from 'kysely';

/** Better Auth's tables as our queries see them (columns named by Better Auth, camelCase). */
export interface UsersTable {
  id: string;
  name: string;
  email: string;
  emailVerified: boolean | number;
  image: string | null;
  role: string;
  createdAt: Date | string;
  updatedAt: Date | string;
}

export interface SessionsTable {
  id: string;
  expiresAt: Date | string;
  token: string;
  createdAt: Date | string;
  updatedAt: Date | string;
  ipAddress: string | null;
  userAgent: string | null;
  userId: string;
}

export type UserRow = Selectable<UsersTable>;

export interface AccountsTable {
  id: string;
  accountId: string;
  providerId: string;
  userId: string;
  password: string | null;
  createdAt: Date | string;
  updatedAt: Date | string;
}
