// The course assistant's chat widget (learner spec §2, §4 Chat, §8): a button
// opening a panel with the conversation, the question field and Send. A blank
// question is not sent, nothing is sent while a reply is loading, a failure
// shows the chat failure message, and the questions left today are shown.
// Under 960 px the panel takes the whole width. The button floats above a bar
// kept at the bottom of the screen (BOTTOM_BAR_VARIABLE, the quiz's footer). One component, placed by the
// learner layout on the five screens of chatScreens.ts.
import ChatIcon from '@mui/icons-material/Chat';
import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Fab from '@mui/material/Fab';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchQuery, graphql, useRelayEnvironment } from 'react-relay';
import { ChatMessages, type ChatEntry } from './ChatMessages.tsx';
import { BOTTOM_BAR_VARIABLE } from './chatScreens.ts';
import { useAskAssistantMutation } from './mutations/AskAssistantMutation.ts';
import type { ChatWidgetQuestionsLeftQuery } from './__generated__/ChatWidgetQuestionsLeftQuery.graphql.ts';

export const MESSAGE_LIMIT = 1000;
/** earlier messages sent with a question (the server takes at most 20) */
const HISTORY_SENT = 20;

const questionsLeftQuery = graphql`
  query ChatWidgetQuestionsLeftQuery {
    assistantQuestionsLeft
  }
`;

export function ChatWidget() {
  const { t } = useTranslation();
  const environment = useRelayEnvironment();
  const [open, setOpen] = useState(false);
  const [entries, setEntries] = useState<ChatEntry[]>([]);
  const [draft, setDraft] = useState('');
  const [remaining, setRemaining] = useState<number | null>(null);
  const [ask, loading] = useAskAssistantMutation();
  const sending = useRef(false);
  const titleId = useId();
  const fieldRef = useRef<HTMLTextAreaElement>(null);

  useEffect(() => {
    if (!open) return;
    fieldRef.current?.focus();
    const subscription = fetchQuery<ChatWidgetQuestionsLeftQuery>(environment, questionsLeftQuery, {}).subscribe({
      next: (data) => setRemaining(data.assistantQuestionsLeft ?? null),
      error: () => {},
    });
    return () => subscription.unsubscribe();
  }, [open, environment]);

  const send = async (event?: FormEvent) => {
    event?.preventDefault();
    const message = draft.trim();
    // §4: an empty or whitespace message is not sent; nothing is sent while a reply is loading
    if (!message || loading || sending.current || remaining === 0) return;
    sending.current = true;
    const history = entries.filter((entry) => !entry.failed).slice(-HISTORY_SENT).map(({ role, content }) => ({ role: role === 'user' ? ('USER' as const) : ('ASSISTANT' as const), content }));
    setEntries((list) => [...list, { role: 'user', content: message, timestamp: Date.now() }]);
    setDraft('');
    const outcome = await ask({ message, conversationHistory: history });
    sending.current = false;
    if (outcome.ok) {
      setRemaining(outcome.data.remaining);
      setEntries((list) => [...list, { role: 'assistant', content: outcome.data.response, links: outcome.data.links, timestamp: Date.now() + 1 }]);
    } else {
      if (outcome.code === 'assistantLimitReached') setRemaining(0);
      const known = outcome.code === 'assistantLimitReached' || outcome.code === 'assistantMessageTooLong';
      setEntries((list) => [...list, { role: 'assistant', content: t(known ? `errors.${outcome.code}` : 'assistant.failure'), failed: true, timestamp: Date.now() + 1 }]);
    }
  };

  if (!open) {
    return (
      <Fab color="primary" aria-label={t('assistant.open')} onClick={() => setOpen(true)} sx={{ position: 'fixed', bottom: `calc(16px + var(${BOTTOM_BAR_VARIABLE}, 0px))`, insetInlineEnd: 16, zIndex: 1200 }}>
        <ChatIcon />
      </Fab>
    );
  }
  return (
    <Paper
      role="dialog"
      aria-modal="false"
      aria-labelledby={titleId}
      elevation={8}
      onKeyDown={(event) => event.key === 'Escape' && setOpen(false)}
      sx={{
        position: 'fixed',
        zIndex: 1200,
        bottom: { xs: 0, md: 16 },
        insetInlineEnd: { xs: 0, md: 16 },
        width: { xs: '100%', md: 380 },
        height: { xs: '85vh', md: 520 },
        display: 'flex',
        flexDirection: 'column',
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', px: 1.5, py: 1, borderBottom: 1, borderColor: 'divider' }}>
        <Typography id={titleId} component="h2" variant="h6" sx={{ flex: 1 }}>
          {t('assistant.title')}
        </Typography>
        <IconButton aria-label={t('assistant.close')} onClick={() => setOpen(false)}>
          <CloseIcon />
        </IconButton>
      </Box>
      <ChatMessages entries={entries} loading={loading} />
      <Box component="form" onSubmit={send} sx={{ p: 1.5, borderTop: 1, borderColor: 'divider' }}>
        {remaining !== null && (
          <Typography variant="body2" color={remaining === 0 ? 'error' : 'text.secondary'} sx={{ mb: 1 }}>
            {remaining === 0 ? t('assistant.noneLeft') : t('assistant.remaining', { count: remaining })}
          </Typography>
        )}
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-end' }}>
          <TextField
            inputRef={fieldRef}
            label={t('assistant.question')}
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter' && !event.shiftKey) {
                event.preventDefault();
                void send();
              }
            }}
            multiline
            maxRows={4}
            fullWidth
            size="small"
            slotProps={{ htmlInput: { maxLength: MESSAGE_LIMIT, dir: 'auto' } }}
          />
          <Button type="submit" variant="contained" disabled={loading || !draft.trim() || remaining === 0}>
            {t('assistant.send')}
          </Button>
        </Box>
      </Box>
    </Paper>
  );
}
