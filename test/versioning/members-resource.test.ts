/**
 * The 2026-11-28 change that makes members JSON:API resources: before that date every member
 * operation answers exactly what the code answered before the change (recorded in
 * fixtures/members-before-2026-11-28.json by record-member-shapes.ts), whether the date comes from
 * the header, the organization's pin or the baseline; the module alone leaves its input unchanged.
 */
import { readFileSync } from 'node:fs';
import test from 'ava';
import { membersAsResources } from '../../src/versioning/changes/2026-11-28-members-as-resources.ts';
import { versionRegistry } from '../../src/versioning/registry.ts';
import { startTestService, type TestService } from '../support/test-service.ts';
import { type MemberAnswer, runMemberCases } from './member-cases.ts';

const recorded = JSON.parse(
  readFileSync(new URL('./fixtures/members-before-2026-11-28.json', import.meta.url), 'utf8'),
) as Record<string, MemberAnswer>;

let service: TestService;
test.before(async () => {
  service = await startTestService();
});
test.after.always(async () => service?.stopAll());

const OLDER: Array<[string, Parameters<typeof runMemberCases>[1]]> = [
  ['the day before, by header', { headers: { 'X-Api-Version': '2026-11-27' } }],
  ['the baseline, by header', { headers: { 'X-Api-Version': '2026-01-01' } }],
  ['the baseline of an unpinned organization', { pin: null }],
  ['a pin of 2026-09-03', { pin: '2026-09-03' }],
];

for (const [name, options] of OLDER) {
  test(`${name}: every member operation answers the recorded body, byte for byte`, async (t) => {
    const answers = await runMemberCases(service, options);
    t.deepEqual(Object.keys(answers), Object.keys(recorded));
    for (const [operation, answer] of Object.entries(answers)) t.deepEqual(answer, recorded[operation], operation);
  });
}

test('at the newest date the answers are the member resource, and differ from the recorded ones', async (t) => {
  const answers = await runMemberCases(service, { pin: versionRegistry.latest });
  for (const [operation, answer] of Object.entries(answers)) {
    t.is(answer.status, recorded[operation].status, operation);
    const data = JSON.parse(answer.body).data;
    for (const member of Array.isArray(data) ? data : [data]) {
      t.deepEqual(Object.keys(member), ['type', 'id', 'attributes'], operation);
      t.false('memberId' in member.attributes, operation);
    }
    t.not(answer.body, recorded[operation].body, operation);
  }
});

test('the module leaves its input unchanged and only touches member bodies', (t) => {
  const newer = {
    data: {
      type: 'members',
      id: 'm-1',
      attributes: { userId: 'u-1', email: 'a@example.com', name: null, role: 'member', status: 'invited' },
    },
  };
  const frozen = JSON.stringify(newer);
  const [post, , getOne, patch] = membersAsResources.endpoints;
  t.deepEqual(membersAsResources.toPrevious(newer, post), {
    data: { memberId: 'm-1', userId: 'u-1', role: 'member', invited: true },
  });
  t.deepEqual(membersAsResources.toPrevious(newer, patch), { data: { memberId: 'm-1', role: 'member' } });
  t.deepEqual(
    Object.keys((membersAsResources.toPrevious(newer, getOne) as typeof newer).data.attributes)[0],
    'memberId',
  );
  t.is(JSON.stringify(newer), frozen);
  t.deepEqual(membersAsResources.toPrevious({ errors: [] }, post), { errors: [] });
});
