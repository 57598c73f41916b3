import { useEffect } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { Button } from '@/components/ui/Button';
import { paths } from '@/config/paths';
import { Seo } from '@/lib/seo';

/** The 404 screen: for unknown paths, and for pages that find no content for their slug or id. */
export default function NotFoundPage() {
  const location = useLocation();

  useEffect(() => {
    console.error('404 Error: User attempted to access non-existent route:', location.pathname);
  }, [location.pathname]);

  return (
    <div className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-24 text-center">
      <Seo
        title="Page not found"
        description="The page you were looking for does not exist."
        path={location.pathname}
        noindex
      />
      <h1 className="text-6xl font-extrabold tracking-tight text-primary">404</h1>
      <p className="text-xl text-muted-foreground">Oops! Page not found</p>
      <Button asChild size="lg" className="mt-2">
        <Link to={paths.home}>Return to Home</Link>
      </Button>
    </div>
  );
}

export { NotFoundPage };
