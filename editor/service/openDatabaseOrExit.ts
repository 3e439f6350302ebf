import { openDatabase, type ServiceDatabase } from "./database.ts";
import { DatabaseTooNew } from "./migrations/migrate.ts";

/** The commands' way to open the database: one pt-BR line and exit code 1 when a newer release wrote it. */
export function openDatabaseOrExit(dataDir: string): ServiceDatabase {
  try {
    return openDatabase(dataDir);
  } catch (error) {
    if (!(error instanceof DatabaseTooNew)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}
