/**
 * Frozen result sets (issue 22 item 5): a search's exact hit list with what made it (query, parsed form, options)
 * and what the index held then, so the list can be shown later as it was. Beside schema.ts, whose users it names;
 * drizzle.config.ts names this file too.
 */
import { doublePrecision, index, integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { timestamptz, users } from './schema';

export type FrozenOptionsColumn = {
  grouped_by: 'none' | 'applicationnumber' | 'simplefamily' | 'extendedfamily';
  sort: string;
  filters: { filtersToApply: Record<string, string[]>; filtersToExclude: Record<string, string[]> };
  q?: string;
};

/** The list a set was frozen from: a search's number, a folder's id, an alert run's key (null: the patent list). */
export type FrozenSourceColumn = {
  from: 'searches' | 'folders' | 'listed_patents' | 'alerts';
  id: number | string | null;
  /** How the list was named when frozen ("search #3", "folder “Batteries”"), kept if it is renamed or deleted. */
  label: string;
};

export type FrozenCorpusColumn = { documents: number; generation: number; latest_publication_date: string | null };

export const frozenResultSets = pgTable(
  'frozen_result_sets',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** The query as run, every `#n` written out, so the set never depends on the history. */
    query: text('query').notNull(),
    /** The parser's reading of it, every operator parenthesised. */
    parsedQuery: text('parsed_query').notNull(),
    /** The saved search it was frozen from; kept as a number only (the search may be deleted). */
    queryIndex: integer('query_index'),
    source: jsonb('source').$type<FrozenSourceColumn>().notNull(),
    options: jsonb('options').$type<FrozenOptionsColumn>().notNull(),
    corpus: jsonb('corpus').$type<FrozenCorpusColumn>().notNull(),
    publications: integer('publications').notNull(),
    families: integer('families').notNull(),
    /** Rows in frozen_result_hits: publications, or groups when grouped. */
    hitCount: integer('hit_count').notNull(),
    frozenAt: timestamptz('frozen_at').notNull(),
  },
  (t) => [index('frozen_result_sets_user_idx').on(t.userId, t.id)],
);

/** One hit of a frozen set at its rank (0 first): the publication, its score, and its group when grouped. */
export const frozenResultHits = pgTable(
  'frozen_result_hits',
  {
    setId: integer('set_id')
      .notNull()
      .references(() => frozenResultSets.id, { onDelete: 'cascade' }),
    rank: integer('rank').notNull(),
    ucid: text('ucid').notNull(),
    score: doublePrecision('score').notNull(),
    /** The group's key (a family id, an application number) when the set was grouped; null otherwise. */
    groupKey: text('group_key'),
    groupSize: integer('group_size'),
  },
  (t) => [primaryKey({ columns: [t.setId, t.rank] })],
);
