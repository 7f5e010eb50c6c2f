// Placeholder until the layout work lands (footer of SPEC §2).
export function SiteFooter() {
  return <footer />;
}
