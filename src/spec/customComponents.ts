/**
 * Names a `layout: custom` screen may give as `component`. The app registers one hand-written component per name;
 * `npm run check:screens` rejects any other name. Signing, plusCrew and checkIn join when they are built.
 */
export const customComponentNames = ['login'] as const;

/** A registered custom component's name. */
export type CustomComponentName = (typeof customComponentNames)[number];
