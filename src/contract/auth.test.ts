import { describe, expect, it } from 'vitest';
import {
  emailLocalPart,
  homePathForRole,
  loginSchema,
  messages,
  profileUpdateSchema,
  signupSchema,
} from './auth';
import { VALID_SIGNUP } from './auth.test-support';

function firstMessage(result: { success: boolean; error?: { issues: { message: string }[] } }) {
  return result.success ? undefined : result.error?.issues[0]?.message;
}

describe('loginSchema (accounts spec 5)', () => {
  it('accepts a valid login and lower-cases the e-mail', () => {
    expect(loginSchema.parse({ email: ' Fan@Example.com ', password: 'secret1' })).toEqual({
      email: 'fan@example.com',
      password: 'secret1',
    });
  });
  it.each([
    [{ email: 'not-an-email', password: 'secret1' }, 'Please enter a valid email address'],
    [{ email: 'fan@example.com', password: '12345' }, 'Password must be at least 6 characters'],
    [{ password: 'secret1' }, 'Please enter a valid email address'],
    [{ email: 'fan@example.com' }, 'Password must be at least 6 characters'],
  ])('rejects %j with "%s"', (input, message) => {
    expect(firstMessage(loginSchema.safeParse(input))).toBe(message);
  });
});

describe('signupSchema (accounts spec 5)', () => {
  it('accepts a valid signup and defaults the role to user', () => {
    const { role: _role, ...withoutRole } = VALID_SIGNUP;
    expect(signupSchema.parse(withoutRole).role).toBe('user');
    expect(signupSchema.parse({ ...VALID_SIGNUP, role: 'vendor' }).role).toBe('vendor');
  });
  it.each([
    ['username', 'ab', messages.username],
    ['email', 'x@', messages.email],
    ['password', '12345', messages.password],
    ['firstName', '', messages.firstName],
    ['firstName', '   ', messages.firstName],
    ['lastName', '', messages.lastName],
    ['phone', '555-0100', messages.phone],
    ['phone', 'call me maybe', messages.phone],
    ['role', 'admin', messages.role],
    ['role', 'customer', messages.role],
  ])('rejects %s = %j with the spec message', (field, value, message) => {
    expect(firstMessage(signupSchema.safeParse({ ...VALID_SIGNUP, [field]: value }))).toBe(message);
  });
  it('has the messages verbatim', () => {
    expect(messages).toEqual({
      email: 'Please enter a valid email address',
      password: 'Password must be at least 6 characters',
      username: 'Username must be at least 3 characters',
      firstName: 'First name is required',
      lastName: 'Last name is required',
      phone: 'Please enter a valid phone number',
      role: 'Please select an account type',
    });
  });
});

describe('profileUpdateSchema (accounts spec 2.5)', () => {
  it('accepts any subset of the editable fields', () => {
    expect(profileUpdateSchema.parse({ address: ' 1 Main St ' })).toEqual({ address: '1 Main St' });
  });
  it('rejects an empty change set with the No Changes message', () => {
    expect(firstMessage(profileUpdateSchema.safeParse({}))).toBe(
      'No changes were made to your profile.',
    );
  });
  it('rejects fields that cannot be edited, such as role', () => {
    expect(profileUpdateSchema.safeParse({ role: 'admin' }).success).toBe(false);
  });
});

describe('role helpers', () => {
  it('sends each role to its home (accounts spec 2.1)', () => {
    expect(homePathForRole('admin')).toBe('/admin');
    expect(homePathForRole('vendor')).toBe('/vendor');
    expect(homePathForRole('user')).toBe('/');
    expect(homePathForRole(undefined)).toBe('/');
  });
  it('shows the part of the e-mail before the @', () => {
    expect(emailLocalPart('customer@curtaincall.test')).toBe('customer');
  });
});
