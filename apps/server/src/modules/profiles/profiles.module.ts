import type { FastifyBaseLogger } from 'fastify';
import type { Executor } from '../../db/executor.ts';
import { defineModule } from '../../platform/module.ts';
import type { Storage } from '../../platform/storage/storage.ts';
import { profilesRoutes } from './profiles.routes.ts';
import { profilesSeeder } from './profiles.seed.ts';

/**
 * What deleting an account clears that another module owns, handed in by modules/index.ts: the
 * stored files of the person's ideas. The ideas module sits above profiles (it shows people), so
 * profiles cannot import it.
 */
export interface ProfilesDeps {
  /** The storage keys of everything the person's ideas keep; read before the rows go. */
  storedKeysOfOwner(db: Executor, userId: string): Promise<string[]>;
  /** Removes those objects after commit; a failure only logs. */
  removeStoredFiles(
    storage: Storage,
    log: Pick<FastifyBaseLogger, 'warn'>,
    keys: readonly string[],
  ): Promise<void>;
}

export const profilesModule = (deps: ProfilesDeps) =>
  defineModule({
    name: 'profiles',
    routes: (app) => profilesRoutes(app, deps),
    seeders: [profilesSeeder],
  });
