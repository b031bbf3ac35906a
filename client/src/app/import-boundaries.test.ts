import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/** Lints one made-up file with the repository's own config and answers the boundary messages. */
async function boundaryErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await new ESLint().lintText(code, { filePath });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'import-x/no-restricted-paths').map((m) => m.message);
}

describe('client import boundaries (eslint.config.js)', () => {
  it('keeps components/layout out of features/auth', async () => {
    const errors = await boundaryErrors(
      'client/src/components/layout/fixture.ts',
      "export { AuthProvider } from '../../features/auth/auth-provider.tsx';\n",
    );
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(/components\/ is shared by every feature/);
  });

  it('forbids one feature importing another, but not itself, lib/ or components/', async () => {
    const code = [
      "export { signInFailure } from '../auth/auth-errors.ts';",
      "export { useMyOrders } from './api/get-my-orders.ts';",
      "export { useAuth } from '../../lib/session/auth-context.ts';",
      "export { BusyButton } from '../../components/ui/busy-button.tsx';",
    ].join('\n');
    const errors = await boundaryErrors('client/src/features/orders/fixture.ts', `${code}\n`);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(/"\.\.\/auth\/auth-errors\.ts".*features\/orders may not import another feature/);
  });

  it('lets app/ compose features', async () => {
    expect(
      await boundaryErrors(
        'client/src/app/fixture.ts',
        "export { AuthProvider } from '../features/auth/auth-provider.tsx';\n",
      ),
    ).toEqual([]);
  });
});
