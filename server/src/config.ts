import { availableParallelism } from 'node:os';
import path from 'node:path';
import { z } from 'zod';

const booleanFlag = z
  .enum(['true', 'false', '1', '0'])
  .optional()
  .transform((value) => (value === undefined ? undefined : value === 'true' || value === '1'));

const emailList = z
  .string()
  .optional()
  .transform((value) =>
    (value ?? '')
      .split(',')
      .map((email) => email.trim().toLowerCase())
      .filter(Boolean),
  )
  .pipe(z.array(z.email()));

const optionalUrl = z.url().optional();

// An IPv4 or IPv6 address, optionally with a /prefix (proxy-addr's forms, which Fastify uses).
const proxyAddress = z.union([z.ipv4(), z.ipv6(), z.cidrv4(), z.cidrv6()]);

/**
 * TRUST_PROXY: `false` (default) trusts no proxy; `true` (or `1`) trusts one hop, the peer that
 * connected; a comma-separated list trusts exactly those proxy addresses or CIDR ranges. Never
 * "every hop": then a client's own X-Forwarded-For would choose its IP (rate limits, /metrics).
 */
const trustProxy = z
  .string()
  .optional()
  .transform((value, ctx): false | number | string[] => {
    const text = value?.trim() ?? '';
    if (text === '' || text === 'false' || text === '0') return false;
    if (text === 'true' || text === '1') return 1;
    const entries = text.split(',').map((entry) => entry.trim());
    const bad = entries.filter((entry) => !proxyAddress.safeParse(entry).success);
    if (bad.length) {
      ctx.addIssue({ code: 'custom', message: `true, false, or proxy addresses/CIDRs; not ${bad.join(', ')}` });
      return z.NEVER;
    }
    return entries;
  });

/**
 * Every environment variable the store reads, parsed once at boot (README "Configuration").
 * A bad value stops start-up with a message that names the variable.
 */
