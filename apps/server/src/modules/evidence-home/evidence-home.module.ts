import { defineModule } from '../../platform/module.ts';

/** Issue 19 seam: filled in by the evidence-home slice. */
export const evidenceHomeModule = defineModule({
  name: 'evidence-home',
});
