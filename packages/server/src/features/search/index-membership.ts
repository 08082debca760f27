import { AppError, MAX_ROWS } from '@app/shared';
import type { AppContext } from '../../context';
import type { UserRecord } from '../users/users.repository';
import { selectDocuments } from './search.service';

/** Refuses ucids that are not documents of our index, naming each; a folder holds only what can be shown. */
export async function requireInIndex(ctx: AppContext, user: UserRecord, ucids: string[]): Promise<void> {
  const found = new Set<string>();
  for (let i = 0; i < ucids.length; i += MAX_ROWS) {
    const answer = await selectDocuments(ctx, ctx.patents, user, ucids.slice(i, i + MAX_ROWS), 'ucid');
    for (const doc of answer.docs) found.add(doc.ucid);
  }
  const fields: Record<string, string[]> = {};
  ucids.forEach((ucid, i) => {
    if (!found.has(ucid)) fields[`ucids.${i}`] = [`${ucid} is not in our patent index.`];
  });
  const missing = Object.keys(fields).length;
  if (missing > 0)
    throw new AppError('VALIDATION_FAILED', {
      message: `${missing} of the ${ucids.length} patents ${missing === 1 ? 'is' : 'are'} not in our patent index.`,
      fields,
    });
}
