import type { TenantLook } from '../../src/ground/contract';

/** A tenant as the server keeps it: its id (for scoping data), its look, and its overlay's current revision. */
export interface TenantRecord { id: number; config: TenantLook; overlayRevision: number }
