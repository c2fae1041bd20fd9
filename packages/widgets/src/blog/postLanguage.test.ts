import { describe, expect, it } from "vitest";
import { parsePostRows, type BlogPostEntry } from "@marketing/contracts";
import { fixturePosts, postsToRows } from "@marketing/local-services/fixtures";
import {
  describeDetectedLanguages,
  detectPostLanguage,
  findTranslation,
  resolvePostLanguages,
  withLanguageColumn,
} from "./postLanguage";

// The language each fixture post is really written in, including those whose cell is empty.
const REAL_LANGUAGE: Record<string, "en" | "fr"> = {
  "fault-detection-rules-air-handling-units": "en",
  "eeat-ai-assisted-articles": "en",
  "kpi-dashboards-energy-performance": "en",
  "tableaux-de-bord-kpi-performance-energetique": "fr",
  "programmatic-seo-without-thin-content": "en",
  "detection-defauts-groupes-froids": "fr",
  "energy-audit-data-first": "en",
  "ia-contenu-voix-de-marque": "fr",
  "wordpress-flux-editorial-automatise": "fr",
  "webinar-recap-kpi-dashboards": "en",
  "guest-post-building-analytics-data-quality": "en",
  "ai-captions-social-scheduling": "en",
};

// Titles and summaries as published on real technical blogs (engineering.monday.com, dev.to,
// lulolo.com; clearitguides.com/fr, docs.gitscrum.com/fr, lugh-web.fr, organisator.ch,
// kevin.delfour.co): the French ones full of English jargon, as French tech writing is.
const REAL_WORLD: Array<["en" | "fr", string, string]> = [
  [
    "en",
    "Infrastructure scale review",
    "Our Infra team reviews the scale trends of the past quarter and defines action items for the next one to be ready for upcoming scale.",
  ],
  ["en", "The Many Faces of Scaling", "You can scale things other than just servers."],
  [
    "en",
    "Backpressure is a feature, not a failure",
    "The systems that survive load aren’t the ones that never say no. They’re the ones that say no early, clearly, and on purpose.",
  ],
  [
    "en",
    "On-call you can sleep through: our SLO playbook",
    "Good on-call isn’t heroics at 3am. It’s the boring upfront work of defining what “broken” means before anything breaks.",
  ],
  [
    "en",
    "The honest truth about scaling at big tech",
    "Scaling isn't about having the perfect architecture from day one.",
  ],
  [
    "fr",
    "Défis de la migration des bases de données",
    "La migration des bases de données est un projet sensible, souvent sous-estimé.",
  ],
  [
    "fr",
    "Comment Gérer les Projets de Migration de Base de Données",
    "Les migrations de base de données sont des projets à haut risque nécessitant une coordination soigneuse entre équipes.",
  ],
  [
    "fr",
    "Réussir une migration de données : Le guide complet.",
    "De la planification à l'optimisation post-lancement, découvrez les 8 étapes clés pour un projet de migration web serein et réussi.",
  ],
  [
    "fr",
    "Observability moderne : Métriques, Logs et Traces expliqués simplement",
    "« Pourquoi la prod est lente ? » Sans observability, impossible de répondre. Voici comment implémenter les 3 piliers pour debug efficace en production.",
  ],
  [
    "fr",
    "Feature Flags : Déployer en prod sans stress (et rollback en 1 clic)",
    "Déployer un vendredi soir ? Avec les Feature Flags, c’est possible.",
  ],
  ["fr", "Chaos Engineering : Casser votre prod volontairement (pour la rendre incassable)", ""],
  ["fr", "DevOps à l’échelle: organisation et culture", ""],
];

