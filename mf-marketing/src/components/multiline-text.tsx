import { Fragment } from 'react';

/** Renders '\n' in plain text as <br />, so copy needs no HTML strings (never innerHTML). */
export function MultilineText({ text }: { readonly text: string }) {
  const lines = text.split('\n');
  return (
    <>
      {lines.map((line, index) => (
        // Lines of static copy: their position is their identity.
        <Fragment key={index}>
          {index > 0 ? <br /> : null}
          {line}
        </Fragment>
      ))}
    </>
  );
}
