/** Errors of the file system that mean "could not be stored", not "the server is broken". */
const FULL = new Set(["ENOSPC", "EDQUOT", "EFBIG"]);
const UNAVAILABLE = new Set(["EIO", "EROFS", "EACCES", "EPERM", "EBADF", "ESTALE"]);

/** 507 when the disk is full, 503 when it cannot be written at all; undefined for anything else. */
export function storageFailureStatus(
  error: unknown,
): { status: 503 | 507; reason: string } | undefined {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  if (code && FULL.has(code)) return { status: 507, reason: code };
  if (code && UNAVAILABLE.has(code)) return { status: 503, reason: code };
  if (error instanceof StoreUnavailable) return { status: 503, reason: error.message };
  return undefined;
}

/** The store refused a write because an earlier failure left the file in an unknown state. */
export class StoreUnavailable extends Error {}
