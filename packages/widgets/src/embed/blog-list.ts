// Standalone embed script: <script src=".../blog-list.js"></script>
import { defineBlogList } from "../blog-list/blog-list.element";

defineBlogList();
