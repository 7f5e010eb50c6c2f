/** The JSON the host inlined into the HTML; `undefined` when missing or not JSON (then invalid). */
export function readBootData(doc: Document, elementId: string): unknown {
  const text = doc.getElementById(elementId)?.textContent;
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}
