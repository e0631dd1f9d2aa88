import type { EmployeeKind } from '@vyplaty/contracts';
import { useNavigate, useSearchParams } from 'react-router';
import { PageLoader } from '../../../components/page-loader';
import { PageTitle } from '../../../components/page-title';
import { notify } from '../../../lib/toast';
import { useEmployeeConstants } from '../api/get-employee-constants';
import { useCreateInvite } from '../api/invite-create';
import { EMPTY_PERSON, InviteForm, type InviteFormValues } from '../components/invite-form';

const KINDS: EmployeeKind[] = ['INDIVIDUAL_PERSON', 'INDIVIDUAL_ENTREPRENEUR'];

/**
 * /employees/invite: a new invite. Kind, tax regime and comment start from the company's defaults
 * (/employees/constants); «Пригласить снова» of a disconnected contractor passes the person in the query.
 */
export function InviteCreatePage() {
  const constants = useEmployeeConstants();
  const createInvite = useCreateInvite();
  const navigate = useNavigate();
  const [query] = useSearchParams();

  // The form waits for the defaults; without them (an error) it starts from ФЛ / НПД.
  if (constants.isPending) return <PageLoader />;
  const defaults = constants.data;
  const queryKind = query.get('kind') as EmployeeKind | null;
  const defaultValues: InviteFormValues = {
    kind: (queryKind && KINDS.includes(queryKind) ? queryKind : defaults?.default_employee_kind) ?? 'INDIVIDUAL_PERSON',
    tax_regime: defaults?.default_tax_regime ?? 'NPD',
    comment: defaults?.invite_comment ?? '',
    employees: [
      {
        ...EMPTY_PERSON,
        phone: query.get('phone') ?? '',
        inn: query.get('inn') ?? '',
        last_name: query.get('last_name') ?? '',
        first_name: query.get('first_name') ?? '',
        patronymic: query.get('patronymic') ?? '',
      },
    ],
  };

  const handleSubmit = async (values: InviteFormValues, publish: boolean) => {
    const invite = await createInvite.mutateAsync({ ...values, publish });
    notify.success(publish ? 'Приглашение опубликовано, СМС отправлены' : 'Черновик сохранён');
    await navigate(`/employees/invite/${invite.id}`);
  };

  return (
    <>
      <PageTitle>Новое приглашение</PageTitle>
      <InviteForm defaultValues={defaultValues} onSubmit={handleSubmit} />
    </>
  );
}
