/**
 * A loopback TCP port free at the moment of asking, for a private server this process starts
 * (redis-server, PostgreSQL) and tells which port to listen on.
 */
import net from 'node:net';

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}
