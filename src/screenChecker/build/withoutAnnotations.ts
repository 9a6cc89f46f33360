import { asJsonSchema, type SpecSchemas } from '../readSpecSchemas';

/** Keywords whose value is a map of schemas by name. */
const schemaMaps = new Set(['properties', 'patternProperties', '$defs', 'definitions', 'dependentSchemas']);
/** Keywords whose value is a schema or a list of schemas. */
const schemaValued = new Set([
  'items', 'prefixItems', 'additionalProperties', 'unevaluatedProperties', 'unevaluatedItems', 'propertyNames',
  'contains', 'not', 'if', 'then', 'else', 'anyOf', 'allOf', 'oneOf',
]);
/** What only people and editors read: the phone's validators need none of it. */
const annotations = new Set(['description', 'examples']);

function strip(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(strip);
  if (schema === null || typeof schema !== 'object') return schema;
  const result: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(schema)) {
    if (annotations.has(key)) continue;
    if (schemaMaps.has(key) && value !== null && typeof value === 'object') {
      result[key] = Object.fromEntries(Object.entries(value).map(([name, entry]) => [name, strip(entry)]));
    } else {
      result[key] = schemaValued.has(key) ? strip(value) : value;
    }
  }
  return result;
}

/**
 * The spec schemas without their descriptions and examples (schema keywords only: a property that happens to be
 * named `description` stays). Ajv's verbose errors carry the schema's text, so the browser's standalone validators
 * are built from these and stay small.
 */
export function withoutAnnotations(schemas: SpecSchemas): SpecSchemas {
  return {
    screen: asJsonSchema(strip(schemas.screen), 'the screen schema'),
    menu: asJsonSchema(strip(schemas.menu), 'the menu schema'),
    settings: asJsonSchema(strip(schemas.settings), 'the settings schema'),
  };
}
