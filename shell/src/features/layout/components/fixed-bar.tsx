// Placeholder until the layout work lands (mobile fixed bar of SPEC §2).
export function FixedBar() {
  return null;
}
