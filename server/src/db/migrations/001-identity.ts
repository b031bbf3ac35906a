import type { Kysely } from 'kysely';
import type { DatabaseKind } from '../connect.ts';

/**
 * Better Auth's tables (users, sessions, accounts, verifications) with our `role` column, created
 * by our own migrations so both engines get the same schema at start-up. Column names are Better
 * Auth's (camelCase). A test compares this schema with the one Better Auth expects.
 * Dates are timestamptz and flags boolean on PostgreSQL; on SQLite, which has neither, Better
 * Auth stores ISO text and 0/1.
 */
export function identityTables(kind: DatabaseKind) {
  const date = kind === 'postgres' ? 'timestamptz' : 'date';
  const flag = kind === 'postgres' ? 'boolean' : 'integer';
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('users')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('email', 'text', (c) => c.notNull().unique())
        .addColumn('emailVerified', flag, (c) => c.notNull())
        .addColumn('image', 'text')
        .addColumn('role', 'text', (c) => c.notNull().defaultTo('user'))
        .addColumn('createdAt', date, (c) => c.notNull())
        .addColumn('updatedAt', date, (c) => c.notNull())
        .execute();

      await db.schema
        .createTable('sessions')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('expiresAt', date, (c) => c.notNull())
        .addColumn('token', 'text', (c) => c.notNull().unique())
        .addColumn('createdAt', date, (c) => c.notNull())
        .addColumn('updatedAt', date, (c) => c.notNull())
        .addColumn('ipAddress', 'text')
        .addColumn('userAgent', 'text')
        .addColumn('userId', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .execute();
      await db.schema.createIndex('sessions_user_id').on('sessions').column('userId').execute();

      await db.schema
        .createTable('accounts')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('accountId', 'text', (c) => c.notNull())
        .addColumn('providerId', 'text', (c) => c.notNull())
        .addColumn('userId', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('accessToken', 'text')
        .addColumn('refreshToken', 'text')
        .addColumn('idToken', 'text')
        .addColumn('accessTokenExpiresAt', date)
        .addColumn('refreshTokenExpiresAt', date)
        .addColumn('scope', 'text')
        .addColumn('password', 'text')
        .addColumn('createdAt', date, (c) => c.notNull())
        .addColumn('updatedAt', date, (c) => c.notNull())
        .execute();
      await db.schema.createIndex('accounts_user_id').on('accounts').column('userId').execute();

      await db.schema
        .createTable('verifications')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('identifier', 'text', (c) => c.notNull())
        .addColumn('value', 'text', (c) => c.notNull())
        .addColumn('expiresAt', date, (c) => c.notNull())
        .addColumn('createdAt', date, (c) => c.notNull())
        .addColumn('updatedAt', date, (c) => c.notNull())
        .execute();
      await db.schema.createIndex('verifications_identifier').on('verifications').column('identifier').execute();
    },
  };
}
