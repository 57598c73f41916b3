import { blogIndexCopy, blogPosts } from '@/content/es/blog';
import { spanishBodies } from '@/content/es/blog/bodies';
import { BlogIndexView } from '@/features/blog/BlogIndexView';

export default function BlogPage() {
  return <BlogIndexView copy={blogIndexCopy} posts={blogPosts} bodies={spanishBodies} />;
}
