import { defineModule } from '../../platform/module.ts';
import { testimonialsRoutes } from './testimonials.routes.ts';
import { testimonialsSeeder } from './testimonials.seed.ts';

export const testimonialsModule = defineModule({
  name: 'testimonials',
  routes: (app) => testimonialsRoutes(app),
  seeders: [testimonialsSeeder],
});
