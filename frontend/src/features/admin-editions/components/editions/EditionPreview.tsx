import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { EditionContent } from '@robo/domain';

/**
 * The landing page's edition sections as the form now reads (headline, about, theme, timeline, FAQ)
 * in the language chosen, so staff see their words in place before saving. A sketch of those
 * sections, not the page itself.
 */
export function EditionPreview({ name, content }: { name: string; content: EditionContent }) {
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-label="Landing page preview"
      sx={{ p: 2, display: 'grid', gap: 2 }}
    >
      <Typography variant="overline">Preview</Typography>
      <Box>
        <Typography variant="h3" component="h3">
          {name || 'Edition name'}
        </Typography>
        <Typography color="text.secondary">{content.headline || 'No headline yet.'}</Typography>
      </Box>
      {content.about && <Typography sx={{ whiteSpace: 'pre-line' }}>{content.about}</Typography>}
      {(content.themeTitle || content.themeText) && (
        <Box>
          <Typography variant="h4" component="h4" sx={{ mb: 1 }}>
            Theme: {content.themeTitle}
          </Typography>
          <Typography sx={{ whiteSpace: 'pre-line' }}>{content.themeText}</Typography>
        </Box>
      )}
      <Box>
        <Typography variant="h4" component="h4" sx={{ mb: 1 }}>
          Timeline
        </Typography>
        <Box component="ol" aria-label="Timeline preview" sx={{ m: 0, pl: 3 }}>
          {content.timeline.map((entry, index) => (
            <li key={index}>
              <strong>{entry.date}</strong> — {entry.text}
            </li>
          ))}
        </Box>
      </Box>
      <Box>
        <Typography variant="h4" component="h4" sx={{ mb: 1 }}>
          Frequently asked questions
        </Typography>
        {content.faq.map((entry, index) => (
          <Box key={index} sx={{ mb: 1 }}>
            <Typography sx={{ fontWeight: 700 }}>{entry.question}</Typography>
            <Typography color="text.secondary">{entry.answer}</Typography>
          </Box>
        ))}
      </Box>
    </Paper>
  );
}