describe("detectPostLanguage", () => {
  it("assigns every fixture post its real language from a sheet without the language column", () => {
    const posts = parsePostRows(postsToRows(fixturePosts, { optionalColumns: false }));
    expect(posts.every((post) => post.language === undefined)).toBe(true);
    const { posts: localized, detected } = resolvePostLanguages(posts);
    expect(Object.fromEntries(localized.map((post) => [post.slug, post.language]))).toEqual(
      REAL_LANGUAGE,
    );
    expect(detected).toHaveLength(posts.length);
    expect(detected.every((post) => post.reliable)).toBe(true);
  });

  it.each(REAL_WORLD)("reads a real %s post: %s", (language, title, summary) => {
    expect(detectPostLanguage({ title, summary })).toEqual({ language, reliable: true });
  });

  it("falls back to the given language when there is no text to read", () => {
    expect(detectPostLanguage({ title: "2025", summary: "" }, "fr")).toEqual({
      language: "fr",
      reliable: false,
    });
  });
});

describe("resolvePostLanguages", () => {
  it("keeps the column's language and lists only the posts it detected", () => {
    const posts = parsePostRows(postsToRows());
    const { posts: localized, detected } = resolvePostLanguages(posts);
    expect(localized.map((post) => post.language)).toEqual(
      posts.map((post) => REAL_LANGUAGE[post.slug]),
    );
    expect(detected.map((post) => [post.slug, post.language])).toEqual([
      ["programmatic-seo-without-thin-content", "en"],
      ["detection-defauts-groupes-froids", "fr"],
      ["wordpress-flux-editorial-automatise", "fr"],
      ["guest-post-building-analytics-data-quality", "en"],
      ["ai-captions-social-scheduling", "en"],
    ]);
    expect(describeDetectedLanguages(detected.slice(0, 1))).toEqual([
      'programmatic-seo-without-thin-content: en (set its "language" cell to en to confirm)',
    ]);
  });

  it("trusts the column over the text (an English title filed as French stays French)", () => {
    const post: BlogPostEntry = { ...fixturePosts[0]!, language: "fr" };
    expect(resolvePostLanguages([post]).posts[0]?.language).toBe("fr");
  });
});

describe("withLanguageColumn", () => {
  it("fills the language column of a sheet without it, which then parses with no detection", () => {
    const { rows, detected } = withLanguageColumn(
      postsToRows(fixturePosts, { optionalColumns: false }),
    );
    expect(detected.length).toBeGreaterThan(0);
    const reparsed = resolvePostLanguages(parsePostRows(rows));
    expect(reparsed.detected).toEqual([]);
    expect(Object.fromEntries(reparsed.posts.map((post) => [post.slug, post.language]))).toEqual(
      REAL_LANGUAGE,
    );
  });
});

describe("findTranslation", () => {
  const { posts } = resolvePostLanguages(parsePostRows(postsToRows()));
  const bySlug = (slug: string) => posts.find((post) => post.slug === slug)!;

  it("pairs the fixtures' translated posts both ways", () => {
    expect(findTranslation(bySlug("kpi-dashboards-energy-performance"), posts)?.slug).toBe(
      "tableaux-de-bord-kpi-performance-energetique",
    );
    expect(
      findTranslation(bySlug("tableaux-de-bord-kpi-performance-energetique"), posts)?.slug,
    ).toBe("kpi-dashboards-energy-performance");
    expect(findTranslation(bySlug("eeat-ai-assisted-articles"), posts)).toBeUndefined();
  });

  it("links a translation named on one side only, never a missing post or one in the same language", () => {
    const en = { ...bySlug("eeat-ai-assisted-articles"), translation: "ia-contenu-voix-de-marque" };
    const fr = bySlug("ia-contenu-voix-de-marque");
    expect(findTranslation(fr, [en, fr])?.slug).toBe(en.slug);
    expect(findTranslation({ ...en, translation: "gone" }, [en, fr])).toBeUndefined();
    const sameLanguage = { ...bySlug("energy-audit-data-first"), translation: en.slug };
    expect(findTranslation(sameLanguage, [en, sameLanguage])).toBeUndefined();
  });
});
