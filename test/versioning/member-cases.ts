/**
 * Fixed calls of every member operation, in one fresh organization, for the members-as-resources
 * change (2026-11-28): `fixtures/members-before-2026-11-28.json` holds their answers as the code
 * gave them before that change, recorded by `record-member-shapes.ts`. The answers are kept as
 * sent (status, Location, body text), with the values that differ from run to run replaced by
 * tokens: each id by `<id:N>` in the order it first appears in the run, each instant by
 * `<instant>`, the owner's generated email by `<owner-email>`. Everything else must match to the byte.
 */
import { createOrganization } from '../support/factories.ts';
import { call, type TestService } from '../support/test-service.ts';

export interface MemberAnswer {
  status: number;
  location: string | null;
  body: string;
}

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi;
const INSTANT = /\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z/g;
const OWNER_EMAIL = /owner-[0-9a-f]{8}@example\.com/g;

/**
 * Runs the member operations at a compatibility date (a header, or none: the organization's pin,
 * else the baseline) and answers them by operation, tokenised.
 * @param pin the new organization's pin (null: unpinned) set before the calls
 */
export async function runMemberCases(
  service: TestService,
  options: { headers?: Record<string, string>; pin?: string | null } = {},
): Promise<Record<string, MemberAnswer>> {
  const { ownerKey } = await createOrganization(service.services.db, 'Member shapes');
  const headers = options.headers ?? {};
  if (options.pin !== undefined) {
    const pinned = await call(service, 'PATCH', '/api/org/api-version', {
      key: ownerKey,
      body: { data: { type: 'organizations', attributes: { apiVersion: options.pin } } },
    });
    if (pinned.status !== 200) throw new Error(`pin ${options.pin}: ${pinned.status} ${pinned.text}`);
  }
  const tokens = new Map<string, string>();
  const tokenise = (text: string) =>
    text
      .replace(UUID, (id) => {
        const key = id.toLowerCase();
        if (!tokens.has(key)) tokens.set(key, `<id:${tokens.size + 1}>`);
        return tokens.get(key)!;
      })
      .replace(INSTANT, '<instant>')
      .replace(OWNER_EMAIL, '<owner-email>');
  const answers: Record<string, MemberAnswer> = {};
  const ask = async (name: string, method: string, path: string, body?: unknown) => {
    const reply = await call(service, method, path, { key: ownerKey, body, headers });
    answers[name] = {
      status: reply.status,
      location: reply.headers.get('location') === null ? null : tokenise(reply.headers.get('location')!),
      body: tokenise(reply.text),
    };
    return reply;
  };

  const added = await ask('addMember', 'POST', '/api/org/users', {
    data: { type: 'members', attributes: { email: 'ada@example.com', name: 'Ada Lovelace', role: 'member' } },
  });
  const id = (added.headers.get('location') ?? '').split('/').pop()!;
  await ask('listMembers', 'GET', '/api/org/users');
  await ask('getMember', 'GET', `/api/org/users/${id}`);
  await ask('updateMember', 'PATCH', `/api/org/users/${id}`, { role: 'manager' });
  await ask('updateMemberEnvelope', 'PATCH', `/api/org/users/${id}`, {
    data: { type: 'members', attributes: { role: 'member' } },
  });
  await ask('removeMember', 'DELETE', `/api/org/users/${id}`);
  return answers;
}
