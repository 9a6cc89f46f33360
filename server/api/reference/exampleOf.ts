/** A JSON Schema as the field readers build it (TypeBox, draft 2020-12), read loosely. */
export type ExampleSchema = {
  type?: string;
  examples?: unknown[];
  default?: unknown;
  const?: unknown;
  enum?: unknown[];
  anyOf?: ExampleSchema[];
  oneOf?: ExampleSchema[];
  properties?: Record<string, ExampleSchema>;
  required?: string[];
  minProperties?: number;
  items?: ExampleSchema;
  minItems?: number;
  minLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
};

/**
 * A value `schema` takes, for the API reference: the schema's own `examples[0]`, else its `default`, `const` or first
 * `enum` value, else the least its keywords allow: an object with its required keys (and those of its first `oneOf` /
 * `anyOf` branch, or its first key when it needs one; a key's `default` is what leaving it out means, so not its
 * example), `minItems` items, 0 or the bound nearest it, false, and text of
 * `minLength` x's (at least one). A pattern that text does not match, or a format, needs `examples` on the field
 * reader: the error names where (`at`), so a new reader cannot leave the reference without an example.
 */
export function exampleOf(schema: ExampleSchema, at = 'body'): unknown {
  if (schema.examples?.length) return schema.examples[0];
  if ('default' in schema) return schema.default;
  if ('const' in schema) return schema.const;
  if (schema.enum?.length) return schema.enum[0];
  if (schema.type === 'object' || schema.properties) return objectExample(schema, at);
  const choices = schema.anyOf ?? schema.oneOf;
  if (choices) return exampleOf(choices.find((choice) => choice.type !== 'null') ?? choices[0]!, at);
  switch (schema.type) {
    case 'string': return textExample(schema, at);
    case 'integer': case 'number': return Math.min(Math.max(0, schema.minimum ?? 0), schema.maximum ?? Infinity);
    case 'boolean': return false;
    case 'null': return null;
    case 'array': return Array.from({ length: schema.minItems ?? 0 }, (_, index) => exampleOf(schema.items ?? {}, `${at}.${index}`));
    default: return {};
  }
}

function objectExample(schema: ExampleSchema, at: string): Record<string, unknown> {
  const properties = schema.properties ?? {};
  const branch = (schema.oneOf ?? schema.anyOf)?.[0];
  const keys = new Set([...(schema.required ?? []), ...(branch?.required ?? [])]);
  if (keys.size < (schema.minProperties ?? 0)) Object.keys(properties).slice(0, schema.minProperties).forEach((key) => keys.add(key));
  return Object.fromEntries([...keys].map((key) => {
    const { default: _leftOut, ...property } = properties[key] ?? {};
    return [key, exampleOf(property, `${at}.${key}`)];
  }));
}

function textExample(schema: ExampleSchema, at: string): string {
  const text = 'x'.repeat(Math.max(schema.minLength ?? 0, 1));
  if (schema.format === undefined && (schema.pattern === undefined || new RegExp(schema.pattern, 'u').test(text))) return text;
  throw new Error(`${at}: no example for text of ${schema.format ? `format ${schema.format}` : `pattern ${schema.pattern}`}: give its field reader \`examples\``);
}
