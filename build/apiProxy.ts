import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ProxyOptions } from 'vite';

/** The code and message key the app gets when `npm run dev` finds no API server behind `/api`. */
export const apiUnreachable = { code: 'apiUnreachable', message: 'errors.apiUnreachable' };

/** What the terminal of `npm run dev` says when no server answers on the API's port. */
export function apiUnreachableAdvice(port: number | string): string {
  return `No API server answers on http://localhost:${port}: start one with npm start in another terminal (or set API_PORT to the port it runs on).`;
}

const refused = (error: unknown) => ['ECONNREFUSED', 'ECONNRESET', 'EHOSTUNREACH'].includes((error as NodeJS.ErrnoException).code ?? '')
  || (error instanceof AggregateError && error.errors.some(refused));

/**
 * `npm run dev`'s proxy of `/api` to the reference server on `port`. With no server there, the first failed call
 * says so in the terminal in one sentence (again only after the server answered in between), and every such call
 * answers 502 with the API's error shape, so the app says what is wrong instead of "Something went wrong".
 */
export function apiProxy(port: number | string, log: (line: string) => void = console.warn): ProxyOptions {
  let told = false;
  return {
    target: `http://localhost:${port}`,
    configure(proxy) {
      proxy.on('proxyRes', () => (told = false));
      // Vite's own error listener prints a stack per failed call: the refusals are answered here, before it.
      const emit = proxy.emit.bind(proxy) as (event: string, ...args: unknown[]) => boolean;
      proxy.emit = ((event: string, ...args: unknown[]) => {
        const [error, , response] = args as [unknown, IncomingMessage, ServerResponse | undefined];
        if (event !== 'error' || !refused(error) || !response || !('req' in response)) return emit(event, ...args);
        if (!told) log(apiUnreachableAdvice(port));
        told = true;
        if (!response.headersSent) response.writeHead(502, { 'Content-Type': 'application/json' });
        response.end(JSON.stringify({ error: apiUnreachable }));
        return true;
      }) as typeof proxy.emit;
    },
  };
}
