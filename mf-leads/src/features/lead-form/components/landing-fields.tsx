import { landingOf } from '../server/landing-server-data';

/**
 * The visit's attribution as hidden fields, when the server rendered this page as the visit's first
 * (see landing-server-data.ts): a classic post of the form sends them. The script sends the
 * attribution it captured itself and ignores these.
 */
export function LandingFields({ serverData }: { readonly serverData: unknown }) {
  return (
    <>
      {Object.entries(landingOf(serverData)).map(([field, value]) => (
        <input key={field} type="hidden" name={field} value={value} />
      ))}
    </>
  );
}
