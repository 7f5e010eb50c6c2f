import { yieldToMain } from './yield-to-main';

describe('yieldToMain', () => {
  afterEach(() => {
    delete (globalThis as { scheduler?: unknown }).scheduler;
  });

  it('resumes in a later task, after the tasks already queued', async () => {
    const order: string[] = [];
    setTimeout(() => order.push('queued task'), 0);
    void Promise.resolve().then(() => order.push('microtask'));
    await yieldToMain();
    order.push('after the yield');
    expect(order).toEqual(['microtask', 'queued task', 'after the yield']);
  });

  it('uses scheduler.yield where the browser has it', async () => {
    const schedulerYield = jest.fn(() => Promise.resolve());
    (globalThis as { scheduler?: unknown }).scheduler = { yield: schedulerYield };
    await yieldToMain();
    expect(schedulerYield).toHaveBeenCalledTimes(1);
  });
});
