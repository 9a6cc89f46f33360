// Types of the modules served by `build/screensPlugin.ts`.

declare module 'virtual:screen-registry' {
  /** Every screen's outline (valid, sorted by id), each spec loaded on demand, and the menus; checked at build time. */
  const registry: import('../ground/screenLanguage/types').AppRegistry;
  export default registry;
}

declare module 'virtual:screen-validators' {
  /** A precompiled Ajv validator: true when valid; otherwise `errors` holds verbose Ajv errors. */
  interface StandaloneValidator {
    (data: unknown): boolean;
    errors?: import('ajv').ErrorObject[] | null;
  }
  /** Validates one screen spec against `schemas/screen.schema.json`. */
  export const validateScreen: StandaloneValidator;
  /** Validates a menus spec against `schemas/menu.schema.json`. */
  export const validateMenus: StandaloneValidator;
  /** What the error explainer needs to know about the schema. */
  export const schemaFacts: import('./schemaFacts').SchemaFacts;
}
