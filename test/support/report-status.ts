/**
 * Waiting for a queued PDF report in tests: polls GET /api/pdf-reports/{id} until the report is
 * completed or failed (or two minutes pass) and gives its last resource object.
 */
import { call, type TestService } from './test-service.ts';

export async function finishedReport(service: TestService, key: string, id: string) {
  const deadline = Date.now() + 120_000;
  for (;;) {
    const reply = await call(service, 'GET', `/api/pdf-reports/${id}`, { key });
    const a = reply.body.data.attributes;
    if (a.status === 'completed' || a.status === 'failed' || Date.now() > deadline) return reply.body.data;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
