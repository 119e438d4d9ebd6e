import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AnnouncementDetail } from '@robo/domain';
import { renderApp } from '../../../test/render';
import { fakeApi, json, signedIn } from '../../../test/admin/fake-api';
import { setupUser } from '../../../test/admin/setup-user';

afterEach(() => {
  vi.unstubAllGlobals();
});

const venues = [
  { id: 3, displayName: 'Baner Robotics Hall', dateTime: '12 Dec 2027, 10:00 AM' },
  { id: 4, displayName: 'Kothrud Lab', dateTime: '13 Dec 2027, 10:00 AM' },
];
const counts = { queued: 0, sent: 1, delivered: 0, read: 1, failed: 0, held: 0, optedOut: 1 };
const detail: AnnouncementDetail = {
  id: 7,
  subject: 'Hall change',
  channels: ['email', 'whatsapp'],
  state: 'queued',
  sendAt: '2027-12-01T10:00:00.000Z',
  createdBy: 'Admin',
  createdAt: '2027-12-01T10:00:00.000Z',
  recipients: 3,
  audience: { venueIds: [3], bookingStatus: 'paid' },
  body: 'Dear {parentName}',
  counts: { email: { ...counts, sent: 2 }, whatsapp: counts },
};

describe('/admin/announcements', () => {
  it('previews the audience and the message per channel, sends it, and shows the counts per channel', async () => {
    const api = fakeApi({
      ...signedIn,
      'GET /api/admin/venues': venues,
      'GET /api/admin/announcements': [],
      'POST /api/admin/announcements/preview': {
        recipients: 3,
        sample: {
          email: { subject: 'Hall change at Baner Robotics Hall', text: 'Dear Asha Rao, Vir moves hall.' },
          whatsapp: { text: 'Dear Asha Rao, Vir moves hall.\n\nReply STOP to get no more announcements.' },
        },
      },
      'POST /api/admin/announcements': json({ id: 7 }, 201),
      'GET /api/admin/announcements/7': detail,
    });
    const user = setupUser();
    renderApp('/admin/announcements');

    await user.click(await screen.findByRole('checkbox', { name: /Baner Robotics Hall/ }, { timeout: 5000 }));
    await user.click(screen.getByRole('checkbox', { name: 'WhatsApp' })); // off
    await user.click(screen.getByRole('checkbox', { name: 'WhatsApp' })); // on again
    await user.type(screen.getByRole('textbox', { name: 'Subject' }), 'Hall change at {{venue}');
    await user.type(screen.getByRole('textbox', { name: 'Message' }), 'Dear {{parentName}, Vir moves hall.');
    expect(screen.getByRole('button', { name: 'Send now' })).toBeDisabled(); // preview first
    await user.click(screen.getByRole('button', { name: 'Preview' }));

    const preview = await screen.findByRole('region', { name: 'Preview' });
    expect(preview).toHaveTextContent('Reaches 3 contacts');
    expect(within(preview).getByLabelText('E-mail preview')).toHaveTextContent('Hall change at Baner Robotics Hall');
    expect(within(preview).getByLabelText('WhatsApp preview')).toHaveTextContent('Reply STOP');
    expect(api.first('POST /api/admin/announcements/preview').body).toEqual({
      audience: { bookingStatus: 'paid', venueIds: [3] },
      channels: ['email', 'whatsapp'],
      subject: 'Hall change at {venue}',
      body: 'Dear {parentName}, Vir moves hall.',
    });

    await user.click(screen.getByRole('button', { name: 'Send now' }));
    const sent = await screen.findByRole('region', { name: 'Announcement 7' });
    expect(api.first('POST /api/admin/announcements').body).not.toHaveProperty('sendAt');
    const rows = within(sent).getAllByRole('row');
    expect(rows[1]).toHaveTextContent(/E-mail\s*0\s*2\s*0\s*1\s*0\s*0\s*1/);
    expect(rows[2]).toHaveTextContent(/WhatsApp\s*0\s*1\s*0\s*1\s*0\s*0\s*1/);
  });

  it('says why the server refused a draft', async () => {
    fakeApi({
      ...signedIn,
      'GET /api/admin/venues': venues,
      'GET /api/admin/announcements': [],
      'POST /api/admin/announcements/preview': json(
        { statusCode: 400, code: 'VALIDATION', message: 'Choose at least one channel: email or whatsapp' },
        400,
      ),
    });
    const user = setupUser();
    renderApp('/admin/announcements');
    await user.click(await screen.findByRole('checkbox', { name: 'E-mail' }));
    await user.click(screen.getByRole('checkbox', { name: 'WhatsApp' }));
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    expect(await screen.findByText('Choose at least one channel: email or whatsapp')).toBeInTheDocument();
  });

  it('lists sent announcements and opens their counts', async () => {
    fakeApi({
      ...signedIn,
      'GET /api/admin/venues': venues,
      'GET /api/admin/announcements': [detail],
      'GET /api/admin/announcements/7': detail,
    });
    const user = setupUser();
    renderApp('/admin/announcements');
    const list = await screen.findByRole('region', { name: 'Sent announcements' });
    await user.click(await within(list).findByRole('button', { name: 'Counts of Hall change' }));
    expect(await screen.findByRole('region', { name: 'Announcement 7' })).toHaveTextContent(
      'Hall change: all messages queued, 3 contacts',
    );
  });
});
