import type { Locator, Page } from '@playwright/test';
import { autoDismissAnnouncements, expect, signInAs, test } from '../support/fixtures';
import { expectedValue, FORMS, HOSTILE_INPUTS, TYPED_FIELDS, visibleMessages, type FormCase } from '../support/hostileForms';
import { expectUnharmed, recordPageErrors, trackNetwork } from '../support/pageHealth';

// Every typed field of every form, tried with empty, whitespace, over-long (10 000 characters),
// unicode/emoji, RTL, SQL-looking and script-looking values: after each submit the page has no uncaught
// error, no area failure and nothing injected or run; the form is still there and the field holds what
// was typed (or its documented filter / max length); and the player sees a message, or the submit went
// through (a write the backend accepted).

test.beforeEach(({ page }) => autoDismissAnnouncements(page));
// Each form is tried on a page and seeded data of its own: the forms spread over the workers.
test.describe.configure({ mode: 'parallel' });

interface FieldInfo {
  name: string;
  type: string;
  maxLength: number | null;
}

async function openForm(page: Page, form: FormCase): Promise<Locator> {
  await page.goto(form.url);
  const element = form.form(page);
  await expect(element, form.name).toBeVisible({ timeout: 20_000 });
  await form.setup?.(page);
  return element;
}

async function fieldsOf(form: Locator): Promise<FieldInfo[]> {
  return form.locator(TYPED_FIELDS).evaluateAll((els) =>
    els
      .filter((el) => (el as HTMLElement).offsetParent !== null)
      .map((el) => {
        const input = el as HTMLInputElement;
        return { name: input.name, type: input.type, maxLength: input.maxLength >= 0 ? input.maxLength : null };
      }),
  );
}

/** Closes a dialog a submit may have opened, so the next try starts from the form. */
async function closeDialogs(page: Page): Promise<void> {
  if ((await page.getByRole('alertdialog').count()) === 0) return;
  await page.keyboard.press('Escape');
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
}

for (const formCase of FORMS) {
  test(`${formCase.name}: every field × every hostile value`, async ({ page, api }) => {
    // Seven values in every field of the longest forms, each submitted and checked: minutes on a busy machine.
    test.setTimeout(240_000);
    const errors = recordPageErrors(page);
    const network = trackNetwork(page, { quietMs: 150, maxMs: 3_000 });
    const writes: number[] = [];
    const writesInFlight = new Set<unknown>();
    const isWrite = (method: string, url: string) => method !== 'GET' && /\/wps\/(?!__test__)/.test(url);
    page.on('request', (req) => {
      if (isWrite(req.method(), req.url())) writesInFlight.add(req);
    });
    page.on('response', (res) => {
      if (isWrite(res.request().method(), res.url())) writes.push(res.status());
    });
    const writeEnded = (req: unknown) => writesInFlight.delete(req);
    page.on('requestfinished', writeEnded);
    page.on('requestfailed', writeEnded);
    if (formCase.member) await signInAs(page);
    let form = await openForm(page, formCase);
    const fields = await fieldsOf(form);
    expect(fields.length, `${formCase.name} has typed fields`).toBeGreaterThan(0);
    const outcomes: Record<string, number> = {};
    for (const field of fields) {
      for (const input of HOSTILE_INPUTS) {
        const what = `${formCase.name} › ${field.name} › ${input.name}`;
        const locator = form.locator(`[name="${field.name}"]`).first();
        if (field.type === 'number' && input.value !== '' && !/^[\d.\s-]*$/.test(input.value)) {
          // The browser refuses text in a number field: nothing to submit.
          await expect(locator.fill(input.value), what).rejects.toThrow(/Cannot type text/);
          continue;
        }
        await locator.fill(input.value);
        const expected = expectedValue(input.value, field, formCase.filters?.[field.name]);
        await expect(locator, `${what}: typed`).toHaveValue(expected);
        const writesBefore = writes.length;
        const submit = form.locator('[type="submit"]');
        if (formCase.liveFilter || (await submit.count()) === 0) await locator.press('Enter');
        else if (await submit.first().isEnabled()) await submit.first().click();
        await network.settled();
        // A slow machine can take longer than the quiet window to answer a submit: its outcome decides
        // what the form must hold, so wait for it (the client's own time-out bounds the wait).
        await expect.poll(() => writesInFlight.size, { message: `${what}: the submit ends`, timeout: 20_000 }).toBe(0);
        const messages = await visibleMessages(page);
        const accepted = writes.slice(writesBefore).some((status) => status < 400);
        const refused = !formCase.liveFilter && (await submit.count()) > 0 && !(await submit.first().isEnabled());
        await closeDialogs(page);
        await expectUnharmed(page, errors, what);
        if ((await form.count()) === 0 || !(await form.isVisible())) {
          // Gone: only a submit the backend accepted may take the player away from the form.
          expect(accepted, `${what}: the form left without an accepted submit`).toBe(true);
          if (formCase.resetAfterSubmit) {
            await api.reset();
            await signInAs(page);
          }
          form = await openForm(page, formCase);
        } else if (!accepted) {
          await expect(form.locator(`[name="${field.name}"]`).first(), `${what}: kept`).toHaveValue(expected);
        }
        const outcome = accepted
          ? 'submitted'
          : formCase.liveFilter
            ? 'filtered'
            : messages.length > 0
              ? 'message'
              : refused && formCase.disabledUntilValid
                ? 'submit disabled'
                : 'nothing';
        expect(outcome, `${what}: a message or a clean submit`).not.toBe('nothing');
        outcomes[outcome] = (outcomes[outcome] ?? 0) + 1;
        // Script-looking input shown back on the page (a search echo, an error quoting it) is text: nothing
        // above found an element it made or a flag it set.
        if (input.value.includes('<') && (await page.evaluate((v) => document.body.innerText.includes(v), input.value)))
          outcomes['echoed as text'] = (outcomes['echoed as text'] ?? 0) + 1;
        await form.locator(`[name="${field.name}"]`).first().fill('');
      }
    }
    test.info().annotations.push({ type: 'outcomes', description: `${fields.map((f) => f.name).join(', ')}: ${JSON.stringify(outcomes)}` });
  });
}
