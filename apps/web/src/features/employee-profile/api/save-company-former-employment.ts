import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  apiPaths,
  type EmployeeCompany,
  employeeCompanySchema,
  type FormerEmploymentAnswer,
  pathWithId,
} from '@vyplaty/contracts';
import { http } from '../../../lib/http';
import { queryKeys } from '../../../lib/query-keys';

/** The contractor's answer whether they were the company's employee (N5); `id` is the companies list item's. */
export async function saveCompanyFormerEmployment(
  id: string,
  answer: FormerEmploymentAnswer,
): Promise<EmployeeCompany> {
  const { data } = await http.put(pathWithId(apiPaths.employeeOnboarding.companyFormerEmployment, id), answer);
  return employeeCompanySchema.parse(data);
}

export function useSaveCompanyFormerEmployment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, answer }: { id: string; answer: FormerEmploymentAnswer }) =>
      saveCompanyFormerEmployment(id, answer),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.employee.companies }),
  });
}
