import { describe, expect, it } from 'vitest';
import { yieldingPlugin } from './yielding-plugin';

describe('yieldingPlugin', () => {
  it('lets a task run between the steps of loading a remote, and passes their arguments on', async () => {
    const plugin = yieldingPlugin();
    const order: string[] = [];
    const otherTask = new Promise<void>((resolve) =>
      setTimeout(() => {
        order.push('other task');
        resolve();
      }, 0),
    );
    const args = { marker: 'init' } as unknown as Parameters<NonNullable<typeof plugin.beforeInitContainer>>[0];
    const step = Promise.resolve(plugin.beforeInitContainer?.(args)).then((result) => {
      order.push('next step');
      return result;
    });
    expect(await step).toBe(args);
    await otherTask;
    expect(order).toEqual(['other task', 'next step']);
    for (const hook of [plugin.beforeGetExpose, plugin.afterGetExpose]) expect(typeof hook).toBe('function');
  });
});
