import * as frozenRepo from '../features/frozen-sets/frozen-sets.repository';
import { type Call, T } from './repository-call-types';

// The frozen result sets repository's sample calls (see repository-calls.ts).

export const FROZEN_SET_REPOSITORY_CALLS: Record<
  string,
  { module: Record<string, unknown>; calls: Record<string, Call> }
> = {
  'frozen-sets.repository': {
    module: frozenRepo,
    calls: {
      insertFrozenSet: (db, s) =>
        frozenRepo.insertFrozenSet(
          db,
          {
            userId: s.userId,
            name: 'Seed',
            query: 'TI=seed',
            parsedQuery: 'TI=seed',
            queryIndex: 1,
            source: { from: 'searches', id: 1, label: 'search #1' },
            options: {
              grouped_by: 'none',
              sort: 'score desc',
              filters: { filtersToApply: {}, filtersToExclude: {} },
            },
            corpus: { documents: 1, generation: 1, latest_publication_date: '20260101' },
            publications: 1,
            families: 1,
            hitCount: 1,
            frozenAt: T,
          },
          [{ rank: 0, ucid: 'EP-1000000-A1', score: 1, groupKey: null, groupSize: null }],
        ),
      listFrozenSetsOfUser: (db, s) => frozenRepo.listFrozenSetsOfUser(db, s.userId),
      getFrozenSetOfUser: (db, s) => frozenRepo.getFrozenSetOfUser(db, s.userId, 1),
      frozenHitsPage: (db) => frozenRepo.frozenHitsPage(db, 1, 0, 10),
      allFrozenHits: (db) => frozenRepo.allFrozenHits(db, 1),
      renameFrozenSet: (db, s) => frozenRepo.renameFrozenSet(db, s.userId, 1, 'Seed 2'),
      deleteFrozenSet: (db, s) => frozenRepo.deleteFrozenSet(db, s.userId, 999),
    },
  },
};
