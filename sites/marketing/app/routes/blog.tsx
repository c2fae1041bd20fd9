import { NewsletterSignup } from "@marketing/widgets";

export function meta() {
  return [{ title: "Blog" }];
}

export default function Blog() {
  return (
    <main>
      <h1>Blog</h1>
      <NewsletterSignup />
    </main>
  );
}
