// What a blog card and a post both show around the title: the category with a language tag when the
// post is in another language than the widget, and "date · author". Their own class names style them.
import type { Language } from "../core/language";
import type { LocalizedPost } from "./postLanguage";
import { formatSheetDate } from "./sheets";
import { LanguageTag } from "./LanguageTag";

interface PostFactsProps {
  post: LocalizedPost;
  /** The widget's language. */
  lang: string;
  className: string;
}

/** The post's language when it is not the widget's: its text then carries it, and a tag says so. */
export function foreignLanguage(post: LocalizedPost, lang: string): Language | undefined {
  return post.language !== lang ? post.language : undefined;
}

/** The category and the language tag, or nothing when the post has neither. */
export function PostCategory({ post, lang, className }: PostFactsProps) {
  const foreign = foreignLanguage(post, lang);
  if (!post.category && !foreign) return null;
  return (
    <p className={className}>
      {post.category && <span lang={foreign}>{post.category}</span>}
      {foreign && <LanguageTag language={foreign} />}
    </p>
  );
}

/** The date, as the post's language writes it, and the author (`by`: "By …" in the widget's words). */
export function PostMeta({ post, lang, className, by }: PostFactsProps & { by: string }) {
  const foreign = foreignLanguage(post, lang);
  const date = formatSheetDate(post.date, post.language);
  return (
    <p className={className}>
      {date && (
        <time dateTime={post.date} lang={foreign}>
          {date}
        </time>
      )}
      {date && post.author && <span aria-hidden="true"> · </span>}
      {post.author && <span>{by}</span>}
    </p>
  );
}