export const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(5000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')
    .optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  DATABASE_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(3000),
  SQLITE_SYNCHRONOUS: z.enum(['NORMAL', 'FULL', 'EXTRA']).default('NORMAL'),
  SEED_DEMO: booleanFlag,
  SEED_DEMO_SETTINGS: booleanFlag,
  ADMIN_EMAILS: emailList,
  PUBLIC_URL: optionalUrl,
  TRUST_PROXY: trustProxy,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  STATIC_DIR: z.string().min(1).default('client/dist'),
  AUTH_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  SESSION_IDLE_HOURS: z.coerce
    .number()
    .positive()
    .max(24 * 30)
    .default(24),
  SESSION_ABSOLUTE_DAYS: z.coerce.number().positive().max(365).default(30),
  GOOGLE_CLIENT_ID: z.string().min(1).optional(),
  GOOGLE_CLIENT_SECRET: z.string().min(1).optional(),
  GOOGLE_ISSUER: z.url().default('https://accounts.google.com'),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
    .optional(),
  MAIL_FROM: z.string().min(3).default('Rare Metals Store <no-reply@rare-metals.example>'),
  /** The seller on invoices (docs/product/ordering.md#invoice): the store's legal name, address and email. */
  SELLER_NAME: z.string().trim().min(1).max(200).default('Rare Metals Manufacturing Co.'),
  /** Address lines separated by `|` or `;`. */
  SELLER_ADDRESS: z
    .string()
    .default('1200 Foundry Road|Pittsburgh, PA 15201|USA')
    .transform((value) =>
      value
        .split(/[|;]/)
        .map((line) => line.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.string().max(200)).min(1, 'needs at least one address line').max(8)),
  /**
   * The store's staff address: on invoices, and where new orders and quote requests are mailed
   * (PRODUCT.md §21). Required in production; elsewhere the address of MAIL_FROM.
   */
  SELLER_EMAIL: z.email().optional(),
  /** How often each process looks for outbox messages due (ADR 023); new ones are also sent at once. */
  OUTBOX_POLL_MS: z.coerce.number().int().min(10).max(600_000).default(1000),
  /** The first retry of a message that failed for a temporary reason; each next one waits twice as long. */
  OUTBOX_RETRY_BASE_SECONDS: z.coerce.number().min(0.01).max(3600).default(30),
  /** Attempts before a message that keeps failing for a temporary reason is marked failed. */
  OUTBOX_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(100).default(12),
  /** How long a claimed message is left to its process before another takes it (that process died). */
  OUTBOX_LEASE_SECONDS: z.coerce.number().min(0.5).max(3600).default(300),
  AUTH_RATE_LIMIT: z.coerce.number().int().min(1).max(10_000).default(10),
  /** How long a request may take to arrive and be answered (README "Guarantees"); tests shorten it. */
  REQUEST_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(30_000),
  METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must be a redis:// URL')
    .optional(),
  PAYMENT_PROVIDER: z.enum(['test', 'stripe']).default('test'),
  STRIPE_SECRET_KEY: z.string().startsWith('sk_', 'must start with sk_').optional(),
  STRIPE_PUBLISHABLE_KEY: z.string().startsWith('pk_', 'must start with pk_').optional(),
  STRIPE_WEBHOOK_SECRET: z.string().startsWith('whsec_', 'must start with whsec_').optional(),
  /** Where the Stripe SDK sends its calls; only tests point it elsewhere (a local stand-in). */
  STRIPE_API_URL: z.url().optional(),
  /** Production runs the built-in test payment provider only when this says so on purpose. */
  ALLOW_TEST_PAYMENTS: booleanFlag,
  /** Unpaid orders older than this are cancelled and their stock returned (docs/product/rules.md#security). */
  UNPAID_ORDER_HOURS: z.coerce
    .number()
    .positive()
    .max(24 * 365)
    .default(72),
  /** How often each process looks for expired unpaid orders. */
  UNPAID_ORDER_SWEEP_MINUTES: z.coerce
    .number()
    .positive()
    .max(24 * 60)
    .default(10),
  /** How often each process looks for invoices on account that became overdue (one reminder each). */
  OVERDUE_REMINDER_SWEEP_MINUTES: z.coerce
    .number()
    .positive()
    .max(24 * 60)
    .default(60),
  /** Open unpaid orders one account may hold: one free account cannot reserve a whole stock. */
  MAX_UNPAID_ORDERS: z.coerce.number().int().min(1).max(100_000).default(10),
  /** Review writes (new or edited) per account per hour. */
  REVIEW_RATE_LIMIT: z.coerce.number().int().min(1).max(100_000).default(10),
  /** Worker threads that build PDFs and ZIPs (ADR 025); half the cores, at least one, when unset. */
  DOCUMENT_WORKERS: z.coerce.number().int().min(1).max(64).optional(),
  /** PDFs and ZIPs built per account per minute (PRODUCT.md §21); a kept copy or a 304 is not a build. */
  DOCUMENT_BUILD_RATE_LIMIT: z.coerce.number().int().min(1).max(100_000).default(30),
  /** Downloads of PDFs and ZIPs (built or kept, 304s too) per account per minute: a person never needs 2 a second. */
  DOCUMENT_DOWNLOAD_RATE_LIMIT: z.coerce.number().int().min(1).max(100_000).default(120),
  /**
   * Abuse budgets (PRODUCT.md §21, README "Abuse budgets"): changes (POST, PUT, PATCH, DELETE)
   * per account a minute (per client address when signed out), and for store admins.
   */
  WRITE_BUDGET_PER_MINUTE: z.coerce.number().int().min(60).max(1_000_000).default(120),
  ADMIN_WRITE_BUDGET_PER_MINUTE: z.coerce.number().int().min(600).max(1_000_000).default(1200),
  /** Quote requests per account an hour, and requested quotes not yet answered per account. */
  QUOTE_REQUESTS_PER_HOUR: z.coerce.number().int().min(1).max(100_000).default(20),
  OPEN_QUOTES_MAX: z.coerce.number().int().min(1).max(100_000).default(10),
  /** The files one account may have stored (drawings, certificates, pictures), in megabytes. */
  UPLOAD_QUOTA_MB: z.coerce.number().int().min(1).max(1_000_000).default(200),
  /**
   * The EU's VIES REST API that verifies companies' VAT IDs (PRODUCT.md §16, ADR 030); `off`: no
   * checks, store admins set the status by hand. Tests point it at a local stand-in.
   */
  VIES_URL: z
    .union([z.literal('off'), z.url()])
    .default('https://ec.europa.eu/taxation_customs/vies/rest-api')
    .transform((value) => (value === 'off' ? undefined : value.replace(/\/+$/, ''))),
  /** How long one VIES call may take before it counts as unreachable (retried later). */
  VIES_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
  /** How often each process looks for VAT IDs whose check is due (new ones are checked at once). */
  VAT_CHECK_SWEEP_MINUTES: z.coerce
    .number()
    .positive()
    .max(24 * 60)
    .default(5),
  /** The wait after VIES could not be reached; doubled after each failed attempt, at most a day. */
  VAT_CHECK_RETRY_MINUTES: z.coerce
    .number()
    .positive()
    .max(24 * 60)
    .default(10),
  /** URLs per sitemap file; past it sitemap.xml is an index (the protocol allows up to 50,000). */
  SITEMAP_PAGE_SIZE: z.coerce.number().int().min(10).max(50_000).default(50_000),
});

