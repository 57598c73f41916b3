import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/Button';
import { paths } from '@/config/paths';
import { company } from '@/config/company';
import { Seo } from '@/lib/seo';

/** The article page for an id that is not a post. */
export function PostNotFound({ id }: { id: string }) {
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-24 text-center">
      <Seo
        title={`Post Not Found | ${company.shortName}`}
        description="The article you are looking for does not exist or has moved."
        path={paths.blogPost(id)}
        noindex
      />
      <h1 className="text-4xl font-extrabold tracking-tight">Post Not Found</h1>
      <p className="text-lg text-muted-foreground">
        The article you are looking for does not exist or has moved.
      </p>
      <Button asChild size="lg" className="mt-2">
        <Link to={paths.blog}>
          <ArrowLeft aria-hidden="true" />
          Back to Blog
        </Link>
      </Button>
    </div>
  );
}
