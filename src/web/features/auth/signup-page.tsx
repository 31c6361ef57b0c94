import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link } from 'wouter';
import type { z } from 'zod';
import { ACCOUNT_LIMITS, signupSchema } from '../../../contract/auth';
import { Button } from '../../components/ui/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../components/ui/card';
import { FieldError, Input, Label, NativeSelect } from '../../components/ui/input';
import { PasswordInput } from '../../components/ui/password-input';
import { useSignup } from './use-sign-in';

type SignupValues = z.input<typeof signupSchema>;
type TextField = Exclude<keyof SignupValues, 'role' | 'password'>;

const TEXT_FIELDS: {
  name: TextField;
  label: string;
  type?: string;
  autoComplete: string;
  half?: boolean;
}[] = [
  { name: 'firstName', label: 'First name', autoComplete: 'given-name', half: true },
  { name: 'lastName', label: 'Last name', autoComplete: 'family-name', half: true },
  { name: 'username', label: 'Username', autoComplete: 'username' },
  { name: 'email', label: 'Email', type: 'email', autoComplete: 'email' },
  { name: 'phone', label: 'Phone', type: 'tel', autoComplete: 'tel' },
];

export function SignupPage() {
  const signup = useSignup();
  const form = useForm<SignupValues, unknown, z.output<typeof signupSchema>>({
    resolver: zodResolver(signupSchema),
    defaultValues: {
      role: 'user',
      firstName: '',
      lastName: '',
      username: '',
      email: '',
      phone: '',
      password: '',
    },
  });
  const { errors } = form.formState;
  return (
    <div className="mx-auto max-w-lg px-4 py-8">
      <Card>
        <CardHeader>
          <CardTitle as="h1" className="text-2xl">
            Create your account
          </CardTitle>
          <CardDescription>Order food at the show, or sell it.</CardDescription>
        </CardHeader>
        <CardContent>
          <form
            noValidate
            className="grid grid-cols-2 gap-4"
            onSubmit={form.handleSubmit((values) => signup.mutate(values))}
          >
            <div className="col-span-2 grid gap-2">
              <Label htmlFor="signup-role">Account type</Label>
              <NativeSelect
                id="signup-role"
                aria-invalid={errors.role ? true : undefined}
                {...form.register('role')}
              >
                <option value="user">Customer - Order food</option>
                <option value="vendor">Vendor - Sell food</option>
              </NativeSelect>
              <FieldError message={errors.role?.message} />
            </div>
            {TEXT_FIELDS.map((field) => (
              <div
                key={field.name}
                className={
                  field.half ? 'col-span-2 grid gap-2 sm:col-span-1' : 'col-span-2 grid gap-2'
                }
              >
                <Label htmlFor={`signup-${field.name}`}>{field.label}</Label>
                <Input
                  id={`signup-${field.name}`}
                  type={field.type ?? 'text'}
                  autoComplete={field.autoComplete}
                  maxLength={ACCOUNT_LIMITS[field.name]}
                  aria-invalid={errors[field.name] ? true : undefined}
                  aria-describedby={errors[field.name] ? `signup-${field.name}-error` : undefined}
                  {...form.register(field.name)}
                />
                <FieldError
                  id={`signup-${field.name}-error`}
                  message={errors[field.name]?.message}
                />
              </div>
            ))}
            <div className="col-span-2 grid gap-2">
              <Label htmlFor="signup-password">Password</Label>
              <PasswordInput
                id="signup-password"
                autoComplete="new-password"
                maxLength={ACCOUNT_LIMITS.password}
                aria-invalid={errors.password ? true : undefined}
                aria-describedby={errors.password ? 'signup-password-error' : undefined}
                {...form.register('password')}
              />
              <FieldError id="signup-password-error" message={errors.password?.message} />
            </div>
            <Button type="submit" size="lg" className="col-span-2" disabled={signup.isPending}>
              {signup.isPending ? 'Creating Account...' : 'Create Account'}
            </Button>
            <p className="col-span-2 text-center text-sm text-muted-foreground">
              Already have an account?{' '}
              <Link href="/" className="font-semibold text-primary hover:underline">
                Sign in
              </Link>
            </p>
          </form>
        </CardContent>
      </Card>
    </div>
  );
}
