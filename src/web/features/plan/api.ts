/** The repair plan API: GET /api/plan and the completion writes (docs/api.md "Repair plan"). */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { RepairPlanDto } from '../../../common/repair-plan';
import { apiRequest, api } from '../../lib/api';
import { isSubscriptionRequired } from '../../lib/errors';

export const planKeys = { all: ['plan'] as const };

export function usePlan(enabled = true) {
  return useQuery({
    queryKey: planKeys.all,
    queryFn: () => api.get<RepairPlanDto>('/api/plan'),
    enabled,
    retry: (count, error) => !isSubscriptionRequired(error) && count < 2,
  });
}

export type CompletionTarget = { kind: 'task'; taskId: string } | { kind: 'subtask'; taskId: string; subtaskId: string } | { kind: 'phase'; phaseId: string };

function pathOf(target: CompletionTarget): string {
  const enc = encodeURIComponent;
  if (target.kind === 'phase') return `/api/plan/phases/${enc(target.phaseId)}`;
  if (target.kind === 'subtask') return `/api/plan/tasks/${enc(target.taskId)}/subtasks/${enc(target.subtaskId)}`;
  return `/api/plan/tasks/${enc(target.taskId)}`;
}

/** The plan with one tick changed, shown at once while the server keeps it (rolled back if it fails). */
export function applyCompletion(plan: RepairPlanDto, target: CompletionTarget, completed: boolean): RepairPlanDto {
  return {
    ...plan,
    phases: plan.phases.map((phase) =>
      target.kind === 'phase'
        ? phase.id === target.phaseId
          ? { ...phase, completed }
          : phase
        : {
            ...phase,
            tasks: phase.tasks.map((task) => {
              if (task.id !== target.taskId) return task;
              if (target.kind === 'task') return { ...task, completed };
              return { ...task, subtasks: task.subtasks.map((s) => (s.id === target.subtaskId ? { ...s, completed } : s)) };
            }),
          },
    ),
  };
}

export function useSetCompletion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ target, completed }: { target: CompletionTarget; completed: boolean }) =>
      apiRequest<RepairPlanDto>(pathOf(target), { method: 'PUT', body: JSON.stringify({ completed }) }),
    onMutate: async ({ target, completed }) => {
      await queryClient.cancelQueries({ queryKey: planKeys.all });
      const previous = queryClient.getQueryData<RepairPlanDto>(planKeys.all);
      if (previous) queryClient.setQueryData(planKeys.all, applyCompletion(previous, target, completed));
      return { previous };
    },
    onError: (_error, _vars, context) => {
      if (context?.previous) queryClient.setQueryData(planKeys.all, context.previous);
    },
    onSuccess: (plan) => queryClient.setQueryData(planKeys.all, plan),
  });
}
