import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router';

/** What a page could not load, and the way back to where its owner came from. */
export function PageLoadFailure({ message, back }: { message: string; back: { to: string; label: string } }) {
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" component={RouterLink} to={back.to}>
          {back.label}
        </Button>
      }
    >
      {message}
    </Alert>
  );
}
