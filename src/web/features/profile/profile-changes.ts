import {
  profileUpdateSchema,
  type ProfileUpdateInput,
  type PublicUser,
} from '../../../contract/auth';

export const PROFILE_FIELDS = [
  'firstName',
  'lastName',
  'username',
  'email',
  'phone',
  'address',
] as const;
export type ProfileField = (typeof PROFILE_FIELDS)[number];
export type ProfileFormValues = Record<ProfileField, string>;

export type ProfileChangeResult =
  | { kind: 'none' }
  | { kind: 'invalid'; errors: Partial<Record<ProfileField, string>> }
  | { kind: 'changes'; changes: ProfileUpdateInput };

/**
 * accounts spec 2.5: only non-empty trimmed fields are sent. A field equal to what is saved is not
 * a change either; nothing left means 'No Changes'.
 */
export function profileChanges(
  values: ProfileFormValues,
  current: PublicUser,
): ProfileChangeResult {
  const changes: Partial<ProfileFormValues> = {};
  for (const field of PROFILE_FIELDS) {
    const value = values[field].trim();
    if (value === '') continue;
    const saved = field === 'email' ? current.email.toLowerCase() : (current[field] ?? '');
    if ((field === 'email' ? value.toLowerCase() : value) === saved) continue;
    changes[field] = value;
  }
  if (Object.keys(changes).length === 0) return { kind: 'none' };
  const parsed = profileUpdateSchema.safeParse(changes);
  if (parsed.success) return { kind: 'changes', changes };
  const errors: Partial<Record<ProfileField, string>> = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as ProfileField | undefined;
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return { kind: 'invalid', errors };
}
