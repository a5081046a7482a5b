/**
 * Import rules checked in CI (`npm run check:imports`, run by .ci/run). See
 * docs of dependency-cruiser for the rule format.
 * - Only the composition root (src/app.ts, src/service.ts, src/server.ts, src/admin/) and the
 *   features themselves import from src/features/.
 * - The calculation side (what runs in a pool thread or the report worker) imports no HTTP code.
 * - No import cycles, type-only ones included.
 */
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'features-only-from-composition-root',
      comment: 'Only src/app.ts, src/service.ts, src/server.ts, src/admin/ and the features import features: move shared code below src/features/.',
      severity: 'error',
      from: { path: '^(src|workers)/', pathNot: '^src/(features/|admin/|app\\.ts$|service\\.ts$|server\\.ts$)' },
      to: { path: '^src/features/' },
    },
    {
      name: 'calculation-side-without-http',
      comment: 'The calculation side takes and returns plain data; errors cross as data, HTTP errors are made by the web side.',
      severity: 'error',
      from: { path: '^(src/(astro|chart|reports|interpretation|content|calc|jobs)/|workers/)' },
      to: { path: '^src/http/' },
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
