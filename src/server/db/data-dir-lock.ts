import { closeSync, openSync, readFileSync, rmSync, statSync, writeSync } from 'node:fs';
import { join, resolve } from 'node:path';

/** The file inside the data folder that names the process using it. */
export const DATA_DIR_LOCK_FILE = 'curtaincall.lock';

export class DataDirInUseError extends Error {}

export type DataDirLock = { path: string; release: () => void };

function isAlive(pid: number): boolean {
  if (pid === process.pid) return true;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readPid(path: string): number | null {
  try {
    const pid = Number.parseInt(readFileSync(path, 'utf8').trim(), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}

function modifiedAt(path: string): number {
  try {
    return statSync(path).mtimeMs;
  } catch {
    return 0;
  }
}

/**
 * Two processes on one embedded data folder would hand out the same order number. The
 * first process writes its pid into a lock file it holds for its life; a second one refuses to
 * start. A lock whose process is gone (kill -9, power loss) is stale and taken over.
 */
export function acquireDataDirLock(dataDir: string): DataDirLock {
  const path = join(resolve(dataDir), DATA_DIR_LOCK_FILE);
  for (let attempt = 0; attempt < 3; attempt += 1) {
    let descriptor: number;
    try {
      descriptor = openSync(path, 'wx');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = readPid(path);
      // an empty file is a process between creating the lock and writing its pid, unless old
      const isBeingWritten = holder === null && Date.now() - modifiedAt(path) < 5000;
      if (isBeingWritten || (holder !== null && isAlive(holder)))
        throw new DataDirInUseError(
          `The data folder ${resolve(dataDir)} is in use by another CurtainCall process ` +
            `(pid ${holder ?? 'starting'}). Stop that process first, or give this one its own DATA_DIR. If no ` +
            `such process is running, delete ${path}.`,
        );
      // stale (its process is gone) or half-written by a process that died creating it
      rmSync(path, { force: true });
      continue;
    }
    writeSync(descriptor, `${process.pid}\n`);
    closeSync(descriptor);
    let released = false;
    return {
      path,
      release: () => {
        if (released) return;
        released = true;
        if (readPid(path) === process.pid) rmSync(path, { force: true });
      },
    };
  }
  throw new DataDirInUseError(`Could not take the lock ${path}; another process keeps taking it.`);
}
