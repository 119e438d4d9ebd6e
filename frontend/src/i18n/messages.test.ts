import { MESSAGES, type ErrorCode } from '@robo/domain';
import { describe, expect, it } from 'vitest';
import { apiError } from '../test/fake-fetch';
import { testI18n } from '../test/i18n';
import { MESSAGE_KEYS, translatedServerMessage, translateMessage, type StaticMessageKey } from './messages';
import type { Translate } from './useT';

const translator = (language: 'en' | 'hi' | 'mr'): Translate => {
  const i18n = testI18n(language);
  return (key, values) => i18n._(key, values);
};

/** A failed call as RTK Query reports it: the status and the server's JSON body. */
const refusal = (status: number, code: ErrorCode, message: string | string[]) => ({
  status,
  data: { ...apiError(status, code, ''), message },
});

describe('validation messages in the catalogue', () => {
  it('has every fixed MESSAGES text as validation.<key>, its English byte for byte', () => {
    const t = translator('en');
    const fixed = Object.keys(MESSAGES).filter((key) => typeof MESSAGES[key as keyof typeof MESSAGES] === 'string');
    expect(Object.keys(MESSAGE_KEYS).sort()).toEqual(fixed.sort());
    for (const key of fixed as StaticMessageKey[]) {
      expect(MESSAGE_KEYS[key]).toBe(`validation.${key}`);
      expect(t(MESSAGE_KEYS[key])).toBe(MESSAGES[key]);
    }
  });

  it('has the coupon minimum as a template whose English is MESSAGES.couponBelowMinimum', () => {
    expect(translator('en')('validation.couponBelowMinimum', { minimum: '₹500' })).toBe(
      MESSAGES.couponBelowMinimum('₹500'),
    );
  });
});

describe('translateMessage', () => {
  it('leaves English as it is', () => {
    const t = translator('en');
    expect(translateMessage(t, MESSAGES.venueFull)).toBe(MESSAGES.venueFull);
    expect(translateMessage(t, MESSAGES.couponBelowMinimum('₹500'))).toBe(MESSAGES.couponBelowMinimum('₹500'));
  });

  it('turns a MESSAGES text into Hindi or Marathi, with a template its arguments', () => {
    expect(translateMessage(translator('hi'), MESSAGES.parentNameMin)).toBe(
      'अभिभावक का नाम कम से कम 2 अक्षरों का होना चाहिए',
    );
    expect(translateMessage(translator('mr'), MESSAGES.venueRequired)).toBe('कृपया ठिकाण निवडा');
    expect(translateMessage(translator('hi'), MESSAGES.couponBelowMinimum('₹1,000'))).toBe(
      'इस कूपन के लिए बुकिंग कम से कम ₹1,000 की होनी चाहिए।',
    );
  });

  it('keeps a text it does not know', () => {
    expect(translateMessage(translator('hi'), 'Something new')).toBe('Something new');
  });
});

describe('translatedServerMessage', () => {
  const venueFull = refusal(409, 'VENUE_FULL', MESSAGES.venueFull);

  it("shows an English page the server's own words", () => {
    const t = translator('en');
    expect(translatedServerMessage({ t, language: 'en' }, refusal(409, 'HOLD_ENDED', 'Words of the server'))).toBe(
      'Words of the server',
    );
  });

  it('translates a MESSAGES text, each of a list, then by the reason code, else keeps the server text', () => {
    const t = translator('hi');
    const hindi = { t, language: 'hi' as const };
    expect(translatedServerMessage(hindi, venueFull)).toBe(t('validation.venueFull'));
    expect(
      translatedServerMessage(hindi, refusal(400, 'VALIDATION', [MESSAGES.emailInvalid, MESSAGES.venueRequired])),
    ).toBe(`${t('validation.emailInvalid')}. ${t('validation.venueRequired')}`);
    expect(translatedServerMessage(hindi, refusal(409, 'OFFER_GONE', 'This offer has ended.'))).toBe(
      'यह ऑफ़र ख़त्म हो गया: सीट बुक हो गई, छोड़ दी गई या समय पूरा हो गया।',
    );
    expect(translatedServerMessage(hindi, refusal(400, 'BAD_REQUEST', 'Unexpected field'))).toBe('Unexpected field');
    expect(translatedServerMessage(hindi, { status: 'FETCH_ERROR', error: 'offline' })).toBeUndefined();
  });
});
