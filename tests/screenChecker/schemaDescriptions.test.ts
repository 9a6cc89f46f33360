// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { generatedValues, schemaDrift, schemaObjectAt } from '../../src/screenChecker/cli/writeSchemaEnums';
import { compileSpecValidators } from '../../src/screenChecker/compileSpecValidators';
import { explainAjvErrors } from '../../src/screenChecker/explainAjvErrors';
import { formatSpecError } from '../../src/ground/screenLanguage/formatSpecError';
import { appendPointer } from '../../src/ground/screenLanguage/jsonPointer';
import { parseYamlWithPositions } from '../../src/screenChecker/parseYamlWithPositions';
import { readSpecSchemas, type SpecSchemas } from '../../src/screenChecker/readSpecSchemas';
import { iconNames } from '../../src/ground/screenLanguage/types';

const schemas = readSpecSchemas();
const files: Record<keyof SpecSchemas, string> = {
  screen: 'schemas/screen.schema.json',
  menu: 'schemas/menu.schema.json',
  settings: 'schemas/tenant-settings.schema.json',
};

type Schema = { [key: string]: unknown };
const isSchema = (value: unknown): value is Schema => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Keywords whose entries each declare something an implementer writes, so each needs its own description. */
const declaring = ['properties', 'patternProperties', '$defs'];
/** Keywords that hold subschemas to walk into; `if` and `propertyNames` only test, they declare nothing. */
const nested = ['items', 'prefixItems', 'contains', 'not', 'then', 'else', 'unevaluatedProperties'];
const nestedLists = ['allOf', 'anyOf', 'oneOf'];

/** JSON pointers of the declared schemas under `schema` that have no description. */
function undescribed(schema: Schema, pointer = ''): string[] {
  const missing: string[] = [];
  const visit = (child: unknown, childPointer: string, mustDescribe: boolean) => {
    if (!isSchema(child)) return;
    if (mustDescribe && typeof child.description !== 'string') missing.push(childPointer);
    missing.push(...undescribed(child, childPointer));
  };
  for (const keyword of declaring) {
    const entries = isSchema(schema[keyword]) ? Object.entries(schema[keyword]) : [];
    for (const [name, child] of entries) visit(child, appendPointer(appendPointer(pointer, keyword), name), true);
  }
  // A map's values (`additionalProperties: { … }`) are what an implementer writes under each key.
  visit(schema.additionalProperties, appendPointer(pointer, 'additionalProperties'), true);
  for (const keyword of nested) visit(schema[keyword], appendPointer(pointer, keyword), false);
  for (const keyword of nestedLists) {
    const list = Array.isArray(schema[keyword]) ? (schema[keyword] as unknown[]) : [];
    list.forEach((child, index) => visit(child, appendPointer(appendPointer(pointer, keyword), index), false));
  }
  return missing;
}

describe('schema descriptions', () => {
  it.each(Object.entries(files) as [keyof SpecSchemas, string][])('every property of %s has a description', (name, file) => {
    const missing = undescribed(schemas[name]).map((pointer) => `${file}#${pointer}`);
    expect(missing, 'add a one-sentence "description" (with its default, if any) to each of these').toEqual([]);
  });

  it('finds a property without a description, by pointer', () => {
    const schema = { $defs: { a: { description: 'A.', properties: { b: { type: 'string' } } } }, properties: { c: { $ref: '#/$defs/a' } } };
    expect(undescribed(schema)).toEqual(['/properties/c', '/$defs/a/properties/b']);
  });
});

