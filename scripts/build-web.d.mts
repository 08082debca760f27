/** Builds the web app if its build is missing or older than its sources. */
export function buildWebIfStale(): void;
