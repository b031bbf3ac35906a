import { afterEach, describe, expect, it, vi } from 'vitest';
import { servicesAvailable } from './required-services.ts';

describe('suites that need PostgreSQL, Redis or nginx', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.restoreAllMocks();
  });

  it('fail loudly in CI when a service is missing, naming it', () => {
    vi.stubEnv('CI', 'true');
    expect(() => servicesAvailable('cluster', { PostgreSQL: true, nginx: false })).toThrow(/cluster.*needs nginx/);
  });

  it('are skipped with the reason printed outside CI', () => {
    vi.stubEnv('CI', '');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(servicesAvailable('cluster', { PostgreSQL: false, Redis: true })).toBe(false);
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/skipped: "cluster" needs PostgreSQL/));
  });

  it('run when every service is there, in CI or not', () => {
    vi.stubEnv('CI', 'true');
    expect(servicesAvailable('cluster', { PostgreSQL: true, Redis: true, nginx: true })).toBe(true);
  });
});
