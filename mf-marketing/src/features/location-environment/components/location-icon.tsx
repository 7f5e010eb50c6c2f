import type { LocationIconName } from '../content';

// Simple line icons (24×24), drawn for this site; decorative beside their text.
const PATHS: Record<LocationIconName, string> = {
  transport: 'M5 16V6a3 3 0 0 1 3-3h8a3 3 0 0 1 3 3v10M5 11h14M5 16h14M8 16v3M16 16v3M8.5 13.5h.01M15.5 13.5h.01',
  education: 'M2 9l10-5 10 5-10 5-10-5zM6 11v5c3 2.5 9 2.5 12 0v-5M22 9v5',
  shopping: 'M5 8h14l-1.2 12H6.2L5 8zM9 8V6a3 3 0 0 1 6 0v2',
  medical: 'M4 7h16v13H4zM9 7V4h6v3M12 10v7M8.5 13.5h7',
  nature: 'M12 21v-6M7 15h10L12 3 7 15zM5 21h14',
  jobs: 'M3 8h18v12H3zM8 8V5h8v3M3 13h18M11 13v2h2v-2',
};

export function LocationIcon({ name }: { readonly name: LocationIconName }) {
  return (
    <svg viewBox="0 0 24 24" width="28" height="28" aria-hidden="true" focusable="false">
      <path
        d={PATHS[name]}
        fill="none"
        stroke="currentColor"
        strokeWidth="1.6"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
