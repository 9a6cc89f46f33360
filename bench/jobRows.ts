import type { Job } from '../src/ground/contract';

/** The periods the jobs tabs filter on (screens/jobs.yaml), in the share each gets of the made-up rows. */
const periods: readonly Job['period'][] = ['upcoming', 'upcoming', 'toConfirm', 'appliedFor', 'past', 'past', 'past'];

/**
 * `count` jobs cloned from a real one, each with its own id, project name and a period spread over the tabs, so the
 * jobs screen has a long list to draw and every tab a share of it.
 */
export function jobRows(sample: Job, count: number): Job[] {
  return Array.from({ length: count }, (_, index) => {
    const period = periods[index % periods.length] ?? 'upcoming';
    return {
      ...sample,
      id: 100_000 + index,
      period,
      toConfirm: period === 'toConfirm',
      project: { ...sample.project, number: String(90_000 + index), name: `${sample.project.name} #${index + 1}` },
    };
  });
}
