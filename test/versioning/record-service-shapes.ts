/**
 * Writes fixtures/service-shapes-before-2026-11-28.json: the answers of {@link runServiceCases}
 * at the day before the 2026-11-28 change, as the code gave them before the change reached the
 * chatbot context, the synastry widget and the positions (no older change shapes these
 * operations: the baseline answered the same, byte for byte, when they were recorded). Run once on that
 * code (`npx tsx test/versioning/record-service-shapes.ts`, with TEST_REDIS_URL or a local
 * Redis; it uses the embedded PGlite); afterwards test/versioning/one-shape-service.test.ts
 * checks that those dates still get these answers.
 */
import { writeFileSync } from 'node:fs';

process.env.TEST_DATABASE = 'pglite';
const { startTestService } = await import('../support/test-service.ts');
const { runServiceCases } = await import('./service-shape-cases.ts');

const service = await startTestService();
try {
  const recorded = await runServiceCases(service, { headers: { 'X-Api-Version': '2026-11-27' } });
  writeFileSync(
    new URL('./fixtures/service-shapes-before-2026-11-28.json', import.meta.url),
    `${JSON.stringify(recorded)}\n`,
  );
} finally {
  await service.stopAll();
}
