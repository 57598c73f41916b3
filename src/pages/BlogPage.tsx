import { blogIndexCopy, blogPosts } from '@/content/blog';
import { englishBodies } from '@/content/blog/bodies';
import { BlogIndexView } from '@/features/blog/BlogIndexView';

export default function BlogPage() {
  return <BlogIndexView copy={blogIndexCopy} posts={blogPosts} bodies={englishBodies} />;
}
