import { defineModule } from '../../platform/module.ts';

/** Issue 19 seam: filled in by the home slice. */
export const homeModule = defineModule({
  name: 'home',
});
