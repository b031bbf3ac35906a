import net from 'node:net';

export interface RawAnswer {
  status: number;
  headers: string;
  body: string;
}

/**
 * One HTTP/1.1 keep-alive connection driven by hand, so a test knows exactly which bytes reached
 * the server and when: what `fetch` does not tell.
 */
export class RawConnection {
  readonly socket: net.Socket;
  readonly connected: Promise<void>;
  readonly closed: Promise<void>;
  #received = '';

  constructor(url: string) {
    const { hostname, port } = new URL(url);
    this.socket = net.connect(Number(port), hostname);
    this.socket.on('data', (data) => (this.#received += data.toString('utf8')));
    this.socket.on('error', () => {});
    this.connected = new Promise((resolve) => this.socket.once('connect', () => resolve()));
    this.closed = new Promise((resolve) => this.socket.once('close', () => resolve()));
  }

  /** Resolves once the bytes are handed to the kernel (on loopback: in the server's buffer). */
  write(text: string): Promise<void> {
    return new Promise((resolve, reject) => this.socket.write(text, (error) => (error ? reject(error) : resolve())));
  }

  /** Reads the next complete answer (Content-Length framed), or undefined if the connection closes first. */
  async answer(timeoutMs = 10_000): Promise<RawAnswer | undefined> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const end = this.#received.indexOf('\r\n\r\n');
      if (end >= 0) {
        const headers = this.#received.slice(0, end);
        const length = Number(/content-length: *(\d+)/i.exec(headers)?.[1] ?? 0);
        const start = end + 4;
        if (Buffer.byteLength(this.#received.slice(start)) >= length) {
          const body = Buffer.from(this.#received.slice(start)).subarray(0, length).toString('utf8');
          this.#received = Buffer.from(this.#received.slice(start)).subarray(length).toString('utf8');
          return { status: Number(/^HTTP\/1\.1 (\d{3})/.exec(headers)?.[1] ?? 0), headers, body };
        }
      }
      if (this.socket.destroyed || Date.now() > deadline) return undefined;
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
  }
}

export function rawRequest(method: string, path: string, headers: Record<string, string>, body?: string): string {
  const lines = [
    `${method} ${path} HTTP/1.1`,
    'Host: 127.0.0.1',
    ...Object.entries(headers).map(([k, v]) => `${k}: ${v}`),
  ];
  if (body !== undefined) lines.push(`Content-Length: ${Buffer.byteLength(body)}`);
  return `${lines.join('\r\n')}\r\n\r\n${body ?? ''}`;
}
