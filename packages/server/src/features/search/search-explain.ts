// Why a document matched one of the user's saved searches: the engine's explanation of it, presented for the document
// page and the split view (issue 22, item 3).

import { EngineError, type Explanation, scoreParts } from '@app/engine';
import { AppError, type ExplainResponse, type ExplanationNode } from '@app/shared';
import type { AppContext } from '../../context';
import type { PatentIndex } from '../../search-index/patent-index';
import type { UserRecord } from '../users/users.repository';
import { resolvedQueryText, runEngineCall, savedSearchRow } from './search.service';

/**
 * Explains document `ucid` against saved search `queryIndex` of the user, with `#n` and custom field clauses resolved as a run resolves them, in the user's turn at the search
 * threads. Another user's search is not the user's to name: it answers 404 as running it does. A document that does
 * not match is an answer, not an error: `matches` false, with the top-level clauses that keep it out.
 */
export async function explainSavedSearch(
  ctx: AppContext,
  index: PatentIndex,
  user: UserRecord,
  queryIndex: number,
  body: { ucid: string },
  signal?: AbortSignal,
): Promise<ExplainResponse> {
  const row = await savedSearchRow(ctx, user, queryIndex);
  const { query, history } = await resolvedQueryText(ctx, user, row.query);
  const explanation = await runEngineCall(async () => {
    try {
      return await index.explain({ query, history }, body.ucid, {
        owner: `user:${user.id}`,
        ...(signal ? { signal } : {}),
      });
    } catch (error) {
      if (error instanceof EngineError && error.code === 'DOCUMENT_NOT_FOUND') {
        throw new AppError('PATENT_NOT_FOUND', { message: `There is no document ${body.ucid} in the index.` });
      }
      throw error;
    }
  });
  return {
    ucid: body.ucid,
    query_index: row.queryIndex,
    query: row.query,
    matches: explanation.matched,
    score: explanation.value,
    explanation: present(explanation),
    parts: scoreParts(explanation).map((part) => ({
      description: part.description,
      start: part.span?.start ?? null,
      end: part.span?.end ?? null,
      value: part.value,
    })),
    failed: explanation.matched ? [] : failedClauses(explanation),
  };
}

/** The engine's explanation in the API's shape (every key present, places as offsets). */
function present(e: Explanation): ExplanationNode {
  return {
    description: e.description,
    start: e.span?.start ?? null,
    end: e.span?.end ?? null,
    text: e.clause === 'text',
    matched: e.matched,
    value: e.value,
    combine: e.combine,
    idf: e.idf ?? null,
    field: e.where?.field ?? null,
    words: e.where ? e.where.words.map((w) => ({ term: w.term, count: w.count, positions: [...w.positions] })) : [],
    pairs: e.where
      ? e.where.pairs.map((p) => ({
          op: p.op,
          distance: p.distance,
          left: [p.left[0], p.left[1]] as [number, number],
          right: [p.right[0], p.right[1]] as [number, number],
        }))
      : [],
    pairCount: e.where?.pairCount ?? 0,
    details: e.details.map(present),
  };
}

/**
 * The top-level clauses that keep a document out: an AND's (or at-least-n's) unmatched operands, NOT's included side
 * when it did not match or its excluded side when it did, or the query itself (a single clause, an OR, an XOR).
 */
function failedClauses(root: Explanation): ExplainResponse['failed'] {
  const place = (e: Explanation, excluded = false) => ({
    description: e.description,
    start: e.span?.start ?? null,
    end: e.span?.end ?? null,
    excluded,
  });
  if (root.combine === 'include') {
    const [include, exclude] = root.details;
    if (include && !include.matched) return include.combine === 'include' ? failedClauses(include) : andParts(include);
    return exclude ? [place(exclude, true)] : [place(root)];
  }
  return andParts(root);

  function andParts(e: Explanation): ExplainResponse['failed'] {
    if (e.description === 'AND' || e.description.startsWith('at least')) {
      const missing = e.details.filter((d) => !d.matched).map((d) => place(d));
      if (missing.length > 0) return missing;
    }
    return [place(e)];
  }
}
