/** Keeps the shell up when a screen throws; a new route starts fresh (the Layout keys it by path). */
import { Alert, Box, Button } from '@mui/material';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';

type State = { error: Error | null };

export class ErrorBoundary extends Component<{ children: ReactNode }, State> {
  state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(error, info.componentStack);
  }

  render() {
    if (!this.state.error) return this.props.children;
    return <ScreenFailed onRetry={() => this.setState({ error: null })} />;
  }
}

/** A function component, so the message can use the translate hook. */
const ScreenFailed = ({ onRetry }: { onRetry: () => void }) => {
  const translate = useTranslate();
  return (
    <Box sx={{ p: 3 }}>
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={onRetry}>
            {translate('charter.shell.try_again')}
          </Button>
        }
      >
        {translate('charter.shell.screen_failed')}
      </Alert>
    </Box>
  );
};
