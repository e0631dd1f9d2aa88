/** A person's name and phone as they are read, with nothing imported: the public pages use them too (ADR 016). */

/** 'Иванов', 'Иван', null → 'Иванов Иван'. */
export function joinPersonName(...parts: (string | null | undefined)[]): string {
  return parts
    .map((p) => p?.trim())
    .filter(Boolean)
    .join(' ');
}

/** '+79990000001' → '+7 999 000-00-01'; anything not in the canonical form is shown as is. */
export function formatPhone(phone: string): string {
  const m = /^\+7(\d{3})(\d{3})(\d{2})(\d{2})$/.exec(phone);
  return m ? `+7 ${m[1]} ${m[2]}-${m[3]}-${m[4]}` : phone;
}
