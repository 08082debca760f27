import { describe, expect, it } from 'vitest';
import { refreshChecksummed } from './refreshChecksummed';

type Answer = { checksum: string; match: boolean; data?: string[] };
type Cache = { checksum: string; items: readonly string[] };

const toCache = (answer: Answer): Cache => ({ checksum: answer.checksum, items: answer.data ?? [] });

/** The server's side of the protocol for a list and its checksum, recording the checksums asked with. */
function server(list: string[], checksum: string) {
  const asked: (string | undefined)[] = [];
  const fetch = async (sent: string | undefined): Promise<Answer> => {
    asked.push(sent);
    return sent === checksum ? { checksum, match: true } : { checksum, match: false, data: list };
  };
  return { fetch, asked };
}

describe('refreshChecksummed', () => {
  it('keeps the cached list, the same object, while the checksum matches', async () => {
    const cached: Cache = { checksum: 'c1', items: ['a'] };
    const s = server(['a'], 'c1');
    expect(await refreshChecksummed(cached, s.fetch, toCache)).toBe(cached);
    expect(s.asked).toEqual(['c1']);
  });

  it('takes the new list when it changed, or when nothing was cached', async () => {
    const s = server(['a', 'b'], 'c2');
    expect(await refreshChecksummed({ checksum: 'c1', items: ['a'] }, s.fetch, toCache)).toEqual({
      checksum: 'c2',
      items: ['a', 'b'],
    });
    expect(await refreshChecksummed(undefined, s.fetch, toCache)).toEqual({ checksum: 'c2', items: ['a', 'b'] });
  });

  it('asks again in full when a match came for a checksum it did not send', async () => {
    const answers: Answer[] = [
      { checksum: 'c', match: true },
      { checksum: 'c', match: false, data: ['x'] },
    ];
    const asked: (string | undefined)[] = [];
    const fetch = async (sent: string | undefined) => {
      asked.push(sent);
      return answers.shift()!;
    };
    expect(await refreshChecksummed(undefined, fetch, toCache)).toEqual({ checksum: 'c', items: ['x'] });
    expect(asked).toEqual([undefined, undefined]);
  });
});
