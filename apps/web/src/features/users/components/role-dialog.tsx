import Box from '@mui/material/Box';
import { type CompanyUser, companyUserUpdateSchema, type MemberRole } from '@vyplaty/contracts';
import { FormDialog } from '../../../components/form/form-dialog';
import { useZodForm } from '../../../components/form/use-zod-form';
import { notify } from '../../../lib/toast';
import { useChangeCompanyUser } from '../api/change-company-user';
import { RoleField } from './role-field';

const roleFormSchema = companyUserUpdateSchema.pick({ role: true }).required();

/** «Изменить роль» of one colleague: the new role applies to their next request. */
export function RoleDialog({ user, onClose }: { user: CompanyUser; onClose: () => void }) {
  const form = useZodForm(roleFormSchema, { defaultValues: { role: user.role as MemberRole } });
  const change = useChangeCompanyUser();
  return (
    <FormDialog
      form={form}
      title={`Роль: ${user.full_name}`}
      submitText="Сохранить"
      onSubmit={({ role }) => change.mutateAsync({ id: user.id, action: 'update', body: { role } })}
      serverFields={['role']}
      failureText="Не удалось изменить роль"
      onDone={() => {
        notify.success('Роль изменена');
        onClose();
      }}
      onClose={onClose}
      maxWidth="sm"
      fullWidth
    >
      <Box sx={{ pt: 1 }}>
        <RoleField control={form.control} name="role" />
      </Box>
    </FormDialog>
  );
}
