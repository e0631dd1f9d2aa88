import { within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';

/**
 * Enters ДД.ММ.ГГГГ into the shared Russian date field (components/date-picker) as a person who selects the field
 * (Ctrl+A) and pastes the date: one input event, so a test on a busy machine does not depend on MUI's 5-second
 * window in which the digits of one section must follow each other (typing digit by digit is the date picker's own
 * test). `group` is the field's group (its label).
 */
export async function enterDay(user: ReturnType<typeof userEvent.setup>, group: HTMLElement, day: string) {
  await user.click(within(group).getByRole('spinbutton', { name: 'День' }));
  await user.keyboard('{Control>}a{/Control}');
  await user.paste(day);
}
