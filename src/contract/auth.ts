import { z } from 'zod';
import { USER_ROLES } from './enums';
import { tooLongMessage } from './too-long-message';

// accounts spec 5 and 9: every message is the spec's, verbatim.
export const PASSWORD_MIN = 6;
export const USERNAME_MIN = 3;
export const PHONE_MIN = 10;

/** Every field's length limit, shared by the schemas and the inputs' maxLength. */
export const ACCOUNT_LIMITS = {
  email: 254,
  password: 200,
  username: 40,
  firstName: 80,
  lastName: 80,
  phone: 30,
  address: 300,
} as const;

export { tooLongMessage };

export const ROLES = USER_ROLES;
export type Role = (typeof ROLES)[number];
/** Roles a person may choose at signup (accounts spec 6). */
export const SIGNUP_ROLES = ['user', 'vendor'] as const;

export const messages = {
  email: 'Please enter a valid email address',
  password: `Password must be at least ${PASSWORD_MIN} characters`,
  username: `Username must be at least ${USERNAME_MIN} characters`,
  firstName: 'First name is required',
  lastName: 'Last name is required',
  phone: 'Please enter a valid phone number',
  role: 'Please select an account type',
} as const;

const email = z
  .string({ error: messages.email })
  .trim()
  .max(ACCOUNT_LIMITS.email, tooLongMessage('Email', ACCOUNT_LIMITS.email))
  .pipe(z.email({ error: messages.email }))
  .transform((value) => value.toLowerCase());

const password = z
  .string({ error: messages.password })
  .min(PASSWORD_MIN, messages.password)
  .max(ACCOUNT_LIMITS.password, tooLongMessage('Password', ACCOUNT_LIMITS.password));

export const loginSchema = z.object({ email, password });
export type LoginInput = z.input<typeof loginSchema>;

export const signupSchema = z.object({
  username: z
    .string({ error: messages.username })
    .trim()
    .min(USERNAME_MIN, messages.username)
    .max(ACCOUNT_LIMITS.username, tooLongMessage('Username', ACCOUNT_LIMITS.username))
    .regex(
      /^[A-Za-z0-9_.-]+$/,
      'Username may only contain letters, numbers, dots, dashes and underscores',
    ),
  email,
  password,
  firstName: z
    .string({ error: messages.firstName })
    .trim()
    .min(1, messages.firstName)
    .max(ACCOUNT_LIMITS.firstName, tooLongMessage('First name', ACCOUNT_LIMITS.firstName)),
  lastName: z
    .string({ error: messages.lastName })
    .trim()
    .min(1, messages.lastName)
    .max(ACCOUNT_LIMITS.lastName, tooLongMessage('Last name', ACCOUNT_LIMITS.lastName)),
  phone: z
    .string({ error: messages.phone })
    .trim()
    .min(PHONE_MIN, messages.phone)
    .max(ACCOUNT_LIMITS.phone, tooLongMessage('Phone', ACCOUNT_LIMITS.phone))
    .regex(/^[0-9+()\-.\s]+$/, messages.phone),
  role: z.enum(SIGNUP_ROLES, { error: messages.role }).default('user'),
});
export type SignupInput = z.input<typeof signupSchema>;

/** accounts spec 2.5: only non-empty trimmed fields are sent; at least one. */
export const profileUpdateSchema = z
  .object({
    firstName: signupSchema.shape.firstName,
    lastName: signupSchema.shape.lastName,
    username: signupSchema.shape.username,
    email,
    phone: signupSchema.shape.phone,
    address: z
      .string({ error: 'Address must be text' })
      .trim()
      .min(1, 'Address cannot be empty')
      .max(ACCOUNT_LIMITS.address, tooLongMessage('Address', ACCOUNT_LIMITS.address)),
  })
  .partial()
  .strict()
  .refine((value) => Object.keys(value).length > 0, {
    message: 'No changes were made to your profile.',
  });
export type ProfileUpdateInput = z.input<typeof profileUpdateSchema>;

export const publicUserSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  username: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  phone: z.string(),
  address: z.string().nullable(),
  role: z.enum(ROLES),
  isActive: z.boolean(),
  createdAt: z.string(),
});
export type PublicUser = z.infer<typeof publicUserSchema>;

export const authResponseSchema = z.object({ user: publicUserSchema });

export const profileStatsSchema = z.object({
  ordersPlaced: z.number().int(),
  favorites: z.number().int(),
  eventsAttended: z.number().int(),
  recentEvents: z.array(
    z.object({ id: z.number().int(), name: z.string(), eventDate: z.string() }),
  ),
});
export type ProfileStats = z.infer<typeof profileStatsSchema>;

/** GET /api/user/profile: the account and its stats (accounts spec 2.4). */
export const profileViewSchema = publicUserSchema.extend({ stats: profileStatsSchema });

export const logoutResultSchema = z.object({ success: z.boolean() });

/** Where each role lands after login or signup (accounts spec 2.1). */
export function homePathForRole(role: Role | undefined): string {
  if (role === 'admin') return '/admin';
  if (role === 'vendor') return '/vendor';
  return '/';
}

export { emailLocalPart } from './email-display';
