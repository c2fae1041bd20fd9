import { randomBytes } from "node:crypto";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";

export const CONFIRM_SECRET_FILE = "confirm-secret";

/**
 * The key that signs confirmation links, kept beside the data file so a link sent before a
 * restart still works: read, or made once (exclusive create: of two first starts, one writes it).
 */
export async function loadConfirmSecret(dataDir: string): Promise<string> {
  const file = join(dataDir, CONFIRM_SECRET_FILE);
  await mkdir(dataDir, { recursive: true });
  try {
    await writeFile(file, randomBytes(32).toString("base64url"), { flag: "wx", mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
  }
  const secret = (await readFile(file, "utf8")).trim();
  if (secret.length < 32)
    throw new Error(`${file} holds no usable key: delete it to make another.`);
  return secret;
}
