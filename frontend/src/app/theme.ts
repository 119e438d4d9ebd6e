import { createTheme } from '@mui/material/styles';
import { DEVANAGARI_FONT_FACE, DEVANAGARI_FONT_FAMILY } from './devanagari-font';

// The phone's own fonts for Latin text; the site's own Devanagari face (devanagari-font.ts) first,
// which only Hindi and Marathi characters use. Nothing loads from another site.
const systemFontStack = [
  DEVANAGARI_FONT_FAMILY,
  'system-ui',
  '-apple-system',
  '"Segoe UI"',
  'Roboto',
  '"Helvetica Neue"',
  'Arial',
  '"Noto Sans"',
  'sans-serif',
].join(',');

export const theme = createTheme({
  palette: {
    primary: { main: '#1b5e20', light: '#4c8c4a', dark: '#003300', contrastText: '#ffffff' },
    // Orange buttons carry dark text: white on this orange fails WCAG AA contrast.
    secondary: { main: '#ffb74d', light: '#ffe97d', dark: '#c88719', contrastText: '#1a1a1a' },
    background: { default: '#fafaf7', paper: '#ffffff' },
    text: { primary: '#1a1a1a', secondary: '#4a4a4a' },
  },
  typography: {
    fontFamily: systemFontStack,
    h1: { fontSize: '2.25rem', fontWeight: 700, lineHeight: 1.2 },
    h2: { fontSize: '1.75rem', fontWeight: 700, lineHeight: 1.25 },
    h3: { fontSize: '1.35rem', fontWeight: 600, lineHeight: 1.3 },
    button: { textTransform: 'none', fontWeight: 600 },
  },
  shape: { borderRadius: 10 },
  components: {
    MuiCssBaseline: { styleOverrides: DEVANAGARI_FONT_FACE },
    MuiButton: { defaultProps: { disableElevation: true } },
    MuiLink: { defaultProps: { underline: 'hover' } },
  },
});
