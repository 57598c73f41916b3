import { blogIndexCopy, blogPosts, type BlogPostId } from '@/content/blog';
import { BlogIndexView } from '@/features/marketing/blog/BlogIndexView';

// Best effort: the article page loads its body itself if this fails.
const preloadBody = (id: BlogPostId) =>
  void import('@/content/blog/bodies').then(
    (m) => m.englishBodies.preload(id),
    () => undefined,
  );

export default function BlogPage() {
  return <BlogIndexView copy={blogIndexCopy} posts={blogPosts} preloadBody={preloadBody} />;
}
