/**
 * PUT /api/plan/tasks/:taskId, …/subtasks/:subtaskId and /api/plan/phases/:phaseId: keeps what the person ticked
 * (decision 111). Only tasks of the person's own plan can be ticked (anything else is a 404, like another person's
 * dispute item); tasks that follow a dispute or a report complete themselves (409).
 */
import { sql } from 'drizzle-orm';
import { PHASE_IDS, PLAN_MESSAGES, type PhaseId, type RepairPlanDto } from '../../../common/repair-plan';
import type { Db } from '../../db/client';
import { planCompletions } from '../../db/schema';
import { AppError } from '../../errors';
import { findTask, phaseKey, subtaskKey, taskKey } from './build-plan';
import { loadPlan } from './load-plan';

async function store(db: Db, userId: string, key: string, completed: boolean): Promise<void> {
  await db
    .insert(planCompletions)
    .values({ userId, key, completed })
    .onConflictDoUpdate({ target: [planCompletions.userId, planCompletions.key], set: { completed, updatedAt: sql`now()` } });
}

async function manualTaskOf(db: Db, userId: string, taskId: string) {
  const task = findTask(await loadPlan(db, userId), taskId);
  if (!task) throw new AppError('NOT_FOUND', PLAN_MESSAGES.taskNotFound);
  if (task.driver !== 'manual') throw new AppError('CONFLICT', PLAN_MESSAGES.automatic);
  return task;
}

export async function setTaskCompletion(db: Db, userId: string, taskId: string, completed: boolean): Promise<RepairPlanDto> {
  await manualTaskOf(db, userId, taskId);
  await store(db, userId, taskKey(taskId), completed);
  return loadPlan(db, userId);
}

export async function setSubtaskCompletion(db: Db, userId: string, taskId: string, subtaskId: string, completed: boolean): Promise<RepairPlanDto> {
  const task = await manualTaskOf(db, userId, taskId);
  if (!task.subtasks.some((s) => s.id === subtaskId)) throw new AppError('NOT_FOUND', PLAN_MESSAGES.taskNotFound);
  await store(db, userId, subtaskKey(taskId, subtaskId), completed);
  return loadPlan(db, userId);
}

export async function setPhaseCompletion(db: Db, userId: string, phaseId: string, completed: boolean): Promise<RepairPlanDto> {
  if (!(PHASE_IDS as readonly string[]).includes(phaseId)) throw new AppError('NOT_FOUND', PLAN_MESSAGES.taskNotFound);
  // A phase of dispute-driven tasks only (Initial Disputes) is done when its disputes are.
  const phase = (await loadPlan(db, userId)).phases.find((p) => p.id === phaseId);
  if (!phase?.tasks.some((t) => t.driver === 'manual')) throw new AppError('CONFLICT', PLAN_MESSAGES.automatic);
  await store(db, userId, phaseKey(phaseId as PhaseId), completed);
  return loadPlan(db, userId);
}
