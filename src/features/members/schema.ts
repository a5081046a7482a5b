/** Request and response schemas of the member endpoints (spec endpoints 11 and 12). */
import { z } from 'zod';
import { ROLES } from '../../auth/roles.ts';
import { inputMessage } from '../../http/error-text/index.ts';

export const role = z
  .enum(ROLES)
  .describe('owner (full access), manager (users, billing, content) or member (calculations, reading content)');

export const addMemberBody = z.strictObject({
  data: z.strictObject({
    type: z.literal('members'),
    attributes: z.strictObject({
      email: z.email({ message: inputMessage((t) => t.email()) }).max(254),
      name: z.string().trim().max(200).optional(),
      role: role.default('member'),
    }),
  }),
});

/** `{ role }` as the spec shows it; the JSON:API envelope `{ data: { attributes: { role } } }` is accepted too. */
export const updateMemberBody = z.union([
  z.strictObject({ role }),
  z.strictObject({
    data: z.strictObject({ type: z.literal('members').optional(), attributes: z.strictObject({ role }) }),
  }),
]);

export const memberParams = z.strictObject({ memberId: z.string().min(1) });

/** The member resource every member endpoint answers (presenter.ts). */
export const memberResource = z.object({
  type: z.literal('members'),
  id: z
    .string()
    .describe(
      'The member id: what /api/org/users/{memberId} takes, GET /api/me shows as memberId and the admin CLI prints as memberId',
    ),
  attributes: z.object({
    userId: z
      .string()
      .describe(
        "This organization's id for the user account (as GET /api/me shows it); unrelated to its id in other organizations",
      ),
    email: z.string(),
    name: z.string().nullable().describe('The name this organization gave the member'),
    role,
    status: z
      .enum(['active', 'invited'])
      .describe("active once the member has an API key of this organization, else invited (a new member's status)"),
    createdAt: z.string(),
    updatedAt: z.string(),
  }),
});
