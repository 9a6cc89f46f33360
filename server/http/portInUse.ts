import { createServer } from 'node:net';

/** The one sentence `npm start` ends with when its port is taken: which port, and how to choose another. */
export function portInUseMessage(port: number): string {
  return `Port ${port} is already in use (another npm start?): stop that server, or choose another port, e.g. PORT=${port + 1} npm start`;
}

/** Whether something on this machine already listens on `port` (checked before a build or the database opens). */
export function isPortInUse(port: number, host = '0.0.0.0'): Promise<boolean> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', (error: NodeJS.ErrnoException) => (error.code === 'EADDRINUSE' ? resolve(true) : reject(error)));
    probe.listen(port, host, () => probe.close(() => resolve(false)));
  });
}