export type Env = z.input<typeof envSchema>;

export interface Config {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  databasePoolSize: number;
  /** How long a request waits for a PostgreSQL connection (a new one, or one free in the pool) before 503. */
  databaseConnectTimeoutMs: number;
  sqliteSynchronous: 'NORMAL' | 'FULL' | 'EXTRA';
  seedDemo: boolean;
  /**
   * Whether the demo also fills the store settings nobody saved (freight zones, tax registrations,
   * remittance: docs/product/settings.md). Default: with the demo. Tests of rules older than the
   * settings run without them, so their totals are goods alone; tests of costs opt in.
   */
  seedDemoSettings: boolean;
  adminEmails: string[];
  publicUrl: string | undefined;
  /** Fastify's trustProxy: false, a hop count (1), or the trusted proxies' addresses/CIDRs. */
  trustProxy: false | number | string[];
  logLevel: string;
  staticDir: string;
  /** Signs session cookies and tokens; generated under DATA_DIR outside production (docs/product/overview.md#one-server). */
  authSecret: string | undefined;
  sessionIdleHours: number;
  sessionAbsoluteDays: number;
  google: { clientId: string; clientSecret: string; issuer: string } | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Who issues the invoices of purchase orders. */
  seller: { name: string; addressLines: string[]; email: string };
  /** Sign-in, sign-up and password-reset attempts per client per minute. */
  authRateLimit: number;
  /** A request not fully received, or not answered, within this many milliseconds is ended. */
  requestTimeoutMs: number;
  redisUrl: string | undefined;
  /** Bearer token Prometheus presents at /metrics; required in production, else only loopback may read. */
  metricsToken: string | undefined;
  orders: {
    /** An unpaid order this old is cancelled and its stock returned. */
    unpaidHours: number;
    sweepIntervalMs: number;
    maxUnpaidPerBuyer: number;
    /** How often the overdue invoice reminders are looked for (docs/product/companies.md). */
    overdueSweepIntervalMs: number;
  };
  /** The outbox's worker (ADR 023): its polling, its backoff and when it gives up. */
  outbox: { pollIntervalMs: number; retryBaseMs: number; retryMaxMs: number; maxAttempts: number; leaseMs: number };
  reviewRateLimit: number;
  /** Documents built from orders (ADR 025): the worker threads; builds and downloads per account per minute. */
  documents: { workers: number; buildsPerMinute: number; downloadsPerMinute: number };
  /** The abuse budgets of PRODUCT.md §21 (plugins/write-budget.ts, modules/quotes, modules/documents/upload-quota.ts). */
  budgets: {
    writesPerMinute: number;
    adminWritesPerMinute: number;
    quoteRequestsPerHour: number;
    openQuotes: number;
    uploadQuotaMb: number;
  };
  sitemapPageSize: number;
  /** VAT ID checks against VIES (modules/tax-standing); `url` undefined: none, by hand only. */
  vies: {
    url: string | undefined;
    timeoutMs: number;
    sweepIntervalMs: number;
    retryBaseMs: number;
    retryMaxMs: number;
  };
  /** The store's clock; tests inject one to move time (order expiry). */
  now: () => Date;
  /** Told every SQL statement the store runs and its time; tests inject one to count a use case's statements. */
  onStatement?: ((sql: string, ms: number) => void) | undefined;
  payments:
    | { provider: 'test' }
    | {
        provider: 'stripe';
        secretKey: string;
        publishableKey: string;
        webhookSecret: string;
        apiUrl: string | undefined;
      };
}

