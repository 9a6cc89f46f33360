import type { Queryable } from '../kernel/database';

/**
 * The ids given to seeded rows, by kind and demo key, so later rows can point at them. Core keys: `tenant:moyo`,
 * `tenant:acme`, `person:<login e-mail>`, `location:<key>`, `project:<number>`, `crew:<key>`.
 */
export class SeedIds {
  private readonly byKey = new Map<string, number>();
  constructor(private readonly tx: Queryable) {}

  async insert(kind: string, key: string, sql: string, params: unknown[]): Promise<number> {
    const result = await this.tx.query<{ id: number }>(sql, params);
    const id = result.rows[0]!.id;
    this.byKey.set(`${kind}:${key}`, id);
    return id;
  }

  get(kind: string, key: string): number {
    const id = this.byKey.get(`${kind}:${key}`);
    if (id === undefined) throw new Error(`Demo data: no ${kind} "${key}"`);
    return id;
  }
}
