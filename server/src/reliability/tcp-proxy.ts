import net from 'node:net';

/**
 * A TCP proxy in front of the shared PostgreSQL server that a test can cut and restore, so the
 * database "goes away" for one app without stopping the server other tests use.
 */
export class TcpProxy {
  port = 0;
  #server: net.Server;
  #sockets = new Set<net.Socket>();
  #mode: 'up' | 'blackhole' = 'up';
  #target: { host: string; port: number };

  private constructor(target: { host: string; port: number }) {
    this.#target = target;
    this.#server = net.createServer((client) => this.#accept(client));
  }

  static async start(target: { host: string; port: number }): Promise<TcpProxy> {
    const proxy = new TcpProxy(target);
    await proxy.#listen(0);
    return proxy;
  }

  #listen(port: number): Promise<void> {
    return new Promise((resolve, reject) => {
      this.#server.once('error', reject);
      this.#server.listen(port, '127.0.0.1', () => {
        this.#server.off('error', reject);
        this.port = (this.#server.address() as net.AddressInfo).port;
        resolve();
      });
    });
  }

  #track(socket: net.Socket) {
    this.#sockets.add(socket);
    socket.on('close', () => this.#sockets.delete(socket));
    socket.on('error', () => socket.destroy());
  }

  #accept(client: net.Socket) {
    this.#track(client);
    // Unreachable: the connection is accepted and then nothing ever comes back.
    if (this.#mode === 'blackhole') return;
    const upstream = net.connect(this.#target.port, this.#target.host);
    this.#track(upstream);
    client.pipe(upstream);
    upstream.pipe(client);
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
  }

  #dropAll() {
    for (const socket of this.#sockets) socket.destroy();
  }

  /** The database stopped: open connections are dropped, new ones refused (ECONNREFUSED). */
  async stop(): Promise<void> {
    const closed = new Promise<void>((resolve) => this.#server.close(() => resolve()));
    this.#dropAll();
    await closed;
  }

  /** The database unreachable: open connections dropped, new ones accepted and never answered. */
  blackhole(): void {
    this.#mode = 'blackhole';
    this.#dropAll();
  }

  /** The database is back, on the same address. */
  async restore(): Promise<void> {
    this.#mode = 'up';
    this.#dropAll();
    if (!this.#server.listening) await this.#listen(this.port);
  }

  async close(): Promise<void> {
    this.#dropAll();
    if (this.#server.listening) await new Promise<void>((resolve) => this.#server.close(() => resolve()));
  }
}
