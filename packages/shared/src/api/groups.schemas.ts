import { z } from 'zod';
import { MAX_ID } from '../constants';

export const GROUP_NAME_MAX = 120;
/** Most users one members or managers call names; an organisation larger than this edits a group in steps. */
export const GROUP_USERS_PER_CALL = 5000;

const IdSchema = z.coerce.number().int().positive().max(MAX_ID);
export const GroupIdParamsSchema = z.object({ id: IdSchema });

const GroupNameSchema = z
  .string({ error: 'Give the group a name.' })
  .trim()
  .min(1, 'Give the group a name.')
  .max(GROUP_NAME_MAX, `A group name has at most ${GROUP_NAME_MAX} characters.`);

const UserIdsSchema = z
  .array(z.number().int().positive().max(MAX_ID), { error: 'Give a list of user ids.' })
  .max(GROUP_USERS_PER_CALL, `Name at most ${GROUP_USERS_PER_CALL} users at once.`);

/** `POST /api/groups`: a new group, optionally with its first members. */
export const GroupCreateSchema = z.strictObject({
  name: GroupNameSchema,
  member_ids: UserIdsSchema.default([]),
});
export type GroupCreateBody = z.input<typeof GroupCreateSchema>;
export type GroupCreateParsed = z.output<typeof GroupCreateSchema>;

/** `PATCH /api/groups/{id}`: a new name, and (admins only) whether it is the organisation's default group. */
export const GroupUpdateSchema = z
  .strictObject({ name: GroupNameSchema.optional(), is_default: z.boolean().optional() })
  .refine(
    (b) => b.name !== undefined || b.is_default !== undefined,
    'Give a new name or say whether it is the default.',
  );
export type GroupUpdateBody = z.input<typeof GroupUpdateSchema>;
export type GroupUpdateParsed = z.output<typeof GroupUpdateSchema>;

/** `PUT /api/groups/{id}/members` and `/managers`: the whole list, replacing the old one. */
export const GroupUsersSchema = z.strictObject({ user_ids: UserIdsSchema });
export type GroupUsersBody = z.input<typeof GroupUsersSchema>;
