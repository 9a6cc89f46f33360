/** One step of the schema. Never edit one that has shipped: append a new one with a new, unique name. */
export interface Migration {
  name: string;
  /** Statements separated by `;` (no semicolons inside strings). */
  sql: string;
}
