/** @jsxImportSource preact */

/**
 * A failure the person must read (the app shows it as a toast, SPEC §8): role="alert" has screen readers say
 * it as it appears. Drawn above the form, where a phone's keyboard does not cover it.
 */
export function Alert({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <div class="alert" role="alert">
      {message}
    </div>
  );
}
