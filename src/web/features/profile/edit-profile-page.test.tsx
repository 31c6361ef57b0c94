import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ACCOUNT_LIMITS } from '../../../contract/auth';
import { mockApi } from '../checkout/test-support';
import { EditProfilePage } from './edit-profile-page';
import { renderWithProviders } from '../../../test/web-harness';

describe('EditProfilePage length limits', () => {
  it("every input stops at the schema's limit", () => {
    mockApi({});
    renderWithProviders(<EditProfilePage />, { path: '/profile/edit' });
    const maxLength = (label: string) =>
      screen.getByLabelText<HTMLInputElement>(label, { exact: true }).maxLength;
    expect(maxLength('First name')).toBe(ACCOUNT_LIMITS.firstName);
    expect(maxLength('Last name')).toBe(ACCOUNT_LIMITS.lastName);
    expect(maxLength('Username')).toBe(ACCOUNT_LIMITS.username);
    expect(maxLength('Email')).toBe(ACCOUNT_LIMITS.email);
    expect(maxLength('Phone')).toBe(ACCOUNT_LIMITS.phone);
    expect(maxLength('Address')).toBe(ACCOUNT_LIMITS.address);
  });
});
