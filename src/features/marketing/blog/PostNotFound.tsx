import { ArrowLeft } from 'lucide-react';
import { Button } from '@/components/ui/Button';
import { paths } from '@/config/paths';
import { company } from '@/config/company';
import { LocalizedLink, useCatalogue, type Catalogue } from '@/lib/i18n';
import { Seo } from '@/lib/seo';

const en = {
  title: 'Post Not Found',
  text: 'The article you are looking for does not exist or has moved.',
  back: 'Back to Blog',
};

const copy: Catalogue<typeof en> = {
  en,
  es: {
    title: 'Artículo no encontrado',
    text: 'El artículo que busca no existe o cambió de dirección.',
    back: 'Volver al blog',
  },
};

/** The article page for an id that is not a post (its own chunk, so both languages' words). */
export function PostNotFound({ id }: { id: string }) {
  const words = useCatalogue(copy);
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-24 text-center">
      <Seo
        title={`${words.title} | ${company.shortName}`}
        description={words.text}
        path={paths.blogPost(id)}
        noindex
      />
      <h1 className="text-4xl font-extrabold tracking-tight">{words.title}</h1>
      <p className="text-lg text-muted-foreground">{words.text}</p>
      <Button asChild size="lg" className="mt-2">
        <LocalizedLink to={paths.blog}>
          <ArrowLeft aria-hidden="true" />
          {words.back}
        </LocalizedLink>
      </Button>
    </div>
  );
}
