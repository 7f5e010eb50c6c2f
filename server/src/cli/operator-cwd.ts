/**
 * The folder the operator ran `npm run …` in: npm runs a workspace script inside server/, but
 * relative paths the operator typed (a backup file, DATA_DIR) mean their own folder.
 */
export function operatorCwd(): string {
  return process.env.INIT_CWD ?? process.cwd();
}
