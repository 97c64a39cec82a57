import { describe, expect, it } from 'vitest';
import { type BoxAward, dropShownAward, queueAward } from './reward-queue';

const award = (userBox: number): BoxAward => ({
  user_box: userBox,
  box: { id: 1, name: 'Caixa Rubi', image: null },
});

describe('the reward queue', () => {
  it('keeps awards in the order they arrived and shows the oldest first', () => {
    const queue = queueAward(queueAward([], award(1)), award(2));
    expect(queue.map(({ user_box }) => user_box)).toEqual([1, 2]);
    expect(dropShownAward(queue).map(({ user_box }) => user_box)).toEqual([2]);
  });

  it('shows an award heard twice once', () => {
    const queue = queueAward(queueAward([], award(1)), award(1));
    expect(queue).toHaveLength(1);
  });
});
