import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { TimelineEntry } from '@robo/domain';
import { Section } from './Section';

/** The edition's timeline entries, in order; no section without any. */
export function TimelineSection({ timeline }: { timeline: TimelineEntry[] }) {
  if (!timeline.length) return null;
  return (
    <Section id="timeline" title="Competition Timeline">
      <Typography sx={{ mb: 3 }}>Workshop, zonal, regional, then a national finale in Pune.</Typography>
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
              Stage {index + 1}
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
