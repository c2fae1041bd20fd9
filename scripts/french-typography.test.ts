// French typography in every French text we ship: a narrow no-break space (U+202F) before ? : ; !
// and », and after «. A plain space lets the mark fall alone onto the next line at 375 px; an
// ordinary no-break space (U+00A0) is too wide. Scans every fr catalogue (each widget's, the
// loader's, the sample posts', the site's, the Worker's mails') and the French posts of the
// content fixtures.
import { readFileSync, readdirSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const repo = fileURLToPath(new URL("..", import.meta.url));

/** Every string in a parsed JSON value, with its path. */
function strings(value: unknown, path = ""): Array<[string, string]> {
  if (typeof value === "string") return [[path, value]];
  if (Array.isArray(value))
    return value.flatMap((item, index) => strings(item, `${path}[${index}]`));
  if (value && typeof value === "object")
    return Object.entries(value).flatMap(([key, item]) =>
      strings(item, path ? `${path}.${key}` : key),
    );
  return [];
}

/** A .po file's translations: each `msgstr` with its continuation lines, unescaped as JSON. */
function msgstrs(text: string): string[] {
  const blocks = text.matchAll(/^msgstr(?:\[\d+\])? ("(?:[^"\\]|\\.)*"(?:\n"(?:[^"\\]|\\.)*")*)/gm);
  return [...blocks].map(([, quoted]) =>
    quoted!
      .split("\n")
      .map((line) => JSON.parse(line) as string)
      .join(""),
  );
}

/** What French typography forbids: a plain or no-break space before ?:;!» or after «. */
const WRONG_SPACE = /[ \u00a0](?=[?:;!»])|«[ \u00a0]/;

/**
 * A number parted from its unit, or its thousands, by a plain space: "14 / jours" on two lines
 * at 375 px. A no-break space goes before a unit of time or a currency ("14\u00a0jours",
 * "9\u00a0h\u00a000", "29\u00a0$"), a narrow one before % and between thousands
 * ("80\u202f%", "47\u202f200").
 */
const SPLIT_NUMBER =
  /\d (?=(?:jours?|heures?|h|j|minutes?|min|secondes?|mois|ans|semaines?)\b|[%€$]|\d{3}\b)|\d\u00a0h (?=\d)/;

function wrongSpaces(text: string): string[] {
  return strings(JSON.parse(text))
    .filter(([, value]) => WRONG_SPACE.test(value) || SPLIT_NUMBER.test(value))
    .map(([path, value]) => `${path}: ${JSON.stringify(value)}`);
}

/** Files under `dir` (relative to the repository) whose path matches. */
const filesUnder = (dir: string, match: RegExp) =>
  readdirSync(`${repo}/${dir}`, { recursive: true, encoding: "utf8" })
    .map((file) => `${dir}/${file}`)
    .filter((file) => match.test(file));

const catalogues = [
  ...filesUnder("packages/widgets/src", /\/locales\/(.*\/)?fr\.json$/),
  ...filesUnder("sites/marketing/app/locales/fr", /\.json$/),
  ...filesUnder("packages/edge/src", /\/locales\/(.*\/)?fr\.json$/),
];

describe("French typography", () => {
  it("finds the catalogues", () => {
    expect(catalogues.length).toBeGreaterThan(15);
  });

  it.each(catalogues)("%s has narrow no-break spaces around ?:;!«»", (file) => {
    expect(wrongSpaces(readFileSync(`${repo}/${file}`, "utf8"))).toEqual([]);
  });

  it("the French posts of the content fixtures too", () => {
    const posts = JSON.parse(
      readFileSync(`${repo}/packages/local-services/fixtures/posts.json`, "utf8"),
    ) as Array<Record<string, string>>;
    const french = posts.filter((post) => post.language === "fr");
    expect(french.length).toBeGreaterThan(0);
    expect(wrongSpaces(JSON.stringify(french))).toEqual([]);
  });

  it("catches a number parted from its unit or its thousands by a plain space", () => {
    expect(wrongSpaces('{"a":"essai gratuit de 14 jours"}')).toHaveLength(1);
    expect(wrongSpaces('{"a":"réduit de 80 %"}')).toHaveLength(1);
    expect(wrongSpaces('{"a":"47 200\u00a0€"}')).toHaveLength(1);
    expect(wrongSpaces('{"a":"9\u00a0h 00"}')).toHaveLength(1);
    expect(
      wrongSpaces('{"a":"14\u00a0jours, 80\u202f%, 47\u202f200\u00a0€, 9\u00a0h\u00a000"}'),
    ).toEqual([]);
    expect(wrongSpaces('{"a":"en 2 à 4\u00a0heures, 3 étapes, 1990 habitants"}')).toEqual([]);
  });

  it("catches a plain and an ordinary no-break space", () => {
    expect(wrongSpaces('{"a":"Prêt ?"}')).toHaveLength(1);
    expect(wrongSpaces('{"a":"Prêt\u00a0!"}')).toHaveLength(1);
    expect(wrongSpaces('{"a":"« Bonjour\u202f»"}')).toHaveLength(1);
    expect(wrongSpaces('{"a":"«\u202fBonjour\u202f»\u202f: oui\u202f; https://x.fr"}')).toEqual([]);
  });

  it("the WordPress plugin's French catalogue too", () => {
    const translated = msgstrs(
      readFileSync(
        `${repo}/packages/wordpress-plugin/languages/marketing-widgets-fr_FR.po`,
        "utf8",
      ),
    );
    expect(translated.length).toBeGreaterThan(10);
    expect(wrongSpaces(JSON.stringify(translated))).toEqual([]);
  });
});