export class ConfigError extends Error {}

/** The bare address of a From header: `Store <no-reply@store.example>` gives no-reply@store.example. */
function mailAddress(from: string): string {
  return (/<([^>]+)>/.exec(from)?.[1] ?? from).trim();
}

/**
 * loadConfig for a command run from the shell (the server, npm run admin): a bad environment is
 * printed, every bad variable listed, and the process ends with `exitCode` instead of a stack trace.
 */
export function loadConfigOrExit(exitCode: number): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    process.exit(exitCode);
  }
}

/** Reads the configuration from an environment; throws a ConfigError listing every bad variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const missing: string[] = [];
  if (e.NODE_ENV === 'production' && !e.AUTH_SECRET)
    missing.push('AUTH_SECRET: is required in production (openssl rand -base64 48)');
  if (e.NODE_ENV === 'production' && !e.PUBLIC_URL)
    missing.push('PUBLIC_URL: is required in production (the https:// address buyers use)');
  if (e.NODE_ENV === 'production' && !e.METRICS_TOKEN)
    missing.push('METRICS_TOKEN: is required in production (the bearer token Prometheus presents at /metrics)');
  if (e.NODE_ENV === 'production' && !e.SELLER_EMAIL)
    missing.push(
      'SELLER_EMAIL: is required in production (the staff address new orders and quote requests are mailed to)',
    );
  if (e.NODE_ENV === 'production' && e.PAYMENT_PROVIDER === 'test' && !e.ALLOW_TEST_PAYMENTS)
    missing.push(
      'PAYMENT_PROVIDER: is the test provider in production; set PAYMENT_PROVIDER=stripe, or ALLOW_TEST_PAYMENTS=true to run test payments on purpose',
    );
  if (e.PAYMENT_PROVIDER === 'stripe') {
    for (const key of ['STRIPE_SECRET_KEY', 'STRIPE_PUBLISHABLE_KEY', 'STRIPE_WEBHOOK_SECRET'] as const) {
      if (!e[key]) missing.push(`${key}: is required when PAYMENT_PROVIDER=stripe`);
    }
  }
  if (missing.length) throw new ConfigError(`Invalid configuration:\n${missing.map((line) => `  ${line}`).join('\n')}`);
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    databaseConnectTimeoutMs: e.DATABASE_CONNECT_TIMEOUT_MS,
    sqliteSynchronous: e.SQLITE_SYNCHRONOUS,
    // The demo catalog is for the embedded default; a PostgreSQL deployment opts in (docs/product/rules.md#data-money-and-stock).
    seedDemo: e.SEED_DEMO ?? !e.DATABASE_URL,
    seedDemoSettings: e.SEED_DEMO_SETTINGS ?? e.SEED_DEMO ?? !e.DATABASE_URL,
    adminEmails: e.ADMIN_EMAILS,
    publicUrl: e.PUBLIC_URL,
    trustProxy: e.TRUST_PROXY,
    logLevel: e.LOG_LEVEL,
    staticDir: path.resolve(e.STATIC_DIR),
    authSecret: e.AUTH_SECRET,
    sessionIdleHours: e.SESSION_IDLE_HOURS,
    sessionAbsoluteDays: e.SESSION_ABSOLUTE_DAYS,
    google:
      e.GOOGLE_CLIENT_ID && e.GOOGLE_CLIENT_SECRET
        ? { clientId: e.GOOGLE_CLIENT_ID, clientSecret: e.GOOGLE_CLIENT_SECRET, issuer: e.GOOGLE_ISSUER }
        : undefined,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    seller: { name: e.SELLER_NAME, addressLines: e.SELLER_ADDRESS, email: e.SELLER_EMAIL ?? mailAddress(e.MAIL_FROM) },
    authRateLimit: e.AUTH_RATE_LIMIT,
    requestTimeoutMs: e.REQUEST_TIMEOUT_MS,
    redisUrl: e.REDIS_URL,
    metricsToken: e.METRICS_TOKEN,
    orders: {
      unpaidHours: e.UNPAID_ORDER_HOURS,
      sweepIntervalMs: e.UNPAID_ORDER_SWEEP_MINUTES * 60_000,
      overdueSweepIntervalMs: e.OVERDUE_REMINDER_SWEEP_MINUTES * 60_000,
      maxUnpaidPerBuyer: e.MAX_UNPAID_ORDERS,
    },
    outbox: {
      pollIntervalMs: e.OUTBOX_POLL_MS,
      retryBaseMs: e.OUTBOX_RETRY_BASE_SECONDS * 1000,
      // Doubling stops at an hour: 12 attempts span about 5 hours (ADR 023).
      retryMaxMs: 3_600_000,
      maxAttempts: e.OUTBOX_MAX_ATTEMPTS,
      // A message claimed by a process that died is taken again after this (longer than an SMTP exchange).
      leaseMs: e.OUTBOX_LEASE_SECONDS * 1000,
    },
    reviewRateLimit: e.REVIEW_RATE_LIMIT,
    // Half the cores, at least one: the request thread keeps a core of its own (ADR 025).
    documents: {
      workers: e.DOCUMENT_WORKERS ?? Math.max(1, Math.floor(availableParallelism() / 2)),
      buildsPerMinute: e.DOCUMENT_BUILD_RATE_LIMIT,
      downloadsPerMinute: e.DOCUMENT_DOWNLOAD_RATE_LIMIT,
    },
    budgets: {
      writesPerMinute: e.WRITE_BUDGET_PER_MINUTE,
      adminWritesPerMinute: e.ADMIN_WRITE_BUDGET_PER_MINUTE,
      quoteRequestsPerHour: e.QUOTE_REQUESTS_PER_HOUR,
      openQuotes: e.OPEN_QUOTES_MAX,
      uploadQuotaMb: e.UPLOAD_QUOTA_MB,
    },
    sitemapPageSize: e.SITEMAP_PAGE_SIZE,
    vies: {
      // Tests never reach the real VIES: those that check VAT IDs give their stand-in's URL.
      url: e.NODE_ENV === 'test' && env.VIES_URL === undefined ? undefined : e.VIES_URL,
      timeoutMs: e.VIES_TIMEOUT_MS,
      sweepIntervalMs: e.VAT_CHECK_SWEEP_MINUTES * 60_000,
      retryBaseMs: e.VAT_CHECK_RETRY_MINUTES * 60_000,
      // A VAT ID is never given up on: after a day between attempts it is tried once a day.
      retryMaxMs: 24 * 3_600_000,
    },
    now: () => new Date(),
    payments:
      e.PAYMENT_PROVIDER === 'stripe'
        ? {
            provider: 'stripe',
            secretKey: e.STRIPE_SECRET_KEY!,
            publishableKey: e.STRIPE_PUBLISHABLE_KEY!,
            webhookSecret: e.STRIPE_WEBHOOK_SECRET!,
            apiUrl: e.STRIPE_API_URL,
          }
        : { provider: 'test' },
  };
}
