import { defineModule } from '../../platform/module.ts';

/** Issue 19 seam: filled in by the ambassadors slice. */
export const ambassadorsModule = defineModule({
  name: 'ambassadors',
});
