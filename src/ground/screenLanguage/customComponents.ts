import type { ScreenCall } from './screenCall';

/**
 * Names a `layout: custom` screen or a section may give as `component`. The app registers one hand-written
 * component per name; `npm run check:screens` rejects any other name.
 */
export const customComponentNames = ['login', 'documentSigning', 'plusCrew', 'checkIn'] as const;

/** A registered custom component's name. */
export type CustomComponentName = (typeof customComponentNames)[number];

/**
 * The API calls each hand-written component makes on its own (beyond its screen's YAML), so that a tenant that
 * switches its screen off has them refused too, and one that keeps it on keeps them. A test reads the components'
 * sources and fails on an endpoint missing here. Logging in is never switched off: its calls are not listed.
 */
export const customComponentCalls: Record<CustomComponentName, readonly ScreenCall[]> = {
  login: [],
  documentSigning: [
    { method: 'GET', endpoint: '/documents/{{ id }}' },
    { method: 'POST', endpoint: '/documents/{{ $document }}/sign/{{ $signatory }}' },
    { method: 'GET', endpoint: '/file/{{ id }}' },
  ],
  plusCrew: [
    { method: 'GET', endpoint: '/plusCrews/{{ $params.number }}' },
    { method: 'GET', endpoint: '/plusCrews/{{ $params.number }}/prgrss' },
  ],
  checkIn: [
    { method: 'GET', endpoint: '/projectCrews/{{ $params.id }}' },
    { method: 'POST', endpoint: '/projectCrews/{{ $crewId }}/liveLocations' },
  ],
};
