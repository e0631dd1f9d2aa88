/**
 * The company's own users (issue 28, /users): the owner invites colleagues by e-mail, each with a role, and
 * blocks or removes them (SPEC §3 user statuses ACTIVE, BLOCKED, PENDING, DECLINED). The role's limits are
 * checked on the server on every route.
 */
import { z } from 'zod';
import { type UserStatus, userStatusSchema } from './enums.js';
import { emailSchema, linkTokenSchema, newPasswordSchema } from './fields.js';

export const memberRoleSchema = z.enum(['OWNER', 'ACCOUNTANT', 'VIEWER'], {
  error: 'Роль: OWNER, ACCOUNTANT или VIEWER',
});
export type MemberRole = z.infer<typeof memberRoleSchema>;

export const USER_STATUS_LABELS: Readonly<Record<UserStatus, string>> = {
  ACTIVE: 'Активен',
  BLOCKED: 'Заблокирован',
  PENDING: 'Приглашён',
  DECLINED: 'Отклонил приглашение',
};

const fullNameSchema = z
  .string({ error: 'Укажите имя' })
  .trim()
  .min(2, 'Укажите имя')
  .max(200, 'Имя — не длиннее 200 знаков');

/** POST user/users/invite. */
export const companyUserInviteSchema = z.object({
  email: emailSchema,
  full_name: fullNameSchema,
  role: memberRoleSchema,
});
export type CompanyUserInvite = z.input<typeof companyUserInviteSchema>;

/** PATCH user/users/:id: the role (and the name). */
export const companyUserUpdateSchema = z.object({
  role: memberRoleSchema.optional(),
  full_name: fullNameSchema.optional(),
});
export type CompanyUserUpdate = z.input<typeof companyUserUpdateSchema>;

export const companyUserSchema = z.object({
  id: z.string(),
  email: z.string().nullable(),
  /** The colleague's name; the company's first login shows the company's name. */
  full_name: z.string(),
  role: memberRoleSchema,
  status: userStatusSchema,
  /** It is the caller. */
  is_me: z.boolean(),
  invited_by_name: z.string().nullable(),
  created_at: z.string(),
  /** When a PENDING invite's link stops working. */
  invite_expires_at: z.string().nullable(),
});
export type CompanyUser = z.infer<typeof companyUserSchema>;

export const companyUsersResponseSchema = z.object({
  items: z.array(companyUserSchema),
  totalCount: z.number().int(),
});
export type CompanyUsersResponse = z.infer<typeof companyUsersResponseSchema>;

/** GET auth/user_invite/:token (public): whom the link invites, to what, with which role. */
export const companyUserInviteInfoSchema = z.object({
  email: z.string(),
  full_name: z.string(),
  organisation_name: z.string(),
  role: memberRoleSchema,
  invited_by_name: z.string().nullable(),
  expires_at: z.string(),
});
export type CompanyUserInviteInfo = z.infer<typeof companyUserInviteInfoSchema>;

export const companyUserInviteTokenParamsSchema = z.object({ token: linkTokenSchema });

/** POST auth/user_invite/:token/accept: the colleague's password; the login becomes ACTIVE. */
export const companyUserInviteAcceptSchema = z.object({ password: newPasswordSchema });
export type CompanyUserInviteAccept = z.input<typeof companyUserInviteAcceptSchema>;
