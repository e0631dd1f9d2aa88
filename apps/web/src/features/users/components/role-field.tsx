import { MEMBER_ROLE_HINTS, MEMBER_ROLE_LABELS, type MemberRole } from '@vyplaty/contracts';
import { type Control, type FieldValues, type Path, useWatch } from 'react-hook-form';
import { FormSelectField } from '../../../components/form/form-select-field';

/** The role, with what the chosen one may do said under it (MEMBER_ROLE_HINTS). */
export function RoleField<T extends FieldValues, O>({
  control,
  name,
}: {
  control: Control<T, unknown, O>;
  name: Path<T>;
}) {
  const role = useWatch({ control, name }) as MemberRole | undefined;
  return (
    <FormSelectField
      control={control}
      name={name}
      label="Роль"
      options={MEMBER_ROLE_LABELS}
      helperText={role ? MEMBER_ROLE_HINTS[role] : undefined}
      required
    />
  );
}
