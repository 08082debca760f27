import { z } from 'zod';
import { roleFlagsProblem } from '../auth/roles';
import { MAX_ID } from '../constants';
import { EmailSchema } from './session.schemas';

/** Longest first or last name an administrator can give a user. */
export const PERSON_NAME_MAX = 100;

const IdSchema = z.coerce.number().int().positive().max(MAX_ID);
export const UserIdParamsSchema = z.object({ id: IdSchema });

const FirstNameSchema = z
  .string({ error: 'Enter a first name.' })
  .trim()
  .min(1, 'Enter a first name.')
  .max(PERSON_NAME_MAX, `A first name has at most ${PERSON_NAME_MAX} characters.`);
const LastNameSchema = z
  .string({ error: 'Enter a last name.' })
  .trim()
  .min(1, 'Enter a last name.')
  .max(PERSON_NAME_MAX, `A last name has at most ${PERSON_NAME_MAX} characters.`);
const GroupIdsSchema = z
  .array(z.number().int().positive().max(MAX_ID), { error: 'Groups must be a list of group ids.' })
  .max(500, 'A user can be in at most 500 groups.');
const UserTypeIdSchema = z.number().int().positive().max(MAX_ID).nullable();

/** The role flags an administrator sets (SPEC §3 User, §6). */
const RoleFlagsShape = {
  is_admin: z.boolean(),
  group_manager: z.boolean(),
  is_end_user: z.boolean(),
  is_read_only: z.boolean(),
};

/** Adds the SPEC §6 rule on which flags go together, as a message on the flag that breaks it. */
function withValidRoles<T extends z.ZodType<Partial<Record<keyof typeof RoleFlagsShape, boolean>>>>(schema: T) {
  return schema.superRefine((value, ctx) => {
    const problem = roleFlagsProblem(value);
    if (problem) ctx.addIssue({ code: 'custom', path: [problem.field], message: problem.message });
  });
}

/** `POST /api/users`: invite a colleague by e-mail; role flags default to a normal user. */
export const UserInviteSchema = withValidRoles(
  z.strictObject({
    email: EmailSchema,
    first_name: FirstNameSchema,
    last_name: LastNameSchema,
    is_admin: RoleFlagsShape.is_admin.default(false),
    group_manager: RoleFlagsShape.group_manager.default(false),
    is_end_user: RoleFlagsShape.is_end_user.default(false),
    is_read_only: RoleFlagsShape.is_read_only.default(false),
    user_type_id: UserTypeIdSchema.default(null),
    group_ids: GroupIdsSchema.default([]),
  }),
);
export type UserInviteBody = z.input<typeof UserInviteSchema>;

/** `PATCH /api/users/{id}`: any of names, role flags, user type and the complete list of groups. */
export const UserUpdateSchema = withValidRoles(
  z.strictObject({
    first_name: FirstNameSchema.optional(),
    last_name: LastNameSchema.optional(),
    is_admin: RoleFlagsShape.is_admin.optional(),
    group_manager: RoleFlagsShape.group_manager.optional(),
    is_end_user: RoleFlagsShape.is_end_user.optional(),
    is_read_only: RoleFlagsShape.is_read_only.optional(),
    user_type_id: UserTypeIdSchema.optional(),
    group_ids: GroupIdsSchema.optional(),
  }),
);
export type UserUpdateBody = z.input<typeof UserUpdateSchema>;

/** `POST /api/users/{id}/hand_over`: whose the deactivated user's folders and searches become. */
export const UserHandOverSchema = z.strictObject({
  to_user_id: z.number({ error: 'Choose who receives them.' }).int().positive().max(MAX_ID),
});
export type UserHandOverBody = z.infer<typeof UserHandOverSchema>;
export const UserHandOverResultSchema = z.object({
  folders: z.number().int(),
  searches: z.number().int(),
  /** Workspaces the receiver now owns (issue 20). */
  workspaces: z.number().int(),
});
export type UserHandOverResult = z.infer<typeof UserHandOverResultSchema>;
