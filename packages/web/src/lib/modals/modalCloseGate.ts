import { MODAL_CLOSE_LOCK_MS } from '@app/shared';
import { createModalCloseGate } from './createModalCloseGate';

/** The app's single modal stack lock (SPEC §4: 500 ms while a modal closes). */
export const modalCloseGate = createModalCloseGate(MODAL_CLOSE_LOCK_MS);
