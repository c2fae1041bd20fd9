import { readFile } from "node:fs/promises";
import { join } from "node:path";
import type { FixtureComment, FixtureImage, FixturePost } from "../fixtures/index";

export interface Fixtures {
  posts: FixturePost[];
  comments: FixtureComment[];
  images: FixtureImage[];
}

/** Reads the same JSON files `fixtures/index.ts` imports, from a directory tests can swap. */
export async function loadFixtures(fixturesDir: string): Promise<Fixtures> {
  const read = async <T>(name: string): Promise<T> =>
    JSON.parse(await readFile(join(fixturesDir, name), "utf8")) as T;
  const [posts, comments, images] = await Promise.all([
    read<FixturePost[]>("posts.json"),
    read<FixtureComment[]>("comments.json"),
    read<FixtureImage[]>("images.json"),
  ]);
  return { posts, comments, images };
}
