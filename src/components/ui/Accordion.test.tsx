import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from './Accordion';

function Faq() {
  return (
    <Accordion type="single" collapsible>
      <AccordionItem value="a">
        <AccordionTrigger headingLevel={2}>What does it cost?</AccordionTrigger>
        <AccordionContent>One flat monthly rate.</AccordionContent>
      </AccordionItem>
      <AccordionItem value="b">
        <AccordionTrigger headingLevel={2}>Can I cancel?</AccordionTrigger>
        <AccordionContent>With 30 days notice.</AccordionContent>
      </AccordionItem>
    </Accordion>
  );
}

describe('Accordion', () => {
  it('opens one item at a time, can close it, and wraps triggers in headings', async () => {
    const user = userEvent.setup();
    render(<Faq />);
    const cost = screen.getByRole('button', { name: 'What does it cost?' });
    const cancel = screen.getByRole('button', { name: 'Can I cancel?' });
    expect(cost.closest('h2')).not.toBeNull();
    expect(cost).toHaveAttribute('aria-expanded', 'false');

    await user.click(cost);
    expect(cost).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('region', { name: 'What does it cost?' })).toHaveTextContent(
      'One flat monthly rate.',
    );

    await user.click(cancel);
    expect(cancel).toHaveAttribute('aria-expanded', 'true');
    expect(cost).toHaveAttribute('aria-expanded', 'false');

    await user.click(cancel);
    expect(cancel).toHaveAttribute('aria-expanded', 'false');
  });
});
