import { Fragment } from 'react';
import styles from './keep-numbers.module.css';

/**
 * A number with its separators (010-1234-5678, 1,400, 2025.11.28, 09:00~18:00): browsers may break
 * a line after a hyphen, a slash or a tilde, which splits a phone number in two.
 */
const NUMBER = /\+?\d(?:[\d,.:~/-]*\d)?/g;

/** The class that keeps a number on one line, for markup that does not go through KeepNumbers. */
export const keepNumber = styles.number;

/** Plain text whose numbers never break across lines (each in a nowrap span); the rest wraps as usual. */
export function KeepNumbers({ text }: { readonly text: string }) {
  const parts: (string | { number: string })[] = [];
  let cursor = 0;
  for (const match of text.matchAll(NUMBER)) {
    const index = match.index ?? 0;
    // A single digit cannot break: only longer numbers need the span.
    if (match[0].length < 2) continue;
    if (index > cursor) parts.push(text.slice(cursor, index));
    parts.push({ number: match[0] });
    cursor = index + match[0].length;
  }
  if (cursor < text.length) parts.push(text.slice(cursor));
  return (
    <>
      {parts.map((part, index) =>
        typeof part === 'string' ? (
          // Pieces of one string: their position is their identity.
          <Fragment key={index}>{part}</Fragment>
        ) : (
          <span key={index} className={styles.number}>
            {part.number}
          </span>
        ),
      )}
    </>
  );
}
