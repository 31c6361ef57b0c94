import { z } from 'zod';
import { USER_ROLES } from './enums';

// accounts spec 5 and 9: every message is the spec's, verbatim.
export const PASSWORD_MIN = 6;
export const USERNAME_MIN = 3;
export const PHONE_MIN = 10;

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
  .max(254, messages.email)
  .pipe(z.email({ error: messages.email }))
  .transform((value) => value.toLowerCase());

export const loginSchema = z.object({
  email,
  password: z.string({ error: messages.password }).min(PASSWORD_MIN, messages.password).max(200),
});
export type LoginInput = z.input<typeof loginSchema>;

export const signupSchema = z.object({
  username: z
    .string({ error: messages.username })
    .trim()
    .min(USERNAME_MIN, messages.username)
    .max(40, 'Username must be at most 40 characters')
    .regex(
      /^[A-Za-z0-9_.-]+$/,
      'Username may only contain letters, numbers, dots, dashes and underscores',
    ),
  email,
  password: z.string({ error: messages.password }).min(PASSWORD_MIN, messages.password).max(200),
  firstName: z.string({ error: messages.firstName }).trim().min(1, messages.firstName).max(80),
  lastName: z.string({ error: messages.lastName }).trim().min(1, messages.lastName).max(80),
  phone: z
    .string({ error: messages.phone })
    .trim()
    .min(PHONE_MIN, messages.phone)
    .max(30, messages.phone)
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
    address: z.string().trim().min(1).max(300),
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

/** Where each role lands after login or signup (accounts spec 2.1). */
export function homePathForRole(role: Role | undefined): string {
  if (role === 'admin') return '/admin';
  if (role === 'vendor') return '/vendor';
  return '/';
}

/** The part of the e-mail before the @ sign, shown in the header (customer spec 2). */
export function emailLocalPart(emailAddress: string): string {
  return emailAddress.split('@')[0] ?? emailAddress;
}
