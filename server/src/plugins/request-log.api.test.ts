import { afterEach, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../testing/test-app.ts';

interface LogLine {
  msg?: string;
  reqId?: string;
  req?: { method?: string; url?: string };
  res?: { statusCode?: number };
  responseTime?: number;
}

describe('request log (issue 32)', () => {
  let t: TestApp | undefined;
  afterEach(async () => t?.close());

  it('writes each request once, with its method, URL, status and time', async () => {
    const lines: LogLine[] = [];
    t = await startTestApp(
      'sqlite',
      { LOG_LEVEL: 'info' },
      {},
      { logStream: { write: (line) => void lines.push(JSON.parse(line) as LogLine) } },
    );
    await fetch(`${t.url}/products/?pageSize=1`);
    await fetch(`${t.url}/no-such-api-route`, { headers: { accept: 'application/json' } });
    const about = (url: string) => lines.filter((line) => line.req?.url === url);
    const products = about('/products/?pageSize=1');
    expect(products).toHaveLength(1);
    expect(products[0]).toMatchObject({ msg: 'request completed', req: { method: 'GET' }, res: { statusCode: 200 } });
    expect(typeof products[0]!.responseTime).toBe('number');
    // Nothing else about the same request: no "incoming request" line beside it.
    expect(lines.filter((line) => line.reqId === products[0]!.reqId)).toHaveLength(1);
    expect(about('/no-such-api-route')).toHaveLength(1);
    expect(lines.some((line) => line.msg === 'incoming request')).toBe(false);
  });
});
