import { constants, accessSync, chmodSync, mkdirSync, rmSync, statSync, writeFileSync } from 'node:fs'
import path from 'node:path'

/** The disk faults the app names: each is the operator's to fix, not the request's. */
const CAUSES = {
  ENOSPC: 'the disk is full',
  EDQUOT: 'the disk quota is used up',
  EROFS: 'the file system is read-only',
  EACCES: 'permission denied',
  EPERM: 'the operation is not permitted',
  ENOTDIR: 'a part of the path is a file, not a folder',
  EIO: 'the disk reported an input/output error',
} as const
const FIXES: Record<keyof typeof CAUSES, string> = {
  ENOSPC: 'Free some space on that disk',
  EDQUOT: 'Free some space or raise the quota',
  EROFS: 'Mount it read-write',
  EACCES: 'Give the user running the app write access to it',
  EPERM: 'Give the user running the app write access to it',
  ENOTDIR: 'Move the file out of the way',
  EIO: 'Check the disk',
}
export type StorageFaultCode = keyof typeof CAUSES

/**
 * PGlite's file system is Emscripten's: it throws `ErrnoError { errno }` (not an Error, no code, no path) with
 * WASI-style numbers (emscripten's ERRNO_CODES).
 */
const EMSCRIPTEN_ERRNO: Record<number, StorageFaultCode> = {
  51: 'ENOSPC',
  19: 'EDQUOT',
  69: 'EROFS',
  2: 'EACCES',
  63: 'EPERM',
  54: 'ENOTDIR',
  29: 'EIO',
}
/** PostgreSQL's SQLSTATEs for the same: disk_full, io_error (could not write / extend a file). */
const SQLSTATE: Record<string, StorageFaultCode> = { '53100': 'ENOSPC', '58030': 'EIO' }

export interface StorageFault {
  code: StorageFaultCode
  /** The file or folder, when the error names one. */
  path?: string
}

const isFaultCode = (code: unknown): code is StorageFaultCode => typeof code === 'string' && code in CAUSES

/**
 * The disk fault behind an error, if any, looking through `cause` chains (Drizzle wraps the driver's error): a Node
 * fs error (`code: 'ENOSPC'`), PGlite's `ErrnoError`, or PostgreSQL's disk_full / io_error.
 */
export function storageFaultOf(err: unknown): StorageFault | undefined {
  for (let e: unknown = err, depth = 0; e && typeof e === 'object' && depth < 5; depth++) {
    const { code, errno, name, path: faultPath, cause } = e as Record<string, unknown>
    const found: StorageFaultCode | undefined = isFaultCode(code)
      ? code
      : typeof code === 'string'
        ? SQLSTATE[code]
        : name === 'ErrnoError' && typeof errno === 'number'
          ? EMSCRIPTEN_ERRNO[errno]
          : undefined
    if (found) return { code: found, ...(typeof faultPath === 'string' ? { path: faultPath } : {}) }
    e = cause
  }
  return undefined
}

/** "the disk is full (ENOSPC)". */
export const describeStorageFault = (code: StorageFaultCode) => `${CAUSES[code]} (${code})`

/** DATA_DIR (or a folder in it) can't be used: the message names the path and the cause, for whoever starts the app. */
export class DataDirError extends Error {
  constructor(
    readonly dir: string,
    readonly fault: StorageFault | undefined,
    options?: { cause?: unknown },
  ) {
    const why = fault ? describeStorageFault(fault.code) : String((options?.cause as Error | undefined)?.message)
    const where = fault?.path && path.resolve(fault.path) !== dir ? ` (at ${fault.path})` : ''
    const fix = fault ? `${FIXES[fault.code]}, or set` : 'Set'
    super(
      `DATA_DIR is not usable: cannot write to ${dir}${where}: ${why}. ${fix} DATA_DIR to a writable folder.`,
      options,
    )
    this.name = 'DataDirError'
  }
}

/** The nearest folder above `dir` that exists (or the first thing in the way that is not a folder). */
function nearestExisting(dir: string): string {
  let at = dir
  while (path.dirname(at) !== at) {
    try {
      statSync(at)
      return at
    } catch {
      at = path.dirname(at)
    }
  }
  return at
}

/**
 * Node's recursive mkdir reports ENOENT for a read-only parent (libuv), so a failure is diagnosed step by step: what
 * is in the way (a file: ENOTDIR), else the plain mkdir of the next missing folder, whose error is the true one.
 */
function diagnoseMkdir(dir: string, err: unknown): StorageFault | undefined {
  const existing = nearestExisting(dir)
  if (!statSync(existing).isDirectory()) return { code: 'ENOTDIR', path: existing }
  const found = storageFaultOf(err)
  if (found) return found
  const next = path.join(existing, path.relative(existing, dir).split(path.sep)[0]!)
  try {
    mkdirSync(next)
    rmSync(next, { recursive: true })
  } catch (mkdirErr) {
    return storageFaultOf(mkdirErr) ?? { code: 'EACCES', path: next }
  }
  return undefined
}

/** Enough to need a fresh block on any file system: a full disk refuses it, where an empty file may still fit. */
const PROBE_BYTES = 64 * 1024

/**
 * Makes `dir` (owner-only when `private`) and proves it takes a write, at start-up: throws `DataDirError` naming the
 * folder and the cause (disk full, read-only, permission, a file in the way) instead of the raw `ENOENT mkdir`, or
 * PGlite's `ErrnoError { errno: 51 }`, the first write would give.
 */
export function prepareWritableDir(dir: string, options: { private?: boolean } = {}): void {
  const absolute = path.resolve(dir)
  try {
    mkdirSync(absolute, { recursive: true, ...(options.private ? { mode: 0o700 } : {}) })
    // Owner-only: the files hold every estimate, address and email (older versions made the folder world-readable).
    if (options.private) chmodSync(absolute, 0o700)
  } catch (err) {
    throw new DataDirError(absolute, diagnoseMkdir(absolute, err), { cause: err })
  }
  const probe = path.join(absolute, `.write-probe-${process.pid}`)
  try {
    accessSync(absolute, constants.W_OK)
    writeFileSync(probe, Buffer.alloc(PROBE_BYTES), { flush: true })
  } catch (err) {
    throw new DataDirError(absolute, storageFaultOf(err), { cause: err })
  } finally {
    try {
      rmSync(probe, { force: true })
    } catch {
      // nothing was written, and the write's error is the one to report
    }
  }
}
