/**
 * 2026-11-28: members are JSON:API resources in every answer. Adding a member and changing a
 * member's role answer the member resource (`data.type` "members", `data.id`, the other fields
 * under `data.attributes`), as listing, getting and removing did; `data.id` is the member id the
 * member routes take, and it is no longer repeated as `attributes.memberId`.
 *
 * Before: POST /api/org/users answered `{data: {memberId, userId, role, invited: true}}`, PATCH
 * `{data: {memberId, role}}`, and the resources of GET and DELETE carried `memberId` first among
 * their attributes. Each older body follows from the newer one (`invited` was always true).
 */
import type { Endpoint, VersionChange } from '../version-change.ts';

type Body = Record<string, unknown>;

function isRecord(value: unknown): value is Body {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const USERS = '/api/org/users';
const MEMBER = '/api/org/users/:memberId';

/** A member resource as it was in lists and single answers: `memberId` first among the attributes. */
function withMemberId(member: unknown): unknown {
  if (!isRecord(member) || !isRecord(member.attributes)) return member;
  return { ...member, attributes: { memberId: member.id, ...member.attributes } };
}

/** The older body of each endpoint, from the newer one's `data`. */
function olderData(data: unknown, endpoint: Endpoint): unknown {
  if (Array.isArray(data)) return data.map(withMemberId);
  if (!isRecord(data) || !isRecord(data.attributes)) return data;
  const { id, attributes } = data;
  if (endpoint.method === 'POST')
    return { memberId: id, userId: attributes.userId, role: attributes.role, invited: true };
  if (endpoint.method === 'PATCH') return { memberId: id, role: attributes.role };
  return withMemberId(data);
}

export const membersAsResources: VersionChange = {
  date: '2026-11-28',
  name: 'members-as-resources',
  description:
    'Members are JSON:API resources in every answer: POST /api/org/users and PATCH /api/org/users/{memberId} answer ' +
    'the member (`data.type` "members", `data.id`, and `userId`, `email`, `name`, `role`, `status`, `createdAt`, ' +
    '`updatedAt` under `data.attributes`), as GET and DELETE do; `data.id` is the id the member routes take and ' +
    '`GET /api/me` shows as `memberId`, and it is no longer repeated as `attributes.memberId`. ' +
    'Before this date: POST answers `{data: {memberId, userId, role, invited: true}}`, PATCH `{data: {memberId, role}}`, ' +
    'and the member resources of GET and DELETE carry `attributes.memberId`.',
  endpoints: [
    { method: 'POST', path: USERS },
    { method: 'GET', path: USERS },
    { method: 'GET', path: MEMBER },
    { method: 'PATCH', path: MEMBER },
    { method: 'DELETE', path: MEMBER },
  ],
  toPrevious(body, endpoint) {
    if (!isRecord(body) || !('data' in body)) return body;
    return { ...body, data: olderData(body.data, endpoint) };
  },
};
