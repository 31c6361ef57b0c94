import { describe, expect, it } from 'vitest';
import type { PublicUser } from '../../../contract/auth';
import { profileChanges, type ProfileFormValues } from './profile-changes';

const user: PublicUser = {
  id: 1,
  email: 'customer@curtaincall.test',
  username: 'democustomer',
  firstName: 'Alex',
  lastName: 'Rivera',
  phone: '(415) 555-0100',
  address: null,
  role: 'user',
  isActive: true,
  createdAt: '2026-11-01T00:00:00.000Z',
};
const unchanged: ProfileFormValues = { ...user, address: '' };

describe('profileChanges (accounts spec 2.5)', () => {
  it('finds nothing to send when every field is unchanged or empty', () => {
    expect(profileChanges(unchanged, user)).toEqual({ kind: 'none' });
    expect(profileChanges({ ...unchanged, firstName: '   ' }, user)).toEqual({ kind: 'none' });
  });
  it('sends only the trimmed fields that changed', () => {
    expect(
      profileChanges({ ...unchanged, lastName: ' Rivers ', address: '1 Main St' }, user),
    ).toEqual({
      kind: 'changes',
      changes: { lastName: 'Rivers', address: '1 Main St' },
    });
  });
  it('does not count a change of e-mail letter case', () => {
    expect(profileChanges({ ...unchanged, email: 'Customer@CurtainCall.test' }, user)).toEqual({
      kind: 'none',
    });
  });
  it('reports invalid fields with the spec messages', () => {
    expect(profileChanges({ ...unchanged, username: 'ab', phone: '12' }, user)).toEqual({
      kind: 'invalid',
      errors: {
        username: 'Username must be at least 3 characters',
        phone: 'Please enter a valid phone number',
      },
    });
  });
});
