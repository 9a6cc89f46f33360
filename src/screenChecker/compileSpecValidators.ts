import type { ErrorObject } from 'ajv';
import type { I18nUse } from './checkI18nKeys';
import { createSpecAjv } from './createSpecAjv';
import { readSpecSchemas, type SpecSchemas } from './readSpecSchemas';
import { collectSchemaFacts, type SchemaFacts } from './schemaFacts';

/** Which schema a document follows: a screen, the menus, or a tenant's settings (`settings.yaml`). */
export type SpecKind = 'screen' | 'menus' | 'settings';

/** Compiled checks for screen, menus and tenant settings documents (Node only; the browser uses the standalone module). */
export interface SpecValidators {
  /** Schema errors of a document; empty when it is valid. */
  validate(kind: SpecKind, value: unknown): ErrorObject[];
  /** Every i18n key and key prefix a document uses, found by the schema's `x-i18n` marks. */
  i18nUses(kind: SpecKind, value: unknown): I18nUse[];
  facts: SchemaFacts;
}

/**
 * Compiles the schemas once, with `x-i18n` as a keyword that collects the keys a document uses while it is
 * validated (it never fails a document), so validating and collecting cost one compile.
 */
export function compileSpecValidators(schemas: SpecSchemas = readSpecSchemas()): SpecValidators {
  let collected: I18nUse[] = [];
  const ajv = createSpecAjv(schemas, { onI18n: (use) => collected.push(use) });
  const ids: Record<SpecKind, string> = { screen: schemas.screen.$id, menus: schemas.menu.$id, settings: schemas.settings.$id };
  const get = (kind: SpecKind) => {
    const validate = ajv.getSchema(ids[kind]);
    if (!validate) throw new Error(`schema ${ids[kind]} did not compile`);
    return validate;
  };
  const kinds: SpecKind[] = ['screen', 'menus', 'settings'];
  const validators = Object.fromEntries(kinds.map((kind) => [kind, get(kind)])) as Record<SpecKind, ReturnType<typeof get>>;
  return {
    validate(kind, value) {
      const validate = validators[kind];
      return validate(value) ? [] : [...(validate.errors ?? [])];
    },
    i18nUses(kind, value) {
      collected = [];
      validators[kind](value);
      return collected;
    },
    facts: collectSchemaFacts(schemas.screen),
  };
}
