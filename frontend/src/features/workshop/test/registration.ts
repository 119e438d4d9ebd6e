import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

/** Fills every field of the registration form with valid details (venue 1, Std 3–4, no kit). */
export async function fillValidForm(user: UserEvent) {
  await user.type(screen.getByRole('textbox', { name: "Parent's name" }), 'priya sharma');
  await user.type(screen.getByRole('textbox', { name: 'Mobile number' }), '9876543210');
  await user.type(screen.getByRole('textbox', { name: 'E-mail address' }), 'priya@example.com');
  await user.type(screen.getByRole('textbox', { name: "Child's name" }), 'aarav sharma');
  await user.selectOptions(screen.getByRole('combobox', { name: 'Grade group' }), 'std-3-4');
  await user.type(screen.getByRole('textbox', { name: 'School name' }), 'Orchid School');
  await screen.findByRole('option', { name: /Pune — Baner/ });
  await user.selectOptions(screen.getByRole('combobox', { name: 'Venue' }), '1');
  await user.click(screen.getByRole('checkbox', { name: /I accept the Terms & Conditions/ }));
}

export function submitButton() {
  return screen.getByRole('button', { name: 'Proceed to Payment' });
}

/** The toast (an alert or status box) whose title is `title`. */
export async function findToast(title: string): Promise<HTMLElement> {
  const heading = await screen.findByText(title, { selector: '.MuiAlertTitle-root' });
  return heading.closest<HTMLElement>('[role="alert"], [role="status"]')!;
}
