import { connect, type Socket } from 'node:net';

/** A raw TCP connection to the test server, for what fetch cannot do (trickling bytes). */
export function openSocket(baseUrl: string): Promise<Socket> {
  const { hostname, port } = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const socket = connect({ host: hostname, port: Number(port) }, () => resolve(socket));
    socket.once('error', reject);
  });
}

/** Resolves when the server has closed the connection; gives what it sent. */
export function closedBy(socket: Socket): Promise<string> {
  const received: Buffer[] = [];
  socket.on('data', (chunk: Buffer) => received.push(chunk));
  socket.on('error', () => undefined);
  return new Promise((resolve) =>
    socket.once('close', () => resolve(Buffer.concat(received).toString('latin1'))),
  );
}

/**
 * Writes `bytes` one at a time, `intervalMs` apart, until they are all sent or the
 * connection is closed. Resolves with how many were written.
 */
export async function trickle(socket: Socket, bytes: string, intervalMs: number) {
  let sent = 0;
  for (const byte of bytes) {
    if (socket.destroyed || socket.writableEnded) break;
    socket.write(byte);
    sent += 1;
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
  return sent;
}
