// Placeholder until the layout work lands (header of SPEC §2).
export function SiteHeader() {
  return <header />;
}
