import { describe, expect, it } from 'vitest';
import { nextTask } from './next-task';

describe('nextTask', () => {
  it('resolves after the current task and its microtasks, in a later task', async () => {
    const order: string[] = [];
    const later = nextTask().then(() => order.push('next task'));
    void Promise.resolve().then(() => order.push('microtask'));
    order.push('this task');
    await later;
    expect(order).toEqual(['this task', 'microtask', 'next task']);
  });
});
