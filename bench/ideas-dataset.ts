import type { BenchDataset } from './datasets.ts';

/** Ideas with likes, comments, saves, follows, teams and collaborations (issue 5). */
export const ideasDataset: BenchDataset = {
  name: 'ideas',
  async seed() {},
};
