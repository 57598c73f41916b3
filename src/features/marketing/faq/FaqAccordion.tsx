import { useState } from 'react';
import {
  Accordion,
  AccordionContent,
  AccordionItem,
  AccordionTrigger,
} from '@/components/ui/Accordion';
import type { FaqItems } from '@/content/faq';

/**
 * Ids derived from the item, not from useId: the prerendered HTML and the hydrated app always
 * agree on them, so aria-controls and aria-labelledby stay valid (and questions are linkable).
 */
export function faqItemIds(id: string) {
  return { question: `faq-${id}`, answer: `faq-${id}-answer` };
}

export interface FaqAccordionProps {
  items: FaqItems;
  /** Heading level of each question, to fit the page outline. */
  headingLevel?: 2 | 3;
}

/**
 * The FAQ list: one answer open at a time, and the open one can be closed again. Answers stay
 * in the DOM (hidden while closed) so the prerendered HTML carries them for crawlers.
 */
export function FaqAccordion({ items, headingLevel = 2 }: FaqAccordionProps) {
  const [openId, setOpenId] = useState('');
  return (
    <Accordion
      type="single"
      collapsible
      value={openId}
      onValueChange={setOpenId}
      className="w-full"
    >
      {items.map((item) => {
        const ids = faqItemIds(item.id);
        return (
          <AccordionItem key={item.id} value={item.id}>
            <AccordionTrigger
              headingLevel={headingLevel}
              id={ids.question}
              aria-controls={ids.answer}
            >
              {item.question}
            </AccordionTrigger>
            <AccordionContent
              forceMount
              hidden={openId !== item.id}
              id={ids.answer}
              aria-labelledby={ids.question}
            >
              <p>{item.answer}</p>
            </AccordionContent>
          </AccordionItem>
        );
      })}
    </Accordion>
  );
}
