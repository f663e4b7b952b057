/**
 * PGlite has no inter-process lock, and two processes on one data folder silently lose committed rows
 * (stack notes #15). A lock file created with O_EXCL, holding our pid, makes the second process stop
 * with a clear message; a lock left by a process that no longer exists is taken over.
 */
import fs from 'node:fs';
import path from 'node:path';

export type DataDirLock = { release(): void };

export class DataDirLockedError extends Error {}

const alive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
};

export function acquireDataDirLock(dataDir: string): DataDirLock {
  const file = path.join(dataDir, 'charter.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = fs.openSync(file, 'wx', 0o600);
      fs.writeSync(fd, String(process.pid));
      fs.closeSync(fd);
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        try {
          if (fs.readFileSync(file, 'utf8') === String(process.pid)) fs.unlinkSync(file);
        } catch {
          /* already gone */
        }
      };
      process.once('exit', release);
      return { release };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const pid = Number(fs.readFileSync(file, 'utf8'));
      if (Number.isInteger(pid) && pid > 0 && pid !== process.pid && alive(pid)) {
        throw new DataDirLockedError(
          `The data directory ${dataDir} is in use by another Charter HR process (pid ${pid}). ` +
            'Stop that process, or set DATA_DIR to another folder.',
        );
      }
      if (pid === process.pid) {
        throw new DataDirLockedError(
          `The data directory ${dataDir} is already open in this process.`,
        );
      }
      fs.rmSync(file, { force: true }); // stale: its owner is gone
    }
  }
  throw new DataDirLockedError(`Could not lock the data directory ${dataDir}.`);
}