describe('generated schema values', () => {
  it('match their sources (rights, login and token types, icons, kinds, methods, formatters, components)', () => {
    expect(schemaDrift(schemas)).toEqual([]);
  });

  it('name the schema place, the source and the command when one differs', () => {
    const drifted = structuredClone(schemas);
    schemaObjectAt(drifted.screen, '/$defs/right').enum = ['payrolls.READ'];
    schemaObjectAt(drifted.screen, '/$defs/icon').enum = [...iconNames].reverse();
    expect(schemaDrift(drifted)).toEqual([
      'schemas/screen.schema.json#/$defs/right/enum differs from allRights (src/ground/access/rightsCatalogue.ts): run npm run schemas',
      'schemas/screen.schema.json#/$defs/icon/enum differs from iconNames (src/ground/screenLanguage/types.ts): run npm run schemas',
    ]);
  });

  it('cover every value list the screen language takes from code', () => {
    expect(generatedValues.map(({ pointer, keyword }) => `${pointer}/${keyword}`)).toEqual(expect.arrayContaining([
      '/$defs/right/enum', '/$defs/loginType/enum', '/$defs/tokenType/enum', '/$defs/icon/enum',
      '/$defs/field/properties/kind/enum', '/$defs/detailField/properties/format/pattern',
    ]));
  });
});

describe('the screen schema', () => {
  const validators = compileSpecValidators(schemas);
  const screen = { id: 'jobs', route: '/jobs', title: 'jobs.title', layout: 'list', source: { endpoint: '/jobs' }, item: { title: '{{ name }}' } };

  it('declares extension as an optional boolean', () => {
    expect(validators.validate('screen', { ...screen, extension: true })).toEqual([]);
    expect(validators.validate('screen', { ...screen, extension: 'yes' }).map((error) => error.keyword)).toEqual(['type']);
  });
});

describe('messages for values outside a long enum', () => {
  const validators = compileSpecValidators(schemas);

  /** The formatted messages for a screen or menus file given as YAML. */
  function check(text: string, kind: 'screen' | 'menus' = 'screen'): string[] {
    const file = kind === 'screen' ? 'screens/jobs.yaml' : 'screens/menus.yaml';
    const parsed = parseYamlWithPositions(text, file);
    const context = { file, data: parsed.value, facts: validators.facts, locate: parsed.locate, rootName: kind };
    return explainAjvErrors(validators.validate(kind, parsed.value), context).map(formatSpecError);
  }

  const jobs = (extra: string) =>
    `id: jobs\nroute: /jobs\ntitle: jobs.title\n${extra}\nlayout: list\nsource: { endpoint: /jobs }\nitem: { title: "{{ name }}" }\n`;

  it('suggests the nearest right instead of listing the catalogue', () => {
    expect(check(jobs('access: { rights: [payrolls.REED] }'))).toEqual([
      'screens/jobs.yaml:4:20 rights[0] must be a right of the catalogue (src/ground/access/rightsCatalogue.ts); did you mean "payrolls.READ"?',
    ]);
  });

  it('suggests a right whose case is wrong, and the resource’s rights for an unknown permission', () => {
    expect(check(jobs('access: { anyRights: [Receipts.read, receipts.ARCHIVE] }'))).toEqual([
      'screens/jobs.yaml:4:23 anyRights[0] must be a right of the catalogue (src/ground/access/rightsCatalogue.ts); did you mean "receipts.READ"?',
      'screens/jobs.yaml:4:38 anyRights[1] must be a right of the catalogue (src/ground/access/rightsCatalogue.ts); did you mean ' +
        '"receipts.READ", "receipts.CREATE" or "receipts.DELETE"?',
    ]);
  });

  it('names the value when nothing is near, in conditions and menus too', () => {
    expect(check(jobs('menu: { side: { order: 1, icon: calender, when: { right: wages.SEE } } }'))).toEqual([
      'screens/jobs.yaml:4:33 icon must be an icon of iconNames (src/ground/screenLanguage/types.ts); did you mean "calendar"?',
      'screens/jobs.yaml:4:58 right must be a right of the catalogue (src/ground/access/rightsCatalogue.ts), not "wages.SEE"',
    ]);
    expect(check('side:\n  links:\n    - { label: menu.logout, to: /logout, icon: 7, order: 1 }\nbottom: {}\n', 'menus')).toEqual([
      'screens/menus.yaml:3:48 icon must be an icon of iconNames (src/ground/screenLanguage/types.ts), not 7',
    ]);
  });

  it('still lists a short enum', () => {
    expect(check(jobs('access: { loginTypes: [crw] }'))).toEqual([
      'screens/jobs.yaml:4:24 loginTypes[0] must be one of crew, client, planner, office',
    ]);
  });
});
