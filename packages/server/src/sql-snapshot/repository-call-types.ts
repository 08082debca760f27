import type { Database } from '../db/client';

/** The rows a sample call may name: made once before the calls run. */
export type Seed = { organizationId: number; userId: number; alertId: number; now: Date };
/** One repository function's sample call. */
export type Call = (db: Database, seed: Seed) => Promise<unknown>;

/** The fixed time every sample call uses, so the recorded SQL does not change from run to run. */
export const T = new Date('2026-01-01T00:00:00Z');
