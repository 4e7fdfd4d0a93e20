import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

/** One message of the conversation (learner spec §3, Chat message: role, content, timestamp). */
export interface ChatEntry {
  role: 'user' | 'assistant';
  content: string;
  timestamp: number;
  links?: readonly { readonly title: string; readonly url: string }[];
  /** the chat failure message (§8), shown but never sent back as history */
  failed?: boolean;
}

/** The conversation: user and assistant messages, each bidi-isolated (dir="auto"); replies are announced (aria-live). */
export function ChatMessages({ entries, loading }: { entries: ChatEntry[]; loading: boolean }) {
  const { t } = useTranslation();
  return (
    <Box role="log" aria-live="polite" aria-label={t('assistant.conversation')} sx={{ flex: 1, overflowY: 'auto', p: 1.5, display: 'flex', flexDirection: 'column', gap: 1 }}>
      {entries.length === 0 && <Typography color="text.secondary">{t('assistant.intro')}</Typography>}
      {entries.map((entry) => (
        <Box
          key={`${entry.timestamp}-${entry.role}`}
          data-role={entry.role}
          sx={{
            alignSelf: entry.role === 'user' ? 'flex-end' : 'flex-start',
            maxWidth: '85%',
            bgcolor: entry.role === 'user' ? 'primary.dark' : 'background.paper',
            border: 1,
            borderColor: entry.failed ? 'error.main' : 'divider',
            color: entry.role === 'user' ? 'primary.contrastText' : 'text.primary',
            borderRadius: 2,
            px: 1.5,
            py: 1,
          }}
        >
          <Typography variant="caption" component="p">
            {entry.role === 'user' ? t('assistant.you') : t('assistant.name')} · {new Date(entry.timestamp).toLocaleTimeString()}
          </Typography>
          <Typography dir="auto" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {entry.content}
          </Typography>
          {entry.links?.length ? (
            <Box component="ul" sx={{ m: 0, mt: 0.5, ps: 2.5 }} aria-label={t('assistant.links')}>
              {entry.links.map((link) => (
                <li key={link.url}>
                  <Link component={RouterLink} to={link.url} dir="auto">
                    {link.title}
                  </Link>
                </li>
              ))}
            </Box>
          ) : null}
        </Box>
      ))}
      {loading && (
        <Typography role="status" color="text.secondary">
          {t('assistant.thinking')}
        </Typography>
      )}
    </Box>
  );
}
