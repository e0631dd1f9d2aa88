import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  apiPaths,
  type FormerEmploymentAnswer,
  type FormerEmploymentState,
  formerEmploymentResponseSchema,
  pathWithId,
} from '@vyplaty/contracts';
import { http } from '../../../lib/http';
import { queryKeys } from '../../../lib/query-keys';

/**
 * The company confirms or corrects whether the contractor was its employee (N5); `id` is the
 * contractor's. Answers both sides' latest statements.
 */
export async function confirmFormerEmployment(
  id: string,
  answer: FormerEmploymentAnswer,
): Promise<FormerEmploymentState> {
  const { data } = await http.put(pathWithId(apiPaths.employees.formerEmployment, id), answer);
  return formerEmploymentResponseSchema.parse(data).former_employment;
}

export function useConfirmFormerEmployment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, answer }: { id: string; answer: FormerEmploymentAnswer }) => confirmFormerEmployment(id, answer),
    // The row's verdict chip changes.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.employees.all }),
  });
}
