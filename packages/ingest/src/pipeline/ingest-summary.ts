import { rename, writeFile } from 'node:fs/promises';
import type { SourcePosition } from '../readers/reader';

/** One problem met while ingesting: where, and what. */
export type IngestProblem = { readonly file: string; readonly position?: SourcePosition; readonly message: string };

/** What an ingest did, in numbers, with every skip and failure named in `problems`/`skips` and counted by reason. */
export type IngestSummary = {
  /** Source records read (one publication may arrive several times). */
  read: number;
  /** Publications new to the index. */
  added: number;
  /** Publications the index held before, now merged with what arrived. */
  updated: number;
  /** Source records merged into a publication already met in this ingest or held by the index. */
  merged: number;
  failed: number;
  /** Entries or records that hold no patent documents. */
  skipped: number;
  byFormat: Record<string, { documents: number; failed: number }>;
  /** Failures and skips counted by reason (the message without its file), most frequent first when printed. */
  failuresByReason: Record<string, number>;
  skipsByReason: Record<string, number>;
  /** Every failure and every skip, named with its file and position. */
  problems: IngestProblem[];
  skips: IngestProblem[];
  seconds: number;
  /** Seconds spent linking families and forward citations (part of `seconds`). */
  linkSeconds: number;
  bytes: number;
  /** Documents outside the arriving ones whose families or forward citations changed. */
  relinked: number;
  /** Synthetic demo documents removed because real ones arrived. */
  demoRemoved: number;
  /** Classification titles read from scheme files (CPC scheme XML, IPC title tables) into the title table. */
  classificationTitles: number;
  /** Where the full JSON report was written, when it was. */
  report?: string;
};

export function emptySummary(): IngestSummary {
  return {
    read: 0,
    added: 0,
    updated: 0,
    merged: 0,
    failed: 0,
    skipped: 0,
    byFormat: {},
    failuresByReason: {},
    skipsByReason: {},
    problems: [],
    skips: [],
    seconds: 0,
    linkSeconds: 0,
    bytes: 0,
    relinked: 0,
    demoRemoved: 0,
    classificationTitles: 0,
  };
}

/**
 * A reason to count by: the message with its quoted values, parenthesised details and numbers made general, so
 * alike problems add up ("list of 6499 publication numbers" and "list of 5818 …" are one reason). Every problem
 * keeps its own full message in `problems`/`skips`.
 */
export function reasonOf(message: string): string {
  const general = message
    .replace(/\([^()]*\)/g, '(…)')
    .replace(/'[^']*'|"[^"]*"/g, '…')
    .replace(/\d+/g, 'N');
  return general.length > 160 ? `${general.slice(0, 157)}...` : general;
}

export function recordFailure(summary: IngestSummary, problem: IngestProblem): void {
  summary.failed++;
  summary.problems.push(problem);
  const reason = reasonOf(problem.message);
  summary.failuresByReason[reason] = (summary.failuresByReason[reason] ?? 0) + 1;
}

export function recordSkip(summary: IngestSummary, problem: IngestProblem): void {
  summary.skipped++;
  summary.skips.push(problem);
  const reason = reasonOf(problem.message);
  summary.skipsByReason[reason] = (summary.skipsByReason[reason] ?? 0) + 1;
}

/** Whether the ingest found nothing to index at all: it is a failure, and the index is left as it was. */
export function readNothing(summary: IngestSummary): boolean {
  return summary.read === 0 && summary.classificationTitles === 0;
}

/** Writes the whole summary as JSON, durably enough for a report: a temp name, then a rename. */
export async function writeReport(summary: IngestSummary, path: string): Promise<void> {
  const temp = `${path}.${process.pid}.tmp`;
  await writeFile(temp, `${JSON.stringify({ ...summary, report: path }, null, 2)}\n`);
  await rename(temp, path);
  summary.report = path;
}

/** The lines a console shows: counts, reasons with their counts, the first problems and how many more there are. */
export function summaryLines(summary: IngestSummary, shown = 20): string[] {
  const lines = [
    `read ${summary.read}, added ${summary.added}, updated ${summary.updated}, merged ${summary.merged}, failed ${summary.failed}, skipped ${summary.skipped} in ${summary.seconds.toFixed(1)} s (linking ${summary.linkSeconds.toFixed(1)} s); families and citations relinked for ${summary.relinked} other documents`,
  ];
  if (summary.demoRemoved > 0) lines.push(`removed the ${summary.demoRemoved} synthetic demo documents`);
  if (summary.classificationTitles > 0) lines.push(`classification titles: ${summary.classificationTitles}`);
  for (const [format, c] of Object.entries(summary.byFormat)) {
    if (c.documents === 0 && c.failed === 0) continue;
    lines.push(`  ${format}: ${c.documents} documents${c.failed > 0 ? `, ${c.failed} failed` : ''}`);
  }
  const byCount = (counts: Record<string, number>) => Object.entries(counts).sort((a, b) => b[1] - a[1]);
  for (const [reason, count] of byCount(summary.failuresByReason)) lines.push(`  failed ×${count}: ${reason}`);
  for (const [reason, count] of byCount(summary.skipsByReason)) lines.push(`  skipped ×${count}: ${reason}`);
  const named = (label: string, list: readonly IngestProblem[]) => {
    for (const p of list.slice(0, shown)) {
      lines.push(`  ${label}: ${p.file}${p.position ? ` ${JSON.stringify(p.position)}` : ''}: ${p.message}`);
    }
    if (list.length > shown) lines.push(`  … and ${list.length - shown} more ${label} (all of them in the report)`);
  };
  named('failed', summary.problems);
  named('skipped', summary.skips);
  if (summary.report) lines.push(`full report: ${summary.report}`);
  return lines;
}
