import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { Button } from '@/components/ui/Button';
import { paths } from '@/config/paths';
import { LocalizedLink, useCatalogue, type Catalogue } from '@/lib/i18n';
import { Seo } from '@/lib/seo';

const en = {
  title: 'Page not found',
  description: 'The page you were looking for does not exist.',
  oops: 'Oops! Page not found',
  home: 'Return to Home',
};

const text: Catalogue<typeof en> = {
  en,
  es: {
    title: 'Página no encontrada',
    description: 'La página que busca no existe.',
    oops: 'Lo sentimos, no encontramos esta página',
    home: 'Volver al inicio',
  },
};

/** The 404 screen: for unknown paths, and for pages that find no content for their slug or id. */
export default function NotFoundPage() {
  const location = useLocation();
  const t = useCatalogue(text);

  useEffect(() => {
    console.error('404 Error: User attempted to access non-existent route:', location.pathname);
  }, [location.pathname]);

  return (
    <div className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-24 text-center">
      <Seo title={t.title} description={t.description} path={location.pathname} noindex />
      <h1 className="text-6xl font-extrabold tracking-tight text-primary">404</h1>
      <p className="text-xl text-muted-foreground">{t.oops}</p>
      <Button asChild size="lg" className="mt-2">
        <LocalizedLink to={paths.home}>{t.home}</LocalizedLink>
      </Button>
    </div>
  );
}

export { NotFoundPage };
