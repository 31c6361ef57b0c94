import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync, utimesSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { acquireDataDirLock, DATA_DIR_LOCK_FILE, DataDirInUseError } from './data-dir-lock';

let folder: string;
beforeEach(() => {
  folder = mkdtempSync(join(tmpdir(), 'cc-lock-'));
});
afterEach(() => rmSync(folder, { recursive: true, force: true }));

/** A pid no process has: the highest pid Linux hands out is below 2^22. */
const DEAD_PID = 4_194_304 + 17;

describe('the data folder lock', () => {
  it('writes this process id and removes the file on release', () => {
    const lock = acquireDataDirLock(folder);
    expect(readFileSync(join(folder, DATA_DIR_LOCK_FILE), 'utf8').trim()).toBe(String(process.pid));
    lock.release();
    expect(existsSync(join(folder, DATA_DIR_LOCK_FILE))).toBe(false);
    lock.release(); // twice is harmless
  });

  it('refuses a second holder while the first one lives, naming the folder and the pid', () => {
    const lock = acquireDataDirLock(folder);
    expect(() => acquireDataDirLock(folder)).toThrow(DataDirInUseError);
    expect(() => acquireDataDirLock(folder)).toThrow(
      new RegExp(`${folder}.*is in use by another CurtainCall process \\(pid ${process.pid}\\)`),
    );
    lock.release();
    acquireDataDirLock(folder).release();
  });

  it('takes over a lock left by a process that is gone (a crash)', () => {
    writeFileSync(join(folder, DATA_DIR_LOCK_FILE), `${DEAD_PID}\n`);
    const lock = acquireDataDirLock(folder);
    expect(readFileSync(join(folder, DATA_DIR_LOCK_FILE), 'utf8').trim()).toBe(String(process.pid));
    lock.release();
  });

  it('treats a fresh empty lock as a process starting, and an old empty one as stale', () => {
    const path = join(folder, DATA_DIR_LOCK_FILE);
    writeFileSync(path, '');
    expect(() => acquireDataDirLock(folder)).toThrow(DataDirInUseError);
    const minuteAgo = new Date(Date.now() - 60_000);
    utimesSync(path, minuteAgo, minuteAgo);
    acquireDataDirLock(folder).release();
  });

  it('does not remove a lock another process took over', () => {
    const lock = acquireDataDirLock(folder);
    writeFileSync(join(folder, DATA_DIR_LOCK_FILE), `${DEAD_PID}\n`);
    lock.release();
    expect(existsSync(join(folder, DATA_DIR_LOCK_FILE))).toBe(true);
  });
});
