import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { TimelineEntry } from '@robo/domain';
import { useT } from '../../../../i18n/useT';
import { Section } from './Section';

/** The edition's timeline entries, in order; no section without any. */
export function TimelineSection({ timeline }: { timeline: TimelineEntry[] }) {
  const { t } = useT();
  if (!timeline.length) return null;
  return (
    <Section id="timeline" title={t('workshop.timeline.title')}>
      <Typography sx={{ mb: 3 }}>{t('workshop.timeline.intro')}</Typography>
      <Box
        component="ol"
        sx={{
          listStyle: 'none',
          p: 0,
          m: 0,
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(4, minmax(0, 1fr))' },
        }}
      >
        {timeline.map(({ date, text }, index) => (
          <Box component="li" key={index} sx={{ borderTop: 4, borderColor: 'primary.main', pt: 2 }}>
            <Typography variant="body2" color="text.secondary" sx={{ fontWeight: 700 }}>
              {t('workshop.timeline.stage', { number: index + 1 })}
            </Typography>
            <Typography variant="h3" sx={{ my: 0.5 }}>
              {date}
            </Typography>
            <Typography>{text}</Typography>
          </Box>
        ))}
      </Box>
    </Section>
  );
}
