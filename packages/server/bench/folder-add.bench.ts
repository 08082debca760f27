// Adding a whole result set to a folder: `node --import tsx packages/server/bench/folder-add.bench.ts [--patents N]`.
// Baseline: all N rows in one transaction holding the folder lock. Measured: the add-results job's way, chunks of
// ADD_RESULTS_CHUNK rows, each its own short transaction followed by a turn of the event loop. Both run on a fresh in-memory PGlite while a colleague adds one
// patent to the same folder every 10 ms; the table gives the total time, the colleague's adds and worst wait, and the
// longest event-loop stall, since the point of chunking is that nobody waits for the whole set.

import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { folderPatents } from '../src/db/schema';
import { insertFolder } from '../src/features/folder-access/folders.repository';
import { ADD_RESULTS_CHUNK, addChunk, nextTurn } from '../src/features/folder-add-results/folder-add-results';
import { createOrganization, createUser } from '../src/test/factories';
import { createTestDatabase } from '../src/test/test-database';

function parsePatents(argv: readonly string[]): number {
  const at = argv.indexOf('--patents');
  const n = at < 0 ? 10_000 : Number(argv[at + 1]);
  if (!Number.isInteger(n) || n <= 0) throw new Error('--patents needs a positive integer');
  return n;
}

type Row = { way: string; totalMs: number; colleagueAdds: number; worstWaitMs: number; stallMs: number };

async function measure(way: string, patents: number, chunk: number): Promise<Row> {
  const test = await createTestDatabase({ driver: 'pglite' });
  try {
    const { db } = test;
    const organizationId = (await createOrganization(db)).id;
    const user = await createUser(db, { organizationId });
    const colleague = await createUser(db, { organizationId });
    const folderId = await insertFolder(db, {
      organizationId,
      creatorId: user.id,
      name: 'Bench',
      description: '',
      categoryId: null,
    });
    const ucids = Array.from({ length: patents }, (_, i) => `US-${10_000_000 + i}-B2`);
    const limits = { limit: patents + 10_000, remaining: patents };

    let running = true;
    const waits: number[] = [];
    const colleagueLoop = (async () => {
      for (let i = 0; running; i++) {
        const started = performance.now();
        await addChunk(db, folderId, [`EP-${3_000_000 + i}-A1`], { userId: colleague.id, at: new Date(), ...limits });
        waits.push(performance.now() - started);
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
    })();

    // The longest the server could answer nobody: the embedded database holds the one thread while it works.
    const stall = monitorEventLoopDelay({ resolution: 1 });
    stall.enable();
    const started = performance.now();
    for (let at = 0; at < patents; at += chunk) {
      await addChunk(db, folderId, ucids.slice(at, at + chunk), { userId: user.id, at: new Date(), ...limits });
      await nextTurn();
    }
    const totalMs = performance.now() - started;
    // A stall is only recorded when the sampling timer finally runs, so give it that turn before reading.
    await new Promise((resolve) => setTimeout(resolve, 20));
    stall.disable();
    running = false;
    await colleagueLoop;
    const rows = await db.$count(folderPatents);
    if (rows !== patents + waits.length) throw new Error(`expected ${patents + waits.length} rows, found ${rows}`);
    return {
      way,
      totalMs,
      colleagueAdds: waits.length,
      worstWaitMs: Math.max(...waits),
      stallMs: stall.max / 1e6,
    };
  } finally {
    await test.close();
  }
}

const patents = parsePatents(process.argv.slice(2));
const baseline = await measure('one transaction (baseline)', patents, patents);
const chunked = await measure(`chunks of ${ADD_RESULTS_CHUNK} (the job)`, patents, ADD_RESULTS_CHUNK);
console.log(`\nAdding ${patents.toLocaleString('en')} patents to a folder (PGlite, in memory)\n`);
console.log(
  '| way | total ms | total / baseline | colleague adds meanwhile | their worst wait ms | longest stall ms |',
);
console.log('| --- | ---: | ---: | ---: | ---: | ---: |');
for (const row of [baseline, chunked])
  console.log(
    `| ${row.way} | ${row.totalMs.toFixed(0)} | ${(row.totalMs / baseline.totalMs).toFixed(2)} | ${row.colleagueAdds} | ${row.worstWaitMs.toFixed(0)} | ${row.stallMs.toFixed(0)} |`,
  );
