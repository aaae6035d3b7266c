import ContentCopy from '@mui/icons-material/ContentCopy';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  IconButton,
  TextField,
  Tooltip,
} from '@mui/material';
import { useNotify, useTranslate } from 'react-admin';

interface Props {
  email: string;
  password: string;
  onClose: () => void;
  /** Where its texts are: a new API key's secret is shown the same way (`resources.apiKeys.created`). */
  texts?: string;
}

/** The created user's one-time password (or another secret shown once), with a button to copy it. */
export function TemporaryPasswordDialog({ email, password, onClose, texts = 'resources.users.created' }: Props) {
  const translate = useTranslate();
  const notify = useNotify();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(password);
      notify(`${texts}.copied`, { type: 'info' });
    } catch {
      notify(`${texts}.copy_failed`, { type: 'warning' });
    }
  };
  return (
    <Dialog open onClose={onClose} aria-labelledby="temporary-password-title">
      <DialogTitle id="temporary-password-title">{translate(`${texts}.title`)}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{translate(`${texts}.intro`, { email })}</DialogContentText>
        <TextField
          label={translate(`${texts}.password`)}
          value={password}
          fullWidth
          slotProps={{
            htmlInput: {
              readOnly: true,
              'data-testid': 'temporary-password',
              onFocus: (e: React.FocusEvent<HTMLInputElement>) => e.target.select(),
            },
            input: {
              endAdornment: (
                <Tooltip title={translate(`${texts}.copy`)}>
                  <IconButton onClick={copy} aria-label={translate(`${texts}.copy`)}>
                    <ContentCopy />
                  </IconButton>
                </Tooltip>
              ),
            },
          }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} variant="contained">
          {translate(`${texts}.done`)}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
