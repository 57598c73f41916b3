import { articlePageCopy, blogPosts } from '@/content/es/blog';
import { BlogPostView } from '@/features/marketing/blog/BlogPostView';

export default function BlogPostPage() {
  return <BlogPostView posts={blogPosts} copy={articlePageCopy} />;
}
