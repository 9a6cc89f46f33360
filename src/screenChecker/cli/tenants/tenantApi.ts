import type { ConfigurableTenant, OverlayRevision, OverlayRevisionSummary } from '../../../ground/contract/tenantConfig';
import type { TenantOverlay } from '../../../ground/screenLanguage/overlay/TenantOverlay';
import { isRecord } from '../../../ground/isRecord';

/*
 * The support calls the command line makes, on `<server>/api/v1` with `Type: MOBILE` and the login's bearer token.
 * The types are the api contract's (src/ground/contract/tenantConfig.ts):
 *
 *   logIn        POST /auth/token                        { username, password }            → { token }
 *   tenants      GET  /tenants                                                             → { items: ConfigurableTenant[] }
 *   tenant       GET  /tenants/:id                                                         → TenantConfiguration
 *   revision     GET  /tenants/:id/revisions/:revision                                     → OverlayRevision
 *   pushOverlay  POST /tenants/:id/overlay                 { overlay, reason, baseRevision }  → OverlayRevisionSummary
 */

export type { ConfigurableTenant, OverlayRevision };

/** A refused or failed call: the HTTP status (0 when the server was not reached), its message and details. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    /** One line per problem (`tenant-screens/x.yaml:3:5 …` for a refused overlay). */
    readonly details: readonly string[] = [],
  ) {
    super(message);
  }
}

/** The calls of a logged-in support login. */
export interface TenantApi {
  tenants(): Promise<ConfigurableTenant[]>;
  tenant(id: number): Promise<ConfigurableTenant & { current: OverlayRevision }>;
  revision(id: number, revision: number): Promise<OverlayRevision>;
  pushOverlay(id: number, body: { overlay: TenantOverlay; reason: string; baseRevision?: number }): Promise<OverlayRevisionSummary>;
}

/** Logs in at a server (`http://localhost:4173`, with or without `/api/v1`) and answers its calls. */
export async function logIn(server: string, username: string, password: string): Promise<TenantApi> {
  const base = `${server.replace(/\/+$/, '').replace(/\/api\/v1$/, '')}/api/v1`;
  const call = async <T>(method: 'GET' | 'POST', path: string, token?: string, body?: unknown): Promise<T> => {
    const headers: Record<string, string> = { Type: 'MOBILE', Accept: 'application/json' };
    if (token) headers.Authorization = `Bearer ${token}`;
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    let response: Response;
    try {
      response = await fetch(base + path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
    } catch (error) {
      const cause = isRecord(error) && isRecord(error.cause) ? error.cause : undefined;
      const reason = cause?.code ?? cause?.message ?? (isRecord(error) ? error.message : undefined);
      throw new ApiError(0, `cannot reach ${base}: ${String(reason)}`);
    }
    const answer: unknown = await response.json().catch(() => undefined);
    if (!response.ok) throw refusal(method, path, response.status, answer);
    return answer as T;
  };
  const { token } = await call<{ token: string }>('POST', '/auth/token', undefined, { username, password });
  return {
    tenants: async () => (await call<{ items: ConfigurableTenant[] }>('GET', '/tenants', token)).items,
    tenant: (id) => call('GET', `/tenants/${id}`, token),
    revision: (id, revision) => call('GET', `/tenants/${id}/revisions/${revision}`, token),
    pushOverlay: (id, body) => call('POST', `/tenants/${id}/overlay`, token, body),
  };
}

function refusal(method: string, path: string, status: number, answer: unknown): ApiError {
  const error = (answer as { error?: { message?: string; details?: { message?: string }[] } } | undefined)?.error;
  const details = (error?.details ?? []).map((detail) => detail.message).filter((message): message is string => typeof message === 'string');
  return new ApiError(status, `${method} ${path}: ${status} ${error?.message ?? 'no answer'}`, details);
}
