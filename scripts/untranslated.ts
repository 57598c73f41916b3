/**
 * English left in Spanish text: the one check behind the prerender's Spanish pages
 * (prerender-html.ts `untranslatedTexts`) and the tests of the Spanish mails and PDFs. Pure, no
 * imports, so Node (Vite, Vitest) and Deno (the edge functions' tests) run the same rule.
 *
 * A Spanish text fails when it
 * - is a whole phrase of its English twin (interface text left in English);
 * - carries a run of three words of its English twin ("Rent for December", "Civil Code 1954");
 * - carries English that no Spanish text may carry, twin or not: a law's English name, the
 *   English licence line, HUD's slogan before its Spanish, an English date or time.
 * `same` lists what is rightly the same in both languages (names, addresses, the office's stored
 * text): it is taken out of a text before the comparison.
 */

/** English no Spanish text carries, whatever its twin says (the glossary). */
const ENGLISH_NEVER_IN_SPANISH: ReadonlyArray<{ pattern: RegExp; why: string }> = [
  {
    pattern:
      /\b(?:California )?Civil Code\b|\bCode of Civil Procedure\b|\bHealth and Safety Code\b/,
    why: 'a law’s English name (“Código Civil de California, sección N”)',
  },
  {
    pattern: /\bTenant Protection Act\b/,
    why: 'a law’s English name (Ley de Protección al Inquilino)',
  },
  { pattern: /\bResponsible broker\b/i, why: 'the English licence line (Corredor responsable)' },
  {
    // HUD's slogan may follow its Spanish, "Igualdad de Oportunidades en la Vivienda (...)".
    pattern: /(?<!Igualdad de Oportunidades en la Vivienda \()Equal Housing Opportunity/i,
    why: 'HUD’s slogan before its Spanish',
  },
  {
    pattern:
      /\b(?:Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday|January|February|March|April|June|July|August|September|October|November|December)\b/,
    why: 'an English date',
  },
  { pattern: /\b\d{1,2}(?::\d{2})?\s?(?:AM|PM)\b/, why: 'an English time' },
];

/** Text worth comparing whole: two words of two letters or more (not a number or name alone). */
function isPhrase(text: string): boolean {
  return (text.match(/\p{L}{2,}/gu) ?? []).length >= 2;
}

/** Web and mail addresses are the same in both languages: left out of the word runs. */
const ADDRESSES = /\bhttps?:\/\/\S+|[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g;

function words(text: string): string[] {
  return text.replace(ADDRESSES, ' ').match(/[\p{L}\p{N}]+(?:['’][\p{L}]+)*/gu) ?? [];
}

/** Runs of `n` words, lowercased, at least two of them words of two letters or more. */
function runs(tokens: readonly string[], n: number): string[] {
  const out: string[] = [];
  for (let i = 0; i + n <= tokens.length; i += 1) {
    const run = tokens.slice(i, i + n);
    if (run.filter((w) => /^\p{L}{2,}/u.test(w)).length < 2) continue;
    out.push(run.join(' ').toLowerCase());
  }
  return out;
}

const RUN = 3;

/**
 * The English phrases `spanish` (each a text a person reads: a text node, a mail's line, a PDF's
 * line) kept from `english`, its English twin's texts. Each finding once: the whole text when it
 * is one of the twin's, else the English run or the pattern's match.
 */
export function englishLeftIn(
  spanish: readonly string[],
  english: readonly string[],
  same: readonly string[],
): string[] {
  const names = [...new Set(same.map((s) => s.trim()).filter((s) => s !== ''))].sort(
    (a, b) => b.length - a.length,
  );
  const withoutNames = (text: string) => names.reduce((rest, n) => rest.split(n).join(' | '), text);
  const normalise = (text: string) => text.replace(/\s+/g, ' ').trim();
  const englishTexts = english.map(normalise);
  const whole = new Set(englishTexts.filter(isPhrase));
  // Runs never cross a name or a line: each piece between names is tokenised on its own.
  const englishRuns = new Set(
    englishTexts.flatMap((t) =>
      withoutNames(t)
        .split(' | ')
        .flatMap((p) => runs(words(p), RUN)),
    ),
  );
  const found = new Set<string>();
  for (const raw of spanish) {
    const text = normalise(raw);
    const rest = withoutNames(text);
    if (!isPhrase(rest.replace(ADDRESSES, ' ').replace(/\|/g, ' '))) continue;
    if (whole.has(text)) {
      found.add(text);
      continue;
    }
    for (const { pattern } of ENGLISH_NEVER_IN_SPANISH) {
      const match = pattern.exec(rest);
      if (match) found.add(match[0]);
    }
    for (const piece of rest.split(' | ')) {
      const tokens = words(piece);
      for (let i = 0; i + RUN <= tokens.length; i += 1) {
        const run = tokens.slice(i, i + RUN);
        if (run.filter((w) => /^\p{L}{2,}/u.test(w)).length < 2) continue;
        if (!englishRuns.has(run.join(' ').toLowerCase())) continue;
        // The whole shared stretch, as it reads.
        let end = i + RUN;
        while (
          end < tokens.length &&
          englishRuns.has(
            tokens
              .slice(end - RUN + 1, end + 1)
              .join(' ')
              .toLowerCase(),
          )
        ) {
          end += 1;
        }
        found.add(tokens.slice(i, end).join(' '));
        i = end - 1;
      }
    }
  }
  return [...found];
}

/** What a person reads in a mail: its subject, its plain text by line and its HTML's text. */
export function mailTexts(
  mail: { subject: string; text: string; html: string },
  htmlTexts: (html: string) => string[],
): string[] {
  return [mail.subject, ...mail.text.split('\n'), ...htmlTexts(mail.html)];
}
