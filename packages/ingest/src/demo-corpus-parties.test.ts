import type { PatentDocument } from '@app/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { generateDemoCorpus } from './demo-corpus';
import { TOPICS } from './demo-corpus-topics';

// Assignees and inventors of the demo corpus work in a few related technologies each, as real ones do.

/** CPC code → topic; every topic's codes are its own, so a document's main CPC code names its topic. */
const TOPIC_OF_CODE = new Map<string, number>();
TOPICS.forEach((topic, index) => {
  for (const code of topic.cpc) TOPIC_OF_CODE.set(code, index);
});

function topicOf(doc: PatentDocument): number {
  const main = doc.classifications?.cpc?.find((c) => c.main)?.code;
  const topic = main === undefined ? undefined : TOPIC_OF_CODE.get(main);
  if (topic === undefined) throw new Error(`${doc.id}: main CPC ${main} belongs to no topic`);
  return topic;
}

function topicsBy(docs: readonly PatentDocument[], keys: (doc: PatentDocument) => readonly string[]) {
  const topics = new Map<string, Set<number>>();
  for (const doc of docs) {
    for (const key of keys(doc)) topics.set(key, (topics.get(key) ?? new Set()).add(topicOf(doc)));
  }
  return topics;
}

let docs: PatentDocument[];
beforeAll(() => {
  docs = [...generateDemoCorpus({ seed: 7, count: 4000 })];
});

describe('demo corpus parties', () => {
  it('gives each topic its own CPC codes', () => {
    const all = TOPICS.flatMap((t) => t.cpc);
    expect(TOPIC_OF_CODE.size).toBe(all.length);
  });

  it('keeps every assignee to at most 3 topics, and some work in more than one', () => {
    for (const field of ['assignees_name_probable', 'assignees_name_current', 'assignees_name_original'] as const) {
      const topics = topicsBy(docs, (d) => d[field] ?? []);
      expect(topics.size, field).toBeGreaterThan(100);
      for (const [assignee, set] of topics) expect(set.size, `${field} ${assignee}`).toBeLessThanOrEqual(3);
      if (field === 'assignees_name_probable')
        expect([...topics.values()].filter((set) => set.size >= 2).length).toBeGreaterThan(20);
    }
  });

  it('has assignees work in one main topic and topics related to it only', () => {
    for (const [assignee, set] of topicsBy(docs, (d) => d.assignees_name_probable ?? [])) {
      const fits = TOPICS.some((topic, main) => [...set].every((t) => t === main || topic.related.includes(t)));
      expect(fits, `${assignee}: ${[...set].map((t) => TOPICS[t]!.field).join(', ')}`).toBe(true);
    }
  });

  it('keeps each inventor of an assignee to at most 2 topics, most of them to one', () => {
    const topics = topicsBy(docs, (d) =>
      (d.assignees_name_probable ?? []).flatMap((a) => (d.inventors_name_normalized ?? []).map((i) => `${a} | ${i}`)),
    );
    const sizes = [...topics.values()].map((set) => set.size);
    expect(Math.max(...sizes)).toBeLessThanOrEqual(2);
    expect(sizes.filter((n) => n === 1).length / sizes.length).toBeGreaterThan(0.7);
  });
});
