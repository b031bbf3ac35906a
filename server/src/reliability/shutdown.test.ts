import net from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { call, signUp, signUpAdmin } from '../testing/accounts.ts';
import { createTestDatabase, type TestDatabase, testDatabaseKinds } from '../testing/test-database.ts';
import { RawConnection, rawRequest } from './raw-http.ts';
import { adminEmail, type RealServer, startRealServer } from './real-server.ts';

const startingStock = 10_000;
/** Keep-alive connections with a whole order on the wire at the moment of SIGTERM. */
const ordersOnTheWire = 40;
/** Connections with a catalog read on the wire at the moment of SIGTERM. */
const readsOnTheWire = 8;
/** Orders still uploading (headers and part of the body sent) at the moment of SIGTERM. */
const slowUploads = 12;

/** Resolves true when a new TCP connection to the URL's port is refused. */
function refusesConnections(url: string): Promise<boolean> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = net.connect(Number(port), hostname);
    socket.once('connect', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code === 'ECONNREFUSED'));
  });
}

/** Opens a keep-alive connection and makes one request on it, so the server has surely accepted it. */
async function warmConnection(url: string): Promise<RawConnection> {
  const connection = new RawConnection(url);
  await connection.connected;
  await connection.write(rawRequest('GET', '/healthz', {}));
  expect((await connection.answer())?.status).toBe(200);
  return connection;
}

/**
 * Issue 7, "Graceful shutdown": SIGTERM while orders and catalog reads are on the wire and slow
 * clients are still uploading theirs. The process refuses new connections, finishes and answers
 * every request it had, writes nothing by halves, and exits with 0; restarted, it holds exactly
 * the orders it answered 201.
 */
describe.each(testDatabaseKinds)('graceful shutdown on %s', (kind) => {
  let database: TestDatabase;
  let server: RealServer | undefined;
  afterAll(async () => {
    server?.child.kill('SIGKILL');
    await database?.drop();
  });

  it('answers every request in flight at SIGTERM, refuses new connections, exits 0, and half-writes nothing', async ({
    annotate,
  }) => {
    database = await createTestDatabase(kind);
    server = await startRealServer(database, { SEED_DEMO: 'true' });
    const t = server.asTestApp();
    const admin = await signUpAdmin(t, adminEmail);
    const buyer = await signUp(t, 'buyer@example.com');
    const created = await call(t, 'POST', '/products', {
      as: admin,
      body: {
        name: 'Nb bar',
        picture: '/x.svg',
        about: 'Shutdown',
        origin: 'USA',
        total: startingStock,
        minimum: 1,
        price: 4.5,
      },
    });
    const productId = created.body._id as string;
    const order = (quantity: number) =>
      JSON.stringify({ productId, productQuantity: quantity, buyerAddress: 'Dock 9', phone: '+1 412 555 0100' });
    const orderHeaders = { authorization: buyer.headers.authorization!, 'content-type': 'application/json' };

    const orderConnections = await Promise.all(
      Array.from({ length: ordersOnTheWire }, () => warmConnection(server!.url)),
    );
    const readConnections = await Promise.all(
      Array.from({ length: readsOnTheWire }, () => warmConnection(server!.url)),
    );
    const idleConnections = await Promise.all(Array.from({ length: 4 }, () => warmConnection(server!.url)));
    const uploads = await Promise.all(Array.from({ length: slowUploads }, () => warmConnection(server!.url)));
    const uploadBody = order(2);
    await Promise.all(
      uploads.map((upload) => upload.write(rawRequest('POST', '/orders', orderHeaders, uploadBody).slice(0, -5))),
    );

    // Everything on the wire, then SIGTERM at once.
    await Promise.all([
      ...orderConnections.map((connection) => connection.write(rawRequest('POST', '/orders', orderHeaders, order(1)))),
      ...readConnections.map((connection) => connection.write(rawRequest('GET', '/products/', {}))),
    ]);
    server.child.kill('SIGTERM');

    // New connections are refused from now on…
    const deadline = Date.now() + 2_000;
    while (!(await refusesConnections(server.url)) && Date.now() < deadline)
      await new Promise((r) => setTimeout(r, 10));
    expect(await refusesConnections(server.url)).toBe(true);
    // …while the slow uploads still finish, and every request in flight is answered.
    await Promise.all(uploads.map((upload) => upload.write(uploadBody.slice(-5))));
    const orderAnswers = await Promise.all([...orderConnections, ...uploads].map((connection) => connection.answer()));
    const readAnswers = await Promise.all(readConnections.map((connection) => connection.answer()));
    expect(orderAnswers.map((answer) => answer?.status)).toEqual(Array(ordersOnTheWire + slowUploads).fill(201));
    expect(readAnswers.map((answer) => answer?.status)).toEqual(Array(readsOnTheWire).fill(200));
    expect(readAnswers.every((answer) => (JSON.parse(answer!.body) as unknown[]).length > 60)).toBe(true);
    // Idle keep-alive connections are closed, not left to time out.
    await Promise.all(idleConnections.map((connection) => connection.closed));
    const code = await server.exited;
    expect(code, server.output().slice(-2000)).toBe(0);

    server = await startRealServer(database);
    const stored = (await call(server.asTestApp(), 'GET', '/order', { as: admin })).body as {
      _id: string;
      productQuantity: number;
    }[];
    const product = (await call(server.asTestApp(), 'GET', `/products/${productId}`)).body as { total: number };
    const answeredIds = orderAnswers.map((answer) => (JSON.parse(answer!.body) as { _id: string })._id);
    expect(new Set(stored.map((o) => o._id))).toEqual(new Set(answeredIds));
    expect(product.total + stored.reduce((sum, o) => sum + o.productQuantity, 0)).toBe(startingStock);
    const summary =
      `${kind}: SIGTERM with ${ordersOnTheWire} orders and ${readsOnTheWire} catalog reads on the wire and ` +
      `${slowUploads} uploads half-sent: all ${answeredIds.length} orders answered 201 and stored, exit code 0`;
    console.log(summary);
    await annotate(summary);
  }, 60_000);
});
