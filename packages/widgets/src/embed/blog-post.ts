// Standalone embed script: <script src=".../blog-post.js"></script>
import { defineBlogPost } from "../blog-post/blog-post.element";

defineBlogPost();
