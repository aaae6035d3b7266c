import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { lockDataDir } from './dataDirLock';

describe('the data directory lock', () => {
  let dataDir: string;
  const lockFile = () => path.join(dataDir, 'server.lock');

  beforeEach(() => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'fleet-lock-'));
  });
  afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

  it('takes over a lock naming our own pid that this process never took (a restarted container, pid 1 again)', () => {
    writeFileSync(lockFile(), String(process.pid));
    const release = lockDataDir(dataDir);
    expect(readFileSync(lockFile(), 'utf8')).toBe(String(process.pid));
    release();
    expect(existsSync(lockFile())).toBe(false);
  });

  it('refuses a second lock of the directory while this process holds it', () => {
    const release = lockDataDir(dataDir);
    expect(() => lockDataDir(dataDir)).toThrow(`Another fleet server (pid ${process.pid})`);
    release();
    lockDataDir(dataDir)();
  });

  it('refuses a lock held by another running process, and takes over one whose process is gone', () => {
    writeFileSync(lockFile(), String(process.ppid));
    expect(() => lockDataDir(dataDir)).toThrow(`Another fleet server (pid ${process.ppid})`);
    // Above the highest pid Linux hands out (2^22).
    writeFileSync(lockFile(), String(2 ** 22 + 1));
    lockDataDir(dataDir)();
  });
});
