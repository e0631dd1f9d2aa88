/** @jsxImportSource preact */

/** The row of links under a public page's form; page loads, each page the public entry's or the app's (ADR 016). */
export function LinkRow({ links }: { links: readonly { to: string; text: string }[] }) {
  return (
    <nav class="links" aria-label="Другие действия">
      {links.map((link) => (
        <a key={link.to} href={link.to}>
          {link.text}
        </a>
      ))}
    </nav>
  );
}
