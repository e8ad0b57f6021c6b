import { expect, it, vi } from 'vitest';
import { createTestQueryClient } from './query-client';

it('fails a query and a mutation after one call: tests never wait on a retry timer', async () => {
  const client = createTestQueryClient();
  const queryFn = vi.fn(async () => {
    throw new Error('down');
  });
  await expect(client.fetchQuery({ queryKey: ['x'], queryFn })).rejects.toThrow('down');
  expect(queryFn).toHaveBeenCalledTimes(1);

  const mutationFn = vi.fn(async () => {
    throw new Error('refused');
  });
  await expect(client.getMutationCache().build(client, { mutationFn }).execute(undefined)).rejects.toThrow(
    'refused',
  );
  expect(mutationFn).toHaveBeenCalledTimes(1);
});
