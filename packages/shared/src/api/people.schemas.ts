import { z } from 'zod';
import { PEOPLE_FILTERS } from '../auth/people-filters';
import { ChecksumQuerySchema, checksummed } from './search.schemas';

/** A colleague as the people lists show them (to share folders with, say). */
export const PersonSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  name: z.string(),
  user_type_id: z.number().int().nullable(),
  is_admin: z.boolean(),
  is_read_only: z.boolean(),
  is_end_user: z.boolean(),
  /** May manage groups (the groups screen offers only such users as a group's managers). */
  group_manager: z.boolean(),
  /** Invited and has not set a password yet (the invitation can be sent again). */
  invitation_pending: z.boolean(),
});
export type Person = z.infer<typeof PersonSchema>;
export const PersonListSchema = checksummed(PersonSchema);

export const GroupViewSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  is_default: z.boolean(),
  member_ids: z.array(z.number().int()),
  /** Users with the group-manager role who manage this group (admins manage every group). */
  manager_ids: z.array(z.number().int()),
});
export type GroupView = z.infer<typeof GroupViewSchema>;
/** `GET /api/groups?checksum` (SPEC §3: the list also returns default_group_name). */
export const GroupListSchema = checksummed(GroupViewSchema).extend({ default_group_name: z.string().nullable() });
export const UserTypeSchema = z.object({ id: z.number().int(), name: z.string() });

/** `GET /api/users?checksum&filter&q`: SPEC §6's filters and a search by name or e-mail, both optional. */
export const PeopleQuerySchema = ChecksumQuerySchema.extend({
  filter: z.enum(PEOPLE_FILTERS, { error: `Filter by one of: ${PEOPLE_FILTERS.join(', ')}.` }).default('all'),
  q: z.string().max(200, 'Search with at most 200 characters.').default(''),
});
