import { describe, expect, it, vi } from 'vitest';
import type { Session } from '../../src/session/sessionTypes';
import { mirrorSessionForWorker } from '../../src/outbox/mirrorSessionForWorker';

const kept = vi.hoisted(() => ({ calls: [] as unknown[], session: null as unknown, listeners: [] as (() => void)[] }));
vi.mock('../../src/outbox/workerSender', () => ({ keepWorkerSender: async (sender: unknown) => void kept.calls.push(sender) }));
vi.mock('../../src/session/sessionStore', () => ({
  getSession: () => kept.session,
  subscribeSession: (listener: () => void) => void kept.listeners.push(listener),
}));

const sessionOf = (token: string, personId: number) => ({ token, loginData: { person: { id: personId } } }) as unknown as Session;
const publish = async (session: Session | null) => {
  kept.session = session;
  kept.listeners.forEach((listener) => listener());
  await vi.waitFor(() => expect(kept.calls.length).toBeGreaterThan(0));
};

describe('the service worker’s copy of the session', () => {
  it('follows logins, refreshed tokens and logouts, and writes nothing before a session was seen or when nothing changed', async () => {
    mirrorSessionForWorker();
    expect(kept.calls).toEqual([]);
    await publish(sessionOf('first', 7));
    await publish(sessionOf('first', 7));
    expect(kept.calls).toEqual([{ personId: 7, token: 'first', apiBase: '/api/v1' }]);
    kept.calls.length = 0;
    await publish(sessionOf('refreshed', 7));
    expect(kept.calls).toEqual([{ personId: 7, token: 'refreshed', apiBase: '/api/v1' }]);
    kept.calls.length = 0;
    await publish(null);
    expect(kept.calls).toEqual([null]);
  });
});
