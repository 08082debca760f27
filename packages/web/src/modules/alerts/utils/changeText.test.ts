import type { WatchedChange } from '@app/shared';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../i18n/i18n';
import { changesByPatent, changeText } from './changeText';

const t = i18n.t.bind(i18n);
const seenAt = '2026-01-12T00:00:00.000Z';

describe('changeText', () => {
  it('says each kind of change in plain words', () => {
    const changes: WatchedChange[] = [
      { ucid: 'EP-1-A1', kind: 'family_member', detail: 'US-2024123456-A1', seenAt },
      { ucid: 'EP-1-A1', kind: 'forward_citation', detail: 'EP-3999999-A1', seenAt },
      {
        ucid: 'EP-1-A1',
        kind: 'legal_event',
        detail: { date: 20240302, code: 'EP 26', description: 'OPPOSITION FILED', category: 'opposition' },
        seenAt,
      },
      { ucid: 'EP-1-A1', kind: 'status', detail: { from: 'Alive', to: 'Dead' }, seenAt },
    ];
    expect(changes.map((change) => changeText(change, t))).toEqual([
      'New family member US-2024123456-A1',
      'Newly cited by EP-3999999-A1',
      'Legal event: opposition — OPPOSITION FILED (EP 26, 2024-03-02)',
      'Status: alive → dead',
    ]);
  });

  it('names an event without a description by its code', () => {
    const change: WatchedChange = {
      ucid: 'EP-1-A1',
      kind: 'legal_event',
      detail: { date: 20240302, code: 'EP PG25', description: '', category: 'lapse' },
      seenAt,
    };
    expect(changeText(change, t)).toBe('Legal event: lapse — EP PG25 (2024-03-02)');
  });
});

describe('changesByPatent', () => {
  it('groups the changes by patent, keeping the run’s order', () => {
    const a1: WatchedChange = { ucid: 'EP-2-A1', kind: 'family_member', detail: 'WO-1-A1', seenAt };
    const b: WatchedChange = { ucid: 'EP-1-A1', kind: 'forward_citation', detail: 'EP-9-A1', seenAt };
    const a2: WatchedChange = { ucid: 'EP-2-A1', kind: 'forward_citation', detail: 'EP-9-A1', seenAt };
    expect(changesByPatent([a1, a2, b])).toEqual([
      { ucid: 'EP-2-A1', changes: [a1, a2] },
      { ucid: 'EP-1-A1', changes: [b] },
    ]);
  });
});
