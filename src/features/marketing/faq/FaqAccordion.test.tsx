import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { faqItems } from '@/content/faq';
import { FaqAccordion } from './FaqAccordion';

const items = faqItems.slice(0, 3);
const [first, second, third] = items as [(typeof items)[0], (typeof items)[0], (typeof items)[0]];

function trigger(question: string) {
  return screen.getByRole('button', { name: question });
}

function answerVisible(answer: string) {
  const el = screen.getByText(answer);
  return !el.closest('[hidden]');
}

describe('FaqAccordion', () => {
  it('renders every question as a heading with a collapsed button, answers hidden', () => {
    render(<FaqAccordion items={faqItems} />);
    // One query for all (role queries are slow in jsdom), then compare in order.
    const headings = screen.getAllByRole('heading', { level: 2 });
    expect(headings.map((h) => h.textContent)).toEqual(faqItems.map((i) => i.question));
    const buttons = headings.map((h) => h.querySelector('button')!);
    for (const button of buttons) expect(button).toHaveAttribute('aria-expanded', 'false');
    for (const item of faqItems) {
      // Answers stay in the DOM (for the prerendered HTML) but hidden.
      expect(answerVisible(item.answer)).toBe(false);
    }
  });

  it('opens one answer at a time', async () => {
    const user = userEvent.setup();
    render(<FaqAccordion items={items} />);
    await user.click(trigger(first.question));
    expect(trigger(first.question)).toHaveAttribute('aria-expanded', 'true');
    expect(answerVisible(first.answer)).toBe(true);

    await user.click(trigger(second.question));
    expect(trigger(second.question)).toHaveAttribute('aria-expanded', 'true');
    expect(answerVisible(second.answer)).toBe(true);
    expect(trigger(first.question)).toHaveAttribute('aria-expanded', 'false');
    expect(answerVisible(first.answer)).toBe(false);
    expect(screen.getAllByRole('button', { expanded: true })).toHaveLength(1);
  });

  it('closes the open answer when its question is clicked again', async () => {
    const user = userEvent.setup();
    render(<FaqAccordion items={items} />);
    await user.click(trigger(third.question));
    expect(answerVisible(third.answer)).toBe(true);
    await user.click(trigger(third.question));
    expect(trigger(third.question)).toHaveAttribute('aria-expanded', 'false');
    expect(answerVisible(third.answer)).toBe(false);
    expect(screen.queryAllByRole('button', { expanded: true })).toHaveLength(0);
  });

  it('works with the keyboard: Tab to focus, arrows to move, Enter and Space to toggle', async () => {
    const user = userEvent.setup();
    render(<FaqAccordion items={items} />);
    await user.tab();
    expect(trigger(first.question)).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(trigger(first.question)).toHaveAttribute('aria-expanded', 'true');

    await user.keyboard('{ArrowDown}');
    expect(trigger(second.question)).toHaveFocus();
    await user.keyboard(' ');
    expect(trigger(second.question)).toHaveAttribute('aria-expanded', 'true');
    expect(trigger(first.question)).toHaveAttribute('aria-expanded', 'false');

    await user.keyboard('{End}');
    expect(trigger(third.question)).toHaveFocus();
    await user.keyboard('{Home}');
    expect(trigger(first.question)).toHaveFocus();

    await user.keyboard('{ArrowDown}{Enter}');
    expect(trigger(second.question)).toHaveAttribute('aria-expanded', 'false');
  });

  it('links each button to the region it controls, with ids stable across renders', async () => {
    const user = userEvent.setup();
    render(<FaqAccordion items={items} />);
    expect(trigger(first.question)).toHaveAttribute('id', `faq-${first.id}`);
    expect(trigger(first.question)).toHaveAttribute('aria-controls', `faq-${first.id}-answer`);
    await user.click(trigger(first.question));
    const region = screen.getByRole('region', { name: first.question });
    expect(region.id).toBe(`faq-${first.id}-answer`);
    expect(trigger(first.question)).toHaveAttribute('aria-controls', region.id);
    expect(region).toHaveTextContent(first.answer);
  });
});
