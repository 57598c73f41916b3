import { Sparkles } from 'lucide-react';
import { useId, useState } from 'react';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/Button';
import { Label } from '@/components/ui/Label';
import { Textarea } from '@/components/ui/Textarea';
import {
  EXTRACTION_MESSAGES,
  extractionErrorMessage,
  listingUrlLines,
  type ExtractedListing,
  type InvokeFailure,
} from '../../extraction';

const MAX_URLS = 5;

export interface ExtractionBoxProps {
  onExtract: (urls: string[]) => Promise<ExtractedListing>;
  /** Called with what was found; the form decides which fields change. */
  onExtracted: (data: ExtractedListing) => void;
}

function failureOf(error: unknown): InvokeFailure {
  const failure = (error as { failure?: InvokeFailure } | null)?.failure;
  if (failure) return failure;
  return { message: error instanceof Error ? error.message : String(error) };
}

/** Listing URLs in, listing details out: the top of the property form. */
export function ExtractionBox({ onExtract, onExtracted }: ExtractionBoxProps) {
  const id = useId();
  const [text, setText] = useState('');
  const [pending, setPending] = useState(false);

  const extract = async () => {
    const urls = listingUrlLines(text);
    if (urls.length === 0) {
      toast.error(EXTRACTION_MESSAGES.empty);
      return;
    }
    if (urls.length > MAX_URLS) {
      toast.error(`Please enter at most ${MAX_URLS} listing URLs`);
      return;
    }
    setPending(true);
    try {
      onExtracted(await onExtract(urls));
      toast.success(EXTRACTION_MESSAGES.success);
    } catch (error) {
      const failure = failureOf(error);
      const message = extractionErrorMessage(failure);
      toast.error(
        message,
        message === EXTRACTION_MESSAGES.failed && failure.detail
          ? { description: failure.detail }
          : undefined,
      );
    } finally {
      setPending(false);
    }
  };

  return (
    <section
      aria-labelledby={`${id}-heading`}
      className="flex flex-col gap-3 rounded-lg border border-dashed border-primary/40 bg-accent/40 p-4"
    >
      <h3 id={`${id}-heading`} className="flex items-center gap-2 text-base font-semibold">
        <Sparkles aria-hidden="true" className="size-4 text-primary" />
        Fill in from a listing
      </h3>
      <div className="flex flex-col gap-2">
        <Label htmlFor={`${id}-urls`}>Listing URLs</Label>
        <Textarea
          id={`${id}-urls`}
          aria-describedby={`${id}-hint`}
          rows={3}
          value={text}
          onChange={(e) => setText(e.target.value)}
          placeholder="https://www.example.com/homedetails/123-main-st"
          spellCheck={false}
        />
        <p id={`${id}-hint`} className="text-sm text-muted-foreground">
          One URL per line, up to {MAX_URLS} pages about the same home. Details found replace the
          fields below; everything else stays as it is. Review before saving.
        </p>
      </div>
      <div>
        <Button type="button" variant="secondary" onClick={() => void extract()} disabled={pending}>
          {pending ? 'Extracting...' : 'Extract Details'}
        </Button>
      </div>
    </section>
  );
}
