import { defineModule } from '../../platform/module.ts';

/** Issue 19 seam: filled in by the merit slice. */
export const meritModule = defineModule({
  name: 'merit',
});
