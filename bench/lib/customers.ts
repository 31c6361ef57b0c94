// Customers for the order benches: on PostgreSQL written straight into the database before the
// timed part, each with a session made by the function sign-in uses; on the embedded database
// (whose data folder is the server's alone) signed up through the API.
import { randomBytes, randomUUID } from 'node:crypto';
import { DEMO_PASSWORD } from '../../src/contract/demo';
import { hashPassword } from '../../src/server/auth/password';
import { createSession, SESSION_COOKIE } from '../../src/server/auth/sessions';
import { openDatabase } from '../../src/server/db/client';
import { eq } from 'drizzle-orm';
import { users, vendors } from '../../src/server/db/schema';

/**
 * Customers are written straight into the database before the timed part, each with a session
 * made by the same function sign-in uses: signing in hundreds of customers through the API would
 * meet the sign-in rate limiter and costs ~50 ms of scrypt each, none of it part of placing orders.
 */
export async function createCustomers(
  databaseUrl: string,
  count: number,
): Promise<{ cookies: string[]; ids: number[]; userIds: { first: number; last: number } }> {
  const database = await openDatabase({ kind: 'postgres', url: databaseUrl, poolSize: 4 });
  try {
    const passwordHash = await hashPassword(DEMO_PASSWORD);
    const run = randomBytes(3).toString('hex');
    const created: { id: number }[] = [];
    // a thousand rows per statement stays under PostgreSQL's 65,535 parameters
    for (let first = 0; first < count; first += 1000) {
      const rows = Array.from({ length: Math.min(1000, count - first) }, (_, offset) => {
        const index = first + offset;
        return {
          email: `bench-${run}-${index}@curtaincall.test`,
          username: `bench_${run}_${index}`,
          passwordHash,
          firstName: 'Bench',
          lastName: `Customer ${index}`,
          phone: '4155550100',
          role: 'user' as const,
        };
      });
      created.push(...(await database.db.insert(users).values(rows).returning({ id: users.id })));
    }
    const cookies: string[] = [];
    for (const user of created) {
      const { token } = await createSession(database.db, user.id);
      cookies.push(`${SESSION_COOKIE}=${token}`);
    }
    const ids = created.map((user) => user.id);
    // `ids` in the order of `cookies`
    return { cookies, ids, userIds: { first: Math.min(...ids), last: Math.max(...ids) } };
  } finally {
    await database.close();
  }
}

/**
 * The order benches order from a vendor no demo account owns (order-body.ts); its board needs an
 * owner. Writes a vendor account, makes it the vendor's owner and returns its session cookie.
 */
export async function createVendorOwner(databaseUrl: string, vendorId: number): Promise<string> {
  const database = await openDatabase({ kind: 'postgres', url: databaseUrl, poolSize: 1 });
  try {
    const run = randomBytes(3).toString('hex');
    const [owner] = await database.db
      .insert(users)
      .values({
        email: `bench-owner-${run}@curtaincall.test`,
        username: `bench_owner_${run}`,
        passwordHash: await hashPassword(DEMO_PASSWORD),
        firstName: 'Bench',
        lastName: 'Vendor',
        phone: '4155550100',
        role: 'vendor',
      })
      .returning({ id: users.id });
    if (!owner) throw new Error('the vendor owner was not written');
    await database.db
      .update(vendors)
      .set({ ownerUserId: owner.id })
      .where(eq(vendors.id, vendorId));
    const { token } = await createSession(database.db, owner.id);
    return `${SESSION_COOKIE}=${token}`;
  } finally {
    await database.close();
  }
}

/**
 * Signs up `count` customers through the API (at most 30 an hour from one address: the sign-up
 * limit); returns each one's session cookie and user id (`ids` in the order of `cookies`).
 */
export async function signUpCustomers(
  origin: string,
  count: number,
): Promise<{ cookies: string[]; ids: number[] }> {
  const run = randomUUID().slice(0, 6);
  const cookies: string[] = [];
  const ids: number[] = [];
  for (let index = 0; index < count; index += 1) {
    const response = await fetch(`${origin}/api/auth/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin },
      body: JSON.stringify({
        username: `steady_${run}_${index}`,
        email: `steady-${run}-${index}@curtaincall.test`,
        password: DEMO_PASSWORD,
        firstName: 'Steady',
        lastName: `Customer ${index}`,
        phone: '4155550100',
        role: 'user',
      }),
    });
    if (response.status !== 201)
      throw new Error(`sign-up answered ${response.status}: ${await response.text()}`);
    const cookie = response.headers.getSetCookie().map((value) => value.split(';')[0]);
    cookies.push(cookie.join('; '));
    ids.push(((await response.json()) as { user: { id: number } }).user.id);
  }
  return { cookies, ids };
}
