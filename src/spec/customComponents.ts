/**
 * Names a `layout: custom` screen or a section may give as `component`. The app registers one hand-written
 * component per name; `npm run check:screens` rejects any other name.
 */
export const customComponentNames = ['login', 'documentSigning', 'plusCrew', 'checkIn'] as const;

/** A registered custom component's name. */
export type CustomComponentName = (typeof customComponentNames)[number];
