import { defineModule } from '../../platform/module.ts';
import { telemetryRoutes } from './telemetry.routes.ts';

export const telemetryModule = defineModule({
  name: 'telemetry',
  routes: (app) => telemetryRoutes(app),
});
