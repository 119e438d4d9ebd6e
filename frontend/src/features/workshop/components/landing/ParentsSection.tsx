import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useT } from '../../../../i18n/useT';
import { Section } from './Section';

const ATTENDEES = [
  'workshop.attend.curious',
  'workshop.attend.beginners',
  'workshop.attend.competitors',
  'workshop.attend.schools',
] as const;

/** The edition's about text, then the site's own words to parents. */
export function ParentsSection({ about }: { about: string }) {
  const { t } = useT();
  return (
    <>
      <Section id="parents" title={t('workshop.parents.title')} tinted>
        {about && <Typography sx={{ maxWidth: 800, mb: 2 }}>{about}</Typography>}
        <Typography sx={{ maxWidth: 800 }}>{t('workshop.parents.text')}</Typography>
      </Section>
      <Section id="who-should-attend" title={t('workshop.attend.title')}>
        <Box component="ul" sx={{ pl: 3, m: 0, display: 'grid', gap: 1 }}>
          {ATTENDEES.map((line) => (
            <Typography component="li" key={line}>
              {t(line)}
            </Typography>
          ))}
        </Box>
      </Section>
    </>
  );
}
