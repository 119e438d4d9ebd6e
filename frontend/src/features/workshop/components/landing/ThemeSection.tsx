import Typography from '@mui/material/Typography';
import { useT } from '../../../../i18n/useT';
import { Section } from './Section';

/** The theme's text as paragraphs: a blank line (or more) between two. */
const paragraphsOf = (text: string) =>
  text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);

/** "This Year's Theme": the edition's theme title and text (issue 27); no section without either. */
export function ThemeSection({ title, text }: { title: string; text: string }) {
  const { t } = useT();
  const paragraphs = paragraphsOf(text);
  if (!title && !paragraphs.length) return null;
  return (
    <Section
      id="theme"
      title={title ? t('edition.theme.heading', { title }) : t('edition.theme.headingUntitled')}
      tinted
    >
      {paragraphs.map((paragraph, index) => (
        <Typography key={index} sx={{ maxWidth: 800, mb: index < paragraphs.length - 1 ? 2 : undefined }}>
          {paragraph}
        </Typography>
      ))}
    </Section>
  );
}
