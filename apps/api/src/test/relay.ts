import net from 'node:net';

/**
 * A TCP relay to a server (PostgreSQL, Redis) that a test can cut, as an outage, and open again on the same
 * port, as its return; or freeze, as a server that keeps its connections but stops answering.
 */
export function relay(target: URL, defaultPort: number) {
  const sockets = new Set<net.Socket>();
  const pairs: Array<[net.Socket, net.Socket]> = [];
  const server = net.createServer((client) => {
    const upstream = net.connect(Number(target.port || defaultPort), target.hostname);
    sockets.add(client).add(upstream);
    pairs.push([client, upstream]);
    client.pipe(upstream).pipe(client);
    const end = () => {
      client.destroy();
      upstream.destroy();
    };
    client.on('error', end).on('close', end);
    upstream.on('error', end).on('close', end);
  });
  let port = 0;
  return {
    /** Listens (again) and answers the port: the first time a free one, then the same. */
    async open() {
      await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
      port = (server.address() as net.AddressInfo).port;
      return port;
    },
    /** Stops passing bytes either way (they wait in the sockets), keeping every connection open. */
    freeze() {
      for (const [client, upstream] of pairs) {
        client.unpipe(upstream);
        upstream.unpipe(client);
      }
    },
    thaw() {
      for (const [client, upstream] of pairs) client.pipe(upstream).pipe(client);
    },
    async cut() {
      const closed = new Promise((resolve) => server.close(resolve));
      for (const socket of sockets) socket.destroy();
      sockets.clear();
      pairs.length = 0;
      await closed;
    },
  };
}

/** The URL with its host and port replaced by the relay's. */
export function viaRelay(url: string, port: number): string {
  const via = new URL(url);
  via.hostname = '127.0.0.1';
  via.port = String(port);
  return via.toString();
}
