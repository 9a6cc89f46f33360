// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { readSpecSchemas } from '../../src/spec/readSpecSchemas';
import { actionKinds, fieldKinds, httpMethods, iconNames, layoutKinds, loginTypes, tokenTypes } from '../../src/spec/types';

interface Def {
  enum?: unknown[];
  properties?: Record<string, { enum?: unknown[] }>;
}

const defs = (readSpecSchemas().screen as unknown as { $defs: Record<string, Def> }).$defs;
const propertyEnum = (def: string, property: string) => defs[def]?.properties?.[property]?.enum;

describe('schema enums match the spec types', () => {
  it.each([
    ['layout', propertyEnum('layoutBody', 'layout'), layoutKinds],
    ['field kind', propertyEnum('field', 'kind'), fieldKinds],
    ['action kind', propertyEnum('action', 'kind'), actionKinds],
    ['call method', propertyEnum('call', 'method'), httpMethods],
    ['icon', defs.icon?.enum, iconNames],
    ['login type', defs.loginType?.enum, loginTypes],
    ['token type', defs.tokenType?.enum, tokenTypes],
  ])('%s', (_name, schemaEnum, kinds) => {
    expect(schemaEnum).toEqual([...kinds]);
  });
});
