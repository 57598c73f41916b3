import { useEffect, useState } from 'react';
import { isRouteErrorResponse } from 'react-router-dom';
import { Button } from '@/components/ui/Button';
import { company } from '@/config/company';
import { localizedPath } from '@/config/paths';
import { shellText } from '@/content/shell';
import { useLocale } from '@/lib/i18n';
import { reportError } from '@/lib/errorReports';
import { useRouteErrorValue } from './routeElements';

interface ErrorDetails {
  message: string;
  stack?: string;
}

/** Turns whatever was thrown into the text shown: a response's status, an Error's message and stack. */
export function describeRouteError(
  error: unknown,
  unknown = shellText.en.error.unknown,
): ErrorDetails {
  if (isRouteErrorResponse(error)) {
    const data =
      typeof error.data === 'string'
        ? error.data
        : error.data == null
          ? ''
          : JSON.stringify(error.data);
    const status = [error.status, error.statusText].filter(Boolean).join(' ');
    return { message: data && data !== error.statusText ? `${status}: ${data}` : status };
  }
  if (error instanceof Error) return { message: error.message, stack: error.stack };
  if (typeof error === 'string') return { message: error };
  return { message: unknown };
}

/**
 * Shown when a route throws (a page fails to load or render); reports the error and names the
 * report's reference. It depends on nothing but the
 * error boundary's context and the router's location (for the language), so it renders even when
 * the layout itself failed.
 */
export function RouteErrorScreen() {
  const error = useRouteErrorValue();
  const locale = useLocale();
  const text = shellText[locale].error;
  const { message, stack } = describeRouteError(error, text.unknown);
  // Reported once per error (the tracker knows it again), for its reference.
  const [reference, setReference] = useState<string>();
  useEffect(() => {
    void reportError(error, 'route').then(setReference);
  }, [error]);
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-4 px-4 py-16">
      <h1 className="text-3xl font-bold tracking-tight text-foreground">{text.title}</h1>
      <h2 className="text-xl font-semibold break-words text-destructive">{message}</h2>
      {/* The stack is for developers: in production it goes with the report, the person gets its reference. */}
      {import.meta.env.DEV && stack ? (
        <pre className="max-h-80 overflow-auto rounded-md border border-border bg-muted p-4 text-xs whitespace-pre-wrap text-muted-foreground">
          {stack}
        </pre>
      ) : null}
      <p className="flex flex-wrap gap-3">
        {/* Plain links: a full page load recovers from a failed chunk download too. */}
        <Button asChild>
          <a href={localizedPath(locale, '/')}>{text.home}</a>
        </Button>
        <Button variant="outline" onClick={() => window.location.reload()}>
          {text.retry}
        </Button>
      </p>
      <p className="text-muted-foreground">
        {text.call}{' '}
        <a href={company.phoneHref} className="font-semibold text-foreground underline">
          {company.phone}
        </a>
        {/* The error report's reference, for the office: "Ref." in English and Spanish alike. */}
        {reference ? ` (Ref. ${reference})` : null}
      </p>
    </div>
  );
}
