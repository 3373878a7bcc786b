import { describe, expect, it } from 'vitest';
import { emptyFigures } from '../../../common/figures';
import type { RepairPlanDto } from '../../../common/repair-plan';
import { applyCompletion } from './api';

const plan: RepairPlanDto = {
  has_completed_analysis: true,
  percent: 0,
  figures: emptyFigures(),
  phases: [
    {
      id: 'follow-up',
      number: 3,
      title: 'Follow Up & Monitoring',
      description: '',
      completionPercentage: 0,
      completed: false,
      tasks: [
        {
          id: 'review-1',
          title: 'Review',
          description: '',
          dueDate: null,
          completed: false,
          driver: 'manual',
          type: 'review',
          subtasks: [{ id: 's1', title: 'a', completed: false }],
        },
        { id: 'review-2', title: 'Review again', description: '', dueDate: null, completed: false, driver: 'manual', type: 'review', subtasks: [] },
      ],
    },
  ],
};

describe('applyCompletion (the tick shown while the server keeps it)', () => {
  it('changes only the named task, subtask or phase', () => {
    const task = applyCompletion(plan, { kind: 'task', taskId: 'review-1' }, true);
    expect(task.phases[0]!.tasks.map((t) => t.completed)).toEqual([true, false]);
    const sub = applyCompletion(plan, { kind: 'subtask', taskId: 'review-1', subtaskId: 's1' }, true);
    expect(sub.phases[0]!.tasks[0]!.subtasks[0]!.completed).toBe(true);
    expect(sub.phases[0]!.tasks[0]!.completed).toBe(false);
    expect(applyCompletion(plan, { kind: 'phase', phaseId: 'follow-up' }, true).phases[0]!.completed).toBe(true);
    expect(plan.phases[0]!.tasks[0]!.completed).toBe(false);
  });
});
