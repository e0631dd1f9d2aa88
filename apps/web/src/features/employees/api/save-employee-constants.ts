import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  apiPaths,
  type EmployeeConstants,
  type EmployeeConstantsRequest,
  employeeConstantsSchema,
} from '@vyplaty/contracts';
import { http } from '../../../lib/http';
import { queryKeys } from '../../../lib/query-keys';

export async function saveEmployeeConstants(body: EmployeeConstantsRequest): Promise<EmployeeConstants> {
  const { data } = await http.put(apiPaths.employees.constants, body);
  return employeeConstantsSchema.parse(data);
}

export function useSaveEmployeeConstants() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveEmployeeConstants,
    onSuccess: (saved) => queryClient.setQueryData(queryKeys.user.employeeConstants, saved),
  });
}
