import type { CommitUserData } from '@app/engine';

// How an index says it holds the synthetic demo corpus: its commit user data. Kept apart from the loader so the
// ingest pipeline can ask without importing the generator.

/** The commit user-data key that marks an index holding the demo corpus, and its value. */
export const DEMO_CORPUS_USER_DATA_KEY = 'demoCorpus';
export const DEMO_CORPUS_USER_DATA_VALUE = 'synthetic';
/** The value once real documents have replaced the demo corpus. */
export const DEMO_CORPUS_REMOVED_VALUE = 'removed';

/** Whether a committed index holds the synthetic demo corpus (its commit user data says so). */
export function isDemoIndex(userData: CommitUserData | undefined | null): boolean {
  return userData?.[DEMO_CORPUS_USER_DATA_KEY] === DEMO_CORPUS_USER_DATA_VALUE;
}
