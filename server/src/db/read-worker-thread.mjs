// Read-only queries on the site database, off the server's event loop (read-worker.ts): a report
// that sums many rows keeps its own connection in this worker thread, so anonymous pages and
// /api/health are answered meanwhile. Plain JavaScript, so it runs as it is in a worker thread.
import { parentPort, workerData } from 'node:worker_threads';
import Database from 'better-sqlite3';

const db = new Database(workerData.file, { readonly: true, fileMustExist: true });
db.pragma('busy_timeout = 5000');
const statements = new Map();

parentPort.on('message', ({ id, sql, params }) => {
  try {
    let statement = statements.get(sql);
    if (!statement) {
      statement = db.prepare(sql);
      statements.set(sql, statement);
    }
    parentPort.postMessage({ id, rows: statement.all(...params) });
  } catch (error) {
    parentPort.postMessage({ id, error: String(error) });
  }
});
