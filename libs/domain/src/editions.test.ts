import { describe, expect, it } from 'vitest';
import { editionContentIn, FIRST_EDITION } from './editions.js';

describe('editionContentIn', () => {
  const edition = {
    name: 'RoboLeague 12',
    headline: 'Build a rescue robot.',
    about: 'Dear parents.',
    themeTitle: 'A Flooded Town',
    themeText: 'Robots rescue.',
    timeline: [
      { date: 'Dec 2027', text: 'Workshop.' },
      { date: 'Feb 2028', text: 'Finale.' },
    ],
    faq: [{ question: 'How long?', answer: '4 hours.' }],
    translations: {
      hi: { headline: 'बचाव रोबोट बनाइए।', about: '  ', timeline: [{ date: 'दिसंबर 2027' }] },
    },
  };

  it('is the English content, without its translations, in English and in a language with none', () => {
    const { translations: _, ...english } = edition;
    expect(editionContentIn(edition, 'en')).toEqual(english);
    expect(editionContentIn(edition, 'mr')).toEqual(english);
  });

  it('takes each translated text, and English for a text or entry field the translation lacks', () => {
    expect(editionContentIn(edition, 'hi')).toEqual({
      name: 'RoboLeague 12',
      headline: 'बचाव रोबोट बनाइए।',
      about: 'Dear parents.',
      themeTitle: 'A Flooded Town',
      themeText: 'Robots rescue.',
      timeline: [
        { date: 'दिसंबर 2027', text: 'Workshop.' },
        { date: 'Feb 2028', text: 'Finale.' },
      ],
      faq: [{ question: 'How long?', answer: '4 hours.' }],
    });
  });

  it("has edition 1's every text in Hindi and Marathi, entry for entry", () => {
    for (const language of ['hi', 'mr'] as const) {
      const translation = FIRST_EDITION.translations[language];
      expect(translation?.timeline).toHaveLength(FIRST_EDITION.timeline.length);
      expect(translation?.faq).toHaveLength(FIRST_EDITION.faq.length);
      const shown = JSON.stringify(editionContentIn(FIRST_EDITION, language));
      for (const english of [FIRST_EDITION.headline, FIRST_EDITION.themeTitle, FIRST_EDITION.faq[0]!.question])
        expect(shown).not.toContain(english);
    }
  });
});
