import toast from 'react-hot-toast';

/**
 * The callbacks of a confirmed mutation: once it succeeds the dialog closes and `done` is toasted;
 * a failure is toasted with `failed` (the dialog stays open to try again), when given.
 */
export function confirmedToasts(close: () => void, done: string, failed?: string) {
  return {
    onSuccess: () => {
      close();
      toast.success(done);
    },
    ...(failed === undefined ? {} : { onError: () => toast.error(failed) }),
  };
}
