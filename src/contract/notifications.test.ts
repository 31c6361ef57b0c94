import { describe, expect, it } from 'vitest';
import {
  clientSocketMessageSchema,
  NOTIFICATIONS_PAGE_SIZE,
  notificationIdParamsSchema,
  notificationListQuerySchema,
} from './notifications';

type Issue = { path: PropertyKey[]; message: string };
const issuesOf = (result: { success: boolean; error?: { issues: Issue[] } }) =>
  (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]);

describe('clientSocketMessageSchema (customer spec 7, client to server)', () => {
  it.each([
    [{ type: 'authenticate', userId: 7, userRole: 'customer' }],
    [{ type: 'ping' }],
    [{ type: 'ping', userId: 7 }],
    [{ type: 'mark_read', notificationId: 12 }],
    [{ type: 'subscribe_to_orders', vendorId: 3 }],
  ])('accepts %j as it is', (message) => {
    expect(clientSocketMessageSchema.parse(message)).toEqual(message);
  });

  it('drops fields it does not know', () => {
    expect(clientSocketMessageSchema.parse({ type: 'ping', extra: 'x'.repeat(10) })).toEqual({
      type: 'ping',
    });
  });

  it.each([
    [{ type: 'launch_rockets' }],
    [{}],
    ['ping'],
    [null],
    [{ type: 'authenticate', userId: 7 }],
    [{ type: 'authenticate', userId: '7', userRole: 'user' }],
    [{ type: 'ping', userId: 1.5 }],
    [{ type: 'mark_read', notificationId: 'seven' }],
    [{ type: 'mark_read', notificationId: '12' }],
    [{ type: 'mark_read', notificationId: 0 }],
    [{ type: 'mark_read' }],
    [{ type: 'subscribe_to_orders', vendorId: -1 }],
    [{ type: 'subscribe_to_orders', vendorId: 2.5 }],
  ])('refuses %j', (message) => {
    expect(clientSocketMessageSchema.safeParse(message).success).toBe(false);
  });
});

describe('notificationListQuerySchema (GET /api/notifications)', () => {
  it('defaults to a page of 20 and reads numbers from the query string', () => {
    expect(NOTIFICATIONS_PAGE_SIZE).toBe(20);
    expect(notificationListQuerySchema.parse({})).toEqual({ limit: 20 });
    expect(notificationListQuerySchema.parse({ limit: '5', before: '42' })).toEqual({
      limit: 5,
      before: 42,
    });
    expect(notificationListQuerySchema.parse({ limit: '1' }).limit).toBe(1);
    expect(notificationListQuerySchema.parse({ limit: '100' }).limit).toBe(100);
  });

  it.each([
    [{ limit: '0' }, 'limit', 'limit must be a whole number from 1 to 100'],
    [{ limit: '101' }, 'limit', 'limit must be a whole number from 1 to 100'],
    [{ limit: '2.5' }, 'limit', 'limit must be a whole number from 1 to 100'],
    [{ limit: 'many' }, 'limit', 'limit must be a whole number from 1 to 100'],
    [{ before: 'abc' }, 'before', 'before must be a notification id'],
    [{ before: '0' }, 'before', 'before must be a notification id'],
    [{ before: '-3' }, 'before', 'before must be a notification id'],
  ])('refuses %j naming the field', (query, path, message) => {
    expect(issuesOf(notificationListQuerySchema.safeParse(query))).toEqual([[path, message]]);
  });
});

describe('notificationIdParamsSchema (/api/notifications/{id})', () => {
  it('reads the id from the path', () => {
    expect(notificationIdParamsSchema.parse({ id: '17' })).toEqual({ id: 17 });
  });

  it.each([
    ['abc', 'Notification id must be a number'],
    ['12abc', 'Notification id must be a number'],
    ['1.5', 'Notification id must be a whole number'],
    ['0', 'Notification id must be a positive number'],
    ['-4', 'Notification id must be a positive number'],
  ])('refuses %j with a clear message', (id, message) => {
    expect(issuesOf(notificationIdParamsSchema.safeParse({ id }))).toEqual([['id', message]]);
  });
});
