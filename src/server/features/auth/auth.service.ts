import { eq, or } from 'drizzle-orm';
import type { PublicUser, SignupInput } from '../../../contract/auth';
import { ACCOUNT_DISABLED_MESSAGE } from '../../../contract/admin';
import type { Database } from '../../db/client';
import { users, type User } from '../../db/schema';
import { openVendorApplication } from '../vendor/vendor-profile.service';
import { AppError, databaseConstraint, databaseErrorCode } from '../../errors';
import { dummyPasswordHash, hashPassword, verifyPassword } from '../../auth/password';
import { deleteSession, hashToken } from '../../auth/sessions';
import { sessionEndedMessage } from '../../realtime/events';
import { addToOutbox } from '../notifications/outbox';
import { withOutbox, type OutboxSender } from '../notifications/outbox-sender';

export function toPublicUser(user: User): PublicUser {
  return {
    id: user.id,
    email: user.email,
    username: user.username,
    firstName: user.firstName,
    lastName: user.lastName,
    phone: user.phone,
    address: user.address ?? null,
    role: user.role,
    isActive: user.isActive,
    createdAt: user.createdAt.toISOString(),
  };
}

const invalidCredentials = () =>
  new AppError('INVALID_CREDENTIALS', 401, 'Invalid email or password');

/** Same answer and about the same time for an unknown e-mail and a wrong password. */
export async function authenticateUser(
  db: Database,
  email: string,
  password: string,
): Promise<User> {
  const [user] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  if (!user) {
    await verifyPassword(password, await dummyPasswordHash);
    throw invalidCredentials();
  }
  if (!(await verifyPassword(password, user.passwordHash))) throw invalidCredentials();
  if (!user.isActive) throw new AppError('ACCOUNT_DISABLED', 403, ACCOUNT_DISABLED_MESSAGE);
  return user;
}

export async function assertAvailable(
  db: Database,
  fields: { email?: string; username?: string },
  exceptUserId?: number,
): Promise<void> {
  const conditions = [
    fields.email ? eq(users.email, fields.email) : undefined,
    fields.username ? eq(users.username, fields.username) : undefined,
  ].filter((condition) => condition !== undefined);
  if (conditions.length === 0) return;
  const taken = await db
    .select({ id: users.id, email: users.email, username: users.username })
    .from(users)
    .where(or(...conditions));
  for (const row of taken) {
    if (row.id === exceptUserId) continue;
    if (fields.email && row.email === fields.email) throw emailTaken();
    if (fields.username && row.username.toLowerCase() === fields.username.toLowerCase())
      throw usernameTaken();
  }
}

const emailTaken = () =>
  new AppError('EMAIL_TAKEN', 409, 'An account with this email already exists', {
    issues: [{ path: 'body.email', message: 'An account with this email already exists' }],
  });
const usernameTaken = () =>
  new AppError('USERNAME_TAKEN', 409, 'This username is already taken', {
    issues: [{ path: 'body.username', message: 'This username is already taken' }],
  });

/** Turns a unique violation raced past the pre-check into the same 409 answer. */
export function rethrowUniqueViolation(error: unknown): never {
  if (databaseErrorCode(error) === '23505') {
    const constraint = databaseConstraint(error) ?? '';
    if (constraint.includes('username')) throw usernameTaken();
    if (constraint.includes('email')) throw emailTaken();
  }
  throw error;
}

/** accounts spec 2.3: a vendor signup also opens a vendor profile pending approval. */
export async function signUp(
  db: Database,
  input: Required<Omit<SignupInput, 'role'>> & { role: 'user' | 'vendor' },
): Promise<User> {
  await assertAvailable(db, { email: input.email, username: input.username });
  const passwordHash = await hashPassword(input.password);
  try {
    return await db.transaction(async (tx) => {
      const [user] = await tx
        .insert(users)
        .values({
          email: input.email,
          username: input.username,
          passwordHash,
          firstName: input.firstName,
          lastName: input.lastName,
          phone: input.phone,
          role: input.role,
        })
        .returning();
      if (!user) throw new Error('insert returned no user');
      if (input.role === 'vendor') await openVendorApplication(tx, user);
      return user;
    });
  } catch (error) {
    rethrowUniqueViolation(error);
  }
}

/**
 * Signs out: deletes the session and closes its open sockets on every instance (session_ended
 * for that session only), as a deactivation does, not at the next heartbeat.
 */
export async function signOut(
  db: Database,
  sender: OutboxSender,
  session: { token: string; userId: number | undefined },
): Promise<void> {
  await withOutbox(db, sender, async (tx) => {
    await deleteSession(db, session.token, tx);
    if (session.userId !== undefined)
      await addToOutbox(tx, [sessionEndedMessage(session.userId, hashToken(session.token))]);
  });
}
