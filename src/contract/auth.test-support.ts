// Shared by the contract's auth and length-limit tests (not a test file itself).

/** A signup every rule of signupSchema accepts; tests change one field to break one rule. */
export const VALID_SIGNUP = {
  username: 'encorefan',
  email: 'fan@example.com',
  password: 'secret1',
  firstName: 'Sam',
  lastName: 'Ng',
  phone: '(415) 555-0100',
  role: 'user',
};
