import { fireEvent, screen } from '@testing-library/react';

/** Fills the rendered sign-up form for Sam Rivera (as `role` when given) and presses Create Account. */
export function submitSignupForm(role?: 'user' | 'vendor') {
  const fill = (label: string, value: string) =>
    fireEvent.change(screen.getByLabelText(label), { target: { value } });
  if (role) fill('Account type', role);
  fill('First name', 'Sam');
  fill('Last name', 'Rivera');
  fill('Username', 'sam');
  fill('Email', 'sam@curtaincall.test');
  fill('Phone', '5551234567');
  fill('Password', 'demo1234');
  fireEvent.click(screen.getByRole('button', { name: 'Create Account' }));
}
