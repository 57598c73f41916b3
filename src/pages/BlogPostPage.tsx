import { articlePageCopy, blogPosts } from '@/content/blog';
import { BlogPostView } from '@/features/marketing/blog/BlogPostView';

export default function BlogPostPage() {
  return <BlogPostView posts={blogPosts} copy={articlePageCopy} />;
}
