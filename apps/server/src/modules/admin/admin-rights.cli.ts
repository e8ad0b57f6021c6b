import { openDatabase } from '../../db/database.ts';
import { migrate } from '../../db/migrate.ts';
import { loadConfig } from '../../platform/config.ts';
import { runAdminRightsCommand } from './admin-rights.ts';

/**
 * Operators: `npm run admin:grant -- <email>` and `npm run admin:revoke -- <email>` against the
 * configured database (DATABASE_URL, or the PGlite data directory while the server is stopped).
 */
async function main() {
  const [command, ...args] = process.argv.slice(2);
  const database = await openDatabase(loadConfig());
  try {
    await migrate(database);
    const { code, message } = await runAdminRightsCommand(database.db, command, args);
    (code === 0 ? console.log : console.error)(message);
    process.exitCode = code;
  } finally {
    await database.close();
  }
}

main().catch((error: Error) => {
  console.error(error.message);
  process.exit(1);
});
