import { describe, expect, it } from 'vitest';
import { groupCommit, type Queued } from './group-commit';

describe('group commit', () => {
  it('hands the items of one turn to one write, in order, at most `max` at a time; later ones wait for the write under way', async () => {
    const groups: number[][] = [];
    const c = groupCommit(3, async (group: Queued<number, string>[]) => {
      groups.push(group.map((q) => q.item));
      await new Promise((r) => setTimeout(r, 5));
      for (const q of group) q.resolve(`#${q.item}`);
    });
    const first = [1, 2, 3, 4].map((n) => c.add(n));
    await new Promise((r) => setImmediate(r));
    // Arrives while the first group is being written: goes with the queue's rest.
    const late = c.add(5);
    expect(await Promise.all([...first, late])).toEqual(['#1', '#2', '#3', '#4', '#5']);
    expect(groups).toEqual([
      [1, 2, 3],
      [4, 5],
    ]);
  });

  it("answers a group's items with the error of a write that throws, and goes on with the next group", async () => {
    const c = groupCommit(2, async (group: Queued<string, string>[]) => {
      if (group.some((q) => q.item === 'bad')) throw new Error('broken');
      for (const q of group) q.resolve(q.item.toUpperCase());
    });
    const results = await Promise.allSettled(['a', 'bad', 'c'].map((s) => c.add(s)));
    expect(results.map((r) => (r.status === 'fulfilled' ? r.value : (r.reason as Error).message))).toEqual(['broken', 'broken', 'C']);
  });
});
