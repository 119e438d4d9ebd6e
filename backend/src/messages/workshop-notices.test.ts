import { describe, expect, it } from '@jest/globals';
import { Catalogs } from '../i18n/catalogs.js';
import { bookingUpdate } from './message-language.js';
import { reminderWhen, venueChanges } from './workshop-notices.js';

const catalogs = new Catalogs();
const [en, hi, mr] = (['en', 'hi', 'mr'] as const).map((language) => catalogs.translator(language));

describe('workshop notices in the parent’s language', () => {
  it('says when the workshop is, with Latin digits in every language', () => {
    expect(['48h', '24h', '1h', '5h', 'day-of-07:00'].map((key) => reminderWhen(en!, key))).toEqual([
      'in 2 days',
      'tomorrow',
      'in 1 hour',
      'in 5 hours',
      'today',
    ]);
    expect(reminderWhen(hi!, '48h')).toBe('2 दिन में');
    expect(reminderWhen(mr!, '72h')).toBe('3 दिवसांनी');
  });

  it('writes moved times in Hindi from their instants, and keeps the venue’s own text in English', () => {
    const params = {
      oldDateTime: '12 Dec 2027, 10:00 AM - 2:00 PM',
      newDateTime: '13 Dec 2027, 10:00 AM - 2:00 PM',
      oldStartsAt: '2027-12-12T04:30:00.000Z',
      oldEndsAt: '2027-12-12T08:30:00.000Z',
      newStartsAt: '2027-12-13T04:30:00.000Z',
      newEndsAt: '2027-12-13T08:30:00.000Z',
      oldAddress: null,
    };
    expect(venueChanges(en!, params)).toEqual([
      { label: 'Date and time', was: params.oldDateTime, now: params.newDateTime },
    ]);
    const [change] = venueChanges(hi!, params);
    expect(change?.label).toBe('तारीख और समय');
    expect(change?.was).toContain('12 दिस॰ 2027');
    expect(change?.now).toContain('13 दिस॰ 2027');
  });

  it('says a booking update by its name, and an update queued before names by its own words', () => {
    const corrected = { update: 'details_corrected', childName: 'Vir', gradeGroup: 'std-3-4', schoolName: 'DPS' };
    expect(bookingUpdate(en!, corrected)).toBe("the child's details on your booking now read: Vir (Std 3–4), DPS.");
    expect(bookingUpdate(mr!, corrected)).toBe('तुमच्या बुकिंगमधील मुलाचा तपशील आता असा आहे: Vir (इयत्ता 3–4), DPS.');
    expect(bookingUpdate(hi!, { what: 'as it was written' })).toBe('as it was written');
  });
});
