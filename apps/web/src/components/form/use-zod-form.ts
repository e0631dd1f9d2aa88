import { zodResolver } from '@hookform/resolvers/zod';
import { type FieldValues, type UseFormProps, useForm } from 'react-hook-form';
import type { z } from 'zod';

/**
 * react-hook-form with a zod schema (usually from @vyplaty/contracts), validating on blur (SPEC §5).
 * Submit handlers receive the parsed output, so transforms such as phone normalisation apply.
 */
export function useZodForm<S extends z.ZodType<FieldValues, FieldValues>>(
  schema: S,
  options: Omit<UseFormProps<z.input<S>, unknown, z.output<S>>, 'resolver'> = {},
) {
  return useForm<z.input<S>, unknown, z.output<S>>({
    mode: 'onBlur',
    ...options,
    resolver: zodResolver(schema),
  });
}
