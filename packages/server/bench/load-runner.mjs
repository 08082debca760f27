// Run by api.bench.ts in a child process, so the load generator's CPU is not the server's:
// `node load-runner.mjs <json options>` loads one URL with autocannon, each connection signed in as its own user
// (searches take turns at the search threads per user, so one user's connections could use only some of them),
// and prints autocannon's result as JSON.
import autocannon from 'autocannon';

const { url, cookies, connections, seconds, body } = JSON.parse(process.argv[2]);
const HEADERS = { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' };
let next = 0;
const result = await autocannon({
  url,
  method: 'POST',
  connections,
  duration: seconds,
  body,
  // Each connection (client) keeps one user's session for the whole run.
  setupClient: (client) => client.setHeaders({ ...HEADERS, cookie: cookies[next++ % cookies.length] }),
  // autocannon gives up on a request after 10 s by default; at a million documents under 32 connections a faceted,
  // grouped request queues longer than that, and a slow answer is a figure to report, not an error.
  timeout: 120,
});
process.stdout.write(JSON.stringify(result));
