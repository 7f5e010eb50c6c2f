import net from 'node:net';

export interface TcpProxy {
  readonly host: string;
  readonly port: number;
  /** Accepts connections and forwards them to the target. */
  up(): Promise<void>;
  /** Cuts every open connection and refuses new ones, as a network outage or a stopped server would. */
  down(): Promise<void>;
}

/**
 * A loopback TCP forwarder in front of a real server (the Firestore emulator), so a test can cut
 * the network between a host and it and restore it on the same address, without stopping the
 * server that other tests use.
 */
export function createTcpProxy(target: { host: string; port: number }, port: number): TcpProxy {
  const sockets = new Set<net.Socket>();
  let server: net.Server | undefined;

  function forward(client: net.Socket) {
    const upstream = net.connect(target.port, target.host);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.once('close', () => sockets.delete(socket));
      socket.on('error', () => {
        client.destroy();
        upstream.destroy();
      });
    }
    client.pipe(upstream).pipe(client);
  }

  return {
    host: '127.0.0.1',
    port,
    up() {
      if (server) return Promise.resolve();
      const listening = net.createServer(forward);
      server = listening;
      return new Promise((resolve, reject) => {
        listening.once('error', reject);
        listening.listen(port, '127.0.0.1', () => resolve());
      });
    },
    down() {
      const closing = server;
      server = undefined;
      for (const socket of sockets) socket.destroy();
      sockets.clear();
      return closing ? new Promise((resolve) => closing.close(() => resolve())) : Promise.resolve();
    },
  };
}
