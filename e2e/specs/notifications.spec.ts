import { registerCompany } from '../support/session';
import { markAllReadViaApi, sendNotificationAsSupport } from '../support/support-api';
import { expect, test } from '../support/test';

test('a notification sent to a customer shows in the bell; clicking it marks it read and the count drops', async ({
  page,
  context,
  request,
}) => {
  // A customer of its own: the demo company also gets notifications from the earlier journeys' background
  // jobs (Госключ results polled, statements read, bindings checked), and one arriving by push after the
  // click put a «1» back on the bell (CI, stop 21).
  const email = `bell-${Date.now()}@romashka.ru`;
  await registerCompany(page, { inn: '7702070139', name: 'ООО "Ромашка"', email });
  await expect(page).toHaveURL(/\/customer-complete-registration/);
  await markAllReadViaApi(context);
  await page.reload();

  const bell = page.getByRole('button', { name: 'Уведомления' });
  await bell.click();
  await expect(page.getByRole('switch', { name: 'Показать только непрочитанные' })).toBeChecked();
  await expect(page.getByText('Новых уведомлений нет')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByText('Новых уведомлений нет')).toBeHidden();

  const title = `Плановые работы ${Date.now()}`;
  await sendNotificationAsSupport(request, {
    login: email,
    title,
    body: 'Сервис будет недоступен с 02:00 до 03:00',
  });
  await page.reload();
  await expect(page.getByRole('button', { name: 'Уведомления' })).toContainText('1');

  await page.getByRole('button', { name: 'Уведомления' }).click();
  const item = page.getByRole('button', { name: new RegExp(title) });
  await expect(item).toBeVisible();
  await expect(page.getByText('Сервис будет недоступен с 02:00 до 03:00')).toBeVisible();
  await expect(page.getByText(/\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}/).first()).toBeVisible();
  await item.hover();
  await expect(page.getByRole('tooltip', { name: 'Отметить как прочитанное' })).toBeVisible();
  await item.click();

  await expect(page.getByText('Новых уведомлений нет')).toBeVisible();
  // The clicked item left the list (and took the focus with it): close the popup as a person would, outside it.
  await page.mouse.click(5, 500);
  await expect(page.getByText('Новых уведомлений нет')).toBeHidden();
  await expect(page.getByRole('button', { name: 'Уведомления' })).not.toContainText('1');

  // With the filter off, the read notification is listed and no longer clickable.
  await page.getByRole('button', { name: 'Уведомления' }).click();
  await page.getByRole('switch', { name: 'Показать только непрочитанные' }).uncheck();
  await expect(page.getByText(title)).toBeVisible();
  await expect(page.getByRole('button', { name: new RegExp(title) })).toHaveCount(0);
});
