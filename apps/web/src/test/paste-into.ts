import type userEvent from '@testing-library/user-event';

/** Pastes the text into the field: what typing gives, without a key event per letter (long texts). */
export async function pasteInto(user: ReturnType<typeof userEvent.setup>, field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}
