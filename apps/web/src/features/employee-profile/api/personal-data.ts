/** The contractor's own personal data (GET employee/personal, PUT employee, PUT employee/inn) and steps. */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  apiPaths,
  type EmployeeCompleteRegistration,
  type EmployeePersonalData,
  type EmployeePersonalDataInput,
  employeeCompleteRegistrationSchema,
  employeePersonalDataSchema,
  verifyPhoneSendResponseSchema,
} from '@vyplaty/contracts';
import { http } from '../../../lib/http';
import { queryKeys } from '../../../lib/query-keys';

export async function getPersonalData(): Promise<EmployeePersonalData> {
  const { data } = await http.get(apiPaths.employeeOnboarding.personal);
  return employeePersonalDataSchema.parse(data);
}

export const personalDataQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.employee.personal, queryFn: getPersonalData });
export const usePersonalData = () => useQuery(personalDataQueryOptions());

/**
 * Whether the contractor works under another regime than НПД (a ГПХ contractor): the НПД status, the
 * income cap and the «Мой налог» connection are not theirs, so the area does not show them. Unknown
 * (nothing says yet) is not «another»: a newcomer may still be connecting as self-employed.
 */
export const isNotSelfEmployed = (data: Pick<EmployeePersonalData, 'tax_regime_in_effect'>) =>
  data.tax_regime_in_effect !== null && data.tax_regime_in_effect !== 'NPD';

export async function getCompleteRegistration(): Promise<EmployeeCompleteRegistration> {
  const { data } = await http.get(apiPaths.employeeOnboarding.completeRegistration);
  return employeeCompleteRegistrationSchema.parse(data);
}

export const useCompleteRegistration = () =>
  useQuery({ queryKey: queryKeys.employee.completeRegistration, queryFn: getCompleteRegistration });

/** A save may complete the registration: the record, the steps and the session (is_verified) are refetched. */
function useEmployeeMutation<I>(call: (input: I) => Promise<EmployeePersonalData>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: async (saved) => {
      queryClient.setQueryData(queryKeys.employee.personal, saved);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.employee.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.auth.me }),
      ]);
    },
  });
}

export const useSavePersonalData = () =>
  useEmployeeMutation(async (input: EmployeePersonalDataInput) => {
    const { data } = await http.put(apiPaths.employee, input);
    return employeePersonalDataSchema.parse(data);
  });

export const useSaveInn = () =>
  useEmployeeMutation(async (input: { inn: string; current_password?: string | undefined }) => {
    const { data } = await http.put(apiPaths.employeeOnboarding.inn, input);
    return employeePersonalDataSchema.parse(data);
  });

export const useChangePhone = () =>
  useEmployeeMutation(async (input: { phone: string; code: string }) => {
    const { data } = await http.post(apiPaths.employeeOnboarding.phone, input);
    return employeePersonalDataSchema.parse(data);
  });

export const useChangeEmail = () =>
  useEmployeeMutation(async (input: { email: string }) => {
    const { data } = await http.post(apiPaths.employeeOnboarding.email, input);
    return employeePersonalDataSchema.parse(data);
  });

/** Sends a code to the new phone; answers how many seconds before another may be asked for. */
export async function sendChangePhoneCode(phone: string): Promise<number> {
  const { data } = await http.post(apiPaths.employeeOnboarding.phoneSendCode, { phone });
  return verifyPhoneSendResponseSchema.parse(data).resend_after;
}
