import type { EngineDocument } from '../schema/document';

/** Where documents of one batch go: an index writer in the child, a Map in the test's replay. */
type Sink = {
  addDocument(doc: EngineDocument): Promise<void> | void;
  deleteDocument(ucid: string): Promise<void> | void;
};

function doc(ucid: string, title: string): EngineDocument {
  return { ucid, titles: title, abstracts: `${title} abstract`, country: 'EP', publicationdate: 20200101 };
}

/** Batch `seq`: five new documents, an update of one from the batch before, a delete from two batches back. */
export async function applyBatch(sink: Sink, seq: number): Promise<void> {
  for (let i = 0; i < 5; i++) await sink.addDocument(doc(`D${seq}-${i}`, `batch ${seq} document ${i}`));
  if (seq > 1) await sink.addDocument(doc(`D${seq - 1}-1`, `updated in ${seq}`));
  if (seq > 2) await sink.deleteDocument(`D${seq - 2}-0`);
}

/** The ucids and titles that exist after batches 1 … seq. */
export async function expectedDocuments(seq: number): Promise<Map<string, string>> {
  const docs = new Map<string, string>();
  const sink: Sink = {
    addDocument: (d) => {
      docs.set(d.ucid, String(d.titles));
    },
    deleteDocument: (ucid) => {
      docs.delete(ucid);
    },
  };
  for (let s = 1; s <= seq; s++) await applyBatch(sink, s);
  return docs;
}
