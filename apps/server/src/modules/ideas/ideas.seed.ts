import type { Seeder } from '../../db/seed/seeder.ts';

/** Demo ideas with likes, comments, follows, teams and collaborations (issue 5). */
export const ideasSeeder: Seeder = {
  name: 'ideas',
  async run() {},
};
