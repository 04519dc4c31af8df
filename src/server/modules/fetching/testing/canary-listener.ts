import net from 'node:net';

// Test helper: a listener that must never be reached. It counts raw TCP connections, so even a
// connection that never sends a byte is seen.

export type Canary = {
  host: string;
  port: number;
  connections(): number;
  close(): Promise<void>;
};

export async function startCanary(host = '127.0.0.1', port = 0): Promise<Canary> {
  let count = 0;
  const server = net.createServer((socket) => {
    count += 1;
    socket.destroy();
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  const address = server.address() as net.AddressInfo;
  return {
    host,
    port: address.port,
    connections: () => count,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
