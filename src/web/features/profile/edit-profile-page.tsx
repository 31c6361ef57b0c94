import { useState, type FormEvent } from 'react';
import { ACCOUNT_LIMITS } from '../../../contract/auth';
import { useLocation } from 'wouter';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';
import { FieldError, Input, Label } from '../../components/ui/input';
import { toast } from '../../components/ui/use-toast';
import { errorMessage } from '../../lib/api';
import { useAuth } from '../auth/use-auth';
import { profileChanges, type ProfileField, type ProfileFormValues } from './profile-changes';
import { useUpdateProfile } from './use-profile';

const SECTIONS: {
  title: string;
  id?: string;
  fields: { name: ProfileField; label: string; type?: string; autoComplete: string }[];
}[] = [
  {
    title: 'Basic Information',
    fields: [
      { name: 'firstName', label: 'First name', autoComplete: 'given-name' },
      { name: 'lastName', label: 'Last name', autoComplete: 'family-name' },
      { name: 'username', label: 'Username', autoComplete: 'username' },
    ],
  },
  {
    title: 'Contact Information',
    fields: [
      { name: 'email', label: 'Email', type: 'email', autoComplete: 'email' },
      { name: 'phone', label: 'Phone', type: 'tel', autoComplete: 'tel' },
    ],
  },
  {
    title: 'Address Information',
    id: 'address',
    fields: [{ name: 'address', label: 'Address', autoComplete: 'street-address' }],
  },
];

export function EditProfilePage() {
  const { user } = useAuth();
  const [, navigate] = useLocation();
  const update = useUpdateProfile();
  const [values, setValues] = useState<ProfileFormValues>(() => ({
    firstName: user?.firstName ?? '',
    lastName: user?.lastName ?? '',
    username: user?.username ?? '',
    email: user?.email ?? '',
    phone: user?.phone ?? '',
    address: user?.address ?? '',
  }));
  const [errors, setErrors] = useState<Partial<Record<ProfileField, string>>>({});
  if (!user) return null;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const result = profileChanges(values, user);
    if (result.kind === 'none') {
      toast({
        title: 'No Changes',
        description: 'No changes were made to your profile.',
        variant: 'destructive',
      });
      return;
    }
    if (result.kind === 'invalid') {
      setErrors(result.errors);
      return;
    }
    setErrors({});
    update.mutate(result.changes, {
      onSuccess: () => {
        toast({ title: 'Profile Updated', description: 'Your profile has been saved.' });
        navigate('/profile');
      },
      onError: (error) =>
        toast({
          title: 'Update Failed',
          description: errorMessage(error, 'Failed to update profile. Please try again.'),
          variant: 'destructive',
        }),
    });
  };

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      className="mx-auto grid max-w-2xl grid-cols-1 gap-4 px-4 py-6"
    >
      <h1 className="text-2xl font-bold">Edit Profile</h1>
      {SECTIONS.map((section) => (
        <Card key={section.title} id={section.id}>
          <CardHeader>
            <CardTitle className="text-base">{section.title}</CardTitle>
          </CardHeader>
          <CardContent className="grid gap-4 sm:grid-cols-2">
            {section.fields.map((field) => (
              <div
                key={field.name}
                className={field.name === 'address' ? 'grid gap-2 sm:col-span-2' : 'grid gap-2'}
              >
                <Label htmlFor={`profile-${field.name}`}>{field.label}</Label>
                <Input
                  id={`profile-${field.name}`}
                  type={field.type ?? 'text'}
                  autoComplete={field.autoComplete}
                  maxLength={ACCOUNT_LIMITS[field.name]}
                  value={values[field.name]}
                  aria-invalid={errors[field.name] ? true : undefined}
                  onChange={(event) =>
                    setValues((previous) => ({ ...previous, [field.name]: event.target.value }))
                  }
                />
                <FieldError message={errors[field.name]} />
              </div>
            ))}
          </CardContent>
        </Card>
      ))}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={() => navigate('/profile')}>
          Cancel
        </Button>
        <Button type="submit" disabled={update.isPending}>
          {update.isPending ? 'Saving...' : 'Save Changes'}
        </Button>
      </div>
    </form>
  );
}
