import { Fragment } from 'react';

/**
 * Renders '\n' in plain text as <br />, so copy needs no HTML strings (never innerHTML). Each break
 * comes after a space: where a layout hides the breaks (CSS `br { display: none }`, set for a
 * narrower column) the words on either side stay apart instead of running together, and where a
 * break is shown the space before it hangs at the end of the line, unseen.
 */
export function MultilineText({ text }: { readonly text: string }) {
  const lines = text.split('\n');
  return (
    <>
      {lines.map((line, index) => (
        // Lines of static copy: their position is their identity.
        <Fragment key={index}>
          {index > 0 ? (
            <>
              {' '}
              <br />
            </>
          ) : null}
          {line}
        </Fragment>
      ))}
    </>
  );
}
