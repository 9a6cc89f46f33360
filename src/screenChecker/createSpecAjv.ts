import Ajv2020, { type CodeOptions } from 'ajv/dist/2020.js';
import type { I18nUse } from './checkI18nKeys';
import type { SpecSchemas } from './readSpecSchemas';

/** Choices for one Ajv instance over the spec schemas. */
export interface SpecAjvOptions {
  /** Generate standalone code (build time). */
  code?: CodeOptions;
  /** Validating instance instead of the default annotation: every `x-i18n` value is passed here. */
  onI18n?: (use: I18nUse) => void;
}

/**
 * An Ajv (draft 2020-12, strict) holding the spec schemas. Errors are verbose because the explainer reads each
 * error's parent schema to list the keys allowed where an unknown key was found.
 */
export function createSpecAjv(schemas: SpecSchemas, options: SpecAjvOptions = {}): Ajv2020 {
  const ajv = new Ajv2020({
    allErrors: true,
    strict: true,
    strictRequired: false,
    allowUnionTypes: true,
    verbose: true,
    ...(options.code ? { code: options.code } : {}),
  });
  const { onI18n } = options;
  if (onI18n) {
    ajv.addKeyword({
      keyword: 'x-i18n',
      schemaType: 'string',
      errors: false,
      validate: (kind: string, value: unknown, _parent: unknown, cxt?: { instancePath: string }) => {
        if (typeof value === 'string') onI18n({ value, instancePath: cxt?.instancePath ?? '', kind: kind as I18nUse['kind'] });
        return true;
      },
    });
  } else {
    ajv.addKeyword({ keyword: 'x-i18n', schemaType: 'string' });
  }
  ajv.addSchema(schemas.screen);
  ajv.addSchema(schemas.menu);
  ajv.addSchema(schemas.settings);
  return ajv;
}
