/** The little of oidc-provider (no bundled types) that e2e/support/identity-services.ts uses. */
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  interface Account {
    accountId: string;
    claims(): Promise<Record<string, unknown>>;
  }

  interface Configuration {
    clients: Record<string, unknown>[];
    findAccount(ctx: unknown, sub: string): Promise<Account>;
    claims?: Record<string, string[]>;
    features?: Record<string, unknown>;
    cookies?: { keys: string[] };
  }

  export default class Provider {
    constructor(issuer: string, configuration: Configuration);
    callback(): (request: IncomingMessage, response: ServerResponse) => void;
  }
}
