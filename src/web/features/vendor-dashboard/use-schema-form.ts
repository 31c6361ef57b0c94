import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type DefaultValues, type FieldValues, type Resolver } from 'react-hook-form';
import type { z } from 'zod';

/**
 * A form checked by a contract schema, and its fields' ids and error wiring
 * (`<formId>-<name>`, described by `<formId>-<name>-error` while it has one).
 */
export function useSchemaForm<Values extends FieldValues, Parsed>({
  schema,
  defaultValues,
  formId,
}: {
  schema: z.ZodType<Parsed, FieldValues>;
  defaultValues: DefaultValues<Values>;
  formId: string;
}) {
  const form = useForm<Values, unknown, Parsed>({
    // the inputs hold text that the schema parses, so its input type is not Values
    resolver: zodResolver(schema) as unknown as Resolver<Values, unknown, Parsed>,
    defaultValues,
  });
  const { errors } = form.formState;
  const field = (name: keyof Values & string) => ({
    id: `${formId}-${name}`,
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `${formId}-${name}-error` : undefined,
  });
  return { form, errors, field };
}
