import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/** Answers the human check that get code opens (docs/product-rules.md §2, 2.54) and sends it. */
export async function passSmsCheck(answer = 'AB12'): Promise<void> {
  const check = await screen.findByTestId('sms-human-check');
  const input = check.querySelector<HTMLInputElement>('input[name="captcha"]')!;
  await userEvent.type(input, answer);
  await userEvent.click(within(check).getByTestId('sms-check-send'));
}
