/**
 * This browser tab's client UUID (SPEC §4 Collaboration): sent with every analysis change as X-Client-UUID, so
 * the realtime events that change causes can be told apart from colleagues' and ignored here. One per page load:
 * two tabs of one user are two clients and each sees the other's changes.
 */
export const CLIENT_UUID: string = crypto.randomUUID();
