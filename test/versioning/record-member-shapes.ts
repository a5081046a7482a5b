/**
 * Writes fixtures/members-before-2026-11-28.json: the answers of {@link runMemberCases} as the
 * code gave them before members became JSON:API resources. Run once on the code before that
 * change (`npx tsx test/versioning/record-member-shapes.ts`, with TEST_REDIS_URL or a local
 * Redis; it uses the embedded PGlite); afterwards test/versioning/members-resource.test.ts checks
 * that older dates still get exactly these answers.
 */
import { writeFileSync } from 'node:fs';

process.env.TEST_DATABASE = 'pglite';
const { startTestService } = await import('../support/test-service.ts');
const { runMemberCases } = await import('./member-cases.ts');

const service = await startTestService();
try {
  const answers = await runMemberCases(service);
  writeFileSync(
    new URL('./fixtures/members-before-2026-11-28.json', import.meta.url),
    `${JSON.stringify(answers, null, 2)}\n`,
  );
} finally {
  await service.stopAll();
}
