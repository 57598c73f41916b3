// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { faqItems } from '@/content/faq';
import { buildFaqPageJsonLd } from './jsonLd';

describe('buildFaqPageJsonLd', () => {
  it('maps each item to a Question with its accepted Answer, in order', () => {
    const ld = buildFaqPageJsonLd([
      { question: 'Q1?', answer: 'A1.' },
      { question: 'Q2?', answer: 'A2.' },
    ]);
    expect(ld).toEqual({
      '@context': 'https://schema.org',
      '@type': 'FAQPage',
      mainEntity: [
        { '@type': 'Question', name: 'Q1?', acceptedAnswer: { '@type': 'Answer', text: 'A1.' } },
        { '@type': 'Question', name: 'Q2?', acceptedAnswer: { '@type': 'Answer', text: 'A2.' } },
      ],
    });
  });

  it('carries all 20 questions of the page, word for word', () => {
    const ld = buildFaqPageJsonLd(faqItems);
    const entities = ld.mainEntity as Array<{ name: string; acceptedAnswer: { text: string } }>;
    expect(entities).toHaveLength(20);
    entities.forEach((entity, i) => {
      expect(entity.name).toBe(faqItems[i]!.question);
      expect(entity.acceptedAnswer.text).toBe(faqItems[i]!.answer);
    });
  });
});
