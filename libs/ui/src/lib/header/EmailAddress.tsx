import { Fragment } from 'react';

/**
 * An e-mail address that, when it must wrap, wraps after its '@' or after a dot, never mid-word:
 * a `<wbr>` follows each of them. A part still too long for its line (a very long name before the
 * '@') is left to the container's `overflow-wrap: anywhere`, the last resort.
 */
export function EmailAddress({ email }: { email: string }) {
  const parts = email.split(/(?<=[@.])/);
  return (
    <>
      {parts.map((part, index) => (
        <Fragment key={index}>
          {index > 0 && <wbr />}
          {part}
        </Fragment>
      ))}
    </>
  );
}
