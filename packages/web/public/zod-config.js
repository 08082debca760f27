// Runs before the app's modules. Zod reads this shared setting as it builds each schema; without it, zod probes
// once for eval (to compile faster parsers), which our Content-Security-Policy forbids and reports as a violation.
// Parsing speed in the browser does not matter, so the app runs zod without compiled parsers.
globalThis.__zod_globalConfig = Object.assign(globalThis.__zod_globalConfig || {}, { jitless: true });
