/**
 * Import rules checked in CI (`npm run check:imports`, run by .ci/run). See
 * docs of dependency-cruiser for the rule format.
 * - Only the composition root (src/app.ts, src/service.ts, src/server.ts, src/admin/) and the
 *   features themselves import from src/features/.
 * - The calculation side (what runs in a pool thread or the report worker) imports no HTTP code.
 * - Nothing a process entry (workers/) or the engine side loads reaches http/ or features/, by
 *   any path (`reachable: true` follows imports transitively, not just the direct ones).
 * - No import cycles, type-only ones included, between modules nor between folders.
 * - The database connection knows nothing of the server secret (auth/ checks it around migrations).
 */
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'features-only-from-composition-root',
      comment:
        'Only src/app.ts, src/service.ts, src/server.ts, src/admin/ and the features import features: move shared code below src/features/.',
      severity: 'error',
      from: { path: '^(src|workers)/', pathNot: '^src/(features/|admin/|app\\.ts$|service\\.ts$|server\\.ts$)' },
      to: { path: '^src/features/' },
    },
    {
      name: 'calculation-side-without-http',
      comment:
        'The calculation side takes and returns plain data; errors cross as data, HTTP errors are made by the web side.',
      severity: 'error',
      from: { path: '^(src/(astro|chart|reports|interpretation|content|calc|jobs)/|workers/)' },
      to: { path: '^src/http/' },
    },
    {
      name: 'process-entries-reach-no-web-code',
      comment: 'A worker process (calc pool thread, report worker) loads no HTTP or feature code, by any path.',
      severity: 'error',
      from: { path: '^workers/[^/]+\\.ts$' },
      to: { path: '^src/(http|features)/', reachable: true },
    },
    {
      name: 'engine-side-reaches-no-web-code',
      comment:
        'The engine side (calc, jobs, astro, chart, reports, interpretation) reaches no HTTP or feature code, by any path.',
      severity: 'error',
      from: { path: '^src/(calc|jobs|astro|chart|reports|interpretation)/' },
      to: { path: '^src/(http|features)/', reachable: true },
    },
    {
      name: 'connection-without-server-secret',
      comment: 'Opening and migrating the database needs no secret; auth/ checks the server secret around migrations.',
      severity: 'error',
      from: { path: '^src/db/connect\\.ts$' },
      to: { path: '^src/auth/server-secret\\.ts$' },
    },
    {
      name: 'no-circular-folders',
      comment:
        'Folders import each other one way only: a cycle between folders means a rule lives in the wrong one. ' +
        'Not yet checked inside astro/, features/ and calc/, whose subfolders still have cycles (#37).',
      severity: 'error',
      scope: 'folder',
      from: { path: '^(?!src/(astro|features|calc)/)' },
      to: { circular: true },
    },
    {
      name: 'no-circular',
      comment: 'Import cycles (type-only ones too) tie modules together that should stand apart.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    exclude: { path: '^(node_modules|data)/' },
  },
};
