import { createContext } from 'react';
import type { PageStructuredDataInput } from './structured-data';

/**
 * Where a page's head tags hand over what its structured data is built from, during the server
 * render only (docs/decisions/0088-structured-data.md): the shell's render provides it, builds the
 * JSON-LD from the last page that reported and writes it into <head>. In the browser nothing
 * provides it, so no remote ships the graph builder. It lives in the package's main entry, the
 * one module instance the shell shares with every remote, so the remotes' head tags and the
 * shell's render meet on the same context.
 */
export const StructuredDataSink = createContext<((input: PageStructuredDataInput) => void) | undefined>(undefined);
